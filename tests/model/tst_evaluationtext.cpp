// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one way evaluations are written (texts::evaluationShort / evaluationLong / pawnAmount /
// winChanceShort): one decimal with the same rounding everywhere, the locale's decimal mark,
// the leading side's mark before a short form ("☖ +0.4", "☗ mate in 3"), mates counted as
// tsume-shogi counts them, huge values as the side that is winning, the French singular
// below two pawns; chances of winning in whole per cent, read from the win-chance model.
#include "model/analysis/evaluation.h"
#include "model/analysis/evaluationtext.h"

#include "rules/game.h"
#include "rules/notation.h"
#include "rules/position.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace ogi;

Q_DECLARE_METATYPE(ogi::Evaluation)

namespace {
Evaluation cp(int centipawns) {
    Evaluation e;
    e.centipawns = centipawns;
    return e;
}
Evaluation mate(int plies, bool sente) {
    Evaluation e;
    e.isMate = true;
    e.matePlies = plies;
    e.senteMates = sente;
    return e;
}
// The marks of the side that leads, and the no-break space after them.
const QString SenteMark = QStringLiteral("☗\u00a0");
const QString GoteMark = QStringLiteral("☖\u00a0");
// The start with a Pawn of each side taken and in the other's hand.
constexpr std::string_view LaterSfen = "lnsiksnl/1r4b1/ppp1pppp/8/8/PPPP1PPP/1B4R1/LNSIKSNL b Pp 5";
} // namespace

class TestEvaluationText : public QObject {
    Q_OBJECT
private slots:
    void init() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void cleanup() { QLocale::setDefault(QLocale::c()); }
    void shortForm_data();
    void shortForm();
    void longForm();
    void frenchDecimalsAndSingular();
    void japanese();
    void chances();
    void chanceFromTheModel();
};

void TestEvaluationText::shortForm_data() {
    QTest::addColumn<Evaluation>("eval");
    QTest::addColumn<QString>("text");
    QTest::newRow("0") << cp(0) << "0.0";
    QTest::newRow("tiny loss rounds to 0") << cp(-4) << "0.0";
    // The side that leads, by its mark: never a bare sign.
    QTest::newRow("half up") << cp(35) << SenteMark + "+0.4";
    QTest::newRow("half away from zero") << cp(-35) << GoteMark + "+0.4";
    QTest::newRow("the old +14,71") << cp(1471) << SenteMark + "+14.7";
    QTest::newRow("just below won") << cp(texts::WonCentipawns - 1) << SenteMark + "+30.0";
    QTest::newRow("the old +122,81") << cp(12281) << "☗ winning";
    QTest::newRow("huge for Gote") << cp(-texts::WonCentipawns) << "☖ winning";
    // A King captured at ply 5 is a mate in 3: checkmated after 3 plies (「3手詰」).
    QTest::newRow("Sente mates") << mate(5, true) << "☗ mate in 3";
    QTest::newRow("Gote mates in 1") << mate(3, false) << "☖ mate in 1";
    QTest::newRow("Gote to move, mated") << mate(2, true) << "☗ mate";
    QTest::newRow("King capturable") << mate(1, false) << "☖ mate";
    QTest::newRow("King taken") << mate(0, false) << "☖ won";
}

void TestEvaluationText::shortForm() {
    QFETCH(Evaluation, eval);
    QFETCH(QString, text);
    QCOMPARE(texts::evaluationShort(eval), text);
}

void TestEvaluationText::longForm() {
    QTranslator en; // English plural forms
    QVERIFY(en.load(QStringLiteral(":/i18n/ogi_en.qm")));
    QCoreApplication::installTranslator(&en);
    QCOMPARE(texts::evaluationLong(cp(80)), QStringLiteral("Sente is ahead by 0.8 pawns"));
    QCOMPARE(texts::evaluationLong(cp(-1471)), QStringLiteral("Gote is ahead by 14.7 pawns"));
    QCOMPARE(texts::evaluationLong(cp(3)), QStringLiteral("Even"));
    QCOMPARE(texts::evaluationLong(cp(12281)), QStringLiteral("Sente is winning"));
    QCOMPARE(texts::evaluationLong(mate(1, false)), QStringLiteral("Gote can capture the King"));
    QCOMPARE(texts::evaluationLong(mate(2, true)), QStringLiteral("Gote is mated"));
    QCOMPARE(texts::evaluationLong(mate(3, true)), QStringLiteral("Sente mates in 1 ply"));
    QCOMPARE(texts::evaluationLong(mate(9, false)), QStringLiteral("Gote mates in 7 plies"));
    QCOMPARE(texts::evaluationLong(mate(0, true)), QStringLiteral("Sente has captured the King"));
    QCOMPARE(texts::pawnAmount(-1031), QStringLiteral("10.3 pawns"));
    // The same number in every form: the quiz's loss, the list's value, the panel's phrase.
    QVERIFY(texts::evaluationShort(cp(1034)).contains(texts::pawnAmount(1034).section(' ', 0, 0)));
    QCOMPARE(texts::pawnAmount(100), QStringLiteral("1.0 pawns")); // decimals take the plural
    QCoreApplication::removeTranslator(&en);
}

