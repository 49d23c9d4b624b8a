// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/boardview.h"

#include "model/gamemodel.h"
#include "rules/bitboard.h"

#include <QApplication>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace ogi {

BoardView::BoardView(QWidget* parent) : QWidget(parent) {
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAttribute(Qt::WA_OpaquePaintEvent, false);
}

void BoardView::setModel(GameModel* model) {
    if (m_model) disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (m_model) {
        connect(m_model, &GameModel::positionChanged, this, &BoardView::onPositionChanged);
        connect(m_model, &GameModel::gameReset, this, &BoardView::onPositionChanged);
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
    m_prompt.close();
    relayout();
    emit flippedChanged(flipped);
}

void BoardView::setAcceptsMoves(bool accepts) {
    if (m_acceptsMoves == accepts) return;
    m_acceptsMoves = accepts;
    m_held = Held();
    m_pressing = m_dragging = false;
    m_prompt.close();
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
    m_prompt.close();
    update();
}

void BoardView::setHintMove(Move m) {
    if (m_hint == m) return;
    m_hint = m;
    update();
}

void BoardView::onPositionChanged() {
    m_hint = Move(); // a hint is for the position it was asked in
    m_held = Held();
    m_pressing = m_dragging = false;
    m_prompt.close();
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
    update();
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

QPoint BoardView::handPieceCenter(Side s, PieceType t, bool promoted) const {
    return m_layout.handPieceCenter(s, t, promoted).toPoint();
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

void BoardView::pickUpSquare(Square sq) {
    const Piece p = m_model->position().pieceOn(sq);
    m_held = {true, false, sq, typeOf(p), isPromoted(p)};
}

void BoardView::pickUpHand(const HandSlot& slot) {
    m_held = {true, true, SQ_NONE, slot.type, slot.promoted};
}

void BoardView::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton) {
        cancelSelection();
        return;
    }
    const QPointF pos = event->position();
    if (isPromptVisible()) {
        answerPrompt(m_prompt.choiceAt(pos));
        return;
    }
    if (!canPickUp()) return;
    const Position& position = m_model->position();
    const Side us = position.sideToMove();
    const Square sq = squareAt(pos);
    const HandSlot* slot = sq == SQ_NONE ? m_layout.handSlotAt(pos) : nullptr;
    const bool ownPiece =
        sq != SQ_NONE && position.pieceOn(sq) != NoPiece && sideOf(position.pieceOn(sq)) == us;
    const bool ownHand = slot && slot->side == us;

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
            return;
        } else {
            cancelSelection();
            return;
        }
    } else if (ownPiece) {
        pickUpSquare(sq);
    } else if (ownHand) {
        pickUpHand(*slot);
    } else {
        return;
    }
    m_pressing = true;
    m_dragging = false;
    m_pressPos = event->position().toPoint();
    m_dragPos = event->position();
    update();
}

void BoardView::mouseMoveEvent(QMouseEvent* event) {
    if (!m_pressing) return;
    if (!m_dragging && (event->position().toPoint() - m_pressPos).manhattanLength() >=
                           QApplication::startDragDistance())
        m_dragging = true;
    m_dragPos = event->position();
    if (m_dragging) update();
}

void BoardView::mouseReleaseEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_pressing) return;
    m_pressing = false;
    const bool dragged = m_dragging;
    m_dragging = false;
    if (dragged) {
        // Dropping back on the origin or outside the board cancels.
        const Square target = squareAt(event->position());
        if (target == SQ_NONE || (!m_held.fromHand && target == m_held.from))
            cancelSelection();
        else
            release(target);
        return;
    }
    // A click: the piece stays selected for a second click, or is put down if it was the
    // one already selected.
    if (m_pressedSelected) cancelSelection();
    update();
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
        // The promoting (or promoted-keeping) form first, as the prompt shows it.
        if (!forms[0].promotes() && !forms[0].keepsPromoted()) std::swap(forms[0], forms[1]);
        const bool promotion = forms[0].promotes();
        const Position& pos = m_model->position();
        const Side mover = pos.sideToMove();
        m_prompt.open(promotion ? PromptKind::Promotion : PromptKind::Privilege, forms[0], forms[1],
                      typeOf(pos.pieceOn(promotion ? m_held.from : target)), rotatedFor(mover),
                      squareRect(target), m_layout.square(), size());
        setFocus(Qt::OtherFocusReason);
        update();
        return;
    }
    send(attemptedMove(target));
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
    m_prompt.close();
    update();
    emit moveRequested(m);
}

