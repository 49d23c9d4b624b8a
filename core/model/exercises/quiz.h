// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The quiz from your own games: "find the better move" in each position of an analysed game
// where the player's move lost a lot.
//
// The analysis (GameAnalysis::apply) leaves on every move of the mainline the evaluation
// after it ([%eval], from Sente's view) and, where the engine preferred another move, that
// move ([%best], found in the position before). A player's move becomes a quiz item when
//   - it lost at least LossThreshold of the mover's chance of winning (each evaluation read
//     by the win-chance model at its position, senteWinChance), or
//   - it threw away a forced King capture the mover had, or
//   - it walked into a forced King capture the mover did not face before,
// and the engine named a different move. The item keeps the whole game up to the position
// (start and moves), because the repetition rule makes a move's legality depend on it.
//
// LossThreshold is the analysis' own "??" mark (GameAnalysis::BlunderLoss): the moves the move
// list marks "??" are the quiz items. A smaller loss is too often the search's inconsistency
// rather than the player's mistake: docs/marks.md measures how often the engine's own moves
// lose that much between two positions (tools/evalnoise, ogi-marks), and how many real
// blunders do.
//
// An answer that is neither the better move nor the move played is judged by a search:
// the quiz mode analyses the position after it (GameAnalysis on the quiz position and the
// answer) and asks answerHolds() about the evaluation found.
#pragma once

#include "model/analysis/gameanalysis.h"

#include "rules/game.h"
#include "rules/record.h"

#include <QDate>
#include <QString>
#include <QStringList>

#include <vector>

namespace ogi {

struct QuizItem {
    QString id;         // the position (SFEN without the ply number) and the move played
    QString startSfen;  // the game's start
    QStringList moves;  // machine form, from the start to the quiz position
    QString played;     // machine form
    QStringList better; // machine form, the analysis' best move first
    int loss = 0;       // centipawns the move played lost, from the mover's view
    QString evalBefore; // record form ("35", "#5"), Sente's view: with the best move
    QString evalAfter;  // after the move played
    QString source;     // where it comes from ("Alice – Bob, 2026-01-02")
    QDate added;

    // The Leitner schedule (QuizDeck).
    int box = 1;
    QDate due;
    int reviews = 0;
    int mistakes = 0;
    bool mastered = false;

    // The game up to the quiz position (none when the item does not replay).
    std::optional<Game> game() const;
    Side side() const; // the side to move in the quiz position

    enum class Answer { Better, Played, Unknown };
    // Better: one of the better moves; Played: the move of the game; Unknown: another move,
    // to be judged by a search (answerHolds).
    Answer classify(Move m) const;
    // Whether an answer, whose position the engine evaluated at `afterAnswer` (Sente's view),
    // keeps what the best move kept: it may lose less than AnswerTolerance against
    // evalBefore.
    bool answerHolds(const Evaluation& afterAnswer) const;
};

struct QuizRules {
    // The moves the quiz asks about: those that lost a blunder's chance of winning (marked ??
    // by the review), or a forced King capture.
    static constexpr double LossThreshold = GameAnalysis::BlunderLoss;
    // An answer of the player's own may lose less than a mistake's chance of winning against
    // the engine's best and still be right: the inconsistency of the search from one position
    // to the next (docs/marks.md) must not fail a move as good as the engine's.
    static constexpr double AnswerTolerance = GameAnalysis::MistakeLoss;
};

// The quiz items of an analysed record for the player's side, dated `today`.
std::vector<QuizItem> extractQuizItems(const Record& record, Side player, QDate today);

} // namespace ogi
