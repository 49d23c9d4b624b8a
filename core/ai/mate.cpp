// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mate.h"

#include <algorithm>
#include <climits>

namespace ogi::ai {

namespace {

// Entries of the two modes never meet in the table.
constexpr Key ModeSalt[2] = {0, 0x9e3779b97f4a7c15ull};

constexpr int NoRef = INT_MAX;

// A move that does not give check leaves the defender free; the search should prefer checks
// while it knows nothing else, as a tsume solver does.
constexpr std::uint32_t QuietMoveProofGuess = 3;

std::uint32_t clampThreshold(std::uint64_t t) {
    return std::uint32_t(std::min<std::uint64_t>(t, MateInfinity));
}

// Whether side `by` attacks sq with the board occupied as occ, leaving out its pieces on
// `ignore`: Position::attackersTo as a yes or no, each kind of slide computed once and the
// first attacker found enough. The search asks this at nearly every move it makes.
bool attacked(const Position& pos, int sq, Side by, Bitboard occ, Bitboard ignore = 0) {
    const Side other = opposite(by);
    for (int kind = 0; kind < 15; ++kind) {
        const Bitboard pieces = pos.pieces(by, kind) & ~ignore;
        if (pieces && (detail::StepAttacks[other][kind][sq] & pieces)) return true;
    }
    const Bitboard diagonal = (pos.pieces(by, Bishop) | pos.pieces(by, Bishop + 8) |
                               pos.pieces(by, Princess) | pos.pieces(by, Princess + 8)) &
                              ~ignore;
    if (diagonal && (bishopAttacks(sq, occ) & diagonal)) return true;
    const Bitboard orthogonal = (pos.pieces(by, Rook) | pos.pieces(by, Rook + 8)) & ~ignore;
    if (orthogonal && (rookAttacks(sq, occ) & orthogonal)) return true;
    const Bitboard lances = pos.pieces(by, Lance) & ~ignore;
    return lances && (lanceAttacks(other, sq, occ) & lances);
}

// Whether side s's King stands attacked.
bool kingAttacked(const Position& pos, Side s) {
    return pos.hasKing(s) && attacked(pos, pos.kingSquare(s), opposite(s), pos.occupied());
}

bool aligned(int a, int b) {
    const int df = fileOf(a) - fileOf(b), dr = rankOf(a) - rankOf(b);
    return df == 0 || dr == 0 || df == dr || df == -dr;
}

} // namespace

MateSearch::MateSearch(std::size_t hashMegabytes)
    : m_table(hashMegabytes), m_frames(2 * MaxMateMoves + 4) {}

MateSearch::~MateSearch() = default;

Key MateSearch::tableKey(Key positionKey) const {
    return positionKey ^ ModeSalt[int(m_mode)];
}

void MateSearch::begin(const Position& pos, const History& history, MateMode mode,
                       const MateLimits& limits) {
    m_pos = pos;
    m_history = history;
    m_history.reserve(history.size() + 2 * MaxMateMoves + 8);
    m_rootHistory = history.size();
    m_ply = 0;
    m_attacker = pos.sideToMove();
    m_mode = mode;
    m_limits = limits;
    m_limits.maxMoves = std::clamp(limits.maxMoves, 1, MaxMateMoves);
    m_start = std::chrono::steady_clock::now();
    m_lastProgress = m_start;
    m_nodes = 0;
    m_nextClockCheck = 0;
    m_outOfBudget = false;
    m_currentBound = 0;
    m_table.newEpoch();
}

void MateSearch::finish(std::uint64_t& nodes, std::int64_t& timeMs) const {
    nodes = m_nodes;
    timeMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                 std::chrono::steady_clock::now() - m_start)
                 .count();
}

bool MateSearch::outOfBudget() {
    if (m_outOfBudget) return true;
    if (m_stop.load(std::memory_order_relaxed) ||
        (m_limits.stopFlag && m_limits.stopFlag->load(std::memory_order_relaxed)))
        return m_outOfBudget = true;
    if (m_limits.nodes && m_nodes >= m_limits.nodes) return m_outOfBudget = true;
    if (m_nodes >= m_nextClockCheck) {
        m_nextClockCheck = m_nodes + 1024;
        const auto now = std::chrono::steady_clock::now();
        const auto ms =
            std::chrono::duration_cast<std::chrono::milliseconds>(now - m_start).count();
        if (m_limits.timeMs && ms >= m_limits.timeMs) return m_outOfBudget = true;
        if (m_onProgress && *m_onProgress &&
            now - m_lastProgress >= std::chrono::milliseconds(100)) {
            m_lastProgress = now;
            (*m_onProgress)({m_currentBound, m_nodes, ms, m_table.usedPerMille()});
        }
    }
    return false;
}

