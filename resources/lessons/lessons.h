// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons of "Learn Ōgi", in teaching order.
#pragma once

#include "model/exercises/lesson.h"

#include <QStringList>

#include <vector>

namespace ogi {

// Every lesson, built on first use. A stage whose source does not read is left out and
// named in lessonProblems() (and in the log).
const std::vector<Lesson>& lessons();
const QStringList& lessonProblems();

// Where a stage is in the catalogue.
struct StagePlace {
    const Lesson* lesson = nullptr; // null: no such stage
    int index = -1;                 // in lesson->stages
    const LessonStage& stage() const { return lesson->stages[std::size_t(index)]; }
};
// Every stage of every lesson, in teaching order.
const std::vector<StagePlace>& lessonStages();
// The stage with this id (lesson null when there is none).
StagePlace findStagePlace(const QString& id);
// The stage with this id, or nullptr.
const LessonStage* findLessonStage(const QString& id);

} // namespace ogi
