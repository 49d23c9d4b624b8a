// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The window as the newcomers of the fourth round met it, made right: in a small window with
// the live analysis on, the board keeps most of the height, the side panel needs no scrolling
// (its comment box whole, its move list more than a few rows) and has no blank lines; the
// graph grows with the window and the panel takes the width the board cannot use; what the
// computer does fits its lines, and a long name its clock's; the move box forgets what was
// typed for another game; the rule's notice over the board fades; a finished record stepped
// back says it is finished, and its final position is analysed; every evaluation says whose
// advantage it is, the bar's in a readable size; the computer's arrows are not the user's blue.
#include "fitscrollarea.h"
#include "model/analysis/analyser.h"
#include "model/analysis/evaluationtext.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesetup.h"
#include "play/clockwidget.h"
#include "review/analysispanel.h"
#include "review/commentpanel.h"
#include "review/evalgraph.h"
#include "review/movelistview.h"
#include "review/reviewcontroller.h"
#include "textfit.h"
#include "windowfixture.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace ogi;
using namespace windowtest;

namespace {
// The analysis list's columns: score, chance of winning, depth, line.
constexpr int LineColumn = 3;
constexpr int Slow = 60000;

// A game of 8 moves that Gote resigned.
const QByteArray ResignedGame = "[Sente \"Aiko\"]\n[Gote \"Ben\"]\n[Result \"1-0\"]\n"
                                "[Termination \"resignation\"]\n\n"
                                "1. Pc3-c4 Pf6-f5 2. Pd3-d4 Pe6-e5 3. Pe3-e4 Pc6-c5 "
                                "4. Ph3-h4 Pa6-a5 1-0\n";
// A game that ended with the King taken.
const QByteArray KingTakenGame = "[SFEN \"4k3/8/8/8/8/8/4R3/3K4 b - 1\"]\n[Result \"1-0\"]\n"
                                 "[Termination \"king captured\"]\n\n1. Re2xe8 1-0\n";

// A visible label of the window that reads text, its lines joined.
QLabel* reading(QWidget* window, const QString& text) {
    for (QLabel* label : window->findChildren<QLabel*>())
        if (label->isVisible() && label->window() == window &&
            label->text().replace(QLatin1Char('\n'), QLatin1Char(' ')).contains(text))
            return label;
    return nullptr;
}

// The colour at the middle of an arrow from a to b on the board as drawn.
QColor middleOf(BoardView* board, Square a, Square b) {
    const QImage shot = board->grab().toImage();
    const QPoint middle = (board->squareCenter(a) + board->squareCenter(b)) / 2;
    return shot.pixelColor(middle * shot.devicePixelRatio());
}
} // namespace

class TestNewcomerLayout : public WindowFixture {
    Q_OBJECT
public:
    TestNewcomerLayout() : WindowFixture("tst_newcomerlayout") {}

private:
    QTemporaryDir dir;
    // A game against the computer at level 1, three moves each played and the game still
    // going, the analysis on. The pawns that guard the King's lines stay: after c3-c4 and
    // d3-d4 the computer took the King with its Princess (d8-a5xe1) about one game in ten.
    // Should it win all the same, a new game starts.
    void playTheComputerWithAnalysis() {
        for (int game = 1; game <= 3; ++game) {
            GameSetup setup;
            setup.info.players[Gote] = PlayerInfo::computer(1);
            session()->start(setup);
            for (const char* move : {"a3a4", "b3b4", "h3h4"}) {
                const std::string t(move);
                QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove() || model()->isOver(),
                                         Slow);
                if (model()->isOver()) break;
                const std::size_t before = model()->game().moves().size();
                drag(t.substr(0, 2).c_str(), t.substr(2, 2).c_str());
                QTRY_VERIFY_WITH_TIMEOUT(
                    model()->game().moves().size() == before + 2 || model()->isOver(), Slow);
            }
            if (!model()->isOver()) break;
        }
        QVERIFY2(!model()->isOver(), "the computer won three games in three moves");
        // The game-over message of a lost game has closed; the offscreen platform gives the
        // window no activation back as a window manager would, and a shortcut needs it.
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window));
        QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier); // Review ▸ Live Analysis
        QTRY_VERIFY_WITH_TIMEOUT(lines()->topLevelItemCount() > 0, Slow);
    }

