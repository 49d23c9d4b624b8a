// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RecordFiles: the game as a file, for the window — Open, Save and Save As with their file
// dialogs, the Open Recent menu, records dropped on the window, the question before an
// unsaved game is lost, and at start-up the offer of a game the last session left unfinished
// (the autosave). The session does the reading and writing; this says what went wrong, in a
// message box that names the file, the line and the problem.
#pragma once

#include <QObject>

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
    QStringList recentFiles() const;

    // Opens a record; on failure the game is untouched and a message box says why.
    bool openFile(const QString& path);
    bool saveFile(const QString& path);
    // Before a game with unsaved moves is replaced or the window closes: Save, Discard or
    // Cancel. Returns whether to go on.
    bool keepUnsaved();
    // At start-up: offers a game the last session left behind, or reports a damaged autosave
    // (set aside). Returns whether there was one.
    bool offerAutoSave();
    // Every text in the current language (MainWindow::retranslateUi).
    void retranslate();

public slots:
    void openGame();
    bool saveGame();
    bool saveGameAs();

signals:
    // A line for the status bar.
    void message(const QString& text, int timeoutMs);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void showWarning(const QString& title, const QString& text);

    GameSession* m_session;
    QWidget* m_window;
    RecentFiles* m_recent;
    QAction* m_open;
    QAction* m_save;
    QAction* m_saveAs;
};

} // namespace ogi
