// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView played from the keyboard alone: the arrows move a cursor over the squares as they
// are drawn (and past the board's side edge into the hand drawn there), Enter or Space does
// what a click there does (pick up, put down, pick up another piece, play), Escape lets go.
// The arrows are the review's (Left/Right step through the moves) until the player says the
// keyboard is for the board: Enter or Space on the board shows the cursor, and a click on the
// board puts it where the click was. From then on, while the board has the focus and may take
// a move, the cursor is drawn and the arrows and Enter belong to it; Escape with nothing held,
// a new game or the focus leaving gives the arrows back to the review.
//
// The cursor also draws what the right button draws: C circles its square, A starts an arrow
// at its square (or at the piece in hand under it) and A again ends the arrow at the square
// the cursor is on then, Escape drops the arrow begun; 1, 2, 3, 4 pick the colour (green,
// red, blue, yellow) of what the keys draw next. Drawing a shape again erases it, as with the
// mouse. A shape key also shows the cursor where no move can be made (a finished game), for
// drawing only.
#include "board/boardview.h"

#include <QKeyEvent>

#include <utility>

namespace ogi {

namespace {
bool isCursorKey(int key) {
    switch (key) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space: return true;
    default: return false;
    }
}
bool isArrow(int key) {
    return key == Qt::Key_Left || key == Qt::Key_Right || key == Qt::Key_Up || key == Qt::Key_Down;
}
// The colour keys, in the order of the right button's colours (none, Shift, Ctrl, both).
constexpr std::pair<int, ShapeColor> ColorKeys[] = {{Qt::Key_1, ShapeColor::Green},
                                                    {Qt::Key_2, ShapeColor::Red},
                                                    {Qt::Key_3, ShapeColor::Blue},
                                                    {Qt::Key_4, ShapeColor::Yellow}};
} // namespace

