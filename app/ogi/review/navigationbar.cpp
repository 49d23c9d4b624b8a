// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/navigationbar.h"

#include "model/document/gametree.h"

#include <QAction>
#include <QEvent>
#include <QHBoxLayout>
#include <QIcon>
#include <QPainter>
#include <QPainterPath>
#include <QToolButton>

namespace ogi {

namespace {
// A plain drawn arrow for when the icon theme has none: bars and triangles pointing left
// (mirrored for right). bars: 1 = "to the end", triangles: 1 or 2.
QIcon arrowIcon(bool right, int triangles, bool bar) {
    QPixmap pm(32, 32);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    if (right) {
        p.translate(32, 0);
        p.scale(-1, 1);
    }
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0x44, 0x44, 0x44));
    qreal x = bar ? 9 : 6;
    if (bar) p.drawRect(QRectF(5, 8, 3, 16));
    const qreal w = triangles == 2 ? 10 : 14;
    for (int i = 0; i < triangles; ++i) {
        QPainterPath t;
        t.moveTo(x, 16);
        t.lineTo(x + w, 8);
        t.lineTo(x + w, 24);
        t.closeSubpath();
        p.drawPath(t);
        x += w;
    }
    return QIcon(pm);
}
} // namespace

NavigationBar::NavigationBar(QWidget* parent) : QWidget(parent) {
    struct Spec {
        const char* theme;
        QString text;
        QKeySequence key;
        QIcon fallback;
    };
    const Spec specs[StepCount] = {
        {"go-first", tr("First Move"), QKeySequence(Qt::Key_Home), arrowIcon(false, 1, true)},
        {"go-previous-skip", tr("Back Ten Moves"), QKeySequence(Qt::Key_PageUp),
         arrowIcon(false, 2, false)},
        {"go-previous", tr("Previous Move"), QKeySequence(Qt::Key_Left),
         arrowIcon(false, 1, false)},
        {"go-next", tr("Next Move"), QKeySequence(Qt::Key_Right), arrowIcon(true, 1, false)},
        {"go-next-skip", tr("Forward Ten Moves"), QKeySequence(Qt::Key_PageDown),
         arrowIcon(true, 2, false)},
        {"go-last", tr("Last Move"), QKeySequence(Qt::Key_End), arrowIcon(true, 1, true)},
    };
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    for (int i = 0; i < StepCount; ++i) {
        auto* a =
            new QAction(QIcon::fromTheme(specs[i].theme, specs[i].fallback), specs[i].text, this);
        a->setShortcut(specs[i].key);
        a->setShortcutContext(Qt::WindowShortcut);
        a->setToolTip(
            tr("%1 (%2)").arg(specs[i].text, specs[i].key.toString(QKeySequence::NativeText)));
        m_actions[i] = a;
        auto* b = new QToolButton(this);
        b->setDefaultAction(a);
        b->setAutoRaise(true);
        b->setIconSize(QSize(22, 22));
        layout->addWidget(b);
        connect(a, &QAction::triggered, this, [this, i] {
            if (!m_tree) return;
            switch (Step(i)) {
            case First: m_tree->first(); break;
            case Back10: m_tree->back(10); break;
            case Previous: m_tree->previous(); break;
            case Next: m_tree->next(); break;
            case Forward10: m_tree->forward(10); break;
            case Last: m_tree->last(); break;
            case StepCount: break;
            }
        });
    }
    layout->addStretch(1);
    // The keys work in the whole window (board, lists), not only on the buttons.
    if (parent) parent->addActions(QList<QAction*>(std::begin(m_actions), std::end(m_actions)));
    updateEnabled();
}

void NavigationBar::setTree(GameTree* tree) {
    if (m_tree) disconnect(m_tree, nullptr, this, nullptr);
    m_tree = tree;
    if (tree) {
        connect(tree, &GameTree::cursorChanged, this, &NavigationBar::updateEnabled);
        connect(tree, &GameTree::treeChanged, this, &NavigationBar::updateEnabled);
    }
    updateEnabled();
}

void NavigationBar::updateEnabled() {
    const bool back = m_tree && m_tree->ply() > 0;
    const bool forward = m_tree && m_tree->ply() < m_tree->lineLength();
    for (Step s : {First, Back10, Previous}) m_actions[s]->setEnabled(back);
    for (Step s : {Next, Forward10, Last}) m_actions[s]->setEnabled(forward);
}

} // namespace ogi

namespace ogi {

void NavigationBar::retranslate() {
    const QString texts[StepCount] = {tr("First Move"),        tr("Back Ten Moves"),
                                      tr("Previous Move"),     tr("Next Move"),
                                      tr("Forward Ten Moves"), tr("Last Move")};
    for (int i = 0; i < StepCount; ++i) {
        m_actions[i]->setText(texts[i]);
        m_actions[i]->setToolTip(tr("%1 (%2)").arg(
            texts[i], m_actions[i]->shortcut().toString(QKeySequence::NativeText)));
    }
}

void NavigationBar::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange) retranslate();
}

} // namespace ogi
