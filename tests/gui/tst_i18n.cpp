// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Translations: the embedded French and Japanese catalogues load and are complete (no
// unfinished, obsolete or empty entry, the same %-markers as the English source but for those
// its comment declares optional), key texts change with the language, switching the language
// live retranslates an open window and its open dialogs without recreating them, and no two
// things of a menu, or of the window, share an access key.
#include "board/boardview.h"
#include "board/diagramexport.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/positioneditor.h"
#include "dialogs/preferencesdialog.h"
#include "dialogs/rulesdialog.h"
#include "exercises/learnpanel.h"
#include "exercises/welcomepanel.h"
#include "files/transferactions.h"
#include "language.h"
#include "model/files/recordfile.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "model/game/gametexts.h"
#include "play/gamepanel.h"
#include "review/reviewcontroller.h"
#include "rules/feen.h"
#include "rules/notation.h"
#include "rules/record.h"
#include "windowtest.h"

#include <QAbstractScrollArea>
#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QGroupBox>
#include <QGuiApplication>
#include <QImage>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTextDocument>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QTreeWidget>
#include <QXmlStreamReader>

using namespace ogi;

namespace {
// The analysis list's columns: score, chance of winning, depth, line.
constexpr int LineColumn = 3;
QString tsPath(const QString& lang) {
    return QStringLiteral(OGI_TEST_DATA "/../../translations/ogi_%1.ts").arg(lang);
}

QStringList markers(const QString& text) {
    // %L1 (the number in the locale's own format) stands for %1.
    static const QRegularExpression re(QStringLiteral("%L?(\\d|n)"));
    QStringList found;
    for (const auto& m : re.globalMatch(text)) found << QLatin1Char('%') + m.captured(1);
    found.removeDuplicates();
    found.sort();
    return found;
}

QAction* menuNamed(QMainWindow* w, int index) {
    const auto actions = w->menuBar()->actions();
    return index < actions.size() ? actions[index] : nullptr;
}
} // namespace

class TestI18n : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanup();
    void catalogueLoads_data();
    void catalogueLoads();
    void catalogueComplete_data();
    void catalogueComplete();
    void keyTextsTranslated();
    void rulesErrorsTranslated();
    void badInputMessagesTranslated();
    void qtOwnStringsTranslated();
    void japaneseFontFirst();
    void liveSwitchRetranslatesWindow();
    void liveSwitchRetranslatesOpenDialogs();
    void rulesDialogTeachesABeginner_data();
    void rulesDialogTeachesABeginner();
    void frenchToolbarFitsWithComputer();
    void frenchMoveLettersAndPromptKeys();
    void preferencesDialogSwitchesLanguage();
    void menuMnemonicsDistinct_data();
    void menuMnemonicsDistinct();
    void diagramsFollowTheMoveTables();
};

void TestI18n::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName("OgiTest");
    QCoreApplication::setApplicationName("tst_i18n");
    QSettings().clear();
}

void TestI18n::cleanup() {
    QSettings().clear(); // the language chosen is kept: the next window starts in English
    applyLanguage(QStringLiteral("en"));
    QCoreApplication::processEvents();
}

void TestI18n::catalogueLoads_data() {
    QTest::addColumn<QString>("lang");
    QTest::newRow("fr") << "fr";
    QTest::newRow("ja") << "ja";
}

void TestI18n::catalogueLoads() {
    QFETCH(QString, lang);
    QTranslator t;
    QVERIFY(t.load(QStringLiteral(":/i18n/ogi_%1.qm").arg(lang)));
    QVERIFY(!t.isEmpty());
    QCOMPARE(t.language().left(2), lang);
    QVERIFY(applyLanguage(lang));
    QCOMPARE(activeLanguage(), lang);
}

void TestI18n::catalogueComplete_data() {
    catalogueLoads_data();
}

