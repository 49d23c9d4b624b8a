// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// New Game ▸ Find me a balanced game: from the player's rating the button picks the level and
// the handicap nearest to 50 % by the measured table; the expected score follows any level
// and handicap chosen by hand; each preset shows its value at the computer's level; a
// newcomer is told the rating is provisional; a switch from the friendly rule (whose games are
// not rated) to the official one is said.
#include "dialogs/newgamedialog.h"
#include "model/engines/engineregistry.h"

#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
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
    void suggestsFromRating();
    void newcomerIsProvisional();
    void expectedScoreByHand();
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
                            "+S) for the computer: you score about 51 %.") +
                 switched);
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
                            "+S) for the computer: you score about 51 %. "
                            "Not rated with the friendly rule."));
    // Under the official rule already, the button has nothing to switch, nor to say.
    QTest::keyClick(rule, Qt::Key_Up);
    QTest::mouseClick(button, Qt::LeftButton);
    QVERIFY(!dialog.setup().info.refuseIllegal);
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 1 with Rook, Bishop, Princess and Silvers promoted (+R +B +I +S "
                            "+S) for the computer: you score about 51 %."));
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
        QStringLiteral("Level 1, even game: you score about 50 %. The rule is now the official "
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
                 .endsWith(QStringLiteral("(≈ +120 Elo at this level)")),
             qPrintable(preset->itemText(int(HandicapPreset::RookBishop))));
    QVERIFY(!preset->itemText(int(HandicapPreset::Even)).contains(QLatin1String("Elo")));
    // Level 6 even: 2137 against 2050, 38 %.
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 6, even game: you score about 38 %. Not rated with the "
                            "friendly rule."));
    // Level 10 even: 3895 against 2050, 0.002 %, said as "about 1 %", never 0.
    QTest::keyClick(level, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(level, QStringLiteral("10"));
    QCOMPARE(expectedText(&dialog),
             QStringLiteral("Level 10, even game: you score about 1 %. Not rated with the "
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
                            "about 55 %. Not rated with the friendly rule."));
}

QTEST_MAIN(TestEvenGame)
#include "tst_evengame.moc"