private slots:
    void smallWindowsGiveTheBoardItsRoom();
    void graphGrowsAndPanelWidens();
    void computerLinesFitAndKeepNoBlank();
    void longNameOnTwoLines();
    void moveBoxForgetsAnotherGame();
    void ruleNoticeFades();
    void finishedRecordSteppedBackSaysSo();
    void finalPositionIsAnalysed();
    void evaluationsSayWhoseAdvantage();
    void computersArrowsAreNotTheUsersBlue();
    void evalBarLabelReadable();
    void japaneseLinesBreakBetweenWords();
};

void TestNewcomerLayout::smallWindowsGiveTheBoardItsRoom() {
    playTheComputerWithAnalysis();
    // At 800×600 the board was about 280 pixels high, the comment box scrolled away and the
    // move list four rows high.
    for (const auto& [size, share] : {std::pair{QSize(800, 600), 0.55}, {QSize(1024, 700), 0.62}}) {
        resizeTo(size);
        const QString at = QStringLiteral("%1×%2").arg(size.width()).arg(size.height());
        const qreal height = board()->boardRect().height();
        QVERIFY2(height >= share * size.height(), qPrintable(at + ": " + QString::number(height)));
        QVERIFY(shownWhole(board(), window));
        // The side panel fits without scrolling: its comment box whole, two lines at least,
        // the analysis lines whole, and more than four rows of moves.
        QVERIFY2(!part<FitScrollArea>(window)->verticalScrollBar()->isVisible(), qPrintable(at));
        QVERIFY2(shownWhole(commentEdit(), window), qPrintable(at));
        QVERIFY(commentEdit()->height() >= 2 * commentEdit()->fontMetrics().lineSpacing());
        QVERIFY2(shownWhole(lines(), window), qPrintable(at));
        // Each line on the text lines of its row (one in these small windows, where the moves
        // and the comment need the room), cut only at the end.
        const int textLines = 1;
        for (int i = 0; i < lines()->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = lines()->topLevelItem(i);
            const QString whole = item->data(LineColumn, Qt::AccessibleTextRole).toString();
            QString shown = item->text(LineColumn);
            QVERIFY2(shown.count(QLatin1Char('\n')) <= textLines - 1, qPrintable(shown));
            QVERIFY(lines()->visualItemRect(item).height() >=
                    textLines * lines()->fontMetrics().lineSpacing());
            shown.replace(QLatin1Char('\n'), QLatin1Char(' '));
            if (shown.endsWith(QChar(0x2026))) shown.chop(1);
            QVERIFY2(whole.startsWith(shown.trimmed()), qPrintable(shown + " / " + whole));
        }
        MoveListView* list = part<MoveListView>(window);
        QVERIFY2(shownWhole(list, window), qPrintable(at));
        QVERIFY2(list->viewport()->height() >= 5 * list->fontMetrics().height(),
                 qPrintable(at + ": " + QString::number(list->viewport()->height())));
        for (Side s : {Sente, Gote})
            QVERIFY2(shownWhole(clockOf(window, s), window), qPrintable(at));
    }
}

