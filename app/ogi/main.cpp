// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Ōgi desktop program.
#include "boardview.h"
#include "language.h"
#include "mainwindow.h"
#include "model/gameclock.h"
#include "model/gamemodel.h"
#include "model/gametexts.h"
#include "positioneditor.h"
#include "reviewcontroller.h"
#include "rules/notation.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QPointer>
#include <QScreen>
#include <QSettings>
#include <QTabWidget>
#include <QTimer>

#include <cstdio>
#include <optional>

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

    // The saved language first, so that --help is already translated.
    applyLanguage(Preferences::load(QSettings()).language);
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
    const QCommandLineOption dialog =
        hidden({"new-game-dialog", "Show the New Game dialog (with --handicap, --clock)."});
    const QCommandLineOption aiGame = hidden(
        {"ai-game", "Start a game: Sente <who> (human or 1-10), Gote the same.", "sente,gote"});
    const QCommandLineOption handicap =
        hidden({"handicap", "Handicap preset 0-6 for the weaker Sente.", "preset"});
    const QCommandLineOption clock =
        hidden({"clock", "Time control as in the TimeControl tag (600+30b).", "tc"});
    const QCommandLineOption delay =
        hidden({"shot-delay", "Milliseconds before the screenshot (default 600).", "ms"});
    // Review (screenshots of a reviewed game and of the position editor).
    const QCommandLineOption goTo =
        hidden({"goto", "Show ply <n>, or <node>,<variation>,<ply> inside a variation.", "cursor"});
    const QCommandLineOption analyse = hidden({"analyse", "Analyse the game first."});
    const QCommandLineOption analyseMs =
        hidden({"analyse-ms", "Milliseconds per position for --analyse.", "ms"});
    const QCommandLineOption live = hidden({"live", "Turn live analysis on."});
    const QCommandLineOption editPosition = hidden({"edit-position", "Open the position editor."});
    const QCommandLineOption language =
        hidden({"language", "Interface language for this run: en, fr or ja.", "code"});
    const QCommandLineOption rules =
        hidden({"rules", "Open the Rules window on its <tab>: rules or pieces.", "tab"});
    const QCommandLineOption preferences =
        hidden({"preferences", "Open the Preferences dialog (grabbed instead of the window)."});
    const QCommandLineOption shotScreen = hidden(
        {"shot-screen", "Grab the screen area of every open window (e.g. a game-over box)."});
    parser.addOptions({shot,     sfen,   moves,      style,      flip,     size,
                       tryMove,  select, dialog,     aiGame,     handicap, clock,
                       delay,    goTo,   analyse,    analyseMs,  live,     editPosition,
                       language, rules,  shotScreen, preferences});
    parser.addPositionalArgument(
        QCoreApplication::translate("main", "record"),
        QCoreApplication::translate("main", "A game record (.ogn) to open."),
        QCoreApplication::translate("main", "[record.ogn]"));
    parser.process(app);
    if (parser.isSet(language)) applyLanguage(parser.value(language));

    MainWindow window;
    const bool oneShot = parser.isSet(shot);
    window.setPersistent(!oneShot && !parser.isSet(style) && !parser.isSet(flip) &&
                         !parser.isSet(language));
    if (parser.isSet(language)) {
        Preferences p = window.preferences();
        p.language = parser.value(language);
        window.applyPreferences(p);
    }
    // One-shot runs leave the user's autosave alone; real sessions ask before losing a game.
    window.setAutoSaveEnabled(!oneShot);
    window.setConfirmUnsaved(!oneShot);
    if (parser.isSet(style)) {
        Preferences p = window.preferences();
        p.pieceStyle = pieceStyleFromKey(parser.value(style));
        window.applyPreferences(p);
    }
    if (parser.isSet(flip)) window.boardView()->setFlipped(true);
    if (oneShot && !parser.isSet(flip)) window.boardView()->setFlipped(false);
    GameModel* model = window.model();
    std::optional<GameSetup> dialogSetup;
    if (parser.isSet(aiGame) || parser.isSet(handicap) || parser.isSet(clock)) {
        GameSetup setup;
        const QStringList who = parser.value(aiGame).split(',');
        for (Side s : {Sente, Gote}) {
            const QString w = who.value(int(s), QStringLiteral("human"));
            bool isLevel = false;
            const int level = w.toInt(&isLevel);
            setup.info.players[s].computer = isLevel;
            setup.info.players[s].level = isLevel ? qBound(1, level, 10) : 3;
        }
        if (parser.isSet(handicap)) {
            const int p = qBound(0, parser.value(handicap).toInt(), HandicapPresetCount - 2);
            setup.handicap = Handicap::fromPreset(HandicapPreset(p));
            setup.info.handicap = setup.handicap.tagText();
        }
        if (parser.isSet(clock)) {
            const auto tc = TimeControl::fromTag(parser.value(clock));
            if (!tc) {
                std::fprintf(stderr, "ogi: bad --clock '%s' (example: 600+30b)\n",
                             qPrintable(parser.value(clock)));
                return 2;
            }
            setup.info.timeControl = *tc;
        }
        window.startGame(setup);
        dialogSetup = setup;
    }
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) {
        QString error;
        if (!window.openFile(files.first(), &error))
            std::fprintf(stderr, "ogi: %s\n", qPrintable(error));
    }
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
                             qPrintable(ogi::texts::errorText(m.failure())));
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

    QPointer<QWidget> extraShot; // a dialog to grab instead of the window
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
        if (parser.isSet(dialog)) {
            window.newGame();
            if (dialogSetup && window.newGameDialog())
                window.newGameDialog()->setSetup(*dialogSetup);
        }
        if (!oneShot && files.isEmpty()) window.checkAutoSave();
        if (parser.isSet(tryMove)) {
            const QString text = parser.value(tryMove);
            window.boardView()->attemptBoardMove(squareOf(text.left(2)), squareOf(text.mid(2, 2)));
        }
        ReviewController* review = window.review();
        if (parser.isSet(goTo)) {
            const QStringList parts = parser.value(goTo).split(',');
            TreeCursor cursor{{}, parts.last().toInt()};
            if (parts.size() == 3)
                cursor.line.push_back(Branch{parts[0].toInt(), parts[1].toInt()});
            if (!review->tree()->goTo(cursor) && !(review->tree()->cursor() == cursor))
                std::fprintf(stderr, "ogi: --goto %s is not in this game\n",
                             qPrintable(parser.value(goTo)));
        }
        if (parser.isSet(analyse)) {
            ai::SearchLimits limits;
            limits.movetime = parser.isSet(analyseMs) ? parser.value(analyseMs).toInt() : 200;
            review->analysis()->setLimits(limits);
            review->analyseGame();
        }
        if (parser.isSet(live)) review->setLiveAnalysis(true);
        if (parser.isSet(editPosition)) extraShot = review->openPositionEditor();
        if (parser.isSet(preferences)) {
            window.showPreferences();
            extraShot = window.findChild<PreferencesDialog*>();
        }
        if (parser.isSet(rules)) {
            window.showRules();
            RulesDialog* dialog = window.rulesDialog();
            dialog->tabs()->setCurrentIndex(parser.value(rules) == QLatin1String("pieces") ? 1 : 0);
            extraShot = dialog;
        }
    });
    if (oneShot) {
        const int wait = parser.isSet(delay) ? parser.value(delay).toInt() : 600;
        auto grabLater = [&, wait] {
            QTimer::singleShot(wait, &window, [&] {
                QWidget* target = window.newGameDialog()
                                      ? static_cast<QWidget*>(window.newGameDialog())
                                      : static_cast<QWidget*>(&window);
                if (extraShot) target = extraShot;
                QPixmap pm;
                if (parser.isSet(shotScreen)) {
                    // What the user sees: the window and whatever is open over it.
                    QRect area = window.frameGeometry();
                    for (QWidget* w : QApplication::topLevelWidgets())
                        if (w->isVisible()) area |= w->frameGeometry();
                    pm = window.screen()->grabWindow(0, area.x(), area.y(), area.width(),
                                                     area.height());
                } else {
                    pm = target->grab();
                }
                if (!pm.save(parser.value(shot))) {
                    std::fprintf(stderr, "ogi: cannot write %s\n", qPrintable(parser.value(shot)));
                    QCoreApplication::exit(1);
                    return;
                }
                QCoreApplication::quit();
            });
        };
        // With --analyse the picture waits for the analysis to finish.
        if (parser.isSet(analyse))
            QObject::connect(window.review(), &ReviewController::analysisFinished, &window,
                             grabLater);
        else
            grabLater();
    }
    return app.exec();
}
