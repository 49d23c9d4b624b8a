// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// SFEN for Ogi (RULES.md §8): parsing with precise errors, and printing.
#include "notation.h"
#include "position.h"

#include <array>
#include <charconv>
#include <optional>
#include <string>

namespace ogi {

namespace {

// One character of the input, readable even when it is a control or non-ASCII byte.
std::string charText(char c) {
    std::string s;
    if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) {
        const char hex[] = "0123456789ABCDEF";
        s += "\\x";
        s += hex[static_cast<unsigned char>(c) >> 4];
        s += hex[static_cast<unsigned char>(c) & 15];
    } else {
        s += c;
    }
    return s;
}

using E = ErrorCode;

// How many pieces of each type each side has, on the board and in hand.
using PieceCounts = std::array<std::array<int, PieceTypeCount>, 2>;

Side sideOfLetter(char c) {
    return (c >= 'a' && c <= 'z') ? Gote : Sente;
}

// The 3 or 4 fields of an SFEN (board, side to move, hands, ply), separated by spaces or tabs.
struct SfenFields {
    std::string_view field[4];
    int count = 0;
};

std::optional<Error> splitFields(std::string_view sfen, SfenFields& out) {
    std::size_t i = 0;
    while (i < sfen.size()) {
        while (i < sfen.size() && (sfen[i] == ' ' || sfen[i] == '\t')) ++i;
        if (i >= sfen.size()) break;
        std::size_t j = i;
        while (j < sfen.size() && sfen[j] != ' ' && sfen[j] != '\t') ++j;
        if (out.count == 4) return Error(E::SfenTrailingText, {sfen.substr(i, j - i)});
        out.field[out.count++] = sfen.substr(i, j - i);
        i = j;
    }
    if (out.count == 0) return Error(E::SfenEmpty);
    if (out.count == 1) return Error(E::SfenNoSideToMove);
    if (out.count == 2) return Error(E::SfenNoHands);
    return std::nullopt;
}

// Ranks 8 down to 1, files a to h, digits for empty squares, '+' before a promoted piece.
std::optional<Error> readBoard(std::string_view board, Position& pos, PieceCounts& counts) {
    int rankIndex = 0; // 0 = rank 8
    int file = 0;
    bool promoted = false;
    for (std::size_t k = 0; k <= board.size(); ++k) {
        const int rank = 8 - rankIndex;
        if (k == board.size() || board[k] == '/') {
            if (promoted) return Error(E::SfenPlusAtRankEnd, {rank});
            if (file != 8) return Error(E::SfenRankFiles, {rank, file});
            ++rankIndex;
            file = 0;
            if (k < board.size() && rankIndex == 8) return Error(E::SfenTooManyRanks);
            continue;
        }
        const char c = board[k];
        if (c >= '1' && c <= '8') {
            if (promoted) return Error(E::SfenPlusBeforeDigit, {rank});
            file += c - '0';
            if (file > 8) return Error(E::SfenRankTooLong, {rank});
            continue;
        }
        if (c == '+') {
            if (promoted) return Error(E::SfenDoublePlus, {rank});
            promoted = true;
            continue;
        }
        // A digit counts empty squares; only 1 to 8 fit a rank.
        if (c == '0' || c == '9') return Error(E::SfenBadEmptyCount, {charText(c), rank});
        const auto pt = pieceTypeFromLetter(c);
        if (!pt) return Error(E::SfenUnknownPiece, {charText(c), rank});
        if (promoted && *pt == King) return Error(E::SfenPromotedKing, {charText(c), rank});
        if (file >= 8) return Error(E::SfenRankTooLong, {rank});
        const Side side = sideOfLetter(c);
        pos.setPiece(makeSquare(file, 7 - rankIndex), makePiece(side, makeKind(*pt, promoted)));
        ++counts[side][*pt];
        promoted = false;
        ++file;
    }
    if (rankIndex != 8) return Error(E::SfenRankCount, {rankIndex});
    for (Side s : {Sente, Gote})
        if (counts[s][King] > 1) return Error(E::SfenTwoKings, {ErrorArg::side(s)});
    return std::nullopt;
}

std::optional<Error> readSideToMove(std::string_view field, Position& pos) {
    if (field != "b" && field != "w") return Error(E::SfenBadSideToMove, {field});
    pos.setSideToMove(field == "b" ? Sente : Gote);
    return std::nullopt;
}

// "-", or entries [count][+]letter: Sente's uppercase, Gote's lowercase, in any order.
std::optional<Error> readHands(std::string_view hands, Position& pos, PieceCounts& counts) {
    if (hands == "-") return std::nullopt;
    std::size_t k = 0;
    while (k < hands.size()) {
        const std::size_t entryStart = k;
        int count = 1;
        if (hands[k] >= '0' && hands[k] <= '9') {
            std::size_t d = k;
            while (d < hands.size() && hands[d] >= '0' && hands[d] <= '9') ++d;
            if (d - k > 2) return Error(E::SfenHandCountTooLarge, {hands.substr(k, d - k)});
            std::from_chars(hands.data() + k, hands.data() + d, count);
            if (count < 1) return Error(E::SfenHandCountZero, {hands.substr(k, d - k)});
            k = d;
        }
        bool promoted = false;
        if (k < hands.size() && hands[k] == '+') {
            promoted = true;
            ++k;
        }
        if (k >= hands.size()) return Error(E::SfenHandNoLetter, {hands.substr(entryStart)});
        const char c = hands[k++];
        const auto pt = pieceTypeFromLetter(c);
        if (!pt) return Error(E::SfenUnknownHandPiece, {charText(c)});
        if (*pt == King) return Error(E::SfenKingInHand);
        const Side side = sideOfLetter(c);
        if (pos.handCount(side, *pt, promoted))
            return Error(E::SfenHandTwice, {charText(c), ErrorArg::side(side)});
        pos.setHandCount(side, *pt, promoted, count);
        counts[side][*pt] += count;
    }
    return std::nullopt;
}

// No type more often than the game has it (both sides together: captures change sides).
std::optional<Error> checkPieceCounts(const PieceCounts& counts) {
    for (int t = 0; t < King; ++t) {
        const int total = counts[0][t] + counts[1][t];
        const int limit = 2 * piecesPerSide(PieceType(t));
        if (total > limit)
            return Error(E::SfenTooManyPieces, {ErrorArg::piece(PieceType(t)), total, limit});
    }
    return std::nullopt;
}

std::optional<Error> readPly(std::string_view field, Position& pos) {
    int ply = 0;
    const auto [end, ec] = std::from_chars(field.data(), field.data() + field.size(), ply);
    if (ec != std::errc() || end != field.data() + field.size() || ply < 1 || ply > 100000)
        return Error(E::SfenBadPly, {field});
    pos.setPly(ply);
    return std::nullopt;
}

} // namespace

