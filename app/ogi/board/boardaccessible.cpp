// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardaccessible.h"

#include "board/boardview.h"
#include "model/game/gametexts.h"

#include <QPointer>
#include <QWindow>

namespace ogi {

namespace {

// One square, or one side's hand: a cell of the board's table with no QObject of its own.
class BoardPartAccessible : public QAccessibleInterface {
public:
    BoardPartAccessible(BoardView* view, int index) : m_view(view), m_index(index) {}

    bool isValid() const override { return m_view; }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_view ? m_view->window()->windowHandle() : nullptr; }
    QList<std::pair<QAccessibleInterface*, QAccessible::Relation>>
    relations(QAccessible::Relation) const override {
        return {};
    }
    QAccessibleInterface* focusChild() const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    QAccessibleInterface* parent() const override {
        return m_view ? QAccessible::queryAccessibleInterface(m_view) : nullptr;
    }
    QAccessibleInterface* child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }
    void setText(QAccessible::Text, const QString&) override {}
    QAccessible::Role role() const override {
        return isSquare() ? QAccessible::Cell : QAccessible::List;
    }

    QString text(QAccessible::Text t) const override {
        if (!m_view) return {};
        if (isSquare()) {
            const Square sq = Square(boardInterface()->squareAtIndex(m_index));
            if (t == QAccessible::Name) return texts::squareText(sq);
            if (t == QAccessible::Value || t == QAccessible::Description)
                return m_view->squareDescription(sq);
            return {};
        }
        const Side s = side();
        if (t == QAccessible::Name)
            return BoardView::tr("Pieces in hand of %1").arg(texts::sideName(s));
        if (t == QAccessible::Value || t == QAccessible::Description)
            return m_view->handDescription(s);
        return {};
    }

    QRect rect() const override {
        if (!m_view) return {};
        QRect local;
        if (isSquare()) {
            const Square sq = Square(boardInterface()->squareAtIndex(m_index));
            const int half = int(m_view->boardRect().width() / 16);
            local = QRect(m_view->squareCenter(sq) - QPoint(half, half), QSize(2 * half, 2 * half));
        } else {
            for (const BoardView::HandSlot* slot : m_view->handSlots(side()))
                local |= slot->rect.toAlignedRect();
        }
        return QRect(m_view->mapToGlobal(local.topLeft()), local.size());
    }

    QAccessible::State state() const override {
        QAccessible::State st;
        st.focusable = true;
        if (!m_view) return st;
        if (isSquare()) {
            const Square sq = Square(boardInterface()->squareAtIndex(m_index));
            st.focused = m_view->hasFocus() && m_view->cursorSquare() == sq;
            st.selected = m_view->selectedSquare() == sq;
        } else {
            const BoardView::HandSlot* slot = m_view->cursorSlot();
            st.focused = m_view->hasFocus() && slot && slot->side == side();
        }
        return st;
    }

private:
    bool isSquare() const { return m_index < BoardAccessible::SquareCount; }
    Side side() const { return m_index == BoardAccessible::SquareCount ? Sente : Gote; }
    BoardAccessible* boardInterface() const {
        return static_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(m_view));
    }

    QPointer<BoardView> m_view;
    int m_index;
};

QAccessibleInterface* boardFactory(const QString& key, QObject* object) {
    if (key == QLatin1String("ogi::BoardView") && object && object->isWidgetType())
        return new BoardAccessible(static_cast<BoardView*>(object));
    return nullptr;
}

} // namespace

void installBoardAccessibility() {
    static bool installed = false;
    if (installed) return;
    installed = true;
    QAccessible::installFactory(boardFactory);
}

BoardAccessible::BoardAccessible(BoardView* view) : QAccessibleWidget(view, QAccessible::Table) {}

BoardAccessible::~BoardAccessible() {
    for (QAccessible::Id id : m_children)
        if (id) QAccessible::deleteAccessibleInterface(id);
}

BoardView* BoardAccessible::view() const {
    return static_cast<BoardView*>(widget());
}

int BoardAccessible::childCount() const {
    return ChildCount;
}

QAccessibleInterface* BoardAccessible::child(int index) const {
    if (index < 0 || index >= ChildCount) return nullptr;
    if (!m_children[index])
        m_children[index] =
            QAccessible::registerAccessibleInterface(new BoardPartAccessible(view(), index));
    return QAccessible::accessibleInterface(m_children[index]);
}

int BoardAccessible::indexOfChild(const QAccessibleInterface* child) const {
    for (int i = 0; i < ChildCount; ++i)
        if (m_children[i] && QAccessible::accessibleInterface(m_children[i]) == child) return i;
    return -1;
}

QAccessibleInterface* BoardAccessible::childAt(int x, int y) const {
    const QPoint local = view()->mapFromGlobal(QPoint(x, y));
    const Square sq = view()->squareAt(local);
    return sq == SQ_NONE ? nullptr : child(squareIndex(sq));
}

QAccessibleInterface* BoardAccessible::focusChild() const {
    if (const BoardView::HandSlot* slot = view()->cursorSlot())
        return child(SquareCount + (slot->side == Sente ? 0 : 1));
    const Square sq = view()->cursorSquare();
    return sq == SQ_NONE ? nullptr : child(squareIndex(sq));
}

