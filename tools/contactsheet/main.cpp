// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ogi-contactsheet: renders every piece face of both artwork sets, for both
// sides, at 32 and 96 px per square on the board, plus the full board and the
// icon, into one PNG for reviewing the artwork.
//
//   QT_QPA_PLATFORM=offscreen ogi-contactsheet out.png

#include "ogiresources.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QRectF>
#include <QString>
#include <QStringList>
#include <QSvgRenderer>

#include <array>
#include <cstdio>
#include <map>
#include <memory>

namespace {

constexpr std::array<const char*, 16> kNames = {
    "king_osho", "king_gyoku", "princess", "rook",     "bishop",   "silver",   "knight",  "lance",
    "pawn",      "princess_p", "rook_p",   "bishop_p", "silver_p", "knight_p", "lance_p", "pawn_p"};

constexpr int kMargin = 24;
constexpr int kLabel = 28;

class Sheet {
public:
    bool load(const QString& path) {
        auto r = std::make_unique<QSvgRenderer>(path);
        if (!r->isValid()) {
            std::fprintf(stderr, "ogi-contactsheet: cannot load %s\n", qPrintable(path));
            ok_ = false;
            return false;
        }
        renderers_[path] = std::move(r);
        return true;
    }
    bool ok() const { return ok_; }

    QSvgRenderer* get(const QString& path) {
        auto it = renderers_.find(path);
        return it == renderers_.end() ? nullptr : it->second.get();
    }

    // Draws the board (its top `rows` ranks) with square size px at origin.
    void board(QPainter& p, QPointF origin, int px, int rows) {
        p.save();
        p.setClipRect(QRectF(origin, QSizeF(8.0 * px, double(rows) * px)));
        get(QStringLiteral(":/board/board.svg"))
            ->render(&p, QRectF(origin, QSizeF(8.0 * px, 8.0 * px)));
        p.restore();
    }

    // Draws one piece in the square at (file, rank) of a board at origin.
    void piece(QPainter& p, QPointF origin, int px, int file, int rank, const QString& path,
               bool gote) {
        p.save();
        p.translate(origin.x() + (file + 0.5) * px, origin.y() + (rank + 0.5) * px);
        if (gote) p.rotate(180.0);
        get(path)->render(&p, QRectF(-px / 2.0, -px / 2.0, px, px));
        p.restore();
    }

private:
    std::map<QString, std::unique_ptr<QSvgRenderer>> renderers_;
    bool ok_ = true;
};

QString piecePath(const char* set, const char* name) {
    return QStringLiteral(":/pieces/%1/%2.svg").arg(QLatin1String(set), QLatin1String(name));
}

// A block of 8 x 4 squares: two rows of Sente faces, then the same as Gote.
void drawBlock(Sheet& sheet, QPainter& p, QPointF origin, int px, const char* set) {
    sheet.board(p, origin, px, 4);
    for (int side = 0; side < 2; ++side) {
        for (int i = 0; i < int(kNames.size()); ++i) {
            sheet.piece(p, origin, px, i % 8, side * 2 + i / 8, piecePath(set, kNames[i]),
                        side == 1);
        }
    }
}

void label(QPainter& p, QPointF at, const QString& text) {
    p.setPen(QColor(40, 30, 20));
    p.drawText(at + QPointF(0, kLabel - 8), text);
}

} // namespace

int main(int argc, char* argv[]) {
    QGuiApplication app(argc, argv);
    const QStringList args = QGuiApplication::arguments();
    if (args.size() != 2 || args[1].startsWith(QLatin1Char('-'))) {
        std::fprintf(stderr, "usage: ogi-contactsheet OUT.png\n");
        return 2;
    }
    ogiInitResources();

    Sheet sheet;
    for (const char* set : {"eastern", "western"}) {
        for (const char* name : kNames) sheet.load(piecePath(set, name));
    }
    sheet.load(QStringLiteral(":/board/board.svg"));
    sheet.load(QStringLiteral(":/icons/ogi.svg"));
    if (!sheet.ok()) return 1;

    const int big = 96;
    const int small = 32;
    const int boardPx = 56;
    const int width = kMargin * 3 + 16 * big;
    const int height = kMargin * 5 + kLabel * 3 + 4 * big + 4 * small + 8 * boardPx;

    QImage image(width, height, QImage::Format_ARGB32_Premultiplied);
    image.fill(QColor(0xf4, 0xf1, 0xea));
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::SmoothPixmapTransform);
    QFont font = p.font();
    font.setPixelSize(16);
    p.setFont(font);

    // Row 1: both sets at 96 px.
    double y = kMargin;
    label(p, QPointF(kMargin, y), QStringLiteral("eastern, 96 px (rows 3-4: Gote)"));
    label(p, QPointF(kMargin * 2 + 8 * big, y), QStringLiteral("western, 96 px"));
    y += kLabel;
    drawBlock(sheet, p, QPointF(kMargin, y), big, "eastern");
    drawBlock(sheet, p, QPointF(kMargin * 2 + 8 * big, y), big, "western");
    y += 4 * big + kMargin;

    // Row 2: both sets at 32 px.
    label(p, QPointF(kMargin, y), QStringLiteral("eastern, 32 px"));
    label(p, QPointF(kMargin * 2 + 8 * big, y), QStringLiteral("western, 32 px"));
    y += kLabel;
    drawBlock(sheet, p, QPointF(kMargin, y), small, "eastern");
    drawBlock(sheet, p, QPointF(kMargin * 2 + 8 * big, y), small, "western");
    y += 4 * small + kMargin;

    // Row 3: the whole board with a few pieces of both sets, and the icon.
    label(p, QPointF(kMargin, y), QStringLiteral("board, 56 px"));
    label(p, QPointF(kMargin * 2 + 8 * big, y), QStringLiteral("icon"));
    y += kLabel;
    const QPointF boardAt(kMargin, y);
    sheet.board(p, boardAt, boardPx, 8);
    for (int i = 0; i < 8; ++i) {
        const char* set = i % 2 ? "western" : "eastern";
        sheet.piece(p, boardAt, boardPx, i, 7, piecePath(set, kNames[i]), false);
        sheet.piece(p, boardAt, boardPx, 7 - i, 0, piecePath(set, kNames[i]), true);
        sheet.piece(p, boardAt, boardPx, i, 5, piecePath(set, "pawn"), false);
        sheet.piece(p, boardAt, boardPx, i, 2, piecePath(set, "pawn"), true);
    }
    double ix = kMargin * 2 + 8 * big;
    for (int n : {16, 32, 48, 64, 128, 256}) {
        sheet.get(QStringLiteral(":/icons/ogi.svg"))->render(&p, QRectF(ix, y, n, n));
        ix += n + kMargin;
    }
    p.end();

    if (!image.save(args[1])) {
        std::fprintf(stderr, "ogi-contactsheet: cannot write %s\n", qPrintable(args[1]));
        return 1;
    }
    return 0;
}
