// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The lessons of "Learn Ōgi", in teaching order.
#pragma once

#include "model/lesson.h"

#include <QStringList>

#include <vector>

namespace ogi {

// Every lesson, built on first use. A stage whose source does not read is left out and
// named in lessonProblems() (and in the log).
const std::vector<Lesson>& lessons();
const QStringList& lessonProblems();

// The stage with this id, or nullptr.
const LessonStage* findLessonStage(const QString& id);

} // namespace ogi
