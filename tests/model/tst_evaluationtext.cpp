// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The one way evaluations are written (texts::evaluationShort / evaluationLong / pawnAmount):
// one decimal with the same rounding everywhere, the locale's decimal mark, the leading side's
// mark before a short form ("☖ +0.4", "☗ #5"),
// huge values as the side that is winning, and the French singular below two pawns.
#include "model/analysis/evaluationtext.h"

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
    QTest::newRow("Sente mates") << mate(5, true) << SenteMark + "#5";
    QTest::newRow("Gote mates") << mate(3, false) << GoteMark + "#3";
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
    QCOMPARE(texts::evaluationLong(mate(1, false)),
             QStringLiteral("Gote captures the King in 1 ply"));
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
             QStringLiteral("Sente capture le Roi en 5\u00a0demi-coups"));
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
    QCoreApplication::removeTranslator(&ja);
}

QTEST_GUILESS_MAIN(TestEvaluationText)
#include "tst_evaluationtext.moc"
