// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Lessons: short exercises on a real board, grouped by subject. The content (positions,
// goals and texts) is written in resources/lessons as tables of StageSource; this file holds
// the types and turns a source into a playable stage, saying what is wrong with a source that
// does not read.
//
// Texts are English source strings, marked where they are written with
// QT_TRANSLATE_NOOP("ogi::Lessons", ...) so that lupdate files them; lessonText() says them
// in the interface language.
#pragma once

#include "ai/exercise.h"
#include "rules/position.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ogi {

// A stage's own explanation of one rule, said instead of the generic one when the learner
// breaks that rule in this stage.
struct IllegalNote {
    Illegal why = Illegal::None;
    const char* text = nullptr;
};

// A stage as the content tables write it: text fields, checked and converted by
// buildStage(). Squares and moves use RULES.md §8 (machine form), separated by spaces.
struct StageSource {
    const char* id = nullptr; // stable: progress files use it ("pieces.rook")
    const char* title = nullptr;
    const char* sfen = nullptr;
    const char* prelude = ""; // moves already played from sfen
    ai::GoalKind goal = ai::GoalKind::CaptureKing;
    const char* marked = "";
    int count = 0;
    const char* accepted = ""; // FindMove
    // Letters of the piece types the stage is about (board moves, drops); "" = all,
    // "-" = none.
    const char* pieces = "";
    const char* drops = "";
    ai::ReplyKind replies = ai::ReplyKind::None;
    const char* script = "";   // "learnerMove:reply ..."
    const char* solution = ""; // the intended learner moves, a fastest line
    int par = 1;               // learner moves for three stars: the fewest possible
    int twoStars = 0;          // at most this many moves for two stars (0: par + 1)
    int limit = 0;             // the most learner moves the goal may take (0: par)
    const char* instruction = nullptr;
    const char* success = nullptr;
    // Explanation of a legal move of the right piece that does not serve the goal.
    const char* unhelpful = nullptr;
    // Explanation of a move of another piece; null: the generic text.
    const char* wrongPiece = nullptr;
    std::vector<IllegalNote> illegalNotes = {};
};

struct LessonStage {
    const char* id = nullptr;
    const char* title = nullptr;
    const char* instruction = nullptr;
    const char* success = nullptr;
    const char* unhelpful = nullptr;
    const char* wrongPiece = nullptr;
    std::vector<IllegalNote> illegalNotes;
    ai::Exercise exercise;
    std::vector<Move> solution;
    int par = 1;
    int twoStars = 2;
};

struct LessonSource {
    const char* id = nullptr;
    const char* title = nullptr;
    const char* summary = nullptr;
    std::vector<StageSource> stages = {};
};

struct Lesson {
    const char* id = nullptr;
    const char* title = nullptr;
    const char* summary = nullptr;
    std::vector<LessonStage> stages;
};

// The stage a source describes, or nullopt with *problem saying which field is wrong and
// why ("stage pieces.rook: solution move 2 'g7g8': not a move").
std::optional<LessonStage> buildStage(const StageSource& source, QString* problem);

// Every lesson whose stages all read; *problems lists the ones that do not (one line
// each). Lessons keep their order; a stage that does not read is left out.
std::vector<Lesson> buildLessons(const std::vector<LessonSource>& sources, QStringList* problems);

// A lesson text in the interface language (empty for a null text).
QString lessonText(const char* source);

// Stars for a finished stage: three within par moves, two within twoStars, else one.
int starsFor(const LessonStage& stage, int movesUsed);

} // namespace ogi