void MateSearch::play(Move m, UndoInfo& undo) {
    m_pos.doMove(m, undo);
    m_history.push(m, m_pos.key());
    ++m_ply;
}

void MateSearch::unplay(Move m, const UndoInfo& undo) {
    --m_ply;
    m_history.pop();
    m_pos.undoMove(m, undo);
}

bool MateSearch::canCaptureKing() const {
    const Side us = m_pos.sideToMove();
    return m_pos.bothKings() && kingAttacked(m_pos, opposite(us));
}

bool MateSearch::givesCheck(Move m) const {
    const Side us = m_pos.sideToMove();
    const Square ksq = m_pos.kingSquare(opposite(us));
    const Bitboard king = squareBB(ksq);
    const Bitboard occ = m_pos.occupied();
    if (m.isDrop()) return (attacks(us, m.dropKind(), m.to(), occ | squareBB(m.to())) & king) != 0;
    const int kind = kindOf(m_pos.pieceOn(m.from())) | (m.promotes() ? 8 : 0);
    const Bitboard after = (occ & ~squareBB(m.from())) | squareBB(m.to());
    if (attacks(us, kind, m.to(), after) & king) return true;
    // A slider behind the moved piece, now unmasked.
    return aligned(m.from(), ksq) && attacked(m_pos, ksq, us, after, squareBB(m.from()));
}

int MateSearch::excludedIndex(Move m) const {
    if (!m_history.repeats(m_pos, m)) return -1;
    const Key after = m_pos.keyAfter(m);
    const auto& entries = m_history.entries();
    for (int i = 0; i < int(entries.size()); ++i)
        if (entries[std::size_t(i)].move == m && entries[std::size_t(i)].keyAfter == after)
            return i;
    return -1;
}

bool MateSearch::excluded(Move m, int& minRef) const {
    const int q = excludedIndex(m);
    if (q < 0) return false;
    // A pair of the game is the same for the whole search; one of the searched line makes
    // the verdict depend on the line.
    if (q >= m_rootHistory) minRef = std::min(minRef, q);
    return true;
}

// The attacker's pieces that attack the defender's King on ksq (mostly none: asked first).
Bitboard MateSearch::checkersOf(Square ksq) const {
    return attacked(m_pos, ksq, m_attacker, m_pos.occupied()) ? m_pos.attackersTo(ksq, m_attacker)
                                                              : 0;
}

// Whether the defender's reply m (the defender to move, its King on ksq attacked by
// checkers) leaves the King safe, found without making the move: only a King move, or a
// piece leaving a line to the King, can need a look at the board after it.
bool MateSearch::keepsKingSafe(Move m, Square ksq, Bitboard checkers) const {
    const Bitboard occ = m_pos.occupied();
    const Bitboard to = squareBB(m.to());
    if (!m.isDrop() && m.from() == ksq)
        return !attacked(m_pos, m.to(), m_attacker, (occ & ~squareBB(ksq)) | to, to);
    if (checkers) {
        if (checkers & (checkers - 1)) return false; // two attackers: only the King escapes
        if (!(to & (checkers | between(ksq, lsb(checkers))))) return false;
    }
    if (m.isDrop() || !aligned(m.from(), ksq)) return true;
    return !attacked(m_pos, ksq, m_attacker, (occ & ~squareBB(m.from())) | to, to);
}

