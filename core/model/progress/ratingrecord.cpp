// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/progress/ratingrecord.h"

#include "model/files/progressfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>

namespace ogi {

namespace {
struct RatingTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::RatingRecord)
};
} // namespace

RatingRecord::RatingRecord(const RatingBounds& bounds) : m_bounds(bounds) {
    reset();
}

void RatingRecord::reset() {
    m_glicko = rating::Glicko2();
    m_glicko.rating = m_bounds.start;
    m_glicko.deviation = m_bounds.maxDeviation;
    m_day = QDate();
}

QString RatingRecord::read(const QJsonObject& file) {
    reset();
    const QJsonValue block = file.value(QLatin1String("rating"));
    if (!block.isObject()) return RatingTexts::tr("\"rating\" is missing");
    const QJsonObject o = block.toObject();
    rating::Glicko2 read;
    const auto number = [&](const char* key, double low, double high, double* out) {
        const QJsonValue v = o.value(QLatin1String(key));
        if (!v.isDouble() || !std::isfinite(v.toDouble()) || v.toDouble() < low ||
            v.toDouble() > high)
            return RatingTexts::tr("the rating's \"%1\" is %2, where %3 to %4 is expected")
                .arg(QLatin1String(key), ProgressFile::valueText(v))
                .arg(low)
                .arg(high);
        *out = v.toDouble();
        return QString();
    };
    QString problem = number("rating", m_bounds.lowest, m_bounds.highest, &read.rating);
    if (problem.isEmpty()) problem = number("deviation", 0, m_bounds.maxDeviation, &read.deviation);
    if (problem.isEmpty()) problem = number("volatility", 0, 1, &read.volatility);
    if (!problem.isEmpty()) return problem;
    const QJsonValue day = o.value(QLatin1String("day"));
    const QDate readDay = QDate::fromString(day.toString(), Qt::ISODate);
    if (!day.isUndefined() && !readDay.isValid())
        return RatingTexts::tr("the rating's day %1 is not a date")
            .arg(ProgressFile::valueText(day));
    m_glicko = read;
    m_day = readDay;
    return QString();
}

QJsonObject RatingRecord::toJson() const {
    QJsonObject o{{QLatin1String("rating"), m_glicko.rating},
                  {QLatin1String("deviation"), m_glicko.deviation},
                  {QLatin1String("volatility"), m_glicko.volatility}};
    if (m_day.isValid()) o.insert(QLatin1String("day"), m_day.toString(Qt::ISODate));
    return o;
}

void RatingRecord::rate(const rating::GameResult& result, QDate day) {
    const int idle =
        m_day.isValid() ? std::clamp(int(m_day.daysTo(day)), 0, m_bounds.maxIdleDays) : 0;
    for (int i = 0; i < idle && m_glicko.deviation < m_bounds.maxDeviation; ++i)
        m_glicko = rating::ratePeriod(m_glicko, {});
    m_glicko = rating::ratePeriod(m_glicko, {result});
    m_glicko.deviation =
        std::clamp(m_glicko.deviation, m_bounds.minDeviation, m_bounds.maxDeviation);
    m_day = day;
}

bool RatingRecord::load(ProgressFile& file,
                        const std::function<QString(const QJsonObject&)>& readRest,
                        const std::function<void()>& reset, QString* error) {
    this->reset();
    reset();
    const ProgressFile::Contents c = file.read();
    *error = c.error;
    if (!error->isEmpty()) return false;
    if (c.object.isEmpty()) return true;
    QString problem = read(c.object);
    if (problem.isEmpty()) problem = readRest(c.object);
    if (problem.isEmpty()) return true;
    this->reset();
    reset();
    *error = file.reject(problem);
    return false;
}

} // namespace ogi
