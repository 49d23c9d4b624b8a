// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Position: the board, both hands, the side to move and an incrementally updated Zobrist key.
#pragma once

#include "bitboard.h"
#include "expected.h"
#include "terms.h"
#include "types.h"

#include <string>
#include <string_view>

namespace ogi {

// What doMove needs to take a move back.
struct UndoInfo {
    Key key;
    Piece captured;
    std::uint16_t quietPlies;
};

class Position {
public:
    static constexpr std::string_view StartSfen =
        "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1";

    Position(); // empty board, Sente to move
    static Position start();
    // Parses RULES.md §8 SFEN; the error says what is wrong and where.
    static Expected<Position> fromSfen(std::string_view sfen);
    std::string toSfen() const;
    // The parts of SFEN that FEEN shares: the board, ranks 8 to 1 (FEEN marks Kings with
    // '^'), and one side's hand in that side's letter case ("" when empty).
    std::string boardText(bool markKings = false) const;
    std::string handText(Side s) const;

    Piece pieceOn(int sq) const { return m_board[sq]; }
    Bitboard occupied() const { return m_bySide[0] | m_bySide[1]; }
    Bitboard pieces(Side s) const { return m_bySide[s]; }
    Bitboard pieces(Side s, int kind) const { return m_byKind[s][kind]; }
    Bitboard promotedPieces(Side s) const;
    int handCount(Side s, PieceType t, bool promoted) const { return m_hand[s][t][promoted]; }
    bool handEmpty(Side s) const;
    Side sideToMove() const { return m_side; }
    int ply() const { return m_ply; }
    Key key() const { return m_key; }
    // Plies since the last capture or move of an unpromoted Pawn (50-move rule).
    int quietPlies() const { return m_quietPlies; }
    Square kingSquare(Side s) const;
    bool hasKing(Side s) const { return m_byKind[s][King] != 0; }
    bool bothKings() const { return hasKing(Sente) && hasKing(Gote); }

    // Every rule of §4-§6 (not repetition); Illegal::None when the move may be played.
    Illegal checkMove(Move m) const;
    bool isPseudoLegal(Move m) const { return checkMove(m) == Illegal::None; }
    // Whether promoting is optional / mandatory for this board move of the piece on from.
    bool promotionAllowed(int from, int to) const;
    bool promotionMandatory(int from, int to) const;

    void doMove(Move m, UndoInfo& undo);
    void undoMove(Move m, const UndoInfo& undo);
    // The key the position would have after m (m must be pseudo-legal).
    Key keyAfter(Move m) const;
    // Pass the move to the opponent (search only: null-move pruning).
    void doNullMove(UndoInfo& undo);
    void undoNullMove(const UndoInfo& undo);

    Bitboard attackersTo(int sq, Side by, Bitboard occ) const;
    Bitboard attackersTo(int sq, Side by) const { return attackersTo(sq, by, occupied()); }
    // Whether side s's King can be captured by the opponent's next move.
    bool inCheck(Side s) const;
    bool inCheck() const { return inCheck(m_side); }

    // Editing, for the position editor and tests: the key is kept up to date.
    void setPiece(int sq, Piece p);
    void setHandCount(Side s, PieceType t, bool promoted, int count);
    void setSideToMove(Side s);
    void setPly(int ply) { m_ply = ply; }

    bool operator==(const Position& o) const;

private:
    void put(int sq, Piece p);
    void remove(int sq);
    void addToHand(Side s, int kind);
    void takeFromHand(Side s, int kind);
    Key computeKey() const;

    Piece m_board[64];
    Bitboard m_byKind[2][KindCount];
    Bitboard m_bySide[2];
    std::uint8_t m_hand[2][HandTypes][2];
    Side m_side = Sente;
    int m_ply = 1;
    int m_quietPlies = 0;
    Key m_key = 0;
};

namespace zobrist {
extern Key Pieces[32][64];
extern Key Hand[2][HandTypes][2][20];
extern Key SideToMove;
} // namespace zobrist

} // namespace ogi