// Bound 1 for the defender: the attacker's next move must be the capture. Proved when every
// reply leaves the King capturable (or there is none); one safe reply disproves.
MateSearch::NodeResult MateSearch::defenderHasNoSafeMove() {
    ++m_nodes;
    NodeResult disproved{MateInfinity, 0, NoRef};
    if (canCaptureKing()) return disproved; // the defender takes the attacker's King
    const Side us = m_pos.sideToMove();
    const Square ksq = m_pos.kingSquare(us);
    const Bitboard checkers = checkersOf(ksq);
    int minRef = NoRef;
    if (!checkers) {
        // Not in check: any drop keeps the King safe (it only adds a blocker).
        const Bitboard empty = ~m_pos.occupied();
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr) {
                if (!m_pos.handCount(us, PieceType(t), pr)) continue;
                Bitboard targets = empty & dropRegion(us, PieceType(t), pr);
                while (targets)
                    if (!excluded(Move::drop(PieceType(t), pr, popLsb(targets)), minRef))
                        return {MateInfinity, 0, minRef};
            }
    }
    MoveList& list = m_frames[std::size_t(m_ply)].moves;
    generate<GenType::All>(m_pos, list);
    for (Move m : list)
        if (keepsKingSafe(m, ksq, checkers) && !excluded(m, minRef))
            return {MateInfinity, 0, minRef};
    return {0, MateInfinity, minRef};
}

void MateSearch::expandAttacker(Frame& f, int bound, NodeResult& r) {
    generate<GenType::All>(m_pos, f.moves);
    f.count = 0;
    int checks = 0; // children [0, checks) give check, the rest do not
    // Our King can be exposed by our move only if it is attacked already, moves, or stood
    // behind the moving piece.
    const Square ourKing = m_pos.kingSquare(m_attacker);
    const bool ourKingAttacked = kingAttacked(m_pos, m_attacker);
    for (Move m : f.moves) {
        const bool check = givesCheck(m);
        if ((!check && m_mode == MateMode::Checks) || excluded(m, r.minRef)) continue;
        const bool mayExpose =
            ourKingAttacked || (!m.isDrop() && (m.from() == ourKing || aligned(m.from(), ourKing)));
        Key key;
        if (mayExpose || bound == 2) {
            UndoInfo u;
            play(m, u);
            if (mayExpose && canCaptureKing()) { // the defender takes our King first
                unplay(m, u);
                continue;
            }
            if (bound == 2) {
                // The defender's node is settled at once: no child to keep unless it proves.
                const NodeResult c = defenderHasNoSafeMove();
                unplay(m, u);
                r.minRef = std::min(r.minRef, c.minRef);
                if (c.pn == 0) {
                    f.children[0] = {m, 0, 0, MateInfinity};
                    f.count = 1;
                    return;
                }
                continue;
            }
            key = tableKey(m_pos.key());
            unplay(m, u);
        } else {
            key = tableKey(m_pos.keyAfter(m));
        }
        m_table.prefetch(key); // read after the expansion
        const Child c{m, key, check ? 1u : QuietMoveProofGuess, 1};
        if (check) {
            f.children[f.count] = f.children[checks];
            f.children[checks++] = c;
        } else {
            f.children[f.count] = c;
        }
        ++f.count;
    }
}

void MateSearch::expandDefender(Frame& f, NodeResult& r) {
    const Square ksq = m_pos.kingSquare(m_pos.sideToMove());
    const Bitboard checkers = checkersOf(ksq);
    generate<GenType::All>(m_pos, f.moves);
    f.count = 0;
    for (Move m : f.moves) {
        if (!keepsKingSafe(m, ksq, checkers) || excluded(m, r.minRef)) continue;
        f.children[f.count++] = {m, tableKey(m_pos.keyAfter(m)), 1, 1};
        m_table.prefetch(f.children[f.count - 1].key);
    }
}

