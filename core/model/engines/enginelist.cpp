// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/engines/enginelist.h"

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

namespace engines {

// Each declared option is kept as its "option" line, written and read by the codec.
std::vector<EngineConfig> load(QSettings& settings) {
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

void save(QSettings& settings, const std::vector<EngineConfig>& list) {
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

std::optional<EngineConfig> find(QSettings& settings, const QString& name) {
    for (EngineConfig& e : load(settings))
        if (e.name == name) return std::move(e);
    return std::nullopt;
}

} // namespace engines

} // namespace ogi
