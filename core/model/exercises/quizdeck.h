// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// QuizDeck: the quiz items of every analysed game, kept across restarts in quiz.json
// (ProgressFile: atomic writes, a corrupt file set aside), and their review schedule.
//
// The schedule is a Leitner system with three boxes. A new item is due at once. Answered
// right, it moves up a box and comes back 3 days later (box 2), then 7 days later (box 3);
// answered right in box 3 it is mastered and is not asked again. Answered wrong, it goes
// back to box 1 and comes back the next day. The same mistake found in a new game brings a
// mastered item back to box 1.
//
// Why Leitner rather than SM-2: an answer here is right or wrong (the move holds or it does
// not), not a graded recall; the items are few (a handful per game) rather than hundreds of
// cards a day; and a player can understand "right three times, days apart, and it is
// learnt". SM-2's ease factors need graded answers and many reviews to settle.
//
//   { "format": "ogi-quiz", "version": 1, "items": [ { "id": ..., "start": <sfen>,
//     "moves": [...], "played": "c3c4", "better": [...], "loss": 350, "before": "40",
//     "after": "-310", "source": ..., "added": "2026-01-02", "box": 1,
//     "due": "2026-01-02", "reviews": 0, "mistakes": 0, "mastered": false }, ... ] }
#pragma once

#include "model/exercises/quiz.h"
#include "model/files/progressfile.h"

#include <QDate>
#include <QString>

#include <vector>

namespace ogi {

class QuizDeck {
public:
    static constexpr int Boxes = 3;
    // Days until an item in box b (1-3) comes back after a right answer put it there.
    static int intervalDays(int box);

    // directory empty: QStandardPaths::AppDataLocation.
    explicit QuizDeck(const QString& directory = QString());

    QString filePath() const { return m_file.path(); }
    // Reads the file. False when it could not be used: error() says why (the bad file has
    // been set aside; the deck starts empty).
    bool load();
    QString error() const { return m_error; }

    const std::vector<QuizItem>& items() const { return m_items; }
    // Adds the items of a newly analysed game; an item already in the deck keeps its
    // schedule, unless it was mastered (the mistake came back: box 1, due today). Returns
    // how many items are new or came back; writes the file.
    int add(const std::vector<QuizItem>& items, QDate today, QString* error = nullptr);
    // The items to ask on `today`, the longest overdue first.
    std::vector<const QuizItem*> due(QDate today) const;
    // Records an answer given on `today` and writes the file.
    bool answer(const QString& id, bool right, QDate today, QString* error = nullptr);

private:
    bool save(QString* error);
    QString readItem(const QJsonValue& value, QuizItem* item) const;

    ProgressFile m_file;
    std::vector<QuizItem> m_items;
    QString m_error;
};

} // namespace ogi
