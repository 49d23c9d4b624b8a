// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "feen.h"

#include "notation.h"

namespace ogi {

namespace {
using E = ErrorCode;
} // namespace

std::string positionToFeen(const Position& pos) {
    return pos.boardText(true) + " " + pos.handText(Sente) + "/" + pos.handText(Gote) + " " +
           (pos.sideToMove() == Sente ? "O/o" : "o/O");
}

Expected<Position> positionFromFeen(std::string_view feen) {
    // Three fields separated by single spaces; the hands field may be just "/".
    std::string_view f[3];
    int n = 0;
    std::size_t i = 0;
    while (i <= feen.size() && n < 4) {
        std::size_t j = feen.find(' ', i);
        if (j == std::string_view::npos) j = feen.size();
        if (j > i) {
            if (n == 3) return Error(E::FeenTrailingText);
            f[n++] = feen.substr(i, j - i);
        }
        i = j + 1;
    }
    if (n < 3) return Error(E::FeenFieldCount, {n});
    // The board: strip the '^' marks (which must follow Kings) and reuse the SFEN parser.
    std::string board;
    for (std::size_t k = 0; k < f[0].size(); ++k) {
        if (f[0][k] == '^') {
            if (k == 0 || (f[0][k - 1] != 'K' && f[0][k - 1] != 'k'))
                return Error(E::FeenCaretNotAfterKing);
            continue;
        }
        board += f[0][k];
    }
    const std::size_t slash = f[1].find('/');
    if (slash == std::string_view::npos) return Error(E::FeenBadHands, {f[1]});
    std::string hands;
    for (int side = 0; side < 2; ++side) {
        std::string_view h = side == 0 ? f[1].substr(0, slash) : f[1].substr(slash + 1);
        for (char c : h) {
            if (c >= 'A' && c <= 'Z' && side == 1) c = char(c - 'A' + 'a');
            if (c >= 'a' && c <= 'z' && side == 0) c = char(c - 'a' + 'A');
            if (c == '/') return Error(E::FeenTooManySlashes);
            hands += c;
        }
    }
    Side toMove;
    if (f[2] == "O/o")
        toMove = Sente;
    else if (f[2] == "o/O")
        toMove = Gote;
    else
        return Error(E::FeenBadTurn, {f[2]});
    auto pos = Position::fromSfen(board + (toMove == Sente ? " b " : " w ") +
                                  (hands.empty() ? "-" : hands) + " 1");
    // The board and the hands are checked by the SFEN reader, whose errors say what is wrong.
    if (!pos) return pos.failure();
    return *pos;
}

} // namespace ogi
