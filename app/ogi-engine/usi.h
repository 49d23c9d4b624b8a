// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The ogi-engine protocol (a USI dialect): one command line in, flushed lines out. Lines
// are read and written by the protocol codec (core/usi).
//
// The search runs on its own std::thread, so that stop, isready and quit are answered at
// any time. Lines are written whole under a mutex (info/bestmove come from the search
// thread, everything else from the caller of handle()).
#pragma once

#include "ai/levels.h"
#include "ai/mate.h"
#include "ai/search.h"
#include "rules/game.h"
#include "usi/codec.h"

#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <thread>

namespace ogi {

class UsiEngine {
public:
    explicit UsiEngine(std::ostream& out);
    ~UsiEngine(); // stops and joins a running search
    UsiEngine(const UsiEngine&) = delete;
    UsiEngine& operator=(const UsiEngine&) = delete;

    // Handles one line; returns false after "quit". Never throws on bad input: it answers
    // with "info string error: ..." and keeps its state.
    bool handle(std::string_view line);
    const Game& game() const { return m_game; }
    // Whether a search is running (bestmove not sent yet).
    bool searching() const { return m_searchRunning; }
    // Waits until the running search (if any) has ended by itself and joins it.
    void waitForSearch();

private:
    void send(std::string_view line);
    void sendString(std::string_view text); // "info string <text>"
    void sendError(std::string_view what);  // "info string error: <what>"
    // error: the line could not be read whole; command holds what it set up before that.
    void cmdPosition(const usi::PositionCommand& command, const std::string& error);
    void cmdGo(const usi::Command& command); // Go, GoMate or GoPerft
    void cmdPerft(int depth);
    void cmdSetOption(const usi::SetOption& option);
    void cmdBench(std::optional<int> depth);
    void cmdDisplay();
    void stopSearch();
    // The options the searches run with: the network when UseNNUE is on.
    ai::SearchOptions searchOptions(const ai::SearchOptions& base) const;
    void setEvalFile(std::string_view path);
    void runSearch(Position pos, History history, ai::SearchLimits limits, int level,
                   bool infinite);
    // "go mate <ms>|infinite": the mate search (ai/mate.h) on the search thread.
    void cmdGoMate(const usi::GoMate& command);
    void runMate(Position pos, History history, ai::MateLimits limits);

    std::ostream& m_out;
    std::mutex m_outMutex;
    Game m_game;

    // Options (changed only while no search runs).
    std::size_t m_hashMb = 16;
    int m_level = 10;
    int m_threads = 1;
    static constexpr int MaxMultiPV = 16;
    int m_multiPV = 1; // option MultiPV: lines searched and reported
    std::uint64_t m_searchCount = 0;

    std::unique_ptr<ai::Searcher> m_searcher; // made by the first go
    std::unique_ptr<ai::MateSearch> m_mate;   // made by the first go mate
    int m_mateMoves = 7;                      // option MateMoves
    bool m_mateChecks = false;                // option MateChecks
    // Option USI_ShowWDL: "wdl W D L" on every info line with a score (ai/winchance.h).
    bool m_showWdl = false;
    // Option EvalFile: the network it loaded, else the built-in one (null: none).
    std::unique_ptr<ai::nnue::Network> m_loadedNet;
    const ai::nnue::Network* m_network = ai::nnue::builtinNetwork();
    // Option UseNNUE: on when there is a network. The levels below 10 evaluate by hand
    // whatever it says (ai/levels.h), as the program does.
    bool m_useNnue = m_network != nullptr;
    std::thread m_thread;
    std::atomic<bool> m_searchRunning{false}; // false once bestmove has been sent
    // "go infinite" must not answer bestmove before "stop": the search thread waits here.
    std::mutex m_waitMutex;
    std::condition_variable m_waitCv;
    bool m_stopRequested = false;
};

} // namespace ogi
