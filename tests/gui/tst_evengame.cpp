// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// New Game ▸ Find me a balanced game: from the player's rating the button picks the level and
// the handicap nearest to 50% by the measured table; the expected score follows any level
// and handicap chosen by hand, and is not shown without a human against the computer; each
// preset shows its value at the computer's level and where that value was measured, the
// presets in the order of their values; a newcomer is told the rating is provisional; a
// switch from the friendly rule (whose games are not rated) to the official one is said. A
// name typed for a human is not a computer's; the preview faces a human who plays Gote; the
// dialog keeps its width and place from one opening to the next.
// Learn ▸ Your Games: the help says which games count and every reason one does not, the
// levels' scale as the scale has it, and the chart numbers the games and shows the band of
// uncertainty from the first game on.
#include "board/boardview.h"
#include "dialogs/newgamedialog.h"
#include "dialogs/ratingdialog.h"
#include "learn/handicapvalue.h"
#include "model/engines/engineregistry.h"
#include "windowtest.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QInputMethodEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using namespace ogi;

namespace {
QPushButton* evenButton(QWidget* dialog) {
    for (QPushButton* b : dialog->findChildren<QPushButton*>())
        if (b->text().startsWith(QLatin1String("Find me a balanced game"))) return b;
    return nullptr;
}

QSpinBox* spin(QWidget* dialog, const QString& name) {
    for (QSpinBox* s : dialog->findChildren<QSpinBox*>())
        if (s->accessibleName() == name) return s;
    return nullptr;
}

QComboBox* buddyCombo(QWidget* dialog, const QString& label) {
    for (QLabel* l : dialog->findChildren<QLabel*>())
        if (l->text() == label) return qobject_cast<QComboBox*>(l->buddy());
    return nullptr;
}

QString expectedText(QWidget* dialog) {
    for (QLabel* l : dialog->findChildren<QLabel*>())
        if (l->text().startsWith(QLatin1String("Level "))) return l->text();
    return QString();
}

// The start position's board is shown whole, and so is every text that wraps: none is cut
// by the dialog's edge or hidden under a neighbour (the board's file letters were cut off
// once the proposal took three lines).
bool shownWhole(QWidget* dialog) {
    const auto* preview = dialog->findChild<BoardView*>();
    if (!preview || preview->visibleRegion().boundingRect() != preview->rect()) return false;
    for (QLabel* l : dialog->findChildren<QLabel*>()) {
        if (!l->isVisible() || !l->wordWrap()) continue;
        if (l->height() < l->heightForWidth(l->width())) return false;
        if (l->visibleRegion().boundingRect() != l->rect()) return false;
    }
    return true;
}

GameSetup humanAgainstComputer() {
    GameSetup g;
    g.info.players[Gote] = PlayerInfo::computer(3);
    g.info.refuseIllegal = true;
    return g;
}
} // namespace

class TestEvenGame : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { windowtest::useTestSettings("tst_evengame"); }
    void suggestsFromRating();
    void newcomerIsProvisional();
    void expectedScoreByHand();
    void noExpectedScoreWithoutHumanAndComputer();
    void presetsSayWhereMeasuredInOrder();
    void nameBelongsToTheKindOfPlayer();
    void previewFacesGotesHuman();
    void keepsItsWidthAndPlace();
    void ratingHelpListsEveryReason();
    void ratingChartHasAxisAndBand();
};

