// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Small value types shared by the whole rules core: squares, sides, pieces, moves.
#pragma once

#include <cstdint>
#include <initializer_list>

namespace ogi {

using Bitboard = std::uint64_t;
using Key = std::uint64_t;

// a1 = 0, b1 = 1, ... h1 = 7, a2 = 8, ... h8 = 63: the 8x8 board fits a Bitboard exactly.
enum Square : std::uint8_t { SQ_A1 = 0, SQ_E1 = 4, SQ_E8 = 60, SQ_H8 = 63, SQ_NONE = 64 };

constexpr int fileOf(int sq) {
    return sq & 7;
}
constexpr int rankOf(int sq) {
    return sq >> 3;
}
constexpr Square makeSquare(int file, int rank) {
    return Square(rank * 8 + file);
}
constexpr bool onBoard(int file, int rank) {
    return file >= 0 && file < 8 && rank >= 0 && rank < 8;
}

enum Side : std::uint8_t { Sente = 0, Gote = 1 };
constexpr Side opposite(Side s) {
    return Side(s ^ 1);
}

// Piece types in the canonical hand order of RULES.md §8 (I, R, B, S, N, L, P), then the
// King, which never goes to a hand. HandTypes = the first seven.
enum PieceType : std::uint8_t {
    Princess = 0,
    Rook,
    Bishop,
    Silver,
    Knight,
    Lance,
    Pawn,
    King,
    PieceTypeCount,
    HandTypes = 7
};

// A kind is a type with its promoted state: kind = type + 8 * promoted. Kind 15 (a promoted
// King) never exists.
constexpr int KindCount = 16;
constexpr int makeKind(PieceType t, bool promoted) {
    return t + (promoted ? 8 : 0);
}
constexpr PieceType typeOfKind(int kind) {
    return PieceType(kind & 7);
}
constexpr bool kindPromoted(int kind) {
    return kind >= 8;
}

// A piece on the board: kind in bits 0-3, side in bit 4. NoPiece marks an empty square.
enum Piece : std::uint8_t { NoPiece = 32 };
constexpr Piece makePiece(Side s, int kind) {
    return Piece(kind | (s << 4));
}
constexpr Side sideOf(Piece p) {
    return Side(p >> 4);
}
constexpr int kindOf(Piece p) {
    return p & 15;
}
constexpr PieceType typeOf(Piece p) {
    return PieceType(p & 7);
}
constexpr bool isPromoted(Piece p) {
    return (p & 8) != 0;
}

constexpr bool canPromoteType(PieceType t) {
    return t != King;
}

// Number of pieces of each type per side in the initial position (RULES.md §2).
constexpr int piecesPerSide(PieceType t) {
    constexpr int counts[PieceTypeCount] = {1, 1, 1, 2, 2, 2, 8, 1};
    return counts[t];
}

// A move in 16 bits.
//   bits 0-5   destination square
//   bits 6-11  board move: origin square
//              drop: bits 6-8 piece type dropped, bit 9 its promoted state
//   bit 12     board move: promote
//   bit 13     board move: King's privilege (the captured promoted piece stays promoted)
//   bit 14     drop
// The value 0 (a1 to a1) is never a real move and stands for "no move".
class Move {
public:
    constexpr Move() = default;
    static constexpr Move board(int from, int to, bool promote = false, bool keep = false) {
        return Move(
            std::uint16_t(to | (from << 6) | (promote ? 1 << 12 : 0) | (keep ? 1 << 13 : 0)));
    }
    static constexpr Move drop(PieceType t, bool promoted, int to) {
        return Move(std::uint16_t(to | (t << 6) | (promoted ? 1 << 9 : 0) | (1 << 14)));
    }
    static constexpr Move fromRaw(std::uint16_t raw) { return Move(raw); }

    constexpr Square to() const { return Square(m_raw & 63); }
    constexpr Square from() const { return Square((m_raw >> 6) & 63); }
    constexpr bool isDrop() const { return (m_raw & (1 << 14)) != 0; }
    constexpr bool promotes() const { return !isDrop() && (m_raw & (1 << 12)) != 0; }
    constexpr bool keepsPromoted() const { return !isDrop() && (m_raw & (1 << 13)) != 0; }
    // Bit 12 on a drop: an attempt to drop and promote at once (always illegal).
    constexpr bool dropRequestsPromotion() const { return isDrop() && (m_raw & (1 << 12)) != 0; }
    constexpr PieceType dropType() const { return PieceType((m_raw >> 6) & 7); }
    constexpr bool dropPromoted() const { return (m_raw & (1 << 9)) != 0; }
    constexpr int dropKind() const { return makeKind(dropType(), dropPromoted()); }
    constexpr std::uint16_t raw() const { return m_raw; }
    constexpr bool isNone() const { return m_raw == 0; }
    constexpr explicit operator bool() const { return m_raw != 0; }
    constexpr bool operator==(const Move&) const = default;

private:
    constexpr explicit Move(std::uint16_t raw) : m_raw(raw) {}
    std::uint16_t m_raw = 0;
};

// Rule constants in one place.
namespace rules {
constexpr int FiftyMovePlies = 100; // plies without capture or unpromoted-Pawn move
constexpr int MaxMoves = 2048;      // safe bound on legal moves in any position
} // namespace rules

} // namespace ogi
