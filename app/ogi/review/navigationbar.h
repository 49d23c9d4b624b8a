// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// NavigationBar: buttons (and window-wide keys) to walk through the reviewed game: first,
// ten back, previous, next, ten forward, last. The actions are enabled as the tree's cursor
// allows and can be put into menus as well.
#pragma once
#include <QPointer>
#include <QWidget>

class QAction;

namespace ogi {

class GameTree;

class NavigationBar : public QWidget {
    Q_OBJECT
public:
    enum Step { First, Back10, Previous, Next, Forward10, Last, StepCount };

    explicit NavigationBar(QWidget* parent = nullptr);
    void setTree(GameTree* tree);

protected:
    void changeEvent(QEvent* event) override;

private:
    void updateEnabled();
    void retranslate();

    QPointer<GameTree> m_tree;
    QAction* m_actions[StepCount] = {};
};

} // namespace ogi