void TestI18n::catalogueComplete() {
    QFETCH(QString, lang);
    QFile file(tsPath(lang));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    // Each <message>: its source, whether it is numerus, and the translation's forms/type.
    QXmlStreamReader xml(&file);
    int checked = 0;
    QString source, comment, type;
    QStringList forms;
    bool numerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("message")) {
                numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
                source.clear();
                comment.clear();
                forms.clear();
                type.clear();
            } else if (name == QLatin1String("source")) {
                source = xml.readElementText();
            } else if (name == QLatin1String("comment")) {
                comment = xml.readElementText();
            } else if (name == QLatin1String("translation")) {
                type = xml.attributes().value(QLatin1String("type")).toString();
                if (!numerus) forms << xml.readElementText();
            } else if (name == QLatin1String("numerusform")) {
                forms << xml.readElementText();
            }
        } else if (xml.isEndElement() && xml.name() == QLatin1String("message")) {
            const QString where = QStringLiteral("%1: \"%2\"").arg(lang, source);
            QVERIFY2(type.isEmpty(), qPrintable(where + QStringLiteral(" is ") + type));
            // French has a singular and a plural; Japanese a single form.
            if (numerus) QCOMPARE(forms.size(), lang == QLatin1String("fr") ? 2 : 1);
            QVERIFY2(!forms.isEmpty(), qPrintable(where));
            // A message whose comment says "optional: %2 …" may leave those arguments out, or
            // use them where the source does not (texts::fill): the idiom of a language says
            // some things otherwise (「先手の時間切れ負け」 names no winner).
            const qsizetype said = comment.indexOf(QLatin1String("optional:"));
            const QStringList optional = said < 0 ? QStringList() : markers(comment.mid(said));
            const auto required = [&optional](const QString& text) {
                QStringList m = markers(text);
                for (const QString& o : optional) m.removeAll(o);
                return m;
            };
            for (const QString& f : forms) {
                QVERIFY2(!f.trimmed().isEmpty() || source.trimmed().isEmpty(), qPrintable(where));
                QVERIFY2(required(f) == required(source),
                         qPrintable(where + QStringLiteral(" -> ") + f));
                for (const QString& m : markers(f))
                    QVERIFY2(markers(source).contains(m) || optional.contains(m),
                             qPrintable(where + QStringLiteral(" -> ") + f));
            }
            ++checked;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QVERIFY(checked > 300);
}

void TestI18n::keyTextsTranslated() {
    QCOMPARE(texts::pieceName(Rook, false), QStringLiteral("Rook"));
    QVERIFY(applyLanguage(QStringLiteral("fr")));
    QCOMPARE(texts::pieceName(Rook, false), QStringLiteral("Tour"));
    QCOMPARE(texts::pieceName(Silver, false), QStringLiteral("Général d’Argent"));
    QCOMPARE(texts::resultText(Result::SenteWins), QStringLiteral("Sente gagne"));
    QCOMPARE(QCoreApplication::translate("ogi::MainWindow", "&Game"), QStringLiteral("&Partie"));
    Outcome resigned;
    resigned.result = Result::GoteWins;
    resigned.termination = Termination::Resignation;
    const bool gyoku[2] = {true, false};
    QCOMPARE(texts::outcomeText(Position::start(), resigned, 0, gyoku),
             QStringLiteral("Sente abandonne\u00a0: Gote gagne."));
    // The illegal-move sentence agrees with the piece: « la Tour », « le Pion ».
    const Move far = Move::board(*parseSquare("c3"), *parseSquare("c5"), false, false);
    QCOMPARE(texts::illegalAction(Position::start(), far, Illegal::Unreachable),
             QStringLiteral("Sente a déplacé le Pion de c3 en c5, case hors de sa portée"));
    // Numbers in the French way.
    QCOMPARE(TimeControl::fromTag(QStringLiteral("90+30b"))->description(),
             QStringLiteral("1,5\u00a0min + byoyomi de 30\u00a0s"));

    QVERIFY(applyLanguage(QStringLiteral("ja")));
    QCOMPARE(texts::pieceName(Rook, false), QStringLiteral("飛車"));
    QCOMPARE(texts::pieceName(Pawn, true), QStringLiteral("と"));
    QCOMPARE(texts::sideName(Sente), QStringLiteral("先手"));
    QCOMPARE(texts::resultText(Result::GoteWins), QStringLiteral("後手の勝ち"));
    // In the kifu's idiom, with the plies played.
    QCOMPARE(texts::outcomeText(Position::start(), resigned, 12, gyoku),
             QStringLiteral("まで12手で先手の投了"));
    QCOMPARE(QCoreApplication::translate("ogi::MainWindow", "&Game"), QStringLiteral("対局(&G)"));

    QVERIFY(!applyLanguage(QStringLiteral("en")));
    QCOMPARE(activeLanguage(), QStringLiteral("en"));
    QCOMPARE(texts::pieceName(Rook, false), QStringLiteral("Rook"));
    // English keeps its source texts but gets proper plurals.
    const char* ctx = "ogi::EvaluationText";
    const char* src = "Sente mates in %n ply(s)";
    QCOMPARE(QCoreApplication::translate(ctx, src, nullptr, 1),
             QStringLiteral("Sente mates in 1 ply"));
    QCOMPARE(QCoreApplication::translate(ctx, src, nullptr, 3),
             QStringLiteral("Sente mates in 3 plies"));
    QVERIFY(applyLanguage(QStringLiteral("fr")));
    QCOMPARE(QCoreApplication::translate(ctx, src, nullptr, 3),
             QStringLiteral("Sente mate en 3\u00a0demi-coups"));
}

