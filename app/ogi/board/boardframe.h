// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardFrame: the board view with a narrow widget standing beside the board as it is drawn
// (the evaluation bar of the live analysis): as high as the grid and level with it, just
// outside the piece stand drawn at the board's left, whatever the window's size, the
// orientation or the coordinates. The board has all the room the widget beside it leaves;
// while that widget is hidden, all of it.
#pragma once

#include <QPointer>
#include <QWidget>

namespace ogi {

class BoardView;

class BoardFrame : public QWidget {
    Q_OBJECT
public:
    BoardFrame(BoardView* board, QWidget* beside, QWidget* parent = nullptr);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void place();

    BoardView* m_board;
    QPointer<QWidget> m_beside;
};

} // namespace ogi
