// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameInfo: what a saved game holds beyond the moves — players, handicap, King drawings,
// time control and clock readings — and its conversion to and from an ogi::Record's tags and
// clock annotations (RULES.md §8).
//
// The Record keeps everything the program does not edit itself (other tags, comments,
// variations): saving merges the live game into it instead of rebuilding it.
#pragma once

#include "model/game/gameclock.h"
#include "model/game/handicap.h"
#include "rules/record.h"

#include <QDate>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ogi {

// Who plays a side, by kind: a human, the built-in computer at a level, or an external
// engine (a program speaking the engine protocol, run by UsiPlayer). A record names an engine
// by its [SenteEngine]/[GoteEngine] tag; a record without one reads as before engines could
// play: a level tag makes the built-in computer.
struct PlayerInfo {
    enum class Kind { Human, Computer, Engine };
    Kind kind = Kind::Human;
    int level = 3; // 1-10, for the built-in computer
    QString name;  // may be empty
    // An external engine: its name as it gives it ("id name"), which names it among the
    // engines added (EngineRegistry), and its executable (empty: the one added under that
    // name).
    QString engine;
    QString enginePath;

    static PlayerInfo human(QString name = QString());
    static PlayerInfo computer(int level, QString name = QString());
    static PlayerInfo external(QString engine, QString path = QString(), QString name = QString());
    // A program plays this side: the built-in computer or an engine.
    bool isProgram() const { return kind != Kind::Human; }
    bool operator==(const PlayerInfo&) const = default;
};

struct GameInfo {
    PlayerInfo players[2];
    bool gyoku[2] = {true, false}; // King drawings: 玉 for Sente, 王 for Gote by default
    QString handicap;              // Handicap tag ("+R +B"), empty for an even game
    TimeControl timeControl;
    // The rule for illegal moves chosen for this game: false, the official rule (an illegal
    // move loses); true, the friendly one (the move is refused with the reason). Saved as the
    // extra tag [IllegalMoveRule "friendly"]; without it a record follows the official rule.
    bool refuseIllegal = false;
    QDate date = QDate::currentDate();
    QString event;
    // The mover's main time left after each ply of the game (-1 = unknown).
    std::vector<qint64> clocks;
    // The side to move's main time left at the moment of writing, in the middle of its move
    // (-1 = not recorded): the autosave keeps the time a crash would otherwise give back.
    qint64 moverClock = -1;

    // The main time side s had left after the first `plies` plies of the main line
    // (firstMover played ply 0): its last recorded reading, else the full main time.
    qint64 clockAfter(Side s, int plies, Side firstMover) const;
    // Sets both sides' clocks as the record left them: the last reading of each side, and
    // for the side to move of an unfinished game the time its move had already used.
    void restoreClocks(GameClock& clock, const Game& game) const;
};

// The name a record gives a player left unnamed, in the interface language: the side for a
// human ("Sente", "先手"), the level for the built-in computer ("Computer, level 3"), the
// engine's own name for an external engine.
QString defaultPlayerName(Side s, const PlayerInfo& player);
// Writes info and game into record (tags, moves, result, [%clk] annotations). An unnamed
// player is written with defaultPlayerName; the reason of an illegal final move, in the
// interface language, unless the record already has its own words for it.
void storeGame(Record& record, const GameInfo& info, const Game& game);
// Reads the info back; names default to empty (a side's name, or the default name of the
// player in the interface language, reads as no name), unknown tags are ignored.
GameInfo gameInfoFromRecord(const Record& record);

} // namespace ogi
