// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PromptOverlay: the choice between the two forms of one move, painted over the board beside
// the square where the piece lands (which stays in sight) — promote or not, or (the King's
// privilege) keep the captured piece promoted or demote it. Choice 0 is the promoting (or
// keeping) form, choice 1 the other.
// BoardView owns it, places it, paints it and turns clicks and keys into a choice.
#pragma once

#include "board/piecetheme.h"
#include "rules/types.h"

#include <QCoreApplication>
#include <QRectF>

class QPainter;

namespace ogi {

class PromptOverlay {
    Q_DECLARE_TR_FUNCTIONS(ogi::PromptOverlay)
public:
    enum class Kind { None, Promotion, Privilege };

    Kind kind() const { return m_kind; }
    bool isOpen() const { return m_kind != Kind::None; }
    // Opens over target (the landing square) for a board of square size `square` in a widget
    // of size area: the panel stays inside it. face: the piece whose two faces are shown;
    // rotated: drawn turned round (the mover sits at the top).
    void open(Kind kind, Move first, Move second, PieceType face, bool rotated,
              const QRectF& target, qreal square, const QSizeF& area);
    void close() { m_kind = Kind::None; }
    Move choice(int index) const { return m_choices[index]; }
    // The choice under pos: 0, 1, or -1 (outside both).
    int choiceAt(const QPointF& pos) const;
    QPointF choiceCenter(int index) const { return m_choiceRects[index].center(); }
    // The letters that choose the first and the second form from the keyboard, in the
    // interface language (French: O for « oui »); Y and N always work too.
    static QString yesKey();
    static QString noKey();
    // Dims the whole widget (area) and draws the panel.
    void paint(QPainter& p, const QRectF& area, PieceStyle style, const QFont& font) const;

private:
    Kind m_kind = Kind::None;
    Move m_choices[2];
    PieceType m_face = Pawn;
    bool m_rotated = false;
    qreal m_sq = 40;
    QRectF m_target;
    QRectF m_panel;
    QRectF m_choiceRects[2];
};

} // namespace ogi