void TestI18n::rulesErrorsTranslated() {
    // Every format and term of the rules core's errors has its own French and Japanese text,
    // so that no English is left inside a translated message.
    for (const char* lang : {"fr", "ja"}) {
        QVERIFY(applyLanguage(QLatin1String(lang)));
        for (int c = 0; c < ErrorCodeCount; ++c) {
            const char* english = errorFormat(ErrorCode(c));
            const QString text = QCoreApplication::translate("ogi::RulesError", english);
            QVERIFY2(text != QLatin1String(english),
                     qPrintable(QLatin1String(lang) + QLatin1String(": ") + english));
        }
        for (int i = int(Illegal::NoKing); i <= int(Illegal::Repetition); ++i) {
            const char* english = illegalText(Illegal(i));
            QVERIFY2(QCoreApplication::translate("ogi::RulesError", english) !=
                         QLatin1String(english),
                     english);
        }
        for (int t = int(Termination::KingCaptured); t <= int(Termination::Time); ++t) {
            const char* english = terminationText(Termination(t));
            QVERIFY2(QCoreApplication::translate("ogi::RulesError", english) !=
                         QLatin1String(english),
                     english);
        }
    }

    // Contexts nest: the line, the move, what is wrong; rules terms take the language's words.
    const auto letter = parseRecord("[Event \"x\"]\n\n1. Pc3-c4 Pf6-f5\n2. Qa1-a2 *");
    const auto twoKings =
        Position::fromSfen("lnsikknl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
    const auto wrongPiece = parseRecord("\n1. Rc3-c4 *");
    const auto variation = parseRecord("1. Pc3-c4 (1. Pc3-c6) *");
    const auto feen = positionFromFeen("8/8 / O/o");
    QVERIFY(!letter.ok() && !twoKings.ok() && !wrongPiece.ok() && !variation.ok() && !feen.ok());

    QVERIFY(!applyLanguage(QStringLiteral("en")));
    QCOMPARE(texts::errorText(letter.failure()), QString::fromStdString(letter.error()));
    QCOMPARE(texts::errorText(twoKings.failure()), QStringLiteral("Gote has more than one King"));

    QVERIFY(applyLanguage(QStringLiteral("fr")));
    QCOMPARE(
        texts::errorText(letter.failure()),
        QStringLiteral("ligne 4\u00a0: coup «\u00a0Qa1-a2\u00a0»\u00a0: lettre de pièce inconnue "
                       "«\u00a0Q\u00a0»"));
    QCOMPARE(texts::errorText(twoKings.failure()), QStringLiteral("Gote a plus d’un Roi"));
    QCOMPARE(texts::errorText(wrongPiece.failure()),
             QStringLiteral(
                 "ligne 2\u00a0: coup «\u00a0Rc3-c4\u00a0»\u00a0: la pièce en c3 est un Pion, "
                 "pas une Tour"));
    QCOMPARE(
        texts::errorText(variation.failure()),
        QStringLiteral("ligne 1\u00a0: 1. Pc3-c6 est illégal\u00a0: la pièce ne peut pas aller sur "
                       "cette case"));
    QCOMPARE(texts::errorText(feen.failure()),
             QStringLiteral("le plateau a 2\u00a0rangées au lieu de 8"));

    QVERIFY(applyLanguage(QStringLiteral("ja")));
    QCOMPARE(texts::errorText(letter.failure()),
             QStringLiteral("4行目：指し手「Qa1-a2」：不明な駒の文字「Q」です"));
    QCOMPARE(texts::errorText(twoKings.failure()), QStringLiteral("後手の王が2枚以上あります"));
    QCOMPARE(texts::errorText(variation.failure()),
             QStringLiteral("1行目：1. Pc3-c6は反則です：その駒はそのマスへ動けません"));
}

void TestI18n::badInputMessagesTranslated() {
    // What a player sees: a bad SFEN pasted in French, a bad record opened in Japanese.
    MainWindow window;
    window.show();
    Preferences p = Preferences::load(QSettings());
    p.language = QStringLiteral("fr");
    window.applyPreferences(p);
    QTRY_COMPARE(activeLanguage(), QStringLiteral("fr"));

    QGuiApplication::clipboard()->setText(
        QStringLiteral("lnsiksnl/1r4b1/ppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"));
    windowtest::shortcutAction(&window, QKeySequence::Paste)->trigger();
    QVERIFY(windowtest::shownMessageBox(&window));
    QCOMPARE(windowtest::shownMessageBox(&window)->text(),
             QStringLiteral("Le presse-papiers ne contient pas de position SFEN valide\u00a0: la "
                            "rangée 6 a 7\u00a0colonnes au lieu de 8"));
    QCOMPARE(windowtest::part<GameSession>(&window)->model()->position().toSfen(),
             Position::start().toSfen());

    p.language = QStringLiteral("ja");
    window.applyPreferences(p);
    QTRY_COMPARE(activeLanguage(), QStringLiteral("ja"));
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.ogn"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("[Event \"bad\"]\n\n1. Pc3-c4 {oops\n*\n");
    file.close();
    QString error;
    QVERIFY(!readRecordFile(path, &error));
    QVERIFY(!window.files()->openFile(path));
    QCOMPARE(error, QStringLiteral(
                        "「%1」は正しい王棋の棋譜ではありません：\n3行目：コメントが閉じていません"
                        "（「}」がありません）")
                        .arg(path));
    QVERIFY(windowtest::shownMessageBox(&window)->text().contains(
        QStringLiteral("3行目：コメントが閉じていません")));
}

void TestI18n::japaneseFontFirst() {
    // Kanji take their Japanese forms: in Japanese, a Japanese face follows the Latin one in
    // the application font, before any other CJK face fontconfig might pick.
    const QString face = QStringLiteral("Noto Sans CJK JP");
    QVERIFY(applyLanguage(QStringLiteral("ja")));
    QVERIFY(QApplication::font().families().contains(face));
    QVERIFY(applyLanguage(QStringLiteral("fr")));
    QVERIFY(!QApplication::font().families().contains(face));
}

void TestI18n::qtOwnStringsTranslated() {
    // Message-box buttons come from Qt's own catalogue (qtbase_<lang>.qm).
    QVERIFY(applyLanguage(QStringLiteral("fr")));
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove('&'), QStringLiteral("Annuler"));
}

