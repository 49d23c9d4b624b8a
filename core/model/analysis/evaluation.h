// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Evaluation: how good a position is, from Sente's view, as the program shows and records it;
// AiInfo: what a search reports as it goes (AiWorker::info).
#pragma once

#include "ai/winchance.h"
#include "rules/types.h"

#include <QtGlobal>

#include <optional>
#include <string>
#include <vector>

namespace ogi {

class Position;

// An evaluation from Sente's view: centipawns, or a forced King capture in |mate| plies
// (positive: Sente captures). Text form as in records: "35", "-120", "#5", "#-3"; a decided
// game (King already captured) is "#0" for Sente, "#-0" for Gote.
struct Evaluation {
    int centipawns = 0;
    bool isMate = false;
    int matePlies = 0;
    bool senteMates = true; // with isMate: which side captures

    // A search score (centipawns or a mate score for the side to move, ai/score.h) seen
    // from Sente's side: the one place where the side to move's view becomes Sente's.
    static Evaluation fromSearch(int score, Side sideToMove);

    std::string text() const;
    // A value in [-1, 1] for graphs: a compressed scale (logistic in centipawns) that keeps
    // small differences visible and large ones bounded; mates are ±1.
    double graphValue() const;
    // Centipawns for comparisons, mates clamped to ±MateCentipawns.
    int clampedCentipawns() const;
    static constexpr int MateCentipawns = 5000;
    static std::optional<Evaluation> parse(const std::string& text);
    bool operator==(const Evaluation&) const = default;
};

// The evaluation whose scores the program's own analysis gives (BuiltinAnalysisEngine): its
// win-chance model reads every score the program shows as a chance of winning, an external
// engine's too unless the engine says its own chances (USI "wdl").
inline constexpr ai::EvalKind AnalysisEvalKind = ai::EvalKind::Network;

// Sente's chance of winning, from 0 to 1, for an evaluation of `pos` by `kind` (the program's
// analysis unless said): the win-chance model at the position's stage (ai/winchance.h,
// docs/winchance.md); a mate, or a King already captured, is a certain win or loss.
double senteWinChance(const Evaluation& e, const Position& pos,
                      ai::EvalKind kind = AnalysisEvalKind);

// One progress report of a search (after each iteration, one per line when several lines
// are searched): the depth reached, the evaluation from Sente's view, the principal variation
// from the searched position, and which line it is (1: the best; SearchLimits::multiPV).
struct AiInfo {
    int depth = 0;
    Evaluation eval;
    std::vector<Move> pv;
    qint64 nodes = 0;
    qint64 nps = 0;
    int multipv = 1;
    // Sente's chance of winning in per mille, as an external engine said it (its "wdl": the
    // win and half the draw); -1 when it did not (the model reads the score).
    int senteWinPermille = -1;
};

} // namespace ogi
