// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The command lines of the training tools (ogi-tune, ogi-nnue): `--name value` options, a few
// `--flag` options without a value, and positional arguments, read after the subcommand.
#pragma once

#include <chrono>
#include <initializer_list>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ogi::tune {

struct CliArgs {
    std::vector<std::string> positional;
    std::vector<std::pair<std::string, std::string>> options; // --name value ("" for flags)

    // The value of the last --name given, or nothing.
    const std::string* get(const std::string& name) const;
    bool has(const std::string& name) const { return get(name) != nullptr; }
    long number(const std::string& name, long fallback) const;
    double real(const std::string& name, double fallback) const;
};

// Reads argv[first..]: `flags` name the options that take no value. On failure `error` says
// which option lacks its value.
bool parseCliArgs(int argc, char** argv, int first, std::initializer_list<std::string_view> flags,
                  CliArgs& args, std::string& error);

double secondsSince(std::chrono::steady_clock::time_point t0);

} // namespace ogi::tune
