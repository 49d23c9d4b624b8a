// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "generate.h"

#include "games.h"

#include "ai/mate.h"
#include "learn/puzzle.h"
#include "rules/notation.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <set>

namespace ogi::puzzles {

namespace {

bool captures(const Position& pos, Move m) {
    return !m.isDrop() && pos.pieceOn(m.to()) != NoPiece;
}

// The same position seen in a mirror (files a-h swapped): the pieces move symmetrically, so
// it is the same problem.
Position mirrored(const Position& pos) {
    Position m;
    for (int sq = 0; sq < 64; ++sq)
        m.setPiece(makeSquare(7 - fileOf(sq), rankOf(sq)), pos.pieceOn(sq));
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr)
                m.setHandCount(Side(s), PieceType(t), pr, pos.handCount(Side(s), PieceType(t), pr));
    m.setSideToMove(pos.sideToMove());
    return m;
}

// A hand a problem composer would give: pieces that can be dropped (an unpromoted Pawn
// cannot) number at most MaxUsefulHand.
constexpr int MaxUsefulHand = 5;
bool sensibleHand(const Position& pos, Side s) {
    int useful = 0;
    for (int t = 0; t < HandTypes; ++t)
        for (int pr = 0; pr < 2; ++pr)
            if (t != Pawn || pr) useful += pos.handCount(s, PieceType(t), pr);
    return useful <= MaxUsefulHand;
}

bool sensible(const Position& pos) {
    if (!pos.bothKings()) return false;
    int count[PieceTypeCount] = {};
    for (int sq = 0; sq < 64; ++sq)
        if (pos.pieceOn(sq) != NoPiece) ++count[typeOf(pos.pieceOn(sq))];
    for (int s = 0; s < 2; ++s)
        for (int t = 0; t < HandTypes; ++t)
            count[t] += pos.handCount(Side(s), PieceType(t), false) +
                        pos.handCount(Side(s), PieceType(t), true);
    for (int t = 0; t < PieceTypeCount; ++t)
        if (count[t] > 2 * piecesPerSide(PieceType(t))) return false;
    return sensibleHand(pos, Sente) && sensibleHand(pos, Gote);
}

// How many legal moves of the side to move give check, and how many keep its King safe.
struct MoveCounts {
    int checks = 0;
    int safe = 0;
};
MoveCounts countMoves(const Position& pos, const History& history) {
    MoveList list;
    generateLegal(pos, history, list);
    MoveCounts n;
    for (Move m : list) {
        Position p = pos;
        UndoInfo u;
        p.doMove(m, u);
        n.checks += p.inCheck();
        n.safe += !p.inCheck(pos.sideToMove());
    }
    return n;
}

} // namespace

// What makes a problem hard to solve, measured along its solution; see rate().
PuzzleFeatures measure(const learn::Puzzle& p) {
    PuzzleFeatures f;
    Position pos = p.position;
    History history;
    for (std::size_t i = 0; i < p.solution.size(); ++i) {
        const Move m = p.solution[i];
        const bool attacker = i % 2 == 0;
        if (attacker) {
            if (i == 0) f.firstChecks = countMoves(pos, history).checks;
            if (!m.isDrop() && !m.promotes() && pos.promotionAllowed(m.from(), m.to()))
                f.declinedPromotion = true;
            if (m.keepsPromoted()) f.privilege = true;
            if (i + 1 < p.solution.size() && p.solution[i + 1].to() == m.to() &&
                !p.solution[i + 1].isDrop()) {
                // The defender takes the piece that just moved: given away on purpose.
                (i == 0 ? f.keySacrifice : f.laterSacrifice) = true;
            }
        } else {
            f.defenderReplies += countMoves(pos, history).safe;
        }
        if (i == 0) {
            f.keyDrop = m.isDrop();
            f.keyQuiet = !m.isDrop() && !captures(pos, m) && !m.promotes();
        }
        UndoInfo u;
        pos.doMove(m, u);
        history.push(m, pos.key());
    }
    return f;
}