void TestEvenGame::suggestsFromRating() {
    EngineRegistry engines;
    NewGameDialog dialog(humanAgainstComputer(), PieceStyle::Eastern, engines);
    dialog.setPlayerRating({1200, 120, 0.06}, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton* button = evenButton(&dialog);
    QVERIFY(button);
    QVERIFY(!button->text().contains(QLatin1String("provisional")));
    QTest::mouseClick(button, Qt::LeftButton);
    // By the table (worked out in tst_gamerating): level 1 with +R +B +I +S +S for the
    // computer, given by the player, about 51 %; the official rule, since the friendly one is
    // not rated.
    QCOMPARE(spin(&dialog, QStringLiteral("Gote's level"))->value(), 1);
    const GameSetup chosen = dialog.setup();
    QVERIFY(chosen.info.players[Gote].isProgram());
    QVERIFY(!chosen.info.players[Sente].isProgram());
    QCOMPARE(chosen.info.players[Gote].level, 1);
    QCOMPARE(chosen.handicap.preset(), HandicapPreset::RookBishopPrincessSilvers);
    QCOMPARE(chosen.handicap.weaker, Gote);
    QVERIFY(!chosen.info.refuseIllegal);
    // The switch from the friendly rule is said under the button, plainly.
    const QString switched = QStringLiteral(" The rule is now the official one, where an illegal "
                                            "move loses: games under the friendly rule are not "
                                            "rated.");
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 1 with Rook, Bishop, Princess and Silvers promoted (+R +B +I +S "
                            "+S) for the computer: you score about 51%.") +
                 switched);
    QTRY_VERIFY(shownWhole(&dialog));
    QVERIFY(button->toolTip().contains(QLatin1String("friendly rule are not rated")));
    // Choosing the friendly rule again by hand: the game is said to be unrated instead.
    QComboBox* rule = nullptr;
    for (QComboBox* c : dialog.findChildren<QComboBox*>())
        if (c->accessibleName() == QLatin1String("Illegal moves")) rule = c;
    QVERIFY(rule);
    rule->setFocus();
    QTest::keyClick(rule, Qt::Key_Down);
    QVERIFY(dialog.setup().info.refuseIllegal);
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 1 with Rook, Bishop, Princess and Silvers promoted (+R +B +I +S "
                            "+S) for the computer: you score about 51%. "
                            "Not rated with the friendly rule."));
    // Under the official rule already, the button has nothing to switch, nor to say.
    QTest::keyClick(rule, Qt::Key_Up);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!dialog.setup().info.refuseIllegal);
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 1 with Rook, Bishop, Princess and Silvers promoted (+R +B +I +S "
                            "+S) for the computer: you score about 51%."));
}

void TestEvenGame::newcomerIsProvisional() {
    GameSetup g = humanAgainstComputer();
    g.handicap = Handicap::fromPreset(HandicapPreset::RookBishop);
    EngineRegistry engines;
    NewGameDialog dialog(g, PieceStyle::Eastern, engines);
    dialog.setPlayerRating({1000, 350, 0.06}, true);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton* button = evenButton(&dialog);
    QVERIFY(button);
    QCOMPARE(button->text(), QStringLiteral("Find me a balanced game (provisional rating)"));
    QTest::mouseClick(button, Qt::LeftButton);
    // 1000 is level 1: the even game there, 50 %.
    QCOMPARE(dialog.setup().info.players[Gote].level, 1);
    QCOMPARE(dialog.setup().handicap.preset(), HandicapPreset::Even);
    QVERIFY(expectedText(&dialog).startsWith(
        QStringLiteral("Level 1, even game: you score about 50%. The rule is now the official "
                       "one")));
}

void TestEvenGame::expectedScoreByHand() {
    EngineRegistry engines;
    NewGameDialog dialog(humanAgainstComputer(), PieceStyle::Eastern, engines);
    dialog.setPlayerRating({2050, 80, 0.06}, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSpinBox* level = spin(&dialog, QStringLiteral("Gote's level"));
    QVERIFY(level);
    level->setFocus();
    QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(level, QStringLiteral("6"));
    QCOMPARE(level->value(), 6);
    QComboBox* preset = buddyCombo(&dialog, QStringLiteral("Pieces starting promoted:"));
    QVERIFY(preset);
    // Each preset shows its measured value at level 6: +R +B is worth 120.1.
    QVERIFY2(preset->itemText(int(HandicapPreset::RookBishop))
                 .endsWith(QStringLiteral("(≈ +120 Elo, measured at this level)")),
             qPrintable(preset->itemText(int(HandicapPreset::RookBishop))));
    QVERIFY(!preset->itemText(int(HandicapPreset::Even)).contains(QLatin1String("Elo")));
    // Level 6 even: 2137 against 2050, 38 %.
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 6, even game: you score about 38%. Not rated with the "
                            "friendly rule."));
    // Level 10 even: 3895 against 2050, 0.002 %, said as "about 1 %", never 0.
    QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(level, QStringLiteral("10"));
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 10, even game: you score about 1%. Not rated with the "
                            "friendly rule."));
    QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(level, QStringLiteral("6"));
    preset->setFocus();
    for (int i = 0; i < int(HandicapPreset::RookBishop); ++i) QTest::keyClick(preset, Qt::Key_Down);
    QCOMPARE(preset->currentIndex(), int(HandicapPreset::RookBishop));
    // +R +B for the player: 2137 - 120.1 = 2016.9 against 2050, 1 / (1 + 10^(-33.1/400)) =
    // 55 %.
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 6 with Rook and Bishop promoted (+R +B) for you: you score "
                            "about 55%. Not rated with the friendly rule."));
}

