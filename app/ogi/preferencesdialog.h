// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The user's preferences, their QSettings keys, and the dialog that edits them.
#pragma once

#include "piecetheme.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QLabel;
class QSettings;

namespace ogi {

struct Preferences {
    PieceStyle pieceStyle = PieceStyle::Eastern;
    bool showLegalTargets = true;
    bool showCoordinates = true;
    bool refuseIllegal = false; // training: refuse illegal moves instead of losing
    bool sound = true;          // a wooden click when a piece lands
    QString language;           // "" = system, else "en", "fr", "ja"

    // Keys: ui/pieceStyle (eastern|western), ui/showLegalTargets, ui/showCoordinates,
    // rules/refuseIllegal, audio/sound, ui/language.
    static Preferences load(const QSettings& settings);
    void save(QSettings& settings) const;
    bool operator==(const Preferences&) const = default;
};

class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(const Preferences& prefs, QWidget* parent = nullptr);
    Preferences preferences() const;
    QCheckBox* soundCheck() const { return m_sound; }
    QComboBox* languageCombo() const { return m_language; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // Every text of the dialog in the current language; run again on LanguageChange.
    void retranslateUi();

    QComboBox* m_style;
    QCheckBox* m_targets;
    QCheckBox* m_coordinates;
    QCheckBox* m_refuse;
    QCheckBox* m_sound;
    QComboBox* m_language;
    QLabel* m_styleLabel;
    QLabel* m_languageLabel;
    QLabel* m_refuseNote;
};

} // namespace ogi