void BoardView::answerPrompt(int choice) {
    if (!isPromptVisible()) return;
    if (choice < 0 || choice > 1) {
        cancelSelection();
        return;
    }
    send(m_prompt.choice(choice));
}

void BoardView::keyPressEvent(QKeyEvent* event) {
    if (isPromptVisible()) {
        switch (event->key()) {
        case Qt::Key_Y:
        case Qt::Key_Return:
        case Qt::Key_Enter:
        case Qt::Key_Plus: answerPrompt(0); return;
        case Qt::Key_N:
        case Qt::Key_Equal:
        case Qt::Key_Minus: answerPrompt(1); return;
        case Qt::Key_Escape: answerPrompt(-1); return;
        default: break;
        }
    } else if (event->key() == Qt::Key_Escape && m_held.active) {
        cancelSelection();
        return;
    }
    QWidget::keyPressEvent(event);
}

// ---- painting ---------------------------------------------------------------------------

void BoardView::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) update();
    QWidget::changeEvent(event);
}

void BoardView::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);

    // Piece stands, then the board.
    for (Side s : {Sente, Gote}) {
        p.setPen(QPen(QColor(0x7a, 0x4f, 0x26), qMax(1.0, m_layout.square() / 40)));
        p.setBrush(QColor(0xd9, 0xa8, 0x5f));
        p.drawRoundedRect(m_layout.stand(s), m_layout.square() * 0.08, m_layout.square() * 0.08);
    }
    p.drawPixmap(m_layout.board().topLeft(),
                 PieceTheme::board(int(m_layout.board().width()), devicePixelRatioF()));
    paintCoordinates(p);
    paintHighlights(p);
    paintPieces(p);
    paintHands(p);
    if (m_dragging && m_held.active) {
        const QRectF r(m_dragPos.x() - m_layout.square() / 2, m_dragPos.y() - m_layout.square() / 2,
                       m_layout.square(), m_layout.square());
        const Side us = m_model->sideToMove();
        PieceTheme::drawPiece(&p, r, m_style, m_held.type, m_held.promoted, isGyoku(us),
                              rotatedFor(us));
    }
    m_prompt.paint(p, rect(), m_style, font());
}

void BoardView::paintCoordinates(QPainter& p) {
    if (!m_layout.showsCoordinates()) return;
    QFont f = font();
    f.setPixelSize(qMax(8, int(m_layout.square() * 0.24)));
    p.setFont(f);
    p.setPen(palette().color(QPalette::WindowText));
    const qreal m = m_layout.coordinateMargin();
    for (int i = 0; i < 8; ++i) {
        // Files under the board, ranks left of it, both following the orientation.
        const QRectF fileRect(m_layout.board().left() + i * m_layout.square(),
                              m_layout.board().bottom(), m_layout.square(), m);
        const QChar file = QChar('a' + (m_layout.isFlipped() ? 7 - i : i));
        p.drawText(fileRect, Qt::AlignCenter, QString(file));
        const QRectF rankRect(m_layout.board().left() - m,
                              m_layout.board().top() + i * m_layout.square(), m, m_layout.square());
        const QChar rank = QChar('1' + (m_layout.isFlipped() ? i : 7 - i));
        p.drawText(rankRect, Qt::AlignCenter, QString(rank));
    }
}

