// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "weightsfile.h"

#include "ai/evalparams.h"

#include <algorithm>
#include <cmath>
#include <ostream>
#include <sstream>
#include <string>

namespace ogi::tune {

using namespace ai::eval;

namespace {

// Comment lines of at most `width` characters, each starting with prefix.
void writeWrapped(std::ostream& out, const std::string& text, const std::string& prefix,
                  std::size_t width) {
    std::istringstream words(text);
    std::string word, line;
    while (words >> word) {
        if (!line.empty() && prefix.size() + line.size() + 1 + word.size() > width) {
            out << prefix << line << '\n';
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty()) out << prefix << line << '\n';
}

} // namespace

void writeWeightsHeader(std::ostream& out, const Params& params, const std::string& provenance) {
    out << "// SPDX-FileCopyrightText: 2026 The Ōgi developers\n"
           "// SPDX-License-Identifier: GPL-3.0-or-later\n";
    writeWrapped(out,
                 "The evaluation's weights, one table per block of evalparams.h, which says what "
                 "each block counts. Written by ogi-tune (tools/tune). " +
                     provenance,
                 "// ", 100);
    out << "#pragma once\n\n#include \"evalparams.h\"\n\n#include <iterator>\n\n"
           "namespace ogi::ai::eval {\n\nnamespace weights {\n";
    int index = 0;
    for (int b = 0; b < BlockCount; ++b) {
        const BlockInfo& block = Blocks[b];
        out << '\n';
        writeWrapped(out, block.reason, "// ", 100);
        out << "inline constexpr int " << block.name << "[] = {\n";
        // Columns padded as clang-format pads a table whose rows end in "//".
        std::vector<std::string> cells;
        std::vector<std::size_t> width(std::size_t(block.columns), 0);
        for (int i = 0; i < block.size; ++i) {
            cells.push_back(std::to_string(std::lround(params[std::size_t(index + i)])) + ",");
            std::size_t& w = width[std::size_t(i % block.columns)];
            w = std::max(w, cells.back().size());
        }
        for (int i = 0; i < block.size; ++i) {
            const std::string& cell = cells[std::size_t(i)];
            const bool rowEnd = (i + 1) % block.columns == 0 || i + 1 == block.size;
            out << (i % block.columns == 0 ? "    " : " ") << cell;
            if (rowEnd)
                out << std::string(width[std::size_t(i % block.columns)] - cell.size(), ' ')
                    << " //\n";
            else
                out << std::string(width[std::size_t(i % block.columns)] - cell.size(), ' ');
        }
        out << "};\n";
        index += block.size;
    }
    out << "\n} // namespace weights\n\n"
           "// Each block's table, in the order of the blocks.\n"
           "inline constexpr const int* BlockWeights[BlockCount] = {\n";
    for (int b = 0; b < BlockCount; ++b) out << "    weights::" << Blocks[b].name << ",\n";
    out << "};\n\n";
    for (int b = 0; b < BlockCount; ++b)
        out << "static_assert(std::size(weights::" << Blocks[b].name << ") == " << Blocks[b].size
            << ");\n";
    out << "\n} // namespace ogi::ai::eval\n";
}

} // namespace ogi::tune
