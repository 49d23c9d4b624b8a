// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonProgress: the best stars earned in each lesson stage, kept across restarts in
// lessons.json (ProgressFile: atomic writes, a corrupt file set aside with a message).
//
//   { "format": "ogi-lesson-progress", "version": 1, "stages": { "pieces.rook": 3, ... } }
//
// Stages are named by their stable ids; ids the program no longer knows are kept as they
// are, so that an older or newer catalogue never loses anyone's stars.
#pragma once

#include "model/files/progressfile.h"

#include <QMap>
#include <QString>

namespace ogi {

class LessonProgress {
public:
    // directory empty: QStandardPaths::AppDataLocation.
    explicit LessonProgress(const QString& directory = QString());

    QString filePath() const { return m_file.path(); }
    // Reads the file. False when it could not be used: error() says why (the bad file has
    // been set aside and the progress starts empty).
    bool load();
    QString error() const { return m_error; }

    // 0 (not finished yet) to 3.
    int stars(const QString& stageId) const { return m_stars.value(stageId, 0); }
    bool isFinished(const QString& stageId) const { return stars(stageId) > 0; }
    int totalStars() const;
    // A finished stage: keeps the best stars and writes the file at once.
    bool record(const QString& stageId, int stars, QString* error = nullptr);

private:
    bool save(QString* error);

    ProgressFile m_file;
    QMap<QString, int> m_stars;
    QString m_error;
};

} // namespace ogi
