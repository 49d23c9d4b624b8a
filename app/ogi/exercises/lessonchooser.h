// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// LessonChooser: the list of lessons and their stages, with the stars earned in each, to
// pick a stage. Every stage is open (a player who knows the pieces may go straight to the
// King's privilege); the first stage not finished yet is selected, so that Enter goes on
// where the learner stopped.
#pragma once

#include <QDialog>

class QTreeWidget;
class QTreeWidgetItem;
class QLabel;

namespace ogi {

class LessonProgress;

class LessonChooser : public QDialog {
    Q_OBJECT
public:
    LessonChooser(const LessonProgress& progress, QWidget* parent = nullptr);

    // The id of the stage selected (empty when a lesson's row is selected).
    QString selectedStage() const;
    void selectStage(const QString& id);

private:
    QTreeWidget* m_tree;
    QLabel* m_summary;
};

} // namespace ogi
