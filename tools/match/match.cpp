// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "ai/nnue.h"
#include "engineprocess.h"

#include "rules/notation.h"
#include "rules/splitmix.h"
#include "usi/client.h"
#include "usi/codec.h"

#include <charconv>
#include <cmath>
#include <fstream>
#include <random>
#include <sstream>

namespace ogi::match {

namespace {

template <class T> bool toNumber(std::string_view text, T& value) {
    auto [p, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    return ec == std::errc() && p == text.data() + text.size();
}

// Whole milliseconds from a number of seconds written with an optional decimal part.
bool secondsToMs(std::string_view text, int& ms) {
    const std::size_t dot = text.find('.');
    long long whole = 0, frac = 0;
    const std::string_view w = text.substr(0, dot);
    if (w.empty() || !toNumber(w, whole) || whole < 0 || whole > 10'000'000) return false;
    if (dot != std::string_view::npos) {
        std::string f(text.substr(dot + 1));
        if (f.empty() || f.size() > 3) return false;
        f.resize(3, '0');
        if (!toNumber(std::string_view(f), frac) || frac < 0) return false;
    }
    ms = int(whole * 1000 + frac);
    return true;
}

// The search and evaluation switches of an in-process side, by name.
struct Switch {
    const char* key;
    bool ai::SearchOptions::*search;
    bool ai::EvalOptions::*eval;
};
constexpr Switch Switches[] = {
    {"tt", &ai::SearchOptions::transpositionTable, nullptr},
    {"asp", &ai::SearchOptions::aspiration, nullptr},
    {"null", &ai::SearchOptions::nullMove, nullptr},
    {"lmr", &ai::SearchOptions::lmr, nullptr},
    {"killers", &ai::SearchOptions::killers, nullptr},
    {"history", &ai::SearchOptions::historyHeuristic, nullptr},
    {"countermove", &ai::SearchOptions::counterMoves, nullptr},
    {"conthist", &ai::SearchOptions::continuationHistory, nullptr},
    {"qs", &ai::SearchOptions::quiescence, nullptr},
    {"checkext", &ai::SearchOptions::checkExtension, nullptr},
    {"futility", &ai::SearchOptions::futility, nullptr},
    {"rfp", &ai::SearchOptions::reverseFutility, nullptr},
    {"razor", &ai::SearchOptions::razoring, nullptr},
    {"lmp", &ai::SearchOptions::moveCountPruning, nullptr},
    {"seeprune", &ai::SearchOptions::seePruning, nullptr},
    {"improving", &ai::SearchOptions::improving, nullptr},
    {"rootmate", &ai::SearchOptions::rootMate, nullptr},
    {"pst", nullptr, &ai::EvalOptions::pieceSquare},
    {"kingsafety", nullptr, &ai::EvalOptions::kingSafety},
    {"mobility", nullptr, &ai::EvalOptions::mobility},
    {"hand", nullptr, &ai::EvalOptions::handValues},
    {"kingdist", nullptr, &ai::EvalOptions::kingDistance},
    {"threats", nullptr, &ai::EvalOptions::threats},
};

} // namespace

ai::SearchOptions withBuiltinNetwork() {
    ai::SearchOptions o;
    o.network = ai::nnue::builtinNetwork();
    return o;
}

std::string switchNames() {
    std::string names;
    for (const Switch& s : Switches) {
        if (!names.empty()) names += ' ';
        names += s.key;
    }
    return names;
}

namespace {

bool setSwitch(ai::SearchOptions& o, std::string_view key, bool on) {
    for (const Switch& s : Switches)
        if (key == s.key) {
            (s.search ? o.*s.search : o.eval.*s.eval) = on;
            return true;
        }
    return false;
}

// The USI "go" parameters of a time control, with the clocks as they stand.
usi::Go goCommand(const TimeControl& tc, const int clocks[2]) {
    usi::Go go;
    if (tc.clock()) {
        go.btime = clocks[Sente];
        go.wtime = clocks[Gote];
        if (tc.inc) go.binc = go.winc = tc.inc;
        if (tc.byoyomi) go.byoyomi = tc.byoyomi;
    }
    if (tc.movetime) go.movetime = tc.movetime;
    if (tc.nodes) go.nodes = tc.nodes;
    if (tc.depth) go.depth = tc.depth;
    return go;
}

// A configuration of the search in this process.
class InProcessPlayer : public Player {
public:
    explicit InProcessPlayer(const PlayerSpec& spec)
        : m_spec(spec), m_searcher(std::size_t(spec.hashMb)) {}

