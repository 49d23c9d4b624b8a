// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "handicap.h"

#include "rules/notation.h"

#include <algorithm>
#include <cstdlib>

namespace ogi::match {

namespace {

// The rank in which pieces of one type are taken: nearest the King's file, then a-file first.
std::vector<Square> squaresInOrder(Side side, PieceType type) {
    const Position start = Position::start();
    const int kingFile = fileOf(start.kingSquare(side));
    std::vector<Square> squares;
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = start.pieceOn(sq);
        if (p != NoPiece && sideOf(p) == side && typeOf(p) == type) squares.push_back(Square(sq));
    }
    std::stable_sort(squares.begin(), squares.end(), [kingFile](Square a, Square b) {
        const int da = std::abs(fileOf(a) - kingFile), db = std::abs(fileOf(b) - kingFile);
        return da != db ? da < db : fileOf(a) < fileOf(b);
    });
    return squares;
}

} // namespace

std::vector<Square> HandicapSpec::startSquares(Side weaker) const {
    std::vector<Square> squares;
    for (int t = 0; t < int(King); ++t) {
        const auto n = std::count(pieces.begin(), pieces.end(), PieceType(t));
        const std::vector<Square> order = squaresInOrder(weaker, PieceType(t));
        for (int i = 0; i < n && i < int(order.size()); ++i) squares.push_back(order[i]);
    }
    return squares;
}

std::string HandicapSpec::text() const {
    std::string out;
    for (PieceType t : pieces) {
        if (!out.empty()) out += ' ';
        out += '+';
        out += pieceLetter(t);
    }
    return out;
}

std::string parseHandicap(std::string_view text, HandicapSpec& spec) {
    spec.pieces.clear();
    std::size_t i = 0;
    while (i < text.size()) {
        if (text[i] == ' ' || text[i] == ',') {
            ++i;
            continue;
        }
        const std::size_t start = i;
        if (text[i] == '+') ++i;
        if (i >= text.size()) return "handicap \"" + std::string(text) + "\": '+' without a piece";
        const char letter = text[i++];
        PieceType type = King;
        for (int t = 0; t < int(King); ++t)
            if (pieceLetter(PieceType(t)) == letter) type = PieceType(t);
        if (type == King)
            return "handicap \"" + std::string(text) + "\": '" +
                   std::string(text.substr(start, i - start)) +
                   "' is not a piece that can start promoted (I R B S N L P)";
        const auto already = std::count(spec.pieces.begin(), spec.pieces.end(), type);
        if (already >= long(squaresInOrder(Sente, type).size()))
            return "handicap \"" + std::string(text) + "\": more " + std::string(1, letter) +
                   " than a side has";
        spec.pieces.push_back(type);
    }
    return {};
}

std::optional<Game> handicapOpening(const Game& opening, Side weaker, const HandicapSpec& spec) {
    if (!(opening.startPosition() == Position::start())) return std::nullopt;
    // Where each piece of the initial position stands after the opening (its start square,
    // or -1 for a dropped piece).
    int origin[64];
    Position pos = Position::start();
    for (int sq = 0; sq < 64; ++sq) origin[sq] = pos.pieceOn(sq) == NoPiece ? -1 : sq;
    for (Move m : opening.moves()) {
        UndoInfo undo;
        if (m.isDrop()) {
            origin[m.to()] = -1;
        } else {
            origin[m.to()] = origin[m.from()];
            origin[m.from()] = -1;
        }
        pos.doMove(m, undo);
    }
    for (Square start : spec.startSquares(weaker)) {
        const int* at = std::find(origin, origin + 64, int(start));
        if (at == origin + 64) return std::nullopt; // captured
        const int sq = int(at - origin);
        const Piece p = pos.pieceOn(sq);
        if (p == NoPiece || sideOf(p) != weaker || isPromoted(p)) return std::nullopt;
        pos.setPiece(sq, makePiece(weaker, makeKind(typeOf(p), true)));
    }
    if (pos.inCheck(opposite(pos.sideToMove()))) return std::nullopt;
    return Game(pos);
}

} // namespace ogi::match
