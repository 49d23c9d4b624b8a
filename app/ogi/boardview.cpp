// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardview.h"

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

namespace {
// Proportions, in squares.
constexpr qreal HandPiece = 0.9; // a piece in hand
constexpr qreal StandPad = 0.1;  // inside a piece stand
constexpr qreal StandGap = 0.3;  // between a stand and the board (plus coordinates)
constexpr qreal CoordMargin = 0.36;
constexpr qreal NoCoordMargin = 0.12;
constexpr qreal OuterMargin = 0.12;
constexpr qreal StandWidth = 2 * HandPiece + 2 * StandPad;
} // namespace

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
        connect(m_model, &GameModel::playersChanged, this, &BoardView::onPositionChanged);
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
    if (m_flipped == flipped) return;
    m_flipped = flipped;
    m_prompt = Prompt();
    relayout();
    emit flippedChanged(flipped);
}

void BoardView::setShowLegalTargets(bool on) {
    m_showTargets = on;
    update();
}

void BoardView::setShowCoordinates(bool on) {
    if (m_showCoordinates == on) return;
    m_showCoordinates = on;
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
    m_prompt = Prompt();
    update();
}

void BoardView::setHintMove(Move m) {
    if (m_hint == m) return;
    m_hint = m;
    update();
}

void BoardView::onPositionChanged() {
    m_held = Held();
    m_pressing = m_dragging = false;
    m_prompt = Prompt();
    rebuildTargets();
    layoutHands();
    update();
}

void BoardView::rebuildTargets() {
    m_legal.count = 0;
    if (m_model && m_model->isHumanToMove()) m_model->game().legalMoves(m_legal);
}

// ---- geometry ---------------------------------------------------------------------------

void BoardView::resizeEvent(QResizeEvent*) {
    relayout();
}

void BoardView::relayout() {
    const qreal margin = m_showCoordinates ? CoordMargin : NoCoordMargin;
    const qreal unitsW = 8 + 2 * margin + 2 * StandGap + 2 * StandWidth + 2 * OuterMargin;
    const qreal unitsH = 8 + 2 * margin + 2 * OuterMargin;
    m_sq = std::floor(qMin(width() / unitsW, height() / unitsH));
    m_sq = qMax<qreal>(m_sq, 8);
    const qreal x0 = std::round((width() - unitsW * m_sq) / 2);
    const qreal y0 = std::round((height() - unitsH * m_sq) / 2);
    m_board = QRectF(x0 + (OuterMargin + StandWidth + StandGap + margin) * m_sq,
                     y0 + (OuterMargin + margin) * m_sq, 8 * m_sq, 8 * m_sq);
    layoutHands();
    update();
}

void BoardView::layoutHands() {
    m_hand.clear();
    if (!m_model) return;
    const Position& pos = m_model->position();
    const qreal margin = m_showCoordinates ? CoordMargin : NoCoordMargin;
    for (Side s : {Sente, Gote}) {
        QList<HandSlot> entries;
        for (int t = 0; t < HandTypes; ++t)
            for (bool promoted : {false, true})
                if (int n = pos.handCount(s, PieceType(t), promoted))
                    entries.append({s, PieceType(t), promoted, n, QRectF()});
        const int rows = qMax(4, int(entries.size() + 1) / 2);
        const qreal h = (rows * HandPiece + 2 * StandPad) * m_sq;
        const qreal w = StandWidth * m_sq;
        // Each side's stand sits beside its own camp: top side at the top left, bottom side
        // at the bottom right, as on a real board.
        QRectF stand;
        if (s == topSide())
            stand = QRectF(m_board.left() - (margin + StandGap + StandWidth) * m_sq, m_board.top(),
                           w, h);
        else
            stand =
                QRectF(m_board.right() + (margin + StandGap) * m_sq, m_board.bottom() - h, w, h);
        m_stands[s] = stand;
        for (int i = 0; i < entries.size(); ++i) {
            const int col = i % 2;
            const int row = i / 2;
            entries[i].rect = QRectF(stand.left() + (StandPad + col * HandPiece) * m_sq,
                                     stand.top() + (StandPad + row * HandPiece) * m_sq,
                                     HandPiece * m_sq, HandPiece * m_sq);
        }
        m_hand.append(entries);
    }
}

