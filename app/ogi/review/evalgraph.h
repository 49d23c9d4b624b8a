// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// EvalGraph: the evaluation over the whole mainline, from Sente's view (up = Sente better).
//
// The vertical scale is Sente's chance of winning (senteWinChance, at each position's stage),
// from 0 at the bottom to 1 at the top; guide lines mark where the leading side wins 75 % and
// 90 %, labelled with that side's chance as the analysis writes it. In pawns (setInPawns) the
// scale is compressed instead (a logistic curve in centipawns) so that a pawn's worth is
// visible near equality while won positions stay on the chart; guide lines mark ±1, ±3 and
// ±10 pawns. Moves marked ?!, ? and ?? show as small yellow, orange and red dots; the current ply
// is a vertical line. Clicking a point shows that move; the tooltip says the evaluation under the
// pointer, written as everywhere else (texts::evaluationShort). A screen reader finds each
// ply's point ("Ply 3"), the one shown selected (EvalGraphAccessible).
#pragma once
#include "model/analysis/evaluation.h"
#include "model/game/gametexts.h"

#include <QPointer>
#include <QWidget>
#include <optional>
#include <vector>

namespace ogi {

class GameTree;

class EvalGraph : public QWidget {
    Q_OBJECT
public:
    explicit EvalGraph(QWidget* parent = nullptr);
    void setTree(GameTree* tree);
    // How the tooltip numbers moves: by pairs (letters) or by ply (kanji, a kifu).
    void setNotation(Notation notation) { m_notation = notation; }
    // In pawns instead of chances of winning.
    void setInPawns(bool pawns);

    // Whether any move of the mainline has an evaluation to draw.
    bool hasData() const;

    QSize sizeHint() const override { return QSize(300, 84); }
    QSize minimumSizeHint() const override { return QSize(120, 70); }

protected:
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool event(QEvent* event) override;

private:
    friend class EvalGraphAccessible;
    void reload();
    // Widget coordinates of the point of a ply, and the ply drawn nearest to x.
    QPoint pointFor(int ply) const;
    int plyAt(const QPoint& pos) const;
    QRectF plotRect() const;
    qreal yFor(double value) const;

    QPointer<GameTree> m_tree;
    Notation m_notation = Notation::Letters;
    std::vector<std::optional<double>> m_values;
    std::vector<int> m_marks;                       // 0 none, 1 ?, 2 ??, 3 ?!
    std::vector<std::optional<Evaluation>> m_evals; // by ply, for the tooltip
    std::vector<double> m_chances;                  // Sente's, by ply (where evaluated)
    bool m_inPawns = false;
};

} // namespace ogi
