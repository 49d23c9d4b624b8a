// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// EngineRegistry: the external engines the user added (Settings ▸ Engines…), and the one
// owner of that list. It reads and writes it in one place — QSettings under "engines/": each
// engine's name as it gives it, its executable, the options it declares (as "usi" listed
// them) and the values the user set —, and signals every change. It also remembers which
// engines failed since the program started, so that New Game does not offer one as if
// nothing had happened. The built-in engine is not among them: it is always there.
#pragma once

#include "usi/codec.h"

#include <QObject>
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

class EngineRegistry : public QObject {
    Q_OBJECT
public:
    // Reads the list from the settings.
    explicit EngineRegistry(QObject* parent = nullptr);

    const std::vector<EngineConfig>& engines() const { return m_engines; }
    // The engine called `name`, if it was added.
    std::optional<EngineConfig> find(const QString& name) const;
    // The whole list, as the Engines dialog leaves it: kept in the settings at once. An engine
    // added again, or whose executable changed, is no longer taken for failed.
    void setEngines(std::vector<EngineConfig> list);

    // The engine called `name` failed (message: what happened, for the user).
    void markFailed(const QString& name, const QString& message);
    // Why the engine called `name` failed since the program started; empty if it did not.
    QString failure(const QString& name) const;

signals:
    // The list or an engine's failure changed.
    void changed();

private:
    std::vector<EngineConfig> m_engines;
    std::vector<std::pair<QString, QString>> m_failures; // name, message
};

} // namespace ogi
