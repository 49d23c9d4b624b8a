// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RecordFiles: the game as a file, for the window — Open, Save and Save As with their file
// dialogs, the Open Recent menu, records dropped on the window, the question before an
// unsaved game is lost, and at start-up the offer of a game the last session left unfinished
// (the autosave). The session does the reading and writing; this says what went wrong, in a
// message box that names the file, the line and the problem.
#pragma once

#include "rules/position.h"

#include <QObject>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace ogi {

class GameSession;
class RecentFiles;

class RecordFiles : public QObject {
    Q_OBJECT
public:
    RecordFiles(GameSession* session, QWidget* window);

    QAction* openAction() const { return m_open; }
    QAction* saveAction() const { return m_save; }
    QAction* saveAsAction() const { return m_saveAs; }
    QMenu* recentMenu() const;

    // Opens a record: it is read first (on failure the game is untouched and a message box
    // says why), then the unsaved work is asked about, then the record replaces it.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    // Before the document with unsaved changes is replaced or the window closes: Save, Don't
    // Save or Cancel. Returns whether to go on.
    bool keepUnsaved();
    // At start-up: offers what the last session left unsaved when it stopped abnormally (the
    // recovery journal), by name, or reports a damaged journal (set aside). Returns whether
    // there was one.
    bool offerJournal();
    // Every text in the current language (MainWindow::retranslateUi).
    void retranslate();

public slots:
    void openGame();
    bool saveGame();
    bool saveGameAs();

signals:
    // A line for the status bar.
    void message(const QString& text, int timeoutMs);
    // The position that was being set up when the last session stopped, to set up again.
    void setupRestored(const ogi::Position& position);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showWarning(const QString& title, const QString& text);
    void ask(const QString& title, const QString& text, const std::function<void(bool)>& answered);

    GameSession* m_session;
    QWidget* m_window;
    RecentFiles* m_recent;
    QAction* m_open;
    QAction* m_save;
    QAction* m_saveAs;
};

} // namespace ogi
