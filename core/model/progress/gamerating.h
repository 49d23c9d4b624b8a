// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// GameRating: the player's rating from finished games against the computer, kept across
// restarts in games.json (ProgressFile: atomic writes, a corrupt file set aside).
//
//   { "format": "ogi-game-rating", "version": 1,
//     "rating": { "rating": 1000, "deviation": 350, "volatility": 0.06, "day": "2026-01-02" },
//     "history": [ { "day": "2026-01-02", "level": 3, "handicap": "+R +B", "receives": true,
//                    "score": 1, "rating": 1210.5, "deviation": 290.1 }, ... ] }
//
// Glicko-2 (core/learn/glicko2.h) on the Ōgi Elo scale of docs/handicaps.md: a game counts
// against the level's rating minus the handicap's measured value when the player received
// it, plus it when the player gave it (learn/handicapvalue.h). Every rated game is one rating
// period; each idle day before it is a period without games.
//
// A newcomer starts provisional at 1000 ± 350: 1000 is level 1, the bottom of the ladder,
// so the first suggestion is the weakest level in an even game, and the wide deviation lets
// the first few results move the rating by hundreds of points to where the player belongs.
//
// Which games count: RatedGame says, from what the session saw of the game.
#pragma once

#include "model/files/progressfile.h"
#include "model/progress/ratingrecord.h"

#include "learn/glicko2.h"

#include <QDate>
#include <QString>

#include <vector>

namespace ogi {

// Why a finished game does not count (none: it does).
enum class Unrated {
    None,
    TwoHumans,
    TwoComputers,
    NotFromStart, // a position set up, a record opened or continued
    Takeback,
    Hint,
    FriendlyRule,
    LevelChanged,       // the computer's level was changed during the game
    UnmeasuredHandicap, // a custom handicap the table does not value
    ExternalEngine,     // an external engine played: the rating measures the built-in levels
    NoMove,             // the game ended before the human made a move (resigned, time)
    Analysis            // the live analysis was shown during the game
};
// A translated reason, to follow "Not rated: " ("you took back a move").
QString unratedReason(Unrated why);

struct RatedGameEntry {
    QDate day;
    int level = 1;
    QString handicap;     // the Handicap tag, empty for an even game
    bool receives = true; // the player received the handicap
    double score = 0;     // 1, 0.5, 0
    double rating = 0;    // the player's rating after the game
    double deviation = 0;
};

class GameRating {
public:
    static constexpr double StartRating = 1000; // level 1
    static constexpr double MaxDeviation = 350;
    static constexpr double MinDeviation = 30;
    static constexpr int MaxIdleDays = 365;
    static constexpr int MaxHistory = 100;

    // directory empty: QStandardPaths::AppDataLocation.
    explicit GameRating(const QString& directory = QString());

    QString filePath() const { return m_file.path(); }
    // Reads the file. False when it could not be used: error() says why (the bad file has
    // been set aside; the rating starts again provisional).
    bool load();
    QString error() const { return m_error; }

    const rating::Glicko2& rating() const { return m_rating.glicko(); }
    // No rated game yet: the rating is the provisional start.
    bool isProvisional() const { return m_history.empty(); }
    const std::vector<RatedGameEntry>& history() const { return m_history; }

    // A rated game against `level` with handicap `tag` (received or given by the player),
    // scored `score`, on `day`: updates the rating and writes the file at once. False when
    // the handicap has no measured value (nothing recorded) or the file could not be
    // written (*error says why; the rating is updated all the same).
    bool recordGame(int level, const QString& tag, bool receives, double score, QDate day,
                    QString* error = nullptr);

    // "1432 ± 85" (the rating and its deviation, rounded), the way the rating is shown.
    static QString ratingText(const rating::Glicko2& r);

private:
    QString readHistory(const QJsonArray& a);
    bool save(QString* error);

    ProgressFile m_file;
    RatingRecord m_rating;
    std::vector<RatedGameEntry> m_history;
    QString m_error;
};

} // namespace ogi