MateSearch::NodeResult MateSearch::search(int bound, std::uint32_t thPn, std::uint32_t thDn) {
    const bool attacker = attackerToMove();
    if (attacker) {
        if (canCaptureKing()) return {0, MateInfinity, NoRef};
        if (bound <= 1) return {MateInfinity, 0, NoRef};
    } else {
        if (canCaptureKing()) return {MateInfinity, 0, NoRef};
        if (bound <= 1) return defenderHasNoSafeMove();
    }
    ++m_nodes;
    const std::uint64_t nodesBefore = m_nodes;
    const int historyHere = m_history.size();
    const Key key = tableKey(m_pos.key());
    const int childBound = attacker ? bound - 1 : bound;
    Frame& f = m_frames[std::size_t(m_ply)];
    NodeResult r{1, 1, NoRef};
    if (attacker)
        expandAttacker(f, bound, r);
    else
        expandDefender(f, r);
    // The table is read once per child: from then on the child's numbers change only when
    // this node searches it, which returns them. (A transposition settled elsewhere in the
    // meantime is missed until the next visit: a little work, never a wrong verdict.)
    for (int i = 0; i < f.count; ++i) {
        Child& c = f.children[i];
        if (c.pn == 0) continue; // settled at expansion
        const MateProbe p = m_table.probe(c.key, childBound);
        if (p.found) c.pn = p.pn, c.dn = p.dn;
    }

    Move best;
    for (;;) {
        // The node's numbers from its children's: an OR node needs one proved child, an
        // AND node all of them.
        std::uint32_t phi = MateInfinity, delta = 0, second = MateInfinity;
        std::uint32_t bestDelta = 0;
        int bestIndex = -1;
        for (int i = 0; i < f.count; ++i) {
            const Child& c = f.children[i];
            const std::uint32_t pn = c.pn, dn = c.dn;
            // phi: what this node minimises over its children; delta: what it sums.
            const std::uint32_t cPhi = attacker ? pn : dn, cDelta = attacker ? dn : pn;
            if (cPhi < phi) {
                second = phi;
                phi = cPhi;
                bestDelta = cDelta;
                bestIndex = i;
            } else if (cPhi < second) {
                second = cPhi;
            }
            delta = cDelta == MateInfinity ? MateInfinity : mateSum(delta, cDelta);
            if (phi == 0) break;
        }
        r.pn = attacker ? phi : delta;
        r.dn = attacker ? delta : phi;
        if (r.pn == 0 || r.dn == 0) {
            if (bestIndex >= 0 && attacker && r.pn == 0) best = f.children[bestIndex].move;
            break;
        }
        if (r.pn >= thPn || r.dn >= thDn || outOfBudget()) break;

        Child& c = f.children[bestIndex];
        const std::uint32_t thPhi = attacker ? thPn : thDn, thDelta = attacker ? thDn : thPn;
        const std::uint32_t childPhi =
            std::min<std::uint32_t>(thPhi, clampThreshold(std::uint64_t(second) + 1));
        const std::uint32_t childDelta = clampThreshold(std::uint64_t(thDelta) - delta + bestDelta);
        UndoInfo u;
        play(c.move, u);
        // An OR node bounds its child's proof number by phi, an AND node its child's
        // disproof number.
        const NodeResult cr = attacker ? search(childBound, childPhi, childDelta)
                                       : search(childBound, childDelta, childPhi);
        unplay(c.move, u);
        r.minRef = std::min(r.minRef, cr.minRef);
        // Kept here also when the child's verdict depends on the line above it and the table
        // did not keep it.
        c.pn = cr.pn;
        c.dn = cr.dn;
    }

    const std::uint64_t spent = m_nodes - nodesBefore;
    const std::uint32_t work = std::uint32_t(std::min<std::uint64_t>(spent, 0xffffffffu));
    const bool dependsOnLine = r.minRef < historyHere;
    if (r.pn == 0) {
        if (!dependsOnLine) m_table.storeProof(key, bound, best, work);
    } else if (r.dn == 0) {
        if (!dependsOnLine) m_table.storeDisproof(key, bound, work);
    } else {
        m_table.storeWork(key, bound, r.pn, r.dn, work);
    }
    return r;
}

MateSearch::Outcome MateSearch::prove(int bound) {
    const NodeResult r = search(bound, MateInfinity, MateInfinity);
    if (r.pn == 0) return Outcome::Proved;
    if (r.dn == 0) return Outcome::Disproved;
    return Outcome::Unknown;
}

int MateSearch::shortest(int maxBound, bool* unknown) {
    for (int b = 1; b <= maxBound; ++b) {
        m_currentBound = b;
        switch (prove(b)) {
        case Outcome::Proved: return b;
        case Outcome::Unknown: *unknown = true; return 0;
        case Outcome::Disproved: break;
        }
        if (m_onProgress && *m_onProgress) {
            std::uint64_t nodes;
            std::int64_t ms;
            finish(nodes, ms);
            (*m_onProgress)({b, nodes, ms, m_table.usedPerMille()});
        }
    }
    return 0;
}

Move MateSearch::kingCapture() const {
    MoveList list;
    generate<GenType::All>(m_pos, list);
    const Square ksq = m_pos.kingSquare(opposite(m_pos.sideToMove()));
    Move capture;
    for (Move m : list)
        if (!m.isDrop() && m.to() == ksq && (capture.isNone() || !m.promotes())) capture = m;
    return capture; // the plainest one: promoting a piece that ends the game says nothing
}

