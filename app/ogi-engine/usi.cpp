#include "usi.h"

#include "rules/notation.h"
#include "rules/perft.h"

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

} // namespace

UsiEngine::UsiEngine(std::ostream& out) : m_out(out) {}

void UsiEngine::send(std::string_view line) {
    m_out << line << '\n';
    m_out.flush();
}

bool UsiEngine::handle(std::string_view line) {
    std::string_view rest = line;
    const std::string_view cmd = nextWord(rest);
    if (cmd.empty()) return true;
    if (cmd == "usi") {
        send("id name Ogi 0.1");
        send("id author the Ogi developers");
        send("usiok");
    } else if (cmd == "isready") {
        send("readyok");
    } else if (cmd == "usinewgame") {
        m_game = Game();
    } else if (cmd == "position") {
        cmdPosition(rest);
    } else if (cmd == "go") {
        cmdGo(rest);
    } else if (cmd == "d") {
        cmdDisplay();
    } else if (cmd == "quit") {
        return false;
    } else if (cmd == "stop" || cmd == "ponderhit" || cmd == "setoption" || cmd == "gameover") {
        // Nothing to do without a search running.
    } else {
        std::string name(cmd.substr(0, 40));
        for (char& c : name)
            if (static_cast<unsigned char>(c) < 32 || static_cast<unsigned char>(c) > 126) c = '?';
        send("info string error: unknown command '" + name + "'");
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
            send("info string error: " + parsed.error() + "; position unchanged");
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
    std::string_view rest = args;
    if (nextWord(rest) == "perft") {
        cmdPerft(rest);
        return;
    }
    MoveList list;
    m_game.legalMoves(list);
    if (list.size() == 0) {
        send("bestmove resign");
        return;
    }
    static std::mt19937 rng(12345);
    send("bestmove " + moveToMachine(list.moves[rng() % unsigned(list.size())]));
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

} // namespace ogi
