// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Move generation checked against the perft vectors of tests/data/perft.tsv, plus the
// properties every generated move must have.
#include "rules/game.h"
#include "rules/notation.h"
#include "rules/perft.h"

#include <QFile>
#include <QTest>

using namespace ogi;

namespace {
// Builds the game described by what follows "position " in the engine protocol.
Game gameFromSpec(const QString& spec) {
    QString rest = spec;
    Position start;
    QStringList moves;
    const int at = rest.indexOf(QLatin1String(" moves "));
    if (at >= 0) {
        moves = rest.mid(at + 7).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        rest = rest.left(at);
    }
    if (rest == QLatin1String("startpos")) {
        start = Position::start();
    } else {
        auto p = Position::fromSfen(rest.mid(5).toStdString());
        if (!p) qFatal("bad sfen in perft.tsv: %s", p.error().c_str());
        start = *p;
    }
    Game game(start);
    for (const QString& m : moves) {
        auto move = parseMachineMove(m.toStdString());
        if (!move || game.play(*move) != Illegal::None)
            qFatal("bad move %s in perft.tsv", qPrintable(m));
    }
    return game;
}
} // namespace

class TestMoveGen : public QObject {
    Q_OBJECT
private slots:
    void perft_data();
    void perft();
    void generatedMovesAreLegalAndCounted_data() { perft_data(); }
    void generatedMovesAreLegalAndCounted();
    void capturesAndQuietsPartitionAll();
    void promotionChoicesAndMandatoryPromotion();
    void kingsPrivilegeIsASeparateMove();
    void dropRestrictions();
};

void TestMoveGen::perft_data() {
    QTest::addColumn<QString>("spec");
    QTest::addColumn<int>("depth");
    QTest::addColumn<qulonglong>("expected");
    QFile f(QStringLiteral(OGI_TEST_DATA "/perft.tsv"));
    QVERIFY(f.open(QIODevice::ReadOnly | QIODevice::Text));
    int row = 0;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        QCOMPARE(cols.size(), 3);
        const int depth = cols[1].toInt();
        if (depth > 5) continue; // depth 6 is the benchmark's job
        ++row;
        QTest::addRow("%d: %s d%d", row, qPrintable(cols[0].left(50)), depth)
            << cols[0] << depth << cols[2].toULongLong();
    }
    QVERIFY(row >= 40);
}

void TestMoveGen::perft() {
    QFETCH(QString, spec);
    QFETCH(int, depth);
    QFETCH(qulonglong, expected);
    Game game = gameFromSpec(spec);
    Position pos = game.position();
    History history = game.history();
    history.reserve(history.size() + depth + 1);
    QCOMPARE(qulonglong(ogi::perft(pos, history, depth)), expected);
    // Make/unmake restored everything.
    QVERIFY(pos == game.position());
    QCOMPARE(pos.key(), game.position().key());
}

void TestMoveGen::generatedMovesAreLegalAndCounted() {
    QFETCH(QString, spec);
    Game game = gameFromSpec(spec);
    const Position& pos = game.position();
    MoveList list;
    generate<GenType::All>(pos, list);
    QCOMPARE(countMoves(pos), list.size());
    for (Move m : list) {
        QVERIFY2(pos.isPseudoLegal(m), moveToMachine(m).c_str());
        // The incremental key equals the key after really making the move.
        Position p = pos;
        UndoInfo u;
        p.doMove(m, u);
        QCOMPARE(p.key(), pos.keyAfter(m));
        QCOMPARE(Position::fromSfen(p.toSfen())->key(), p.key());
    }
    // No duplicates.
    for (int i = 0; i < list.size(); ++i)
        for (int j = i + 1; j < list.size(); ++j) QVERIFY(!(list.moves[i] == list.moves[j]));
}

