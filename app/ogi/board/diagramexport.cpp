// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/diagramexport.h"

#include <QCoreApplication>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgGenerator>

namespace ogi {

namespace {
// A tr() that lupdate files under the same context as the run-time lookup.
struct DiagramExport {
    Q_DECLARE_TR_FUNCTIONS(DiagramExport)
};

struct Layout {
    qreal c;
    qreal coord;
    QRectF hands[2];
    QRectF board;
    QSizeF size;
};

Layout layoutFor(const DiagramOptions& o) {
    Layout l;
    l.c = o.cell;
    l.coord = o.cell * 0.42;
    const qreal pad = o.cell * 0.15;
    const qreal handH = o.cell * 0.8;
    const qreal w = 8 * l.c + 2 * l.coord + 2 * pad;
    const Side top = o.flipped ? Sente : Gote;
    l.hands[top] = QRectF(pad + l.coord, pad, 8 * l.c, handH);
    l.board = QRectF(pad + l.coord, pad + handH + pad + l.coord * 0.2, 8 * l.c, 8 * l.c);
    l.hands[opposite(top)] =
        QRectF(pad + l.coord, l.board.bottom() + l.coord + pad, 8 * l.c, handH);
    l.size = QSizeF(w, l.hands[opposite(top)].bottom() + pad);
    return l;
}
} // namespace

QSizeF diagramSize(const DiagramOptions& options) {
    return layoutFor(options).size;
}

void paintDiagram(QPainter* p, const Position& pos, const DiagramOptions& o) {
    const Layout l = layoutFor(o);
    p->save();
    p->setRenderHint(QPainter::Antialiasing);
    p->setRenderHint(QPainter::SmoothPixmapTransform);
    p->fillRect(QRectF(QPointF(0, 0), l.size), Qt::white);
    p->drawPixmap(l.board, PieceTheme::board(int(l.board.width()), 1.0),
                  QRectF(0, 0, l.board.width(), l.board.height()));
    p->setPen(QPen(QColor(0x30, 0x20, 0x10), std::max(1.0, o.cell / 40.0)));
    p->setBrush(Qt::NoBrush);
    p->drawRect(l.board);
    QFont f;
    f.setPixelSize(int(o.cell * 0.28));
    p->setFont(f);
    p->setPen(QColor(0x30, 0x30, 0x30));
    for (int i = 0; i < 8; ++i) {
        const int file = o.flipped ? 7 - i : i;
        const int rank = o.flipped ? i : 7 - i;
        p->drawText(QRectF(l.board.left() + i * l.c, l.board.bottom(), l.c, l.coord),
                    Qt::AlignCenter, QString(QChar('a' + file)));
        p->drawText(QRectF(l.board.left() - l.coord, l.board.top() + i * l.c, l.coord, l.c),
                    Qt::AlignCenter, QString::number(rank + 1));
    }
    const auto squareRect = [&](int sq) {
        const int col = o.flipped ? 7 - fileOf(sq) : fileOf(sq);
        const int row = o.flipped ? rankOf(sq) : 7 - rankOf(sq);
        return QRectF(l.board.left() + col * l.c, l.board.top() + row * l.c, l.c, l.c);
    };
    if (!o.lastMove.isNone()) {
        // The same warm tint as the board's last-move squares, light enough for print.
        const QColor tint(0xe0, 0x9a, 0x30, 110);
        if (!o.lastMove.isDrop()) p->fillRect(squareRect(o.lastMove.from()), tint);
        p->fillRect(squareRect(o.lastMove.to()), tint);
    }
    for (int sq = 0; sq < 64; ++sq) {
        const Piece piece = pos.pieceOn(sq);
        if (piece == NoPiece) continue;
        const QRectF r = squareRect(sq);
        const Side s = sideOf(piece);
        PieceTheme::drawPiece(p, r.adjusted(2, 2, -2, -2), o.style, typeOf(piece),
                              isPromoted(piece), o.gyoku[s], (s == Gote) != o.flipped);
    }
    for (Side s : {Sente, Gote}) {
        const QRectF area = l.hands[s];
        p->setPen(Qt::NoPen);
        p->setBrush(QColor(0xf1, 0xe4, 0xc8));
        p->drawRoundedRect(area, 4, 4);
        QFont mark;
        mark.setPixelSize(int(o.cell * 0.4));
        p->setFont(mark);
        p->setPen(Qt::black);
        const QRectF label(area.left() + 4, area.top(), area.height() * 0.8, area.height());
        p->drawText(label, Qt::AlignCenter, s == Sente ? QStringLiteral("☗") : QStringLiteral("☖"));
        qreal x = label.right() + 4;
        const qreal size = area.height() * 0.9;
        bool any = false;
        for (int t = 0; t < HandTypes; ++t)
            for (bool promoted : {false, true}) {
                const int n = pos.handCount(s, PieceType(t), promoted);
                if (!n) continue;
                any = true;
                const QRectF r(x, area.center().y() - size / 2, size, size);
                PieceTheme::drawPiece(p, r, o.style, PieceType(t), promoted, false,
                                      (s == Gote) != o.flipped);
                x += size;
                if (n > 1) {
                    QFont cf;
                    cf.setPixelSize(int(o.cell * 0.3));
                    cf.setBold(true);
                    p->setFont(cf);
                    p->drawText(QRectF(x, area.top(), size * 0.6, area.height()),
                                Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("×%1").arg(n));
                    x += size * 0.6;
                }
                x += 4;
            }
        if (o.markSideToMove && s == pos.sideToMove()) {
            // A dark tab at the end of the hand: whose turn it is, legible in black and white.
            QFont tf;
            tf.setPixelSize(int(o.cell * 0.25));
            tf.setBold(true);
            const QString text = DiagramExport::tr("to move");
            const qreal w = QFontMetricsF(tf).horizontalAdvance(text) + o.cell * 0.3;
            const QRectF tab(area.right() - w, area.top(), w, area.height());
            p->setPen(Qt::NoPen);
            p->setBrush(QColor(0x50, 0x35, 0x20));
            p->drawRoundedRect(tab, 4, 4);
            p->setFont(tf);
            p->setPen(Qt::white);
            p->drawText(tab, Qt::AlignCenter, text);
            p->setPen(Qt::black);
        }
        if (!any) {
            QFont nf;
            nf.setPixelSize(int(o.cell * 0.25));
            p->setFont(nf);
            p->setPen(QColor(0x70, 0x60, 0x50));
            p->drawText(QRectF(x, area.top(), area.right() - x, area.height()),
                        Qt::AlignLeft | Qt::AlignVCenter, DiagramExport::tr("no pieces in hand"));
        }
        p->setPen(Qt::black);
    }
    p->restore();
}

bool exportDiagram(const QString& path, DiagramFormat format, const Position& pos,
                   const DiagramOptions& options, QString* error) {
    const QSizeF size = diagramSize(options);
    if (format == DiagramFormat::Svg) {
        QSvgGenerator gen;
        gen.setFileName(path);
        gen.setSize(size.toSize());
        gen.setViewBox(QRectF(QPointF(0, 0), size));
        gen.setTitle(DiagramExport::tr("Ōgi position"));
        gen.setDescription(QString::fromStdString(pos.toSfen()));
        QPainter p;
        if (!p.begin(&gen)) {
            if (error) *error = DiagramExport::tr("Cannot write %1.").arg(path);
            return false;
        }
        paintDiagram(&p, pos, options);
        p.end();
        if (!QFile::exists(path)) {
            if (error) *error = DiagramExport::tr("Cannot write %1.").arg(path);
            return false;
        }
        return true;
    }
    QImage image(size.toSize(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter p(&image);
        paintDiagram(&p, pos, options);
    }
    if (!image.save(path, "PNG")) {
        if (error) *error = DiagramExport::tr("Cannot write %1.").arg(path);
        return false;
    }
    return true;
}

} // namespace ogi