QRectF BoardView::squareRect(int sq) const {
    const int f = m_flipped ? 7 - fileOf(sq) : fileOf(sq);
    const int r = m_flipped ? rankOf(sq) : 7 - rankOf(sq);
    return QRectF(m_board.left() + f * m_sq, m_board.top() + r * m_sq, m_sq, m_sq);
}

QPoint BoardView::squareCenter(Square sq) const {
    return squareRect(sq).center().toPoint();
}

Square BoardView::squareAt(const QPointF& pos) const {
    if (!m_board.contains(pos)) return SQ_NONE;
    int f = int((pos.x() - m_board.left()) / m_sq);
    int r = int((pos.y() - m_board.top()) / m_sq);
    f = qBound(0, f, 7);
    r = qBound(0, r, 7);
    return m_flipped ? makeSquare(7 - f, r) : makeSquare(f, 7 - r);
}

QPoint BoardView::handPieceCenter(Side s, PieceType t, bool promoted) const {
    for (const HandSlot& slot : m_hand)
        if (slot.side == s && slot.type == t && slot.promoted == promoted)
            return slot.rect.center().toPoint();
    return QPoint(-1, -1);
}

const BoardView::HandSlot* BoardView::handSlotAt(const QPointF& pos) const {
    for (const HandSlot& slot : m_hand)
        if (slot.rect.contains(pos)) return &slot;
    return nullptr;
}

QPoint BoardView::promptChoiceCenter(int choice) const {
    if (!isPromptVisible() || choice < 0 || choice > 1) return QPoint(-1, -1);
    return m_prompt.choiceRects[choice].center().toPoint();
}

bool BoardView::isGyoku(Side s) const {
    return m_model ? m_model->kingIsGyoku(s) : s == Sente;
}

// ---- gestures ---------------------------------------------------------------------------

