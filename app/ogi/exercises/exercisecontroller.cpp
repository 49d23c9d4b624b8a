// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/exercisecontroller.h"

#include "exercises/learnpanel.h"
#include "messagebox.h"
#include "model/game/gamesession.h"

namespace ogi {

ExerciseController::ExerciseController(GameSession* session, BoardView* board, QWidget* window,
                                       LearnPanel* panel, QObject* parent)
    : QObject(parent), m_session(session), m_board(board), m_window(window) {
    connect(panel, &LearnPanel::leaveRequested, this, &ExerciseController::leaveRequested);
    connect(session, &GameSession::moveRefused, this, [this, panel](Move, const QString& reason) {
        if (showsRefusals()) panel->setFeedback(reason, false);
    });
}

void ExerciseController::notice(const QString& title, const QString& text) {
    if (text.isEmpty()) return;
    showMessageBox(m_window, MessageKind::Notice, QMessageBox::Information, title, text);
}

} // namespace ogi
