// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameModel: every signal, the official rule and the training option.
#include "model/game/gamemodel.h"
#include "rules/movegen.h"
#include "rules/notation.h"

#include <QSignalSpy>
#include <QTest>

using namespace ogi;

namespace {
// A new game from an SFEN position.
void setUp(GameModel& model, const char* sfen) {
    const auto pos = Position::fromSfen(sfen);
    if (!pos.ok()) qFatal("bad SFEN %s: %s", sfen, pos.error().c_str());
    model.newGame(*pos);
}

Move mv(const GameModel& model, const char* text) {
    const auto m = parseMove(model.position(), text);
    if (!m.ok()) qFatal("bad move text %s: %s", text, m.error().c_str());
    return *m;
}
} // namespace

class TestGameModel : public QObject {
    Q_OBJECT
private slots:
    void startsWithEvenGame();
    void legalMoveEmitsPositionAndText();
    void illegalMoveLoses_data();
    void illegalMoveLoses();
    void trainingRefusesIllegal();
    void repetitionLoses();
    void resignAndUndoEnding();
    void undoTakesBackMoves();
    void kingCaptureEndsGame();
    void claimDrawAfterFiftyMoves();
    void newGameFromPosition();
    void kingDrawing();
    void moveTexts();
    void loseOnTime();
};

void TestGameModel::startsWithEvenGame() {
    GameModel model;
    QCOMPARE(model.position(), Position::start());
    QCOMPARE(model.sideToMove(), Sente);
    QVERIFY(!model.isOver());
    QVERIFY(!model.canUndo());
    QVERIFY(model.kingIsGyoku(Sente));
    QVERIFY(!model.kingIsGyoku(Gote));
    QCOMPARE(model.statusText(), QStringLiteral("Sente to move"));
}

void TestGameModel::legalMoveEmitsPositionAndText() {
    GameModel model;
    QSignalSpy pos(&model, &GameModel::positionChanged);
    QSignalSpy made(&model, &GameModel::moveMade);
    QSignalSpy undo(&model, &GameModel::undoAvailable);
    QSignalSpy over(&model, &GameModel::gameOver);
    const Move m = Move::board(makeSquare(2, 2), makeSquare(2, 3)); // c3-c4
    model.requestMove(m);
    QCOMPARE(pos.count(), 1);
    QCOMPARE(made.count(), 1);
    QCOMPARE(made.at(0).at(0).value<Move>(), m);
    QCOMPARE(made.at(0).at(1).toString(), QStringLiteral("Pc3-c4"));
    QCOMPARE(undo.count(), 1);
    QCOMPARE(undo.at(0).at(0).toBool(), true);
    QCOMPARE(over.count(), 0);
    QCOMPARE(model.sideToMove(), Gote);
    QCOMPARE(model.lastMove(), m);
    QCOMPARE(model.position().pieceOn(makeSquare(2, 3)), makePiece(Sente, Pawn));
}

void TestGameModel::illegalMoveLoses_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("move");
    QTest::addColumn<int>("result");
    QTest::addColumn<QString>("reason");
    QTest::newRow("pawn drop") << "4k3/8/8/8/8/8/8/4K3 b P 1"
                               << "P*e4" << int(Result::GoteWins)
                               << "Sente dropped an unpromoted Pawn — illegal move: Gote wins.";
    QTest::newRow("unreachable") << QString(Position::StartSfen.data()) << "c3c5"
                                 << int(Result::GoteWins)
                                 << "Sente moved the Pawn from c3 to c5, which it cannot reach "
                                    "— illegal move: Gote wins.";
    QTest::newRow("gote lance drop") << "4k3/8/8/8/8/8/8/4K3 w l 1"
                                     << "L*a1" << int(Result::SenteWins)
                                     << "Gote dropped an unpromoted Lance on the last rank — "
                                        "illegal move: Sente wins.";
    QTest::newRow("missing promotion") << "4k3/P7/8/8/8/8/8/4K3 b - 1"
                                       << "a7a8" << int(Result::GoteWins)
                                       << "Sente did not promote the Pawn on a8, where promotion "
                                          "is mandatory — illegal move: Gote wins.";
}

