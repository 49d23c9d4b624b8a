// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "board/boardaccessible.h"
#include "model/game/gamemodel.h"
#include "rules/bitboard.h"

#include <QAccessible>
#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>
#include <QVariantAnimation>

namespace ogi {

namespace {
// The promotion prompt is painted in a child widget raised above every other child of the
// board: nothing is ever drawn over it, not even the shapes. Clicks go through to the board.
// It stays a prompt, not a shape: it is a question the player answers (by a click on one of
// its two choices, or with the keyboard), not a mark on the position.
class PromptLayer : public QWidget {
public:
    PromptLayer(QWidget* board, std::function<void(QPainter&)> paint)
        : QWidget(board), m_paint(std::move(paint)) {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setAttribute(Qt::WA_NoSystemBackground);
        hide();
    }

protected:
    void paintEvent(QPaintEvent*) override {
        QPainter p(this);
        p.setRenderHint(QPainter::Antialiasing);
        p.setRenderHint(QPainter::SmoothPixmapTransform);
        m_paint(p);
    }

private:
    std::function<void(QPainter&)> m_paint;
};

// The tooltip of a hand piece that can never be dropped (QEvent::ToolTip reaches the view's
// event filters before the view).
class DeadHandToolTip : public QObject {
public:
    using QObject::QObject;
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (event->type() != QEvent::ToolTip) return false;
        auto* view = static_cast<BoardView*>(watched);
        const auto* help = static_cast<QHelpEvent*>(event);
        const QString note = view->deadHandPieceNote(help->pos());
        if (note.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(help->globalPos(), note, view);
        }
        return true;
    }
};
} // namespace

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    m_promptLayer = new PromptLayer(
        this, [this](QPainter& p) { m_prompt.paint(p, QRectF(rect()), m_style, font()); });
    installEventFilter(new DeadHandToolTip(this));
    installBoardAccessibility();
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
    // The right button draws shapes: no context menu gets in the way.
    setContextMenuPolicy(Qt::PreventContextMenu);
    m_noticeTimer = new QTimer(this);
    m_noticeTimer->setSingleShot(true);
    m_noticeFade = new QVariantAnimation(this);
    m_noticeFade->setStartValue(1.0);
    m_noticeFade->setEndValue(0.0);
    m_noticeFade->setDuration(1500);
    connect(m_noticeTimer, &QTimer::timeout, m_noticeFade, [this] { m_noticeFade->start(); });
    connect(m_noticeFade, &QVariantAnimation::valueChanged, this, [this](const QVariant& v) {
        m_noticeOpacity = v.toReal();
        update();
    });
    connect(m_noticeFade, &QVariantAnimation::finished, this, &BoardView::clearNotice);
}

void BoardView::setModel(GameModel* model) {
    if (m_model) disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &GameModel::positionChanged, this, &BoardView::onPositionChanged);
        connect(m_model, &GameModel::gameReset, this, &BoardView::onPositionChanged);
        // Another game: the arrows are the review's again until the player asks for the cursor.
        connect(m_model, &GameModel::gameReset, this, &BoardView::hideCursor);
        connect(m_model, &GameModel::gameOver, this, &BoardView::onPositionChanged);
        connect(m_model, &GameModel::moveRefused, this, &BoardView::cancelSelection);
        connect(m_model, &GameModel::kingDrawingChanged, this, qOverload<>(&QWidget::update));
    }
    onPositionChanged();
}

void BoardView::setPieceStyle(PieceStyle style) {
    if (m_style == style) return;
    m_style = style;
    update();
}

void BoardView::setFlipped(bool flipped) {
    if (m_layout.isFlipped() == flipped) return;
    m_layout.setFlipped(flipped);
    closePrompt();
    relayout();
    emit flippedChanged(flipped);
}

void BoardView::setAcceptsMoves(bool accepts) {
    if (m_acceptsMoves == accepts) return;
    m_acceptsMoves = accepts;
    m_held = Held();
    m_pressing = m_dragging = false;
    closePrompt();
    rebuildTargets();
    update();
}

void BoardView::setShowLegalTargets(bool on) {
    m_showTargets = on;
    update();
}

void BoardView::setShowCoordinates(bool on) {
    if (m_layout.showsCoordinates() == on) return;
    m_layout.setShowCoordinates(on);
    relayout();
}

QSize BoardView::sizeHint() const {
    return QSize(820, 560);
}

QSize BoardView::minimumSizeHint() const {
    return QSize(320, 220);
}

void BoardView::cancelSelection() {
    m_held = Held();
    m_pressing = m_dragging = false;
    closePrompt();
    update();
}

void BoardView::closePrompt() {
    m_prompt.close();
    m_promptLayer->hide();
}

