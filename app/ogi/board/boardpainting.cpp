// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// BoardView's painting: stands, board, coordinates, highlights, pieces, hands, the piece
// being dragged and the overlays (the prompt, a refusal).
#include "board/boardview.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

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
    paintPieces(p);
    paintHands(p);
    if (m_dragging && m_held.active) {
        const QRectF r(m_dragPos.x() - m_layout.square() / 2, m_dragPos.y() - m_layout.square() / 2,
                       m_layout.square(), m_layout.square());
        const Side us = m_model->sideToMove();
        PieceTheme::drawPiece(&p, r, m_style, m_held.type, m_held.promoted, isGyoku(us),
                              rotatedFor(us));
    }
    paintCursor(p);
    paintNotice(p); // the prompt is drawn above all this, by its own layer
}

// The keyboard cursor: a thick blue frame, drawn while the arrows are the board's.
void BoardView::paintCursor(QPainter& p) {
    if (!keyboardHasBoard()) return;
    const QRectF r = cursorRect();
    if (r.isEmpty()) return;
    const qreal w = qMax(2.0, m_layout.square() * 0.07);
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(QColor(20, 90, 230), w));
    p.drawRect(r.adjusted(w / 2, w / 2, -w / 2, -w / 2));
}

// A dark band across the middle of the board with the message in white, wrapped to fit.
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
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(120, 20, 20, 225));
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
