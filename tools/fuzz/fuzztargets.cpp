// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzztargets.h"

#include "rules/feen.h"
#include "rules/game.h"
#include "rules/notation.h"
#include "rules/record.h"
#include "usi.h"
#include "usi/codec.h"

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
        // Searches and benchmarks take time by design; everything else is fair game, a go or
        // bench that cannot be read included. The command is read as the engine reads it.
        const usi::Parsed<usi::Command> command = usi::parseCommand(line);
        if (command.value && (std::holds_alternative<usi::Go>(*command.value) ||
                              std::holds_alternative<usi::GoMate>(*command.value) ||
                              std::holds_alternative<usi::GoPerft>(*command.value) ||
                              std::holds_alternative<usi::Bench>(*command.value)))
            continue;
        if (!engine.handle(line)) break;
    }
    return 0;
}

namespace {
// What every line read by the codec must satisfy: a message or an error (or a blank line),
// short errors, and a message that is written on one line and read back the same.
template <class T, class Parse>
void codecRoundTrip(std::string_view line, Parse parse, const char* what) {
    const usi::Parsed<T> parsed = parse(line);
    require(parsed.error.size() <= 1000, "a codec error is short");
    if (!parsed.value) {
        require(!parsed.error.empty() || usi::commandWord(line).empty(),
                "a line without a message has an error or is blank");
        return;
    }
    const std::string written = usi::format(*parsed.value);
    require(written.find_first_of("\n\r\v\f") == std::string::npos, "a message is one line");
    require(written.size() <= 4 * line.size() + 200, "a written message is as long as its line");
    const usi::Parsed<T> again = parse(written);
    if (!again.ok() || !(*again.value == *parsed.value)) {
        std::fprintf(stderr, "%s: '%s' was written as '%s', read back with '%s'\n", what,
                     std::string(line).c_str(), written.c_str(), again.error.c_str());
        require(false, "a written message reads back the same");
    }
    require(usi::format(*again.value) == written, "a message is written the same again");
}
} // namespace

int usiCodec(const std::uint8_t* data, std::size_t size) {
    std::string_view in = text(data, size);
    // The whole input as one line (with whatever line breaks it holds), then line by line.
    codecRoundTrip<usi::Command>(in, usi::parseCommand, "command");
    codecRoundTrip<usi::Answer>(in, usi::parseAnswer, "answer");
    while (!in.empty()) {
        const std::size_t eol = in.find('\n');
        const std::string_view line = in.substr(0, eol);
        in = eol == std::string_view::npos ? std::string_view() : in.substr(eol + 1);
        codecRoundTrip<usi::Command>(line, usi::parseCommand, "command");
        codecRoundTrip<usi::Answer>(line, usi::parseAnswer, "answer");
    }
    return 0;
}

} // namespace ogi::fuzz
