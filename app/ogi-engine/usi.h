// The ogi-engine protocol (a USI dialect): one command line in, flushed lines out.
#pragma once

#include "rules/game.h"

#include <functional>
#include <ostream>
#include <string>
#include <string_view>

namespace ogi {

class UsiEngine {
public:
    explicit UsiEngine(std::ostream& out);
    // Handles one line; returns false after "quit". Never throws on bad input: it answers
    // with "info string error: ..." and keeps its state.
    bool handle(std::string_view line);
    const Game& game() const { return m_game; }

private:
    void send(std::string_view line);
    void cmdPosition(std::string_view args);
    void cmdGo(std::string_view args);
    void cmdPerft(std::string_view args);
    void cmdDisplay();

    std::ostream& m_out;
    Game m_game;
};

} // namespace ogi
