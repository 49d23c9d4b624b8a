// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Japanese interface writes moves as a Japanese player reads them, with no Western
// notation showing through: the move box (its example, its messages, shogi coordinates
// typed by habit, ▲△ and 同 as kifu write them), the move list as a kifu (every ply
// numbered, 「まで…手で…」 at the end), how a game ends, the handicap label, the names and
// reasons a record made in Japanese keeps, and the built-in engine's options. Widgets are
// found as a screen reader finds them, by their accessible names.
#include "dialogs/enginesdialog.h"
#include "language.h"
#include "model/document/document.h"
#include "model/exercises/quiz.h"
#include "model/game/gameclock.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gamesetup.h"
#include "rules/record.h"
#include "windowtest.h"

#include <QAbstractScrollArea>
#include <QDir>
#include <QFormLayout>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace ogi;
using namespace windowtest;

class TestJapanese : public QObject {
    Q_OBJECT
private:
    MainWindow* window = nullptr;
    QTemporaryDir dir;

    template <typename W> W* byAccessibleName(const char* context, const char* english) const {
        const QString name = QCoreApplication::translate(context, english);
        for (W* w : window->findChildren<W*>())
            if (w->accessibleName() == name) return w;
        return nullptr;
    }
    QLineEdit* moveBox() const {
        return byAccessibleName<QLineEdit>("ogi::MoveBox", "Move to play");
    }
    QString moveBoxMessage() const {
        QLabel* label = byAccessibleName<QLabel>("ogi::MoveBox", "Move box message");
        return label && label->isVisible() ? label->text() : QString();
    }
    // Types text in the move box as a Japanese input method commits it, then Enter.
    void type(const QString& text) {
        QLineEdit* box = moveBox();
        QVERIFY(box);
        box->setFocus();
        box->clear();
        QInputMethodEvent commit;
        commit.setCommitString(text);
        QApplication::sendEvent(box, &commit);
        QTest::keyClick(box, Qt::Key_Return);
    }
    // Opens a record written to a file, as File ▸ Open does.
    void open(const char* name, const QString& record) {
        const QString path = dir.filePath(QLatin1String(name));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(record.toUtf8());
        file.close();
        QVERIFY(window->files()->openFile(path));
    }
    static QString recordWith(const QString& tags, const QString& moves) {
        return QStringLiteral("[Event \"?\"]\n[Date \"2026.01.01\"]\n[Sente \"A\"]\n"
                              "[Gote \"B\"]\n[Result \"*\"]\n") +
               tags + QStringLiteral("\n") + moves + QStringLiteral("\n");
    }
    QAbstractScrollArea* moveList() const {
        return byAccessibleName<QAbstractScrollArea>("ogi::MoveListView", "Moves");
    }
    // What a screen reader reads in the move list, item by item.
    QStringList moveListItems() const {
        QStringList items;
        QAccessibleInterface* list = QAccessible::queryAccessibleInterface(moveList());
        for (int i = 0; list && i < list->childCount(); ++i)
            items << list->child(i)->text(QAccessible::Name);
        return items;
    }
    GameSession* session() const { return part<GameSession>(window); }
    bool labelShows(const QString& text) const {
        for (QLabel* label : window->findChildren<QLabel*>())
            if (label->isVisible() && label->text() == text) return true;
        return false;
    }

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void moveBoxWritesJapanese();
    void shogiCoordinatesAreExplained();
    void moveListWritesJapanese();
    void handicapLabelInJapanese();
    void typedMovesReadKifuMarks();
    void kifuNumbersEveryPly();
    void gameEndsInKifuIdiom();
    void recordKeepsJapaneseWords();
    void programNameAfterTitles();
    void engineOptionsInJapanese();
};

void TestJapanese::initTestCase() {
    useTestSettings("tst_japanese");
    QVERIFY(dir.isValid());
}

void TestJapanese::init() {
    QVERIFY(applyLanguage(QStringLiteral("ja")));
    window = openWindow(QSize(1100, 760));
    QVERIFY(QTest::qWaitForWindowActive(window));
}

void TestJapanese::cleanup() {
    delete window;
    window = nullptr;
    applyLanguage(QStringLiteral("en"));
}