std::vector<Move> MateSearch::safeReplies(std::vector<Move>* legal) const {
    MoveList list;
    generate<GenType::All>(m_pos, list);
    m_history.filter(m_pos, list);
    std::vector<Move> safe;
    const Side us = m_pos.sideToMove();
    Position pos = m_pos;
    for (Move m : list) {
        if (legal) legal->push_back(m);
        UndoInfo u;
        pos.doMove(m, u);
        if (!pos.inCheck(us)) safe.push_back(m);
        pos.undoMove(m, u);
    }
    return safe;
}

std::vector<Move> MateSearch::attackingMoves() const {
    MoveList list;
    generate<GenType::All>(m_pos, list);
    m_history.filter(m_pos, list);
    std::vector<Move> moves;
    for (Move m : list)
        if (m_mode == MateMode::AnyMove || givesCheck(m)) moves.push_back(m);
    return moves;
}

bool MateSearch::extractLine(int bound, std::vector<Move>& line) {
    if (m_outOfBudget) return false;
    UndoInfo u;
    if (attackerToMove()) {
        if (canCaptureKing()) {
            line.push_back(kingCapture());
            return true;
        }
        std::vector<Move> moves = attackingMoves();
        // The move that proved this node first: it is the likeliest to prove it again.
        const Move proved = Move::fromRaw(m_table.probe(tableKey(m_pos.key()), bound).best);
        std::stable_partition(moves.begin(), moves.end(), [&](Move m) { return m == proved; });
        for (Move m : moves) {
            play(m, u);
            const Outcome o = canCaptureKing() ? Outcome::Disproved : prove(bound - 1);
            if (o == Outcome::Proved) {
                line.push_back(m);
                const bool ok = extractLine(bound - 1, line);
                unplay(m, u);
                return ok;
            }
            unplay(m, u);
            if (o == Outcome::Unknown) return false;
        }
        return false;
    }
    std::vector<Move> legal;
    const std::vector<Move> safe = safeReplies(&legal);
    if (safe.empty()) {
        // Every reply loses at once: show one, then the capture.
        if (legal.empty()) return true;
        line.push_back(legal.front());
        play(legal.front(), u);
        line.push_back(kingCapture());
        unplay(legal.front(), u);
        return true;
    }
    Move longest;
    int longestMoves = 0;
    for (Move m : safe) {
        play(m, u);
        bool unknown = false;
        const int d = shortest(bound, &unknown);
        unplay(m, u);
        if (unknown || d == 0) return false;
        if (d > longestMoves) longestMoves = d, longest = m;
    }
    line.push_back(longest);
    play(longest, u);
    const bool ok = extractLine(longestMoves, line);
    unplay(longest, u);
    return ok;
}

MateResult MateSearch::solve(const Position& pos, const History& history, MateMode mode,
                             const MateLimits& limits, const MateProgressCallback& onProgress) {
    begin(pos, history, mode, limits);
    MateResult res;
    if (pos.bothKings()) {
        m_onProgress = &onProgress;
        bool unknown = false;
        res.moves = shortest(m_limits.maxMoves, &unknown);
        m_onProgress = nullptr;
        if (res.moves > 0) {
            res.status = MateStatus::Win;
            // The win is proved: the line is owed, and only stop() may cut it short.
            m_limits.nodes = 0;
            m_limits.timeMs = 0;
            if (!extractLine(res.moves, res.line) && res.line.empty()) {
                const MateProbe p = m_table.probe(tableKey(pos.key()), res.moves);
                if (p.best) res.line.push_back(Move::fromRaw(p.best));
            }
        } else {
            res.status = unknown ? MateStatus::Unknown : MateStatus::NoWin;
        }
    } else {
        res.status = MateStatus::NoWin;
    }
    res.stopped = res.status == MateStatus::Unknown &&
                  (m_stop.load(std::memory_order_relaxed) ||
                   (m_limits.stopFlag && m_limits.stopFlag->load(std::memory_order_relaxed)));
    finish(res.nodes, res.timeMs);
    return res;
}