    std::string newGame() override {
        m_searcher.clearHash();
        return {};
    }

    Reply play(const Game& game, const TimeControl& tc, const int clocks[2], Clock::time_point,
               std::uint64_t seed) override {
        ai::SearchLimits limits;
        limits.movetime = tc.movetime;
        limits.nodes = tc.nodes;
        limits.depth = tc.depth;
        if (tc.clock()) {
            limits.clock = true;
            limits.time[Sente] = clocks[Sente];
            limits.time[Gote] = clocks[Gote];
            limits.inc[Sente] = limits.inc[Gote] = tc.inc;
            limits.byoyomi = tc.byoyomi;
        }
        m_searcher.setOptions(m_spec.options);
        m_searcher.resetStop();
        const ai::SearchResult r = ai::searchAtLevel(m_searcher, m_spec.level, m_spec.threads,
                                                     game.position(), game.history(), limits, seed);
        Reply reply;
        if (r.best.isNone()) reply.kind = Reply::Resigned;
        reply.move = r.best;
        return reply;
    }

private:
    PlayerSpec m_spec;
    ai::Searcher m_searcher;
};

// An engine binary spoken to over pipes; the conversation's rules are usi::Client's.
class ExternalPlayer : public Player {
public:
    explicit ExternalPlayer(const PlayerSpec& spec) : m_spec(spec) {}

    std::string newGame() override {
        if (!m_process.running()) {
            const std::string err = m_process.start(m_spec.command);
            if (!err.empty()) return err;
            usi::Client::Setup setup;
            for (const auto& [name, value] : m_spec.engineOptions)
                setup.options.push_back(usi::SetOption{name, value});
            setup.usiTimeout = std::chrono::seconds(10);
            setup.readyTimeout = std::chrono::seconds(30); // a big network may take a while
            m_client = usi::Client(std::move(setup));
            m_client.start(Clock::now());
            if (const std::string err = awaitReady(); !err.empty()) return err;
        }
        m_client.newGame(Clock::now());
        return awaitReady();
    }

