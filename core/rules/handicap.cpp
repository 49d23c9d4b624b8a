// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "handicap.h"

#include "notation.h"

#include <algorithm>
#include <cstdlib>

namespace ogi {

namespace {

// Importance, as players name a handicap: R and B first.
int importance(PieceType t) {
    switch (t) {
    case Rook: return 0;
    case Bishop: return 1;
    case Princess: return 2;
    default: return 3 + int(t);
    }
}

void sortByImportance(std::vector<PieceType>& pieces) {
    std::stable_sort(pieces.begin(), pieces.end(),
                     [](PieceType a, PieceType b) { return importance(a) < importance(b); });
}

// The side's start squares of type t: nearest the King's file first, then the a-file side.
std::vector<Square> squaresInOrder(Side side, PieceType t) {
    const Position start = Position::start();
    const int kingFile = fileOf(start.kingSquare(side));
    std::vector<Square> squares;
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = start.pieceOn(sq);
        if (p != NoPiece && sideOf(p) == side && typeOf(p) == t) squares.push_back(Square(sq));
    }
    std::stable_sort(squares.begin(), squares.end(), [kingFile](Square a, Square b) {
        const int da = std::abs(fileOf(a) - kingFile), db = std::abs(fileOf(b) - kingFile);
        return da != db ? da < db : fileOf(a) < fileOf(b);
    });
    return squares;
}

} // namespace

std::string handicapTag(std::vector<PieceType> pieces) {
    sortByImportance(pieces);
    std::string out;
    for (PieceType t : pieces) {
        if (!out.empty()) out += ' ';
        out += '+';
        out += pieceLetter(t);
    }
    return out;
}

std::string parseHandicapTag(std::string_view text, std::vector<PieceType>& pieces) {
    pieces.clear();
    const std::string quoted = "handicap \"" + std::string(text) + "\": ";
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == ',') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        if (text[i] == '+') ++i;
        if (i >= text.size()) return quoted + "'+' without a piece";
        const char letter = text[i++];
        const auto type = pieceTypeFromLetter(letter);
        if (!type || *type == King || letter != pieceLetter(*type))
            return quoted + "'" + std::string(text.substr(start, i - start)) +
                   "' is not a piece that can start promoted (I R B S N L P)";
        const auto already = std::count(pieces.begin(), pieces.end(), *type);
        if (already >= long(squaresInOrder(Sente, *type).size()))
            return quoted + "more " + std::string(1, letter) + " than a side has";
        pieces.push_back(*type);
    }
    return {};
}

std::vector<Square> handicapSquares(Side weaker, const std::vector<PieceType>& pieces) {
    std::vector<Square> squares;
    for (int t = 0; t < int(King); ++t) {
        const auto n = std::count(pieces.begin(), pieces.end(), PieceType(t));
        const std::vector<Square> order = squaresInOrder(weaker, PieceType(t));
        for (int i = 0; i < n && i < int(order.size()); ++i) squares.push_back(order[i]);
    }
    return squares;
}

std::vector<PieceType> handicapPieces(Side weaker, Bitboard squares) {
    const Position start = Position::start();
    std::vector<PieceType> pieces;
    for (int sq = 0; sq < 64; ++sq) {
        if (!(squares & (Bitboard(1) << sq))) continue;
        const Piece p = start.pieceOn(sq);
        if (p != NoPiece && sideOf(p) == weaker && typeOf(p) != King) pieces.push_back(typeOf(p));
    }
    sortByImportance(pieces);
    return pieces;
}

} // namespace ogi