void TestJapanese::moveBoxWritesJapanese() {
    QVERIFY(moveBox());
    // The example shows the Japanese form first.
    QVERIFY2(moveBox()->placeholderText().startsWith(QStringLiteral("例：☗歩c3-c4")),
             qPrintable(moveBox()->placeholderText()));
    type(QStringLiteral("☗歩c3-c4"));
    type(QStringLiteral("☖歩f6-f5"));
    type(QStringLiteral("歩d3-d4"));
    QVERIFY(moveBoxMessage().isEmpty());
    // Two pieces can go to e5: they are listed in Japanese notation, none in letters.
    type(QStringLiteral("e5"));
    QCOMPARE(moveBoxMessage(), QStringLiteral("e5は曖昧です。候補：☖角g7-e5、☖歩e6-e5。"));
    // A move that may promote or not: it asks for 成 or 不成.
    type(QStringLiteral("歩e6-e5"));
    type(QStringLiteral("歩d4-d5"));
    type(QStringLiteral("歩e5-e4"));
    // Takes on d6, in the zone: promote or not, so the board's prompt asks, as for a drag.
    type(QStringLiteral("歩d5-d6"));
    BoardView* board = part<BoardView>(window);
    QTRY_VERIFY(board->isPromptVisible());
    QVERIFY(moveBoxMessage().isEmpty());
    QTest::keyClick(board, Qt::Key_Y);
    QCOMPARE(session()->model()->game().moves().size(), std::size_t(7));
    QVERIFY(session()->model()->game().moves().back().promotes());
    // A form that cannot be read: the examples are in the Japanese notation.
    type(QStringLiteral("xyz"));
    QCOMPARE(moveBoxMessage(),
             QStringLiteral("xyzは指し手として読めません。☗歩c3-c4、☗桂e4打、c3c4のように書いてく"
                            "ださい。"));
}

void TestJapanese::typedMovesReadKifuMarks() {
    // 同 before any move: there is no square to stand for.
    type(QStringLiteral("同歩"));
    QVERIFY2(moveBoxMessage().contains(QStringLiteral("同")), qPrintable(moveBoxMessage()));
    // ▲△, as printed kifu write the sides, read as ☗☖.
    type(QStringLiteral("▲歩c3-c4"));
    type(QStringLiteral("△歩d6-d5"));
    type(QStringLiteral("▲歩c4-c5"));
    type(QStringLiteral("△歩d5-d4"));
    QCOMPARE(session()->model()->game().moves().size(), std::size_t(4));
    // 同: the square of the last move (d4), the piece after it.
    type(QStringLiteral("▲同歩"));
    QVERIFY(moveBoxMessage().isEmpty());
    QCOMPARE(session()->model()->game().moves().size(), std::size_t(5));
    QCOMPARE(session()->model()->lastMove(), Move::board(sq("d3"), sq("d4")));
    // ... and in the full form, for the square after the origin.
    type(QStringLiteral("△歩e6-e5"));
    type(QStringLiteral("☗歩d4-d5"));
    type(QStringLiteral("△歩e5-e4"));
    type(QStringLiteral("☗歩e3x同"));
    QVERIFY(moveBoxMessage().isEmpty());
    QCOMPARE(session()->model()->lastMove(), Move::board(sq("e3"), sq("e4")));
}

