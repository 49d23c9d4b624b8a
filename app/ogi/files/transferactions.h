// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// TransferActions: positions and games in and out of the program, the Edit menu's items —
// copy and paste a position as SFEN, copy the game as .ogn, copy a position as FEEN or
// import one, export the shown position as a diagram, and set up a position by hand. A
// position that comes in starts a new game from it (GameSession::startFrom), once it has
// been checked and the unsaved game has been asked about.
#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QWidget;

namespace ogi {

class BoardView;
class DiagramDialog;
class GameSession;
class Position;
class PositionEditor;
class RecordFiles;

class TransferActions : public QObject {
    Q_OBJECT
public:
    // board: the piece style and orientation of diagrams and of the editor; files: asks
    // before an unsaved game is replaced.
    TransferActions(GameSession* session, BoardView* board, RecordFiles* files, QWidget* window);

    QAction* copySfenAction() const { return m_copySfen; }
    QAction* pasteSfenAction() const { return m_pasteSfen; }
    QAction* editPositionAction() const { return m_editPosition; }
    // The items of the Edit menu after Copy and Paste: copy game, FEEN, export, set up.
    QList<QAction*> moreActions() const;

    // Starts a game from a FEEN text; false with *error naming the problem when it is not a
    // position that can be played.
    bool importFeen(const QString& text, QString* error = nullptr);
    // Opens the position editor on the shown position, or on `start` (non-blocking). What is
    // set up there is kept in the recovery journal until the editor closes.
    PositionEditor* openPositionEditor();
    PositionEditor* openPositionEditor(const Position& start);
    // Every text in the current language (MainWindow::retranslateUi).
    void retranslate();

public slots:
    void copySfen();
    void pasteSfen();
    void copyGame();
    void copyFeen();
    void pasteFeen();

public:
    // Asks how to export the shown position (non-blocking), then writes the picture.
    DiagramDialog* exportDiagram();

signals:
    void message(const QString& text, int timeoutMs);

private:
    void startFrom(const Position& position);
    void showWarning(const QString& title, const QString& text);

    GameSession* m_session;
    QPointer<BoardView> m_board;
    RecordFiles* m_files;
    QWidget* m_window;
    QAction* m_copySfen;
    QAction* m_pasteSfen;
    QAction* m_copyGame;
    QAction* m_copyFeen;
    QAction* m_pasteFeen;
    QAction* m_exportDiagram;
    QAction* m_editPosition;
};

} // namespace ogi
