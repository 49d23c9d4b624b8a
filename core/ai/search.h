// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The search: iterative deepening with aspiration windows at the root (search.cpp), one
// alpha-beta node search templated on the node type and a quiescence search (node.cpp), the
// staged move picker (movepick.h), a shared transposition table, and the rules of RULES.md
// honoured at every node: King capture wins, the repetition rule from the game's whole
// history, no legal move loses, the 50-move claim.
#pragma once

#include "eval.h"
#include "histories.h"
#include "limits.h"
#include "movepick.h"
#include "nnue.h"
#include "score.h"
#include "tt.h"

#include "rules/history.h"
#include "rules/movegen.h"
#include "rules/position.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace ogi::ai {

// Feature switches, so that the match tool can measure what each one is worth. Everything
// on is the engine at full strength.
struct SearchOptions {
    bool transpositionTable = true;
    bool aspiration = true; // narrow root window around the last score
    bool nullMove = true;   // null-move pruning
    bool lmr = true;        // late-move reductions
    bool killers = true;    // two killer moves per ply
    bool historyHeuristic = true;
    bool counterMoves = true;        // the move that answered the opponent's last move
    bool continuationHistory = true; // quiet moves judged by the moves 1, 2 and 4 plies back
    bool quiescence = true;          // captures/promotions at the leaves (else: static eval)
    bool checkExtension = true;      // search one ply deeper when the King is attacked
    bool futility = true;            // skip hopeless quiet moves near the leaves
    bool reverseFutility = true;     // return the static evaluation when far above beta
    bool razoring = true;            // far below alpha: quiescence decides
    bool moveCountPruning = true;    // skip the late quiet moves near the leaves
    bool seePruning = true;          // skip moves that lose material by SEE near the leaves
    bool improving = true;           // bolder pruning when the evaluation rises
    // Before alpha-beta, the mate search (mate.h) looks for a forced King capture at the root
    // (not in depth-limited searches: the levels below 10 and bench are left as they were).
    bool rootMate = true;
    EvalOptions eval;
    // The learned evaluation (nnue.h) instead of the hand-written one, when set. The network
    // must outlive the searches that use it.
    const nnue::Network* network = nullptr;
    // Weakening for the lower levels: a pseudo-random, position-keyed term of up to this
    // many centipawns is added to every static evaluation (deterministic for a given seed).
    int evalNoise = 0;
    std::uint64_t noiseSeed = 0;
};

// Reported after each completed iteration (and at the end): one per line, the best first,
// when several lines are searched (SearchLimits::multiPV).
struct SearchInfo {
    int multipv = 1; // which line: 1 is the best
    int depth = 0;
    int seldepth = 0;
    int score = 0; // centipawns, or a mate score (see score.h)
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    std::uint64_t nps = 0;
    int hashfull = 0;
    std::vector<Move> pv;
};

struct SearchResult {
    Move best;   // none when the side to move has no legal move (it has lost)
    Move ponder; // expected reply, if any
    int score = 0;
    int depth = 0; // last completed iteration
    std::uint64_t nodes = 0;
    std::int64_t timeMs = 0;
    // The 50-move draw is claimable now and the side to move is not winning (score <= 0):
    // a program playing this side should claim instead of moving (see shouldClaimDraw).
    bool claimDraw = false;
};

// The 50-move claim decision (RULES.md §7.5): claim only when the claim is open and the
// search does not see a win. A drawn or worse position is claimed at once; it can only get
// worse for the side that hesitates.
bool shouldClaimDraw(const Position& pos, int searchScore);

using InfoCallback = std::function<void(const SearchInfo&)>;

class MateSearch;

class Searcher {
public:
    explicit Searcher(std::size_t hashMegabytes = 16);
    ~Searcher();
    Searcher(const Searcher&) = delete;
    Searcher& operator=(const Searcher&) = delete;

    // Not while a search runs.
    void setHashSize(std::size_t megabytes) { m_tt->resize(megabytes); }
    std::size_t hashSize() const { return m_tt->megabytes(); }
    // Forgets everything learned: the hash table and the move histories (a new game).
    void clearHash();
    // Search threads (Lazy SMP): the calling thread plus threads - 1 helpers that search the
    // same position with their own move-ordering state and share the hash table. Node
    // limits count the calling thread's nodes only, so the node-capped levels use one
    // thread. Not while a search runs.
    static constexpr int MaxThreads = 64;
    void setThreads(int threads);
    int threads() const { return 1 + int(m_helpers.size()); }
    void setOptions(const SearchOptions& options) { m_options = options; }
    const SearchOptions& options() const { return m_options; }