// The rating, on a chess-like scale. Each term is something a solver has to do:
//  - read the line: 150 per ply;
//  - weigh the candidate first checks: 45 per doubling of their number;
//  - refute every defence along the way: 30 per doubling of the replies that do not lose
//    at once, summed over the defender's moves;
//  - find the moves players overlook (tsume-shogi lore): a sacrifice (+120 at the key
//    move, +60 later), a drop key move (+60), a key board move that neither captures nor
//    promotes (+60), a declined promotion (+80), the King's privilege (+80).
int rate(int plies, const PuzzleFeatures& f) {
    double r = 500 + 150 * plies;
    r += 45 * std::log2(std::max(1, f.firstChecks));
    r += 30 * std::log2(1 + f.defenderReplies);
    r += f.keySacrifice ? 120 : 0;
    r += f.laterSacrifice ? 60 : 0;
    r += f.keyDrop ? 60 : 0;
    r += f.keyQuiet ? 60 : 0;
    r += f.declinedPromotion ? 80 : 0;
    r += f.privilege ? 80 : 0;
    return int(std::lround(r / 10)) * 10;
}

std::vector<std::string> themes(const PuzzleFeatures& f) {
    std::vector<std::string> t;
    if (f.keyDrop) t.push_back("drop");
    if (f.keySacrifice || f.laterSacrifice) t.push_back("sacrifice");
    if (f.keyQuiet) t.push_back("quiet");
    if (f.declinedPromotion) t.push_back("no-promotion");
    if (f.privilege) t.push_back("privilege");
    return t;
}

std::vector<learn::Puzzle> generate(const GenerateOptions& opt) {
    std::vector<learn::Puzzle> found;
    int perLength[8] = {};
    const int quota = (opt.count + 3) / 4;
    std::set<Key> seen, covered;
    ai::MateSearch search(64);
    std::uint64_t positions = 0;
    double searchSeconds = 0;
    forEachGamePosition(opt.games, opt.seed, [&](int game, const Position& pos, const History&) {
        if (!seen.insert(pos.key()).second || covered.count(pos.key())) return true;
        ++positions;
        // A King that can be taken at once is no problem.
        if (pos.attackersTo(pos.kingSquare(opposite(pos.sideToMove())), pos.sideToMove()))
            return true;
        if (!sensible(pos)) return true;
        ai::MateLimits lim;
        lim.maxMoves = learn::Puzzle::attackerMovesForPlies(7);
        lim.nodes = opt.nodes;
        // The history of the game is left behind: a puzzle starts afresh, so it must hold
        // without it.
        const auto t0 = std::chrono::steady_clock::now();
        const ai::MateResult r = search.solve(pos, History(), ai::MateMode::Checks, lim);
        searchSeconds +=
            std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        if (r.status != ai::MateStatus::Win || r.moves < 2) return true;
        const int plies = 2 * r.moves - 3;
        if (int(r.line.size()) < plies) return true; // stopped while writing the line
        if (perLength[plies] >= quota) return true;
        ai::MateStatus status;
        const std::vector<Move> wins =
            search.winningMoves(pos, History(), ai::MateMode::Checks, r.moves, lim, &status);
        if (status != ai::MateStatus::Win || wins.size() != 1) return true;

        learn::Puzzle p;
        p.position = pos;
        p.position.setPly(1);
        const std::string sfen = p.position.toSfen();
        p.id = learn::puzzleId(sfen);
        p.plies = plies;
        p.solution.assign(r.line.begin(), r.line.begin() + plies);
        const PuzzleFeatures f = measure(p);
        p.rating = rate(plies, f);
        p.themes = themes(f);
        found.push_back(p);
        ++perLength[plies];
        // The same problem again, later in this game or elsewhere: its tail, its mirror.
        Position walk = pos;
        covered.insert(mirrored(walk).key());
        for (Move m : p.solution) {
            UndoInfo u;
            walk.doMove(m, u);
            covered.insert(walk.key());
        }
        std::fprintf(stderr, "game %d: %d plies, rating %d (%d/%d/%d/%d after %llu positions)\n",
                     game + 1, plies, p.rating, perLength[1], perLength[3], perLength[5],
                     perLength[7], static_cast<unsigned long long>(positions));
        return perLength[1] < quota || perLength[3] < quota || perLength[5] < quota ||
               perLength[7] < quota;
    });
    std::fprintf(stderr, "%llu positions, %.1f s in the mate search\n",
                 static_cast<unsigned long long>(positions), searchSeconds);
    std::sort(found.begin(), found.end(), [](const learn::Puzzle& a, const learn::Puzzle& b) {
        return a.plies != b.plies     ? a.plies < b.plies
               : a.rating != b.rating ? a.rating < b.rating
                                      : a.id < b.id;
    });
    return found;
}

} // namespace ogi::puzzles