void BoardView::showNotice(const QString& text, NoticeKind kind) {
    m_notice = text;
    m_noticeKind = kind;
    m_noticeOpacity = 1;
    m_noticeFade->stop();
    m_noticeTimer->stop();
    // Information stays as long as it takes to read (about 15 characters a second, and a few
    // seconds to notice it), then fades; a refusal waits for the player's next action.
    if (kind == NoticeKind::Information && !text.isEmpty())
        m_noticeTimer->start(std::min(15000, 4000 + 65 * int(text.size())));
    update();
}

void BoardView::clearNotice() {
    m_noticeTimer->stop();
    m_noticeFade->stop();
    m_noticeOpacity = 1;
    if (m_notice.isEmpty()) return;
    m_notice.clear();
    update();
}

void BoardView::setShapes(const QList<BoardShape>& shapes, ShapeLayer layer) {
    QList<BoardShape>& now = m_shapes[int(layer)];
    if (now == shapes) return;
    now = shapes;
    update();
    // A screen reader hears the arrows and circles with the board's description.
    QAccessibleEvent changed(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&changed);
}

QList<BoardShape> BoardView::shapes() const {
    QList<BoardShape> all;
    for (const QList<BoardShape>& layer : m_shapes) all += layer;
    return all;
}

void BoardView::onPositionChanged() {
    setShapes({}, ShapeLayer::Hint); // a hint is for the position it was asked in
    m_drawing = Drawing();
    clearNotice();
    m_held = Held();
    m_pressing = m_dragging = false;
    closePrompt();
    rebuildTargets();
    if (m_model) m_layout.layOutHands(m_model->position());
    update();
}

void BoardView::rebuildTargets() {
    m_legal.count = 0;
    if (canPickUp()) m_model->game().legalMoves(m_legal);
}

// ---- geometry ---------------------------------------------------------------------------

void BoardView::resizeEvent(QResizeEvent*) {
    relayout();
}

void BoardView::relayout() {
    m_layout.layOut(size(), m_model ? m_model->position() : Position());
    m_promptLayer->setGeometry(rect());
    update();
    emit layoutChanged();
}

QRectF BoardView::squareRect(int sq) const {
    return m_layout.squareRect(sq);
}

QPoint BoardView::squareCenter(Square sq) const {
    return squareRect(sq).center().toPoint();
}

Square BoardView::squareAt(const QPointF& pos) const {
    return m_layout.squareAt(pos);
}

QPoint BoardView::promptChoiceCenter(int choice) const {
    if (!isPromptVisible() || choice < 0 || choice > 1) return QPoint(-1, -1);
    return m_prompt.choiceCenter(choice).toPoint();
}

bool BoardView::isGyoku(Side s) const {
    return m_model ? m_model->kingIsGyoku(s) : s == Sente;
}

// ---- gestures ---------------------------------------------------------------------------

bool BoardView::canPickUp() const {
    return m_model && m_acceptsMoves && !m_model->isOver();
}

bool BoardView::isOwnPiece(Square sq) const {
    const Position& position = m_model->position();
    const Piece p = sq == SQ_NONE ? NoPiece : position.pieceOn(sq);
    return p != NoPiece && sideOf(p) == position.sideToMove();
}

bool BoardView::canDrop(const HandSlot& slot) const {
    for (Move m : m_legal)
        if (m.isDrop() && m.dropType() == slot.type && m.dropPromoted() == slot.promoted)
            return true;
    return false;
}

bool BoardView::isDeadInHand(const HandSlot& slot) const {
    // No square ever takes it (an unpromoted Pawn), whoever is to move.
    if (dropRegion(slot.side, slot.type, slot.promoted) == 0) return true;
    return canPickUp() && slot.side == m_model->sideToMove() && !canDrop(slot);
}

QString BoardView::deadHandPieceNote(const QPointF& pos) const {
    const HandSlot* slot = squareAt(pos) == SQ_NONE ? m_layout.handSlotAt(pos) : nullptr;
    if (!slot || slot->type != Pawn || slot->promoted) return QString();
    return tr("An unpromoted Pawn in hand can never be dropped; only a Pawn kept promoted "
              "through the King's privilege can.");
}

void BoardView::pickUpSquare(Square sq) {
    const Piece p = m_model->position().pieceOn(sq);
    m_held = {true, false, sq, typeOf(p), isPromoted(p), !isOwnPiece(sq)};
}