    // Searches pos, where history holds every (move, key after) of the game so far (the
    // repetition rule). Blocks until a limit is reached or stop() is called; onInfo is called
    // from the searching thread after each iteration, once per line (SearchLimits::multiPV).
    // With several lines: the helper threads search one line, to fill the shared table; node
    // limits (and so the levels' caps) count the nodes of all lines together; the root mate
    // search is skipped (alpha-beta finds the mates); a King that can be taken at once gives
    // one line, its capture. A search with another evaluation than the last one (the
    // network set or cleared, as the levels do) empties the hash table first: its scores
    // would mislead.
    SearchResult search(const Position& pos, const History& history, const SearchLimits& limits,
                        const InfoCallback& onInfo = {});

    // Thread-safe: ends the running search soon (polled at every node; the first iteration,
    // well under a millisecond, is always completed so that a move exists). The best move so
    // far is returned. The flag stays set until resetStop(): a stop() that arrives just
    // before search() starts is not lost, and the caller clears it before each new request.
    void stop() { m_stop.store(true, std::memory_order_relaxed); }
    void resetStop() { m_stop.store(false, std::memory_order_relaxed); }

    std::uint64_t nodes() const { return m_nodes; }

private:
    enum class NodeType { Root, PV, NonPV };

    // What the search keeps per ply. Frames before the root exist too (see m_frames), so
    // that a node can always look back four plies.
    struct Frame {
        int ply = 0;
        Move currentMove;
        Move killers[2];
        // The continuation-history row of the move made at this ply, and the piece moved
        // (dropped) and where to (a null move: NoPiece, 0).
        PieceToHistory* contHist = nullptr;
        int movedPiece = NoPiece;
        int movedTo = 0;
        int staticEval = ScoreNone;
        bool inCheck = false;
        Move pv[MaxPly + 1];
        int pvLength = 0;
        MoveBuffer moves;
    };
    static constexpr int FramesBeforeRoot = 4;
    static constexpr int ScoreNone = -ScoreInfinite - 1;

    // What the transposition table holds for the node being searched (probeTT).
    struct TTProbe {
        Move move; // none unless pseudo-legal and not repeating
        int eval = 0;
        int score = ScoreNone;
        int depth = 0;
        Bound bound = BoundNone;
        bool hit = false;
    };
    // A node's static evaluation (ScoreNone in check), the table's sharper guess, and whether
    // the position improves on two plies ago (evaluateNode).
    struct NodeEval {
        int staticEval = ScoreNone;
        int eval = ScoreNone;
        bool improving = false;
    };
    // The moves a node searched that did not become its best, for the history maluses.
    struct TriedMoves {
        Move quiets[64], captures[32];
        int quietCount = 0, captureCount = 0;
        void add(Move m, bool tactical) {
            if (tactical && captureCount < 32) captures[captureCount++] = m;
            if (!tactical && quietCount < 64) quiets[quietCount++] = m;
        }
    };
    // One move of a node's loop, as its pruning and reduction see it.
    struct MoveFacts {
        Move move;
        bool tactical;   // a capture or a promotion
        bool givesCheck; // attacks the enemy King
        int piece;       // pieceIndex(move)
    };

