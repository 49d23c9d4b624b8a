// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessons.h"

#include "lessonsources.h"

#include <QDebug>

namespace ogi {

namespace {
struct Catalogue {
    std::vector<Lesson> lessons;
    QStringList problems;

    Catalogue() {
        using namespace lessonsources;
        lessons = buildLessons({longRangePieces(), princess(), shortRangePieces(), capturing(),
                                drops(), promotion(), kingsPrivilege(), checkAndCapture(),
                                illegalMoves(), handicaps()},
                               &problems);
        for (const QString& p : problems) qWarning().noquote() << "lessons:" << p;
    }
};

const Catalogue& catalogue() {
    static const Catalogue c;
    return c;
}
} // namespace

const std::vector<Lesson>& lessons() {
    return catalogue().lessons;
}

const QStringList& lessonProblems() {
    return catalogue().problems;
}

const LessonStage* findLessonStage(const QString& id) {
    for (const Lesson& lesson : lessons())
        for (const LessonStage& stage : lesson.stages)
            if (QLatin1String(stage.id) == id) return &stage;
    return nullptr;
}

} // namespace ogi
