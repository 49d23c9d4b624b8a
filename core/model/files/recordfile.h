// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Game records on disk (.ogn, RULES.md §8): read with a message that names the file, the
// line and the problem, and written atomically (QSaveFile), so that a crash never leaves
// half a record.
#pragma once

#include "rules/record.h"

#include <QString>

#include <optional>

namespace ogi {

// Reads and parses a record file. On failure returns nullopt and *error names the file,
// the line and the problem.
std::optional<Record> readRecordFile(const QString& path, QString* error);
// The same for a record held in memory (the recovery journal keeps its text); what names it
// in messages.
std::optional<Record> readRecordText(const QByteArray& bytes, const QString& what, QString* error);
// Writes atomically (QSaveFile). On failure *error says why.
bool writeRecordFile(const QString& path, const Record& record, QString* error);

} // namespace ogi
