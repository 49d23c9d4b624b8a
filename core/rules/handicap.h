// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Handicaps (RULES.md §9): the weaker side starts with chosen pieces already promoted. A
// record's Handicap tag names them, one "+letter" a piece, by importance as players say it
// (Rook, Bishop, Princess, then Silver, Knight, Lance, Pawn): "+R +B", "+R +B +I +S +S". The
// program's New Game (core/model) and the match tool read and write it here.
#pragma once

#include "position.h"

#include <string>
#include <string_view>
#include <vector>

namespace ogi {

// The tag for these pieces (in any order): "+R +B"; empty for an even game.
std::string handicapTag(std::vector<PieceType> pieces);

// Reads a tag ("+R +B"; spaces or commas between pieces; empty: an even game) into pieces, in
// the tag's order. Returns what is wrong with it, in English, or an empty string.
std::string parseHandicapTag(std::string_view text, std::vector<PieceType>& pieces);

// The start squares of those pieces for the side that receives them. Of several pieces of
// one type, those nearest the King's file come first, then those on the a-file side: one
// Silver is the f-file Silver, two Pawns are those of the e- and d-files.
std::vector<Square> handicapSquares(Side weaker, const std::vector<PieceType>& pieces);

// The pieces that start on the weaker side's squares in `squares` (others ignored), in the
// tag's order.
std::vector<PieceType> handicapPieces(Side weaker, Bitboard squares);

} // namespace ogi