void TestEvenGame::noExpectedScoreWithoutHumanAndComputer() {
    // The computer against an external engine: nobody's rating is at stake, and no one is
    // told "you score about 25%".
    EngineRegistry engines;
    EngineConfig engine;
    engine.name = QStringLiteral("Some Engine");
    engine.path = QStringLiteral("/nonexistent/some-engine");
    engines.setEngines({engine});
    GameSetup g = humanAgainstComputer();
    g.info.refuseIllegal = false;
    NewGameDialog dialog(g, PieceStyle::Eastern, engines);
    dialog.setPlayerRating({1200, 120, 0.06}, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* sente =
        windowtest::labelled<QComboBox>(&dialog, QStringLiteral("Sente (☗, moves first)"));
    auto* gote = windowtest::labelled<QComboBox>(&dialog, QStringLiteral("Gote (☖)"));
    QVERIFY(sente && gote);
    QVERIFY(expectedText(&dialog).contains(QLatin1String("you score about")));
    // Gote: from Computer down to the engine; Sente: from Human down to Computer.
    gote->setFocus();
    QTest::keyClick(gote, Qt::Key_Down);
    QCOMPARE(gote->currentText(), engine.name);
    sente->setFocus();
    QTest::keyClick(sente, Qt::Key_Down);
    QCOMPARE(sente->currentIndex(), 1);
    const QString counts = QStringLiteral("Your rating counts only games between you and the "
                                          "computer.");
    QVERIFY(windowtest::shownLabel(&dialog, counts));
    QVERIFY(expectedText(&dialog).isEmpty());
    // Two humans: none either.
    QTest::keyClick(sente, Qt::Key_Up);
    QTest::keyClick(gote, Qt::Key_Up);
    QTest::keyClick(gote, Qt::Key_Up);
    QCOMPARE(gote->currentIndex(), 0);
    QVERIFY(windowtest::shownLabel(&dialog, counts));
    QVERIFY(expectedText(&dialog).isEmpty());
}

void TestEvenGame::presetsSayWhereMeasuredInOrder() {
    EngineRegistry engines;
    NewGameDialog dialog(humanAgainstComputer(), PieceStyle::Eastern, engines);
    dialog.setPlayerRating({1500, 100, 0.06}, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QSpinBox* level = spin(&dialog, QStringLiteral("Gote's level"));
    QComboBox* preset = buddyCombo(&dialog, QStringLiteral("Pieces starting promoted:"));
    QVERIFY(level && preset);
    const auto setLevel = [&](int n) {
        level->setFocus();
        QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(level, QString::number(n));
        QCOMPARE(level->value(), n);
    };
    const auto rook = [&] { return preset->itemText(int(HandicapPreset::Rook)); };
    // Measured at levels 3 and 6 and at a strong point near level 8 (docs/handicaps.md);
    // +R: 25.2, 41.9 and 56.1.
    setLevel(1);
    QVERIFY2(rook().endsWith(QStringLiteral("(≈ +25 Elo, measured at level 3)")),
             qPrintable(rook()));
    setLevel(3);
    QVERIFY2(rook().endsWith(QStringLiteral("(≈ +25 Elo, measured at this level)")),
             qPrintable(rook()));
    setLevel(4); // 25.2 + (1807 - 1676) / (2137 - 1676) * 16.7 = 29.9
    QVERIFY2(rook().endsWith(QStringLiteral("(≈ +30 Elo, interpolated between levels 3 and 6)")),
             qPrintable(rook()));
    setLevel(7); // 41.9 + (2248 - 2137) / (2846 - 2137) * 14.2 = 44.1
    QVERIFY2(rook().endsWith(
                 QStringLiteral("(≈ +44 Elo, interpolated between level 6 and near level 8)")),
             qPrintable(rook()));
    setLevel(10);
    QVERIFY2(rook().endsWith(QStringLiteral("(≈ +56 Elo, measured near level 8)")),
             qPrintable(rook()));
    // At every level the list goes from the smallest value to the largest.
    for (int n = 1; n <= 10; ++n) {
        setLevel(n);
        double last = 0;
        for (int i = 1; i < preset->count() - 1; ++i) { // Even first, Custom last
            const auto m =
                QRegularExpression(QStringLiteral("≈ \\+(\\d+) Elo")).match(preset->itemText(i));
            QVERIFY2(m.hasMatch(), qPrintable(preset->itemText(i)));
            const double value = m.captured(1).toDouble();
            QVERIFY2(value > last, qPrintable(preset->itemText(i)));
            last = value;
        }
    }
}

void TestEvenGame::nameBelongsToTheKindOfPlayer() {
    EngineRegistry engines;
    NewGameDialog dialog(humanAgainstComputer(), PieceStyle::Eastern, engines);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* sente =
        windowtest::labelled<QComboBox>(&dialog, QStringLiteral("Sente (☗, moves first)"));
    auto* name = windowtest::named<QLineEdit>(&dialog, QStringLiteral("Sente's name"));
    QVERIFY(sente && name);
    name->setFocus();
    // Typed as a Japanese player types it: committed by the input method.
    QInputMethodEvent typed;
    typed.setCommitString(QStringLiteral("山田"));
    QApplication::sendEvent(name, &typed);
    QCOMPARE(name->text(), QStringLiteral("山田"));
    // Sente becomes the computer: 山田 is not its name.
    sente->setFocus();
    QTest::keyClick(sente, Qt::Key_Down);
    QCOMPARE(sente->currentIndex(), 1);
    QCOMPARE(name->text(), QString());
    QVERIFY(dialog.setup().info.players[Sente].name.isEmpty());
    // Back to a human: the name typed for the human comes back.
    QTest::keyClick(sente, Qt::Key_Up);
    QCOMPARE(name->text(), QStringLiteral("山田"));
    QCOMPARE(dialog.setup().info.players[Sente].name, QStringLiteral("山田"));
}

void TestEvenGame::previewFacesGotesHuman() {
    EngineRegistry engines;
    NewGameDialog dialog(humanAgainstComputer(), PieceStyle::Eastern, engines);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* preview = dialog.findChild<BoardView*>();
    QVERIFY(preview);
    QVERIFY(!preview->isFlipped());
    // The human takes Gote, the computer Sente: the preview turns as the board will.
    auto* sente =
        windowtest::labelled<QComboBox>(&dialog, QStringLiteral("Sente (☗, moves first)"));
    auto* gote = windowtest::labelled<QComboBox>(&dialog, QStringLiteral("Gote (☖)"));
    sente->setFocus();
    QTest::keyClick(sente, Qt::Key_Down); // Computer
    gote->setFocus();
    QTest::keyClick(gote, Qt::Key_Up); // Human
    QVERIFY(preview->isFlipped());
    // Gote's camp at the bottom: e8 (Gote's King) below e1.
    QVERIFY(preview->squareCenter(windowtest::sq("e8")).y() >
            preview->squareCenter(windowtest::sq("e1")).y());
    QTest::keyClick(gote, Qt::Key_Down); // two computers: the usual way round
    QVERIFY(!preview->isFlipped());
}

void TestEvenGame::keepsItsWidthAndPlace() {
    EngineRegistry engines;
    EngineConfig engine;
    engine.name = QStringLiteral("An Engine With Quite A Long Name, Version 12.3.4");
    engine.path = QStringLiteral("/nonexistent/engine");
    engines.setEngines({engine});
    QRect start, frame;
    {
        NewGameDialog dialog(humanAgainstComputer(), PieceStyle::Eastern, engines);
        dialog.setPlayerRating({1000, 350, 0.06}, true);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        start = QRect(ok->mapToGlobal(QPoint(0, 0)), ok->size());
        frame = dialog.geometry();
        // The longest preset texts (at level 10), the other kind of time: the same width.
        const int width = dialog.sizeHint().width();
        QSpinBox* level = spin(&dialog, QStringLiteral("Gote's level"));
        level->setFocus();
        QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(level, QStringLiteral("10"));
        auto* time = windowtest::named<QComboBox>(&dialog, QStringLiteral("Time control"));
        time->setFocus();
        QTest::keyClick(time, Qt::Key_Down);
        QTest::keyClick(time, Qt::Key_Down);
        QCOMPARE(dialog.sizeHint().width(), width);
        QTest::keyClick(&dialog, Qt::Key_Escape);
        QVERIFY(!dialog.isVisible());
    }
    // Opened again for another game (an engine with a long name, a handicap, a clock): the
    // dialog is where it was, as large, and Start is under the pointer still.
    GameSetup other = humanAgainstComputer();
    other.info.players[Sente] = PlayerInfo::computer(10);
    other.info.players[Gote].kind = PlayerInfo::Kind::Engine;
    other.info.players[Gote].engine = engine.name;
    other.info.players[Gote].enginePath = engine.path;
    other.handicap = Handicap::fromPreset(HandicapPreset::AllButPawns, Gote);
    other.info.handicap = other.handicap.tagText();
    other.info.timeControl = *TimeControl::fromTag(QStringLiteral("600+10i"));
    NewGameDialog dialog(other, PieceStyle::Western, engines);
    dialog.setPlayerRating({1800, 80, 0.06}, false);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
    QCOMPARE(dialog.geometry(), frame);
    QCOMPARE(QRect(ok->mapToGlobal(QPoint(0, 0)), ok->size()), start);
}

void TestEvenGame::ratingHelpListsEveryReason() {
    QTemporaryDir dir;
    GameRating rating(dir.path());
    QVERIFY(rating.load());
    RatingDialog dialog(rating);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    QString help;
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->text().contains(QLatin1String("not rated"))) help = label->text();
    QVERIFY(!help.isEmpty());
    // Handicap games count, as GameRater rates them; every reason it gives for not rating a
    // game is there, in its words.
    QVERIFY(help.contains(QLatin1String("handicap games too")));
    QVERIFY(!help.contains(QLatin1String("start position count")));
    for (int i = int(Unrated::None) + 1; i <= int(Unrated::Analysis); ++i)
        QVERIFY2(help.contains(unratedReason(Unrated(i)).toHtmlEscaped()),
                 qPrintable(unratedReason(Unrated(i))));
    // The scale's own figures: level 10 is 3895 there (docs/handicaps.md), not 3700.
    QVERIFY(help.contains(QStringLiteral("level 1 = %1").arg(std::lround(rating::levelElo(1)))));
    QVERIFY(help.contains(QStringLiteral("level 10 ≈ %1").arg(std::lround(rating::levelElo(10)))));
    QVERIFY(help.contains(QLatin1String("3895")));
}

void TestEvenGame::ratingChartHasAxisAndBand() {
    QTemporaryDir dir;
    GameRating rating(dir.path());
    QVERIFY(rating.load());
    QVERIFY(rating.recordGame(1, QString(), true, 1.0, QDate(2026, 1, 2)));
    RatingDialog dialog(rating);
    dialog.resize(560, 460);
    dialog.show();
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    auto* chart = dialog.findChild<RatingChart*>();
    QVERIFY(chart);
    const QImage image = chart->grab().toImage();
    const qreal dpr = image.devicePixelRatio();
    // After one game the band of ± the deviation is drawn (from the start's ± 350 to the
    // game's): a good part of the chart wears its tint, neither the background nor the line.
    const QColor base = chart->palette().color(QPalette::Base);
    QColor band = chart->palette().color(QPalette::Highlight);
    const auto mix = [](int a, int b) { return int(a * 0.8 + b * 0.2 + 0.5); };
    band = QColor(mix(base.red(), band.red()), mix(base.green(), band.green()),
                  mix(base.blue(), band.blue()));
    int tinted = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            if (std::abs(c.red() - band.red()) + std::abs(c.green() - band.green()) +
                    std::abs(c.blue() - band.blue()) <
                12)
                ++tinted;
        }
    QVERIFY2(tinted > image.width() * image.height() / 20, qPrintable(QString::number(tinted)));
    // Under the plot, the games' numbers and the axis's name: ink in the strip below the
    // lowest guide line, right of the ratings' column.
    const QFontMetrics fm(chart->font());
    const int left = int((fm.horizontalAdvance(QStringLiteral("00000")) + 12) * dpr);
    int ink = 0;
    for (int y = image.height() - int(2 * fm.height() * dpr); y < image.height(); ++y)
        for (int x = left; x < image.width(); ++x)
            if (qGray(image.pixel(x, y)) < 110) ++ink;
    QVERIFY2(ink > 20, qPrintable(QString::number(ink)));
}

QTEST_MAIN(TestEvenGame)
#include "tst_evengame.moc"
