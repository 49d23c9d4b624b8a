// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// CommentPanel: edits the comment of the current move (or the opening comment at the start)
// and shows what an analysis said about it: the evaluation and the engine's better move.
#pragma once

#include <QPointer>
#include <QWidget>

class QLabel;
class QPlainTextEdit;

namespace ogi {

class GameTree;

class CommentPanel : public QWidget {
    Q_OBJECT
public:
    explicit CommentPanel(QWidget* parent = nullptr);
    void setTree(GameTree* tree);
    // Moves in kanji (☗銀c5-c6不成) instead of letters, as the move list.
    void setKanji(bool kanji);
    // Which King drawing each side uses, for the kanji notation (玉 or 王).
    void setKingDrawings(bool senteGyoku, bool goteGyoku);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The analysis lines get the height their words need at the panel's width (a splitter
    // would otherwise cut them).
    void fitAnalysis();
    void load();

    QPointer<GameTree> m_tree;
    QLabel* m_title;
    QPlainTextEdit* m_edit;
    QLabel* m_analysis;
    bool m_loading = false;
    bool m_kanji = false;
    bool m_gyoku[2] = {true, false};
};

} // namespace ogi
