// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the program keeps in QSettings, in one place: the user's preferences (the Preferences
// dialog) and what it remembers by itself (folders, recent files, the window). The keys of
// the New Game dialog's last choices are with GameSetup (core/model/gamesetup.h).
#pragma once

#include "board/piecetheme.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

class QSettings;

namespace ogi {

struct Preferences {
    PieceStyle pieceStyle = PieceStyle::Eastern;
    bool showLegalTargets = true;
    bool showCoordinates = true;
    bool sound = true;         // a wooden click when a piece lands
    bool confirmResign = true; // Resign asks first (its question can turn this off)
    // Under the official rule, the user's illegal move loses at once instead of being held
    // back with the question whether to play it (GameRunner).
    bool strictIllegal = false;
    QString language; // "" = system, else "en", "fr", "ja"
    // The evaluation bar and graph in pawns instead of chances of winning.
    bool evaluationInPawns = false;

    // Keys: ui/pieceStyle (eastern|western), ui/showLegalTargets, ui/showCoordinates,
    // audio/sound, ui/language, ui/confirmResign, game/strictIllegal, ui/evaluationInPawns. (The
    // rule for illegal moves is chosen per game: GameSetup.)
    static Preferences load(const QSettings& settings);
    void save(QSettings& settings) const;
    bool operator==(const Preferences&) const = default;
};

// Remembered without asking.
namespace remembered {
// files/lastFolder: where the last record was opened or saved (default: the home folder).
QString lastFolder();
void setLastFolderOf(const QString& filePath);
// files/recent: the recent records, most recent first.
QStringList recentFiles();
void setRecentFiles(const QStringList& paths);
// window/geometry, window/state, ui/flipped: the main window as it was closed.
struct Window {
    QByteArray geometry;
    QByteArray state;
    bool flipped = false;
};
Window window();
void setWindow(const Window& window);
// dialogs/<name>: a dialog's place and size as it was last closed (QWidget::saveGeometry).
QByteArray dialogGeometry(const QString& name);
void setDialogGeometry(const QString& name, const QByteArray& geometry);
} // namespace remembered

} // namespace ogi
