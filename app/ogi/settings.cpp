// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "settings.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>

namespace ogi {

Preferences Preferences::load(const QSettings& s) {
    Preferences p;
    p.pieceStyle = pieceStyleFromKey(s.value("ui/pieceStyle", "eastern").toString());
    p.showLegalTargets = s.value("ui/showLegalTargets", true).toBool();
    p.showCoordinates = s.value("ui/showCoordinates", true).toBool();
    p.evaluationInPawns = s.value("ui/evaluationInPawns", false).toBool();
    p.sound = s.value("audio/sound", true).toBool();
    p.confirmResign = s.value("ui/confirmResign", true).toBool();
    p.strictIllegal = s.value("game/strictIllegal", false).toBool();
    p.language = s.value("ui/language").toString();
    if (p.language != "en" && p.language != "fr" && p.language != "ja") p.language.clear();
    return p;
}

void Preferences::save(QSettings& s) const {
    s.setValue("ui/pieceStyle", pieceStyleKey(pieceStyle));
    s.setValue("ui/showLegalTargets", showLegalTargets);
    s.setValue("ui/showCoordinates", showCoordinates);
    s.setValue("ui/evaluationInPawns", evaluationInPawns);
    s.setValue("audio/sound", sound);
    s.setValue("ui/confirmResign", confirmResign);
    s.setValue("game/strictIllegal", strictIllegal);
    s.setValue("ui/language", language);
}

namespace remembered {

QString lastFolder() {
    return QSettings().value("files/lastFolder", QDir::homePath()).toString();
}

void setLastFolderOf(const QString& filePath) {
    QSettings().setValue("files/lastFolder", QFileInfo(filePath).absolutePath());
}

QStringList recentFiles() {
    return QSettings().value("files/recent").toStringList();
}

void setRecentFiles(const QStringList& paths) {
    QSettings settings;
    if (paths.isEmpty())
        settings.remove("files/recent");
    else
        settings.setValue("files/recent", paths);
}

Window window() {
    QSettings s;
    return {s.value("window/geometry").toByteArray(), s.value("window/state").toByteArray(),
            s.value("ui/flipped", false).toBool()};
}

void setWindow(const Window& window) {
    QSettings s;
    s.setValue("window/geometry", window.geometry);
    s.setValue("window/state", window.state);
    s.setValue("ui/flipped", window.flipped);
}

QByteArray dialogGeometry(const QString& name) {
    return QSettings().value(QLatin1String("dialogs/") + name).toByteArray();
}

void setDialogGeometry(const QString& name, const QByteArray& geometry) {
    QSettings().setValue(QLatin1String("dialogs/") + name, geometry);
}

} // namespace remembered

} // namespace ogi
