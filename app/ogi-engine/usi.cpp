// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "usi.h"

#include "ai/levels.h"
#include "ai/winchance.h"
#include "rules/notation.h"
#include "rules/perft.h"
#include "rules/splitmix.h"

#include <charconv>
#include <chrono>
#include <random>
#include <vector>

namespace ogi {

namespace {

using usi::printable; // echoing bad input is safe: cut, and anything unprintable replaced

template <class T> bool parseNumber(std::string_view w, T& value) {
    auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
    return ec == std::errc() && p == w.data() + w.size();
}

// What option USI_ShowWDL adds to a line with a score: the win-chance model of the evaluation
// in use, at the stage of the searched position.
struct WdlModel {
    int stage = 0;
    ai::EvalKind evaluation = ai::EvalKind::Hand;
};

// With several lines (option MultiPV above 1), each line says which it is: "multipv k".
std::string formatInfo(const ai::SearchInfo& info, bool multipv,
                       const std::optional<WdlModel>& wdlModel) {
    usi::Info line;
    line.depth = info.depth;
    line.seldepth = info.seldepth;
    if (multipv) line.multipv = info.multipv;
    line.score = ai::isMateScore(info.score)
                     ? usi::Score{usi::Score::Kind::Mate, ai::matePlies(info.score), {}}
                     : usi::Score{usi::Score::Kind::Cp, info.score, {}};
    if (wdlModel) {
        const ai::Wdl w = ai::wdl(info.score, wdlModel->stage, wdlModel->evaluation);
        line.wdl = usi::Wdl{w.win, w.draw, w.loss};
    }
    line.nodes = info.nodes;
    line.nps = info.nps;
    line.time = info.timeMs;
    line.hashfull = info.hashfull;
    line.pv = info.pv;
    return usi::format(line);
}

std::string option(std::string name, usi::Option::Type type, std::string value,
                   std::optional<std::int64_t> min = {}, std::optional<std::int64_t> max = {}) {
    return usi::format(usi::Option{std::move(name), type, std::move(value), min, max, {}});
}

// Positions for "bench": the start, openings and middlegames with drops and promoted
// pieces in hand, and an endgame; searched to a fixed depth (13 unless given) with a cleared
// hash.
constexpr std::string_view BenchPositions[] = {
    "lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1",
    "lnsiksnl/1r4b1/pp1ppppp/2p5/5P2/PPPPP1PP/1B4R1/LNSIKSNL b - 3",
    "lnsik1nl/1r3sb1/pp1pp1pp/2p2p2/3P1P2/PPP1P1PP/1BS3R1/LN1IKSNL b - 7",
    "ln1ik1nl/1r1s1sb1/p2pp1pp/1pp2p2/3P1PP1/PPP1P2P/1BS2SR1/LN1IK1NL w - 12",
    "l2ik2l/1r1s1s2/p1npp1np/1pp2pp1/3P1P2/PPP1P1RP/1BS2S2/LN1IK1NL b Bp 21",
    "l3k2l/3s1s2/p1+Bpp1np/1pp2pp1/3P1P2/P1P1P1RP/2S2S2/LN1IK1NL w RNPi 30",
    "4k3/3s4/4p3/8/8/4P3/4S3/4K3 b RBrb 60",
};

} // namespace

UsiEngine::UsiEngine(std::ostream& out) : m_out(out) {}

UsiEngine::~UsiEngine() {
    stopSearch();
}

void UsiEngine::send(std::string_view line) {
    std::lock_guard lock(m_outMutex);
    m_out << line << '\n';
    m_out.flush();
}

void UsiEngine::stopSearch() {
    if (!m_thread.joinable()) return;
    if (m_searcher) m_searcher->stop();
    if (m_mate) m_mate->stop();
    {
        std::lock_guard lock(m_waitMutex);
        m_stopRequested = true;
    }
    m_waitCv.notify_all();
    m_thread.join();
}

void UsiEngine::waitForSearch() {
    if (m_thread.joinable()) m_thread.join();
}

void UsiEngine::sendString(std::string_view text) {
    usi::Info line;
    line.text = std::string(text);
    send(usi::format(line));
}

void UsiEngine::sendError(std::string_view what) {
    sendString("error: " + std::string(what));
}

bool UsiEngine::handle(std::string_view line) {
    const usi::Parsed<usi::Command> parsed = usi::parseCommand(line);
    const std::string_view word = usi::commandWord(line);
    if (!parsed.value) {
        // What each command keeps when it cannot be read: nothing.
        if (!parsed.error.empty())
            sendError(parsed.error + (word == "go"         ? "; no search started"
                                      : word == "position" ? "; position unchanged"
                                                           : ""));
        return true;
    }
    const usi::Command& command = *parsed.value;
    if (std::holds_alternative<usi::Usi>(command)) {
        using T = usi::Option::Type;
        send(usi::format(usi::Id{usi::Id::Field::Name, "Ōgi " OGI_VERSION}));
        send(usi::format(usi::Id{usi::Id::Field::Author, "the Ōgi developers"}));
        send(option("Hash", T::Spin, "16", 1, 4096));
        send(option("Level", T::Spin, "10", 1, 10));
        send(option("Threads", T::Spin, "1", 1, ai::Searcher::MaxThreads));
        send(option("MultiPV", T::Spin, "1", 1, MaxMultiPV));
        send(option("MateMoves", T::Spin, "7", 1, ai::MateSearch::MaxMateMoves));
        send(option("MateChecks", T::Check, "false"));
        send(option("UseNNUE", T::Check, ai::nnue::builtinNetwork() ? "true" : "false"));
        send(option("USI_ShowWDL", T::Check, "false"));
        send(option("EvalFile", T::String,
                    ai::nnue::builtinNetwork() ? ai::nnue::builtinNetwork()->name() : "<none>"));
        send(usi::format(usi::UsiOk{}));
    } else if (std::holds_alternative<usi::IsReady>(command)) {
        send(usi::format(usi::ReadyOk{})); // at once, also while searching
    } else if (std::holds_alternative<usi::Stop>(command)) {
        stopSearch(); // the search thread sends bestmove before it ends
    } else if (std::holds_alternative<usi::Quit>(command)) {
        stopSearch();
        return false;
    } else if (const auto* position = std::get_if<usi::PositionCommand>(&command)) {
        cmdPosition(*position, parsed.error); // the running search works on its own copy
    } else if (std::holds_alternative<usi::Display>(command)) {
        cmdDisplay();
    } else if (std::holds_alternative<usi::Go>(command) ||
               std::holds_alternative<usi::GoMate>(command) ||
               std::holds_alternative<usi::GoPerft>(command)) {
        cmdGo(command);
    } else if (std::holds_alternative<usi::UsiNewGame>(command) ||
               std::holds_alternative<usi::SetOption>(command) ||
               std::holds_alternative<usi::Bench>(command)) {
        // These change what the search uses: finish a running search first.
        stopSearch();
        if (std::holds_alternative<usi::UsiNewGame>(command)) {
            m_game = Game();
            if (m_searcher) m_searcher->clearHash();
        } else if (const auto* set = std::get_if<usi::SetOption>(&command)) {
            cmdSetOption(*set);
        } else {
            cmdBench(std::get<usi::Bench>(command).depth);
        }
    } else {
        // ponderhit, gameover: no pondering, nothing to do.
    }
    return true;
}

void UsiEngine::cmdPosition(const usi::PositionCommand& command, const std::string& error) {
    // A line that could not be read whole (error) sets the position up to where it went wrong.
    Game game(command.start);
    int index = 0;
    bool stopped = false;
    for (const Move move : command.moves) {
        ++index;
        const std::string w = moveToMachine(move);
        stopped = true;
        if (game.isOver()) {
            sendError("move " + std::to_string(index) + " '" + std::string(w) +
                      "' comes after the end of the game; position kept before it");
            break;
        }
        const Illegal why = game.play(move);
        if (why != Illegal::None) {
            game.undo(); // clears the loss: the position stays where it was
            sendError("move " + std::to_string(index) + " '" + std::string(w) +
                      "' is illegal: " + illegalText(why) + "; position kept before it");
            break;
        }
        stopped = false;
    }
    if (!stopped && !error.empty()) sendError(error + "; position kept before it");
    m_game = game;
}

void UsiEngine::cmdGo(const usi::Command& command) {
    if (m_searchRunning) {
        sendError("go: a search is already running; send stop first");
        return;
    }
    if (m_thread.joinable()) m_thread.join(); // finished by itself: bestmove is out
    if (const auto* perft = std::get_if<usi::GoPerft>(&command)) return cmdPerft(perft->depth);
    if (const auto* mate = std::get_if<usi::GoMate>(&command)) return cmdGoMate(*mate);
    const usi::Go& go = std::get<usi::Go>(command);
    if (go.ponder) sendError("go ponder is not supported; searching normally");
    ai::SearchLimits limits;
    const bool infinite = go.infinite;
    limits.clock = go.btime || go.wtime || go.binc || go.winc || go.byoyomi;
    limits.time[Sente] = go.btime.value_or(0);
    limits.time[Gote] = go.wtime.value_or(0);
    limits.inc[Sente] = go.binc.value_or(0);
    limits.inc[Gote] = go.winc.value_or(0);
    limits.byoyomi = go.byoyomi.value_or(0);
    limits.movetime = go.movetime.value_or(0);
    limits.depth = go.depth.value_or(0);
    limits.movesToGo = go.movestogo.value_or(0);
    limits.nodes = go.nodes.value_or(0);
    limits.infinite = infinite;
    limits.multiPV = m_multiPV;

    MoveList list;
    m_game.legalMoves(list);
    if (list.size() == 0) {
        sendString("the side to move has no legal move" +
                   std::string(m_game.isOver() ? " (the game is over)" : ""));
        send(usi::format(usi::BestMove{usi::BestMove::Kind::Resign, {}, {}}));
        return;
    }
    {
        std::lock_guard lock(m_waitMutex);
        m_stopRequested = false;
    }
    // The hash table is allocated at the first search, at the size then set.
    if (!m_searcher) m_searcher = std::make_unique<ai::Searcher>(m_hashMb);
    m_searcher->setOptions(searchOptions(m_searcher->options()));
    m_searcher->resetStop(); // before the thread exists: a stop right after go is kept
    m_searchRunning = true;
    m_thread = std::thread(&UsiEngine::runSearch, this, m_game.position(), m_game.history(), limits,
                           m_level, infinite);
}

void UsiEngine::runSearch(Position pos, History history, ai::SearchLimits limits, int level,
                          bool infinite) {
    const std::uint64_t seed = splitmix64(++m_searchCount ^ pos.key());
    const bool multipv = limits.multiPV > 1;
    // The levels below 10 evaluate by hand whatever UseNNUE says (ai/levels.h).
    std::optional<WdlModel> wdlModel;
    if (m_showWdl)
        wdlModel = WdlModel{ai::gameStage(pos), level == ai::MaxLevel && m_useNnue && m_network
                                                    ? ai::EvalKind::Network
                                                    : ai::EvalKind::Hand};
    const ai::SearchResult r =
        ai::searchAtLevel(*m_searcher, level, m_threads, pos, history, limits, seed,
                          [this, multipv, wdlModel](const ai::SearchInfo& info) {
                              send(formatInfo(info, multipv, wdlModel));
                          });
    const Move best = r.best;
    if (infinite) {
        // The protocol wants bestmove only after stop, even if the search ended by itself.
        std::unique_lock lock(m_waitMutex);
        m_waitCv.wait(lock, [this] { return m_stopRequested; });
    }
    if (r.claimDraw) sendString("draw claimable (50-move rule) and not winning: claim");
    // Cleared before bestmove is written: a GUI that answers bestmove with a new "go" at
    // once must find the engine idle (cmdGo then joins this thread, which is finishing).
    std::lock_guard lock(m_outMutex);
    m_searchRunning = false;
    m_out << usi::format(best.isNone() ? usi::BestMove{usi::BestMove::Kind::Resign, {}, {}}
                                       : usi::BestMove{usi::BestMove::Kind::Move, best, {}})
          << '\n';
    m_out.flush();
}

void UsiEngine::cmdSetOption(const usi::SetOption& option) {
    // The value is the rest of the line (a file name may hold spaces), trimmed.
    const std::string_view name = option.name;
    const std::string_view value = option.value ? std::string_view(*option.value) : "";
    if (value.empty()) {
        sendError("setoption " + printable(name) + ": missing 'value <x>'");
        return;
    }
    if (name == "EvalFile") {
        setEvalFile(value);
        return;
    }
    long long n = 0;
    const bool numeric = parseNumber(value, n);
    auto bad = [&](const char* range) {
        sendError("setoption " + printable(name) + ": value '" + printable(value) +
                  "' is not a number " + range + "; unchanged");
    };
    if (name == "Hash" || name == "USI_Hash") {
        if (!numeric || n < 1 || n > 4096) return bad("from 1 to 4096");
        m_hashMb = std::size_t(n);
        if (m_searcher) m_searcher->setHashSize(m_hashMb);
        if (m_mate) m_mate->setHashSize(m_hashMb);
    } else if (name == "Level") {
        if (!numeric || n < ai::MinLevel || n > ai::MaxLevel) return bad("from 1 to 10");
        m_level = int(n);
    } else if (name == "Threads") {
        if (!numeric || n < 1 || n > ai::Searcher::MaxThreads) return bad("from 1 to 64");
        m_threads = int(n);
    } else if (name == "MultiPV") {
        if (!numeric || n < 1 || n > MaxMultiPV) return bad("from 1 to 16");
        m_multiPV = int(n);
    } else if (name == "MateMoves") {
        if (!numeric || n < 1 || n > ai::MateSearch::MaxMateMoves) return bad("from 1 to 31");
        m_mateMoves = int(n);
    } else if (name == "MateChecks") {
        if (value != "true" && value != "false") {
            sendError("setoption MateChecks: value '" + printable(value) +
                      "' is not true or false; unchanged");
            return;
        }
        m_mateChecks = value == "true";
    } else if (name == "USI_ShowWDL") {
        if (value != "true" && value != "false") {
            sendError("setoption USI_ShowWDL: value '" + printable(value) +
                      "' is not true or false; unchanged");
            return;
        }
        m_showWdl = value == "true";
    } else if (name == "UseNNUE") {
        if (value != "true" && value != "false") {
            sendError("setoption UseNNUE: value '" + printable(value) +
                      "' is not true or false; unchanged");
            return;
        }
        if (value == "true" && !m_network) {
            sendError("setoption UseNNUE: no network is loaded (set EvalFile "
                      "first); the hand-written evaluation stays in use");
            return;
        }
        if (m_useNnue != (value == "true") && m_searcher)
            m_searcher->clearHash(); // its entries hold the other evaluation's scores
        m_useNnue = value == "true";
    } else {
        sendError("setoption: unknown option '" + printable(name) + "'");
    }
}

ai::SearchOptions UsiEngine::searchOptions(const ai::SearchOptions& base) const {
    ai::SearchOptions options = base;
    options.network = m_useNnue ? m_network : nullptr;
    return options;
}

void UsiEngine::setEvalFile(std::string_view path) {
    // The built-in network's name (the option's default) brings it back.
    const ai::nnue::Network* builtin = ai::nnue::builtinNetwork();
    if (builtin && path == builtin->name()) {
        m_loadedNet.reset();
        if (m_useNnue && m_searcher && m_network != builtin) m_searcher->clearHash();
        m_network = builtin;
        sendString("EvalFile: the built-in network " + builtin->name() + " is in use");
        return;
    }
    std::string why;
    auto net = ai::nnue::Network::fromFile(std::string(path), &why);
    if (!net) {
        sendError("setoption EvalFile: " + printable(why, 200) + "; " +
                  (m_network ? "the network " + m_network->name() + " stays in use"
                             : std::string("no network is loaded")));
        return;
    }
    m_loadedNet = std::move(net);
    m_network = m_loadedNet.get();
    if (m_useNnue && m_searcher) m_searcher->clearHash();
    sendString("EvalFile: network " + m_network->name() + " loaded from " + printable(path, 200));
}

void UsiEngine::cmdBench(std::optional<int> depthGiven) {
    const int depth = depthGiven.value_or(13);
    if (depth < 1 || depth > 30) {
        sendError("bench needs a depth from 1 to 30");
        return;
    }
    ai::Searcher searcher(16);
    searcher.setOptions(searchOptions(searcher.options()));
    // What the speed below depends on: the evaluation, and the network's instructions.
    const ai::nnue::Network* network = searcher.options().network;
    sendString("bench evaluation: " +
               (network ? "network " + network->name() + " with " + ai::nnue::instructionSet()
                        : std::string("hand-written")));
    ai::SearchLimits limits;
    limits.depth = depth;
    std::uint64_t total = 0;
    std::int64_t totalMs = 0;
    for (std::string_view sfen : BenchPositions) {
        auto pos = Position::fromSfen(sfen);
        if (!pos) {
            sendError("bench position: " + pos.error());
            continue;
        }
        searcher.clearHash();
        const auto t0 = std::chrono::steady_clock::now();
        const ai::SearchResult r = searcher.search(*pos, History(), limits);
        totalMs += std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - t0)
                       .count();
        total += r.nodes;
        sendString("bench " + std::string(sfen) + ": bestmove " +
                   (r.best.isNone() ? std::string("none") : moveToMachine(r.best)) + " nodes " +
                   std::to_string(r.nodes));
    }
    send("Nodes searched: " + std::to_string(total));
    send("Time (ms): " + std::to_string(totalMs));
    send("Nodes/second: " + std::to_string(totalMs ? total * 1000 / std::uint64_t(totalMs) : 0));
}

