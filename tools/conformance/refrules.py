# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""A second, deliberately plain implementation of the rules of Ōgi (RULES.md §1-§8), written
from the rules text alone and sharing nothing with core/rules: no bitboards, no hashing, no
move encoding. The conformance suite's expectations are confirmed against it (confirm.py), so
that every expected move set, perft count and adjudication is the agreement of two
implementations. It favours being obviously right over being fast.

Squares are (file, rank) pairs, 0-based: a1 = (0, 0), h8 = (7, 7). A piece is (side, kind),
side 0 for Sente and 1 for Gote, kind a letter with '+' before it when promoted ('P', '+P').
Moves are their machine-form text (RULES.md §8).
"""

SENTE, GOTE = 0, 1
TYPES = "IRBSNLP"  # what a hand can hold, in the canonical order of RULES.md §8
GOLD = ((0, 1), (-1, 1), (1, 1), (-1, 0), (1, 0), (0, -1))
KNIGHT_JUMPS = ((1, 2), (2, 1), (-1, 2), (-2, 1), (1, -2), (2, -1), (-1, -2), (-2, -1))
DIAGONALS = ((1, 1), (1, -1), (-1, 1), (-1, -1))
ORTHOGONALS = ((0, 1), (0, -1), (1, 0), (-1, 0))
ALL_EIGHT = DIAGONALS + ORTHOGONALS

# Each kind: (steps, slides, jumps), directions written for Sente (forward = rank + 1).
MOVES = {
    "K": (ALL_EIGHT, (), ()),
    "I": ((), DIAGONALS, KNIGHT_JUMPS),
    "+I": (ORTHOGONALS, DIAGONALS, KNIGHT_JUMPS),
    "R": ((), ORTHOGONALS, ()),
    "+R": (DIAGONALS, ORTHOGONALS, ()),
    "B": ((), DIAGONALS, ()),
    "+B": (ORTHOGONALS, DIAGONALS, ()),
    "S": (((0, 1), (-1, 1), (1, 1), (-1, -1), (1, -1)), (), ()),
    "+S": (GOLD, (), ()),
    "+N": (GOLD, (), ()),
    "+L": (GOLD, (), ()),
    "+P": (GOLD, (), ()),
    "N": ((), (), ((-1, 2), (1, 2))),
    "L": ((), ((0, 1),), ()),
    "P": (((0, 1),), (), ()),
}


class RulesError(ValueError):
    pass


def square_name(sq):
    return "abcdefgh"[sq[0]] + str(sq[1] + 1)


def parse_square(text):
    if len(text) != 2 or text[0] not in "abcdefgh" or text[1] not in "12345678":
        return None
    return ("abcdefgh".index(text[0]), int(text[1]) - 1)


def in_zone(side, sq):
    return sq[1] >= 5 if side == SENTE else sq[1] <= 2


def ranks_from_end(side, sq):
    """0 on the side's last rank, 1 on the one before, ..."""
    return 7 - sq[1] if side == SENTE else sq[1]


class Pos:
    """A position: board {square: (side, kind)}, two hands {kind: count}, side to move."""

    def __init__(self, board, hands, side):
        self.board = board
        self.hands = hands
        self.side = side

    def key(self):
        return (
            frozenset(self.board.items()),
            frozenset(self.hands[0].items()),
            frozenset(self.hands[1].items()),
            self.side,
        )

    def copy(self):
        return Pos(dict(self.board), [dict(self.hands[0]), dict(self.hands[1])], self.side)

    def has_king(self, side):
        return (side, "K") in self.board.values()