void TestGameModel::illegalMoveLoses() {
    QFETCH(QString, sfen);
    QFETCH(QString, move);
    QFETCH(int, result);
    QFETCH(QString, reason);
    GameModel model;
    setUp(model, qPrintable(sfen));
    const Position before = model.position();
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy made(&model, &GameModel::moveMade);
    QSignalSpy refused(&model, &GameModel::moveRefused);
    model.requestMove(mv(model, move.toUtf8().constData()));
    QCOMPARE(made.count(), 0);
    QCOMPARE(refused.count(), 0);
    QCOMPARE(over.count(), 1);
    QCOMPARE(int(over.at(0).at(0).value<Result>()), result);
    QCOMPARE(over.at(0).at(1).toString(), reason);
    QVERIFY(model.isOver());
    QCOMPARE(model.position(), before); // the illegal move is not applied
    QCOMPARE(model.statusText(), reason);
    // Nothing more happens once the game is over.
    model.requestMove(Move::board(SQ_E1, makeSquare(4, 1)));
    QCOMPARE(model.position(), before);
    QCOMPARE(over.count(), 1);
}

void TestGameModel::trainingRefusesIllegal() {
    GameModel model;
    setUp(model, "4k3/8/8/8/8/8/8/4K3 b P 1");
    model.setRefuseIllegal(true);
    QVERIFY(model.refuseIllegal());
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy refused(&model, &GameModel::moveRefused);
    QSignalSpy pos(&model, &GameModel::positionChanged);
    const Move drop = Move::drop(Pawn, false, makeSquare(4, 3));
    model.requestMove(drop);
    QCOMPARE(over.count(), 0);
    QCOMPARE(pos.count(), 0);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(refused.at(0).at(0).value<Move>(), drop);
    QCOMPARE(refused.at(0).at(1).toString(),
             QStringLiteral(
                 "Sente dropped an unpromoted Pawn — illegal move, refused (friendly game)."));
    QVERIFY(!model.isOver());
    QCOMPARE(model.sideToMove(), Sente);
}

void TestGameModel::repetitionLoses() {
    GameModel model;
    for (const char* m : {"c1d2", "c8d7", "d2c1", "d7c8"}) model.requestMove(mv(model, m));
    QVERIFY(!model.isOver());
    QCOMPARE(model.position(), Position::start());
    QSignalSpy over(&model, &GameModel::gameOver);
    model.requestMove(mv(model, "c1d2"));
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::GoteWins);
    QCOMPARE(over.at(0).at(1).toString(),
             QStringLiteral("Sente repeated a move that already produced the same position "
                            "(repetition rule) — illegal move: Gote wins."));
    QCOMPARE(model.game().outcome().illegal, Illegal::Repetition);
}

void TestGameModel::resignAndUndoEnding() {
    GameModel model;
    model.requestMove(mv(model, "c3c4"));
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy undone(&model, &GameModel::moveUndone);
    model.resign(Gote);
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::SenteWins);
    QCOMPARE(over.at(0).at(1).toString(), QStringLiteral("Gote resigned: Sente wins."));
    QVERIFY(model.canUndo());
    model.undo(); // clears the resignation, keeps the move
    QCOMPARE(undone.count(), 1);
    QVERIFY(!model.isOver());
    QCOMPARE(model.game().moves().size(), std::size_t(1));
    QCOMPARE(model.sideToMove(), Gote);
}

void TestGameModel::undoTakesBackMoves() {
    GameModel model;
    QSignalSpy undo(&model, &GameModel::undoAvailable);
    QSignalSpy pos(&model, &GameModel::positionChanged);
    model.requestMove(mv(model, "c3c4"));
    model.requestMove(mv(model, "c6c5"));
    QCOMPARE(undo.count(), 1); // became available once
    model.undo();
    QCOMPARE(model.sideToMove(), Gote);
    QCOMPARE(model.game().moves().size(), std::size_t(1));
    model.undo();
    QCOMPARE(model.position(), Position::start());
    QCOMPARE(undo.count(), 2);
    QCOMPARE(undo.at(1).at(0).toBool(), false);
    QCOMPARE(pos.count(), 4);
    model.undo(); // nothing left: no signal
    QCOMPARE(pos.count(), 4);

    // Several actions taken back as one change (a takeback against the computer).
    QSignalSpy undone(&model, &GameModel::moveUndone);
    model.requestMove(mv(model, "c3c4"));
    model.requestMove(mv(model, "c6c5"));
    model.resign(Sente);
    model.undo(3);
    QCOMPARE(model.position(), Position::start());
    QVERIFY(!model.isOver());
    QCOMPARE(undone.count(), 1);
    QCOMPARE(pos.count(), 7);
}

