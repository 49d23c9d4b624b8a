// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Game adjudication (RULES.md §7): every illegal category loses with its reason, the
// repetition rule, and the other ways a game ends.
#include "rules/game.h"
#include "rules/notation.h"

#include <QTest>

using namespace ogi;

namespace {
Game gameAt(const char* sfen) {
    return Game(*Position::fromSfen(sfen));
}
Move mv(const char* text) {
    return *parseMachineMove(text);
}
} // namespace

class TestGame : public QObject {
    Q_OBJECT
private slots:
    void illegalMoveLoses_data();
    void illegalMoveLoses();
    void legalMovesAreAccepted();
    void repetitionRule();
    void samePositionByAnotherMoveIsFine();
    void kingCapture();
    void noLegalMoveLoses();
    void leavingKingInCheckIsLegal();
    void checkmateIsInformationOnly();
    void resignationAndTime();
    void fiftyMoveRule();
    void undo();
};

void TestGame::illegalMoveLoses_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("reason");
    const QString start = QString::fromLatin1(Position::StartSfen.data());
    QTest::newRow("empty square") << start << "d4d5" << int(Illegal::EmptySquare);
    QTest::newRow("enemy piece") << start << "c6c5" << int(Illegal::EnemyPiece);
    QTest::newRow("not in hand") << start << "S*e4" << int(Illegal::NotInHand);
    QTest::newRow("promoted not in hand") << "4k3/8/8/8/8/8/8/4K3 b S 1"
                                          << "+S*e4" << int(Illegal::NotInHand);
    QTest::newRow("king drop") << start << "K*e4" << int(Illegal::NotInHand);
    QTest::newRow("unreachable") << start << "c3c5" << int(Illegal::Unreachable);
    QTest::newRow("pawn sideways") << start << "c3d4" << int(Illegal::Unreachable);
    QTest::newRow("knight backwards") << "4k3/8/8/8/3N4/8/8/4K3 b - 1"
                                      << "d4c2" << int(Illegal::Unreachable);
    QTest::newRow("silver sideways") << "4k3/8/8/8/3S4/8/8/4K3 b - 1"
                                     << "d4e4" << int(Illegal::Unreachable);
    QTest::newRow("promoted silver diagonal back") << "4k3/8/8/8/3+S4/8/8/4K3 b - 1"
                                                   << "d4c3" << int(Illegal::Unreachable);
    QTest::newRow("path blocked rook") << start << "g2g5" << int(Illegal::PathBlocked);
    QTest::newRow("path blocked bishop") << start << "b2e5" << int(Illegal::PathBlocked);
    QTest::newRow("path blocked lance") << start << "a1a5" << int(Illegal::PathBlocked);
    QTest::newRow("path blocked princess") << "4k3/8/8/8/8/2P5/8/I3K3 b - 1"
                                           << "a1d4" << int(Illegal::PathBlocked);
    QTest::newRow("own piece") << start << "e1d1" << int(Illegal::OwnPieceOnTarget);
    QTest::newRow("drop occupied") << "4k3/8/8/8/8/8/8/4K3 b S 1"
                                   << "S*e8" << int(Illegal::DropOnOccupied);
    QTest::newRow("drop pawn") << "4k3/8/8/8/8/8/8/4K3 b P 1"
                               << "P*e4" << int(Illegal::DropPawn);
    QTest::newRow("drop lance last rank") << "4k3/8/8/8/8/8/8/4K3 b L 1"
                                          << "L*a8" << int(Illegal::DropLanceLastRank);
    QTest::newRow("drop knight rank 7") << "4k3/8/8/8/8/8/8/4K3 b N 1"
                                        << "N*a7" << int(Illegal::DropKnightLastRanks);
    QTest::newRow("gote drop knight rank 2") << "4k3/8/8/8/8/8/8/4K3 w n 1"
                                             << "N*a2" << int(Illegal::DropKnightLastRanks);
    QTest::newRow("promote outside zone") << start << "c3c4+" << int(Illegal::PromotionNotAllowed);
    QTest::newRow("promote king") << "4k3/8/8/8/8/8/8/4K3 b - 1"
                                  << "e1e2+" << int(Illegal::PromotionNotAllowed);
    QTest::newRow("promote promoted") << "4k3/8/8/8/8/+R7/8/4K3 b - 1"
                                      << "a3a6+" << int(Illegal::PromotionNotAllowed);
    QTest::newRow("promote on drop") << "4k3/8/8/8/8/8/8/4K3 b S 1"
                                     << "S*e7+" << int(Illegal::PromotionNotAllowed);
    QTest::newRow("pawn must promote") << "4k3/1P6/8/8/8/8/8/4K3 b - 1"
                                       << "b7b8" << int(Illegal::PromotionMissing);
    QTest::newRow("knight must promote") << "4k3/8/8/3N4/8/8/8/4K3 b - 1"
                                         << "d5c7" << int(Illegal::PromotionMissing);
    QTest::newRow("privilege by non-king") << "4k3/8/8/8/8/3+r4/3S4/4K3 b - 1"
                                           << "d2d3^" << int(Illegal::PrivilegeNotAllowed);
    QTest::newRow("privilege on unpromoted") << "4k3/8/8/8/8/8/3r4/4K3 b - 1"
                                             << "e1d2^" << int(Illegal::PrivilegeNotAllowed);
    QTest::newRow("privilege without capture") << "4k3/8/8/8/8/8/8/4K3 b - 1"
                                               << "e1d2^" << int(Illegal::PrivilegeNotAllowed);
}