Expected<Position> Position::fromSfen(std::string_view sfen) {
    SfenFields f;
    if (auto e = splitFields(sfen, f)) return *e;
    Position pos;
    PieceCounts counts{};
    if (auto e = readBoard(f.field[0], pos, counts)) return *e;
    if (auto e = readSideToMove(f.field[1], pos)) return *e;
    if (auto e = readHands(f.field[2], pos, counts)) return *e;
    if (auto e = checkPieceCounts(counts)) return *e;
    if (f.count == 4)
        if (auto e = readPly(f.field[3], pos)) return *e;
    return pos;
}

std::string Position::boardText(bool markKings) const {
    std::string s;
    for (int r = 7; r >= 0; --r) {
        int empty = 0;
        for (int f = 0; f < 8; ++f) {
            const Piece p = m_board[makeSquare(f, r)];
            if (p == NoPiece) {
                ++empty;
                continue;
            }
            if (empty) s += char('0' + empty);
            empty = 0;
            if (isPromoted(p)) s += '+';
            s += pieceLetter(typeOf(p), sideOf(p));
            if (markKings && typeOf(p) == King) s += '^';
        }
        if (empty) s += char('0' + empty);
        if (r) s += '/';
    }
    return s;
}

std::string Position::handText(Side side) const {
    std::string h;
    for (int t = 0; t < HandTypes; ++t)
        for (int pr = 0; pr < 2; ++pr) {
            const int c = m_hand[side][t][pr];
            if (!c) continue;
            if (c > 1) h += std::to_string(c);
            if (pr) h += '+';
            h += pieceLetter(PieceType(t), side);
        }
    return h;
}

std::string Position::toSfen() const {
    const std::string hands = handText(Sente) + handText(Gote);
    return boardText() + (m_side == Sente ? " b " : " w ") + (hands.empty() ? "-" : hands) + ' ' +
           std::to_string(m_ply);
}

} // namespace ogi
