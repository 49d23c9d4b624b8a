// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The program's message boxes: modeless, never exec(). They never block the event loop (the
// clocks and the computer go on, tests keep running) nor the window (New Game, Undo stay at
// hand); Enter or Esc dismisses them, and they delete themselves when closed.
#pragma once

#include <QMessageBox>

namespace ogi {

// What a box is about. A new box replaces the open box of the same kind over the same
// window (a second warning closes the first); boxes of different kinds stay.
enum class MessageKind { Notice, GameOver };

// Shows the box at once and returns it (to connect its buttons or keep a QPointer to it).
QMessageBox* showMessageBox(QWidget* parent, MessageKind kind, QMessageBox::Icon icon,
                            const QString& title, const QString& text,
                            QMessageBox::StandardButtons buttons = QMessageBox::Ok);

} // namespace ogi