bool BoardView::canPickUp(Side s) const {
    return m_model && m_model->isHumanToMove() && m_model->sideToMove() == s;
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
        int choice = -1;
        for (int i = 0; i < 2; ++i)
            if (m_prompt.choiceRects[i].contains(pos)) choice = i;
        answerPrompt(choice);
        return;
    }
    if (!m_model || !m_model->isHumanToMove()) return;
    const Position& position = m_model->position();
    const Side us = position.sideToMove();
    const Square sq = squareAt(pos);
    const HandSlot* slot = sq == SQ_NONE ? handSlotAt(pos) : nullptr;
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
    } else if (ownPiece && canPickUp(us)) {
        pickUpSquare(sq);
    } else if (ownHand && canPickUp(us)) {
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

void BoardView::attemptBoardMove(Square from, Square to) {
    if (!m_model || !m_model->isHumanToMove() || from == SQ_NONE || to == SQ_NONE) return;
    const Piece p = m_model->position().pieceOn(from);
    if (p == NoPiece) {
        send(Move::board(from, to)); // an empty origin: the model says why not
        return;
    }
    pickUpSquare(from);
    release(to);
}

void BoardView::selectSquare(Square sq) {
    if (!m_model || sq == SQ_NONE || !m_model->isHumanToMove()) return;
    const Piece p = m_model->position().pieceOn(sq);
    if (p == NoPiece || sideOf(p) != m_model->sideToMove()) return;
    pickUpSquare(sq);
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
        const Piece face = m_model->position().pieceOn(promotion ? m_held.from : target);
        openPrompt(promotion ? PromptKind::Promotion : PromptKind::Privilege, forms[0], forms[1],
                   typeOf(face));
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
    m_prompt = Prompt();
    update();
    emit moveRequested(m);
}

void BoardView::openPrompt(PromptKind kind, Move first, Move second, PieceType face) {
    m_prompt = Prompt();
    m_prompt.kind = kind;
    m_prompt.choices[0] = first;
    m_prompt.choices[1] = second;
    m_prompt.faceType = face;
    m_prompt.mover = m_model->sideToMove();
    // The panel covers the target square, kept inside the widget.
    const QRectF target = squareRect(first.to());
    const qreal pad = 0.3 * m_sq;
    const QSizeF size(2 * m_sq + 3 * pad, m_sq + 1.3 * m_sq);
    QRectF panel(QPointF(target.center().x() - size.width() / 2, target.top() - 0.45 * m_sq), size);
    panel.moveLeft(qBound(0.0, panel.left(), width() - panel.width()));
    panel.moveTop(qBound(0.0, panel.top(), height() - panel.height()));
    m_prompt.panel = panel;
    const qreal top = panel.top() + 0.45 * m_sq;
    m_prompt.choiceRects[0] = QRectF(panel.left() + pad, top, m_sq, m_sq);
    m_prompt.choiceRects[1] = QRectF(panel.left() + 2 * pad + m_sq, top, m_sq, m_sq);
    setFocus(Qt::OtherFocusReason);
    update();
}

void BoardView::answerPrompt(int choice) {
    if (!isPromptVisible()) return;
    if (choice < 0 || choice > 1) {
        cancelSelection();
        return;
    }
    send(m_prompt.choices[choice]);
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
        p.setPen(QPen(QColor(0x7a, 0x4f, 0x26), qMax(1.0, m_sq / 40)));
        p.setBrush(QColor(0xd9, 0xa8, 0x5f));
        p.drawRoundedRect(m_stands[s], m_sq * 0.08, m_sq * 0.08);
    }
    p.drawPixmap(m_board.topLeft(), PieceTheme::board(int(m_board.width()), devicePixelRatioF()));
    paintCoordinates(p);
    paintHighlights(p);
    paintPieces(p);
    paintHands(p);
    if (m_dragging && m_held.active) {
        const QRectF r(m_dragPos.x() - m_sq / 2, m_dragPos.y() - m_sq / 2, m_sq, m_sq);
        const Side us = m_model->sideToMove();
        PieceTheme::drawPiece(&p, r, m_style, m_held.type, m_held.promoted, isGyoku(us),
                              rotatedFor(us));
    }
    paintPrompt(p);
}