void TestJapanese::kifuNumbersEveryPly() {
    // A game Gote resigned after three plies, with a comment and a variation at ply 2.
    open("resigned.ogn", QStringLiteral("[Event \"?\"]\n[Date \"2026.01.01\"]\n[Sente \"A\"]\n"
                                        "[Gote \"B\"]\n[Result \"1-0\"]\n\n1. Pc3-c4 Pf6-f5 "
                                        "{早すぎる} (1... Pe6-e5 2. Pd3-d4) 2. Pd3-d4 1-0\n"));
    const QStringList items = moveListItems();
    // Each ply has its number: no chess pairs, no 「…」.
    QVERIFY2(items.contains(QStringLiteral("1")) && items.contains(QStringLiteral("2")) &&
                 items.contains(QStringLiteral("3")),
             qPrintable(items.join(QLatin1Char('|'))));
    for (const QString& item : items)
        QVERIFY2(!item.contains(QStringLiteral("…")) && item != QStringLiteral("1."),
                 qPrintable(item));
    const auto at = [&](const QString& text) { return items.indexOf(text); };
    QCOMPARE(at(QStringLiteral("2")) + 1, at(QStringLiteral("☖歩f6-f5")));
    QCOMPARE(at(QStringLiteral("3")) + 1, at(QStringLiteral("☗歩d3-d4")));
    // In the variation too, ply by ply: 2 ☖歩e6-e5, 3 ☗歩d3-d4.
    const int variation = at(QStringLiteral("☖歩e6-e5"));
    QVERIFY(variation > 0);
    QCOMPARE(items.at(variation - 1), QStringLiteral("2"));
    QCOMPARE(items.at(variation + 1), QStringLiteral("3"));
    // The kifu's last line.
    QCOMPARE(items.last(), QStringLiteral("まで3手で後手の投了"));
    // The comment is labelled by the ply too.
    moveList()->setFocus();
    QTest::keyClick(moveList(), Qt::Key_Home);
    QTest::keyClick(moveList(), Qt::Key_Right);
    QTest::keyClick(moveList(), Qt::Key_Right);
    QVERIFY(labelShows(QStringLiteral("2 ☖歩f6-f5へのコメント")));
    // English keeps the chess pairs.
    applyLanguage(QStringLiteral("en"));
    QTRY_VERIFY(moveListItems().contains(QStringLiteral("1...")) ||
                moveListItems().contains(QStringLiteral("1…")));
    QCOMPARE(moveListItems().last(), QStringLiteral("Sente wins"));
}

void TestJapanese::gameEndsInKifuIdiom() {
    // Gote resigns after three plies.
    type(QStringLiteral("☗歩c3-c4"));
    type(QStringLiteral("☖歩f6-f5"));
    type(QStringLiteral("☗歩d3-d4"));
    session()->runner()->resign();
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = shownMessageBox(window)));
    QCOMPARE(box->text(), QStringLiteral("まで3手で後手の投了"));
    QCOMPARE(moveListItems().last(), QStringLiteral("まで3手で後手の投了"));
    box->close();
    // Gote's Rook takes Sente's King, drawn 玉: the sentence names it so.
    const auto start = Position::fromSfen("4k3/8/8/8/8/8/4r3/4K3 w - 1");
    QVERIFY(start.ok());
    session()->startFrom(*start);
    type(QStringLiteral("☖飛e2xe1成"));
    QTRY_VERIFY((box = shownMessageBox(window)));
    QCOMPARE(box->text(), QStringLiteral("まで1手で後手の勝ち（先手の玉を取りました）"));
    QCOMPARE(moveListItems().last(), QStringLiteral("まで1手で後手の勝ち"));
    box->close();
    // Sente's time runs out.
    GameSetup timed;
    timed.info.timeControl = {TimeControl::Kind::Byoyomi, 300, 0, 0};
    session()->start(timed);
    QTRY_VERIFY_WITH_TIMEOUT(session()->model()->isOver(), 20000);
    QTRY_VERIFY((box = shownMessageBox(window)));
    QCOMPARE(box->text(), QStringLiteral("まで0手で先手の時間切れ負け"));
}