void TestI18n::liveSwitchRetranslatesWindow() {
    MainWindow window;
    window.show();
    QAction* game = menuNamed(&window, 0);
    QVERIFY(game);
    QCOMPARE(game->text(), QStringLiteral("&Game"));
    QAction* newGame = windowtest::action(&window, "New Game");
    QAction* rules = windowtest::action(&window, "Rules of Ōgi");
    QVERIFY(windowtest::shownLabel(&window, QStringLiteral("Sente to move")));

    Preferences p = Preferences::load(QSettings());
    p.language = QStringLiteral("fr");
    window.applyPreferences(p);
    QTRY_COMPARE(game->text(), QStringLiteral("&Partie"));
    QCOMPARE(menuNamed(&window, 0), game); // the same menu, retranslated
    QCOMPARE(newGame->text(), QStringLiteral("&Nouvelle partie"));
    QVERIFY(windowtest::shownLabel(&window, QStringLiteral("Sente au trait")));
    QCOMPARE(rules->text(), QStringLiteral("&Règles d’Ōgi"));

    // An illegal move ends the game under the official rule; the open game-over box follows
    // the language too.
    windowtest::part<GameSession>(&window)->setRefuseIllegal(false);
    windowtest::part<GameSession>(&window)->model()->requestMove(
        Move::board(*parseSquare("c3"), *parseSquare("c5"), false, false));
    QVERIFY(windowtest::shownMessageBox(&window));
    QCOMPARE(windowtest::shownMessageBox(&window)->text(),
             QStringLiteral("Sente a déplacé le Pion de c3 en c5, case hors de sa portée — coup "
                            "illégal\u00a0: Gote gagne."));

    p.language = QStringLiteral("ja");
    window.applyPreferences(p);
    QTRY_COMPARE(game->text(), QStringLiteral("対局(&G)"));
    QCOMPARE(windowtest::shownMessageBox(&window)->text(),
             QStringLiteral("先手が歩をc3からc5へ動かしましたが、この駒はそこへ行けません。"
                            "先手の反則負け"));
    QCOMPARE(windowtest::shownMessageBox(&window)->windowTitle(), QStringLiteral("対局終了"));

    p.language = QStringLiteral("en");
    window.applyPreferences(p);
    QTRY_COMPARE(game->text(), QStringLiteral("&Game"));
}