void TestNewcomerLayout::graphGrowsAndPanelWidens() {
    EvalGraph* graph = part<EvalGraph>(window);
    resizeTo(QSize(800, 600));
    QVERIFY(shownWhole(graph, window));
    const int small = graph->height();
    // A large window: the graph is no longer 70 pixels high.
    resizeTo(QSize(1580, 960));
    QVERIFY2(graph->height() >= 100 && graph->height() >= 3 * small / 2,
             qPrintable(QStringLiteral("%1 → %2").arg(small).arg(graph->height())));
    QVERIFY(shownWhole(graph, window));
    // With the live analysis on, the width the board cannot use (it is as high as the window
    // allows) goes to the panel: its analysis lines are longer than in a smaller window.
    playTheComputerWithAnalysis();
    resizeTo(QSize(1024, 700));
    const int panel = lines()->width();
    resizeTo(QSize(1580, 960));
    QVERIFY2(lines()->width() >= panel + 50,
             qPrintable(QStringLiteral("%1 → %2").arg(panel).arg(lines()->width())));
    // And each analysis line has two text lines of its row (about twice the moves): it was
    // cut after about 25 characters.
    QTRY_VERIFY_WITH_TIMEOUT(lines()->topLevelItemCount() > 0, Slow);
    for (int i = 0; i < lines()->topLevelItemCount(); ++i) {
        QTreeWidgetItem* item = lines()->topLevelItem(i);
        QVERIFY(lines()->visualItemRect(item).height() >= 2 * lines()->fontMetrics().lineSpacing());
        QVERIFY(item->text(LineColumn).count(QLatin1Char('\n')) <= 1);
    }
    // A line too long for one text line takes the second: it stayed cut on the first, the
    // second blank, after the window grew, until the engine's next line.
    const auto longLinesTakeTwo = [this] {
        for (int i = 0; i < lines()->topLevelItemCount(); ++i) {
            const QTreeWidgetItem* item = lines()->topLevelItem(i);
            const QString whole = item->data(LineColumn, Qt::UserRole).toString();
            if (lines()->fontMetrics().horizontalAdvance(whole) >
                    lines()->header()->sectionSize(LineColumn) &&
                !item->text(LineColumn).contains(QLatin1Char('\n')))
                return false;
        }
        return true;
    };
    QVERIFY(longLinesTakeTwo());
    QTRY_VERIFY(shownWhole(lines(), window)); // once the panel has laid the taller list out
    const qreal boardHeight = board()->boardRect().height();
    QVERIFY2(boardHeight >= 0.75 * board()->height(), qPrintable(QString::number(boardHeight)));
    // The graph, empty until the game is analysed, leaves its room to the analysis meanwhile.
    QVERIFY(!graph->isVisible());
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier); // off
    QVERIFY(graph->isVisible());
}

void TestNewcomerLayout::computerLinesFitAndKeepNoBlank() {
    GameSetup setup;
    setup.info.players[Gote] = PlayerInfo::computer(10);
    session()->start(setup);
    resizeTo(QSize(800, 600));
    drag("c3", "c4");
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isThinking(), Slow);
    QTest::keyClick(window, Qt::Key_Escape); // Stop Computer
    QVERIFY(session()->runner()->isPaused());
    // The message is shown whole, on the lines it has, not cut after "Resume it to".
    const QString stopped = QStringLiteral("The computer is stopped. Resume it to let it play.");
    QLabel* label = nullptr;
    for (QLabel* l : window->findChildren<QLabel*>())
        if (l->isVisible() && l->text().startsWith(QStringLiteral("The computer is stopped")))
            label = l;
    QVERIFY(label);
    QCOMPARE(label->text().replace(QLatin1Char('\n'), QLatin1Char(' ')), stopped);
    QVERIFY(label->toolTip().isEmpty());
    QVERIFY(shownWhole(label, window));
    // Once it has played, its lines keep what it saw rather than stand blank.
    action(window, "Resume Computer")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isThinking(), Slow);
    action(window, "Move Now")->trigger();
    QTRY_VERIFY_WITH_TIMEOUT(session()->runner()->isHumanToMove(), Slow);
    QLabel* last = nullptr;
    for (QLabel* l : window->findChildren<QLabel*>())
        if (l->isVisible() && l->text().startsWith(QStringLiteral("Gote searched to depth")))
            last = l;
    QVERIFY(last);
    QVERIFY(shownWhole(last, window));
}

