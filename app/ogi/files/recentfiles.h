// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RecentFiles: the records opened or saved lately (kept in the settings, most recent first)
// and the Open Recent menu that lists them.
#pragma once

#include <QObject>
#include <QStringList>

class QMenu;
class QWidget;

namespace ogi {

class RecentFiles : public QObject {
    Q_OBJECT
public:
    explicit RecentFiles(QWidget* parent);
    QMenu* menu() const { return m_menu; }
    // Puts path first (once).
    void add(const QString& path);
    void retranslate();

    static constexpr int Most = 8;

signals:
    // A file was chosen in the menu.
    void openRequested(const QString& path);

private:
    void rebuildMenu();

    QMenu* m_menu;
    QStringList m_files;
};

} // namespace ogi
