// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/evaluation.h"

#include "ai/score.h"
#include "rules/position.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string_view>

namespace ogi {

Evaluation Evaluation::fromSearch(int score, Side sideToMove) {
    Evaluation e;
    const bool sente = sideToMove == Sente;
    if (ai::isMateScore(score)) {
        const int plies = ai::matePlies(score); // > 0: the side to move captures
        e.isMate = true;
        e.matePlies = std::abs(plies);
        e.senteMates = (plies > 0) == sente;
    } else {
        e.centipawns = sente ? score : -score;
    }
    return e;
}

std::string Evaluation::text() const {
    if (!isMate) return std::to_string(centipawns);
    return (senteMates ? "#" : "#-") + std::to_string(matePlies);
}

int Evaluation::clampedCentipawns() const {
    if (isMate) return senteMates ? MateCentipawns : -MateCentipawns;
    return std::clamp(centipawns, -MateCentipawns, MateCentipawns);
}

double Evaluation::graphValue() const {
    if (isMate) return senteMates ? 1.0 : -1.0;
    return 2.0 / (1.0 + std::exp(-double(centipawns) / 400.0)) - 1.0;
}

double senteWinChance(const Evaluation& e, const Position& pos, ai::EvalKind kind) {
    if (e.isMate) return e.senteMates ? 1.0 : 0.0;
    // The model speaks for the side to move: its win, and half of the draw between.
    const ai::WinLogistic model = ai::winLogistic(ai::gameStage(pos), kind);
    const bool sente = pos.sideToMove() == Sente;
    const double score = sente ? e.centipawns : -e.centipawns;
    const double win = ai::winChance(score, model), loss = ai::winChance(-score, model);
    const double mover = win + (1.0 - win - loss) / 2;
    return sente ? mover : 1.0 - mover;
}

std::optional<Evaluation> Evaluation::parse(const std::string& text) {
    Evaluation e;
    std::string_view s = text;
    if (!s.empty() && s.front() == '#') {
        s.remove_prefix(1);
        e.isMate = true;
        if (!s.empty() && (s.front() == '-' || s.front() == '+')) {
            e.senteMates = s.front() == '+';
            s.remove_prefix(1);
        }
    }
    bool negative = false;
    if (!e.isMate && !s.empty() && (s.front() == '-' || s.front() == '+')) {
        negative = s.front() == '-';
        s.remove_prefix(1);
    }
    if (s.empty() || s.size() > 6) return std::nullopt;
    int value = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (e.isMate)
        e.matePlies = value;
    else
        e.centipawns = negative ? -value : value;
    return e;
}

} // namespace ogi