def parse_sfen(text):
    fields = text.split()
    if fields and fields[0] == "startpos":
        fields = "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b -".split()
    if len(fields) not in (3, 4):
        raise RulesError("a position has 3 or 4 fields: " + text)
    rows = fields[0].split("/")
    if len(rows) != 8:
        raise RulesError("a board has 8 ranks: " + fields[0])
    board = {}
    for i, row in enumerate(rows):
        rank = 7 - i
        file = 0
        plus = False
        for c in row:
            if c == "+":
                plus = True
                continue
            if c.isdigit():
                file += int(c)
                continue
            kind = ("+" if plus else "") + c.upper()
            if kind not in MOVES:
                raise RulesError("unknown piece " + c)
            board[(file, rank)] = (SENTE if c.isupper() else GOTE, kind)
            file += 1
            plus = False
        if file != 8:
            raise RulesError("rank %d does not hold 8 squares" % (rank + 1))
    if fields[1] not in ("b", "w"):
        raise RulesError("side to move is b or w")
    hands = [{}, {}]
    if fields[2] != "-":
        count = ""
        plus = False
        for c in fields[2]:
            if c.isdigit():
                count += c
            elif c == "+":
                plus = True
            else:
                kind = ("+" if plus else "") + c.upper()
                if c.upper() not in TYPES:
                    raise RulesError("unknown hand piece " + c)
                side = SENTE if c.isupper() else GOTE
                hands[side][kind] = hands[side].get(kind, 0) + int(count or "1")
                count = ""
                plus = False
    # §2: one King a side, and no more pieces of a type than the two sides have together.
    for side in (SENTE, GOTE):
        if list(board.values()).count((side, "K")) > 1:
            raise RulesError("two Kings of one side")
    for t, per_side in zip(TYPES, (1, 1, 1, 2, 2, 2, 8)):
        total = sum(1 for _, kind in board.values() if kind.lstrip("+") == t)
        total += sum(n for hand in hands for kind, n in hand.items() if kind.lstrip("+") == t)
        if total > 2 * per_side:
            raise RulesError("%d pieces of type %s, more than %d" % (total, t, 2 * per_side))
    return Pos(board, hands, SENTE if fields[1] == "b" else GOTE)


def to_sfen(pos, ply=None):
    rows = []
    for rank in range(7, -1, -1):
        row = ""
        empty = 0
        for file in range(8):
            piece = pos.board.get((file, rank))
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            side, kind = piece
            row += kind if side == SENTE else kind.lower()
        if empty:
            row += str(empty)
        rows.append(row)
    hands = ""
    for side in (SENTE, GOTE):
        for t in TYPES:
            for kind in (t, "+" + t):
                n = pos.hands[side].get(kind, 0)
                if n:
                    hands += (str(n) if n > 1 else "") + (kind if side == SENTE else kind.lower())
    text = "/".join(rows) + " " + "bw"[pos.side] + " " + (hands or "-")
    return text if ply is None else text + " " + str(ply)


def targets(pos, sq):
    """Squares the piece on sq reaches, ignoring what stands on the last square."""
    side, kind = pos.board[sq]
    forward = 1 if side == SENTE else -1
    steps, slides, jumps = MOVES[kind]
    out = []
    for df, dr in steps + jumps:
        f, r = sq[0] + df, sq[1] + dr * forward
        if 0 <= f < 8 and 0 <= r < 8:
            out.append((f, r))
    for df, dr in slides:
        f, r = sq[0] + df, sq[1] + dr * forward
        while 0 <= f < 8 and 0 <= r < 8:
            out.append((f, r))
            if (f, r) in pos.board:
                break
            f, r = f + df, r + dr * forward
    return out


def promotion_allowed(side, kind, frm, to):
    return kind in TYPES and (in_zone(side, frm) or in_zone(side, to))


def promotion_mandatory(side, kind, to):
    last = ranks_from_end(side, to)
    return (kind in ("P", "L") and last == 0) or (kind == "N" and last <= 1)


def drop_allowed(side, kind, to):
    if kind == "P":
        return False
    if kind == "L":
        return ranks_from_end(side, to) > 0
    if kind == "N":
        return ranks_from_end(side, to) > 1
    return True