QString BoardAccessible::text(QAccessible::Text t) const {
    if (t == QAccessible::Name) return BoardView::tr("Board");
    if (t == QAccessible::Description || t == QAccessible::Value) {
        const GameModel* model = view()->model();
        QString text = model ? model->statusText() : QString();
        const QString shapes = view()->shapesDescription();
        if (!shapes.isEmpty()) text = text.isEmpty() ? shapes : text + QLatin1Char(' ') + shapes;
        return text;
    }
    return QAccessibleWidget::text(t);
}

// Rows from the top of the board as drawn, files from its left: the reading order.
int BoardAccessible::squareIndex(int sq) const {
    const bool flipped = view()->isFlipped();
    const int row = flipped ? rankOf(sq) : 7 - rankOf(sq);
    const int column = flipped ? 7 - fileOf(sq) : fileOf(sq);
    return row * 8 + column;
}

int BoardAccessible::squareAtIndex(int index) const {
    const bool flipped = view()->isFlipped();
    const int row = index / 8, column = index % 8;
    return makeSquare(flipped ? 7 - column : column, flipped ? row : 7 - row);
}

// ---- what BoardView says ------------------------------------------------------------------

QString BoardView::squareDescription(Square sq) const {
    if (!m_model) return {};
    const Piece p = m_model->position().pieceOn(sq);
    QString text = p == NoPiece ? tr("empty")
                                : tr("%1, %2", "side, piece")
                                      .arg(texts::sideName(sideOf(p)),
                                           texts::pieceName(typeOf(p), isPromoted(p)));
    if (selectedSquare() == sq) text = tr("%1 (picked up)").arg(text);
    // What is drawn there: a circle, the start of the arrow being drawn from the keyboard.
    for (const BoardShape& s : shapes())
        if (s.kind == BoardShape::Kind::Circle && s.to == sq)
            text = tr("%1, circled (%2)", "square's description, colour")
                       .arg(text, shapeColorName(s.color));
    if (m_drawing.byKeys && !m_drawing.fromHand && m_drawing.from == sq)
        text = tr("%1 (an arrow starts here)").arg(text);
    return text;
}

QString BoardView::handDescription(Side s) const {
    QStringList pieces;
    for (const HandSlot* slot : handSlots(s)) {
        QString piece = texts::pieceName(slot->type, slot->promoted);
        if (slot->count > 1) piece = tr("%1 × %2", "count × piece").arg(slot->count).arg(piece);
        if (isDeadInHand(*slot)) piece = tr("%1 (cannot be dropped)").arg(piece);
        pieces << piece;
    }
    return pieces.isEmpty() ? tr("none") : pieces.join(tr(", ", "between the pieces of a hand"));
}

QString BoardView::shapeColorName(ShapeColor c) {
    switch (c) {
    case ShapeColor::Green: return BoardView::tr("green", "colour of an arrow or circle");
    case ShapeColor::Red: return BoardView::tr("red", "colour of an arrow or circle");
    case ShapeColor::Blue: return BoardView::tr("blue", "colour of an arrow or circle");
    case ShapeColor::Yellow: return BoardView::tr("yellow", "colour of an arrow or circle");
    }
    return QString();
}

QString BoardView::shapesDescription() const {
    QStringList items;
    for (int layer = 0; layer < int(std::size(m_shapes)); ++layer) {
        // The computer's arrows are drawn in its own colour: they are said to be its.
        const bool computers = isComputersLayer(ShapeLayer(layer));
        for (const BoardShape& s : m_shapes[layer]) {
            if (s.to == SQ_NONE) continue;
            const QString to = texts::squareText(s.to);
            const QString color =
                computers ? tr("the computer's", "colour of an arrow: the computer's suggestion")
                          : shapeColorName(s.color);
            if (s.kind == BoardShape::Kind::Circle) {
                items << tr("circle on %1 (%2)", "square, colour").arg(to, color);
            } else if (s.isDrop()) {
                const QString piece = tr("%1 in hand of %2", "piece, side")
                                          .arg(texts::pieceName(s.handType, s.handPromoted),
                                               texts::sideName(s.handSide));
                items << tr("arrow from %1 to %2 (%3)", "from, to, colour").arg(piece, to, color);
            } else if (s.isArrow()) {
                items << tr("arrow from %1 to %2 (%3)", "from, to, colour")
                             .arg(texts::squareText(s.from), to, color);
            }
        }
    }
    if (items.isEmpty()) return QString();
    return tr("On the board: %1.", "the arrows and circles drawn")
        .arg(items.join(tr("; ", "between the arrows and circles described")));
}

void BoardView::announceCursor() {
    auto* board = static_cast<BoardAccessible*>(QAccessible::queryAccessibleInterface(this));
    if (!board || !hasFocus()) return;
    int index = -1;
    if (const HandSlot* slot = cursorSlot())
        index = BoardAccessible::SquareCount + (slot->side == Sente ? 0 : 1);
    else if (cursorSquare() != SQ_NONE)
        index = board->squareIndex(cursorSquare());
    if (index < 0) return;
    QAccessibleEvent focus(this, QAccessible::Focus);
    focus.setChild(index);
    QAccessible::updateAccessibility(&focus);
}

} // namespace ogi
