// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/lessonchooser.h"

#include "exercises/lessonpanel.h"
#include "lessons.h"
#include "model/exercises/lessonprogress.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace ogi {

namespace {
constexpr int StageIdRole = Qt::UserRole;
}

LessonChooser::LessonChooser(const LessonProgress& progress, QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Lessons"));
    m_tree = new QTreeWidget(this);
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Lesson and stage"), tr("Stars")});
    m_tree->header()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_tree->header()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_tree->header()->setStretchLastSection(false);
    m_tree->setAllColumnsShowFocus(true);
    int earned = 0;
    int total = 0;
    QTreeWidgetItem* firstOpen = nullptr;
    int number = 0;
    for (const Lesson& lesson : lessons()) {
        auto* top = new QTreeWidgetItem(m_tree);
        top->setText(0, tr("%1. %2").arg(++number).arg(lessonText(lesson.title)));
        top->setToolTip(0, lessonText(lesson.summary));
        QFont bold = top->font(0);
        bold.setBold(true);
        top->setFont(0, bold);
        int lessonStars = 0;
        for (const LessonStage& stage : lesson.stages) {
            const QString id = QString::fromLatin1(stage.id);
            const int stars = progress.stars(id);
            lessonStars += stars;
            auto* item = new QTreeWidgetItem(top);
            item->setText(0, lessonText(stage.title));
            item->setText(1, LessonPanel::starString(stars));
            item->setData(0, StageIdRole, id);
            item->setToolTip(0, lessonText(stage.instruction));
            if (!firstOpen && stars == 0) firstOpen = item;
        }
        top->setText(1, tr("%1/%2").arg(lessonStars).arg(3 * lesson.stages.size()));
        earned += lessonStars;
        total += 3 * int(lesson.stages.size());
    }
    m_summary = new QLabel(tr("Stars earned: %1 of %2").arg(earned).arg(total), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Start"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto enableStart = [this, buttons] {
        buttons->button(QDialogButtonBox::Ok)->setEnabled(!selectedStage().isEmpty());
    };
    connect(m_tree, &QTreeWidget::currentItemChanged, this, enableStart);
    connect(m_tree, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        if (!item->data(0, StageIdRole).toString().isEmpty()) accept();
    });
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
    resize(560, 560);
    m_tree->expandAll();
    if (!firstOpen && m_tree->topLevelItemCount() > 0)
        firstOpen = m_tree->topLevelItem(0)->child(0);
    if (firstOpen) m_tree->setCurrentItem(firstOpen);
    enableStart();
}

QString LessonChooser::selectedStage() const {
    const QTreeWidgetItem* item = m_tree->currentItem();
    return item ? item->data(0, StageIdRole).toString() : QString();
}

void LessonChooser::selectStage(const QString& id) {
    for (int i = 0; i < m_tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem* top = m_tree->topLevelItem(i);
        for (int j = 0; j < top->childCount(); ++j)
            if (top->child(j)->data(0, StageIdRole).toString() == id)
                m_tree->setCurrentItem(top->child(j));
    }
}

} // namespace ogi
