// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PreferencesDialog: edits the user's Preferences (settings.h).
#pragma once

#include "settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;

namespace ogi {

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences& prefs, QWidget* parent = nullptr);
    Preferences preferences() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    // Every text of the dialog in the current language; run again on LanguageChange.
    void retranslateUi();

    QComboBox* m_style;
    QCheckBox* m_targets;
    QCheckBox* m_coordinates;
    QComboBox* m_evaluation;
    QLabel* m_evaluationLabel;
    QCheckBox* m_sound;
    QCheckBox* m_confirmResign;
    QCheckBox* m_strictIllegal;
    QComboBox* m_language;
    QLabel* m_styleLabel;
    QLabel* m_languageLabel;
};

} // namespace ogi
