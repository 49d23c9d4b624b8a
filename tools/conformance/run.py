#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a USI engine against Ōgi's conformance cases (docs/conformance/cases.tsv) and prints
what differs: per case the missing and extra legal moves and the wrong perft counts, then a
summary line. Exit status 0 only when every case the protocol can express passes.

    tools/conformance/run.py build/app/ogi-engine/ogi-engine
    tools/conformance/run.py --fsf-variant-path /path/to/ogi.ini /usr/games/fairy-stockfish

The engine is asked only what the protocol expresses: `position ... moves ...` and
`go perft N` (one `<move>: <count>` line per legal move, then `Nodes searched: <total>`).
Legal move sets, perft counts, illegal moves (absent from the list after the history) and
the end of the game (King captured or no legal move: an empty list) are checked that way;
draw claims, SFEN and human-form writing, check states and unreadable positions are left to
the rules library's test (tests/rules/tst_conformance.cpp). When a perft count is wrong, the
reference rules of refrules.py point at the first level where the engine's moves differ.

With --fsf-variant-path the engine is Fairy-Stockfish speaking UCI with a variant file:
positions become its FEN (Sente = White, hands in [...] after the board), drops its `R@e5`,
and a promoted piece in hand the piece that moves like it (G, H, D). What its notation
cannot hold (a promoted Princess, the King's privilege) is reported as not expressible.
"""

import argparse
import os
import queue
import subprocess
import sys
import threading

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import refrules  # noqa: E402  (the Fairy-Stockfish adapter and the perft hints)

DEFAULT_CASES = os.path.normpath(
    os.path.join(HERE, "..", "..", "docs", "conformance", "cases.tsv")
)
KINDS = (
    "moves",
    "perft",
    "legal",
    "illegal",
    "unreadable",
    "result",
    "claim",
    "sfen",
    "human",
    "check",
    "badsfen",
)
PROTOCOL_KINDS = ("moves", "perft", "legal", "illegal", "unreadable", "result")


class CaseFileError(Exception):
    pass


class Case:
    def __init__(self, fields, where):
        self.id, self.clause, self.position, history, self.kind, self.expected = fields
        self.history = [] if history == "-" else history.split()
        self.where = where


def read_cases(path):
    """The cases of a file in the format of docs/conformance/README.md."""
    cases = []
    seen = set()
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            where = "%s:%d" % (path, number)
            fields = line.split("\t")
            if len(fields) != 6:
                raise CaseFileError(
                    "%s: %d fields, expected 6 (tab-separated)" % (where, len(fields))
                )
            case = Case(fields, where)
            if case.kind not in KINDS:
                raise CaseFileError("%s: unknown check '%s'" % (where, case.kind))
            if case.id in seen:
                raise CaseFileError("%s: case id '%s' used twice" % (where, case.id))
            seen.add(case.id)
            cases.append(case)
    return cases


class EngineError(Exception):
    pass


class Engine:
    """An engine process: lines in, lines out, with a time limit on every wait."""

    def __init__(self, argv, timeout):
        self.argv = argv
        self.timeout = timeout
        try:
            self.proc = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                encoding="utf-8",
                errors="replace",
                bufsize=1,
            )
        except OSError as e:
            raise EngineError("cannot start %s: %s" % (argv[0], e))
        self.lines = queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for line in self.proc.stdout:
            self.lines.put(line.rstrip("\r\n"))
        self.lines.put(None)

    def send(self, line):
        try:
            self.proc.stdin.write(line + "\n")
            self.proc.stdin.flush()
        except (BrokenPipeError, OSError):
            raise EngineError("the engine stopped reading (exit status %s)" % self.proc.poll())

    def read_until(self, done):
        """Lines up to and including the first one for which done(line) holds."""
        got = []
        while True:
            try:
                line = self.lines.get(timeout=self.timeout)
            except queue.Empty:
                raise EngineError(
                    "no answer within %g s (last line: %r)" % (self.timeout, got[-1:])
                )
            if line is None:
                self.proc.wait()
                raise EngineError("the engine exited (status %s)" % self.proc.returncode)
            got.append(line)
            if done(line):
                return got

    def close(self):
        """Ends the engine; its exit status (a sanitizer's report makes it non-zero)."""
        try:
            self.send("quit")
            self.proc.stdin.close()
            return self.proc.wait(timeout=self.timeout)
        except (EngineError, subprocess.TimeoutExpired):
            self.proc.kill()
            self.proc.wait()
            return None


class NotExpressible(Exception):
    pass


class OgiDialect:
    """Our USI dialect (core/usi/README.md): SFEN and machine-form moves as they are."""

    name = "USI"

    def start(self, engine):
        engine.send("usi")
        engine.read_until(lambda l: l == "usiok")
        engine.send("isready")
        engine.read_until(lambda l: l == "readyok")

    def position_command(self, case):
        if case.position == "startpos":
            text = "position startpos"
        else:
            text = "position sfen " + case.position
        if case.history:
            text += " moves " + " ".join(case.history)
        return text

    def check_position(self, engine, case, said):
        # The dialect reports a move it refused as "info string error: ..." (core/usi/README.md).
        errors = [l for l in said if l.startswith("info string error")]
        if errors:
            return "the engine refused the position: " + errors[0]
        return None

    def to_ogi(self, case, move):
        return move


class FsfAdapter:
    """Fairy-Stockfish with a variant file: UCI, its FEN and its move notation."""

    name = "Fairy-Stockfish"
    HAND_PROMOTED = {"+P": "G", "+S": "G", "+N": "G", "+L": "G", "+B": "H", "+R": "D"}

    def __init__(self, variant_path, variant):
        self.variant_path = variant_path
        self.variant = variant

    def start(self, engine):
        engine.send("uci")
        engine.read_until(lambda l: l == "uciok")
        engine.send("setoption name VariantPath value " + self.variant_path)
        engine.send("setoption name UCI_Variant value " + self.variant)
        engine.send("isready")
        engine.read_until(lambda l: l == "readyok")

    def fen(self, pos):
        rows = refrules.to_sfen(pos).split()[0]
        if "+I" in rows.upper():
            raise NotExpressible("a promoted Princess on the board")
        hand = ""
        for side in (refrules.SENTE, refrules.GOTE):
            for kind, n in sorted(pos.hands[side].items()):
                if kind == "+I":
                    raise NotExpressible("a promoted Princess in hand")
                letter = self.HAND_PROMOTED.get(kind, kind)
                hand += (letter if side == refrules.SENTE else letter.lower()) * n
        return "%s[%s] %s - - 0 1" % (rows, hand, "wb"[pos.side])

    def game(self, case):
        try:
            game = refrules.Game(refrules.parse_sfen(case.position))
        except refrules.RulesError as e:
            raise NotExpressible("unreadable position: %s" % e)
        moves = []
        for m in case.history:
            if m.endswith("^"):
                raise NotExpressible("the King's privilege (%s) in the history" % m)
            moves.append(self.move_to_fsf(game.pos, m))
            try:
                game.play(m)
            except refrules.RulesError as e:
                raise NotExpressible("an illegal history: %s" % e)
        return game, moves

    def move_to_fsf(self, pos, move):
        if "*" in move:
            kind, to = move.split("*")
            letter = self.HAND_PROMOTED.get(kind, kind)
            if kind == "+I":
                raise NotExpressible("a promoted Princess dropped")
            return letter + "@" + to
        return move

    def position_command(self, case):
        game, moves = self.game(case)
        text = "position fen " + self.fen(refrules.parse_sfen(case.position))
        self.fen(game.pos)  # what cannot be written after the history is not expressible either
        if moves:
            text += " moves " + " ".join(moves)
        return text

    def check_position(self, engine, case, said):
        """Fairy-Stockfish passes over a history move it finds illegal, and keeps the position
        before it: compare its board with the one the history leads to."""
        if not case.history:
            return None
        engine.send("d")
        engine.send("isready")
        lines = engine.read_until(lambda l: l == "readyok")
        fen = next((l[5:].strip() for l in lines if l.startswith("Fen: ")), "")
        game, _ = self.game(case)
        if same_fen(fen, self.fen(game.pos)):
            return None
        replay = refrules.Game(refrules.parse_sfen(case.position))
        for number, move in enumerate(case.history, 1):
            if same_fen(fen, self.fen(replay.pos)):
                return "Fairy-Stockfish stopped at history move %d, %s (its position: %s)" % (
                    number,
                    move,
                    fen,
                )
            replay.play(move)
        return "Fairy-Stockfish's position after the history differs: %s, expected %s" % (
            fen,
            self.fen(game.pos),
        )

    def to_ogi(self, case, move):
        if "@" not in move:
            return move
        letter, to = move.split("@")
        if letter in "GHD":
            game, _ = self.game(case)
            kinds = [k for k, v in self.HAND_PROMOTED.items() if v == letter]
            held = [k for k in kinds if game.pos.hands[game.pos.side].get(k)]
            if len(held) != 1:
                return move  # several Ōgi pieces behind one Fairy-Stockfish drop: left as said
            return held[0] + "*" + to
        return letter.upper() + "*" + to


def same_fen(a, b):
    """Board, hands (in any order) and side to move agree. A promoted piece may be written as
    the piece that moves like it (a Gold dropped from hand stays a Gold on Fairy-Stockfish's
    board)."""

    def parts(fen):
        board, _, rest = fen.partition("[")
        hand, _, tail = rest.partition("]")
        for promoted, letter in FsfAdapter.HAND_PROMOTED.items():
            board = board.replace(promoted, letter).replace(promoted.lower(), letter.lower())
        return board, "".join(sorted(hand)), tail.split()[:1]

    return parts(a) == parts(b)


def listing(moves, at_most=24):
    moves = sorted(moves)
    if len(moves) <= at_most:
        return " ".join(moves)
    return "%s ... (%d in all)" % (" ".join(moves[:at_most]), len(moves))


def set_diff(want, got):
    out = []
    if want - got:
        out.append("missing: " + listing(want - got))
    if got - want:
        out.append("extra: " + listing(got - want))
    return out


def reference_diff(game, moves):
    """The moves an engine lists that the reference rules do not, and the other way round."""
    return set_diff(set(game.legal_moves()), moves)


def reference_game(case):
    game = refrules.Game(refrules.parse_sfen(case.position))
    for m in case.history:
        game.play(m)
    return game


class Runner:
    def __init__(self, argv, dialect, timeout):
        self.argv = argv
        self.dialect = dialect
        self.timeout = timeout
        self.engine = None
        self.cache = {}

    def ensure_engine(self):
        if self.engine is None:
            self.engine = Engine(self.argv, self.timeout)
            self.dialect.start(self.engine)

    def drop_engine(self):
        if self.engine is not None:
            self.engine.proc.kill()
            self.engine.proc.wait()
            self.engine = None

    def perft(self, case, depth):
        """(moves {move: count}, total) for the case's position, or raises."""
        key = (case.position, tuple(case.history), depth)
        if key in self.cache:
            return self.cache[key]
        command = self.dialect.position_command(case)
        self.ensure_engine()
        try:
            e = self.engine
            e.send(command)
            e.send("isready")
            said = e.read_until(lambda l: l == "readyok")
            problem = self.dialect.check_position(e, case, said)
            if problem:
                raise EngineError(problem)
            e.send("go perft %d" % depth)
            lines = e.read_until(lambda l: l.startswith("Nodes searched"))
            e.send("isready")
            e.read_until(lambda l: l == "readyok")
        except EngineError as err:
            if self.engine is not None and self.engine.proc.poll() is not None:
                self.drop_engine()
            elif "no answer" in str(err):
                self.drop_engine()
            raise
        moves = {}
        for line in lines[:-1]:
            move, sep, count = line.partition(": ")
            if sep and count.strip().isdigit() and " " not in move:
                moves[self.dialect.to_ogi(case, move)] = int(count)
        total = int(lines[-1].split(":")[1])
        self.cache[key] = (moves, total)
        return moves, total

    def explain(self, case, depth, counts):
        """Where a wrong perft count comes from, by the reference rules of refrules.py (a hint:
        the case's counts are the expectation): the moves that differ at the first level,
        else the first move below which the counts differ, followed down to its move list."""
        try:
            game = reference_game(case)
        except refrules.RulesError:
            return []
        path = []
        while True:
            diff = reference_diff(game, set(counts))
            if diff or depth == 1:
                return ["below %s: %s" % (" ".join(path), d) if path else d for d in diff]
            for move in sorted(counts):
                child, _, _, _ = refrules.apply(game.pos, move)
                pair = (move, child.key())
                game.played.add(pair)
                want = refrules.perft(child, game.played, depth - 1)
                game.played.discard(pair)
                if want != counts[move]:
                    break
            else:
                return []
            game.play(move)
            path.append(move)
            depth -= 1
            fields = [case.id, case.clause, case.position, " ".join(case.history + path)]
            below = Case(fields + ["perft", ""], case.where)
            try:
                counts = self.perft(below, depth)[0]
            except (EngineError, NotExpressible) as e:
                return ["below %s: %s" % (" ".join(path), e)]

    def check(self, case):
        """A list of differences (empty: the case passes)."""
        if case.kind == "perft":
            out = []
            for depth, want in enumerate(case.expected.split(), 1):
                moves, total = self.perft(case, depth)
                if total != int(want):
                    explained = any(not line.startswith("perft") for line in out)
                    out.append("perft %d: expected %s, engine %d" % (depth, want, total))
                    if not explained:
                        out += self.explain(case, depth, moves)
            return out
        moves = set(self.perft(case, 1)[0])
        if case.kind == "moves":
            want = set() if case.expected == "-" else set(case.expected.split())
            return set_diff(want, moves)
        if case.kind == "legal":
            missing = [m for m in case.expected.split() if m not in moves]
            return ["missing: " + " ".join(missing)] if missing else []
        if case.kind in ("illegal", "unreadable"):
            move = case.expected.split()[0]
            return ["listed as legal: %s (%s)" % (move, case.expected)] if move in moves else []
        if case.kind == "result":
            over = case.expected != "none"
            if over and moves:
                return [
                    "game should be over (%s), engine lists %d moves" % (case.expected, len(moves))
                ]
            if not over and not moves:
                return ["game should go on, engine lists no move"]
            return []
        raise AssertionError(case.kind)


def main():
    parser = argparse.ArgumentParser(
        description="Run a USI engine against Ōgi's conformance cases and print what differs."
    )
    parser.add_argument("engine", nargs=argparse.REMAINDER, help="the engine's command line")
    parser.add_argument("--cases", default=DEFAULT_CASES, help="case file (default: %(default)s)")
    parser.add_argument(
        "--fsf-variant-path",
        metavar="INI",
        help="the engine is Fairy-Stockfish: load this variant file and speak its notation",
    )
    parser.add_argument(
        "--variant", default="ogi", help="UCI_Variant with --fsf-variant-path (default: ogi)"
    )
    parser.add_argument(
        "--only",
        action="append",
        default=[],
        metavar="PREFIX",
        help="only the cases whose id starts with PREFIX (may be repeated)",
    )
    parser.add_argument(
        "--timeout", type=float, default=60, help="seconds to wait for an answer (default: 60)"
    )
    parser.add_argument(
        "-v", "--verbose", action="store_true", help="also list the cases passed or skipped"
    )
    args = parser.parse_args()
    if not args.engine:
        parser.error("the engine's command line is missing")

    try:
        cases = read_cases(args.cases)
    except (OSError, CaseFileError) as e:
        print("run.py: %s" % e, file=sys.stderr)
        return 2
    if args.only:
        cases = [c for c in cases if any(c.id.startswith(p) for p in args.only)]

    if args.fsf_variant_path:
        dialect = FsfAdapter(args.fsf_variant_path, args.variant)
    else:
        dialect = OgiDialect()
    runner = Runner(args.engine, dialect, args.timeout)
    passed = failed = 0
    not_protocol = []
    not_expressible = []
    try:
        runner.ensure_engine()
    except EngineError as e:
        runner.drop_engine()
        print("run.py: %s" % e, file=sys.stderr)
        return 2
    for case in cases:
        if case.kind not in PROTOCOL_KINDS:
            not_protocol.append(case)
            if args.verbose:
                print("skip %s: '%s' is left to the rules library" % (case.id, case.kind))
            continue
        try:
            diffs = runner.check(case)
        except NotExpressible as e:
            not_expressible.append((case, str(e)))
            print(
                "SKIP %s [%s]: not expressible for %s: %s" % (case.id, case.clause, dialect.name, e)
            )
            continue
        except EngineError as e:
            diffs = [str(e)]
        if diffs:
            failed += 1
            print("FAIL %s [%s] (%s)" % (case.id, case.clause, case.kind))
            for d in diffs:
                print("    " + d)
        else:
            passed += 1
            if args.verbose:
                print("pass %s" % case.id)
    if runner.engine is not None:
        status = runner.engine.close()
        if status != 0:
            failed += 1
            print("FAIL the engine did not end cleanly after quit (exit status %s)" % status)
    print(
        "%d cases: %d passed, %d failed, %d not expressible for %s, %d left to the rules library "
        "(%s)"
        % (
            len(cases),
            passed,
            failed,
            len(not_expressible),
            dialect.name,
            len(not_protocol),
            ", ".join(sorted({c.kind for c in not_protocol})) or "none",
        )
    )
    return 0 if failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
