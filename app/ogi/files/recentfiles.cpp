// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "files/recentfiles.h"

#include "settings.h"

#include <QFileInfo>
#include <QMenu>

namespace ogi {

RecentFiles::RecentFiles(QWidget* parent)
    : QObject(parent), m_menu(new QMenu(parent)), m_files(remembered::recentFiles()) {
    retranslate();
}

void RecentFiles::add(const QString& path) {
    const QString abs = QFileInfo(path).absoluteFilePath();
    m_files.removeAll(abs);
    m_files.prepend(abs);
    while (m_files.size() > Most) m_files.removeLast();
    remembered::setRecentFiles(m_files);
    rebuildMenu();
}

void RecentFiles::retranslate() {
    m_menu->setTitle(tr("Open R&ecent"));
    rebuildMenu();
}

void RecentFiles::rebuildMenu() {
    m_menu->clear();
    for (int i = 0; i < m_files.size(); ++i) {
        const QString path = m_files[i];
        QAction* a = m_menu->addAction(tr("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName()));
        a->setToolTip(path);
        a->setStatusTip(path);
        connect(a, &QAction::triggered, this, [this, path] { emit openRequested(path); });
    }
    if (m_files.isEmpty()) m_menu->addAction(tr("No recent files"))->setEnabled(false);
    m_menu->addSeparator();
    QAction* clear = m_menu->addAction(tr("&Clear Recent Files"));
    clear->setEnabled(!m_files.isEmpty());
    connect(clear, &QAction::triggered, this, [this] {
        m_files.clear();
        remembered::setRecentFiles(m_files);
        rebuildMenu();
    });
}

} // namespace ogi