void TestGame::illegalMoveLoses() {
    QFETCH(QString, sfen);
    QFETCH(QString, move);
    QFETCH(int, reason);
    Game game = gameAt(sfen.toLatin1().constData());
    const Side mover = game.sideToMove();
    const Position before = game.position();
    const Illegal why = game.play(mv(move.toLatin1().constData()));
    QCOMPARE(int(why), reason);
    QVERIFY(game.isOver());
    QCOMPARE(game.outcome().termination, Termination::IllegalMove);
    QCOMPARE(game.outcome().result, winFor(opposite(mover)));
    QCOMPARE(int(game.outcome().illegal), reason);
    QCOMPARE(game.outcome().illegalMove.raw(), mv(move.toLatin1().constData()).raw());
    QVERIFY(game.position() == before); // not applied
    QVERIFY(game.moves().empty());
}

void TestGame::legalMovesAreAccepted() {
    Game game;
    for (const char* m : {"c3c4", "f6f5", "g2c2", "b7f7", "c4c5", "f5f4", "c5c6+", "f4f3+"}) {
        QCOMPARE(game.play(mv(m)), Illegal::None);
        QVERIFY(!game.isOver());
    }
    QCOMPARE(game.moves().size(), std::size_t(8));
    QCOMPARE(game.position().pieceOn(*parseSquare("c6")), makePiece(Sente, Pawn + 8));
}

void TestGame::repetitionRule() {
    Game game;
    for (const char* m : {"g2h2", "b7a7", "h2g2", "a7b7"})
        QCOMPARE(game.play(mv(m)), Illegal::None);
    // Back at the start position: playing g2h2 again would produce the same position by the
    // same move.
    QCOMPARE(game.check(mv("g2h2")), Illegal::Repetition);
    MoveList list;
    game.legalMoves(list);
    QVERIFY(!list.contains(mv("g2h2")));
    QCOMPARE(list.size(), 24); // 25 at the start, minus the repetition
    QCOMPARE(game.play(mv("g2h2")), Illegal::Repetition);
    QCOMPARE(game.outcome().result, Result::GoteWins);
    QCOMPARE(game.outcome().termination, Termination::IllegalMove);
}

void TestGame::samePositionByAnotherMoveIsFine() {
    Game game;
    for (const char* m : {"g2h2", "b7a7", "h2g2", "a7b7", "g2f2", "b7a7"})
        QCOMPARE(game.play(mv(m)), Illegal::None);
    // f2g2 produces the position that h2g2 produced earlier: another move, so it is fine.
    const Key earlier = game.history().entries()[2].keyAfter;
    QCOMPARE(game.play(mv("f2g2")), Illegal::None);
    QCOMPARE(game.position().key(), earlier);
    // a7b7 would now produce the start position by the very move that produced it before.
    QCOMPARE(game.check(mv("a7b7")), Illegal::Repetition);
    QCOMPARE(game.check(mv("a7c7")), Illegal::None);
    // The same move producing a different position is fine too.
    Game other;
    for (const char* m : {"g2h2", "b7a7", "h2g2", "c6c5"})
        QCOMPARE(other.play(mv(m)), Illegal::None);
    QCOMPARE(other.play(mv("g2h2")), Illegal::None);
}

void TestGame::kingCapture() {
    Game game = gameAt("4k3/4R3/8/8/8/8/8/4K3 b - 1");
    QCOMPARE(game.play(mv("e7e8")), Illegal::None);
    QVERIFY(game.isOver());
    QCOMPARE(game.outcome().termination, Termination::KingCaptured);
    QCOMPARE(game.outcome().result, Result::SenteWins);
    QVERIFY(!game.position().hasKing(Gote));
    QVERIFY(game.position().handEmpty(Sente)); // the King never goes to a hand
}

void TestGame::noLegalMoveLoses() {
    // Gote's King, Lance and Pawns are all blocked by their own pieces and its hand is empty.
    const QByteArray boxed = "kl6/pp6/pp6/pp6/pp6/pp6/pp6/pp2K3";
    Game game = gameAt((boxed + " b - 1").constData());
    QVERIFY(!game.isOver());
    QCOMPARE(game.play(mv("e1e2")), Illegal::None);
    QVERIFY(game.isOver());
    QCOMPARE(game.outcome().termination, Termination::NoLegalMove);
    QCOMPARE(game.outcome().result, Result::SenteWins);
    // The same position with Gote to move is decided from the start.
    Game decided = gameAt((boxed + " w - 1").constData());
    QVERIFY(decided.isOver());
    QCOMPARE(decided.outcome().termination, Termination::NoLegalMove);
    // A piece in hand is a legal action: not stuck any more.
    Game withHand = gameAt((boxed + " w s 1").constData());
    QVERIFY(!withHand.isOver());
    // No King at all: nothing can be played (RULES.md §7), so the side to move loses; never a
    // draw.
    for (const char* side : {" b - 1", " w - 1"}) {
        Game empty = gameAt((QByteArray("8/8/8/8/8/8/8/8") + side).constData());
        QVERIFY(empty.isOver());
        QCOMPARE(empty.outcome().termination, Termination::NoLegalMove);
        QCOMPARE(empty.outcome().result, side[1] == 'b' ? Result::GoteWins : Result::SenteWins);
    }
}

