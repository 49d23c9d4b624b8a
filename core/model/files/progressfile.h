// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ProgressFile: one small JSON file of the player's progress (lessons, puzzles, quiz) in
// QStandardPaths::AppDataLocation, or an injected directory.
//
// The file says what it is and which version wrote it:
//   { "format": "ogi-lesson-progress", "version": 1, ...the store's own keys... }
// It is written atomically (QSaveFile). A file that cannot be used -- unreadable, not JSON,
// another format, a newer version, or content the store rejects -- is never overwritten:
// it is renamed aside (lessons-corrupt-20260102-153000.json) and the message names the
// file, what is wrong, and where the old file now is. The store then starts afresh.
#pragma once

#include <QJsonObject>
#include <QJsonValue>
#include <QString>

namespace ogi {

class ProgressFile {
public:
    // fileName: "lessons.json"; format: "ogi-lesson-progress"; version: the one this program
    // writes (and the highest it reads); what: a translated name for messages ("lesson
    // progress"); directory empty: QStandardPaths::AppDataLocation.
    ProgressFile(const QString& fileName, const QString& format, int version, const QString& what,
                 const QString& directory = QString());

    QString path() const { return m_path; }

    struct Contents {
        QJsonObject object; // the whole file (empty when there was none or it was set aside)
        int version = 0;    // the version that wrote it
        QString error;      // empty when the file was fine or absent
    };
    // Reads the file. A missing file is not an error: the object is empty.
    Contents read();
    // The store found `problem` in the contents: the file is set aside, and the message for
    // the player is returned ("<file>: <problem>. It was kept as <path>.").
    QString reject(const QString& problem);
    // A JSON value as it appears in the file, for messages ("7", "\"three\"").
    static QString valueText(const QJsonValue& value);
    // Writes object (with format and version added) atomically; false and *error on failure.
    // Refused while a file that could not be read, nor moved aside, is in the way: writing
    // would destroy it.
    bool write(QJsonObject object, QString* error = nullptr) const;

private:
    QString setAside();

    bool m_blocked = false;
    QString m_path;
    QString m_format;
    int m_version;
    QString m_what;
};

} // namespace ogi