void TestJapanese::recordKeepsJapaneseWords() {
    // Two unnamed players, an illegal move under the official rule, confirmed.
    session()->start(GameSetup());
    type(QStringLiteral("☗歩c3-c5"));
    QMessageBox* box = nullptr;
    QTRY_VERIFY((box = shownMessageBox(window)));
    QPushButton* play = nullptr;
    for (QAbstractButton* b : box->buttons())
        if (box->buttonRole(b) == QMessageBox::DestructiveRole)
            play = qobject_cast<QPushButton*>(b);
    QVERIFY(play);
    QTest::mouseClick(play, Qt::LeftButton);
    QTRY_VERIFY(session()->model()->isOver());
    if (QMessageBox* over = shownMessageBox(window)) over->close();
    const QString path = dir.filePath(QStringLiteral("japanese.ogn"));
    QVERIFY(session()->save(path));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(file.readAll());
    file.close();
    // The names and the reason in the interface's words.
    QVERIFY2(text.contains(QStringLiteral("[Sente \"先手\"]")) &&
                 text.contains(QStringLiteral("[Gote \"後手\"]")),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("{[%illegal] 反則手：その駒はそのマスへ動けません}")),
             qPrintable(text));
    // Opened later in English: the names are no names (called by their sides), the reason is
    // shown as it was written.
    applyLanguage(QStringLiteral("en"));
    QVERIFY(window->files()->openFile(path));
    QVERIFY(session()->info().players[Sente].name.isEmpty());
    QVERIFY(moveListItems().contains(QStringLiteral("反則手：その駒はそのマスへ動けません")));
    // A computer left unnamed is written as its level; a quiz question from an English
    // record with the sides' names says the side in Japanese (not 「山田 対 Gote」).
    applyLanguage(QStringLiteral("ja"));
    GameSetup computer;
    computer.info.players[Gote] = PlayerInfo::computer(3);
    session()->start(computer);
    QVERIFY(session()->save(path));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(file.readAll())
                .contains(QStringLiteral("[Gote \"コンピュータ（レベル3）\"]")));
    file.close();
    QVERIFY(window->files()->openFile(path));
    QVERIFY(session()->info().players[Gote].name.isEmpty());
    Record quizzed;
    quizzed.setTag("Sente", "山田");
    quizzed.setTag("Gote", "Gote");
    quizzed.setTag("Date", "2026.01.01");
    quizzed.mainline.nodes.push_back({Move::board(sq("c3"), sq("c4")), {}, {{"eval", "0"}}, {}});
    quizzed.mainline.nodes.push_back({Move::board(sq("f6"), sq("f5")), {}, {{"eval", "0"}}, {}});
    quizzed.mainline.nodes.push_back(
        {Move::board(sq("b2"), sq("g7"), true), {}, {{"eval", "-900"}, {"best", "d3d4"}}, {}});
    const auto items = extractQuizItems(quizzed, Sente, QDate(2026, 1, 2));
    QVERIFY(!items.empty());
    QVERIFY2(items.front().source.startsWith(QStringLiteral("山田 対 後手")),
             qPrintable(items.front().source));
}

void TestJapanese::programNameAfterTitles() {
    // The name the system writes after each window's title is the one the titles use: 王棋.
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Ōgi"));
    QVERIFY(applyLanguage(QStringLiteral("ja")));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("王棋"));
    QVERIFY(window->windowTitle().endsWith(QStringLiteral("王棋")));
    applyLanguage(QStringLiteral("fr"));
    QCOMPARE(QGuiApplication::applicationDisplayName(), QStringLiteral("Ōgi"));
    QGuiApplication::setApplicationDisplayName(QString());
}

void TestJapanese::engineOptionsInJapanese() {
    // This program's engine, added as an engine: its options in Japanese, the engine's own
    // names in the tooltips; another engine's options as that engine names them.
    std::vector<usi::Option> options;
    for (const char* name : {"Hash", "Threads", "MultiPV", "Level", "MateMoves"}) {
        usi::Option o;
        o.name = name;
        o.type = usi::Option::Type::Spin;
        o.defaultValue = "1";
        o.min = 1;
        o.max = 64;
        options.push_back(o);
    }
    for (const char* name : {"MateChecks", "UseNNUE"}) {
        usi::Option o;
        o.name = name;
        o.type = usi::Option::Type::Check;
        o.defaultValue = "false";
        options.push_back(o);
    }
    usi::Option file;
    file.name = "EvalFile";
    file.type = usi::Option::Type::String;
    file.defaultValue = "net.nnue";
    options.push_back(file);
    const EngineConfig ours{QStringLiteral("Ōgi 0.1.0"),
                            QStringLiteral("the Ōgi developers"),
                            QStringLiteral("/usr/games/ogi-engine"),
                            options,
                            {}};
    const EngineConfig other{QStringLiteral("Other"),
                             QStringLiteral("someone"),
                             QStringLiteral("/opt/other"),
                             options,
                             {}};
    EnginesDialog dialog({ours, other});
    dialog.show();
    auto* list = dialog.findChild<QListWidget*>();
    QVERIFY(list);
    const auto labels = [&] {
        QStringList shown;
        for (QLabel* l : dialog.findChildren<QLabel*>())
            if (l->buddy()) shown << l->text();
        return shown;
    };
    list->setCurrentRow(1);
    QTRY_VERIFY(labels().contains(QStringLiteral("ハッシュ（MB）")));
    for (const char* label : {"スレッド数", "候補手数", "レベル"})
        QVERIFY2(labels().contains(QString::fromUtf8(label)), qPrintable(labels().join('|')));
    QCOMPARE(labels().size(), 8);
    for (const QString& l : labels())
        QVERIFY2(!l.contains(QRegularExpression("^[A-Za-z]+$")), qPrintable(l));
    QSpinBox* hash = named<QSpinBox>(&dialog, QStringLiteral("ハッシュ（MB）"));
    QVERIFY(hash);
    QVERIFY2(hash->toolTip().contains(QStringLiteral("Hash")), qPrintable(hash->toolTip()));
    list->setCurrentRow(2);
    QTRY_VERIFY(labels().contains(QStringLiteral("Hash")));
    QVERIFY(labels().contains(QStringLiteral("MultiPV")));
}

