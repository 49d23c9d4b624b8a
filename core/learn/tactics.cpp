// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "tactics.h"

#include <charconv>
#include <fstream>
#include <sstream>

namespace ogi::learn {

bool Tactic::expects(const std::string& move) const {
    return moves.empty() || ("," + moves + ",").find("," + move + ",") != std::string::npos;
}

TacticsFile readTactics(const std::string& path) {
    TacticsFile file;
    std::ifstream in(path);
    if (!in) return file;
    file.opened = true;
    std::string text;
    for (int lineNo = 1; std::getline(in, text); ++lineNo) {
        if (!text.empty() && text.back() == '\r') text.pop_back();
        if (text.empty() || text[0] == '#') continue;
        std::istringstream ls(text);
        std::string nText, sfen, moves;
        std::getline(ls, nText, '\t');
        std::getline(ls, sfen, '\t');
        std::getline(ls, moves, '\t');
        const std::string where = path + ':' + std::to_string(lineNo) + ": ";
        Tactic t;
        t.line = lineNo;
        const auto [end, ec] = std::from_chars(nText.data(), nText.data() + nText.size(), t.n);
        if (ec != std::errc() || end != nText.data() + nText.size() || t.n < 1) {
            file.errors.push_back(where + "the first column (n) is not a positive number");
            continue;
        }
        auto pos = Position::fromSfen(sfen);
        if (!pos) {
            file.errors.push_back(where + pos.error());
            continue;
        }
        t.position = *pos;
        t.moves = moves;
        file.tactics.push_back(std::move(t));
    }
    return file;
}

} // namespace ogi::learn