    Reply play(const Game& game, const TimeControl& tc, const int clocks[2],
               Clock::time_point deadline, std::uint64_t) override {
        using Kind = usi::Client::Event::Kind;
        Reply reply;
        m_client.send(usi::positionCommand(game));
        m_client.send(goCommand(tc, clocks));
        const auto best = waitFor(Kind::BestMove, deadline);
        if (best && best->kind == Kind::BadMove) {
            reply.kind = Reply::Unreadable; // a bestmove line without a readable move
            reply.text = best->error;
            return reply;
        }
        if (!best || best->kind != Kind::BestMove) {
            // A late engine is ended (so is one gone): the next game starts it afresh.
            m_process.stop();
            reply.kind = best ? Reply::Crashed : Reply::TimedOut;
            return reply;
        }
        const auto& move = std::get<usi::BestMove>(*best->answer);
        if (move.kind == usi::BestMove::Kind::Resign) {
            reply.kind = Reply::Resigned;
            return reply;
        }
        if (move.kind == usi::BestMove::Kind::Win) {
            reply.kind = Reply::Unreadable; // Ogi has no declaration of a win
            reply.text = "bestmove win: Ogi has no win by declaration";
            return reply;
        }
        reply.move = move.move;
        return reply;
    }

private:
    // Writes what the client has to say, then hands it the engine's lines until it reports
    // `wanted` (or, for a move, an unreadable one) or the end of the conversation (Failed).
    // Other lines are passed over. Empty when `deadline` comes first.
    std::optional<usi::Client::Event>
    waitFor(usi::Client::Event::Kind wanted,
            Clock::time_point deadline = Clock::time_point::max()) {
        using Kind = usi::Client::Event::Kind;
        std::string line;
        for (;;) {
            bool written = true;
            for (const usi::Command& command : m_client.takeOutgoing())
                written = written && m_process.send(usi::format(command));
            if (!written) return m_client.closed(); // its input is closed: it is gone
            const Clock::time_point until =
                std::min(deadline, m_client.deadline().value_or(deadline));
            switch (m_process.readLine(line, until)) {
            case EngineProcess::Read::Line: {
                usi::Client::Event event = m_client.receive(line, Clock::now());
                if (event.kind == wanted || event.kind == Kind::Failed ||
                    (wanted == Kind::BestMove && event.kind == Kind::BadMove))
                    return event;
                break;
            }
            case EngineProcess::Read::Timeout: {
                usi::Client::Event event = m_client.expire(Clock::now());
                if (event.kind == Kind::Failed) return event;
                if (Clock::now() >= deadline) return std::nullopt;
                break;
            }
            case EngineProcess::Read::Closed: return m_client.closed();
            }
        }
    }
    // Waits for the "readyok" the client awaits; empty, or what went wrong.
    std::string awaitReady() {
        using Kind = usi::Client::Event::Kind;
        if (m_client.phase() != usi::Client::Phase::WaitReadyOk &&
            m_client.phase() != usi::Client::Phase::WaitUsiOk)
            return failure("the engine is not ready for a game");
        const auto ready = waitFor(Kind::Ready);
        if (ready && ready->kind == Kind::Ready) return {};
        return failure(ready ? ready->message : std::string("no answer"));
    }
    std::string failure(const std::string& what) {
        m_process.stop();
        return m_spec.command + ": " + what;
    }

