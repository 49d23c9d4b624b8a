// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "codec.h"

#include "rules/notation.h"

#include <charconv>
#include <cstdint>
#include <limits>

namespace ogi::usi {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
}

std::string_view trimmed(std::string_view s) {
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

// Free text (a name, an info string, an option value) as it goes into one line: trimmed, and
// any line break made a space, so that reading and writing it again changes nothing.
std::string oneLine(std::string_view s) {
    std::string r(trimmed(s));
    for (char& c : r)
        if (isSpace(c) && c != ' ' && c != '\t') c = ' ';
    return r;
}

// The words of a line, one at a time; rest() is the raw text after the last word taken.
class Words {
public:
    explicit Words(std::string_view line) : m_rest(line) {}
    std::string_view next() {
        std::string_view w = peek();
        m_rest.remove_prefix(std::size_t(w.data() - m_rest.data()) + w.size());
        return w;
    }
    std::string_view peek() const {
        std::size_t i = 0;
        while (i < m_rest.size() && isSpace(m_rest[i])) ++i;
        std::size_t j = i;
        while (j < m_rest.size() && !isSpace(m_rest[j])) ++j;
        return m_rest.substr(i, j - i);
    }
    bool done() const { return peek().empty(); }
    std::string_view rest() const { return trimmed(m_rest); }
    void finish() { m_rest = {}; }

private:
    std::string_view m_rest;
};

std::string quoted(std::string_view w) {
    return w.empty() ? std::string("nothing") : "'" + printable(w) + "'";
}

template <class T> bool toNumber(std::string_view w, T& value) {
    if (w.size() > 1 && w.front() == '+') w.remove_prefix(1); // "+5" as engines may write it
    if (!w.empty() && w.front() == '+') return false;
    auto [p, ec] = std::from_chars(w.data(), w.data() + w.size(), value);
    return ec == std::errc() && p == w.data() + w.size();
}

// A whole number >= 0, at most MaxInt (larger ones are read as MaxInt).
bool toCount(std::string_view w, int& value) {
    std::uint64_t n = 0;
    if (!toNumber(w, n)) {
        // Digits beyond 64 bits are still a whole number: the largest.
        if (w.empty() || w.find_first_not_of("0123456789") != std::string_view::npos) return false;
        n = std::uint64_t(MaxInt);
    }
    value = int(std::min<std::uint64_t>(n, std::uint64_t(MaxInt)));
    return true;
}

std::string needsCount(std::string_view key, std::string_view found) {
    return "'" + std::string(key) + "' needs a whole number >= 0, found " + quoted(found);
}

std::string appendMoves(std::string line, const std::vector<Move>& moves) {
    for (Move m : moves) line.append(" ").append(moveToMachine(m));
    return line;
}

// ---- commands

Parsed<Command> parseSetOption(Words& w) {
    // setoption name <id> [value <x>]; the name may be several words, up to "value".
    if (w.next() != "name")
        return {std::nullopt, "setoption: expected 'name <option> [value <x>]'"};
    SetOption s;
    for (std::string_view word = w.next(); !word.empty() && word != "value"; word = w.next()) {
        if (!s.name.empty()) s.name += ' ';
        s.name += word;
        if (w.peek() == "value") {
            w.next();
            s.value = oneLine(w.rest());
            break;
        }
    }
    if (s.name.empty()) return {std::nullopt, "setoption: the option has no name"};
    return {Command(std::move(s)), {}};
}

Parsed<Command> parsePosition(Words& w) {
    PositionCommand p;
    const std::string_view kind = w.next();
    if (kind == "startpos") {
        p.startpos = true;
    } else if (kind == "sfen") {
        p.startpos = false;
        std::string sfen;
        while (!w.done() && w.peek() != "moves") {
            if (!sfen.empty()) sfen += ' ';
            sfen += w.next();
        }
        auto parsed = Position::fromSfen(sfen);
        if (!parsed) return {std::nullopt, "position: SFEN: " + parsed.error()};
        p.start = *parsed;
    } else {
        return {std::nullopt,
                "position: expected 'startpos' or 'sfen <sfen>', found " + quoted(kind)};
    }
    const std::string_view word = w.next();
    if (!word.empty() && word != "moves")
        return {Command(std::move(p)),
                "position: expected 'moves' after the position, found " + quoted(word)};
    int index = 0;
    for (std::string_view m = w.next(); !m.empty(); m = w.next()) {
        ++index;
        auto move = parseMachineMove(m);
        if (!move)
            return {Command(std::move(p)),
                    "position: move " + std::to_string(index) + ": " + move.error()};
        p.moves.push_back(*move);
    }
    return {Command(std::move(p)), {}};
}

Parsed<Command> parseGoMate(Words& w) {
    const std::string_view v = w.next();
    GoMate g;
    if (v != "infinite") {
        int ms = 0;
        if (!toCount(v, ms) || ms < 1)
            return {std::nullopt, "go mate: needs a time in milliseconds (at least 1) or "
                                  "'infinite', found " +
                                      quoted(v)};
        g.timeMs = ms;
    }
    if (!w.done())
        return {std::nullopt, "go mate: takes one value, found also " + quoted(w.peek())};
    return {Command(g), {}};
}

Parsed<Command> parseGoPerft(Words& w) {
    const std::string_view v = w.next();
    GoPerft g;
    if (!toCount(v, g.depth))
        return {std::nullopt, "go perft: needs a depth, a whole number, found " + quoted(v)};
    if (!w.done())
        return {std::nullopt, "go perft: takes one value, found also " + quoted(w.peek())};
    return {Command(g), {}};
}

Parsed<Command> parseGo(Words& w) {
    Go g;
    for (std::string_view key = w.next(); !key.empty(); key = w.next()) {
        // mate and perft are searches of their own, taking the rest of the line.
        if (key == "mate") return parseGoMate(w);
        if (key == "perft") return parseGoPerft(w);
        if (key == "infinite") {
            g.infinite = true;
            continue;
        }
        if (key == "ponder") {
            g.ponder = true;
            continue;
        }
        const std::string_view v = w.next();
        if (key == "nodes") {
            std::uint64_t n = 0;
            if (!toNumber(v, n)) return {std::nullopt, "go: " + needsCount(key, v)};
            g.nodes = n;
            continue;
        }
        std::optional<int>* target = key == "btime"       ? &g.btime
                                     : key == "wtime"     ? &g.wtime
                                     : key == "binc"      ? &g.binc
                                     : key == "winc"      ? &g.winc
                                     : key == "byoyomi"   ? &g.byoyomi
                                     : key == "movestogo" ? &g.movestogo
                                     : key == "movetime"  ? &g.movetime
                                     : key == "depth"     ? &g.depth
                                                          : nullptr;
        if (!target) return {std::nullopt, "go: unknown parameter " + quoted(key)};
        int n = 0;
        if (!toCount(v, n)) return {std::nullopt, "go: " + needsCount(key, v)};
        *target = n;
    }
    return {Command(g), {}};
}

Parsed<Command> parseGameOver(Words& w) {
    const std::string_view r = w.next();
    GameOver g;
    if (r == "win")
        g.result = GameOver::Result::Win;
    else if (r == "lose")
        g.result = GameOver::Result::Lose;
    else if (r == "draw")
        g.result = GameOver::Result::Draw;
    else
        return {std::nullopt, "gameover: expected 'win', 'lose' or 'draw', found " + quoted(r)};
    return {Command(g), {}};
}

Parsed<Command> parseBench(Words& w) {
    Bench b;
    const std::string_view v = w.next();
    if (!v.empty()) {
        int n = 0;
        if (!toCount(v, n))
            return {std::nullopt, "bench: the depth must be a whole number, found " + quoted(v)};
        b.depth = n;
    }
    return {Command(b), {}};
}

// ---- answers

Parsed<Answer> parseId(Words& w) {
    const std::string_view field = w.next();
    Id id;
    if (field == "name")
        id.field = Id::Field::Name;
    else if (field == "author")
        id.field = Id::Field::Author;
    else
        return {std::nullopt, "id: expected 'name' or 'author', found " + quoted(field)};
    id.text = oneLine(w.rest());
    return {Answer(std::move(id)), {}};
}

constexpr std::string_view OptionTypes[] = {"check",  "spin",   "combo",
                                            "button", "string", "filename"};

bool isOptionKeyword(std::string_view w) {
    return w == "name" || w == "type" || w == "default" || w == "min" || w == "max" || w == "var";
}

Parsed<Answer> parseOption(Words& w) {
    Option o;
    bool named = false, typed = false;
    // Words up to the next keyword, joined by single spaces.
    const auto phrase = [&w](std::string_view stop = {}) {
        std::string text;
        while (!w.done() && (stop.empty() ? !isOptionKeyword(w.peek()) : w.peek() != stop)) {
            if (!text.empty()) text += ' ';
            text += w.next();
        }
        return text;
    };
    const auto fail = [&o](const std::string& what) -> Parsed<Answer> {
        return {std::nullopt, "option" +
                                  (o.name.empty() ? std::string() : " " + printable(o.name)) +
                                  ": " + what};
    };
    for (std::string_view key = w.next(); !key.empty(); key = w.next()) {
        if (key == "name") {
            o.name = phrase("type"); // a name ends only at "type"
            named = true;
        } else if (key == "type") {
            const std::string_view t = w.next();
            std::size_t i = 0;
            while (i < std::size(OptionTypes) && OptionTypes[i] != t) ++i;
            if (i == std::size(OptionTypes))
                return fail("unknown type " + quoted(t) +
                            " (check, spin, combo, button, string or filename)");
            o.type = Option::Type(i);
            typed = true;
        } else if (key == "default") {
            const bool text =
                typed && (o.type == Option::Type::String || o.type == Option::Type::Filename);
            if (text) {
                o.defaultValue = oneLine(w.rest());
                w.finish();
            } else {
                o.defaultValue = phrase();
            }
        } else if (key == "min" || key == "max") {
            const std::string_view v = w.next();
            std::int64_t n = 0;
            if (!toNumber(v, n))
                return fail("'" + std::string(key) + "' needs a whole number, found " + quoted(v));
            (key == "min" ? o.min : o.max) = n;
        } else if (key == "var") {
            o.vars.push_back(phrase());
        } else {
            return fail("unknown field " + quoted(key));
        }
    }
    if (!named || o.name.empty()) return fail("no name");
    if (!typed) return fail("no type");
    if (o.type != Option::Type::Spin && (o.min || o.max))
        return fail("'min' and 'max' are for spin options only");
    if (o.type != Option::Type::Combo && !o.vars.empty())
        return fail("'var' is for combo options only");
    if (o.type == Option::Type::Button && o.defaultValue) return fail("a button has no default");
    if (o.type == Option::Type::Check && o.defaultValue && *o.defaultValue != "true" &&
        *o.defaultValue != "false")
        return fail("a check default is 'true' or 'false', found " + quoted(*o.defaultValue));
    std::int64_t n = 0;
    if (o.type == Option::Type::Spin && o.defaultValue && !toNumber(*o.defaultValue, n))
        return fail("a spin default is a whole number, found " + quoted(*o.defaultValue));
    return {Answer(std::move(o)), {}};
}

bool isInfoKeyword(std::string_view w) {
    for (std::string_view k : {"depth", "seldepth", "time", "nodes", "pv", "multipv", "score",
                               "wdl", "currmove", "currmovenumber", "hashfull", "nps", "string"})
        if (w == k) return true;
    return false;
}

// Reads the fields of an info line. A field that cannot be read is left out, its error kept
// (the first one), and reading goes on with the next keyword: an engine's extra field does
// not cost the line.
Parsed<Answer> parseInfo(Words& w) {
    Info info;
    std::string error;
    const auto problem = [&error](std::string what) {
        if (error.empty()) error = "info: " + std::move(what);
    };
    for (std::string_view key = w.next(); !key.empty(); key = w.next()) {
        if (key == "string") {
            info.text = oneLine(w.rest());
            break;
        }
        if (key == "pv") {
            info.pv.clear();
            while (!w.done() && !isInfoKeyword(w.peek())) {
                const std::string_view m = w.next();
                auto move = parseMachineMove(m);
                if (!move) {
                    problem("pv move " + std::to_string(info.pv.size() + 1) + ": " + move.error());
                    while (!w.done() && !isInfoKeyword(w.peek())) w.next();
                    break;
                }
                info.pv.push_back(*move);
            }
            continue;
        }
        if (key == "score") {
            const std::string_view kind = w.next();
            const std::string_view v = w.next();
            Score s;
            if (kind == "cp" || kind == "mate") {
                s.kind = kind == "cp" ? Score::Kind::Cp : Score::Kind::Mate;
                if (kind == "mate" && (v == "+" || v == "-")) {
                    s.kind = Score::Kind::MateUnknown;
                    s.value = v == "+" ? 1 : -1;
                } else if (!toNumber(v, s.value)) {
                    problem("'score " + std::string(kind) + "' needs a whole number, found " +
                            quoted(v));
                    continue;
                }
            } else {
                problem("'score' needs 'cp' or 'mate', found " + quoted(kind));
                continue;
            }
            if (w.peek() == "lowerbound" || w.peek() == "upperbound")
                s.bound = w.next() == "lowerbound" ? Score::Bound::Lower : Score::Bound::Upper;
            info.score = s;
            continue;
        }
        if (key == "wdl") {
            // Three counts; a missing one is not looked for past the next field's keyword.
            int v[3] = {};
            int read = 0;
            bool unreadable = false;
            std::string_view found;
            while (read < 3 && !w.done() && !isInfoKeyword(w.peek())) {
                found = w.next();
                if (!toCount(found, v[read])) {
                    unreadable = true;
                    break;
                }
                ++read;
            }
            if (read < 3) {
                problem("'wdl' needs three whole numbers >= 0 (win, draw and loss per mille), " +
                        (unreadable  ? "found " + quoted(found)
                         : read == 0 ? std::string("found nothing")
                                     : "found only " + std::to_string(read)));
                continue;
            }
            if (std::int64_t(v[0]) + v[1] + v[2] != 1000) {
                problem("'wdl " + std::to_string(v[0]) + " " + std::to_string(v[1]) + " " +
                        std::to_string(v[2]) + "' does not sum to 1000");
                continue;
            }
            info.wdl = Wdl{v[0], v[1], v[2]};
            continue;
        }
        if (key == "currmove") {
            const std::string_view m = w.next();
            auto move = parseMachineMove(m);
            if (!move)
                problem("currmove: " + move.error());
            else
                info.currmove = *move;
            continue;
        }
        if (key == "nodes" || key == "nps" || key == "time") {
            const std::string_view v = w.next();
            std::uint64_t n = 0;
            if (!toNumber(v, n) ||
                (key == "time" && n > std::uint64_t(std::numeric_limits<std::int64_t>::max()))) {
                problem(needsCount(key, v));
                continue;
            }
            if (key == "nodes")
                info.nodes = n;
            else if (key == "nps")
                info.nps = n;
            else
                info.time = std::int64_t(n);
            continue;
        }
        std::optional<int>* target = key == "depth"            ? &info.depth
                                     : key == "seldepth"       ? &info.seldepth
                                     : key == "multipv"        ? &info.multipv
                                     : key == "hashfull"       ? &info.hashfull
                                     : key == "currmovenumber" ? &info.currmovenumber
                                                               : nullptr;
        if (!target) {
            problem("unknown field " + quoted(key));
            continue;
        }
        const std::string_view v = w.next();
        int n = 0;
        if (!toCount(v, n)) {
            problem(needsCount(key, v));
            continue;
        }
        *target = n;
    }
    return {Answer(std::move(info)), std::move(error)};
}

Parsed<Answer> parseBestMove(Words& w) {
    const std::string_view m = w.next();
    BestMove b;
    if (m == "resign") {
        b.kind = BestMove::Kind::Resign;
    } else if (m == "win") {
        b.kind = BestMove::Kind::Win;
    } else {
        if (m.empty()) return {std::nullopt, "bestmove: no move"};
        auto move = parseMachineMove(m);
        if (!move) return {std::nullopt, "bestmove: " + move.error()};
        b.move = *move;
    }
    // What follows the move is not worth the move itself: it is kept, and reported.
    const std::string_view next = w.next();
    if (next.empty()) return {Answer(b), {}};
    if (next != "ponder") return {Answer(b), "bestmove: unexpected " + quoted(next)};
    const std::string_view p = w.next();
    auto ponder = parseMachineMove(p);
    if (!ponder) return {Answer(b), "bestmove: ponder: " + ponder.error()};
    b.ponder = *ponder;
    if (!w.done()) return {Answer(b), "bestmove: unexpected " + quoted(w.peek())};
    return {Answer(b), {}};
}

Parsed<Answer> parseCheckmate(Words& w) {
    Checkmate c;
    const std::string_view first = w.peek();
    if (first.empty()) return {std::nullopt, "checkmate: expected moves, 'nomate' or 'timeout'"};
    if (first == "nomate" || first == "timeout" || first == "notimplemented") {
        c.kind = first == "nomate"    ? Checkmate::Kind::NoMate
                 : first == "timeout" ? Checkmate::Kind::Timeout
                                      : Checkmate::Kind::NotImplemented;
        return {Answer(c), {}};
    }
    for (std::string_view m = w.next(); !m.empty(); m = w.next()) {
        auto move = parseMachineMove(m);
        if (!move)
            return {std::nullopt,
                    "checkmate: move " + std::to_string(c.line.size() + 1) + ": " + move.error()};
        c.line.push_back(*move);
    }
    return {Answer(std::move(c)), {}};
}

std::string tooLong(std::string_view line) {
    return "line too long (" + std::to_string(line.size()) + " bytes, at most " +
           std::to_string(MaxLineLength) + ")";
}

template <class... F> struct Overloaded : F... { using F::operator()...; };
template <class... F> Overloaded(F...) -> Overloaded<F...>;

std::string countField(std::string_view key, const std::optional<int>& v) {
    return v ? " " + std::string(key) + " " + std::to_string(*v) : std::string();
}

} // namespace

