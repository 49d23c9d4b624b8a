// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Text forms of pieces, squares and moves (RULES.md §8).
#pragma once

#include "expected.h"
#include "position.h"
#include "types.h"

#include <optional>
#include <string>
#include <string_view>

namespace ogi {

// 'K','I','R','B','S','N','L','P'; lowercase for Gote.
char pieceLetter(PieceType t, Side s = Sente);
std::optional<PieceType> pieceTypeFromLetter(char c); // either case
// The kanji on the piece (UTF-8): 王/玉 for the King (gyoku selects 玉), 姫, 神 ...
const char* pieceKanji(PieceType t, bool promoted, bool gyoku = false);

std::string squareName(int sq); // "e1"
std::optional<Square> parseSquare(std::string_view s);

// Machine form: c3c4, b2f6+, e1d2^, R*e5, +P*d4. Needs no position.
std::string moveToMachine(Move m);
Expected<Move> parseMachineMove(std::string_view text);

// Human form for a move about to be played in pos (pos must be before the move):
// Pc3-c4, Bb2xf6+, Sc5-c6= (promotion declined), Ke1xd2^, N*e4, +P*c5.
std::string moveToHuman(const Position& pos, Move m);
// Japanese human form: ☗歩c3-c4, ☗角b2xf6成, ☗銀c5-c6不成, ☗桂e4打, and the King's
// privilege ☗玉e1xd2成駒取り.
std::string moveToJapanese(const Position& pos, Move m, bool gyoku = false);
// Parses the human form against pos; the piece letter must match the piece on the origin
// square (for a drop: the piece must be of that type and state). Any board move may be
// written, legal or not: legality is judged by the game.
Expected<Move> parseHumanMove(const Position& pos, std::string_view text);
// Parses the Japanese form (moveToJapanese; the ☗/☖ mark is optional): the same move as
// the human form written with the kanji, 成 / 不成 for + / =, 成駒取り (or ^) for the King's
// privilege, and 打 for a drop.
Expected<Move> parseJapaneseMove(const Position& pos, std::string_view text);
// Any of the three forms.
Expected<Move> parseMove(const Position& pos, std::string_view text);

} // namespace ogi
