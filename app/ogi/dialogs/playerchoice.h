// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The list of who may play a side, shared by New Game and Game ▸ Players…: Human, the
// built-in Computer (at the level chosen beside it), then each external engine added in
// Settings ▸ Engines…, by its name.
#pragma once

#include "model/document/gameinfo.h"
#include "model/engines/engineregistry.h"

class QComboBox;

namespace ogi::playerchoice {

constexpr int HumanIndex = 0;
constexpr int ComputerIndex = 1;

// Fills combo: two items whose texts the dialog sets (Human, Computer), then the engines
// added; one that failed since the program started says so, and why in its tooltip.
void fill(QComboBox* combo, const EngineRegistry& engines);
// Selects the item of p (an engine no longer added is listed, by its name, to keep it).
void select(QComboBox* combo, const PlayerInfo& p);
// Writes the kind chosen into p (kind, engine, enginePath); the level is the dialog's.
void read(const QComboBox* combo, PlayerInfo& p);

} // namespace ogi::playerchoice
