// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Checks and pins, computed once per search node. A move that leaves one's own King
// capturable is legal in Ōgi but loses at once, so the search treats it as a shogi engine
// treats an illegal move: it is tried only when every move does it. Telling such a move
// apart, and telling whether a move attacks the enemy King, must not cost a make/unmake per
// move: this is the chess engine's pin-and-checker test, with the Lance as a slider too.
#pragma once

#include "rules/position.h"

namespace ogi {
struct MoveList;
}

namespace ogi::ai {

namespace detail {
extern Bitboard LineThrough[64][64];
extern Bitboard Between[64][64];
} // namespace detail

// The whole line through two squares on one rank, file or diagonal (both included, edge to
// edge), or 0 when they are not aligned.
inline Bitboard lineThrough(int a, int b) {
    return detail::LineThrough[a][b];
}
// The squares strictly between two aligned squares, or 0 (as rules' between(), inline).
inline Bitboard betweenSquares(int a, int b) {
    return detail::Between[a][b];
}

// The pieces of `by` attacking sq with the given occupancy: Position::attackersTo, with the
// three kinds of slide computed once for all sliding kinds (the search's hot path).
inline Bitboard attackersOf(const Position& pos, int sq, Side by, Bitboard occ) {
    using ogi::detail::StepAttacks;
    // Every kind's move set is symmetric under a half-turn: a piece of `by` on x attacks sq
    // exactly when the same kind of the other side on sq attacks x.
    const Side o = opposite(by);
    const Bitboard golds = pos.pieces(by, Silver + 8) | pos.pieces(by, Knight + 8) |
                           pos.pieces(by, Lance + 8) | pos.pieces(by, Pawn + 8);
    Bitboard r = (StepAttacks[o][Pawn][sq] & pos.pieces(by, Pawn)) |
                 (StepAttacks[o][Silver][sq] & pos.pieces(by, Silver)) |
                 (StepAttacks[o][Knight][sq] & pos.pieces(by, Knight)) |
                 (StepAttacks[o][Silver + 8][sq] & golds) |
                 (StepAttacks[o][King][sq] & pos.pieces(by, King)) |
                 (StepAttacks[o][Princess][sq] & pos.pieces(by, Princess)) |
                 (StepAttacks[o][Princess + 8][sq] & pos.pieces(by, Princess + 8)) |
                 (StepAttacks[o][Rook + 8][sq] & pos.pieces(by, Rook + 8)) |
                 (StepAttacks[o][Bishop + 8][sq] & pos.pieces(by, Bishop + 8));
    const Bitboard diag = pos.pieces(by, Bishop) | pos.pieces(by, Bishop + 8) |
                          pos.pieces(by, Princess) | pos.pieces(by, Princess + 8);
    const Bitboard orth = pos.pieces(by, Rook) | pos.pieces(by, Rook + 8);
    if (diag) r |= bishopAttacks(sq, occ) & diag;
    if (orth) r |= rookAttacks(sq, occ) & orth;
    if (const Bitboard l = pos.pieces(by, Lance)) r |= lanceAttacks(o, sq, occ) & l;
    return r;
}
inline Bitboard attackersOf(const Position& pos, int sq, Side by) {
    return attackersOf(pos, sq, by, pos.occupied());
}

struct CheckInfo {
    Square ourKing = SQ_NONE, theirKing = SQ_NONE;
    Bitboard checkers = 0;    // enemy pieces attacking our King
    Bitboard pinned = 0;      // our pieces that alone shield our King from an enemy slider
    Bitboard discoverers = 0; // our pieces that alone shield the enemy King from our slider
    // For each kind, the squares from which a piece of ours of that kind would attack the
    // enemy King (with the occupancy as it is). Filled by computeCheckSquares() only: the
    // quiescence search needs no more than the checkers and pins.
    Bitboard checkSquares[KindCount] = {};

    // For the side to move of pos; both Kings must be on the board.
    explicit CheckInfo(const Position& pos);
    // Fills discoverers and checkSquares, which givesCheck needs.
    void computeCheckSquares(const Position& pos);

    bool inCheck() const { return checkers != 0; }
    // Whether m (pseudo-legal) leaves our King capturable.
    bool exposesKing(const Position& pos, Move m) const {
        // Most moves neither start from a pinned piece nor answer a check: decided here.
        if (!checkers && (m.isDrop() || !((pinned | squareBB(ourKing)) & squareBB(m.from()))))
            return false;
        return exposesKingSlow(pos, m);
    }
    // Whether m (pseudo-legal) attacks the enemy King (after computeCheckSquares).
    bool givesCheck(const Position& pos, Move m) const;

private:
    bool exposesKingSlow(const Position& pos, Move m) const;
};

// How many of pos's legal moves can make a line (MultiPV) of the search: those that do not
// leave the King capturable, or the one forced move when every move does (so at least one,
// none only without a legal move). A search asked for N lines makes min(N, this) of them;
// the live analysis, which waits for a whole set of lines, counts the same way.
int lineMoves(const Position& pos, const MoveList& legal);

// The kind a move puts on its destination: the dropped kind, or the mover, promoted or not.
inline int kindAfter(const Position& pos, Move m) {
    if (m.isDrop()) return m.dropKind();
    const int k = kindOf(pos.pieceOn(m.from()));
    return m.promotes() ? (k | 8) : k;
}

} // namespace ogi::ai