def pseudo_moves(pos):
    """Every move §4-§6 allow, as machine text; none when a King is missing."""
    if not (pos.has_king(SENTE) and pos.has_king(GOTE)):
        return []
    us = pos.side
    moves = []
    for frm, (side, kind) in list(pos.board.items()):
        if side != us:
            continue
        for to in targets(pos, frm):
            victim = pos.board.get(to)
            if victim is not None and victim[0] == us:
                continue
            text = square_name(frm) + square_name(to)
            if promotion_allowed(us, kind, frm, to):
                moves.append(text + "+")
                if not promotion_mandatory(us, kind, to):
                    moves.append(text)
            else:
                moves.append(text)
            if kind == "K" and victim is not None and victim[1].startswith("+"):
                moves.append(text + "^")
    for kind, n in pos.hands[us].items():
        if n <= 0:
            continue
        for f in range(8):
            for r in range(8):
                if (f, r) not in pos.board and drop_allowed(us, kind, (f, r)):
                    moves.append(kind + "*" + square_name((f, r)))
    return moves


def apply(pos, move):
    """The position after a move that pseudo_moves gave. Also returns whether it captured,
    whether the piece moved was an unpromoted Pawn, and whether it took a King."""
    new = pos.copy()
    us = pos.side
    captured = None
    pawn = False
    if "*" in move:
        kind, to = move.split("*")
        new.hands[us][kind] -= 1
        if not new.hands[us][kind]:
            del new.hands[us][kind]
        new.board[parse_square(to)] = (us, kind)
    else:
        frm, to = parse_square(move[0:2]), parse_square(move[2:4])
        side, kind = new.board.pop(frm)
        pawn = kind == "P"
        captured = new.board.get(to)
        if captured is not None and captured[1] != "K":
            hand_kind = captured[1] if move.endswith("^") else captured[1].lstrip("+")
            new.hands[us][hand_kind] = new.hands[us].get(hand_kind, 0) + 1
        new.board[to] = (side, "+" + kind if move.endswith("+") else kind)
    new.side = 1 - us
    return new, captured is not None, pawn, captured is not None and captured[1] == "K"


class Game:
    """A start position and the moves played: legality with the repetition rule, and the
    adjudications of RULES.md §7 (the game is over after a King capture or when the side to
    move has no legal move)."""

    def __init__(self, pos):
        self.pos = pos
        self.played = set()  # (move, key of the position it produced)
        self.quiet = 0  # plies since the last capture or unpromoted-Pawn move
        self.ending = None  # None, ("king captured", winner) or ("no legal move", winner)
        if not self.legal_moves():
            if pos.has_king(SENTE) != pos.has_king(GOTE):
                self.ending = ("king captured", SENTE if pos.has_king(SENTE) else GOTE)
            else:
                self.ending = ("no legal move", 1 - pos.side)

    def legal_moves(self):
        if self.ending:
            return []
        return without_repetitions(self.pos, pseudo_moves(self.pos), self.played)

    def why_illegal(self, move):
        """None if legal, else the reason of RULES.md §7 (the names used by cases.tsv)."""
        return classify(self.pos, move, self.played)

    def play(self, move):
        why = self.why_illegal(move)
        if why is not None:
            raise RulesError("move %s is illegal: %s" % (move, why))
        mover = self.pos.side
        self.pos, captured, pawn, king = apply(self.pos, move)
        self.played.add((move, self.pos.key()))
        self.quiet = 0 if captured or pawn else self.quiet + 1
        if king:
            self.ending = ("king captured", mover)
        elif not self.legal_moves():
            self.ending = ("no legal move", mover)

    def can_claim_draw(self):
        return self.ending is None and self.quiet >= 100


def human(pos, move):
    """The human form of RULES.md §8 for a move about to be played in pos: Pc3-c4, Bb2xf6+,
    Sc5-c6= (promotion possible and declined), Ke1xd2^, N*e4, +P*c5."""
    if "*" in move:
        return move
    frm, to = parse_square(move[0:2]), parse_square(move[2:4])
    side, kind = pos.board[frm]
    text = kind + move[0:2] + ("x" if to in pos.board else "-") + move[2:4]
    if move[4:5] == "+":
        text += "+"
    elif promotion_allowed(side, kind, frm, to) and not promotion_mandatory(side, kind, to):
        text += "="
    return text + ("^" if move.endswith("^") else "")


