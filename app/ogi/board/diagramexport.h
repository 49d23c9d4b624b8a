// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Diagrams of a position for sharing: the board with file and rank coordinates and both
// hands (Gote's above, Sente's below, or the other way round when flipped), painted on any
// QPainter and written as SVG (QSvgGenerator) or PNG (QImage).
#pragma once
#include "board/piecetheme.h"
#include "rules/position.h"

#include <QSizeF>
#include <QString>

class QPainter;

namespace ogi {

struct DiagramOptions {
    PieceStyle style = PieceStyle::Eastern;
    bool gyoku[2] = {true, false};
    bool flipped = false;
    int cell = 64; // pixels per square
    // Says whose turn it is beside that side's hand ("to move").
    bool markSideToMove = true;
    // Tints the squares of the move that led to the position (none: no tint).
    Move lastMove;
};

// The sizes offered for export, in pixels per square.
constexpr int DiagramCellSizes[] = {40, 64, 96};

// The size of the whole diagram for options.cell.
QSizeF diagramSize(const DiagramOptions& options);
void paintDiagram(QPainter* painter, const Position& pos, const DiagramOptions& options);

enum class DiagramFormat { Svg, Png };
// Writes the diagram; on failure returns false and *error names the file and the reason.
bool exportDiagram(const QString& path, DiagramFormat format, const Position& pos,
                   const DiagramOptions& options, QString* error);

} // namespace ogi
