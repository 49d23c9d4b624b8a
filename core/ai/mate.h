// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The mate search: forced King captures (RULES.md §7) found by a depth-bounded df-pn
// proof-number search with a table of its own, and made shortest by raising the bound one
// attacker move at a time (the first bound that proves is the shortest win). The line it
// returns is the minimax one: the attacker's quickest win against the defender's longest
// resistance.
//
// Lengths are counted in attacker moves, the King capture included: a King that can be
// taken now is a win in 1; a check that nothing answers is a win in 2. (A tsume problem
// "in L plies" is a win in (L + 1) / 2 + 1 moves: see puzzle.h.) A defender left without a
// legal move has lost as well, one move earlier than the capture would come.
//
// The repetition rule is honoured: a move that already produced the same position in the
// game (the History given) or on the line being searched is not played. A table result that
// depended on a move excluded by the line above it is kept out of the table. (The converse
// is not tracked: a result found along one line and reused along another that would exclude
// a move below it. That needs the second line to return to a position of the first, a cycle
// of four plies or more inside the win; the comparisons with brute force never met one.)
//
// One MateSearch runs one search at a time, on the calling thread; stop() may be called from
// any thread. Nothing allocates per node.
#pragma once

#include "matetable.h"

#include "rules/history.h"
#include "rules/movegen.h"
#include "rules/position.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <vector>

namespace ogi::ai {

// What the attacker may play before the King capture.
enum class MateMode : std::uint8_t {
    AnyMove, // every legal move (the engine's "go mate")
    Checks,  // every attacking move gives check, as in tsume-shogi (the puzzles)
};

enum class MateStatus : std::uint8_t {
    Win,     // a forced King capture within the bound
    NoWin,   // proved: none within the bound
    Unknown, // a limit or stop() came first
};

struct MateLimits {
    int maxMoves = 3; // the longest win looked for, in attacker moves (1..MaxMateMoves)
    // Both checked between the expansions of nodes: one expansion may go a little beyond.
    std::uint64_t nodes = 0; // 0: no limit
    int timeMs = 0;          // 0: no limit
    // Another flag that ends the search when set, as stop() does: a caller's own (the main
    // search's, when it asks the mate search at its root).
    const std::atomic<bool>* stopFlag = nullptr;
};

// Reported when a bound is settled (and at least every 100 ms while one is searched).
struct MateProgress {
    int moves = 0; // the bound being searched
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    int tableUsed = 0; // per mille
};
using MateProgressCallback = std::function<void(const MateProgress&)>;

struct MateResult {
    MateStatus status = MateStatus::Unknown;
    bool stopped = false; // Unknown because stop() was called
    int moves = 0;        // Win: attacker moves to the capture, the capture included
    // Win: both sides' moves from the position, ending with the King capture (or with the
    // defender's last move when no legal move is left to it).
    std::vector<Move> line;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
};

// The defender's best answer to an attack (the side to move defends).
struct DefenceResult {
    enum Outcome : std::uint8_t {
        Escapes, // reply avoids the King capture within the bound (a refutation)
        Loses,   // every reply loses within the bound; reply resists longest
        Unknown, // a limit or stop() came first
    };
    Outcome outcome = Unknown;
    Move reply;    // none when the defender has no legal move (it has lost)
    int moves = 0; // Loses: attacker moves to the capture after reply
    // Loses: the line after reply, as MateResult::line.
    std::vector<Move> line;
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
};

class MateSearch;

// What the main search asks before alpha-beta: a forced King capture for the side to move,
// by any move up to RootAnyMoves moves (the shortest), else by checks alone up to
// RootCheckMoves moves (longer lines, which alpha-beta is slowest to see among the drops),
// within budget's nodes and milliseconds in all (its maxMoves is not used). Win, with the
// line, or Unknown. In game positions any move up to 2 moves costs some 40 nodes on average
// and checks up to 7 some 750, but a few positions take far more: the time limit keeps
// alpha-beta's share when the machine is slow. (Any move up to 3 would cost 2,000 nodes on
// average, for captures that alpha-beta finds in time anyway: tests/data/mates3.tsv.)
constexpr int RootAnyMoves = 2;
constexpr int RootCheckMoves = 7;
struct MateResult;
MateResult findRootMate(MateSearch& search, const Position& pos, const History& history,
                        const MateLimits& budget);

class MateSearch {
public:
    static constexpr int MaxMateMoves = 31;

    explicit MateSearch(std::size_t hashMegabytes = 16);
    ~MateSearch();
    MateSearch(const MateSearch&) = delete;
    MateSearch& operator=(const MateSearch&) = delete;

