// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Handicaps the Ōgi way (RULES.md §9): the weaker side starts with chosen pieces already
// promoted. A handicap is the set of the weaker side's start squares whose pieces begin
// promoted; the presets of the new-game dialog are named sets of that kind.
#pragma once

#include "rules/position.h"

#include <QString>

#include <array>
#include <vector>

namespace ogi {

// In the order of their measured values, smallest first, at every level (docs/handicaps.tsv:
// +R is worth less than +B at each strength measured).
enum class HandicapPreset {
    Even,
    Rook,                      // +R
    Bishop,                    // +B
    RookBishop,                // +R +B
    RookBishopPrincess,        // +R +B +I
    RookBishopPrincessSilvers, // +R +B +I +S +S
    AllButPawns,               // every piece but the Pawns
    Custom,
};
constexpr int HandicapPresetCount = int(HandicapPreset::Custom) + 1;
// The named presets, smallest first (Custom, which is no fixed set, left out).
constexpr std::array<HandicapPreset, HandicapPresetCount - 1> handicapPresets = {
    HandicapPreset::Even,
    HandicapPreset::Rook,
    HandicapPreset::Bishop,
    HandicapPreset::RookBishop,
    HandicapPreset::RookBishopPrincess,
    HandicapPreset::RookBishopPrincessSilvers,
    HandicapPreset::AllButPawns,
};

struct Handicap {
    Side weaker = Sente;
    Bitboard promoted = 0; // start squares (of the weaker side) whose pieces start promoted

    // The squares of a preset for the weaker side (Custom and Even: none).
    static Bitboard presetSquares(HandicapPreset preset, Side weaker);
    static Handicap fromPreset(HandicapPreset preset, Side weaker = Sente);
    // The preset these squares make, or Custom.
    HandicapPreset preset() const;
    // The same handicap given to `side` instead: a preset stays that preset; otherwise each
    // promoted piece is the piece of the same type on the square turned half round, or (the
    // Princess, whose turned square holds the other King) that side's piece of its type.
    Handicap forSide(Side side) const;
    // The types of the pieces that start promoted, by importance (R, B, I, then the others),
    // once per piece: two promoted Pawns give two entries.
    std::vector<PieceType> pieces() const;

    // The initial position with the chosen pieces promoted; Sente moves first.
    Position startPosition() const;
    // The Handicap tag value: promoted pieces by importance ("+R +B"); empty for even.
    QString tagText() const;
    bool operator==(const Handicap&) const = default;
};

// The squares the weaker side's pieces start on (every piece but the King).
Bitboard handicapCandidates(Side weaker);
// A translated name for a preset ("Rook and Bishop promoted (+R +B)").
QString handicapPresetName(HandicapPreset preset);
// A translated name for a handicap: the preset's name when it is one, otherwise the pieces
// in the interface language ("Promoted at the start: Rook and Silver ×2"); the even game's
// name when nothing is promoted.
QString handicapName(const Handicap& handicap);
// A translated name for a Handicap tag: the preset's name when it is one, otherwise the
// pieces in the interface language ("Promoted at the start: Rook and Silver"), or the tag as
// it is when it names no pieces.
QString handicapTagName(const QString& tag);

} // namespace ogi
