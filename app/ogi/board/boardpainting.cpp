// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView's painting: stands, board, coordinates, highlights, pieces, hands, the piece
// being dragged, the shapes (arrows, circles, tints) and the overlays (the prompt, a refusal).
#include "board/boardview.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPainterPathStroker>
#include <QtMath>

namespace ogi {

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
    paintTints(p);
    paintPieces(p);
    paintHands(p);
    paintShapes(p);
    if (m_dragging && m_held.active) {
        const QRectF r(m_dragPos.x() - m_layout.square() / 2, m_dragPos.y() - m_layout.square() / 2,
                       m_layout.square(), m_layout.square());
        const Side owner = m_held.enemy ? opposite(m_model->sideToMove()) : m_model->sideToMove();
        PieceTheme::drawPiece(&p, r, m_style, m_held.type, m_held.promoted, isGyoku(owner),
                              rotatedFor(owner));
    }
    paintCursor(p);
    paintNotice(p); // the prompt is drawn above all this, by its own layer
}

// ---- shapes ---------------------------------------------------------------------------------

namespace {

QColor shapeColor(ShapeColor c) {
    switch (c) {
    case ShapeColor::Green: return QColor(24, 135, 48);
    case ShapeColor::Red: return QColor(200, 32, 32);
    case ShapeColor::Blue: return QColor(24, 78, 196);
    case ShapeColor::Yellow: return QColor(232, 158, 0);
    }
    return QColor(24, 135, 48);
}

// An arrow from a to b as one outline (shaft and head united, so that a translucent fill is
// even): a shaft of width w with a rounded tail, a head about two and a half widths long
// with slightly rounded corners, its tip short of b so that the target's piece stays
// readable and several arrows to one square stay apart.
QPainterPath arrowPath(QPointF a, QPointF b, qreal w, qreal shortBy) {
    const QPointF d = b - a;
    const qreal length = std::hypot(d.x(), d.y());
    QPainterPath path;
    if (length < 1) return path;
    const QPointF u = d / length;   // along the arrow
    const QPointF n(-u.y(), u.x()); // across it
    const qreal head = std::min(w * 2.5, length * 0.6);
    const QPointF tip = b - u * std::min(shortBy, length * 0.3);
    const QPointF base = tip - u * head;
    QPainterPath shaft;
    shaft.moveTo(a);
    shaft.lineTo(base + u * (w * 0.5));
    QPainterPathStroker stroke;
    stroke.setWidth(w);
    stroke.setCapStyle(Qt::RoundCap);
    QPainterPath tri;
    const qreal r = w * 0.18; // the head's corners are rounded by this much
    const QPointF t = tip - u * r * 2;
    tri.moveTo(t);
    tri.lineTo(base + n * (w * 1.45 - r));
    tri.lineTo(base - n * (w * 1.45 - r));
    tri.closeSubpath();
    QPainterPathStroker round;
    round.setWidth(2 * r);
    round.setJoinStyle(Qt::RoundJoin);
    path = stroke.createStroke(shaft).united(tri).united(round.createStroke(tri));
    return path.simplified();
}

} // namespace

void BoardView::paintTints(QPainter& p) {
    p.save();
    p.setPen(Qt::NoPen);
    for (const QList<BoardShape>& layer : m_shapes)
        for (const BoardShape& s : layer) {
            if (s.kind != BoardShape::Kind::Tint || s.to == SQ_NONE) continue;
            QColor c = shapeColor(s.color);
            c.setAlphaF(0.38f * std::clamp(s.opacity, 0.0f, 1.0f));
            p.setBrush(c);
            p.drawRect(squareRect(s.to));
        }
    p.restore();
}

void BoardView::paintShapes(QPainter& p) {
    // Circles under arrows, each layer over the one before; the arrow being drawn on top.
    for (const BoardShape::Kind kind : {BoardShape::Kind::Circle, BoardShape::Kind::Arrow})
        for (int layer = 0; layer < int(std::size(m_shapes)); ++layer)
            for (const BoardShape& s : m_shapes[layer])
                if (s.kind == kind) paintShape(p, s, false, isComputersLayer(ShapeLayer(layer)));
    const BoardShape drawing = drawingShape();
    if (drawing.kind != BoardShape::Kind::Tint) paintShape(p, drawing, true, false);
}

