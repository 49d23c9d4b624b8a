// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RatingRecord: a Glicko-2 rating as the progress files keep it (PuzzleProgress in
// puzzles.json, GameRating in games.json), with the day of its last result:
//
//   "rating": { "rating": 1500, "deviation": 350, "volatility": 0.06, "day": "2026-01-02" }
//
// Each store says what its rating may be (RatingBounds); this reads the block from the file,
// writes it back, and rates one result. A block that cannot be used is reported as the
// store's problem, for ProgressFile::reject ("the rating's "deviation" is -4, where 0 to 350
// is expected"): the file is set aside under its own name, and the rating starts again.
#pragma once

#include "learn/glicko2.h"
#include "model/files/progressfile.h"

#include <QDate>
#include <QJsonObject>
#include <QString>

#include <functional>

namespace ogi {

struct RatingBounds {
    double start;  // a newcomer's rating (with the widest deviation)
    double lowest; // the range of a rating read from the file
    double highest;
    double minDeviation; // the deviation stays within these
    double maxDeviation;
    int maxIdleDays = 365; // idle days that widen the deviation, at most
};

class RatingRecord {
public:
    explicit RatingRecord(const RatingBounds& bounds);

    const rating::Glicko2& glicko() const { return m_glicko; }
    // The day of the last result; invalid before the first.
    QDate day() const { return m_day; }

    // Back to a newcomer's rating.
    void reset();
    // Reads the "rating" member of a progress file's contents. Empty when it is fine; else
    // what is wrong, naming the field (the rating is then reset).
    QString read(const QJsonObject& file);
    // The "rating" member to write.
    QJsonObject toJson() const;
    // One result on `day`, a rating period of its own: each idle day since the last result
    // first widens the deviation (a period without games), then the result is rated.
    void rate(const rating::GameResult& result, QDate day);

    // Loads a rated progress file into its store: the rating, then the store's own part
    // (readRest: what is wrong with it, or empty). A file that cannot be used is set aside,
    // the store starts afresh (reset, and the rating too), and *error says what happened.
    // Returns whether the file was fine (a missing file is).
    bool load(ProgressFile& file, const std::function<QString(const QJsonObject&)>& readRest,
              const std::function<void()>& reset, QString* error);

private:
    RatingBounds m_bounds;
    rating::Glicko2 m_glicko;
    QDate m_day;
};

} // namespace ogi
