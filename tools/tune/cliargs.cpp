// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliargs.h"

#include <algorithm>
#include <cstdlib>

namespace ogi::tune {

const std::string* CliArgs::get(const std::string& name) const {
    for (auto it = options.rbegin(); it != options.rend(); ++it)
        if (it->first == name) return &it->second;
    return nullptr;
}

long CliArgs::number(const std::string& name, long fallback) const {
    const std::string* v = get(name);
    return v ? std::strtol(v->c_str(), nullptr, 10) : fallback;
}

double CliArgs::real(const std::string& name, double fallback) const {
    const std::string* v = get(name);
    return v ? std::strtod(v->c_str(), nullptr) : fallback;
}

bool parseCliArgs(int argc, char** argv, int first, std::initializer_list<std::string_view> flags,
                  CliArgs& args, std::string& error) {
    for (int i = first; i < argc; ++i) {
        const std::string a = argv[i];
        if (a.rfind("--", 0) != 0) {
            args.positional.push_back(a);
        } else if (std::find(flags.begin(), flags.end(), a) != flags.end()) {
            args.options.push_back({a, ""});
        } else if (i + 1 < argc) {
            args.options.push_back({a, argv[++i]});
        } else {
            error = a + " needs a value";
            return false;
        }
    }
    return true;
}

double secondsSince(std::chrono::steady_clock::time_point t0) {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

} // namespace ogi::tune
