// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons' own words about the rules: what a move broke, said as a teacher would, in the
// interface language. A stage may say it its own way instead (LessonStage::illegalNotes).
#pragma once

#include "rules/position.h"

#include <QString>

namespace ogi::lessontexts {

// Why the attempt m in pos breaks the rules, with the rule itself ("The Silver steps one
// square forward or diagonally..."). m may be any attempt; why is pos's verdict on it.
QString illegalExplanation(const Position& pos, Move m, Illegal why);
// How a piece moves, one sentence (for a move it cannot make).
QString howItMoves(PieceType type, bool promoted);
// Said under every rule explanation in a lesson.
QString illegalReminder();
// A move of a piece the stage is not about.
QString wrongPiece();

} // namespace ogi::lessontexts