void BoardView::paintCoordinates(QPainter& p) {
    if (!m_showCoordinates) return;
    QFont f = font();
    f.setPixelSize(qMax(8, int(m_sq * 0.24)));
    p.setFont(f);
    p.setPen(palette().color(QPalette::WindowText));
    const qreal m = CoordMargin * m_sq;
    for (int i = 0; i < 8; ++i) {
        // Files under the board, ranks left of it, both following the orientation.
        const QRectF fileRect(m_board.left() + i * m_sq, m_board.bottom(), m_sq, m);
        const QChar file = QChar('a' + (m_flipped ? 7 - i : i));
        p.drawText(fileRect, Qt::AlignCenter, QString(file));
        const QRectF rankRect(m_board.left() - m, m_board.top() + i * m_sq, m, m_sq);
        const QChar rank = QChar('1' + (m_flipped ? i : 7 - i));
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
        p.setPen(QPen(QColor(30, 90, 220, 220), qMax(2.0, m_sq * 0.07)));
        const qreal inset = m_sq * 0.06;
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
            p.drawEllipse(r.center(), m_sq * 0.14, m_sq * 0.14);
        } else {
            QPainterPath ring;
            ring.addRect(r);
            ring.addEllipse(r.center(), m_sq * 0.56, m_sq * 0.56);
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
    f.setPixelSize(qMax(8, int(m_sq * 0.24)));
    f.setBold(true);
    p.setFont(f);
    for (const HandSlot& slot : m_hand) {
        const bool lifted = m_held.active && m_held.fromHand &&
                            slot.side == m_model->sideToMove() && slot.type == m_held.type &&
                            slot.promoted == m_held.promoted;
        if (lifted) {
            p.setPen(Qt::NoPen);
            p.setBrush(QColor(60, 150, 60, 110));
            p.drawRoundedRect(slot.rect, m_sq * 0.06, m_sq * 0.06);
            if (m_dragging && slot.count == 1) p.setOpacity(0.35);
        }
        PieceTheme::drawPiece(&p, slot.rect, m_style, slot.type, slot.promoted, false,
                              rotatedFor(slot.side));
        p.setOpacity(1);
        if (slot.count > 1) {
            // The count in a small badge on the corner nearest the board's centre line.
            const qreal d = m_sq * 0.34;
            const QRectF badge(slot.rect.right() - d, slot.rect.bottom() - d, d, d);
            p.setPen(QPen(Qt::white, qMax(1.0, m_sq / 50)));
            p.setBrush(QColor(40, 40, 40, 220));
            p.drawEllipse(badge);
            p.setPen(Qt::white);
            p.drawText(badge, Qt::AlignCenter, QString::number(slot.count));
        }
    }
}

void BoardView::paintPrompt(QPainter& p) {
    if (!isPromptVisible()) return;
    p.fillRect(rect(), QColor(0, 0, 0, 70));
    p.setPen(QPen(QColor(0x50, 0x34, 0x18), qMax(1.0, m_sq / 30)));
    p.setBrush(QColor(0xfb, 0xf1, 0xdc));
    p.drawRoundedRect(m_prompt.panel, m_sq * 0.1, m_sq * 0.1);

    QFont f = font();
    f.setPixelSize(qMax(8, int(m_sq * 0.2)));
    f.setBold(true);
    p.setFont(f);
    p.setPen(Qt::black);
    const bool promotion = m_prompt.kind == PromptKind::Promotion;
    const QString title = promotion ? tr("Promote?") : tr("King's privilege");
    const QRectF titleRect(m_prompt.panel.left(), m_prompt.panel.top() + 0.05 * m_sq,
                           m_prompt.panel.width(), 0.35 * m_sq);
    p.drawText(titleRect, Qt::AlignCenter, title);

    const QString hint[2] = {promotion ? tr("Promote") : tr("Keep promoted"),
                             promotion ? tr("Don't promote") : tr("Demote")};
    const QString keys[2] = {tr("Y / Enter"), tr("N")};
    const Side mover = m_prompt.mover;
    for (int i = 0; i < 2; ++i) {
        const QRectF r = m_prompt.choiceRects[i];
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0xe8, 0xd2, 0xa6));
        p.drawRoundedRect(r, m_sq * 0.06, m_sq * 0.06);
        PieceTheme::drawPiece(&p, r, m_style, m_prompt.faceType, i == 0, false, rotatedFor(mover));
        // What the choice does, and its key, under the face.
        const QRectF label(r.center().x() - 0.7 * m_sq, r.bottom() + 0.04 * m_sq, 1.4 * m_sq,
                           0.26 * m_sq);
        f.setBold(false);
        f.setPixelSize(qMax(7, int(m_sq * 0.17)));
        // Longer words (« Ne pas promouvoir ») get a smaller size rather than being cut.
        const qreal room = 1.25 * m_sq;
        const qreal wide = QFontMetricsF(f).horizontalAdvance(hint[i]);
        if (wide > room) f.setPixelSize(qMax(6, int(f.pixelSize() * room / wide)));
        p.setFont(f);
        p.setPen(QColor(0x30, 0x20, 0x10));
        p.drawText(label, Qt::AlignCenter, hint[i]);
        f.setPixelSize(qMax(7, int(m_sq * 0.17)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(QColor(0x8a, 0x1c, 0x10));
        p.drawText(label.translated(0, 0.24 * m_sq), Qt::AlignCenter, keys[i]);
    }
    f.setBold(false);
    f.setPixelSize(qMax(7, int(m_sq * 0.14)));
    p.setFont(f);
    p.setPen(QColor(0x60, 0x50, 0x40));
    const QRectF escRect(m_prompt.panel.left(), m_prompt.panel.bottom() - 0.3 * m_sq,
                         m_prompt.panel.width(), 0.24 * m_sq);
    p.drawText(escRect, Qt::AlignCenter, tr("Esc: cancel the move"));
}

} // namespace ogi