void TestI18n::liveSwitchRetranslatesOpenDialogs() {
    MainWindow window;
    window.show();
    window.newGame();
    NewGameDialog* dialog = windowtest::part<NewGameDialog>(&window);
    QVERIFY(dialog);
    QCOMPARE(dialog->windowTitle(), QStringLiteral("New Game"));
    windowtest::action(&window, "Rules of Ōgi")->trigger();
    RulesDialog* rules = windowtest::part<RulesDialog>(&window);
    QVERIFY(rules);
    QCOMPARE(rules->tabs()->tabText(0), QStringLiteral("Rules"));
    window.showPreferences();
    auto* prefs = window.findChild<PreferencesDialog*>();
    QVERIFY(prefs);
    QCOMPARE(prefs->windowTitle(), QStringLiteral("Preferences"));
    PositionEditor* editor = windowtest::part<TransferActions>(&window)->openPositionEditor();
    QVERIFY(editor);
    QCOMPARE(editor->windowTitle(), QStringLiteral("Set Up Position"));

    Preferences p = Preferences::load(QSettings());
    p.language = QStringLiteral("fr");
    window.applyPreferences(p);
    QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("Nouvelle partie"));
    QCOMPARE(windowtest::part<NewGameDialog>(&window), dialog);
    QTRY_COMPARE(rules->tabs()->tabText(0), QStringLiteral("Règles"));
    QTRY_COMPARE(prefs->windowTitle(), QStringLiteral("Préférences"));
    QTRY_COMPARE(editor->windowTitle(), QStringLiteral("Composer une position"));
    QVERIFY(windowtest::button<QCheckBox>(
        prefs, QStringLiteral("Jouer un son quand une pièce est posée")));
    QVERIFY(
        rules->findChild<QTextBrowser*>()->toPlainText().contains(QStringLiteral("parachuter")));
    QVERIFY(rules->findChild<QTextBrowser*>()->toPlainText().contains(QStringLiteral("fait du Roi"),
                                                                      Qt::CaseInsensitive));

    p.language = QStringLiteral("ja");
    window.applyPreferences(p);
    QTRY_COMPARE(dialog->windowTitle(), QStringLiteral("新規対局"));
    QTRY_COMPARE(rules->tabs()->tabText(1), QStringLiteral("駒の動き"));
    QVERIFY(rules->findChild<QTextBrowser*>()->toPlainText().contains(QStringLiteral("持ち駒")));
    QTRY_COMPARE(prefs->windowTitle(), QStringLiteral("環境設定"));
    QTRY_COMPARE(editor->windowTitle(), QStringLiteral("局面編集"));
    editor->reject();
    prefs->reject();
    dialog->reject();
    rules->close();
}

void TestI18n::rulesDialogTeachesABeginner_data() {
    QTest::addColumn<QString>("language");
    // Phrases of the sections a beginner needs, in each language: the aim (checkmate does not
    // end the game), what the last ranks are, pawns in hand, the repetition rule, handicaps,
    // the differences from shogi, and how to move the pieces in this program.
    QTest::addColumn<QStringList>("phrases");
    QTest::newRow("en") << "en"
                        << QStringList{
                               "Checkmate does not end the game",
                               "last rank",
                               "ranks 7 and 8 for Sente",
                               "Captured Pawns stay in your hand",
                               "Reaching that position again by a different move is allowed",
                               "The King never starts promoted",
                               "For shogi players",
                               "nifu",
                               "uchifuzume",
                               "A drop may give check",
                               "Playing in this program",
                               "drag it",
                               "press Escape",
                               "Both players’ pieces look alike"};
    QTest::newRow("fr") << "fr"
                        << QStringList{"Le mat ne termine pas la partie",
                                       "dernière rangée",
                                       "7 et 8 pour Sente",
                                       "Les Pions capturés restent dans votre main",
                                       "Retrouver cette position par un autre coup est permis",
                                       "Le Roi ne commence jamais promu",
                                       "Pour les joueurs de shōgi",
                                       "nifu",
                                       "Jouer avec ce programme",
                                       "faites-la glisser",
                                       "Échap"};
    QTest::newRow("ja") << "ja"
                        << QStringList{"詰みになっても対局はそれだけでは終わらず",
                                       "一番奥の段",
                                       "先手なら7段目と8段目",
                                       "取った歩はずっと持ち駒のまま",
                                       "別の手でその局面にするのは構いません",
                                       "王が成った状態で始まることはありません",
                                       "将棋を指す方へ",
                                       "二歩",
                                       "打ち歩詰め",
                                       "千日手とは違います",
                                       "このプログラムでの指し方",
                                       "ドラッグ",
                                       "右クリック"};
}