    Searcher(TranspositionTable* shared, int helperIndex); // a helper (index 0: the main one)
    std::uint64_t helperNodes() const;                     // what the helpers have counted so far
    // One iteration at the root, with aspiration windows around the last score.
    int aspirationSearch(int depth, int lastScore);
    // The mate search at the root, within a small share of the move's budget: true when it
    // proved a forced King capture (then result holds the first move of the shortest line it
    // knows, and onInfo was told).
    bool rootMateSearch(const SearchLimits& limits, const MoveList& rootMoves, SearchResult& result,
                        const InfoCallback& onInfo);
    template <NodeType NT> int searchNode(Frame* ss, int alpha, int beta, int depth, bool cutNode);
    template <NodeType NT> int quiesce(Frame* ss, int alpha, int beta, int depth);
    // The steps of searchNode (node.cpp, where they are defined inline).
    template <NodeType NT>
    std::optional<int> enterNode(Frame* ss, int& alpha, int& beta, int depth);
    void findRefutations(const Frame* ss, Move refutations[3]) const;
    template <bool PvNode>
    bool probeTT(Key key, int ply, int alpha, int beta, int depth, TTProbe& tt);
    NodeEval evaluateNode(Frame* ss, const TTProbe& tt);
    std::optional<int> pruneNode(Frame* ss, int alpha, int beta, int depth, bool cutNode,
                                 const NodeEval& ev);
    bool pruneMove(const Frame* ss, const MoveFacts& mf, int alpha, int depth, int r, int moveCount,
                   const NodeEval& ev, const PieceToHistory* const contHist[4],
                   bool& skipQuiets) const;
    template <NodeType NT>
    int lateMoveReduction(const MoveFacts& mf, int r, int depth, int moveCount, bool cutNode,
                          bool ttTactical, const PieceToHistory* const contHist[4]) const;
    template <NodeType NT>
    int searchMove(Frame* ss, Move m, int alpha, int beta, int newDepth, int r, int moveCount,
                   bool cutNode);
    void storeTT(const Frame* ss, Key key, Move bestMove, int best, int oldAlpha, int beta,
                 int depth, int staticEval);
    int evaluate() const;
    void pollStop();
    bool isCapture(Move m) const { return !m.isDrop() && m_pos.pieceOn(m.to()) != NoPiece; }
    bool isTactical(Move m) const { return m.promotes() || isCapture(m); }
    int pieceIndex(Move m) const;
    void doMove(Frame* ss, Move m, UndoInfo& undo);
    void undoMove(Move m, const UndoInfo& undo);
    void updateStats(Frame* ss, Move best, int depth, const TriedMoves& tried);
    void updateContinuation(Frame* ss, int piece, int to, int bonus);
    // The principal variation at ss becomes m followed by the one just found below it.
    static void updatePv(Frame* ss, Move m);

    // One move at the root, for the lines (MultiPV): its score in the iteration under way
    // (exact when it raised alpha, else -ScoreInfinite: no better than the window's low end),
    // the score it had at the end of the last iteration, and its principal variation.
    struct RootMove {
        Move move;
        int score = -ScoreInfinite;
        int previousScore = -ScoreInfinite;
        int depth = 0;        // the depth its line was searched to in the iteration under way
        std::vector<Move> pv; // capacity MaxPly + 1 (reserved once): the root never allocates
    };
    // The root node's record of m, searched to score s against alpha (before s updated it).
    void scoreRootMove(const Frame* ss, Move m, int s, int alpha);
    // Whether m is the move of a line already found in this iteration (root moves before
    // m_pvIndex): the root skips it while it searches the next line.
    bool isEarlierLine(Move m) const;
    // Root moves [first, last) by score, the best first; ties keep their order.
    void sortRootMoves(std::size_t first, std::size_t last);

    std::unique_ptr<TranspositionTable> m_ownTT; // null in a helper
    std::unique_ptr<MateSearch> m_mate;          // null in a helper
    TranspositionTable* m_tt;                    // the main searcher's table
    SearchOptions m_options;
    std::atomic<bool> m_stop{false};
    std::vector<std::unique_ptr<Searcher>> m_helpers;
    int m_firstDepth = 1;                        // helpers alternate: 1 or 2
    std::atomic<std::uint64_t> m_sharedNodes{0}; // m_nodes, published now and then

    // Search state (valid during search()).
    Position m_pos;
    History m_history;
    SearchLimits m_limits;
    TimeBudget m_budget;
    std::chrono::steady_clock::time_point m_start;
    bool m_stopped = false;
    std::uint64_t m_nodes = 0;
    int m_seldepth = 0;
    int m_completedDepth = 0;
    int m_rootDepth = 0;
    Move m_rootBest;
    int m_rootBestScore = 0;
    std::vector<RootMove> m_rootMoves; // every legal move at the root
    int m_pvIndex = 0;                 // the line being searched (0: the best)

    // Working storage, allocated once with the Searcher.
    std::vector<Frame> m_frames; // FramesBeforeRoot + MaxPly + 2
    HistoriesPtr m_histories;
    // The learned evaluation's accumulators (made by the first search that uses a network).
    std::unique_ptr<nnue::AccumulatorStack> m_nnue;
    // The evaluation the hash table's scores come from (nullptr: the hand-written one).
    const nnue::Network* m_tableNetwork = nullptr;
    int m_reductions[64][64]; // late-move reductions by depth and move number, in 1/1024 ply
};

} // namespace ogi::ai
