// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The engine's evaluation: the terms of evalterms.h with a trace that records nothing.
#include "eval.h"

#include "evalterms.h"

namespace ogi::ai {

int boardValue(int kind) {
    return eval::weight(eval::BoardValue, kind & 15);
}

int handValue(int kind) {
    return eval::weight(eval::HandValue, kind & 15);
}

int evaluate(const Position& pos, const EvalOptions& options) {
    eval::NoTrace trace;
    return eval::evaluate(pos, options, trace);
}

} // namespace ogi::ai
