// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "puzzle.h"

#include "rules/movegen.h"
#include "rules/notation.h"

#include <charconv>
#include <cstdio>

namespace ogi::learn {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep) {
    std::vector<std::string_view> parts;
    for (;;) {
        const std::size_t at = s.find(sep);
        parts.push_back(s.substr(0, at));
        if (at == std::string_view::npos) return parts;
        s.remove_prefix(at + 1);
    }
}

bool toInt(std::string_view s, int& v) {
    auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
    return ec == std::errc() && p == s.data() + s.size();
}

bool capturesKing(const Position& pos, Move m) {
    return !m.isDrop() && pos.pieceOn(m.to()) != NoPiece && typeOf(pos.pieceOn(m.to())) == King;
}

PuzzleParse fail(std::string what) {
    PuzzleParse r;
    r.error = std::move(what);
    return r;
}

} // namespace

std::string puzzleId(std::string_view sfen) {
    // FNV-1a: stable, and independent of the Zobrist keys.
    std::uint64_t h = 0xcbf29ce484222325ull;
    for (char c : sfen) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ull;
    }
    char text[16];
    std::snprintf(text, sizeof text, "%012llx",
                  static_cast<unsigned long long>(h & 0xffffffffffffull));
    return text;
}

PuzzleParse parsePuzzleLine(std::string_view line) {
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    const std::vector<std::string_view> cols = split(line, '\t');
    if (cols.size() != 6)
        return fail("expected 6 tab-separated columns (id, plies, rating, SFEN, solution, "
                    "themes), found " +
                    std::to_string(cols.size()));
    Puzzle p;
    p.id = std::string(cols[0]);
    if (p.id.empty()) return fail("column 1 (id) is empty");
    if (!toInt(cols[1], p.plies) || (p.plies != 1 && p.plies != 3 && p.plies != 5 && p.plies != 7))
        return fail("column 2 (plies) must be 1, 3, 5 or 7, found '" + std::string(cols[1]) + "'");
    if (!toInt(cols[2], p.rating) || p.rating < 0 || p.rating > 4000)
        return fail("column 3 (rating) must be a number from 0 to 4000, found '" +
                    std::string(cols[2]) + "'");
    auto pos = Position::fromSfen(cols[3]);
    if (!pos) return fail("column 4 (SFEN): " + pos.error());
    if (!pos->bothKings()) return fail("column 4 (SFEN): a puzzle needs both Kings");
    p.position = *pos;

    Position walk = p.position;
    History history;
    const Side attacker = walk.sideToMove();
    int index = 0;
    for (std::string_view text : split(cols[4], ' ')) {
        ++index;
        const std::string where = "column 5 (solution), move " + std::to_string(index) + ": ";
        auto move = parseMachineMove(text);
        if (!move) return fail(where + move.error());
        MoveList legal;
        generateLegal(walk, history, legal);
        if (!legal.contains(*move)) return fail(where + "'" + std::string(text) + "' is illegal");
        if (capturesKing(walk, *move)) return fail(where + "takes the King: the line stops before");
        UndoInfo u;
        walk.doMove(*move, u);
        history.push(*move, walk.key());
        if (walk.sideToMove() != attacker && !walk.inCheck())
            return fail(where + "an attacking move that does not give check");
        p.solution.push_back(*move);
    }
    if (int(p.solution.size()) != p.plies)
        return fail("column 5 (solution) has " + std::to_string(p.solution.size()) +
                    " moves, column 2 says " + std::to_string(p.plies));
    if (!cols[5].empty())
        for (std::string_view theme : split(cols[5], ','))
            if (!theme.empty()) p.themes.emplace_back(theme);
    PuzzleParse r;
    r.puzzle = std::move(p);
    return r;
}

std::string formatPuzzleLine(const Puzzle& p) {
    std::string line = p.id + '\t' + std::to_string(p.plies) + '\t' + std::to_string(p.rating) +
                       '\t' + p.position.toSfen() + '\t';
    // Appended piece by piece: ("" + a temporary string) trips GCC 12's -Wrestrict at -O3.
    for (std::size_t i = 0; i < p.solution.size(); ++i) {
        if (i) line += ' ';
        line += moveToMachine(p.solution[i]);
    }
    line += '\t';
    for (std::size_t i = 0; i < p.themes.size(); ++i) {
        if (i) line += ',';
        line += p.themes[i];
    }
    return line;
}

} // namespace ogi::learn
