// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PieceTheme: the artwork of the board and the two piece sets, rendered crisply at any size.
//
// One QSvgRenderer per artwork file and style, shared by every view; rendered pixmaps are kept
// in QPixmapCache at device resolution, so repainting a board costs a few pixmap blits. When
// the artwork resource is missing, pieces fall back to a drawn pentagon with a letter.
#pragma once

#include "rules/types.h"

#include <QPixmap>
#include <QString>

class QPainter;
class QRectF;
class QSvgRenderer;

namespace ogi {

enum class PieceStyle { Eastern, Western };

QString pieceStyleKey(PieceStyle style);          // "eastern", "western"
PieceStyle pieceStyleFromKey(const QString& key); // unknown -> Eastern

class PieceTheme {
public:
    // The file name (without .svg) of a piece face: king_gyoku, rook_p, ...
    static QString pieceFileName(PieceType t, bool promoted, bool gyoku);
    // Draws one piece face filling rect (a square); rotated = turned 180° (Gote's pieces,
    // or Sente's when the board is flipped).
    static void drawPiece(QPainter* painter, const QRectF& rect, PieceStyle style, PieceType t,
                          bool promoted, bool gyoku, bool rotated);
    // The board (grid and wood) at the given logical size and device pixel ratio.
    static QPixmap board(int size, qreal dpr);

private:
    static QSvgRenderer* renderer(const QString& path);
    static QPixmap piecePixmap(PieceStyle style, const QString& name, int pixels, bool rotated);
};

} // namespace ogi