void TestMoveGen::capturesAndQuietsPartitionAll() {
    auto pos = *Position::fromSfen("1n1k4/2+r4+S/l2pns2/7P/P2bRp2/6p1/+i3S3/+i3K1NL w "
                                   "BL5Psnl6p 1");
    MoveList all, caps, quiets;
    generate<GenType::All>(pos, all);
    generate<GenType::Captures>(pos, caps);
    generate<GenType::Quiets>(pos, quiets);
    QCOMPARE(caps.size() + quiets.size(), all.size());
    for (Move m : caps) QVERIFY(all.contains(m) && !quiets.contains(m));
    for (Move m : quiets) {
        QVERIFY(all.contains(m));
        QVERIFY(m.isDrop() || (!m.promotes() && pos.pieceOn(m.to()) == NoPiece));
    }
}

void TestMoveGen::promotionChoicesAndMandatoryPromotion() {
    // Sente Pawn on c5 may go to c6 promoted or not; the Pawn on b7 must promote on b8;
    // the Knight on e5 must promote when jumping to rank 7.
    auto pos = *Position::fromSfen("4k3/1P6/8/2P1N3/8/8/8/4K3 b - 1");
    MoveList list;
    generate<GenType::All>(pos, list);
    QVERIFY(list.contains(*parseMachineMove("c5c6")));
    QVERIFY(list.contains(*parseMachineMove("c5c6+")));
    QVERIFY(list.contains(*parseMachineMove("b7b8+")));
    QVERIFY(!list.contains(*parseMachineMove("b7b8")));
    QVERIFY(list.contains(*parseMachineMove("e5d7+")));
    QVERIFY(!list.contains(*parseMachineMove("e5d7")));
    // Leaving the zone also allows promotion: a Silver from f6 to e5.
    auto pos2 = *Position::fromSfen("4k3/8/5S2/8/8/8/8/4K3 b - 1");
    generate<GenType::All>(pos2, list);
    QVERIFY(list.contains(*parseMachineMove("f6e5+")));
    QVERIFY(list.contains(*parseMachineMove("f6e5")));
}

void TestMoveGen::kingsPrivilegeIsASeparateMove() {
    auto pos = *Position::fromSfen("4k3/8/8/8/8/8/3+r4/4K3 b - 1");
    MoveList list;
    generate<GenType::All>(pos, list);
    QVERIFY(list.contains(*parseMachineMove("e1d2")));
    QVERIFY(list.contains(*parseMachineMove("e1d2^")));
    Position p = pos;
    UndoInfo u;
    p.doMove(*parseMachineMove("e1d2^"), u);
    QCOMPARE(p.handCount(Sente, Rook, true), 1);
    QCOMPARE(p.handCount(Sente, Rook, false), 0);
    p.undoMove(*parseMachineMove("e1d2^"), u);
    p.doMove(*parseMachineMove("e1d2"), u);
    QCOMPARE(p.handCount(Sente, Rook, false), 1);
    // Another piece capturing a promoted piece has no privilege.
    auto pos2 = *Position::fromSfen("4k3/8/8/8/8/3+r4/3S4/4K3 b - 1");
    generate<GenType::All>(pos2, list);
    QVERIFY(list.contains(*parseMachineMove("d2d3")));
    QVERIFY(!list.contains(*parseMachineMove("d2d3^")));
}

void TestMoveGen::dropRestrictions() {
    auto pos = *Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b NLP+P 1");
    MoveList list;
    generate<GenType::All>(pos, list);
    for (Move m : list) {
        if (!m.isDrop()) continue;
        QVERIFY(!(m.dropType() == Pawn && !m.dropPromoted()));
        if (m.dropType() == Lance) QVERIFY(rankOf(m.to()) != 7);
        if (m.dropType() == Knight) QVERIFY(rankOf(m.to()) < 6);
    }
    QVERIFY(list.contains(*parseMachineMove("+P*d8")));
    QVERIFY(list.contains(*parseMachineMove("L*d7")));
    QVERIFY(list.contains(*parseMachineMove("N*d6")));
    QCOMPARE(pos.checkMove(*parseMachineMove("P*d4")), Illegal::DropPawn);
}

QTEST_GUILESS_MAIN(TestMoveGen)
#include "tst_movegen.moc"
