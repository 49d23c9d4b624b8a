// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// FEEN, the position notation of the Sashité pages, for import and export:
//   lnsik^snl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIK^SNL / O/o
// Fields: the board (ranks 8 to 1, '+' before a promoted piece, '^' after a King), the
// hands "<Sente's>/<Gote's>" ([count][+]letter), and the style-turn field: "O/o" when Sente
// (the first player, uppercase) is to move, "o/O" when Gote is.
#pragma once

#include "expected.h"
#include "position.h"

#include <string>
#include <string_view>

namespace ogi {

Expected<Position> positionFromFeen(std::string_view feen);
std::string positionToFeen(const Position& pos);

} // namespace ogi
