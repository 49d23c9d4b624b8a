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
#define OGI_LESSON_SOURCE(name) name(),
        lessons = buildLessons({OGI_LESSONS(OGI_LESSON_SOURCE)}, &problems);
#undef OGI_LESSON_SOURCE
        for (const QString& p : problems) qWarning().noquote() << "lessons:" << p;
        for (const Lesson& lesson : lessons)
            for (std::size_t i = 0; i < lesson.stages.size(); ++i)
                stages.push_back({&lesson, int(i)});
    }
    Catalogue(const Catalogue&) = delete; // stages point into lessons
    Catalogue& operator=(const Catalogue&) = delete;

    std::vector<StagePlace> stages;
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

const std::vector<StagePlace>& lessonStages() {
    return catalogue().stages;
}

StagePlace findStagePlace(const QString& id) {
    for (const StagePlace& place : lessonStages())
        if (QLatin1String(place.stage().id) == id) return place;
    return {};
}

const LessonStage* findLessonStage(const QString& id) {
    const StagePlace place = findStagePlace(id);
    return place.lesson ? &place.stage() : nullptr;
}

} // namespace ogi
