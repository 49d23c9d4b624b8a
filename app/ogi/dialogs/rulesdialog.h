// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// RulesDialog (Help → Rules, F1): a summary of the rules in the interface language and a
// movement diagram for every piece face. The diagrams are not pictures: each is painted from
// the rules' own attack tables (ogi::attacks on an empty board), so they cannot disagree with
// the move generator. Dots are one-square steps, lines are slides of any length, rings are
// jumps; the piece itself is drawn with the current piece style. The summary shows the
// starting position, painted by the same code as exported diagrams.
#pragma once

#include "board/piecetheme.h"
#include "rules/types.h"

#include <QDialog>
#include <QImage>
#include <QList>
#include <QWidget>

class QLabel;
class QTabWidget;
class QTextBrowser;

namespace ogi {

// The movement of one piece face on a 5×5 grid around the piece.
class MoveDiagram : public QWidget {
    Q_OBJECT
public:
    enum class Mark { None, Step, Jump, Slide };
    MoveDiagram(PieceType type, bool promoted, QWidget* parent = nullptr);
    PieceType pieceType() const { return m_type; }
    bool isPromoted() const { return m_promoted; }
    void setPieceStyle(PieceStyle style);
    // What the diagram shows at (dx, dy) from the piece, seen from its owner (dy > 0 is
    // forward), |dx|, |dy| <= 2; derived from the attack tables.
    Mark markAt(int dx, int dy) const;
    // Directions (dx, dy in -1..1) along which the face slides any distance.
    QList<QPoint> slideDirections() const;
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    PieceType m_type;
    bool m_promoted;
    PieceStyle m_style = PieceStyle::Eastern;
    Bitboard m_steps = 0;  // steps and jumps, from the centre square
    Bitboard m_slides = 0; // slide targets on an empty board, from the centre square
};

class RulesDialog : public QDialog {
    Q_OBJECT
public:
    explicit RulesDialog(PieceStyle style, QWidget* parent = nullptr);
    void setPieceStyle(PieceStyle style);
    QTabWidget* tabs() const { return m_tabs; }
    // The caption under a face's diagram: the name, then "(飛, R)" on a second line.
    static QString caption(PieceType type, bool promoted);
    // The summary of the rules as HTML, in the current language; it shows the starting
    // position from the resource startDiagramUrl().
    static QString summaryHtml();
    // The starting position as the summary shows it, drawn with the given piece style.
    static QImage startDiagram(PieceStyle style);
    static QString startDiagramUrl();

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refreshSummary();

    PieceStyle m_style = PieceStyle::Eastern;
    QTabWidget* m_tabs;
    QTextBrowser* m_summary;
    QLabel* m_legend;
    QList<MoveDiagram*> m_diagrams;
    QList<QLabel*> m_captions;
};

} // namespace ogi