std::string printable(std::string_view text, std::size_t max) {
    std::string r;
    const auto byte = [&text](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    for (std::size_t i = 0; i < text.size() && r.size() < max;) {
        const unsigned char c = byte(i);
        // A whole UTF-8 character (a name such as "Ōgi") is kept; a stray byte is not.
        const std::size_t length = c >= 0xC2 && c <= 0xDF   ? 2
                                   : c >= 0xE0 && c <= 0xEF ? 3
                                   : c >= 0xF0 && c <= 0xF4 ? 4
                                                            : 1;
        bool whole = length > 1 && i + length <= text.size() && r.size() + length <= max;
        for (std::size_t k = 1; whole && k < length; ++k) whole = (byte(i + k) & 0xC0) == 0x80;
        if (whole) {
            r.append(text.substr(i, length));
            i += length;
        } else {
            r += c < 32 || c > 126 ? '?' : char(c);
            ++i;
        }
    }
    return r;
}

std::string_view commandWord(std::string_view line) {
    return Words(line).peek();
}

PositionCommand positionCommand(const Game& game) {
    PositionCommand p;
    p.startpos = game.startPosition() == Position::start();
    p.start = game.startPosition();
    p.moves.assign(game.moves().begin(), game.moves().end());
    return p;
}

Parsed<Command> parseCommand(std::string_view line) {
    if (line.size() > MaxLineLength) return {std::nullopt, tooLong(line)};
    Words w(line);
    const std::string_view cmd = w.next();
    if (cmd.empty()) return {};
    if (cmd == "usi") return {Command(Usi{}), {}};
    if (cmd == "isready") return {Command(IsReady{}), {}};
    if (cmd == "setoption") return parseSetOption(w);
    if (cmd == "usinewgame") return {Command(UsiNewGame{}), {}};
    if (cmd == "position") return parsePosition(w);
    if (cmd == "go") return parseGo(w);
    if (cmd == "stop") return {Command(Stop{}), {}};
    if (cmd == "ponderhit") return {Command(PonderHit{}), {}};
    if (cmd == "gameover") return parseGameOver(w);
    if (cmd == "quit") return {Command(Quit{}), {}};
    if (cmd == "bench") return parseBench(w);
    if (cmd == "d") return {Command(Display{}), {}};
    return {std::nullopt, "unknown command " + quoted(cmd)};
}

Parsed<Answer> parseAnswer(std::string_view line) {
    if (line.size() > MaxLineLength) return {std::nullopt, tooLong(line)};
    Words w(line);
    const std::string_view kind = w.next();
    if (kind.empty()) return {};
    if (kind == "id") return parseId(w);
    if (kind == "option") return parseOption(w);
    if (kind == "usiok") return {Answer(UsiOk{}), {}};
    if (kind == "readyok") return {Answer(ReadyOk{}), {}};
    if (kind == "info") return parseInfo(w);
    if (kind == "bestmove") return parseBestMove(w);
    if (kind == "checkmate") return parseCheckmate(w);
    return {std::nullopt, "unknown answer " + quoted(kind)};
}

std::string format(const Command& command) {
    return std::visit(
        Overloaded{
            [](const Usi&) { return std::string("usi"); },
            [](const IsReady&) { return std::string("isready"); },
            [](const SetOption& s) {
                std::string line = "setoption name " + oneLine(s.name);
                if (s.value) line += " value " + oneLine(*s.value);
                return line;
            },
            [](const UsiNewGame&) { return std::string("usinewgame"); },
            [](const PositionCommand& p) {
                std::string line = p.startpos ? std::string("position startpos")
                                              : "position sfen " + p.start.toSfen();
                return p.moves.empty() ? line : appendMoves(line + " moves", p.moves);
            },
            [](const Go& g) {
                std::string line = g.ponder ? "go ponder" : "go";
                line += countField("btime", g.btime) + countField("wtime", g.wtime) +
                        countField("binc", g.binc) + countField("winc", g.winc) +
                        countField("byoyomi", g.byoyomi) + countField("movestogo", g.movestogo) +
                        countField("movetime", g.movetime);
                if (g.nodes) line += " nodes " + std::to_string(*g.nodes);
                line += countField("depth", g.depth);
                if (g.infinite) line += " infinite";
                return line;
            },
            [](const GoMate& g) {
                return "go mate " + (g.timeMs ? std::to_string(*g.timeMs) : "infinite");
            },
            [](const GoPerft& g) { return "go perft " + std::to_string(g.depth); },
            [](const Stop&) { return std::string("stop"); },
            [](const PonderHit&) { return std::string("ponderhit"); },
            [](const GameOver& g) {
                return std::string(g.result == GameOver::Result::Win    ? "gameover win"
                                   : g.result == GameOver::Result::Lose ? "gameover lose"
                                                                        : "gameover draw");
            },
            [](const Quit&) { return std::string("quit"); },
            [](const Bench& b) {
                return "bench" + (b.depth ? " " + std::to_string(*b.depth) : "");
            },
            [](const Display&) { return std::string("d"); },
        },
        command);
}

std::string format(const Answer& answer) {
    return std::visit(
        Overloaded{
            [](const Id& id) {
                return std::string(id.field == Id::Field::Name ? "id name " : "id author ") +
                       oneLine(id.text);
            },
            [](const Option& o) {
                std::string line = "option name " + oneLine(o.name) + " type " +
                                   std::string(OptionTypes[std::size_t(o.type)]);
                if (o.defaultValue) line += " default " + oneLine(*o.defaultValue);
                if (o.min) line += " min " + std::to_string(*o.min);
                if (o.max) line += " max " + std::to_string(*o.max);
                for (const std::string& v : o.vars) line += " var " + oneLine(v);
                return line;
            },
            [](const UsiOk&) { return std::string("usiok"); },
            [](const ReadyOk&) { return std::string("readyok"); },
            [](const Info& i) {
                std::string line = "info" + countField("depth", i.depth) +
                                   countField("seldepth", i.seldepth) +
                                   countField("multipv", i.multipv);
                if (i.score) {
                    const Score& s = *i.score;
                    if (s.kind == Score::Kind::Cp)
                        line += " score cp " + std::to_string(s.value);
                    else if (s.kind == Score::Kind::Mate)
                        line += " score mate " + std::to_string(s.value);
                    else
                        line += s.value < 0 ? " score mate -" : " score mate +";
                    if (s.bound != Score::Bound::Exact)
                        line += s.bound == Score::Bound::Lower ? " lowerbound" : " upperbound";
                }
                if (i.wdl)
                    line += " wdl " + std::to_string(i.wdl->win) + " " +
                            std::to_string(i.wdl->draw) + " " + std::to_string(i.wdl->loss);
                if (i.nodes) line += " nodes " + std::to_string(*i.nodes);
                if (i.nps) line += " nps " + std::to_string(*i.nps);
                if (i.time) line += " time " + std::to_string(*i.time);
                line += countField("hashfull", i.hashfull);
                if (i.currmove) line += " currmove " + moveToMachine(*i.currmove);
                line += countField("currmovenumber", i.currmovenumber);
                if (!i.pv.empty()) line = appendMoves(line + " pv", i.pv);
                if (i.text) line += " string " + oneLine(*i.text);
                return line;
            },
            [](const BestMove& b) {
                std::string line = b.kind == BestMove::Kind::Resign ? std::string("bestmove resign")
                                   : b.kind == BestMove::Kind::Win
                                       ? std::string("bestmove win")
                                       : "bestmove " + moveToMachine(b.move);
                if (b.ponder) line += " ponder " + moveToMachine(*b.ponder);
                return line;
            },
            [](const Checkmate& c) {
                switch (c.kind) {
                case Checkmate::Kind::NoMate: return std::string("checkmate nomate");
                case Checkmate::Kind::Timeout: return std::string("checkmate timeout");
                case Checkmate::Kind::NotImplemented:
                    return std::string("checkmate notimplemented");
                case Checkmate::Kind::Mate: break;
                }
                return appendMoves("checkmate", c.line);
            },
        },
        answer);
}

} // namespace ogi::usi
