// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardFrame: the board view with a narrow widget standing beside the board as it is drawn
// (the evaluation bar of the live analysis): as high as the grid and level with it, just
// outside what is drawn at the board's left (a piece stand, or the ranks' numbers), whatever
// the window's size, the orientation or the coordinates. The board has all the room the
// widget beside it leaves; while that widget is hidden, all of it. The frame is never wider
// than the board can use at its height (BoardLayout::widestUseful): the window gives the
// rest to the panel beside it.
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
    // The frame's widest, then the board and the widget beside it placed.
    void fit();
    void place();
    // The room the widget beside the board takes, with its gap.
    int besideRoom() const;

    BoardView* m_board;
    QPointer<QWidget> m_beside;
};

} // namespace ogi
