// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisPanel: the lines of the live analysis (Analyser) for the position in view, one row
// each: score, chance of winning, depth (the speed in its tooltip) and the line's first moves
// in the chosen notation.
// The lines hold still while the pointer is over them (newer ones wait, the rows greyed, until
// it leaves); the moves a click would enter are marked under the pointer and previewed on a
// small board beside the panel. A click on a move enters the line up to that move as a
// variation, a click on the row's start its first move only, Enter the whole line shown:
// always the moves shown at the press. The number of lines is chosen here (1-5) and
// remembered, and so is the engine: the built-in one or any engine added in
// Settings ▸ Engines… (the list is read again each time the choice is used).
//
// EvalBar: a thin vertical bar beside the board, Sente's share of the best line: its chance
// of winning (or, in pawns, the graph's scale of the score), from Sente's side of the board
// (flipped with the board), the leading side's chance (or the score) written along it, both
// in the tooltip.
#pragma once

#include "board/piecetheme.h"
#include "model/analysis/analyser.h"
#include "model/game/gametexts.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QSpinBox;
class QTreeWidget;
class QTreeWidgetItem;

namespace ogi {

class GameModel;
class GameSession;
class LineDelegate;
class LinePreview;

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    AnalysisPanel(Analyser* analyser, GameSession* session, QWidget* parent = nullptr);

    void setNotation(Notation notation);
    // How the board looks, for the preview of a line: its pieces and orientation.
    void setBoardLook(PieceStyle style, bool flipped);
    void retranslate();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void setStateText(const QString& text);
    void fitState();     // the state's text in the lines it may take
    void fitLineTexts(); // each line's moves in the two text lines of its row
    int rowHeight() const;
    int textLines() const; // the text lines a row of the list has in this window
    void loadEngines();    // the engine choice's list, from the engines added
    void showLines();
    void showState();
    void fitHeight(); // the list as high as the lines asked for

    // A row and how many of its moves a click there enters (0: none).
    struct Target {
        int row = -1;
        int plies = 0;
        bool operator==(const Target&) const = default;
    };
    Target targetAt(QPoint viewportPos) const;
    void point(const Target& target); // marks the moves and previews them
    void enter(const Target& target);

    Analyser* m_analyser;
    GameSession* m_session;
    GameModel* m_model;
    Notation m_notation = Notation::Letters;
    QLabel* m_title;
    QLabel* m_linesLabel;
    QSpinBox* m_count;
    QLabel* m_engineLabel;
    QComboBox* m_engine;
    QLabel* m_state;
    QString m_stateText; // in full (the label shows at most three lines of it)
    QTreeWidget* m_list;
    LineDelegate* m_delegate;
    LinePreview* m_preview;
    int m_textLines = 1; // of each row of m_list (textLines)
    // What the rows show: the lines from that position, held while the pointer is over them.
    std::vector<AnalysisLine> m_shown;
    Position m_shownFrom;
    bool m_pointerOver = false;
    bool m_held = false; // newer lines wait for the pointer to leave
    Target m_pointed;    // under the pointer
    Target m_pressed;    // where the left button went down
    PieceStyle m_style = PieceStyle::Eastern;
    bool m_flipped = false;
};

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);
    // None: nothing to show (an even, grey bar). senteChance: Sente's chance of winning.
    void setEvaluation(const std::optional<Evaluation>& eval, double senteChance = 0.5);
    void setFlipped(bool flipped);
    // In pawns (the score) instead of chances of winning.
    void setInPawns(bool pawns);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    void describe();

    std::optional<Evaluation> m_eval;
    double m_chance = 0.5;
    bool m_flipped = false;
    bool m_inPawns = false;
};

} // namespace ogi