void TestNewcomerLayout::longNameOnTwoLines() {
    GameSetup setup;
    setup.info.players[Sente].name = QStringLiteral("Aiko Yamamoto-Delacroix of the club");
    setup.info.players[Gote] = PlayerInfo::computer(2);
    session()->start(setup);
    resizeTo(QSize(800, 600));
    // No clock: the name has the clock's two lines, and is shown whole on them.
    const QString whole = QStringLiteral("☗ Sente: Aiko Yamamoto-Delacroix of the club");
    bool shown = false;
    for (QLabel* label : clockOf(window, Sente)->findChildren<QLabel*>()) {
        if (!label->text().startsWith(QStringLiteral("☗ Sente: Aiko"))) continue;
        QVERIFY2(label->text().contains(QLatin1Char('\n')), qPrintable(label->text()));
        QCOMPARE(label->text().replace(QLatin1Char('\n'), QLatin1Char(' ')), whole);
        QVERIFY(label->toolTip().isEmpty());
        QVERIFY(shownWhole(label, window));
        shown = true;
    }
    QVERIFY(shown);
}

void TestNewcomerLayout::moveBoxForgetsAnotherGame() {
    auto* edit = named<QLineEdit>(window, "Move to play");
    auto* message = named<QLabel>(window, "Move box message");
    const auto typeNonsense = [&] {
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("zz9"));
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(message->isVisible());
        QCOMPARE(edit->text(), QStringLiteral("zz9"));
    };
    typeNonsense();
    // Game ▸ New Game, Start: the box is empty and says nothing.
    action(window, "New Game")->trigger();
    QTRY_VERIFY(part<NewGameDialog>(window) && part<NewGameDialog>(window)->isVisible());
    QTest::keyClick(part<NewGameDialog>(window), Qt::Key_Return);
    QTRY_VERIFY(!part<NewGameDialog>(window));
    QVERIFY(edit->text().isEmpty());
    QVERIFY(!message->isVisible());
    // A record opened: the same.
    typeNonsense();
    QVERIFY(window->files()->openFile(writeFile(dir, "resigned.ogn", ResignedGame)));
    QVERIFY(edit->text().isEmpty());
    QVERIFY(!message->isVisible());
}

void TestNewcomerLayout::ruleNoticeFades() {
    // A new game says its rule over the board, in the middle where the game is played; it
    // goes by itself after a time to read it, without a click.
    GameSetup setup;
    setup.info.players[Gote] = PlayerInfo::computer(1);
    setup.info.timeControl = *TimeControl::fromTag(QStringLiteral("600+30b"));
    session()->start(setup);
    QVERIFY(board()->notice().contains(QStringLiteral("Game ▸ New Game")));
    QTRY_VERIFY_WITH_TIMEOUT(board()->notice().isEmpty(), 40000);
    QCOMPARE(model()->game().moves().size(), std::size_t(0)); // nothing was done meanwhile
}

void TestNewcomerLayout::finishedRecordSteppedBackSaysSo() {
    QVERIFY(window->files()->openFile(writeFile(dir, "resigned.ogn", ResignedGame)));
    QVERIFY(shownLabel(window, QStringLiteral("Gote resigned")));
    board()->setFocus();
    QTest::keyClick(window, Qt::Key_Left);
    QTest::keyClick(window, Qt::Key_Left);
    QCOMPARE(model()->game().moves().size(), std::size_t(6));
    // Not "Sente to move" as if the game went on: it is finished, and how.
    QLabel* status = shownLabel(window, QStringLiteral("Finished game (Sente wins). Reviewing: "));
    QVERIFY(status);
    QCOMPARE(status->text(),
             QStringLiteral("Finished game (Sente wins). Reviewing: Sente to move"));
    QVERIFY(!action(window, "Resign")->isEnabled());
    for (Side s : {Sente, Gote}) {
        const QColor c = clockOf(window, s)->palette().color(QPalette::Window);
        QVERIFY2(c != QColor(255, 236, 170), "no clock is to move in a finished game");
    }
}

void TestNewcomerLayout::finalPositionIsAnalysed() {
    // Gote resigned: the last position is there to study.
    QVERIFY(window->files()->openFile(writeFile(dir, "resigned.ogn", ResignedGame)));
    QVERIFY(model()->isOver());
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(lines()->topLevelItemCount() > 0, Slow);
    const Game& shown = model()->game();
    for (Move m : part<ReviewController>(window)->analyser()->bestMoves()) {
        Game going = shown;
        going.undo(); // the resignation: the position as it stood
        QVERIFY(going.isLegal(m));
    }
    QVERIFY(!reading(window, QStringLiteral("nothing to analyse")));
    // The King taken: nothing is left to analyse, and the panel says why.
    QVERIFY(window->files()->openFile(writeFile(dir, "taken.ogn", KingTakenGame)));
    QTRY_VERIFY(reading(window, QStringLiteral("there is nothing to analyse")));
    QCOMPARE(lines()->topLevelItemCount(), 0);
}

