// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/commentpanel.h"
#include "model/analysis/evaluationtext.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/gametree.h"
#include "model/game/gametexts.h"
#include "rules/notation.h"
#include "textfit.h"

#include <QEvent>
#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ogi {

CommentPanel::CommentPanel(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel(tr("Comment"), this);
    m_edit = new QPlainTextEdit(this);
    m_edit->setPlaceholderText(tr("Write a comment on this move"));
    m_edit->setTabChangesFocus(true);
    // Two lines at least: more would push the move list and graph off a small window.
    m_edit->setMinimumHeight(m_edit->fontMetrics().lineSpacing() * 2 + 12);
    m_analysis = new WrapLabel(this);
    m_analysis->setWordWrap(true);
    m_analysis->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_title);
    layout->addWidget(m_edit, 1);
    layout->addWidget(m_analysis);
    m_title->setBuddy(m_edit);
    connect(m_edit, &QPlainTextEdit::textChanged, this, [this] {
        if (!m_loading && m_tree) m_tree->setComment(m_edit->toPlainText());
    });
    load();
}

void CommentPanel::setTree(GameTree* tree) {
    if (m_tree) disconnect(m_tree, nullptr, this, nullptr);
    m_tree = tree;
    if (tree) {
        connect(tree, &GameTree::cursorChanged, this, &CommentPanel::load);
        connect(tree, &GameTree::treeChanged, this, [this] {
            if (!m_edit->hasFocus()) load();
        });
    }
    load();
}

void CommentPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) {
        m_edit->setPlaceholderText(tr("Write a comment on this move"));
        load();
    }
}

void CommentPanel::setKanji(bool kanji) {
    m_kanji = kanji;
    load();
}

void CommentPanel::setKingDrawings(bool senteGyoku, bool goteGyoku) {
    m_gyoku[Sente] = senteGyoku;
    m_gyoku[Gote] = goteGyoku;
    load();
}

void CommentPanel::load() {
    m_loading = true;
    const QString text = m_tree ? m_tree->comment() : QString();
    if (text != m_edit->toPlainText()) m_edit->setPlainText(text);
    m_edit->setEnabled(m_tree != nullptr);
    const Notation notation = m_kanji ? Notation::Kanji : Notation::Letters;
    const RecordNode* node = m_tree ? m_tree->currentNode() : nullptr;
    if (node) {
        // Named as the move list writes it ("6… Pf6-f5"; in kanji by its ply, "11 ☖歩f6-f5").
        const int ply = m_tree->ply();
        const Position before =
            m_tree->gameAt(TreeCursor{m_tree->cursor().line, ply - 1}).position();
        const Side mover = before.sideToMove();
        m_title->setText(
            tr("Comment on %1 %2", "move number, move")
                .arg(texts::moveNumber(ply, m_tree->record().start.sideToMove(), mover, notation),
                     texts::moveText(before, node->move, notation, m_gyoku[mover])));
    } else {
        m_title->setText(tr("Comment on the game"));
    }
    QStringList lines;
    if (node) {
        if (const std::string* eval = node->annotation("eval"))
            if (const auto e = Evaluation::parse(*eval))
                lines << tr("Evaluation: %1").arg(texts::evaluationLong(*e));
        if (const std::string* best = node->annotation("best")) {
            const Game before =
                m_tree->gameAt(TreeCursor{m_tree->cursor().line, m_tree->ply() - 1});
            const auto m = parseMachineMove(*best);
            if (m.ok())
                lines << tr("Engine preferred: %1")
                             .arg(texts::moveText(before.position(), *m, notation,
                                                  m_gyoku[before.position().sideToMove()]));
        }
    }
    m_analysis->setText(lines.join(QLatin1Char('\n')));
    m_analysis->setVisible(!lines.isEmpty());
    fitAnalysis();
    m_loading = false;
}

void CommentPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitAnalysis();
}

void CommentPanel::fitAnalysis() {
    if (m_analysis->text().isEmpty() || width() <= 0) {
        m_analysis->setMinimumHeight(0);
        return;
    }
    m_analysis->setMinimumHeight(m_analysis->heightForWidth(width()));
}

} // namespace ogi
