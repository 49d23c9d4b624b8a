// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/autosave.h"

#include "model/document/gameinfo.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace ogi {

AutoSave::AutoSave(const QString& directory)
    : m_dir(directory.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                                : directory) {}

QString AutoSave::filePath() const {
    return QDir(m_dir).filePath(QStringLiteral("autosave.ogn"));
}

bool AutoSave::exists() const {
    return QFile::exists(filePath());
}

bool AutoSave::write(const Record& record, QString* error) {
    if (!QDir().mkpath(m_dir)) {
        if (error)
            *error =
                QCoreApplication::translate("AutoSave", "Cannot create the folder %1").arg(m_dir);
        return false;
    }
    return writeRecordFile(filePath(), record, error);
}

void AutoSave::clear() {
    QFile::remove(filePath());
}

AutoSave::Pending AutoSave::takePending() {
    Pending p;
    if (!exists()) return p;
    QString error;
    auto record = readRecordFile(filePath(), &error);
    if (record) {
        p.status = Status::Found;
        p.record = std::move(record);
        return p;
    }
    p.status = Status::Corrupt;
    p.error = error;
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString target = QDir(m_dir).filePath(QStringLiteral("autosave-corrupt-%1.ogn").arg(stamp));
    for (int n = 2; QFile::exists(target); ++n)
        target =
            QDir(m_dir).filePath(QStringLiteral("autosave-corrupt-%1-%2.ogn").arg(stamp).arg(n));
    if (QFile::rename(filePath(), target))
        p.setAsidePath = target;
    else
        QFile::remove(filePath()); // never offer the same bad file twice
    return p;
}

} // namespace ogi
