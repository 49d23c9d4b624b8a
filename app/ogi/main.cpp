// The Ōgi desktop program.
#include "boardview.h"
#include "mainwindow.h"
#include "model/gamemodel.h"
#include "rules/notation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QScreen>
#include <QTimer>

#include <cstdio>

#ifdef OGI_HAVE_RESOURCES
#include "ogiresources.h"
#endif

using namespace ogi;

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Ogi"));
    QCoreApplication::setApplicationName(QStringLiteral("Ogi"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Ōgi"));
#ifdef OGI_HAVE_RESOURCES
    ogiInitResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ogi.svg")));
#endif

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Play Ōgi."));
    parser.addHelpOption();
    parser.addVersionOption();
    // Hidden options for documentation screenshots and quick checks: they apply to this run
    // only and are never saved.
    auto hidden = [](QCommandLineOption o) {
        o.setFlags(QCommandLineOption::HiddenFromHelp);
        return o;
    };
    const QCommandLineOption shot =
        hidden({"screenshot", "Grab the window to <file>, then quit.", "file"});
    const QCommandLineOption sfen = hidden({"sfen", "Start from <position>.", "position"});
    const QCommandLineOption moves = hidden({"moves", "Play <moves> (space-separated).", "moves"});
    const QCommandLineOption style =
        hidden({"pieces", "Piece style: eastern or western.", "style"});
    const QCommandLineOption flip = hidden({"flip", "Show the board flipped."});
    const QCommandLineOption size = hidden({"size", "Window size WxH.", "size"});
    const QCommandLineOption tryMove =
        hidden({"try-move", "Attempt the board move <from><to> as with the mouse.", "move"});
    const QCommandLineOption select =
        hidden({"select", "Pick up the piece on <square>.", "square"});
    parser.addOptions({shot, sfen, moves, style, flip, size, tryMove, select});
    parser.process(app);

    MainWindow window;
    const bool oneShot = parser.isSet(shot);
    window.setPersistent(!oneShot && !parser.isSet(style) && !parser.isSet(flip));
    if (parser.isSet(style)) {
        Preferences p = window.preferences();
        p.pieceStyle = pieceStyleFromKey(parser.value(style));
        window.applyPreferences(p);
    }
    if (parser.isSet(flip)) window.boardView()->setFlipped(true);
    if (oneShot && !parser.isSet(flip)) window.boardView()->setFlipped(false);
    GameModel* model = window.model();
    if (parser.isSet(sfen)) {
        QString error;
        if (!model->newGameFromSfen(parser.value(sfen), &error)) {
            std::fprintf(stderr, "ogi: bad --sfen: %s\n", qPrintable(error));
            return 2;
        }
    }
    if (parser.isSet(moves)) {
        for (const QString& text : parser.value(moves).split(' ', Qt::SkipEmptyParts)) {
            const auto m = parseMove(model->position(), text.toStdString());
            if (!m.ok()) {
                std::fprintf(stderr, "ogi: bad move '%s' in --moves: %s\n", qPrintable(text),
                             m.error().c_str());
                return 2;
            }
            model->requestMove(*m);
        }
    }
    if (parser.isSet(size)) {
        const QStringList wh = parser.value(size).split('x');
        if (wh.size() == 2) window.resize(wh[0].toInt(), wh[1].toInt());
    }
    window.show();

    auto squareOf = [](const QString& text) {
        const auto sq = parseSquare(text.toStdString());
        return sq ? *sq : SQ_NONE;
    };
    // After the first layout, perform the requested gesture.
    QTimer::singleShot(0, &window, [&] {
        if (parser.isSet(select)) {
            const QString text = parser.value(select);
            const Square sq = squareOf(text);
            window.boardView()->selectSquare(sq);
        }
        if (parser.isSet(tryMove)) {
            const QString text = parser.value(tryMove);
            window.boardView()->attemptBoardMove(squareOf(text.left(2)), squareOf(text.mid(2, 2)));
        }
    });
    if (oneShot) {
        QTimer::singleShot(600, &window, [&] {
            const QPixmap pm = window.grab();
            if (!pm.save(parser.value(shot))) {
                std::fprintf(stderr, "ogi: cannot write %s\n", qPrintable(parser.value(shot)));
                QCoreApplication::exit(1);
                return;
            }
            QCoreApplication::quit();
        });
    }
    return app.exec();
}
