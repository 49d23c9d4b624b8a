// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/progress/gamerating.h"

#include "learn/handicapvalue.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace ogi {

namespace {
struct RatingTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::GameRating)
};
} // namespace

QString unratedReason(Unrated why) {
    switch (why) {
    case Unrated::None: return QString();
    case Unrated::TwoHumans: return RatingTexts::tr("no computer played");
    case Unrated::TwoComputers: return RatingTexts::tr("the computer played both sides");
    case Unrated::NotFromStart:
        return RatingTexts::tr("the game did not begin with New Game (a position was set up or "
                               "pasted, or a record opened)");
    case Unrated::Takeback: return RatingTexts::tr("you took back a move");
    case Unrated::Hint: return RatingTexts::tr("you asked for a hint");
    case Unrated::FriendlyRule: return RatingTexts::tr("the friendly rule refused illegal moves");
    case Unrated::LevelChanged:
        return RatingTexts::tr("the computer's level changed during the game");
    case Unrated::UnmeasuredHandicap: return RatingTexts::tr("this handicap has no measured value");
    case Unrated::ExternalEngine: return RatingTexts::tr("an external engine played");
    case Unrated::NoMove: return RatingTexts::tr("the game ended before you made a move");
    case Unrated::Analysis: return RatingTexts::tr("the live analysis was shown during the game");
    }
    return QString();
}

GameRating::GameRating(const QString& directory)
    : m_file(QStringLiteral("games.json"), QStringLiteral("ogi-game-rating"), 1,
             RatingTexts::tr("game rating"), directory),
      m_rating({StartRating, -2000, 8000, MinDeviation, MaxDeviation, MaxIdleDays}) {}

QString GameRating::ratingText(const rating::Glicko2& r) {
    return RatingTexts::tr("%1 ± %2").arg(std::lround(r.rating)).arg(std::lround(r.deviation));
}

QString GameRating::readHistory(const QJsonArray& a) {
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonObject o = a.at(i).toObject();
        RatedGameEntry e;
        e.day = QDate::fromString(o.value(QLatin1String("day")).toString(), Qt::ISODate);
        e.level = o.value(QLatin1String("level")).toInt(0);
        e.handicap = o.value(QLatin1String("handicap")).toString();
        e.receives = o.value(QLatin1String("receives")).toBool(true);
        e.score = o.value(QLatin1String("score")).toDouble(-1);
        e.rating = o.value(QLatin1String("rating")).toDouble(NAN);
        e.deviation = o.value(QLatin1String("deviation")).toDouble(-1);
        if (!a.at(i).isObject() || !e.day.isValid() || e.level < rating::MinLevel ||
            e.level > rating::MaxLevel || (e.score != 0 && e.score != 0.5 && e.score != 1) ||
            !std::isfinite(e.rating) || e.deviation < 0 || e.deviation > MaxDeviation)
            return RatingTexts::tr("game %1 of the history is damaged (%2)")
                .arg(i + 1)
                .arg(ProgressFile::valueText(a.at(i)));
        m_history.push_back(e);
    }
    return QString();
}

bool GameRating::load() {
    return m_rating.load(
        m_file,
        [this](const QJsonObject& file) {
            const QJsonValue history = file.value(QLatin1String("history"));
            return history.isArray() ? readHistory(history.toArray())
                                     : RatingTexts::tr("\"history\" is missing");
        },
        [this] { m_history.clear(); }, &m_error);
}

bool GameRating::recordGame(int level, const QString& tag, bool receives, double score, QDate day,
                            QString* error) {
    const auto opponent = rating::opponentRating(level, tag.toStdString(), receives);
    if (!opponent) {
        if (error) *error = unratedReason(Unrated::UnmeasuredHandicap);
        return false;
    }
    m_rating.rate({*opponent, rating::levelDeviation(level), score}, day);
    m_history.push_back({day, level, tag, receives, score, rating().rating, rating().deviation});
    if (m_history.size() > std::size_t(MaxHistory)) m_history.erase(m_history.begin());
    return save(error);
}

bool GameRating::save(QString* error) {
    QJsonArray history;
    for (const RatedGameEntry& e : m_history)
        history.append(QJsonObject{{QLatin1String("day"), e.day.toString(Qt::ISODate)},
                                   {QLatin1String("level"), e.level},
                                   {QLatin1String("handicap"), e.handicap},
                                   {QLatin1String("receives"), e.receives},
                                   {QLatin1String("score"), e.score},
                                   {QLatin1String("rating"), e.rating},
                                   {QLatin1String("deviation"), e.deviation}});
    return m_file.write(
        {{QLatin1String("rating"), m_rating.toJson()}, {QLatin1String("history"), history}}, error);
}

} // namespace ogi
