// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Move text in machine and human forms, both directions.
#include "rules/movegen.h"
#include "rules/notation.h"

#include <QTest>

using namespace ogi;

class TestNotation : public QObject {
    Q_OBJECT
private slots:
    void machineRoundTripOfEveryMove_data();
    void machineRoundTripOfEveryMove();
    void humanForms_data();
    void humanForms();
    void japaneseForm();
    void malformedMoves_data();
    void malformedMoves();
};

void TestNotation::machineRoundTripOfEveryMove_data() {
    QTest::addColumn<QString>("sfen");
    QTest::newRow("start") << QString::fromLatin1(Position::StartSfen.data());
    QTest::newRow("hands") << "4k3/8/8/8/8/8/8/4K3 b IRBSNLP+P+Sirbsnlp+l 1";
    QTest::newRow("mixed") << "1n1k4/2+r4+S/l2pns2/7P/P2bRp2/6p1/+i3S3/+i3K1NL w BL5Psnl6p 1";
    QTest::newRow("privilege") << "4k3/8/8/8/8/8/3+r4/4K3 b - 1";
}

void TestNotation::machineRoundTripOfEveryMove() {
    QFETCH(QString, sfen);
    const Position pos = *Position::fromSfen(sfen.toStdString());
    MoveList list;
    generate<GenType::All>(pos, list);
    QVERIFY(list.size() > 0);
    for (Move m : list) {
        const std::string machine = moveToMachine(m);
        auto back = parseMachineMove(machine);
        QVERIFY2(back.ok(), machine.c_str());
        QCOMPARE(back->raw(), m.raw());
        const std::string human = moveToHuman(pos, m);
        auto back2 = parseHumanMove(pos, human);
        QVERIFY2(back2.ok(), (human + ": " + back2.error()).c_str());
        QCOMPARE(back2->raw(), m.raw());
        QCOMPARE(parseMove(pos, human)->raw(), m.raw());
        QCOMPARE(parseMove(pos, machine)->raw(), m.raw());
        // The Japanese form reads back too, with either King drawing.
        for (bool gyoku : {false, true}) {
            const std::string japanese = moveToJapanese(pos, m, gyoku);
            auto back3 = parseMove(pos, japanese);
            QVERIFY2(back3.ok(), (japanese + ": " + back3.error()).c_str());
            QCOMPARE(back3->raw(), m.raw());
        }
    }
}

void TestNotation::humanForms_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("machine");
    QTest::addColumn<QString>("human");
    const QString start = QString::fromLatin1(Position::StartSfen.data());
    QTest::newRow("pawn") << start << "c3c4"
                          << "Pc3-c4";
    QTest::newRow("capture promote") << "4k3/8/5p2/8/8/8/1B6/4K3 b - 1"
                                     << "b2f6+"
                                     << "Bb2xf6+";
    QTest::newRow("declined") << "4k3/8/8/2S5/8/8/8/4K3 b - 1"
                              << "c5c6"
                              << "Sc5-c6=";
    QTest::newRow("no choice") << "4k3/8/8/8/2S5/8/8/4K3 b - 1"
                               << "c4c5"
                               << "Sc4-c5";
    QTest::newRow("privilege") << "4k3/8/8/8/8/8/3+r4/4K3 b - 1"
                               << "e1d2^"
                               << "Ke1xd2^";
    QTest::newRow("plain king capture") << "4k3/8/8/8/8/8/3+r4/4K3 b - 1"
                                        << "e1d2"
                                        << "Ke1xd2";
    QTest::newRow("drop") << "4k3/8/8/8/8/8/8/4K3 b N 1"
                          << "N*e4"
                          << "N*e4";
    QTest::newRow("promoted drop") << "4k3/8/8/8/8/8/8/4K3 b +P 1"
                                   << "+P*c5"
                                   << "+P*c5";
    QTest::newRow("promoted piece") << "4k3/8/8/8/3+R4/8/8/4K3 b - 1"
                                    << "d4e5"
                                    << "+Rd4-e5";
    QTest::newRow("gote") << "4k3/8/2p5/8/8/8/8/4K3 w - 1"
                          << "c6c5"
                          << "Pc6-c5";
}