bool BoardView::event(QEvent* event) {
    if (event->type() == QEvent::ShortcutOverride && m_model) {
        const auto* key = static_cast<QKeyEvent*>(event);
        // Enter and Space ask for the cursor; the arrows are the cursor's once it is shown.
        const bool enter = key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter ||
                           key->key() == Qt::Key_Space;
        const bool cursorKey = key->modifiers() == Qt::NoModifier && isCursorKey(key->key()) &&
                               ((enter && canPickUp()) || keyboardHasBoard());
        // Escape drops the arrow being drawn before it stops anything else.
        const bool dropDrawing = key->key() == Qt::Key_Escape && m_drawing.active;
        if (cursorKey || dropDrawing || isShapeKey(*key)) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

bool BoardView::keyboardHasBoard() const {
    return m_cursor.shown && hasFocus() && m_model && (canPickUp() || m_cursor.forShapes);
}

void BoardView::hideCursor() {
    if (m_drawing.byKeys) m_drawing = Drawing();
    m_cursor.forShapes = false;
    if (!m_cursor.shown) return;
    m_cursor.shown = false;
    update();
}

bool BoardView::isShapeKey(const QKeyEvent& key) {
    if ((key.modifiers() & ~Qt::KeypadModifier) != Qt::NoModifier) return false;
    if (key.key() == Qt::Key_C || key.key() == Qt::Key_A) return true;
    for (const auto& [k, color] : ColorKeys)
        if (key.key() == k) return true;
    return false;
}

void BoardView::drawFromKeys(const QKeyEvent& key) {
    for (const auto& [k, color] : ColorKeys) {
        if (key.key() != k) continue;
        m_keyColor = color;
        if (m_drawing.byKeys) m_drawing.color = color;
        emit message(
            tr("Arrows and circles drawn from the keyboard: %1").arg(shapeColorName(color)), 5000);
        update();
        return;
    }
    // The first key only shows the cursor, where the player can see it.
    const bool wasShown = keyboardHasBoard() && m_cursor.drawn;
    if (!canPickUp() && !keyboardHasBoard()) {
        m_cursor.shown = false; // placed anew below, for drawing only
        m_cursor.forShapes = true;
    }
    showCursor();
    m_cursor.drawn = true;
    if (wasShown) {
        const Square sq = cursorSquare();
        if (key.key() == Qt::Key_C) {
            if (m_drawing.byKeys) m_drawing = Drawing();
            if (sq != SQ_NONE) emit shapeDrawn(BoardShape::circle(sq, m_keyColor));
        } else if (!m_drawing.active) {
            // A: an arrow from here, from a square or from a piece in hand.
            m_drawing = Drawing::startAt(sq, cursorSlot(), m_keyColor);
            m_drawing.byKeys = true;
        } else {
            // A again: the arrow ends here (on its own square: a circle, as a right click).
            m_drawing.over = sq;
            const BoardShape shape = drawingShape();
            m_drawing = Drawing();
            if (shape.kind != BoardShape::Kind::Tint) emit shapeDrawn(shape);
        }
    }
    update();
    announceCursor();
}

void BoardView::placeCursor(Square sq, const HandSlot* slot) {
    if (slot) {
        const auto inHand = handSlots(slot->side);
        m_cursor = {true, SQ_NONE, slot->side, int(inHand.indexOf(slot))};
    } else if (sq != SQ_NONE) {
        m_cursor = {true, sq, Sente, -1};
    }
}

QList<const BoardView::HandSlot*> BoardView::handSlots(Side s) const {
    QList<const HandSlot*> inHand;
    for (const HandSlot& slot : m_layout.hand())
        if (slot.side == s) inHand << &slot;
    return inHand;
}

const BoardView::HandSlot* BoardView::cursorSlot() const {
    if (!m_cursor.shown || m_cursor.handIndex < 0) return nullptr;
    const auto inHand = handSlots(m_cursor.handSide);
    return m_cursor.handIndex < inHand.size() ? inHand[m_cursor.handIndex] : nullptr;
}

Square BoardView::cursorSquare() const {
    return m_cursor.shown && m_cursor.handIndex < 0 ? m_cursor.square : SQ_NONE;
}

QRectF BoardView::cursorRect() const {
    if (const HandSlot* slot = cursorSlot()) return slot->rect;
    const Square sq = cursorSquare();
    return sq == SQ_NONE ? QRectF() : squareRect(sq);
}

void BoardView::showCursor() {
    if (m_cursor.shown && (m_cursor.handIndex < 0 || cursorSlot())) return;
    const bool forShapes = m_cursor.forShapes;
    // Where the player's attention is: what is held, else the King of the side to move.
    Square start = m_held.active && !m_held.fromHand ? m_held.from : SQ_NONE;
    const Position& pos = m_model->position();
    const Side us = pos.sideToMove();
    if (start == SQ_NONE) start = pos.hasKing(us) ? pos.kingSquare(us) : makeSquare(4, 0);
    m_cursor = {true, start, Sente, -1};
    m_cursor.forShapes = forShapes;
}

// The side whose hand is drawn beside the board's right (or left) edge.
Side BoardView::handSideAt(bool right) const {
    const bool senteRight = m_layout.stand(Sente).center().x() > m_layout.board().center().x();
    return senteRight == right ? Sente : Gote;
}

void BoardView::moveCursor(int dx, int dy) {
    if (const HandSlot* slot = cursorSlot()) {
        const auto inHand = handSlots(m_cursor.handSide);
        if (dy != 0) {
            // Along the hand, as drawn.
            const int step =
                (inHand.size() > 1 && inHand[1]->rect.center().y() < slot->rect.center().y()) ? -dy
                                                                                              : dy;
            m_cursor.handIndex = qBound(0, m_cursor.handIndex + step, int(inHand.size()) - 1);
        } else {
            // Back onto the board, on the edge square nearest the hand piece.
            const bool fromRight = slot->rect.center().x() > m_layout.board().center().x();
            if ((fromRight && dx > 0) || (!fromRight && dx < 0)) return;
            const qreal x = fromRight ? m_layout.board().right() - m_layout.square() / 2
                                      : m_layout.board().left() + m_layout.square() / 2;
            const qreal y = qBound(m_layout.board().top() + 1, slot->rect.center().y(),
                                   m_layout.board().bottom() - 1);
            m_cursor = {true, squareAt(QPointF(x, y)), Sente, -1, true};
        }
        return;
    }
    // One square on screen: right is file+1 unless the board is flipped, up is rank+1.
    const int sign = isFlipped() ? -1 : 1;
    const int file = fileOf(m_cursor.square) + sign * dx;
    const int rank = rankOf(m_cursor.square) - sign * dy;
    if (file < 0 || file > 7) {
        // Past the side edge: into the hand drawn there, if it holds anything.
        const Side side = handSideAt(dx > 0);
        if (handSlots(side).isEmpty()) return;
        m_cursor.handSide = side;
        m_cursor.handIndex = 0;
        return;
    }
    if (rank < 0 || rank > 7) return;
    m_cursor.square = makeSquare(file, rank);
}

void BoardView::activateCursor() {
    if (isPromptVisible()) return;
    // As a click: the piece selected is put down, the opponent's is never selected.
    if (pickAt(cursorSquare(), cursorSlot()) && (m_pressedSelected || m_held.enemy))
        cancelSelection();
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    clearNotice();
    if (isPromptVisible()) {
        // The letters of the interface language (« O » for oui in French) besides Y and N.
        const QString letter = event->text().toUpper();
        if (!letter.isEmpty() && letter == PromptOverlay::yesKey().toUpper()) {
            answerPrompt(0);
            return;
        }
        if (!letter.isEmpty() && letter == PromptOverlay::noKey().toUpper()) {
            answerPrompt(1);
            return;
        }
        switch (event->key()) {
        case Qt::Key_Y:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Plus: answerPrompt(0); return;
        case Qt::Key_N:
        case Qt::Key_Equal:
        case Qt::Key_Minus: answerPrompt(1); return;
        case Qt::Key_Escape: answerPrompt(-2); return;
        default: break;
        }
    } else if (event->key() == Qt::Key_Escape && m_drawing.active) {
        m_drawing = Drawing(); // the shape being drawn (right button, or A) is dropped
        update();
        announceCursor();
        return;
    } else if (event->key() == Qt::Key_Escape && m_held.active) {
        cancelSelection();
        return;
    } else if (event->key() == Qt::Key_Escape && m_cursor.shown) {
        hideCursor(); // the arrows go back to the review
        return;
    } else if (m_model && isShapeKey(*event)) {
        drawFromKeys(*event);
        return;
    } else if (isCursorKey(event->key()) && event->modifiers() == Qt::NoModifier &&
               (canPickUp() ? m_cursor.shown || !isArrow(event->key())
                            : keyboardHasBoard() && isArrow(event->key()))) {
        // The first Enter or Space only shows the cursor, where the player can see it (also
        // after a click, which gives the board the arrows without drawing the cursor).
        const bool wasShown = m_cursor.shown && m_cursor.drawn;
        showCursor();
        m_cursor.drawn = true;
        switch (event->key()) {
        case Qt::Key_Left: moveCursor(-1, 0); break;
        case Qt::Key_Right: moveCursor(1, 0); break;
        case Qt::Key_Up: moveCursor(0, -1); break;
        case Qt::Key_Down: moveCursor(0, 1); break;
        default:
            if (wasShown) activateCursor();
            break;
        }
        if (m_drawing.byKeys) m_drawing.over = cursorSquare(); // the arrow follows the cursor
        update();
        announceCursor();
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::focusInEvent(QFocusEvent* event) {
    // Tab to the board says the keyboard is for it: the cursor shows at once.
    if ((event->reason() == Qt::TabFocusReason || event->reason() == Qt::BacktabFocusReason) &&
        canPickUp()) {
        showCursor();
        m_cursor.drawn = true;
        announceCursor();
    }
    update();
    QWidget::focusInEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent* event) {
    // The cursor is the keyboard's: it goes with the focus (and comes back at the next key),
    // and so does the arrow it was drawing.
    m_cursor.shown = false;
    m_cursor.forShapes = false;
    if (m_drawing.byKeys) m_drawing = Drawing();
    update();
    QWidget::focusOutEvent(event);
}

} // namespace ogi