void TestI18n::rulesDialogTeachesABeginner() {
    QFETCH(QString, language);
    QFETCH(QStringList, phrases);
    MainWindow window;
    window.show();
    Preferences p = Preferences::load(QSettings());
    p.language = language;
    p.pieceStyle = PieceStyle::Eastern;
    window.applyPreferences(p);
    windowtest::shortcutAction(&window, QKeySequence::HelpContents)->trigger();
    RulesDialog* rules = windowtest::part<RulesDialog>(&window);
    QVERIFY(rules);
    QVERIFY(QTest::qWaitForWindowExposed(rules));
    auto* summary = rules->findChild<QTextBrowser*>();
    QVERIFY(summary);
    const QString text = summary->toPlainText();
    for (const QString& phrase : phrases)
        QVERIFY2(text.contains(phrase), qPrintable(language + ": no \"" + phrase + "\""));

    // The starting position is in the text, drawn at the size of an exported diagram.
    QVERIFY(summary->toHtml().contains(RulesDialog::startDiagramUrl()));
    const QVariant resource = summary->document()->resource(QTextDocument::ImageResource,
                                                            QUrl(RulesDialog::startDiagramUrl()));
    const QImage eastern = resource.value<QImage>();
    QVERIFY(!eastern.isNull());
    DiagramOptions options;
    options.cell = 40;
    options.markSideToMove = false;
    QCOMPARE(eastern.deviceIndependentSize().toSize(), diagramSize(options).toSize());
    // It follows the piece style, like the board.
    p.pieceStyle = PieceStyle::Western;
    window.applyPreferences(p);
    const QImage western =
        summary->document()
            ->resource(QTextDocument::ImageResource, QUrl(RulesDialog::startDiagramUrl()))
            .value<QImage>();
    QVERIFY(!western.isNull());
    QVERIFY(western != eastern);
    rules->close();
    p.language = QStringLiteral("en");
    window.applyPreferences(p);
}

void TestI18n::frenchToolbarFitsWithComputer() {
    // At the default size, with a computer player (so "Move Now" and "Stop" are shown), every
    // toolbar button is on the bar in French: none is pushed into the overflow menu.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Preferences p = Preferences::load(QSettings());
    p.language = QStringLiteral("fr");
    window.applyPreferences(p);
    GameSetup setup;
    setup.info.players[Gote] = PlayerInfo::computer(1);
    windowtest::part<GameSession>(&window)->start(setup);
    auto* bar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
    QVERIFY(bar);
    QAction* moveNow = windowtest::shortcutAction(&window, QKeySequence(Qt::CTRL | Qt::Key_M));
    QTRY_VERIFY(moveNow->isVisible());
    QTRY_COMPARE(moveNow->iconText(), QStringLiteral("Faire jouer"));
    QApplication::processEvents();
    for (QAction* a : bar->actions()) {
        if (a->isSeparator() || !a->isVisible()) continue;
        QWidget* button = bar->widgetForAction(a);
        QVERIFY2(button && button->isVisible(), qPrintable(a->iconText()));
        QVERIFY2(bar->rect().contains(button->geometry()), qPrintable(a->iconText()));
    }
    p.language = QStringLiteral("en");
    window.applyPreferences(p);
}

void TestI18n::frenchMoveLettersAndPromptKeys() {
    // In French R reads as the Roi: where moves are shown in letters (the move list, the
    // analysis lines), the legend says what each letter is, its items apart as French parts a
    // list; the promotion prompt takes O (oui) as well as Y.
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    Preferences p = Preferences::load(QSettings());
    p.language = QStringLiteral("fr");
    window.applyPreferences(p);
    QTRY_COMPARE(activeLanguage(), QStringLiteral("fr"));
    QAbstractScrollArea* moves = nullptr;
    QTRY_VERIFY((moves = windowtest::named<QAbstractScrollArea>(&window, QStringLiteral("Coups"))));
    QTRY_VERIFY(!moves->toolTip().isEmpty());
    const QString legend = moves->toolTip();
    QVERIFY2(legend.contains(QStringLiteral("K = Roi, I = Princesse, R = Tour, B = Fou")),
             qPrintable(legend));
    QVERIFY2(legend.contains(QStringLiteral("L = Lance, P = Pion")), qPrintable(legend));
    auto* lines = windowtest::named<QTreeWidget>(&window, QStringLiteral("Variantes de l’analyse"));
    QVERIFY(lines);
    QCOMPARE(lines->headerItem()->toolTip(LineColumn), legend);
    // A Bishop that may promote on f6: O at the prompt promotes.
    auto* session = windowtest::part<GameSession>(&window);
    session->startFrom(*Position::fromSfen("4k3/8/5p2/8/8/8/1B6/4K3 b - 1"));
    auto* board = windowtest::part<BoardView>(&window);
    windowtest::drag(board, "b2", "f6");
    QVERIFY(board->isPromptVisible());
    QTest::keyClick(board, Qt::Key_O);
    QVERIFY(!board->isPromptVisible());
    QCOMPARE(session->model()->game().moves().size(), std::size_t(1));
    QVERIFY(session->model()->game().moves().back().promotes());
    // In Japanese the moves are in kanji: no legend, and the list's separator is 「、」.
    p.language = QStringLiteral("ja");
    window.applyPreferences(p);
    QTRY_VERIFY(moves->toolTip().isEmpty());
    QCOMPARE(texts::listSeparator(), QStringLiteral("、"));
    p.language = QStringLiteral("en");
    window.applyPreferences(p);
}