void TestNewcomerLayout::evaluationsSayWhoseAdvantage() {
    playTheComputerWithAnalysis();
    // Each score names the side ahead by its mark (or is even): never a bare "+0.4" that a
    // reader may take for the side to move's.
    for (int i = 0; i < lines()->topLevelItemCount(); ++i) {
        const QString score = lines()->topLevelItem(i)->text(0);
        QVERIFY2(score == QLatin1String("0.0") || score.startsWith(QStringLiteral("☗\u00a0")) ||
                     score.startsWith(QStringLiteral("☖\u00a0")),
                 qPrintable(score));
    }
}

void TestNewcomerLayout::computersArrowsAreNotTheUsersBlue() {
    // The user's arrow drawn with Ctrl (blue), and the computer's best moves.
    const auto rightDrag = [this](const char* from, const char* to) {
        const QPoint a = board()->squareCenter(sq(from)), b = board()->squareCenter(sq(to));
        QTest::mousePress(board(), Qt::RightButton, Qt::ControlModifier, a);
        QTest::mouseMove(board(), (a + b) / 2);
        QTest::mouseMove(board(), b);
        QTest::mouseRelease(board(), Qt::RightButton, Qt::ControlModifier, b);
    };
    rightDrag("a4", "a5");
    QCOMPARE(board()->shapes(ShapeLayer::User).size(), 1);
    QCOMPARE(board()->shapes(ShapeLayer::User).front().color, ShapeColor::Blue); // saved as B
    QTest::keyClick(window, Qt::Key_L, Qt::ControlModifier);
    QTRY_VERIFY_WITH_TIMEOUT(!board()->shapes(ShapeLayer::Analysis).isEmpty(), Slow);
    const QColor user = middleOf(board(), sq("a4"), sq("a5"));
    QVERIFY2(user.blue() > user.red() + 40, qPrintable(user.name()));
    const BoardShape best = board()->shapes(ShapeLayer::Analysis).front();
    QVERIFY(!best.isDrop());
    const QColor computer = middleOf(board(), best.from, best.to);
    QVERIFY2(computer.red() > computer.green() + 40 && computer.blue() > computer.green() + 40 &&
                 computer.red() > user.red() + 40,
             qPrintable(computer.name() + " / " + user.name()));
    // A screen reader hears whose arrows they are.
    const QString said = board()->shapesDescription();
    QVERIFY2(said.contains(QStringLiteral("arrow from a4 to a5 (blue)")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("(the computer's)")), qPrintable(said));
}

void TestNewcomerLayout::evalBarLabelReadable() {
    // The bar beside the board, +3.7 for Sente: its label in the window's own font (it was
    // drawn at 70 %, about 7 pixels), along the bar, with the side's mark.
    // Both ways the bar can read: Sente's chance of winning (64 %), and the score in pawns.
    for (const bool pawns : {false, true}) {
        EvalBar bar;
        bar.resize(bar.sizeHint().width(), 400);
        Evaluation e;
        e.centipawns = 370;
        bar.setEvaluation(e, 0.64);
        bar.setInPawns(pawns);
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        const QImage image = bar.grab().toImage();
        const qreal dpr = image.devicePixelRatio();
        // The label is dark on Sente's light part, at the bottom: the rows it covers.
        int first = -1, last = -1;
        for (int y = image.height() / 2; y < image.height() - int(3 * dpr); ++y) {
            bool ink = false;
            for (int x = int(2 * dpr); x < image.width() - int(2 * dpr); ++x)
                if (qGray(image.pixel(x, y)) < 120) ink = true;
            if (!ink) continue;
            if (first < 0) first = y;
            last = y;
        }
        QVERIFY(first >= 0);
        QFont bold = bar.font();
        bold.setBold(true);
        const QString text = pawns ? texts::evaluationShort(e) : texts::winChanceShort(0.64);
        QVERIFY(text.startsWith(QStringLiteral("☗")));
        // Both readings in its tooltip, the one drawn first.
        QVERIFY(bar.toolTip().startsWith(pawns ? texts::evaluationLong(e)
                                               : texts::winChanceLong(0.64)));
        QVERIFY(bar.toolTip().contains(texts::winChanceLong(0.64)));
        const qreal length = (last - first + 1) / dpr;
        QVERIFY2(length >= 0.8 * QFontMetricsF(bold).horizontalAdvance(text),
                 qPrintable(QStringLiteral("%1 of %2")
                                .arg(length)
                                .arg(QFontMetricsF(bold).horizontalAdvance(text))));
        QVERIFY(bar.width() >= QFontMetrics(bold).height());
    }
}