void UsiEngine::cmdPerft(int depth) {
    if (depth < 1 || depth > 20) {
        sendError("go perft needs a depth from 1 to 20");
        return;
    }
    const auto t0 = std::chrono::steady_clock::now();
    Position pos = m_game.position();
    History history = m_game.history();
    history.reserve(history.size() + depth + 1);
    MoveList list;
    m_game.legalMoves(list);
    std::uint64_t total = 0;
    for (Move m : list) {
        std::uint64_t n = 1;
        if (depth > 1) {
            UndoInfo undo;
            pos.doMove(m, undo);
            history.push(m, pos.key());
            n = perft(pos, history, depth - 1);
            history.pop();
            pos.undoMove(m, undo);
        }
        total += n;
        send(moveToMachine(m) + ": " + std::to_string(n));
    }
    const double secs =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    send("");
    send("Nodes searched: " + std::to_string(total));
    const auto nps = secs > 0 ? std::uint64_t(double(total) / secs) : 0;
    sendString("time " + std::to_string(std::int64_t(secs * 1000)) + " ms, " + std::to_string(nps) +
               " nodes/s");
}

void UsiEngine::cmdDisplay() {
    const Position& pos = m_game.position();
    auto handLine = [&pos](Side s) {
        std::string h;
        for (int t = 0; t < HandTypes; ++t)
            for (int pr = 0; pr < 2; ++pr) {
                int c = pos.handCount(s, PieceType(t), pr);
                if (!c) continue;
                if (!h.empty()) h += ' ';
                if (pr) h += '+';
                h += pieceLetter(PieceType(t));
                if (c > 1) {
                    h += 'x';
                    h += std::to_string(c);
                }
            }
        return h.empty() ? std::string("-") : h;
    };
    send(std::string("Gote hand: ").append(handLine(Gote)));
    send("   +---+---+---+---+---+---+---+---+");
    for (int r = 7; r >= 0; --r) {
        std::string line = {' ', char('1' + r), ' ', '|'};
        for (int f = 0; f < 8; ++f) {
            Piece p = pos.pieceOn(makeSquare(f, r));
            if (p == NoPiece) {
                line += "   |";
                continue;
            }
            line += isPromoted(p) ? '+' : ' ';
            line += pieceLetter(typeOf(p), sideOf(p));
            line += " |";
        }
        send(line);
        send("   +---+---+---+---+---+---+---+---+");
    }
    send("     a   b   c   d   e   f   g   h");
    send(std::string("Sente hand: ").append(handLine(Sente)));
    send("sfen: " + pos.toSfen());
    send(std::string("check: ") + (pos.inCheck() ? "yes" : "no"));
}

