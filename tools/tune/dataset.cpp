// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dataset.h"

#include <istream>

namespace ogi::tune {

std::string formatSample(const Position& pos, double result) {
    const char* r = result > 0.75 ? "1" : result < 0.25 ? "0" : "0.5";
    return pos.toSfen() + ' ' + r + '\n';
}

bool parseSample(std::string_view line, LabelledPosition& out, std::string* error) {
    while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
    const std::size_t space = line.rfind(' ');
    if (space == std::string_view::npos) {
        *error = "expected a position and a result";
        return false;
    }
    const std::string_view result = line.substr(space + 1);
    if (result == "1")
        out.result = 1.0;
    else if (result == "0")
        out.result = 0.0;
    else if (result == "0.5")
        out.result = 0.5;
    else {
        *error = "the result '" + std::string(result) + "' is not 1, 0.5 or 0";
        return false;
    }
    auto pos = Position::fromSfen(line.substr(0, space));
    if (!pos) {
        *error = "bad position: " + pos.error();
        return false;
    }
    out.position = *pos;
    return true;
}

bool readSamples(std::istream& in, const std::function<void(const LabelledPosition&)>& onSample,
                 std::string* error) {
    std::string line;
    LabelledPosition sample;
    for (long lineNo = 1; std::getline(in, line); ++lineNo) {
        if (line.empty() || line[0] == '#' || line == "\r") continue;
        std::string why;
        if (!parseSample(line, sample, &why)) {
            *error = "line " + std::to_string(lineNo) + ": " + why;
            return false;
        }
        onSample(sample);
    }
    return true;
}

} // namespace ogi::tune
