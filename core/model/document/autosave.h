// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AutoSave: the game in progress written after every move, so that a crash or a kill loses
// nothing. The file (autosave.ogn in QStandardPaths::AppDataLocation, or an injected
// directory) is written atomically; a clean exit or a finished game removes it, so a file
// found at start-up means the last session ended abnormally.
#pragma once

#include "rules/record.h"

#include <QString>

#include <optional>

namespace ogi {

class AutoSave {
public:
    // directory empty: QStandardPaths::AppDataLocation.
    explicit AutoSave(const QString& directory = QString());

    QString directory() const { return m_dir; }
    QString filePath() const;
    bool exists() const;

    // Writes the record atomically; false and *error on failure.
    bool write(const Record& record, QString* error = nullptr);
    // The game is finished or the program ends cleanly: nothing to offer next time.
    void clear();

    enum class Status { None, Found, Corrupt };
    struct Pending {
        Status status = Status::None;
        std::optional<Record> record; // with Found
        QString error;                // with Corrupt: what is wrong
        QString setAsidePath;         // with Corrupt: where the bad file now is
    };
    // What the last session left. A file that does not parse is renamed to
    // autosave-corrupt-<timestamp>.ogn beside it and reported as Corrupt.
    Pending takePending();

private:
    QString m_dir;
};

} // namespace ogi