    PlayerSpec m_spec;
    EngineProcess m_process;
    usi::Client m_client;
};

} // namespace

std::string TimeControl::text() const {
    std::string t;
    auto add = [&t](const std::string& part) { t += (t.empty() ? "" : ", ") + part; };
    if (clock()) {
        add(std::to_string(time) + "+" + std::to_string(inc) + " ms" +
            (byoyomi ? " byoyomi " + std::to_string(byoyomi) + " ms" : ""));
    }
    if (movetime) add("movetime " + std::to_string(movetime) + " ms");
    if (nodes) add("nodes " + std::to_string(nodes));
    if (depth) add("depth " + std::to_string(depth));
    return t.empty() ? "no limit" : t;
}

bool parseClock(std::string_view text, TimeControl& tc) {
    const std::size_t plus = text.find('+');
    int time = 0, inc = 0;
    if (!secondsToMs(text.substr(0, plus), time)) return false;
    if (plus != std::string_view::npos && !secondsToMs(text.substr(plus + 1), inc)) return false;
    tc.time = time;
    tc.inc = inc;
    return time > 0 || inc > 0;
}

std::string configure(PlayerSpec& p, std::string_view spec) {
    while (!spec.empty()) {
        const std::size_t comma = spec.find(',');
        std::string_view item = spec.substr(0, comma);
        spec = comma == std::string_view::npos ? std::string_view() : spec.substr(comma + 1);
        if (item.empty()) continue;
        const std::size_t eq = item.find('=');
        // Built by append: GCC 12 warns (-Wrestrict, falsely) on "'" + std::string at -O3.
        const auto problem = [item](std::string_view what) {
            return std::string(1, '\'').append(item).append("': ").append(what);
        };
        if (eq == std::string_view::npos) return problem("expected key=value");
        const std::string_view key = item.substr(0, eq), value = item.substr(eq + 1);
        if (key == "cmd") {
            p.command = std::string(value);
            continue;
        }
        if (key == "name") {
            p.name = std::string(value);
            continue;
        }
        if (key.substr(0, 4) == "opt.") {
            p.engineOptions.emplace_back(std::string(key.substr(4)), std::string(value));
            continue;
        }
        long long n = 0;
        if (!toNumber(value, n) || n < 0) return problem("the value must be a whole number >= 0");
        const bool on = n != 0;
        if (key == "level")
            p.level = int(std::clamp<long long>(n, ai::MinLevel, ai::MaxLevel));
        else if (key == "threads")
            p.threads = int(std::clamp<long long>(n, 1, ai::Searcher::MaxThreads));
        else if (key == "hash")
            p.hashMb = int(std::clamp<long long>(n, 1, 4096));
        else if (key == "nodes")
            p.ownTc.nodes = std::uint64_t(n);
        else if (key == "depth")
            p.ownTc.depth = int(n);
        else if (key == "movetime")
            p.ownTc.movetime = int(n);
        else if (key == "time")
            p.ownTc.time = int(n);
        else if (key == "inc")
            p.ownTc.inc = int(n);
        else if (key == "byoyomi")
            p.ownTc.byoyomi = int(n);
        else if (key == "nnue")
            p.options.network = on ? ai::nnue::builtinNetwork() : nullptr;
        else if (!setSwitch(p.options, key, on))
            return "unknown switch '" + std::string(key) + "'";
    }
    return {};
}

std::unique_ptr<Player> makePlayer(const PlayerSpec& spec) {
    if (spec.external()) return std::make_unique<ExternalPlayer>(spec);
    return std::make_unique<InProcessPlayer>(spec);
}

GameRecord playGame(Game opening, Player& sente, Player& gote, const PlayerSpec& senteSpec,
                    const PlayerSpec& goteSpec, const RefereeSettings& settings,
                    std::uint64_t seed) {
    using Clock = Player::Clock;
    GameRecord rec;
    rec.game = std::move(opening);
    Game& game = rec.game;
    Player* players[2] = {&sente, &gote};
    const TimeControl tcs[2] = {senteSpec.ownTc.any() ? senteSpec.ownTc : settings.tc,
                                goteSpec.ownTc.any() ? goteSpec.ownTc : settings.tc};
    int clocks[2] = {tcs[Sente].time, tcs[Gote].time};
    for (Side s : {Sente, Gote}) {
        const std::string err = players[s]->newGame();
        if (!err.empty()) {
            rec.crash = true;
            rec.note = err;
            game.resign(s);
            return rec;
        }
    }
    int plies = 0;
    while (!game.isOver()) {
        if (plies >= settings.maxPlies) {
            rec.plyLimit = true;
            break;
        }
        if (game.canClaimDraw()) {
            game.claimDraw();
            break;
        }
        const Side side = game.sideToMove();
        const TimeControl& tc = tcs[side];
        int allowed = settings.noClockTimeoutMs;
        if (tc.clock())
            allowed = clocks[side] + tc.byoyomi;
        else if (tc.movetime)
            allowed = tc.movetime;
        const auto t0 = Clock::now();
        const Player::Reply reply = players[side]->play(
            game, tc, clocks, t0 + std::chrono::milliseconds(allowed + settings.marginMs),
            splitmix64(seed ^ std::uint64_t(plies) * 1315423911ull));
        const int used =
            int(std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - t0).count());
        if (tc.clock() || tc.movetime)
            rec.maxOverrunMs = std::max(rec.maxOverrunMs, used - allowed);
        const std::string who = side == Sente ? "Sente" : "Gote";
        if (reply.kind == Player::Reply::TimedOut || used > allowed + settings.marginMs) {
            rec.timeLoss = true;
            rec.note = who + " used " + std::to_string(used) + " ms of " + std::to_string(allowed);
            game.loseOnTime(side);
            break;
        }
        if (reply.kind == Player::Reply::Crashed || reply.kind == Player::Reply::Unreadable) {
            rec.crash = true;
            rec.note = who + (reply.kind == Player::Reply::Crashed
                                  ? std::string(": the engine died")
                                  : ": unreadable answer (" + reply.text + ")");
            game.resign(side);
            break;
        }
        if (reply.kind == Player::Reply::Resigned) {
            game.resign(side);
            break;
        }
        if (tc.clock()) {
            clocks[side] = std::max(0, clocks[side] - used) + tc.inc;
        }
        const Illegal why = game.play(reply.move);
        if (why != Illegal::None) {
            rec.illegal = true;
            rec.note = who + " played " + moveToMachine(reply.move) +
                       ", illegal: " + illegalText(why) + ", in " + game.position().toSfen();
            break;
        }
        ++plies;
    }
    return rec;
}

Game randomOpening(int plies, std::uint64_t seed, int margin) {
    std::mt19937_64 rng(seed);
    for (int attempt = 0; attempt < 50; ++attempt) {
        Game game;
        ai::Searcher searcher(1);
        ai::SearchLimits limits;
        limits.depth = 2;
        bool ok = true;
        for (int i = 0; i < plies && ok; ++i) {
            MoveList list;
            game.legalMoves(list);
            // Score every move with a depth-2 search after it; keep those near the best.
            std::vector<std::pair<int, Move>> scored;
            int best = -ai::ScoreInfinite;
            for (Move m : list) {
                Game g = game;
                g.play(m);
                if (g.isOver()) continue;
                const int s = -searcher.search(g.position(), g.history(), limits).score;
                scored.push_back({s, m});
                best = std::max(best, s);
            }
            std::vector<Move> good;
            for (auto& [s, m] : scored)
                if (s >= best - margin) good.push_back(m);
            if (good.empty()) {
                ok = false;
                break;
            }
            game.play(good[rng() % good.size()]);
        }
        if (!ok || game.isOver()) continue;
        // The opening must leave a balanced game.
        limits.depth = 4;
        const int s = searcher.search(game.position(), game.history(), limits).score;
        if (std::abs(s) <= 150) return game;
    }
    return Game();
}

std::vector<Game> readOpenings(const std::string& path, std::string& error) {
    std::vector<Game> openings;
    std::ifstream in(path);
    if (!in) {
        error = path + ": cannot be read";
        return {};
    }
    std::string line;
    for (int lineNo = 1; std::getline(in, line); ++lineNo) {
        const auto fail = [&](const std::string& what) {
            error = path + ":" + std::to_string(lineNo) + ": " + what;
            return std::vector<Game>();
        };
        line = line.substr(0, line.find('#'));
        std::istringstream words(line);
        std::string word;
        if (!(words >> word)) continue;
        Position start = Position::start();
        if (word == "sfen") {
            std::string sfen, part;
            while (words >> part && part != "moves") sfen += (sfen.empty() ? "" : " ") + part;
            auto pos = Position::fromSfen(sfen);
            if (!pos) return fail("SFEN: " + pos.error());
            start = *pos;
            word = part;
        } else if (word == "startpos") {
            if (!(words >> word)) word.clear();
        } else {
            return fail("expected 'startpos' or 'sfen', found '" + word + "'");
        }
        if (!word.empty() && word != "moves") return fail("expected 'moves', found '" + word + "'");
        Game game(start);
        while (words >> word) {
            const auto m = parseMachineMove(word);
            if (!m) return fail("move '" + word + "': " + m.error());
            if (game.isOver() || game.play(*m) != Illegal::None)
                return fail("move '" + word + "' is illegal here");
        }
        if (game.isOver()) return fail("the opening ends the game");
        openings.push_back(std::move(game));
    }
    if (openings.empty()) error = path + ": no opening in the file";
    return openings;
}

std::string openingLine(const Game& opening) {
    std::string line = opening.startPosition() == Position::start()
                           ? std::string("startpos")
                           : "sfen " + opening.startPosition().toSfen();
    if (!opening.moves().empty()) {
        line += " moves";
        for (Move m : opening.moves()) line += ' ' + moveToMachine(m);
    }
    return line;
}

} // namespace ogi::match