def in_check(pos, side):
    """Whether side's King could be taken by the opponent's next move (RULES.md §7: check is
    information only)."""
    king = next((sq for sq, piece in pos.board.items() if piece == (side, "K")), None)
    if king is None:
        return False
    them = pos.copy()
    them.side = 1 - side
    return any(
        "*" not in m and parse_square(m[2:4]) == king for m in pseudo_moves(them)
    )


def check_state(game):
    """'none', 'check' or 'checkmate' (in check, and every legal reply leaves the King
    capturable), for the side to move."""
    us = game.pos.side
    if game.ending or not in_check(game.pos, us):
        return "none"
    for m in game.legal_moves():
        after = apply(game.pos, m)[0]
        if not after.has_king(1 - us) or not in_check(after, us):
            return "check"
    return "checkmate"


def classify(pos, move, played=frozenset()):
    """Why a move written in machine form is illegal in pos, following RULES.md §7's list.
    'unreadable' for text that is not a move at all."""
    if not (pos.has_king(SENTE) and pos.has_king(GOTE)):
        return "no-king"
    us = pos.side
    if "*" in move:
        piece, _, rest = move.partition("*")
        asks_promotion = rest.endswith("+")
        if asks_promotion:
            rest = rest[:-1]
        to = parse_square(rest)
        if to is None or piece.lstrip("+") not in TYPES + "K" or not piece.lstrip("+").isupper():
            return "unreadable"
        if pos.hands[us].get(piece, 0) == 0:
            return "not-in-hand"
        if to in pos.board:
            return "drop-on-occupied"
        if asks_promotion:
            return "promotion-not-allowed"
        if not drop_allowed(us, piece, to):
            return {"P": "drop-pawn", "L": "drop-lance-last-rank", "N": "drop-knight-last-ranks"}[
                piece
            ]
    else:
        frm, to = parse_square(move[0:2]), parse_square(move[2:4])
        suffix = move[4:]
        if frm is None or to is None or suffix not in ("", "+", "^"):
            return "unreadable"
        if frm not in pos.board:
            return "empty-square"
        side, kind = pos.board[frm]
        if side != us:
            return "enemy-piece"
        # Reachable on an empty board, then with the pieces in the way.
        alone = Pos({frm: (side, kind)}, [{}, {}], us)
        if to not in targets(alone, frm):
            return "unreachable"
        if to not in targets(pos, frm):
            return "path-blocked"
        victim = pos.board.get(to)
        if victim is not None and victim[0] == us:
            return "own-piece-on-target"
        if suffix == "+" and not promotion_allowed(us, kind, frm, to):
            return "promotion-not-allowed"
        if suffix != "+" and promotion_mandatory(us, kind, to):
            return "promotion-missing"
        if suffix == "^" and not (kind == "K" and victim is not None and victim[1][0] == "+"):
            return "privilege-not-allowed"
    if (move, apply(pos, move)[0].key()) in played:
        return "repetition"
    return None


def without_repetitions(pos, moves, played):
    """The moves whose (move, resulting position) pair has not been played yet."""
    if not played:
        return moves
    seen = {m for m, _ in played}
    return [m for m in moves if m not in seen or (m, apply(pos, m)[0].key()) not in played]


def perft(game_pos, played, depth):
    """Leaves of the legal-move tree below a position, with the repetition rule's pairs."""
    moves = without_repetitions(game_pos, pseudo_moves(game_pos), played)
    if depth == 1:
        return len(moves)
    total = 0
    for m in moves:
        child, _, _, king = apply(game_pos, m)
        if king:
            continue  # the game is over: no move below a King capture
        pair = (m, child.key())
        played.add(pair)
        total += perft(child, played, depth - 1)
        played.discard(pair)
    return total
