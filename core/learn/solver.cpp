// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "solver.h"

#include "rules/movegen.h"

namespace ogi::learn {

namespace {

bool checkGiven(const Position& pos);

bool canCaptureKing(const Position& pos) {
    const Side us = pos.sideToMove();
    return pos.bothKings() && pos.attackersTo(pos.kingSquare(opposite(us)), us) != 0;
}

// After our move m (already made): does every opponent reply lose within n - 1 more moves?
bool allRepliesLose(Position& pos, History& history, int n, bool checksOnly) {
    if (canCaptureKing(pos)) return false; // the opponent takes our King first
    MoveList replies;
    generateLegal(pos, history, replies);
    for (Move r : replies) {
        UndoInfo u;
        pos.doMove(r, u);
        history.push(r, pos.key());
        const bool lost = forcedKingCapture(pos, history, n - 1, checksOnly);
        history.pop();
        pos.undoMove(r, u);
        if (!lost) return false;
    }
    return true; // includes "no legal reply": the opponent has lost
}

// After our move (already made), side to move = the opponent: is its King attacked?
bool checkGiven(const Position& pos) {
    return pos.inCheck(pos.sideToMove());
}

} // namespace

bool forcedKingCapture(Position& pos, History& history, int n, bool checksOnly) {
    if (n <= 0 || !pos.bothKings()) return false;
    if (canCaptureKing(pos)) return true;
    if (n == 1) return false;
    MoveList moves;
    generateLegal(pos, history, moves);
    for (Move m : moves) {
        UndoInfo u;
        pos.doMove(m, u);
        history.push(m, pos.key());
        const bool win =
            (!checksOnly || checkGiven(pos)) && allRepliesLose(pos, history, n, checksOnly);
        history.pop();
        pos.undoMove(m, u);
        if (win) return true;
    }
    return false;
}

std::vector<Move> winningFirstMoves(Position& pos, History& history, int n, bool checksOnly) {
    std::vector<Move> result;
    if (n <= 0 || !pos.bothKings()) return result;
    MoveList moves;
    generateLegal(pos, history, moves);
    const Side us = pos.sideToMove();
    for (Move m : moves) {
        if (!m.isDrop() && pos.pieceOn(m.to()) != NoPiece && typeOf(pos.pieceOn(m.to())) == King &&
            sideOf(pos.pieceOn(m.to())) != us) {
            result.push_back(m);
            continue;
        }
        if (n == 1) continue;
        UndoInfo u;
        pos.doMove(m, u);
        history.push(m, pos.key());
        if ((!checksOnly || checkGiven(pos)) && allRepliesLose(pos, history, n, checksOnly))
            result.push_back(m);
        history.pop();
        pos.undoMove(m, u);
    }
    return result;
}

} // namespace ogi::learn
