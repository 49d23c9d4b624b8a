// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "usi.h"

#include "ai/levels.h"
#include "rules/notation.h"
#include "rules/perft.h"
#include "rules/splitmix.h"

#include <charconv>
#include <chrono>
#include <random>
#include <vector>

namespace ogi {

namespace {

// Splits off the first whitespace-separated word of s.
std::string_view nextWord(std::string_view& s) {
    std::size_t i = 0;
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t' || s[i] == '\r')) ++i;
    std::size_t j = i;
    while (j < s.size() && s[j] != ' ' && s[j] != '\t' && s[j] != '\r') ++j;
    std::string_view w = s.substr(i, j - i);
    s.remove_prefix(j);
    return w;
}

// Replaces anything unprintable, and cuts, so that echoing bad input is safe.
std::string printable(std::string_view w, std::size_t max = 40) {
    std::string r(w.substr(0, max));
    for (char& c : r)
        if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) c = '?';
    return r;
}

template <class T> bool parseNumber(std::string_view w, T& value) {
    auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
    return ec == std::errc() && p == w.data() + w.size();
}

// With several lines (option MultiPV above 1), each line says which it is: "multipv k".
std::string formatInfo(const ai::SearchInfo& info, bool multipv) {
    std::string line =
        "info depth " + std::to_string(info.depth) + " seldepth " + std::to_string(info.seldepth);
    if (multipv) line += " multipv " + std::to_string(info.multipv);
    line += " score ";
    if (ai::isMateScore(info.score))
        line += "mate " + std::to_string(ai::matePlies(info.score));
    else
        line += "cp " + std::to_string(info.score);
    line += " nodes " + std::to_string(info.nodes) + " nps " + std::to_string(info.nps) + " time " +
            std::to_string(info.timeMs) + " hashfull " + std::to_string(info.hashfull);
    if (!info.pv.empty()) {
        line += " pv";
        for (Move m : info.pv) line += ' ' + moveToMachine(m);
    }
    return line;
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

bool UsiEngine::handle(std::string_view line) {
    std::string_view rest = line;
    const std::string_view cmd = nextWord(rest);
    if (cmd.empty()) return true;
    if (cmd == "usi") {
        send("id name Ogi " OGI_VERSION);
        send("id author the Ogi developers");
        send("option name Hash type spin default 16 min 1 max 4096");
        send("option name Level type spin default 10 min 1 max 10");
        send("option name Threads type spin default 1 min 1 max " +
             std::to_string(ai::Searcher::MaxThreads));
        send("option name MultiPV type spin default 1 min 1 max " + std::to_string(MaxMultiPV));
        send("option name MateMoves type spin default 7 min 1 max " +
             std::to_string(ai::MateSearch::MaxMateMoves));
        send("option name MateChecks type check default false");
        send("option name UseNNUE type check default false");
        send("option name EvalFile type string default " + (ai::nnue::builtinNetwork()
                                                                ? ai::nnue::builtinNetwork()->name()
                                                                : std::string("<none>")));
        send("usiok");
    } else if (cmd == "isready") {
        send("readyok"); // at once, also while searching
    } else if (cmd == "stop") {
        stopSearch(); // the search thread sends bestmove before it ends
    } else if (cmd == "quit") {
        stopSearch();
        return false;
    } else if (cmd == "position") {
        cmdPosition(rest); // the running search works on its own copy
    } else if (cmd == "d") {
        cmdDisplay();
    } else if (cmd == "go") {
        cmdGo(rest);
    } else if (cmd == "usinewgame" || cmd == "setoption" || cmd == "bench") {
        // These change what the search uses: finish a running search first.
        stopSearch();
        if (cmd == "usinewgame") {
            m_game = Game();
            if (m_searcher) m_searcher->clearHash();
        } else if (cmd == "setoption") {
            cmdSetOption(rest);
        } else {
            cmdBench(rest);
        }
    } else if (cmd == "ponderhit" || cmd == "gameover") {
        // No pondering: nothing to do.
    } else {
        send("info string error: unknown command '" + printable(cmd) + "'");
    }
    return true;
}

void UsiEngine::cmdPosition(std::string_view args) {
    std::string_view rest = args;
    const std::string_view kind = nextWord(rest);
    Position start;
    if (kind == "startpos") {
        start = Position::start();
    } else if (kind == "sfen") {
        // The SFEN runs up to the word "moves" (or the end of the line).
        std::size_t at = rest.find(" moves");
        std::string_view sfen = rest.substr(0, at);
        rest = at == std::string_view::npos ? std::string_view() : rest.substr(at);
        auto parsed = Position::fromSfen(sfen);
        if (!parsed) {
            send("info string error: SFEN: " + parsed.error() + "; position unchanged");
            return;
        }
        start = *parsed;
    } else {
        send("info string error: position needs 'startpos' or 'sfen <sfen>'; position unchanged");
        return;
    }
    Game game(start);
    const std::string_view word = nextWord(rest);
    if (!word.empty() && word != "moves") {
        send("info string error: expected 'moves' after the position, found '" +
             std::string(word.substr(0, 40)) + "'");
        m_game = game;
        return;
    }
    int index = 0;
    for (std::string_view w = nextWord(rest); !w.empty(); w = nextWord(rest)) {
        ++index;
        auto move = parseMove(game.position(), w);
        if (!move) {
            send("info string error: move " + std::to_string(index) + ": " + move.error() +
                 "; position kept before it");
            break;
        }
        if (game.isOver()) {
            send("info string error: move " + std::to_string(index) + " '" + std::string(w) +
                 "' comes after the end of the game; position kept before it");
            break;
        }
        const Illegal why = game.play(*move);
        if (why != Illegal::None) {
            game.undo(); // clears the loss: the position stays where it was
            send("info string error: move " + std::to_string(index) + " '" + std::string(w) +
                 "' is illegal: " + illegalText(why) + "; position kept before it");
            break;
        }
    }
    m_game = game;
}

void UsiEngine::cmdGo(std::string_view args) {
    if (m_searchRunning) {
        send("info string error: go: a search is already running; send stop first");
        return;
    }
    if (m_thread.joinable()) m_thread.join(); // finished by itself: bestmove is out
    std::string_view rest = args;
    ai::SearchLimits limits;
    bool infinite = false;
    for (std::string_view w = nextWord(rest); !w.empty(); w = nextWord(rest)) {
        if (w == "perft") {
            cmdPerft(rest);
            return;
        }
        if (w == "mate") {
            cmdGoMate(rest);
            return;
        }
        if (w == "infinite") {
            infinite = true;
            continue;
        }
        if (w == "ponder") {
            send("info string error: go ponder is not supported; searching normally");
            continue;
        }
        int* target = nullptr;
        if (w == "btime" || w == "wtime" || w == "binc" || w == "winc" || w == "byoyomi")
            limits.clock = true;
        if (w == "btime")
            target = &limits.time[Sente];
        else if (w == "wtime")
            target = &limits.time[Gote];
        else if (w == "binc")
            target = &limits.inc[Sente];
        else if (w == "winc")
            target = &limits.inc[Gote];
        else if (w == "byoyomi")
            target = &limits.byoyomi;
        else if (w == "movetime")
            target = &limits.movetime;
        else if (w == "depth")
            target = &limits.depth;
        else if (w == "movestogo")
            target = &limits.movesToGo;
        const std::string_view v = nextWord(rest);
        if (w == "nodes") {
            std::uint64_t n = 0;
            if (!parseNumber(v, n)) {
                send("info string error: go: 'nodes' needs a whole number, found '" + printable(v) +
                     "'; no search started");
                return;
            }
            limits.nodes = n;
            continue;
        }
        if (!target) {
            send("info string error: go: unknown parameter '" + printable(w) +
                 "'; no search started");
            return;
        }
        long long value = 0;
        if (!parseNumber(v, value) || value < 0) {
            send("info string error: go: '" + printable(w) +
                 "' needs a whole number >= 0, found '" + printable(v) + "'; no search started");
            return;
        }
        *target = int(std::min<long long>(value, 1LL << 30));
    }
    limits.infinite = infinite;
    limits.multiPV = m_multiPV;

    MoveList list;
    m_game.legalMoves(list);
    if (list.size() == 0) {
        send("info string the side to move has no legal move" +
             std::string(m_game.isOver() ? " (the game is over)" : ""));
        send("bestmove resign");
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
    const ai::SearchResult r = ai::searchAtLevel(
        *m_searcher, level, m_threads, pos, history, limits, seed,
        [this, multipv](const ai::SearchInfo& info) { send(formatInfo(info, multipv)); });
    const Move best = r.best;
    if (infinite) {
        // The protocol wants bestmove only after stop, even if the search ended by itself.
        std::unique_lock lock(m_waitMutex);
        m_waitCv.wait(lock, [this] { return m_stopRequested; });
    }
    if (r.claimDraw) send("info string draw claimable (50-move rule) and not winning: claim");
    // Cleared before bestmove is written: a GUI that answers bestmove with a new "go" at
    // once must find the engine idle (cmdGo then joins this thread, which is finishing).
    std::lock_guard lock(m_outMutex);
    m_searchRunning = false;
    m_out << (best.isNone() ? std::string("bestmove resign") : "bestmove " + moveToMachine(best))
          << '\n';
    m_out.flush();
}

void UsiEngine::cmdSetOption(std::string_view args) {
    // setoption name <id> [value <x>]
    std::string_view rest = args;
    if (nextWord(rest) != "name") {
        send("info string error: setoption needs 'name <option> value <x>'");
        return;
    }
    const std::string_view name = nextWord(rest);
    const std::string_view valueWord = nextWord(rest);
    const std::string_view wholeValue = rest; // a file name may hold spaces
    const std::string_view value = nextWord(rest);
    if (valueWord != "value" || value.empty()) {
        send("info string error: setoption " + printable(name) + ": missing 'value <x>'");
        return;
    }
    if (name == "EvalFile") {
        std::string_view path = wholeValue;
        while (!path.empty() && (path.front() == ' ' || path.front() == '\t'))
            path.remove_prefix(1);
        while (!path.empty() && (path.back() == ' ' || path.back() == '\t' || path.back() == '\r'))
            path.remove_suffix(1);
        setEvalFile(path);
        return;
    }
    long long n = 0;
    const bool numeric = parseNumber(value, n);
    auto bad = [&](const char* range) {
        send("info string error: setoption " + printable(name) + ": value '" + printable(value) +
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
            send("info string error: setoption MateChecks: value '" + printable(value) +
                 "' is not true or false; unchanged");
            return;
        }
        m_mateChecks = value == "true";
    } else if (name == "UseNNUE") {
        if (value != "true" && value != "false") {
            send("info string error: setoption UseNNUE: value '" + printable(value) +
                 "' is not true or false; unchanged");
            return;
        }
        if (value == "true" && !m_network) {
            send("info string error: setoption UseNNUE: no network is loaded (set EvalFile "
                 "first); the hand-written evaluation stays in use");
            return;
        }
        if (m_useNnue != (value == "true") && m_searcher)
            m_searcher->clearHash(); // its entries hold the other evaluation's scores
        m_useNnue = value == "true";
    } else {
        send("info string error: setoption: unknown option '" + printable(name) + "'");
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
        send("info string EvalFile: the built-in network " + builtin->name() + " is in use");
        return;
    }
    std::string why;
    auto net = ai::nnue::Network::fromFile(std::string(path), &why);
    if (!net) {
        send("info string error: setoption EvalFile: " + printable(why, 200) + "; " +
             (m_network ? "the network " + m_network->name() + " stays in use"
                        : std::string("no network is loaded")));
        return;
    }
    m_loadedNet = std::move(net);
    m_network = m_loadedNet.get();
    if (m_useNnue && m_searcher) m_searcher->clearHash();
    send("info string EvalFile: network " + m_network->name() + " loaded from " +
         printable(path, 200));
}

void UsiEngine::cmdBench(std::string_view args) {
    std::string_view rest = args;
    const std::string_view w = nextWord(rest);
    int depth = 13;
    if (!w.empty() && (!parseNumber(w, depth) || depth < 1 || depth > 30)) {
        send("info string error: bench needs a depth from 1 to 30");
        return;
    }
    ai::Searcher searcher(16);
    searcher.setOptions(searchOptions(searcher.options()));
    ai::SearchLimits limits;
    limits.depth = depth;
    std::uint64_t total = 0;
    std::int64_t totalMs = 0;
    for (std::string_view sfen : BenchPositions) {
        auto pos = Position::fromSfen(sfen);
        if (!pos) {
            send("info string error: bench position: " + pos.error());
            continue;
        }
        searcher.clearHash();
        const auto t0 = std::chrono::steady_clock::now();
        const ai::SearchResult r = searcher.search(*pos, History(), limits);
        totalMs += std::chrono::duration_cast<std::chrono::milliseconds>(
                       std::chrono::steady_clock::now() - t0)
                       .count();
        total += r.nodes;
        send("info string bench " + std::string(sfen) + ": bestmove " +
             (r.best.isNone() ? std::string("none") : moveToMachine(r.best)) + " nodes " +
             std::to_string(r.nodes));
    }
    send("Nodes searched: " + std::to_string(total));
    send("Time (ms): " + std::to_string(totalMs));
    send("Nodes/second: " + std::to_string(totalMs ? total * 1000 / std::uint64_t(totalMs) : 0));
}

void UsiEngine::cmdPerft(std::string_view args) {
    std::string_view rest = args;
    const std::string_view w = nextWord(rest);
    int depth = 0;
    auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), depth);
    if (ec != std::errc() || p != w.data() + w.size() || depth < 1 || depth > 20) {
        send("info string error: go perft needs a depth from 1 to 20");
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
    send("info string time " + std::to_string(std::int64_t(secs * 1000)) + " ms, " +
         std::to_string(nps) + " nodes/s");
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
void UsiEngine::cmdGoMate(std::string_view args) {
    std::string_view rest = args;
    const std::string_view w = nextWord(rest);
    ai::MateLimits limits;
    limits.maxMoves = m_mateMoves;
    long long ms = 0;
    if (w != "infinite" && (!parseNumber(w, ms) || ms < 1)) {
        send("info string error: go mate needs a time in milliseconds (at least 1) or "
             "'infinite', found '" +
             printable(w) + "'; no search started");
        return;
    }
    limits.timeMs = w == "infinite" ? 0 : int(std::min<long long>(ms, 1LL << 30));
    if (!nextWord(rest).empty()) {
        send("info string error: go mate takes one value; no search started");
        return;
    }
    MoveList list;
    m_game.legalMoves(list);
    if (list.size() == 0) {
        send("checkmate nomate");
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
            send("info depth " + std::to_string(p.moves) + " nodes " + std::to_string(p.nodes) +
                 " time " + std::to_string(p.timeMs) + " hashfull " + std::to_string(p.tableUsed));
        });
    std::string answer = "checkmate";
    if (r.status == ai::MateStatus::Win)
        for (Move m : r.line) answer += ' ' + moveToMachine(m);
    else
        answer += r.status == ai::MateStatus::NoWin ? " nomate" : " timeout";
    std::lock_guard lock(m_outMutex);
    m_searchRunning = false; // before the answer, as for bestmove
    m_out << answer << '\n';
    m_out.flush();
}

} // namespace ogi
