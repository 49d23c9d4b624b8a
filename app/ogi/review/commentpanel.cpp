// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/commentpanel.h"
#include "model/analysis.h"
#include "model/gametexts.h"
#include "model/gametree.h"
#include "rules/notation.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QPlainTextEdit>
#include <QVBoxLayout>

namespace ogi {

QString evaluationLabel(const std::string& evalText) {
    const auto e = Evaluation::parse(evalText);
    return e ? evaluationLabel(*e) : QString();
}

QString evaluationLabel(const Evaluation& e) {
    if (e.isMate) {
        if (e.matePlies == 0)
            return e.senteMates ? CommentPanel::tr("Sente has captured the King")
                                : CommentPanel::tr("Gote has captured the King");
        return e.senteMates
                   ? CommentPanel::tr("Sente captures the King in %n plies", nullptr, e.matePlies)
                   : CommentPanel::tr("Gote captures the King in %n plies", nullptr, e.matePlies);
    }
    // The locale's decimals, as in the move list ("+0,35" in French).
    const QString pawns = QLocale().toString(std::abs(e.centipawns) / 100.0, 'f', 2);
    const QString sign = e.centipawns > 0   ? QStringLiteral("+")
                         : e.centipawns < 0 ? QStringLiteral("\u2212")
                                            : QString();
    return CommentPanel::tr("%1 (Sente's view)").arg(sign + pawns);
}

CommentPanel::CommentPanel(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel(tr("Comment"), this);
    m_edit = new QPlainTextEdit(this);
    m_edit->setPlaceholderText(tr("Write a comment on this move"));
    m_edit->setTabChangesFocus(true);
    // Two lines at least: more would push the move list and graph off a small window.
    m_edit->setMinimumHeight(m_edit->fontMetrics().lineSpacing() * 2 + 12);
    m_analysis = new QLabel(this);
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

QString CommentPanel::titleText() const {
    return m_title->text();
}

QString CommentPanel::analysisText() const {
    return m_analysis->text();
}

void CommentPanel::load() {
    m_loading = true;
    const QString text = m_tree ? m_tree->comment() : QString();
    if (text != m_edit->toPlainText()) m_edit->setPlainText(text);
    m_edit->setEnabled(m_tree != nullptr);
    const Notation notation = m_kanji ? Notation::Kanji : Notation::Letters;
    const RecordNode* node = m_tree ? m_tree->currentNode() : nullptr;
    if (node) {
        // Named as the move list writes it ("6… Pf6-f5"), not by a ply count.
        const int ply = m_tree->ply();
        const Position before =
            m_tree->gameAt(TreeCursor{m_tree->cursor().line, ply - 1}).position();
        const Side mover = before.sideToMove();
        m_title->setText(
            tr("Comment on %1 %2", "move number, move")
                .arg(texts::moveNumber(ply, m_tree->record().start.sideToMove(), mover),
                     texts::moveText(before, node->move, notation, m_gyoku[mover])));
    } else {
        m_title->setText(tr("Comment on the game"));
    }
    QStringList lines;
    if (node) {
        if (const std::string* eval = node->annotation("eval"))
            lines << tr("Evaluation: %1").arg(evaluationLabel(*eval));
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
