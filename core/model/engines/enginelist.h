// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The external engines the user added (Settings ▸ Engines…), remembered in QSettings under
// "engines/": each one's name as it gives it, its executable, the options it declares
// (as "usi" listed them) and the values the user set. The built-in engine is not among
// them: it is always there.
#pragma once

#include "usi/codec.h"

#include <QSettings>
#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace ogi {

struct EngineConfig {
    QString name;                     // "id name", which names the engine in records and menus
    QString author;                   // "id author", may be empty
    QString path;                     // the executable
    std::vector<usi::Option> options; // as the engine declared them
    std::vector<std::pair<QString, QString>> values; // option name → value the user set

    // The value to send for option `name`: the user's, else none (the engine's default).
    std::optional<QString> value(const QString& name) const;
    void setValue(const QString& name, const QString& value);
    // The values the user set, as "setoption" sends them: a button's without a value (null).
    std::vector<std::pair<QString, QString>> optionValues() const;
};

namespace engines {
std::vector<EngineConfig> load(QSettings& settings);
void save(QSettings& settings, const std::vector<EngineConfig>& list);
// The engine called `name`, if it was added.
std::optional<EngineConfig> find(QSettings& settings, const QString& name);
} // namespace engines

} // namespace ogi