void BoardView::paintHighlights(QPainter& p) {
    if (!m_model) return;
    const Position& pos = m_model->position();
    p.setPen(Qt::NoPen);
    const Move last = m_model->lastMove();
    if (last) {
        p.setBrush(QColor(255, 214, 40, 95));
        if (!last.isDrop()) p.drawRect(squareRect(last.from()));
        p.drawRect(squareRect(last.to()));
    }
    if (m_hint) {
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(30, 90, 220, 220), qMax(2.0, m_layout.square() * 0.07)));
        const qreal inset = m_layout.square() * 0.06;
        if (!m_hint.isDrop())
            p.drawRect(squareRect(m_hint.from()).adjusted(inset, inset, -inset, -inset));
        p.drawRect(squareRect(m_hint.to()).adjusted(inset, inset, -inset, -inset));
        p.setPen(Qt::NoPen);
    }
    for (Side s : {Sente, Gote}) {
        if (!pos.hasKing(s) || !pos.hasKing(opposite(s)) || !pos.inCheck(s)) continue;
        const QRectF r = squareRect(pos.kingSquare(s));
        QRadialGradient g(r.center(), r.width() * 0.62);
        g.setColorAt(0, QColor(230, 20, 20, 210));
        g.setColorAt(0.55, QColor(230, 20, 20, 120));
        g.setColorAt(1, QColor(230, 20, 20, 0));
        p.setBrush(g);
        p.drawRect(r);
    }
    if (!m_held.active) return;
    if (!m_held.fromHand) {
        p.setBrush(QColor(60, 150, 60, 110));
        p.drawRect(squareRect(m_held.from));
    }
    if (!m_showTargets) return;
    p.setBrush(QColor(30, 110, 30, 150));
    for (Move m : m_legal) {
        if (!isHeldMove(m)) continue;
        const QRectF r = squareRect(m.to());
        if (pos.pieceOn(m.to()) == NoPiece) {
            p.drawEllipse(r.center(), m_layout.square() * 0.14, m_layout.square() * 0.14);
        } else {
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), m_layout.square() * 0.56, m_layout.square() * 0.56);
            p.drawPath(ring); // corners marked: the piece stays readable
        }
    }
}

void BoardView::paintPieces(QPainter& p) {
    if (!m_model) return;
    const Position& pos = m_model->position();
    for (int sq = 0; sq < 64; ++sq) {
        const Piece pc = pos.pieceOn(sq);
        if (pc == NoPiece) continue;
        const bool lifted = m_held.active && !m_held.fromHand && m_held.from == sq;
        if (lifted && m_dragging) p.setOpacity(0.35);
        PieceTheme::drawPiece(&p, squareRect(sq), m_style, typeOf(pc), isPromoted(pc),
                              isGyoku(sideOf(pc)), rotatedFor(sideOf(pc)));
        p.setOpacity(1);
    }
}

void BoardView::paintHands(QPainter& p) {
    QFont f = font();
    f.setPixelSize(qMax(8, int(m_layout.square() * 0.24)));
    f.setBold(true);
    p.setFont(f);
    for (const HandSlot& slot : m_layout.hand()) {
        const bool lifted = m_held.active && m_held.fromHand &&
                            slot.side == m_model->sideToMove() && slot.type == m_held.type &&
                            slot.promoted == m_held.promoted;
        if (lifted) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(60, 150, 60, 110));
            p.drawRoundedRect(slot.rect, m_layout.square() * 0.06, m_layout.square() * 0.06);
            if (m_dragging && slot.count == 1) p.setOpacity(0.35);
        }
        PieceTheme::drawPiece(&p, slot.rect, m_style, slot.type, slot.promoted, false,
                              rotatedFor(slot.side));
        p.setOpacity(1);
        if (slot.count > 1) {
            // The count in a small badge on the corner nearest the board's centre line.
            const qreal d = m_layout.square() * 0.34;
            const QRectF badge(slot.rect.right() - d, slot.rect.bottom() - d, d, d);
            p.setPen(QPen(Qt::white, qMax(1.0, m_layout.square() / 50)));
            p.setBrush(QColor(40, 40, 40, 220));
            p.drawEllipse(badge);
            p.setPen(Qt::white);
            p.drawText(badge, Qt::AlignCenter, QString::number(slot.count));
        }
    }
}

} // namespace ogi
