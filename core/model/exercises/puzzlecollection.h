// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleCollection: the tsume problems the program offers, read from the collection's text
// file (resources/puzzles/README.md; built in as :/puzzles/tsume.txt). A line that does not
// read is left out and named in problems() with its line number.
#pragma once

#include "learn/puzzle.h"
#include "model/exercises/puzzleprogress.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace ogi {

class PuzzleCollection {
public:
    static QString builtInPath() { return QStringLiteral(":/puzzles/tsume.txt"); }

    // False when the file cannot be read at all (*error says why).
    bool load(const QString& path = builtInPath(), QString* error = nullptr);
    const std::vector<learn::Puzzle>& puzzles() const { return m_puzzles; }
    const QStringList& problems() const { return m_problems; }
    const learn::Puzzle* find(const QString& id) const;
    // What PuzzleProgress::nextPuzzle needs: ids and difficulty ratings.
    std::vector<PuzzleEntry> entries() const;

private:
    std::vector<learn::Puzzle> m_puzzles;
    QStringList m_problems;
};

} // namespace ogi
