// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/piecetheme.h"

#include "rules/notation.h"

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QSvgRenderer>

#include <map>
#include <memory>

namespace ogi {

QString pieceStyleKey(PieceStyle style) {
    return style == PieceStyle::Western ? QStringLiteral("western") : QStringLiteral("eastern");
}

PieceStyle pieceStyleFromKey(const QString& key) {
    return key == QLatin1String("western") ? PieceStyle::Western : PieceStyle::Eastern;
}

QString PieceTheme::pieceFileName(PieceType t, bool promoted, bool gyoku) {
    if (t == King) return gyoku ? QStringLiteral("king_gyoku") : QStringLiteral("king_osho");
    const QString name = QString::fromLatin1(ogi::pieceName(t)).toLower();
    return promoted ? name + QStringLiteral("_p") : name;
}

QSvgRenderer* PieceTheme::renderer(const QString& path) {
    // Shared by every view for the life of the program, and freed at its end.
    static std::map<QString, std::unique_ptr<QSvgRenderer>> renderers;
    auto it = renderers.find(path);
    if (it == renderers.end()) {
        auto r = std::make_unique<QSvgRenderer>(path);
        if (r->isValid()) r->setAspectRatioMode(Qt::KeepAspectRatio);
        it = renderers.emplace(path, std::move(r)).first;
    }
    return it->second->isValid() ? it->second.get() : nullptr;
}

QPixmap PieceTheme::piecePixmap(PieceStyle style, const QString& name, int pixels, bool rotated) {
    const QString key = QStringLiteral("ogi/%1/%2/%3/%4")
                            .arg(pieceStyleKey(style), name)
                            .arg(pixels)
                            .arg(rotated ? 1 : 0);
    QPixmap pm;
    if (QPixmapCache::find(key, &pm)) return pm;
    pm = QPixmap(pixels, pixels);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (rotated) {
        p.translate(pixels, pixels);
        p.rotate(180);
    }
    const QString path = QStringLiteral(":/pieces/%1/%2.svg").arg(pieceStyleKey(style), name);
    if (QSvgRenderer* r = renderer(path)) {
        r->render(&p, QRectF(0, 0, pixels, pixels));
    } else {
        // No artwork: a pentagon with the first letter of the file name.
        const qreal u = pixels / 100.0;
        QPainterPath shape;
        shape.moveTo(50 * u, 12 * u);
        shape.lineTo(78 * u, 32 * u);
        shape.lineTo(84 * u, 90 * u);
        shape.lineTo(16 * u, 90 * u);
        shape.lineTo(22 * u, 32 * u);
        shape.closeSubpath();
        p.setPen(QPen(QColor(0x7a, 0x4f, 0x26), 2 * u));
        p.setBrush(QColor(0xf0, 0xd4, 0x98));
        p.drawPath(shape);
        QFont f = p.font();
        f.setPixelSize(qMax(1, int(40 * u)));
        f.setBold(true);
        p.setFont(f);
        p.setPen(name.endsWith(QLatin1String("_p")) ? QColor(0xc0, 0x18, 0x1f) : Qt::black);
        p.drawText(QRectF(0, 30 * u, pixels, 60 * u), Qt::AlignCenter, name.left(1).toUpper());
    }
    p.end();
    QPixmapCache::insert(key, pm);
    return pm;
}

void PieceTheme::drawPiece(QPainter* painter, const QRectF& rect, PieceStyle style, PieceType t,
                           bool promoted, bool gyoku, bool rotated) {
    const qreal dpr = painter->device() ? painter->device()->devicePixelRatioF() : 1.0;
    const int pixels = qMax(1, qRound(rect.width() * dpr));
    QPixmap pm = piecePixmap(style, pieceFileName(t, promoted, gyoku), pixels, rotated);
    pm.setDevicePixelRatio(dpr);
    painter->drawPixmap(rect.topLeft(), pm);
}

QPixmap PieceTheme::board(int size, qreal dpr) {
    const int pixels = qMax(1, qRound(size * dpr));
    const QString key = QStringLiteral("ogi/board/%1").arg(pixels);
    QPixmap pm;
    if (!QPixmapCache::find(key, &pm)) {
        pm = QPixmap(pixels, pixels);
        pm.fill(QColor(0xe3, 0xb4, 0x68));
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        if (QSvgRenderer* r = renderer(QStringLiteral(":/board/board.svg"))) {
            r->render(&p, QRectF(0, 0, pixels, pixels));
        } else {
            p.setPen(QPen(Qt::black, qMax(1.0, pixels / 400.0)));
            for (int i = 0; i <= 8; ++i) {
                const qreal x = i * (pixels - 1) / 8.0;
                p.drawLine(QPointF(x, 0), QPointF(x, pixels));
                p.drawLine(QPointF(0, x), QPointF(pixels, x));
            }
        }
        p.end();
        QPixmapCache::insert(key, pm);
    }
    pm.setDevicePixelRatio(dpr);
    return pm;
}

} // namespace ogi
