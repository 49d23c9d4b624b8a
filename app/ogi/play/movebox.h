// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// MoveBox: a move typed instead of made with the mouse, in any of the move forms (c3c4,
// Pc3-c4, P*e5, ☗歩c3-c4, or just c4 when only one move goes there), with the legal moves
// offered as completions. What is typed is read by readTypedMove (core/model): a text that is
// no move, or fits several, is explained under the box; a move goes to the session like one
// made on the board, and gets the same answers: a move that may promote or not, typed
// without saying, is asked with the board's prompt (formsOffered); an illegal one is
// refused or held back as the game's rule says, its reason under the box too. The text
// stays until its move is played, so that a slip can be corrected.
#pragma once

#include "rules/types.h"

#include <QWidget>

#include <optional>

class QCompleter;
class QLabel;
class QLineEdit;
class QStringListModel;

namespace ogi {

class GameSession;

class MoveBox : public QWidget {
    Q_OBJECT
public:
    explicit MoveBox(GameSession* session, QWidget* parent = nullptr);

signals:
    // The move typed may promote or not and the text did not say: the player chooses between
    // the two forms (first promotes), as on the board.
    void formsOffered(ogi::Move first, ogi::Move second);

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void enter();
    void showError(const QString& text);
    void updateCompletions();

    GameSession* m_session;
    QLabel* m_label;
    QLineEdit* m_edit;
    QLabel* m_error;
    QCompleter* m_completer;
    QStringListModel* m_completions;
    // The box sent a move and waits to see it played (then the text goes) or answered.
    bool m_pending = false;
};

} // namespace ogi