void BoardView::pickUpHand(const HandSlot& slot) {
    m_held = {true, true, SQ_NONE, slot.type, slot.promoted};
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    clearNotice();
    if (event->button() != Qt::LeftButton) {
        cancelSelection();
        if (event->button() == Qt::RightButton) startDrawing(event);
        return;
    }
    m_drawing = Drawing();
    const QPointF pos = event->position();
    if (isPromptVisible()) {
        answerPrompt(m_prompt.choiceAt(pos));
        return;
    }
    if (!canPickUp()) return;
    const Square sq = squareAt(pos);
    const HandSlot* slot = sq == SQ_NONE ? m_layout.handSlotAt(pos) : nullptr;
    // A click on the board gives it the arrows, from where the click was.
    placeCursor(sq, slot);
    if (!pickAt(sq, slot)) {
        const QString note = m_held.active ? QString() : deadHandPieceNote(pos);
        if (!note.isEmpty()) showNotice(note, NoticeKind::Information);
        update();
        return;
    }
    m_pressing = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_dragPos = event->position();
    update();
}

// A press (or Enter on the keyboard cursor) on sq or on a hand slot. Returns whether
// something is held afterwards, picked up by this press; m_pressedSelected says whether it was
// the piece already held (a click puts it down).
bool BoardView::pickAt(Square sq, const HandSlot* slot) {
    const bool ownPiece = isOwnPiece(sq);
    const bool ownHand = slot && slot->side == m_model->sideToMove() && canDrop(*slot);
    m_pressedSelected = false;
    if (m_held.active) {
        // Second click of click-then-click: another own piece is picked up instead; any
        // other square of the board is the target (legal or not: the model judges).
        if (ownPiece && !m_held.fromHand && m_held.from == sq) {
            m_pressedSelected = true;
        } else if (ownPiece) {
            pickUpSquare(sq);
        } else if (ownHand && m_held.fromHand && m_held.type == slot->type &&
                   m_held.promoted == slot->promoted) {
            m_pressedSelected = true;
        } else if (ownHand) {
            pickUpHand(*slot);
        } else if (sq != SQ_NONE) {
            release(sq);
            return false;
        } else {
            cancelSelection();
            return false;
        }
    } else if (ownPiece) {
        pickUpSquare(sq);
    } else if (ownHand) {
        pickUpHand(*slot);
    } else if (sq != SQ_NONE && m_model->position().pieceOn(sq) != NoPiece) {
        // The opponent's piece: it may be dragged (an illegal attempt, judged as such), but a
        // click on it selects nothing (the release lets it go).
        pickUpSquare(sq);
    } else {
        return false;
    }
    return true;
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (m_drawing.active) {
        const Square over = squareAt(event->position());
        const ShapeColor color = colorFor(event->modifiers());
        if (over != m_drawing.over || color != m_drawing.color) {
            m_drawing.over = over;
            m_drawing.color = color;
            update();
        }
        return;
    }
    if (!m_pressing) return;
    if (!m_dragging && (event->position().toPoint() - m_pressPos).manhattanLength() >=
                           QApplication::startDragDistance())
        m_dragging = true;
    m_dragPos = event->position();
    if (m_dragging) update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() == Qt::RightButton) {
        finishDrawing(event);
        return;
    }
    if (event->button() != Qt::LeftButton || !m_pressing) return;
    m_pressing = false;
    const bool dragged = m_dragging;
    m_dragging = false;
    if (dragged) {
        // A slip no player could make on a real board is not a move: letting go outside the
        // board or back on the origin cancels, and on another own piece picks that one up
        // (as a click on it does).
        // A hand piece let go on an own piece, and the opponent's piece let go anywhere, are
        // attempts like any other.
        const Square target = squareAt(event->position());
        if (target == SQ_NONE || (!m_held.fromHand && target == m_held.from))
            cancelSelection();
        else if (isOwnPiece(target) && !m_held.fromHand && !m_held.enemy)
            pickUpSquare(target);
        else
            release(target);
        update();
        return;
    }
    // A click: the piece stays selected for a second click, or is put down if it was the
    // one already selected. The opponent's piece is never selected.
    if (m_pressedSelected || m_held.enemy) cancelSelection();
    update();
}

// ---- shapes drawn by the user --------------------------------------------------------------

// Modifiers pick the colour (lishogi's palette): none green, Shift red, Ctrl or Alt blue,
// Shift with Ctrl or Alt yellow. Ctrl does what Alt does because window managers often take
// Alt with a drag for themselves.
ShapeColor BoardView::colorFor(Qt::KeyboardModifiers modifiers) {
    const bool shift = modifiers & Qt::ShiftModifier;
    const bool other = modifiers & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier);
    if (shift && other) return ShapeColor::Yellow;
    if (shift) return ShapeColor::Red;
    if (other) return ShapeColor::Blue;
    return ShapeColor::Green;
}

