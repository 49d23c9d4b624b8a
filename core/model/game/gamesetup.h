// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameSetup: everything needed to start a game — players, King drawings, handicap and time
// control — and the settings keys under which the New Game dialog offers the last choices
// again.
#pragma once

#include "model/document/gameinfo.h"
#include "model/game/handicap.h"

class QSettings;

namespace ogi {

struct GameSetup {
    GameInfo info; // players, King drawings, handicap tag, time control, rule (no clocks yet)
    Handicap handicap;
    Position startPosition() const { return handicap.startPosition(); }

    // Keys under newgame/: senteComputer, senteLevel, senteName (and gote…), weaker,
    // promoted, senteGyoku, goteGyoku, timeControl, illegalMoveRule ("official" or
    // "friendly"; friendly until the player chooses).
    static GameSetup load(const QSettings& settings);
    void save(QSettings& settings) const;
};

} // namespace ogi