void TestGameModel::kingCaptureEndsGame() {
    GameModel model;
    setUp(model, "4k3/4R3/8/8/8/8/8/4K3 b - 1");
    QSignalSpy over(&model, &GameModel::gameOver);
    QSignalSpy made(&model, &GameModel::moveMade);
    model.requestMove(mv(model, "e7e8"));
    QCOMPARE(made.count(), 1);
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::SenteWins);
    QCOMPARE(over.at(0).at(1).toString(),
             QStringLiteral("Sente captured Gote's King: Sente wins."));
    QCOMPARE(model.game().outcome().result, Result::SenteWins);
}

void TestGameModel::claimDrawAfterFiftyMoves() {
    GameModel model;
    setUp(model, "k7/8/8/8/8/8/8/7K b RBrb 1");
    QSignalSpy draw(&model, &GameModel::drawClaimAvailable);
    QSignalSpy over(&model, &GameModel::gameOver);
    model.claimDraw(); // not yet possible
    QCOMPARE(over.count(), 0);
    // Quiet moves (no capture, no Pawn) until the 50-move rule applies.
    for (int ply = 0; ply < 300 && !model.canClaimDraw(); ++ply) {
        MoveList list;
        model.game().legalMoves(list);
        Move quiet;
        for (Move m : list) {
            if (m.isDrop() || model.position().pieceOn(m.to()) == NoPiece) {
                quiet = m;
                break;
            }
        }
        QVERIFY(quiet);
        model.requestMove(quiet);
        QVERIFY(!model.isOver());
    }
    QVERIFY(model.canClaimDraw());
    QCOMPARE(draw.count(), 1);
    model.claimDraw();
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::Draw);
    QCOMPARE(over.at(0).at(1).toString(), QStringLiteral("Draw claimed under the 50-move rule."));
    QCOMPARE(draw.count(), 2);
    QCOMPARE(draw.at(1).at(0).toBool(), false);
}

void TestGameModel::newGameFromPosition() {
    GameModel model;
    model.requestMove(mv(model, "c3c4"));
    QSignalSpy reset(&model, &GameModel::gameReset);
    QSignalSpy pos(&model, &GameModel::positionChanged);
    QSignalSpy undo(&model, &GameModel::undoAvailable);
    setUp(model, "4k3/8/8/8/8/8/8/4K3 w IRBSNLP+P+Sirbsnlp+l 1");
    QCOMPARE(reset.count(), 1);
    QCOMPARE(pos.count(), 1);
    QCOMPARE(undo.count(), 1);
    QCOMPARE(model.sideToMove(), Gote);
    QCOMPARE(model.position().handCount(Sente, Silver, true), 1);
    QVERIFY(model.game().moves().empty());

    // A decided start position reports its result at once.
    QSignalSpy over(&model, &GameModel::gameOver);
    setUp(model, "4k3/8/8/8/8/8/8/8 b - 1");
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::GoteWins);
}

void TestGameModel::kingDrawing() {
    GameModel model;
    QSignalSpy spy(&model, &GameModel::kingDrawingChanged);
    model.setKingIsGyoku(Gote, true);
    QCOMPARE(spy.count(), 1);
    QVERIFY(model.kingIsGyoku(Gote));
    model.newGame();
    QVERIFY(model.kingIsGyoku(Gote)); // a per-side setting, kept across games
}

void TestGameModel::moveTexts() {
    GameModel model;
    setUp(model, "4k3/2S5/8/8/8/8/8/4K3 b - 1");
    QCOMPARE(model.moveText(mv(model, "c7c8")), QStringLiteral("Sc7-c8="));
    QSignalSpy made(&model, &GameModel::moveMade);
    model.requestMove(mv(model, "c7d8+"));
    model.requestMove(mv(model, "e8d8"));
    QCOMPARE(made.at(0).at(1).toString(), QStringLiteral("Sc7-d8+"));
    QCOMPARE(made.at(1).at(1).toString(), QStringLiteral("Ke8xd8"));
    QCOMPARE(model.position().handCount(Gote, Silver, false), 1);
}

void TestGameModel::loseOnTime() {
    GameModel model;
    QSignalSpy over(&model, &GameModel::gameOver);
    model.loseOnTime(Sente);
    QCOMPARE(over.count(), 1);
    QCOMPARE(over.at(0).at(0).value<Result>(), Result::GoteWins);
    QCOMPARE(over.at(0).at(1).toString(), QStringLiteral("Sente ran out of time: Gote wins."));
    model.resign(Gote); // already over: nothing more
    QCOMPARE(over.count(), 1);
}

QTEST_GUILESS_MAIN(TestGameModel)
#include "tst_gamemodel.moc"