void TestJapanese::shogiCoordinatesAreExplained() {
    // Full-width digits, a kanji numeral, or shogi's side mark: no move is played, and the
    // message says how Ōgi writes squares, with an example.
    for (const QString& typed :
         {QStringLiteral("５五歩"), QStringLiteral("7六歩"), QStringLiteral("▲2六歩")}) {
        type(typed);
        const QString message = moveBoxMessage();
        QVERIFY2(message.startsWith(typed + QStringLiteral("は将棋の座標のようです")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("a〜h")) &&
                     message.contains(QStringLiteral("1〜8")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("☗歩c3-c4")), qPrintable(message));
    }
    QCOMPARE(part<GameSession>(window)->model()->game().moves().size(), std::size_t(0));
}

void TestJapanese::moveListWritesJapanese() {
    // The King takes the promoted Rook and keeps it promoted (a blunder, says the record);
    // Gote's reply is a mistake.
    open("privilege.ogn", recordWith(QStringLiteral("[SFEN \"4k3/8/8/8/8/8/3+r4/4K3 b - 1\"]\n"
                                                    "[SenteKing \"玉\"]\n[GoteKing \"王\"]\n"),
                                     QStringLiteral("1. Ke1xd2^?? Ke8-d8? *")));
    auto* list = byAccessibleName<QAbstractScrollArea>("ogi::MoveListView", "Moves");
    QVERIFY(list);
    list->setFocus();
    const QString shown = QCoreApplication::translate("ogi::MoveListView", "Shown: %1");
    QTest::keyClick(list, Qt::Key_Home);
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(list->accessibleDescription(), shown.arg(QStringLiteral("☗玉e1xd2成駒取り 悪手")));
    QTest::keyClick(list, Qt::Key_Right);
    QCOMPARE(list->accessibleDescription(), shown.arg(QStringLiteral("☖王e8-d8 疑問手")));
    // In English the same moves keep the human form and the signs.
    applyLanguage(QStringLiteral("en"));
    QTest::keyClick(list, Qt::Key_Left);
    QTRY_COMPARE(list->accessibleDescription(), QStringLiteral("Shown: Ke1xd2^??"));
}

void TestJapanese::handicapLabelInJapanese() {
    const QString handicap = QCoreApplication::translate("ogi::ReviewController", "Handicap: %1");
    open("rookbishop.ogn",
         recordWith(QStringLiteral("[SFEN \"lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL "
                                   "b - 1\"]\n[Handicap \"+R +B\"]\n"),
                    QStringLiteral("*")));
    QVERIFY2(labelShows(handicap.arg(QStringLiteral("飛角成り"))), "no label 手合割：飛角成り");
    // A set of pieces that is no preset is named piece by piece, in Japanese.
    open("custom.ogn",
         recordWith(QStringLiteral("[SFEN \"lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4+R1/LN+SIKSNL "
                                   "b - 1\"]\n[Handicap \"+R +S\"]\n"),
                    QStringLiteral("*")));
    // In the presets' style: 「飛・銀成り（カスタム）」.
    QVERIFY2(labelShows(handicap.arg(QStringLiteral("飛・銀成り（カスタム）"))),
             "no label 手合割：飛・銀成り（カスタム）");
}

QTEST_MAIN(TestJapanese)
#include "tst_japanese.moc"