void TestI18n::preferencesDialogSwitchesLanguage() {
    MainWindow window;
    window.show();
    window.showPreferences();
    auto* prefs = window.findChild<PreferencesDialog*>();
    QVERIFY(prefs);
    // The list that offers the languages, each named in itself.
    QComboBox* combo = nullptr;
    for (QComboBox* c : prefs->findChildren<QComboBox*>())
        if (c->findText(QStringLiteral("Français")) >= 0) combo = c;
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(QStringLiteral("fr")));
    auto* buttons = prefs->findChild<QDialogButtonBox*>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QCOMPARE(Preferences::load(QSettings()).language, QStringLiteral("fr"));
    QCOMPARE(activeLanguage(), QStringLiteral("fr"));
    QTRY_COMPARE(menuNamed(&window, 0)->text(), QStringLiteral("&Partie"));
}

void TestI18n::menuMnemonicsDistinct_data() {
    catalogueLoads_data();
    QTest::newRow("en") << "en";
}

namespace {
// The access key of a text ("&Partie" → p, "表示(&V)" → v); a null QChar when it has none.
QChar accessKey(const QString& text) {
    static const QRegularExpression mnemonic(QStringLiteral("&([^&])"));
    const auto m = mnemonic.match(text);
    return m.hasMatch() ? m.captured(1).at(0).toLower() : QChar();
}

// Every access key of the controls under root that Alt+letter reaches in its window: buttons,
// labels of a control (their buddy), group boxes; as "text" by key.
void collectAccessKeys(const QWidget* root, QMultiHash<QChar, QString>& keys) {
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        QString text;
        if (const auto* button = qobject_cast<const QAbstractButton*>(w))
            text = button->text();
        else if (const auto* label = qobject_cast<const QLabel*>(w); label && label->buddy())
            text = label->text();
        else if (const auto* box = qobject_cast<const QGroupBox*>(w))
            text = box->title();
        if (const QChar key = accessKey(text); !key.isNull()) keys.insert(key, text);
    }
}

// The keys used twice, said as "h: &Help / &Hint".
QStringList clashes(const QMultiHash<QChar, QString>& keys) {
    QStringList found;
    for (const QChar key : keys.uniqueKeys())
        if (keys.count(key) > 1)
            found << QStringLiteral("%1: %2").arg(key, keys.values(key).join(" / "));
    return found;
}

// The entries of a menu and of its submenus, each menu apart.
void checkMenu(const QMenu* menu, QStringList& problems) {
    QMultiHash<QChar, QString> keys;
    for (QAction* a : menu->actions()) {
        if (a->isSeparator()) continue;
        const QChar key = accessKey(a->text());
        if (key.isNull() && a->isEnabled()) // not a placeholder ("No recent files")
            problems << QStringLiteral("%1: %2 has no access key").arg(menu->title(), a->text());
        else if (key.isNull())
            continue;
        else
            keys.insert(key, a->text());
        if (a->menu()) checkMenu(a->menu(), problems);
    }
    for (const QString& clash : clashes(keys))
        problems << menu->title() + QStringLiteral(": ") + clash;
}
} // namespace

