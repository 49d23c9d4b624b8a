// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A quiz question played in a GameSession: "find the better move" in a position of the
// player's own game where the move played lost a lot (quiz.h). The answer is the one move
// the player makes:
//   - one of the engine's better moves: right;
//   - the move of the game again: wrong (not played);
//   - another move: played, then judged by a search of the position after it
//     (QuizItem::answerHolds), with the search under way shown as thinking.
// An illegal attempt is explained and refused; it is no answer.
#pragma once

#include "model/exercises/quiz.h"
#include "model/game/gamegoal.h"
#include "model/game/gametexts.h"
#include "model/game/metatypes.h"

namespace ogi {

class Analyser;
class GameAnalysis;

class QuizGoal : public GameGoal {
    Q_OBJECT
public:
    // analyser: whose engine judges an answer of the player's own (the session's);
    // searchMs: how long it searches.
    QuizGoal(const QuizItem& item, Analyser* analyser, int searchMs = 1000,
             QObject* parent = nullptr);

    const QuizItem& item() const { return m_item; }
    // The game up to the question (the item replays: QuizDeck keeps only those).
    Game startGame() const;
    bool isThinking() const { return m_thinking; }
    // The engine's better move in the question's position.
    Move betterMove() const;
    // The move played in the game.
    Move playedMove() const;

    // How moves are written in the texts (Kanji in Japanese, as the move list does).
    void setNotation(Notation notation) { m_notation = notation; }
    // The player gives up: the question is missed, the better move shown.
    void giveUp();

    MoveVerdict judgeMove(const Game& game, Move move) override;
    void movePlayed(const Game& game) override;

signals:
    void thinkingChanged(bool thinking);

private:
    QString betterText() const;

    QuizItem m_item;
    Position m_question;
    GameAnalysis* m_analysis;
    bool m_answered = false;
    bool m_judgeAfterMove = false;
    bool m_thinking = false;
    Move m_answer;
    Notation m_notation = Notation::Letters;
};

} // namespace ogi
