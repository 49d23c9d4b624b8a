#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Confirms every expectation of the conformance cases with the reference rules of
refrules.py, an implementation written apart from core/rules: legal move sets, perft counts,
why a move is illegal, how the game ended, the draw claim, the SFEN and the human-form moves
written, the check state, the positions that must be refused. With tst_conformance (the rules
library) and run.py (ogi-engine) agreeing too, each expectation is that of two
implementations.

    tools/conformance/confirm.py [--cases FILE] [--only PREFIX]

Prints each disagreement and a summary line; exit status 0 when all agree. About 7 s of
one core.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import refrules as R  # noqa: E402
from run import DEFAULT_CASES, CaseFileError, read_cases  # noqa: E402


def confirm(case):
    """What the reference rules find, in the case's expectation format."""
    if case.kind == "badsfen":
        try:
            R.parse_sfen(case.position)
        except R.RulesError:
            return "-"
        return "read without error"
    game = R.Game(R.parse_sfen(case.position))
    for move in case.history:
        game.play(move)
    if case.kind == "moves":
        return " ".join(sorted(game.legal_moves())) or "-"
    if case.kind == "perft":
        depths = range(1, len(case.expected.split()) + 1)
        return " ".join(
            str(0 if game.ending else R.perft(game.pos, set(game.played), d)) for d in depths
        )
    if case.kind == "legal":
        legal = set(game.legal_moves())
        return " ".join(m if m in legal else "(%s illegal)" % m for m in case.expected.split())
    if case.kind == "illegal":
        move = case.expected.split()[0]
        return "%s %s" % (move, "no-king" if game.ending else game.why_illegal(move))
    if case.kind == "unreadable":
        why = R.classify(game.pos, case.expected)
        if why == "unreadable":
            return case.expected
        return "%s read as a move (%s)" % (case.expected, why)
    if case.kind == "result":
        if not game.ending:
            return "none"
        how, winner = game.ending
        return "%s %s" % (how.replace(" ", "-"), "sente" if winner == R.SENTE else "gote")
    if case.kind == "claim":
        return "yes" if game.can_claim_draw() else "no"
    if case.kind == "sfen":
        fields = case.position.split()
        first = int(fields[3]) if len(fields) == 4 else 1
        return R.to_sfen(game.pos, first + len(case.history))
    if case.kind == "human":
        move = case.expected.split()[0]
        if move not in game.legal_moves():
            return "%s is not legal" % move
        return "%s %s" % (move, R.human(game.pos, move))
    if case.kind == "check":
        return R.check_state(game)
    raise AssertionError(case.kind)


def main():
    parser = argparse.ArgumentParser(description="Confirm the conformance cases, refrules.py.")
    parser.add_argument("--cases", default=DEFAULT_CASES, help="case file (default: %(default)s)")
    parser.add_argument("--only", action="append", default=[], metavar="PREFIX")
    args = parser.parse_args()
    try:
        cases = read_cases(args.cases)
    except (OSError, CaseFileError) as e:
        print("confirm.py: %s" % e, file=sys.stderr)
        return 2
    if args.only:
        cases = [c for c in cases if any(c.id.startswith(p) for p in args.only)]
    wrong = 0
    for case in cases:
        try:
            got = confirm(case)
        except R.RulesError as e:
            got = "error: %s" % e
        if got != case.expected:
            wrong += 1
            print("DIFFER %s (%s)" % (case.id, case.kind))
            print("    file:     %s\n    refrules: %s" % (case.expected, got))
    confirmed = len(cases) - wrong
    print("%d cases: %d confirmed by refrules.py, %d differ" % (len(cases), confirmed, wrong))
    return 0 if wrong == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