void TestGame::leavingKingInCheckIsLegal() {
    // The Gote Rook on a1 attacks along rank 1: the King stays on the rank, still in check.
    Game game = gameAt("4k3/8/8/8/8/8/8/r3K3 b - 1");
    QVERIFY(game.isCheck());
    QCOMPARE(game.play(mv("e1f1")), Illegal::None);
    QVERIFY(game.position().inCheck(Sente));
    QVERIFY(!game.isOver());
    // Moving into check is legal as well.
    Game into = gameAt("4k3/8/8/8/8/8/r7/4K3 b - 1");
    QVERIFY(!into.isCheck());
    QCOMPARE(into.play(mv("e1e2")), Illegal::None);
}

void TestGame::checkmateIsInformationOnly() {
    // Sente King a1 attacked by a Gote +R on b2 protected by the Gote Silver on c3.
    Game game = gameAt("4k3/8/8/8/8/2s5/1+r6/K7 b - 1");
    QVERIFY(game.isCheck());
    QVERIFY(game.isCheckmate());
    MoveList list;
    game.legalMoves(list);
    QVERIFY(list.size() > 0);
    QCOMPARE(game.play(mv("a1a2")), Illegal::None); // allowed, although the King hangs
    QCOMPARE(game.play(mv("b2a2")), Illegal::None);
    QCOMPARE(game.outcome().termination, Termination::KingCaptured);
    QCOMPARE(game.outcome().result, Result::GoteWins);
}

void TestGame::resignationAndTime() {
    Game game;
    game.resign(Sente);
    QCOMPARE(game.outcome().result, Result::GoteWins);
    QCOMPARE(game.outcome().termination, Termination::Resignation);
    QCOMPARE(game.play(mv("c3c4")), Illegal::NoKing); // nothing more is played
    Game timed;
    timed.loseOnTime(Gote);
    QCOMPARE(timed.outcome().result, Result::SenteWins);
    QCOMPARE(timed.outcome().termination, Termination::Time);
}

void TestGame::fiftyMoveRule() {
    // Kings and Rooks only: play the first legal non-capturing move again and again; the
    // repetition rule keeps the game from cycling, and nothing resets the count.
    Game game = gameAt("r3k3/8/8/8/8/8/8/R3K3 b - 1");
    for (int ply = 0; ply < 100; ++ply) {
        QVERIFY(!game.canClaimDraw());
        MoveList list;
        game.legalMoves(list);
        Move quiet;
        for (Move m : list)
            if (game.position().pieceOn(m.to()) == NoPiece) {
                quiet = m;
                break;
            }
        QVERIFY(!quiet.isNone());
        QCOMPARE(game.play(quiet), Illegal::None);
        QVERIFY(!game.isOver());
    }
    QCOMPARE(game.position().quietPlies(), 100);
    QVERIFY(game.canClaimDraw());
    QVERIFY(game.claimDraw());
    QCOMPARE(game.outcome().result, Result::Draw);
    QCOMPARE(game.outcome().termination, Termination::FiftyMoveRule);
    // A Pawn move resets the count, and so does a capture; a drop does not.
    Game pawns = gameAt("4k3/8/2p5/8/8/2P5/8/4K3 b S 1");
    QCOMPARE(pawns.play(mv("e1d1")), Illegal::None);
    QCOMPARE(pawns.position().quietPlies(), 1);
    QCOMPARE(pawns.play(mv("c6c5")), Illegal::None);
    QCOMPARE(pawns.position().quietPlies(), 0);
    QCOMPARE(pawns.play(mv("S*a4")), Illegal::None);
    QCOMPARE(pawns.position().quietPlies(), 1);
}

void TestGame::undo() {
    Game game;
    QVERIFY(!game.undo());
    const Key startKey = game.position().key();
    QCOMPARE(game.play(mv("c3c4")), Illegal::None);
    QCOMPARE(game.play(mv("c6c4")), Illegal::Unreachable);
    QVERIFY(game.isOver());
    QVERIFY(game.undo()); // clears the loss, the position stays
    QVERIFY(!game.isOver());
    QCOMPARE(game.moves().size(), std::size_t(1));
    QVERIFY(game.undo()); // takes back c3c4
    QCOMPARE(game.position().key(), startKey);
    QCOMPARE(game.history().size(), 0);
    QCOMPARE(game.play(mv("c3c4")), Illegal::None); // not a repetition any more
}

QTEST_GUILESS_MAIN(TestGame)
#include "tst_game.moc"