void TestEvaluationText::frenchDecimalsAndSingular() {
    // A no-break space before the unit: a line never leaves "0,8" and "pion" apart.
    QLocale::setDefault(QLocale(QLocale::French, QLocale::France));
    QTranslator fr;
    QVERIFY(fr.load(QStringLiteral(":/i18n/ogi_fr.qm")));
    QCoreApplication::installTranslator(&fr);
    QCOMPARE(texts::evaluationShort(cp(1471)), SenteMark + QStringLiteral("+14,7"));
    QCOMPARE(texts::pawnAmount(80), QStringLiteral("0,8\u00a0pion"));
    QCOMPARE(texts::pawnAmount(150), QStringLiteral("1,5\u00a0pion"));
    QCOMPARE(texts::pawnAmount(196), QStringLiteral("2,0\u00a0pions"));
    QCOMPARE(texts::pawnAmount(1031), QStringLiteral("10,3\u00a0pions"));
    QCOMPARE(texts::evaluationLong(cp(80)), QStringLiteral("Sente mène de 0,8\u00a0pion"));
    QCOMPARE(texts::evaluationLong(mate(5, true)),
             QStringLiteral("Sente mate en 3\u00a0demi-coups"));
    QCOMPARE(texts::evaluationShort(mate(5, true)), QStringLiteral("☗ mat en 3"));
    // A no-break space before the per cent sign, as French typesetting has it (and the rest
    // of the French texts).
    QCOMPARE(texts::winChanceShort(0.72), SenteMark + QStringLiteral("72\u00a0%"));
    QCOMPARE(texts::winChanceLong(0.3), QStringLiteral("Chances de gain de Gote\u00a0: 70\u00a0%"));
    QCoreApplication::removeTranslator(&fr);
}

void TestEvaluationText::japanese() {
    QLocale::setDefault(QLocale(QLocale::Japanese, QLocale::Japan));
    QTranslator ja;
    QVERIFY(ja.load(QStringLiteral(":/i18n/ogi_ja.qm")));
    QCoreApplication::installTranslator(&ja);
    QCOMPARE(texts::evaluationShort(cp(-80)), GoteMark + QStringLiteral("+0.8"));
    QCOMPARE(texts::evaluationLong(cp(-80)), QStringLiteral("後手が歩0.8枚分有利"));
    QCOMPARE(texts::evaluationLong(cp(-5000)), QStringLiteral("後手勝勢"));
    // Mates as a kifu writes them: plies (手), the capture not counted.
    QCOMPARE(texts::evaluationShort(mate(5, true)), QStringLiteral("☗3手詰"));
    QCOMPARE(texts::evaluationShort(mate(2, false)), QStringLiteral("☖詰み"));
    QCOMPARE(texts::winChanceShort(0.25), GoteMark + QStringLiteral("75%"));
    QCoreApplication::removeTranslator(&ja);
}

void TestEvaluationText::chances() {
    // The leading side's chance, rounded to whole per cent.
    QCOMPARE(texts::winChanceShort(0.72), SenteMark + "72%");
    QCOMPARE(texts::winChanceShort(0.356), GoteMark + "64%");
    QCOMPARE(texts::winChanceShort(0.5), QStringLiteral("50%"));
    QCOMPARE(texts::winChanceShort(0.504), QStringLiteral("50%"));
    // Never certain from a score: 99 % at most, 100 % for a mate.
    QCOMPARE(texts::winChanceShort(0.9996), SenteMark + "99%");
    QCOMPARE(texts::winChanceShort(0.0), GoteMark + "100%");
    QCOMPARE(texts::winChanceLong(0.64), QStringLiteral("Sente's chance of winning: 64%"));
    QCOMPARE(texts::winChanceLong(0.2), QStringLiteral("Gote's chance of winning: 80%"));
}

// Sente's chance from the win-chance model (docs/winchance.md), worked out by hand:
// P = 1 / (1 + exp(-s / b)), x = (pieces on the board - 21) / 13; for the network (the
// program's analysis) b = 785.762 - 580.216 x + 575.195 x², by hand b = 1640.791 - 1741.588 x
// + 1495.171 x².
void TestEvaluationText::chanceFromTheModel() {
    Evaluation e = cp(300);
    const Position start = Position::start(); // 34 pieces, x = 1
    // The network, the analysis's own: b = 780.741, 1 / (1 + exp(-300 / 780.741)) = 0.594898.
    QVERIFY(qAbs(senteWinChance(e, start) - 0.594898) < 1e-5);
    // By hand: b = 1394.374: 0.553581.
    QVERIFY(qAbs(senteWinChance(e, start, ai::EvalKind::Hand) - 0.553581) < 1e-5);
    // Sente's chance does not depend on whose move it is (no draws: a = 0).
    Game game;
    QCOMPARE(game.play(*parseMachineMove("c3c4")), Illegal::None);
    QVERIFY(qAbs(senteWinChance(e, game.position(), ai::EvalKind::Hand) - 0.553581) < 1e-5);
    // Later, fewer pieces: a Pawn each taken, 32 on the board, x = 11/13,
    // b = 1640.791 - 1741.588 (11/13) + 1495.171 (11/13)² = 1237.65: +1000 cp gives 0.69168.
    const Position later = *Position::fromSfen(LaterSfen);
    QCOMPARE(ai::gameStage(later), 32);
    QVERIFY2(qAbs(senteWinChance(cp(1000), later, ai::EvalKind::Hand) - 0.69168) < 1e-4,
             qPrintable(QString::number(senteWinChance(cp(1000), later, ai::EvalKind::Hand))));
    // Gote ahead by the same: the complement.
    QVERIFY(qAbs(senteWinChance(cp(-300), start, ai::EvalKind::Hand) - (1 - 0.553581)) < 1e-5);
    // Mates are certain.
    QCOMPARE(senteWinChance(mate(7, false), start), 0.0);
    QCOMPARE(senteWinChance(mate(0, true), start), 1.0);
}

QTEST_GUILESS_MAIN(TestEvaluationText)
#include "tst_evaluationtext.moc"
