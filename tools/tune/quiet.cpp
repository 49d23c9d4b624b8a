// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "quiet.h"

#include "ai/eval.h"
#include "ai/score.h"
#include "rules/movegen.h"

#include <algorithm>

namespace ogi::tune {

namespace {

constexpr int MaxQuietPly = 24;

struct Line {
    Move moves[MaxQuietPly];
    int length = 0;
};

bool kingCapturable(const Position& pos) {
    const Side us = pos.sideToMove();
    return pos.attackersTo(pos.kingSquare(opposite(us)), us) != 0;
}

// Most valuable victim first, so that the cut-offs come early.
int captureOrder(const Position& pos, Move m) {
    const Piece victim = pos.pieceOn(m.to());
    return (victim == NoPiece ? 0 : ai::boardValue(kindOf(victim)) * 16) -
           ai::boardValue(kindOf(pos.pieceOn(m.from())));
}

int search(Position& pos, int alpha, int beta, int ply, Line& line) {
    line.length = 0;
    if (kingCapturable(pos)) return ai::ScoreMate - ply;
    int best = ai::evaluate(pos);
    if (best >= beta || ply >= MaxQuietPly) return best;
    alpha = std::max(alpha, best);

    MoveList moves;
    generate<GenType::Captures>(pos, moves);
    std::sort(moves.begin(), moves.end(),
              [&](Move a, Move b) { return captureOrder(pos, a) > captureOrder(pos, b); });
    Line child;
    for (Move m : moves) {
        UndoInfo undo;
        pos.doMove(m, undo);
        const int s = -search(pos, -beta, -alpha, ply + 1, child);
        pos.undoMove(m, undo);
        if (s <= best) continue;
        best = s;
        if (s > alpha) {
            alpha = s;
            line.moves[0] = m;
            std::copy(child.moves, child.moves + child.length, line.moves + 1);
            line.length = child.length + 1;
            if (s >= beta) break;
        }
    }
    return best;
}

} // namespace

int quiescence(const Position& pos, int alpha, int beta) {
    Position p = pos;
    Line line;
    return search(p, alpha, beta, 0, line);
}

bool quietLeaf(const Position& pos, Position& leaf, int* score) {
    if (!pos.bothKings() || pos.inCheck(Sente) || pos.inCheck(Gote)) return false;
    leaf = pos;
    Line line;
    const int s = search(leaf, -ai::ScoreInfinite, ai::ScoreInfinite, 0, line);
    if (ai::isMateScore(s)) return false;
    for (int i = 0; i < line.length; ++i) {
        UndoInfo undo;
        leaf.doMove(line.moves[i], undo);
    }
    if (leaf.inCheck(Sente) || leaf.inCheck(Gote)) return false;
    if (score) *score = s;
    return true;
}

} // namespace ogi::tune