void TestNewcomerLayout::japaneseLinesBreakBetweenWords() {
    // Where Japanese may break a line but a reader would not: inside a katakana word, a move,
    // the last kana of a sentence. The labels that wrap draw their text with word joiners
    // there; their text stays as it was set.
    const QChar wj(0x2060);
    const QString joined = breakableText(QStringLiteral("あなたのレーティングです。☗歩c3-c4"));
    QCOMPARE(joined, QStringLiteral("あなたのレ") + wj + "ー" + wj + "テ" + wj + "ィ" + wj + "ン" +
                         wj + "グ" + "で" + wj + "す。☗" + wj + "歩" + wj + "c3" + wj + "-" + wj +
                         "c4");
    // Between kanji, or kana of a sentence, a line may still break: nothing is joined there.
    QCOMPARE(breakableText(QStringLiteral("対局者の名前")), QStringLiteral("対局者の名前"));
    // Texts without Japanese are as they were.
    const QString english = QStringLiteral("Pc3-c4 is illegal: the Pawn moves one square.");
    QCOMPARE(breakableText(english), english);
    // A line of moves cut to a few lines (the analysis lines, the computer's progress): a
    // line ends between two moves, never inside one ("☗飛\ne7-d7").
    const QString moves = QStringLiteral("☗飛g2-d2 ☖銀c8-c7 ☗歩d4-d5 ☖飛e7-d7");
    const QFont font;
    const int narrow =
        QFontMetrics(font).horizontalAdvance(QStringLiteral("☗飛g2-d2 ☖銀c8-c7 ☗歩d4"));
    QCOMPARE(fitLines(moves, font, narrow, 2),
             QStringLiteral("☗飛g2-d2 ☖銀c8-c7\n☗歩d4-d5 ☖飛e7-d7"));
    // In any language ("Pg3-" / "g4" was seen in the French analysis list).
    const QString latin = QStringLiteral("Sc1-c2 Ph6-h5 Pg3-g4 Id8-b6");
    const int room = QFontMetrics(font).horizontalAdvance(QStringLiteral("Sc1-c2 Ph6-h5 Pg3-"));
    QCOMPARE(fitLines(latin, font, room, 2), QStringLiteral("Sc1-c2 Ph6-h5\nPg3-g4 Id8-b6"));
    // A label: as high as its text needs at a width, drawn with the joiners, read as set.
    WrapLabel label;
    label.setText(QStringLiteral("レーティング対象の対局はまだありません。レベル1の強さです。"));
    QCOMPARE(label.text(),
             QStringLiteral("レーティング対象の対局はまだありません。レベル1の強さです。"));
    const QFontMetrics fm(label.font());
    const int width = fm.horizontalAdvance(QStringLiteral("レーティング対象の対局"));
    QVERIFY(label.heightForWidth(width) >= 2 * fm.lineSpacing());
    QVERIFY(label.heightForWidth(width) <= fm.boundingRect(QRect(0, 0, width, 10000),
                                                           Qt::TextWordWrap,
                                                           breakableText(label.text()))
                                                   .height() +
                                               2);
}

QTEST_MAIN(TestNewcomerLayout)
#include "tst_newcomerlayout.moc"