void BoardView::startDrawing(QMouseEvent* event) {
    m_drawing = Drawing();
    const QPointF pos = event->position();
    const Square sq = squareAt(pos);
    const HandSlot* slot = sq == SQ_NONE ? m_layout.handSlotAt(pos) : nullptr;
    if (sq == SQ_NONE && !slot) return;
    m_drawing = Drawing::startAt(sq, slot, colorFor(event->modifiers()));
    update();
}

BoardView::Drawing BoardView::Drawing::startAt(Square sq, const HandSlot* slot, ShapeColor color) {
    Drawing d;
    d.active = true;
    d.fromHand = slot != nullptr;
    d.from = sq;
    if (slot) {
        d.handSide = slot->side;
        d.handType = slot->type;
        d.handPromoted = slot->promoted;
    }
    d.over = sq;
    d.color = color;
    return d;
}

BoardShape BoardView::drawingShape() const {
    BoardShape none;
    none.kind = BoardShape::Kind::Tint;
    const Drawing& d = m_drawing;
    if (!d.active || d.over == SQ_NONE) return none;
    if (d.fromHand)
        return BoardShape::drop(d.handSide, d.handType, d.handPromoted, d.over, d.color);
    if (d.over == d.from) return BoardShape::circle(d.from, d.color);
    return BoardShape::arrow(d.from, d.over, d.color);
}

void BoardView::finishDrawing(QMouseEvent* event) {
    if (!m_drawing.active) return;
    m_drawing.over = squareAt(event->position());
    m_drawing.color = colorFor(event->modifiers());
    const BoardShape shape = drawingShape();
    m_drawing = Drawing();
    update();
    // Let go outside the board, or a click on a piece in hand: nothing is drawn.
    if (shape.kind != BoardShape::Kind::Tint) emit shapeDrawn(shape);
}

void BoardView::release(Square target) {
    if (!m_held.active || !m_model) return;
    // The legal moves from what is held to target, from the list the rules gave: one is
    // played at once; two are the two forms of one move (promote or not, keep the captured
    // piece promoted or not), and the player chooses.
    Move forms[2];
    int count = 0;
    for (Move m : m_legal)
        if (m.to() == target && isHeldMove(m) && count < 2) forms[count++] = m;
    if (count == 1) {
        send(forms[0]);
        return;
    }
    if (count == 2) {
        openPrompt(forms[0], forms[1]);
        return;
    }
    send(attemptedMove(target));
}

void BoardView::askForm(Move first, Move second) {
    if (!m_model || !canPickUp() || first.isDrop() || first.to() != second.to()) return;
    cancelSelection();
    pickUpSquare(first.from());
    openPrompt(first, second);
}

void BoardView::openPrompt(Move first, Move second) {
    // The promoting (or promoted-keeping) form first, as the prompt shows it.
    if (!first.promotes() && !first.keepsPromoted()) std::swap(first, second);
    const bool promotion = first.promotes();
    const Position& pos = m_model->position();
    const Side mover = pos.sideToMove();
    const Square target = first.to();
    m_prompt.open(promotion ? PromptKind::Promotion : PromptKind::Privilege, first, second,
                  typeOf(pos.pieceOn(promotion ? first.from() : target)), rotatedFor(mover),
                  squareRect(target), m_layout.square(), size());
    m_promptLayer->setGeometry(rect());
    m_promptLayer->show();
    m_promptLayer->raise();
    setFocus(Qt::OtherFocusReason);
    update();
}

Move BoardView::attemptedMove(Square target) const {
    if (m_held.fromHand) return Move::drop(m_held.type, m_held.promoted, target);
    // Illegal in every form: the model gets the form the player most likely meant. Where
    // promotion is mandatory that is the promoting one, so that the reason names the real
    // fault rather than the missing promotion.
    const Move plain = Move::board(m_held.from, target);
    if (m_model->position().checkMove(plain) == Illegal::PromotionMissing)
        return Move::board(m_held.from, target, true);
    return plain;
}

bool BoardView::isHeldMove(Move m) const {
    if (m_held.fromHand)
        return m.isDrop() && m.dropType() == m_held.type && m.dropPromoted() == m_held.promoted;
    return !m.isDrop() && m.from() == m_held.from;
}

void BoardView::send(Move m) {
    m_held = Held();
    closePrompt();
    update();
    emit moveRequested(m);
}

void BoardView::answerPrompt(int choice) {
    if (!isPromptVisible()) return;
    if (choice < 0 || choice > 1) {
        cancelSelection();
        // Said where the player looks next, so that a stray click is not taken for a move.
        emit message(choice == -2 ? tr("Move cancelled.")
                                  : tr("Move cancelled: the click was outside the two choices."),
                     8000);
        return;
    }
    send(m_prompt.choice(choice));
}

} // namespace ogi
