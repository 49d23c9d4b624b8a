// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Score scale of the search, shared by the evaluation, the transposition table and the
// protocol layers.
#pragma once

namespace ogi::ai {

// Scores are centipawns from the side to move's point of view. Capturing the enemy King is
// the win: a King capture made at ply p (p = 0 at the root) scores ScoreMate - p, so the
// shortest win scores highest and the longest loss least badly.
constexpr int MaxPly = 128;
constexpr int ScoreInfinite = 32000;
constexpr int ScoreMate = 30000;
constexpr int ScoreMateBound = ScoreMate - 2 * MaxPly; // |score| >= this: a forced result
constexpr int ScoreDraw = 0;

constexpr bool isMateScore(int s) {
    return s >= ScoreMateBound || s <= -ScoreMateBound;
}

// Plies until the King capture, counting the capturing move: positive when the side to
// move captures, negative when its King is captured (the USI "mate <n>" value).
constexpr int matePlies(int s) {
    return s > 0 ? ScoreMate - s + 1 : -(ScoreMate + s + 1);
}

} // namespace ogi::ai