    // Not while a search runs.
    void setHashSize(std::size_t megabytes) { m_table.resize(megabytes); }
    std::size_t hashSize() const { return m_table.megabytes(); }

    // The shortest forced King capture by the side to move, of at most limits.maxMoves
    // moves. history: every (move, key after) of the game so far.
    MateResult solve(const Position& pos, const History& history, MateMode mode,
                     const MateLimits& limits, const MateProgressCallback& onProgress = {});

    // The side to move defends; the other side has attackerMoves moves left to capture its
    // King, the capture included. Finds a reply that escapes (a refutation), or else the
    // one that delays the capture longest, with the line that follows it.
    DefenceResult defend(const Position& pos, const History& history, MateMode mode,
                         int attackerMoves, const MateLimits& limits);

    // Every move of the side to move that forces the King capture within `moves` moves (the
    // move itself the first). *status is Win when the list is complete, Unknown when a limit
    // came first (the list then holds what was proved), NoWin when it is empty.
    std::vector<Move> winningMoves(const Position& pos, const History& history, MateMode mode,
                                   int moves, const MateLimits& limits, MateStatus* status);

    // Thread-safe: ends the running search soon. The flag stays set until resetStop(), so a
    // stop that arrives just before a search starts is not lost.
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    void resetStop() { m_stop.store(false, std::memory_order_relaxed); }

private:
    enum class Outcome : std::uint8_t { Proved, Disproved, Unknown };
    // A child's numbers as this node knows them: read from the table once, then returned by
    // its searches.
    struct Child {
        Move move;
        Key key;
        std::uint32_t pn, dn;
    };
    struct Frame {
        MoveList moves;
        Child children[rules::MaxMoves];
        int count = 0;
    };
    // A node's result and the smallest history index of a move excluded by the repetition
    // rule below it because of the line searched (INT_MAX: none). A node whose minRef lies
    // above it (below its own history size) depends on how it was reached.
    struct NodeResult {
        std::uint32_t pn, dn;
        int minRef;
    };

    void begin(const Position& pos, const History& history, MateMode mode,
               const MateLimits& limits);
    void finish(std::uint64_t& nodes, std::int64_t& timeMs) const;
    bool outOfBudget();
    void play(Move m, UndoInfo& undo);
    void unplay(Move m, const UndoInfo& undo);
    Key tableKey(Key positionKey) const;

    // The node at m_pos: the attacker to move (an OR node) or the defender (an AND node).
    bool attackerToMove() const { return m_pos.sideToMove() == m_attacker; }
    bool canCaptureKing() const;
    bool givesCheck(Move m) const;
    int excludedIndex(Move m) const;          // history index of the pair m would repeat, or -1
    bool excluded(Move m, int& minRef) const; // by the repetition rule; notes the line's part
    Bitboard checkersOf(Square ksq) const;
    bool keepsKingSafe(Move m, Square ksq, Bitboard checkers) const;
    NodeResult defenderHasNoSafeMove(); // bound 1: proved unless some reply keeps the King
    void expandAttacker(Frame& f, int bound, NodeResult& r);
    void expandDefender(Frame& f, NodeResult& r);
    NodeResult search(int bound, std::uint32_t thPn, std::uint32_t thDn);
    Outcome prove(int bound);                  // the node at m_pos, to the end or a limit
    int shortest(int maxBound, bool* unknown); // smallest bound that proves, 0 if none
    bool extractLine(int bound, std::vector<Move>& line);
    // Outside the hot path (lines, answers): plain lists.
    Move kingCapture() const;
    std::vector<Move> safeReplies(std::vector<Move>* legal) const;
    std::vector<Move> attackingMoves() const;

    MateTable m_table;
    std::atomic<bool> m_stop{false};
    std::vector<Frame> m_frames;

    // State of the running search.
    Position m_pos;
    History m_history;
    int m_rootHistory = 0; // pairs of the game; later ones belong to the searched line
    int m_ply = 0;
    Side m_attacker = Sente;
    MateMode m_mode = MateMode::AnyMove;
    MateLimits m_limits;
    std::chrono::steady_clock::time_point m_start;
    std::chrono::steady_clock::time_point m_lastProgress;
    const MateProgressCallback* m_onProgress = nullptr;
    int m_currentBound = 0;
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nextClockCheck = 0; // the clock is read every thousand nodes or so
    bool m_outOfBudget = false;
};

} // namespace ogi::ai