void BoardView::paintShape(QPainter& p, const BoardShape& s, bool preview, bool computers) {
    if (s.to == SQ_NONE) return;
    const qreal sq = m_layout.square();
    const qreal opacity = std::clamp(qreal(s.opacity), 0.0, 1.0) * (preview ? 0.5 : 1.0);
    // The computer's suggestions (the hint, the analysis' best moves) in a colour of their
    // own, that none of the user's four (green, red, blue, yellow) can be taken for.
    QColor c = computers ? QColor(128, 40, 170) : shapeColor(s.color);
    p.save();
    if (s.kind == BoardShape::Kind::Circle) {
        // A ring near the square's edge: the piece inside stays fully readable.
        const qreal w = std::max(2.0, sq * 0.075 * s.width);
        c.setAlphaF(float(0.85 * opacity));
        p.setPen(QPen(c, w));
        p.setBrush(Qt::NoBrush);
        const qreal r = sq * 0.5 - w * 0.5 - sq * 0.03;
        p.drawEllipse(squareRect(s.to).center(), r, r);
    } else if (s.kind == BoardShape::Kind::Arrow) {
        QPointF from;
        if (s.from != SQ_NONE) {
            from = squareRect(s.from).center();
        } else {
            from = m_layout.handPieceCenter(s.handSide, s.handType, s.handPromoted);
            // Not in that hand (any more): from the middle of its stand.
            if (from.x() < 0) from = m_layout.stand(s.handSide).center();
        }
        const qreal w = std::max(3.0, sq * 0.15 * s.width);
        c.setAlphaF(float(0.62 * opacity));
        p.setPen(Qt::NoPen);
        p.setBrush(c);
        p.drawPath(arrowPath(from, squareRect(s.to).center(), w, sq * 0.14));
    }
    p.restore();
}

// The keyboard cursor: a thick blue frame, drawn while the arrows are the board's.
void BoardView::paintCursor(QPainter& p) {
    if (!keyboardHasBoard() || !m_cursor.drawn) return;
    const QRectF r = cursorRect();
    if (r.isEmpty()) return;
    const qreal w = qMax(2.0, m_layout.square() * 0.07);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(20, 90, 230), w));
    p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

// A dark band across the middle of the board with the message in white, wrapped to fit: red
// for a refusal, slate for information.
void BoardView::paintNotice(QPainter& p) {
    if (m_notice.isEmpty()) return;
    const QRectF board = m_layout.board();
    QFont f = font();
    f.setPixelSize(qMax(11, int(m_layout.square() * 0.25)));
    f.setBold(true);
    const qreal margin = m_layout.square() * 0.2;
    const qreal width = board.width() * 0.84;
    const QFontMetricsF fm(f);
    const QRectF text = fm.boundingRect(QRectF(0, 0, width - 2 * margin, board.height()),
                                        Qt::AlignCenter | Qt::TextWordWrap, m_notice);
    QRectF band(0, 0, width, text.height() + 2 * margin);
    band.moveCenter(board.center());
    p.save();
    p.setOpacity(m_noticeOpacity);
    p.setPen(Qt::NoPen);
    p.setBrush(m_noticeKind == NoticeKind::Refusal ? QColor(120, 20, 20, 225)
                                                   : QColor(35, 50, 70, 225));
    p.drawRoundedRect(band, margin, margin);
    p.setFont(f);
    p.setPen(QColor(Qt::white));
    p.drawText(band.adjusted(margin, margin, -margin, -margin), Qt::AlignCenter | Qt::TextWordWrap,
               m_notice);
    p.restore();
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
        // A piece that cannot be dropped is faded: it is not there to be picked up.
        if (isDeadInHand(slot)) p.setOpacity(0.35);
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
