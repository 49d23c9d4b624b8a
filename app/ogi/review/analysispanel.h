// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// AnalysisPanel: the lines of the live analysis (Analyser) for the position in view, one row
// each: score, depth, nodes per second and the line in the chosen notation. A click on a
// row asks the analyser to enter that line as a variation. The number of lines is chosen
// here (1-5) and remembered, and so is the engine: the built-in one or any engine added in
// Settings ▸ Engines… (the list is read again each time the choice is used).
//
// EvalBar: a thin vertical bar beside the board, Sente's share of the best line's
// evaluation, from Sente's side of the board (flipped with the board), the score as text
// and as tooltip.
#pragma once

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

class AnalysisPanel : public QWidget {
    Q_OBJECT
public:
    AnalysisPanel(Analyser* analyser, GameSession* session, QWidget* parent = nullptr);

    void setNotation(Notation notation);
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

    void enterLine(QTreeWidgetItem* item);

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
    int m_textLines = 1; // of each row of m_list (textLines)
};

class EvalBar : public QWidget {
    Q_OBJECT
public:
    explicit EvalBar(QWidget* parent = nullptr);
    // None: nothing to show (an even, grey bar).
    void setEvaluation(const std::optional<Evaluation>& eval);
    void setFlipped(bool flipped);
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    std::optional<Evaluation> m_eval;
    bool m_flipped = false;
};

} // namespace ogi
