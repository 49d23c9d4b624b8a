// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/puzzlecollection.h"

#include <QCoreApplication>
#include <QFile>

namespace ogi {

namespace {
struct CollectionTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::PuzzleCollection)
};
} // namespace

bool PuzzleCollection::load(const QString& path, QString* error) {
    m_puzzles.clear();
    m_problems.clear();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        if (error)
            *error = CollectionTexts::tr("Cannot read the puzzles in %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    int lineNumber = 0;
    while (!file.atEnd()) {
        ++lineNumber;
        QByteArray line = file.readLine();
        // Only the line's end: an empty last column (no themes) ends with a tab.
        while (line.endsWith('\n') || line.endsWith('\r')) line.chop(1);
        if (line.trimmed().isEmpty() || line.startsWith('#')) continue;
        const learn::PuzzleParse parsed = learn::parsePuzzleLine(line.toStdString());
        if (parsed.puzzle)
            m_puzzles.push_back(*parsed.puzzle);
        else
            m_problems << QStringLiteral("%1:%2: %3")
                              .arg(path)
                              .arg(lineNumber)
                              .arg(QString::fromStdString(parsed.error));
    }
    return true;
}

const learn::Puzzle* PuzzleCollection::find(const QString& id) const {
    for (const learn::Puzzle& p : m_puzzles)
        if (QString::fromStdString(p.id) == id) return &p;
    return nullptr;
}

std::vector<PuzzleEntry> PuzzleCollection::entries() const {
    std::vector<PuzzleEntry> list;
    list.reserve(m_puzzles.size());
    for (const learn::Puzzle& p : m_puzzles)
        list.push_back({QString::fromStdString(p.id), double(p.rating)});
    return list;
}

} // namespace ogi
