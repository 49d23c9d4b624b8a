// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What assistive technology (a screen reader) is told about the board: the BoardView is a
// table of 64 cells — each square with its name ("e4") and what stands on it ("Sente,
// Pawn") — followed by both hands ("Sente's pieces in hand": "Rook, 2 × Pawn (cannot be
// dropped)"); the board's own description says who is to move. The keyboard cursor is the
// focused cell. Installed for every BoardView by installBoardAccessibility().
#pragma once

#include <QAccessibleWidget>

namespace ogi {

class BoardView;

// Registers the factory that gives each BoardView its BoardAccessible (once per program).
void installBoardAccessibility();

class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView* view);
    ~BoardAccessible() override;

    // 64 squares, then Sente's hand and Gote's hand.
    static constexpr int SquareCount = 64;
    static constexpr int ChildCount = SquareCount + 2;

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;
    QString text(QAccessible::Text t) const override;

    BoardView* view() const;
    // The child index of the square drawn at (row, column) from the top left, and back.
    int squareIndex(int sq) const;
    int squareAtIndex(int index) const;

private:
    mutable QAccessible::Id m_children[ChildCount] = {};
};

} // namespace ogi