// "go mate <milliseconds>|infinite" (USI): the shortest forced King capture by the side to
// move within MateMoves moves (MateChecks: by checks only), answered with "checkmate <line>",
// "checkmate nomate" (none within MateMoves) or "checkmate timeout" (time or stop first).
void UsiEngine::cmdGoMate(const usi::GoMate& command) {
    ai::MateLimits limits;
    limits.maxMoves = m_mateMoves;
    limits.timeMs = command.timeMs.value_or(0); // 0: infinite
    MoveList list;
    m_game.legalMoves(list);
    if (list.size() == 0) {
        send(usi::format(usi::Checkmate{usi::Checkmate::Kind::NoMate, {}}));
        return;
    }
    if (!m_mate) m_mate = std::make_unique<ai::MateSearch>(m_hashMb);
    m_mate->resetStop(); // before the thread exists: a stop right after go is kept
    m_searchRunning = true;
    m_thread = std::thread(&UsiEngine::runMate, this, m_game.position(), m_game.history(), limits);
}

void UsiEngine::runMate(Position pos, History history, ai::MateLimits limits) {
    const auto mode = m_mateChecks ? ai::MateMode::Checks : ai::MateMode::AnyMove;
    const ai::MateResult r =
        m_mate->solve(pos, history, mode, limits, [this](const ai::MateProgress& p) {
            usi::Info info;
            info.depth = p.moves;
            info.nodes = p.nodes;
            info.time = p.timeMs;
            info.hashfull = p.tableUsed;
            send(usi::format(info));
        });
    usi::Checkmate answer;
    answer.kind = r.status == ai::MateStatus::Win     ? usi::Checkmate::Kind::Mate
                  : r.status == ai::MateStatus::NoWin ? usi::Checkmate::Kind::NoMate
                                                      : usi::Checkmate::Kind::Timeout;
    if (r.status == ai::MateStatus::Win) answer.line = r.line;
    std::lock_guard lock(m_outMutex);
    m_searchRunning = false; // before the answer, as for bestmove
    m_out << usi::format(answer) << '\n';
    m_out.flush();
}

} // namespace ogi
