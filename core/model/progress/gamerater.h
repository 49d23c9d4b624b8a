// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameRater: whether the game under way will be rated, and its rating when it ends. It
// remembers what happened during the game that keeps it from counting (a takeback, a hint,
// the live analysis shown, a level changed…) and, when a game against the computer ends,
// records it in the player's GameRating (games.json) and says what became of it ("Rated: your
// rating is now 1432 ± 85", "Not rated: you took back a move").
#pragma once

#include "model/document/gameinfo.h"
#include "model/progress/gamerating.h"

#include <QObject>

#include <optional>

namespace ogi {

class GameRater : public QObject {
    Q_OBJECT
public:
    using QObject::QObject;

    // Where a finished game against the computer is rated (not owned; nullptr: nowhere).
    void setRating(GameRating* rating) { m_rating = rating; }
    GameRating* rating() const { return m_rating; }

    // A new game: weaker is the side that received the handicap; a game that did not start
    // from the set-up position (a record, a position of one's own) is not rated.
    void startGame(Side weaker, bool fromSetup);
    // Something happened that keeps the game from counting.
    void note(Unrated why);

    // What the game is, as the rating needs it.
    struct Game {
        std::optional<Side> human; // the one human playing the computer
        bool hasComputer = false;
        const GameInfo* info = nullptr;
        ogi::Game played; // the document's game: its main line and outcome
    };
    // Why the game would not be rated if it ended now (Unrated::None: it would).
    Unrated unrated(const Game& game) const;
    // The game ended with result: rated if nothing keeps it from counting (gameRated).
    void rate(const Game& game, Result result);

    // What the rater knows of a game kept aside during the exercises.
    struct State {
        unsigned unrated = 0;
        Side weaker = Sente;
    };
    State state() const { return {m_unrated, m_weaker}; }
    void setState(const State& state);

signals:
    // After a game against the computer ended: whether it was rated, and what that means for
    // the player.
    void gameRated(bool rated, const QString& text);

private:
    // Whether the human has played a move of the game (an illegal attempt that lost counts).
    static bool humanMoved(const Game& game);

    GameRating* m_rating = nullptr;
    unsigned m_unrated = 0; // what happened in this game: 1 << Unrated, one bit each
    Side m_weaker = Sente;
};

} // namespace ogi
