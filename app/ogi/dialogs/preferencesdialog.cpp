// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/preferencesdialog.h"

#include "board/clicksound.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace ogi {

PreferencesDialog::PreferencesDialog(const Preferences& prefs, QWidget* parent) : QDialog(parent) {
    m_style = new QComboBox(this);
    m_style->addItem(QString(), int(PieceStyle::Eastern));
    m_style->addItem(QString(), int(PieceStyle::Western));
    m_style->setCurrentIndex(prefs.pieceStyle == PieceStyle::Western ? 1 : 0);
    m_targets = new QCheckBox(this);
    m_targets->setChecked(prefs.showLegalTargets);
    m_coordinates = new QCheckBox(this);
    m_coordinates->setChecked(prefs.showCoordinates);
    m_evaluation = new QComboBox(this);
    m_evaluation->addItem(QString(), false);
    m_evaluation->addItem(QString(), true);
    m_evaluation->setCurrentIndex(prefs.evaluationInPawns ? 1 : 0);
    m_sound = new QCheckBox(this);
    m_sound->setChecked(prefs.sound);
    if (!ClickSound::available()) m_sound->setEnabled(false);
    m_confirmResign = new QCheckBox(this);
    m_confirmResign->setChecked(prefs.confirmResign);
    m_strictIllegal = new QCheckBox(this);
    m_strictIllegal->setChecked(prefs.strictIllegal);
    m_language = new QComboBox(this);
    m_language->addItem(QString(), QString()); // System default
    // Each language is named in itself, so that it can be found whatever the current one.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Français"), QStringLiteral("fr"));
    m_language->addItem(QStringLiteral("日本語"), QStringLiteral("ja"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(prefs.language)));

    auto* form = new QFormLayout;
    m_styleLabel = new QLabel(this);
    m_languageLabel = new QLabel(this);
    m_evaluationLabel = new QLabel(this);
    m_evaluationLabel->setBuddy(m_evaluation);
    form->addRow(m_styleLabel, m_style);
    form->addRow(m_targets);
    form->addRow(m_coordinates);
    form->addRow(m_evaluationLabel, m_evaluation);
    form->addRow(m_sound);
    form->addRow(m_confirmResign);
    form->addRow(m_strictIllegal);
    form->addRow(m_languageLabel, m_language);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
    retranslateUi();
}

void PreferencesDialog::retranslateUi() {
    setWindowTitle(tr("Preferences"));
    m_style->setItemText(0, tr("Eastern (kanji)"));
    m_style->setItemText(1, tr("Western (symbols)"));
    m_targets->setText(tr("Show legal targets of the piece held"));
    m_coordinates->setText(tr("Show coordinates"));
    m_evaluationLabel->setText(tr("Evaluation bar and graph:"));
    m_evaluation->setItemText(0, tr("Chances of winning"));
    m_evaluation->setItemText(1, tr("Pawns"));
    m_evaluation->setToolTip(tr("How the bar beside the board and the graph of the game show the "
                                "computer's evaluation"));
    m_sound->setText(tr("Play a click when a piece lands"));
    if (!ClickSound::available()) m_sound->setToolTip(tr("This build of Ōgi has no sound support"));
    m_confirmResign->setText(tr("Ask before resigning"));
    m_strictIllegal->setText(tr("Strict: an illegal move loses at once, without asking"));
    m_strictIllegal->setToolTip(
        tr("Under the official rule an illegal move loses the game. Unticked, the program first "
           "says why your move is illegal and asks whether to play it."));
    m_language->setItemText(0, tr("System default"));
    m_styleLabel->setText(tr("Piece style:"));
    m_languageLabel->setText(tr("Language:"));
}

void PreferencesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

Preferences PreferencesDialog::preferences() const {
    Preferences p;
    p.pieceStyle = PieceStyle(m_style->currentData().toInt());
    p.showLegalTargets = m_targets->isChecked();
    p.showCoordinates = m_coordinates->isChecked();
    p.evaluationInPawns = m_evaluation->currentData().toBool();
    p.sound = m_sound->isChecked();
    p.confirmResign = m_confirmResign->isChecked();
    p.strictIllegal = m_strictIllegal->isChecked();
    p.language = m_language->currentData().toString();
    return p;
}

} // namespace ogi