DefenceResult MateSearch::defend(const Position& pos, const History& history, MateMode mode,
                                 int attackerMoves, const MateLimits& limits) {
    MateLimits lim = limits;
    lim.maxMoves = attackerMoves;
    begin(pos, history, mode, lim);
    m_attacker = opposite(pos.sideToMove());
    DefenceResult res;
    const Side us = pos.sideToMove();
    if (!pos.hasKing(us) || !pos.hasKing(m_attacker)) {
        res.outcome = pos.hasKing(us) ? DefenceResult::Escapes : DefenceResult::Loses;
    } else if (canCaptureKing()) {
        res.outcome = DefenceResult::Escapes;
        res.reply = kingCapture();
    } else {
        std::vector<Move> legal;
        const std::vector<Move> safe = safeReplies(&legal);
        UndoInfo u;
        if (safe.empty()) {
            res.outcome = DefenceResult::Loses;
            if (!legal.empty()) {
                res.reply = legal.front();
                res.moves = 1;
                play(res.reply, u);
                res.line.push_back(kingCapture());
                unplay(res.reply, u);
            }
        }
        for (Move m : safe) {
            play(m, u);
            bool unknown = false;
            const int d = shortest(m_limits.maxMoves, &unknown);
            unplay(m, u);
            if (unknown) {
                res = DefenceResult();
                break;
            }
            if (d == 0) {
                res.outcome = DefenceResult::Escapes;
                res.reply = m;
                res.moves = 0;
                break;
            }
            if (d > res.moves) {
                res.outcome = DefenceResult::Loses;
                res.reply = m;
                res.moves = d;
            }
        }
        if (res.outcome == DefenceResult::Loses && res.moves > 1) {
            m_limits.nodes = 0;
            m_limits.timeMs = 0;
            play(res.reply, u);
            extractLine(res.moves, res.line);
            unplay(res.reply, u);
        }
    }
    finish(res.nodes, res.timeMs);
    return res;
}

std::vector<Move> MateSearch::winningMoves(const Position& pos, const History& history,
                                           MateMode mode, int moves, const MateLimits& limits,
                                           MateStatus* status) {
    MateLimits lim = limits;
    lim.maxMoves = moves;
    begin(pos, history, mode, lim);
    std::vector<Move> wins;
    MateStatus st = MateStatus::NoWin;
    if (pos.bothKings() && moves >= 1) {
        if (canCaptureKing()) {
            MoveList list;
            generate<GenType::All>(m_pos, list);
            const Square ksq = m_pos.kingSquare(opposite(m_pos.sideToMove()));
            for (Move m : list)
                if (!m.isDrop() && m.to() == ksq) wins.push_back(m);
        } else if (moves >= 2) {
            UndoInfo u;
            for (Move m : attackingMoves()) {
                play(m, u);
                const Outcome o = canCaptureKing() ? Outcome::Disproved : prove(moves - 1);
                unplay(m, u);
                if (o == Outcome::Unknown) {
                    st = MateStatus::Unknown;
                    break;
                }
                if (o == Outcome::Proved) wins.push_back(m);
            }
        }
    }
    if (st != MateStatus::Unknown) st = wins.empty() ? MateStatus::NoWin : MateStatus::Win;
    if (status) *status = st;
    return wins;
}

MateResult findRootMate(MateSearch& search, const Position& pos, const History& history,
                        const MateLimits& budget) {
    const auto start = std::chrono::steady_clock::now();
    MateLimits lim = budget;
    lim.maxMoves = RootAnyMoves;
    lim.nodes = budget.nodes / 2;
    MateResult any = search.solve(pos, history, MateMode::AnyMove, lim);
    if (any.status == MateStatus::Win) return any;
    any.status = MateStatus::Unknown; // none that short; longer ones are not ruled out
    const auto spentMs = std::chrono::duration_cast<std::chrono::milliseconds>(
                             std::chrono::steady_clock::now() - start)
                             .count();
    lim.maxMoves = RootCheckMoves;
    lim.nodes = budget.nodes ? budget.nodes - std::min(budget.nodes, any.nodes) : 0;
    lim.timeMs =
        budget.timeMs ? int(budget.timeMs - std::min<std::int64_t>(budget.timeMs, spentMs)) : 0;
    if (any.stopped || (budget.nodes && !lim.nodes) || (budget.timeMs && !lim.timeMs)) return any;
    MateResult checks = search.solve(pos, history, MateMode::Checks, lim);
    checks.nodes += any.nodes;
    checks.timeMs += any.timeMs;
    if (checks.status != MateStatus::Win) checks.status = MateStatus::Unknown;
    return checks;
}

} // namespace ogi::ai
