// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/lessonprogress.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace ogi {

namespace {
struct LessonProgressTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::LessonProgress)
};
} // namespace

LessonProgress::LessonProgress(const QString& directory)
    : m_file(QStringLiteral("lessons.json"), QStringLiteral("ogi-lesson-progress"), 1,
             LessonProgressTexts::tr("lesson progress"), directory) {}

bool LessonProgress::load() {
    m_stars.clear();
    const ProgressFile::Contents c = m_file.read();
    m_error = c.error;
    if (!m_error.isEmpty()) return false;
    if (c.object.isEmpty()) return true; // no file yet
    const QJsonValue stages = c.object.value(QLatin1String("stages"));
    if (!stages.isObject()) {
        m_error = m_file.reject(LessonProgressTexts::tr("\"stages\" is missing"));
        return false;
    }
    const QJsonObject o = stages.toObject();
    for (auto it = o.begin(); it != o.end(); ++it) {
        const int n = it.value().toInt(-1);
        if (!it.value().isDouble() || n < 0 || n > 3 || it.value().toDouble() != n) {
            m_stars.clear();
            m_error = m_file.reject(
                LessonProgressTexts::tr("stage \"%1\" has %2 stars, where 0 to 3 are possible")
                    .arg(it.key(), ProgressFile::valueText(it.value())));
            return false;
        }
        m_stars.insert(it.key(), n);
    }
    return true;
}

int LessonProgress::totalStars() const {
    int total = 0;
    for (int n : m_stars) total += n;
    return total;
}

bool LessonProgress::record(const QString& stageId, int stars, QString* error) {
    if (stars < 1 || stars > 3 || stars <= this->stars(stageId)) return true;
    m_stars.insert(stageId, stars);
    return save(error);
}

bool LessonProgress::save(QString* error) {
    QJsonObject stages;
    for (auto it = m_stars.begin(); it != m_stars.end(); ++it) stages.insert(it.key(), it.value());
    return m_file.write({{QLatin1String("stages"), stages}}, error);
}

} // namespace ogi