void TestI18n::menuMnemonicsDistinct() {
    // Within each menu, the entries have different access keys, in every language; and in the
    // window, Alt+letter reaches one thing only: the menu bar's titles and the controls beside
    // the board (the game panel with the review, or a Learn panel; the welcome panel over the
    // board) never share a key.
    QFETCH(QString, lang);
    QCOMPARE(applyLanguage(lang), lang != QLatin1String("en"));
    MainWindow window;
    Preferences p = Preferences::load(QSettings());
    p.language = lang;
    window.applyPreferences(p);
    QCoreApplication::processEvents();
    QStringList problems;
    QMultiHash<QChar, QString> bar;
    for (QAction* top : window.menuBar()->actions()) {
        if (!top->menu()) continue;
        bar.insert(accessKey(top->text()), top->text());
        checkMenu(top->menu(), problems);
    }
    problems << clashes(bar);
    // Beside the board: the game panel (move box, review, analysis) with the welcome panel.
    QMultiHash<QChar, QString> game = bar;
    collectAccessKeys(windowtest::part<GamePanel>(&window), game);
    collectAccessKeys(windowtest::part<WelcomePanel>(&window), game);
    for (const QString& clash : clashes(game)) problems << QStringLiteral("game panel: ") + clash;
    // Each Learn panel, all its buttons (whichever its state shows).
    const QList<LearnPanel*> panels = window.findChildren<LearnPanel*>();
    QCOMPARE(panels.size(), 3); // lessons, puzzles, quiz
    for (const LearnPanel* panel : panels) {
        QMultiHash<QChar, QString> keys = bar;
        collectAccessKeys(panel, keys);
        for (const QString& clash : clashes(keys))
            problems << QString::fromLatin1(panel->metaObject()->className()) +
                            QStringLiteral(": ") + clash;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void TestI18n::diagramsFollowTheMoveTables() {
    using Mark = MoveDiagram::Mark;
    RulesDialog dialog(PieceStyle::Eastern);
    const QList<MoveDiagram*> diagrams = dialog.findChildren<MoveDiagram*>();
    QCOMPARE(diagrams.size(), 15); // the King and 7 pieces with both faces
    auto diagram = [&](PieceType t, bool promoted) -> MoveDiagram* {
        for (MoveDiagram* d : diagrams)
            if (d->pieceType() == t && d->isPromoted() == promoted) return d;
        return nullptr;
    };
    auto count = [](MoveDiagram* d, Mark mark) {
        int n = 0;
        for (int dy = -2; dy <= 2; ++dy)
            for (int dx = -2; dx <= 2; ++dx) n += d->markAt(dx, dy) == mark;
        return n;
    };
    MoveDiagram* pawn = diagram(Pawn, false);
    QCOMPARE(count(pawn, Mark::Step), 1);
    QCOMPARE(pawn->markAt(0, 1), Mark::Step);
    MoveDiagram* knight = diagram(Knight, false);
    QCOMPARE(count(knight, Mark::Jump), 2);
    QCOMPARE(knight->markAt(-1, 2), Mark::Jump);
    QCOMPARE(knight->markAt(1, 2), Mark::Jump);
    QCOMPARE(count(knight, Mark::Step), 0);
    QCOMPARE(count(diagram(Silver, false), Mark::Step), 5);
    QCOMPARE(diagram(Silver, false)->markAt(0, -1), Mark::None);
    MoveDiagram* gold = diagram(Pawn, true);
    QCOMPARE(count(gold, Mark::Step), 6);
    QCOMPARE(gold->markAt(-1, -1), Mark::None);
    QCOMPARE(gold->markAt(0, -1), Mark::Step);
    QCOMPARE(count(diagram(King, false), Mark::Step), 8);
    QCOMPARE(diagram(Lance, false)->slideDirections(), QList<QPoint>{QPoint(0, 1)});
    QCOMPARE(diagram(Rook, false)->slideDirections().size(), 4);
    QCOMPARE(count(diagram(Rook, false), Mark::Step), 0);
    MoveDiagram* dragon = diagram(Rook, true);
    QCOMPARE(dragon->slideDirections().size(), 4);
    QCOMPARE(dragon->markAt(1, 1), Mark::Step);
    MoveDiagram* princess = diagram(Princess, false);
    QCOMPARE(count(princess, Mark::Jump), 8);
    QCOMPARE(princess->slideDirections().size(), 4);
    QCOMPARE(princess->markAt(0, 1), Mark::None);
    MoveDiagram* raised = diagram(Princess, true);
    QCOMPARE(raised->markAt(0, 1), Mark::Step);
    QCOMPARE(raised->markAt(1, 0), Mark::Step);
    QCOMPARE(count(raised, Mark::Jump), 8);
    // Captions name the piece in the current language.
    QCOMPARE(RulesDialog::caption(Silver, true), QStringLiteral("Promoted Silver\n(全, +S)"));
    QVERIFY(applyLanguage(QStringLiteral("fr")));
    QCOMPARE(RulesDialog::caption(Rook, true), QStringLiteral("Tour promue\n(龍, +R)"));
    QVERIFY(applyLanguage(QStringLiteral("ja")));
    QCOMPARE(RulesDialog::caption(Knight, false), QStringLiteral("桂\n（桂、N）"));
}

QTEST_MAIN(TestI18n)
#include "tst_i18n.moc"
