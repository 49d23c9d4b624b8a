// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/puzzleprogress.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace ogi {

namespace {
struct PuzzleTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::PuzzleProgress)
};

QString dayText(QDate d) {
    return d.toString(Qt::ISODate);
}
} // namespace

PuzzleProgress::PuzzleProgress(const QString& directory)
    : m_file(QStringLiteral("puzzles.json"), QStringLiteral("ogi-puzzle-progress"), 1,
             PuzzleTexts::tr("puzzle progress"), directory),
      m_rating({1500, 0, 5000, MinDeviation, MaxDeviation, MaxIdleDays}) {}

QString PuzzleProgress::readPuzzles(const QJsonObject& puzzles) {
    for (auto it = puzzles.begin(); it != puzzles.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        PuzzleRecord r;
        r.solved = o.value(QLatin1String("solved")).toBool();
        r.attempts = o.value(QLatin1String("attempts")).toInt(-1);
        r.failures = o.value(QLatin1String("failures")).toInt(-1);
        r.last = QDate::fromString(o.value(QLatin1String("last")).toString(), Qt::ISODate);
        if (!it.value().isObject() || !o.value(QLatin1String("solved")).isBool() ||
            r.attempts < 1 || r.failures < 0 || r.failures > r.attempts || !r.last.isValid())
            return PuzzleTexts::tr("the record of puzzle \"%1\" is damaged (%2)")
                .arg(it.key(), ProgressFile::valueText(it.value()));
        m_puzzles.insert(it.key(), r);
    }
    return QString();
}

bool PuzzleProgress::load() {
    return m_rating.load(
        m_file,
        [this](const QJsonObject& file) {
            const QJsonValue puzzles = file.value(QLatin1String("puzzles"));
            return puzzles.isObject() ? readPuzzles(puzzles.toObject())
                                      : PuzzleTexts::tr("\"puzzles\" is missing");
        },
        [this] { m_puzzles.clear(); }, &m_error);
}

int PuzzleProgress::solvedCount() const {
    return int(std::count_if(m_puzzles.begin(), m_puzzles.end(),
                             [](const PuzzleRecord& r) { return r.solved; }));
}

bool PuzzleProgress::recordAttempt(const QString& puzzleId, double puzzleRating, bool solved,
                                   QDate day, QString* error) {
    PuzzleRecord& r = m_puzzles[puzzleId];
    r.solved = r.solved || solved;
    ++r.attempts;
    if (!solved) ++r.failures;
    r.last = day;

    m_rating.rate({puzzleRating, PuzzleDeviation, solved ? 1.0 : 0.0}, day);
    return save(error);
}

std::optional<QString> PuzzleProgress::nextPuzzle(const std::vector<PuzzleEntry>& collection,
                                                  const QString& skip) const {
    const PuzzleEntry* best = nullptr;
    // Lower is better: never tried before tried, then the oldest attempt, then the nearest
    // rating; the collection's order breaks the remaining ties.
    const auto key = [&](const PuzzleEntry& e) {
        const auto it = m_puzzles.find(e.id);
        const bool tried = it != m_puzzles.end();
        const qint64 age = tried ? it->last.toJulianDay() : 0;
        return std::tuple(tried, age, std::abs(e.rating - rating().rating));
    };
    for (const PuzzleEntry& e : collection) {
        if (e.id == skip || m_puzzles.value(e.id).solved) continue;
        if (!best || key(e) < key(*best)) best = &e;
    }
    if (!best) return std::nullopt;
    return best->id;
}

bool PuzzleProgress::save(QString* error) {
    QJsonObject puzzles;
    for (auto it = m_puzzles.begin(); it != m_puzzles.end(); ++it)
        puzzles.insert(it.key(), QJsonObject{{QLatin1String("solved"), it->solved},
                                             {QLatin1String("attempts"), it->attempts},
                                             {QLatin1String("failures"), it->failures},
                                             {QLatin1String("last"), dayText(it->last)}});
    return m_file.write(
        {{QLatin1String("rating"), m_rating.toJson()}, {QLatin1String("puzzles"), puzzles}}, error);
}

} // namespace ogi