void TestNotation::humanForms() {
    QFETCH(QString, sfen);
    QFETCH(QString, machine);
    QFETCH(QString, human);
    const Position pos = *Position::fromSfen(sfen.toStdString());
    const Move m = *parseMachineMove(machine.toStdString());
    QVERIFY(pos.isPseudoLegal(m));
    QCOMPARE(QString::fromStdString(moveToHuman(pos, m)), human);
    QCOMPARE(parseHumanMove(pos, human.toStdString())->raw(), m.raw());
}

void TestNotation::japaneseForm() {
    const Position start = Position::start();
    QCOMPARE(QString::fromStdString(moveToJapanese(start, *parseMachineMove("c3c4"))),
             QStringLiteral("☗歩c3-c4"));
    const auto p = *Position::fromSfen("4k3/8/8/2S5/8/8/8/4K3 b N 1");
    QCOMPARE(QString::fromStdString(moveToJapanese(p, *parseMachineMove("c5c6+"))),
             QStringLiteral("☗銀c5-c6成"));
    QCOMPARE(QString::fromStdString(moveToJapanese(p, *parseMachineMove("c5c6"))),
             QStringLiteral("☗銀c5-c6不成"));
    QCOMPARE(QString::fromStdString(moveToJapanese(p, *parseMachineMove("N*e4"))),
             QStringLiteral("☗桂e4打"));
    // The King's privilege is said in words, not with the human form's "^"; a King capture
    // without it is a plain capture (here with the King drawn 玉).
    const auto privilege = *Position::fromSfen("4k3/8/8/8/8/8/3+r4/4K3 b - 1");
    const Move keep = *parseMachineMove("e1d2^");
    QCOMPARE(QString::fromStdString(moveToJapanese(privilege, keep)),
             QStringLiteral("☗王e1xd2成駒取り"));
    QCOMPARE(QString::fromStdString(moveToJapanese(privilege, *parseMachineMove("e1d2"), true)),
             QStringLiteral("☗玉e1xd2"));
    // Both are read back, and "^" too, as a player used to the human form may type it.
    for (const char* text : {"☗王e1xd2成駒取り", "玉e1xd2成駒取り", "☗王e1xd2^"})
        QCOMPARE(parseMove(privilege, text)->raw(), keep.raw());
    QCOMPARE(parseMove(privilege, "☗王e1xd2")->raw(), parseMachineMove("e1d2")->raw());
}

void TestNotation::malformedMoves_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("empty") << ""
                           << "empty move";
    QTest::newRow("short") << "c3"
                           << "expected";
    QTest::newRow("off board") << "c3c9"
                               << "bad target square 'c9'";
    QTest::newRow("file i") << "i3c4"
                            << "not a move";
    QTest::newRow("suffix") << "c3c4x"
                            << "unknown suffix 'x'";
    QTest::newRow("long") << "c3c4++"
                          << "expected";
    QTest::newRow("drop letter") << "Q*e5"
                                 << "unknown piece 'Q' to drop";
    QTest::newRow("drop square") << "R*e9"
                                 << "bad target square 'e9'";
    QTest::newRow("drop two letters") << "RR*e5"
                                      << "a drop is written like";
    QTest::newRow("human letter") << "Xc3-c4"
                                  << "unknown piece letter 'X'";
    QTest::newRow("human wrong piece") << "Rc3-c4"
                                       << "the piece on c3 is a Pawn, not a Rook";
    QTest::newRow("human separator") << "Pc3/c4"
                                     << "expected '-' or 'x'";
    QTest::newRow("human tail") << "Pc3-c4!!"
                                << "unexpected '!!'";
    QTest::newRow("lone plus") << "+"
                               << "missing piece letter";
    QTest::newRow("japanese unknown kanji") << "☗象c3-c4"
                                            << "unknown piece letter '象'";
    QTest::newRow("japanese wrong piece") << "☗飛c3-c4"
                                          << "the piece on c3 is a Pawn, not a Rook";
    QTest::newRow("japanese form") << "☗歩c3c4"
                                   << "expected a form like ☗歩c3-c4 or ☗桂e4打";
    QTest::newRow("japanese drop") << "☗桂e9打"
                                   << "expected a form like ☗歩c3-c4 or ☗桂e4打";
    QTest::newRow("japanese mark only") << "☗"
                                        << "missing piece letter";
}

void TestNotation::malformedMoves() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    auto m = parseMove(Position::start(), text.toStdString());
    QVERIFY(!m.ok());
    QVERIFY2(QString::fromStdString(m.error()).contains(error), m.error().c_str());
}

QTEST_GUILESS_MAIN(TestNotation)
#include "tst_notation.moc"
