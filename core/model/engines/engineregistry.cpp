// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/engineregistry.h"

#include <QSettings>

#include <algorithm>

namespace ogi {

std::optional<QString> EngineConfig::value(const QString& name) const {
    for (const auto& [n, v] : values)
        if (n == name) return v;
    return std::nullopt;
}

void EngineConfig::setValue(const QString& name, const QString& value) {
    for (auto& [n, v] : values)
        if (n == name) {
            v = value;
            return;
        }
    values.emplace_back(name, value);
}

std::vector<std::pair<QString, QString>> EngineConfig::optionValues() const {
    std::vector<std::pair<QString, QString>> list;
    for (const auto& [name, value] : values) {
        const bool button = std::any_of(options.begin(), options.end(), [&](const usi::Option& o) {
            return o.type == usi::Option::Type::Button && QString::fromStdString(o.name) == name;
        });
        list.emplace_back(name, button ? QString() : value);
    }
    return list;
}

namespace {

// Each declared option is kept as its "option" line, written and read by the codec.
std::vector<EngineConfig> load() {
    QSettings settings;
    std::vector<EngineConfig> list;
    const int n = settings.beginReadArray(QStringLiteral("engines"));
    for (int i = 0; i < n; ++i) {
        settings.setArrayIndex(i);
        EngineConfig e;
        e.name = settings.value(QStringLiteral("name")).toString();
        e.author = settings.value(QStringLiteral("author")).toString();
        e.path = settings.value(QStringLiteral("path")).toString();
        for (const QString& line : settings.value(QStringLiteral("options")).toStringList()) {
            const auto parsed = usi::parseAnswer(line.toStdString());
            if (parsed.ok())
                if (const auto* o = std::get_if<usi::Option>(&*parsed.value))
                    e.options.push_back(*o);
        }
        const QStringList values = settings.value(QStringLiteral("values")).toStringList();
        for (qsizetype k = 0; k + 1 < values.size(); k += 2)
            e.values.emplace_back(values[k], values[k + 1]);
        if (!e.name.isEmpty()) list.push_back(std::move(e));
    }
    settings.endArray();
    return list;
}

void save(const std::vector<EngineConfig>& list) {
    QSettings settings;
    settings.remove(QStringLiteral("engines"));
    settings.beginWriteArray(QStringLiteral("engines"), int(list.size()));
    for (int i = 0; i < int(list.size()); ++i) {
        const EngineConfig& e = list[std::size_t(i)];
        settings.setArrayIndex(i);
        settings.setValue(QStringLiteral("name"), e.name);
        settings.setValue(QStringLiteral("author"), e.author);
        settings.setValue(QStringLiteral("path"), e.path);
        QStringList options;
        for (const usi::Option& o : e.options)
            options << QString::fromStdString(usi::format(usi::Answer{o}));
        settings.setValue(QStringLiteral("options"), options);
        QStringList values;
        for (const auto& [n, v] : e.values) values << n << v;
        settings.setValue(QStringLiteral("values"), values);
    }
    settings.endArray();
}

} // namespace

EngineRegistry::EngineRegistry(QObject* parent) : QObject(parent), m_engines(load()) {}

std::optional<EngineConfig> EngineRegistry::find(const QString& name) const {
    for (const EngineConfig& e : m_engines)
        if (e.name == name) return e;
    return std::nullopt;
}

void EngineRegistry::setEngines(std::vector<EngineConfig> list) {
    for (const EngineConfig& e : list) {
        const auto was = find(e.name);
        if (!was || was->path != e.path)
            std::erase_if(m_failures, [&e](const auto& f) { return f.first == e.name; });
    }
    m_engines = std::move(list);
    save(m_engines);
    emit changed();
}

void EngineRegistry::markFailed(const QString& name, const QString& message) {
    if (name.isEmpty()) return;
    std::erase_if(m_failures, [&name](const auto& f) { return f.first == name; });
    m_failures.emplace_back(name, message);
    emit changed();
}

QString EngineRegistry::failure(const QString& name) const {
    for (const auto& [n, message] : m_failures)
        if (n == name) return message;
    return QString();
}

} // namespace ogi
