// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/exercises/quizdeck.h"

#include "rules/notation.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>

namespace ogi {

namespace {
struct QuizDeckTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::QuizDeck)
};

QJsonArray toArray(const QStringList& list) {
    return QJsonArray::fromStringList(list);
}

bool readStrings(const QJsonValue& v, QStringList* out) {
    if (!v.isArray()) return false;
    for (const QJsonValue& s : v.toArray()) {
        if (!s.isString()) return false;
        out->append(s.toString());
    }
    return true;
}

QString dayText(QDate d) {
    return d.toString(Qt::ISODate);
}
} // namespace

int QuizDeck::intervalDays(int box) {
    return box <= 1 ? 1 : box == 2 ? 3 : 7;
}

QuizDeck::QuizDeck(const QString& directory)
    : m_file(QStringLiteral("quiz.json"), QStringLiteral("ogi-quiz"), 1, QuizDeckTexts::tr("quiz"),
             directory) {}

QString QuizDeck::readItem(const QJsonValue& value, QuizItem* item) const {
    const QJsonObject o = value.toObject();
    const auto text = [&](const char* key) { return o.value(QLatin1String(key)).toString(); };
    const auto day = [&](const char* key) { return QDate::fromString(text(key), Qt::ISODate); };
    item->id = text("id");
    item->startSfen = text("start");
    item->played = text("played");
    item->loss = o.value(QLatin1String("loss")).toInt();
    item->evalBefore = text("before");
    item->evalAfter = text("after");
    item->source = text("source");
    item->added = day("added");
    item->box = o.value(QLatin1String("box")).toInt();
    item->due = day("due");
    item->reviews = o.value(QLatin1String("reviews")).toInt(-1);
    item->mistakes = o.value(QLatin1String("mistakes")).toInt(-1);
    item->mastered = o.value(QLatin1String("mastered")).toBool();
    const QString name = item->id.isEmpty() ? QStringLiteral("?") : item->id;
    if (!value.isObject() || item->id.isEmpty() ||
        !readStrings(o.value(QLatin1String("moves")), &item->moves) ||
        !readStrings(o.value(QLatin1String("better")), &item->better) || item->better.isEmpty() ||
        !item->added.isValid() || !item->due.isValid() || item->box < 1 || item->box > Boxes ||
        item->reviews < 0 || item->mistakes < 0 ||
        !Evaluation::parse(item->evalBefore.toStdString()))
        return QuizDeckTexts::tr("quiz item \"%1\" is damaged").arg(name);
    // The position must replay, and the moves asked about must be moves.
    const auto game = item->game();
    if (!game) return QuizDeckTexts::tr("the game of quiz item \"%1\" does not replay").arg(name);
    QStringList asked = item->better;
    asked << item->played;
    for (const QString& m : asked)
        if (!parseMachineMove(m.toStdString()).ok())
            return QuizDeckTexts::tr("quiz item \"%1\" names the move \"%2\", which is not a move")
                .arg(name, m);
    return QString();
}

bool QuizDeck::load() {
    m_items.clear();
    const ProgressFile::Contents c = m_file.read();
    m_error = c.error;
    if (!m_error.isEmpty()) return false;
    if (c.object.isEmpty()) return true;
    const QJsonValue items = c.object.value(QLatin1String("items"));
    QString problem;
    if (!items.isArray()) problem = QuizDeckTexts::tr("\"items\" is missing");
    for (const QJsonValue& v : items.toArray()) {
        if (!problem.isEmpty()) break;
        QuizItem item;
        problem = readItem(v, &item);
        m_items.push_back(std::move(item));
    }
    if (problem.isEmpty()) return true;
    m_items.clear();
    m_error = m_file.reject(problem);
    return false;
}

int QuizDeck::add(const std::vector<QuizItem>& items, QDate today, QString* error) {
    int count = 0;
    for (const QuizItem& fresh : items) {
        auto it = std::find_if(m_items.begin(), m_items.end(),
                               [&](const QuizItem& i) { return i.id == fresh.id; });
        if (it == m_items.end()) {
            m_items.push_back(fresh);
            m_items.back().due = today;
            ++count;
        } else if (it->mastered) {
            it->mastered = false;
            it->box = 1;
            it->due = today;
            ++count;
        }
    }
    if (count > 0 && !save(error)) return count;
    return count;
}

std::vector<const QuizItem*> QuizDeck::due(QDate today) const {
    std::vector<const QuizItem*> out;
    for (const QuizItem& i : m_items)
        if (!i.mastered && i.due <= today) out.push_back(&i);
    std::stable_sort(out.begin(), out.end(),
                     [](const QuizItem* a, const QuizItem* b) { return a->due < b->due; });
    return out;
}

bool QuizDeck::answer(const QString& id, bool right, QDate today, QString* error) {
    auto it =
        std::find_if(m_items.begin(), m_items.end(), [&](const QuizItem& i) { return i.id == id; });
    if (it == m_items.end()) return false;
    ++it->reviews;
    if (!right) {
        ++it->mistakes;
        it->box = 1;
        it->due = today.addDays(intervalDays(1));
    } else if (it->box >= Boxes) {
        it->mastered = true;
    } else {
        ++it->box;
        it->due = today.addDays(intervalDays(it->box));
    }
    return save(error);
}

bool QuizDeck::save(QString* error) {
    QJsonArray items;
    for (const QuizItem& i : m_items)
        items.append(QJsonObject{{QLatin1String("id"), i.id},
                                 {QLatin1String("start"), i.startSfen},
                                 {QLatin1String("moves"), toArray(i.moves)},
                                 {QLatin1String("played"), i.played},
                                 {QLatin1String("better"), toArray(i.better)},
                                 {QLatin1String("loss"), i.loss},
                                 {QLatin1String("before"), i.evalBefore},
                                 {QLatin1String("after"), i.evalAfter},
                                 {QLatin1String("source"), i.source},
                                 {QLatin1String("added"), dayText(i.added)},
                                 {QLatin1String("box"), i.box},
                                 {QLatin1String("due"), dayText(i.due)},
                                 {QLatin1String("reviews"), i.reviews},
                                 {QLatin1String("mistakes"), i.mistakes},
                                 {QLatin1String("mastered"), i.mastered}});
    return m_file.write({{QLatin1String("items"), items}}, error);
}

} // namespace ogi
