// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzztargets.h"

#include "rules/feen.h"
#include "rules/game.h"
#include "rules/notation.h"
#include "rules/record.h"
#include "usi.h"

#include <cstdio>
#include <cstdlib>
#include <sstream>
#include <string>
#include <string_view>

namespace ogi::fuzz {

namespace {
std::string_view text(const std::uint8_t* data, std::size_t size) {
    return {reinterpret_cast<const char*>(data), size};
}

void require(bool ok, const char* what) {
    if (!ok) {
        std::fprintf(stderr, "fuzz consistency check failed: %s\n", what);
        std::abort();
    }
}
} // namespace

int sfen(const std::uint8_t* data, std::size_t size) {
    auto p = Position::fromSfen(text(data, size));
    if (!p) {
        require(!p.error().empty(), "an SFEN error has a message");
        return 0;
    }
    auto again = Position::fromSfen(p->toSfen());
    require(again.ok(), "printed SFEN parses");
    require(*again == *p && again->key() == p->key(), "SFEN round trip");
    auto feen = positionFromFeen(positionToFeen(*p));
    require(feen.ok() && *feen == *p, "FEEN round trip");
    Game game(*p); // adjudicating any parsed position is safe
    MoveList list;
    game.legalMoves(list);
    (void)positionFromFeen(text(data, size));
    return 0;
}

int moveText(const std::uint8_t* data, std::size_t size) {
    static const Position positions[] = {
        Position::start(),
        *Position::fromSfen("4k3/8/8/8/8/8/3+r4/4K3 b IRBSNLP+P 1"),
        *Position::fromSfen("1n1k4/2+r4+S/l2pns2/7P/P2bRp2/6p1/+i3S3/+i3K1NL w BL5Psnl6p 1"),
    };
    for (const Position& pos : positions) {
        auto m = parseMove(pos, text(data, size));
        if (!m) {
            require(!m.error().empty(), "a move error has a message");
            continue;
        }
        auto back = parseMachineMove(moveToMachine(*m));
        require(back.ok() && back->raw() == m->raw(), "machine form round trip");
        Game game(pos);
        const Illegal why = game.check(*m);
        if (why == Illegal::None) {
            auto human = parseHumanMove(pos, moveToHuman(pos, *m));
            require(human.ok() && human->raw() == m->raw(), "human form round trip");
            (void)moveToJapanese(pos, *m);
            require(game.play(*m) == Illegal::None, "a checked move plays");
        } else {
            require(game.play(*m) == why && game.isOver(), "an illegal move loses");
        }
    }
    return 0;
}

int record(const std::uint8_t* data, std::size_t size) {
    auto r = parseRecord(text(data, size));
    if (!r) {
        require(!r.error().empty(), "a record error has a message");
        return 0;
    }
    const std::string written = writeRecord(*r);
    auto again = parseRecord(written);
    require(again.ok(), "a written record parses");
    require(writeRecord(*again) == written, "record round trip");
    (void)r->mainlineGame();
    return 0;
}

int engineCommands(const std::uint8_t* data, std::size_t size) {
    std::ostringstream out;
    UsiEngine engine(out);
    std::string_view in = text(data, size);
    while (!in.empty()) {
        std::size_t eol = in.find('\n');
        std::string_view line = in.substr(0, eol);
        in = eol == std::string_view::npos ? std::string_view() : in.substr(eol + 1);
        // Searches and benchmarks take time by design; everything else is fair game. The
        // command word is found as the engine finds it (after spaces, tabs or returns).
        const std::size_t start = line.find_first_not_of(" \t\r");
        const std::string_view rest =
            start == std::string_view::npos ? std::string_view() : line.substr(start);
        const std::string_view word = rest.substr(0, rest.find_first_of(" \t\r"));
        if (word == "go" || word == "bench") continue;
        if (!engine.handle(line)) break;
    }
    return 0;
}

} // namespace ogi::fuzz
