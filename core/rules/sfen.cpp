// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// SFEN for Ogi (RULES.md §8): parsing with precise errors, and printing.
#include "notation.h"
#include "position.h"

#include <charconv>
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

} // namespace

Expected<Position> Position::fromSfen(std::string_view sfen) {
    // Split into at most 4 fields separated by spaces.
    std::string_view fields[5];
    int n = 0;
    std::size_t i = 0;
    while (i < sfen.size()) {
        while (i < sfen.size() && (sfen[i] == ' ' || sfen[i] == '\t')) ++i;
        if (i >= sfen.size()) break;
        std::size_t j = i;
        while (j < sfen.size() && sfen[j] != ' ' && sfen[j] != '\t') ++j;
        if (n == 4) return Error(E::SfenTrailingText, {sfen.substr(i, j - i)});
        fields[n++] = sfen.substr(i, j - i);
        i = j;
    }
    if (n == 0) return Error(E::SfenEmpty);
    if (n == 1) return Error(E::SfenNoSideToMove);
    if (n == 2) return Error(E::SfenNoHands);

    Position pos;
    int counts[2][PieceTypeCount] = {};

    // Board: ranks 8 down to 1.
    std::string_view board = fields[0];
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
        auto pt = pieceTypeFromLetter(c);
        if (!pt) return Error(E::SfenUnknownPiece, {charText(c), rank});
        if (promoted && *pt == King) return Error(E::SfenPromotedKing, {charText(c), rank});
        if (file >= 8) return Error(E::SfenRankTooLong, {rank});
        const Side side = (c >= 'a' && c <= 'z') ? Gote : Sente;
        pos.put(makeSquare(file, 7 - rankIndex), makePiece(side, makeKind(*pt, promoted)));
        ++counts[side][*pt];
        promoted = false;
        ++file;
    }
    if (rankIndex != 8) return Error(E::SfenRankCount, {rankIndex});
    for (Side s : {Sente, Gote})
        if (counts[s][King] > 1) return Error(E::SfenTwoKings, {ErrorArg::side(s)});

    // Side to move.
    if (fields[1] == "b")
        pos.m_side = Sente;
    else if (fields[1] == "w")
        pos.m_side = Gote;
    else
        return Error(E::SfenBadSideToMove, {fields[1]});

    // Hands.
    std::string_view hands = fields[2];
    if (hands != "-") {
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
            bool pr = false;
            if (k < hands.size() && hands[k] == '+') {
                pr = true;
                ++k;
            }
            if (k >= hands.size()) return Error(E::SfenHandNoLetter, {hands.substr(entryStart)});
            const char c = hands[k++];
            auto pt = pieceTypeFromLetter(c);
            if (!pt) return Error(E::SfenUnknownHandPiece, {charText(c)});
            if (*pt == King) return Error(E::SfenKingInHand);
            const Side side = (c >= 'a' && c <= 'z') ? Gote : Sente;
            if (pos.m_hand[side][*pt][pr])
                return Error(E::SfenHandTwice, {charText(c), ErrorArg::side(side)});
            pos.setHandCount(side, *pt, pr, count);
            counts[side][*pt] += count;
        }
    }
    for (int t = 0; t < King; ++t) {
        const int total = counts[0][t] + counts[1][t];
        const int limit = 2 * piecesPerSide(PieceType(t));
        if (total > limit)
            return Error(E::SfenTooManyPieces, {ErrorArg::piece(PieceType(t)), total, limit});
    }

    // Ply (optional).
    if (n == 4) {
        int ply = 0;
        auto [ptr, ec] =
            std::from_chars(fields[3].data(), fields[3].data() + fields[3].size(), ply);
        if (ec != std::errc() || ptr != fields[3].data() + fields[3].size() || ply < 1 ||
            ply > 100000)
            return Error(E::SfenBadPly, {fields[3]});
        pos.m_ply = ply;
    }
    pos.m_key = pos.computeKey();
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
