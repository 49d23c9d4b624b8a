// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PuzzleProgress: the player's puzzle rating and what became of each puzzle, kept across
// restarts in puzzles.json (ProgressFile: atomic writes, a corrupt file set aside).
//
//   { "format": "ogi-puzzle-progress", "version": 1,
//     "rating": { "rating": 1500, "deviation": 350, "volatility": 0.06, "day": "2026-01-02" },
//     "puzzles": { "<id>": { "solved": true, "attempts": 2, "failures": 1,
//                            "last": "2026-01-02" }, ... } }
//
// The rating is Glicko-2 (core/learn/glicko2.h) on the usual scale centred on 1500; a puzzle
// is an opponent with the collection's difficulty rating on the same scale, and a deviation
// of PuzzleDeviation (the collection's ratings are estimates, not results of play). Every
// attempt is one rating period; each idle day before an attempt is a period without games,
// so the deviation of a player who comes back after a month has grown again. The deviation
// stays within [MinDeviation, 350]: the floor keeps the rating moving with results, as a
// puzzle rating should.
#pragma once

#include "model/files/progressfile.h"
#include "model/progress/ratingrecord.h"

#include "learn/glicko2.h"

#include <QDate>
#include <QMap>
#include <QString>

#include <optional>
#include <vector>

namespace ogi {

struct PuzzleRecord {
    bool solved = false; // solved at least once
    int attempts = 0;
    int failures = 0;
    QDate last; // the day of the last attempt
};

// What the choice of the next puzzle needs to know of a puzzle of the collection.
struct PuzzleEntry {
    QString id;
    double rating = 1500;
};

class PuzzleProgress {
public:
    static constexpr double PuzzleDeviation = 75;
    static constexpr double MinDeviation = 60;
    static constexpr double MaxDeviation = 350;
    static constexpr int MaxIdleDays = 365;

    // directory empty: QStandardPaths::AppDataLocation.
    explicit PuzzleProgress(const QString& directory = QString());

    QString filePath() const { return m_file.path(); }
    // Reads the file. False when it could not be used: error() says why (the bad file has
    // been set aside; the rating starts again at 1500).
    bool load();
    QString error() const { return m_error; }

    const rating::Glicko2& rating() const { return m_rating.glicko(); }
    PuzzleRecord record(const QString& puzzleId) const { return m_puzzles.value(puzzleId); }
    int solvedCount() const;

    // One attempt at a puzzle of that rating on `day`: updates the puzzle's record and the
    // player's rating, and writes the file at once.
    bool recordAttempt(const QString& puzzleId, double puzzleRating, bool solved, QDate day,
                       QString* error = nullptr);

    // The next puzzle to offer: a puzzle never tried, whose rating is nearest the player's;
    // when every puzzle has been tried, a failed one not yet solved, the least recently tried
    // first (nearest rating among equals); none when every puzzle is solved. `skip` is left
    // out (the puzzle just played).
    std::optional<QString> nextPuzzle(const std::vector<PuzzleEntry>& collection,
                                      const QString& skip = QString()) const;

private:
    bool save(QString* error);
    QString readPuzzles(const QJsonObject& puzzles);

    ProgressFile m_file;
    RatingRecord m_rating;
    QMap<QString, PuzzleRecord> m_puzzles;
    QString m_error;
};

} // namespace ogi
