// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/playersdialog.h"

#include "dialogs/playerchoice.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ogi {

PlayersDialog::PlayersDialog(const PlayerInfo& sente, const PlayerInfo& gote,
                             const EngineRegistry& engines, QWidget* parent)
    : QDialog(parent), m_players{sente, gote} {
    auto* grid = new QGridLayout;
    for (Side s : {Sente, Gote}) {
        const int row = int(s);
        m_sideLabel[s] = new QLabel(this);
        m_type[s] = new QComboBox(this);
        playerchoice::fill(m_type[s], engines); // Human, Computer, the engines added
        playerchoice::select(m_type[s], m_players[s]);
        m_levelLabel[s] = new QLabel(this);
        m_level[s] = new QSpinBox(this);
        m_level[s]->setRange(1, 10);
        m_level[s]->setValue(m_players[s].level);
        m_sideLabel[s]->setBuddy(m_type[s]);
        m_levelLabel[s]->setBuddy(m_level[s]);
        grid->addWidget(m_sideLabel[s], row, 0);
        grid->addWidget(m_type[s], row, 1);
        grid->addWidget(m_levelLabel[s], row, 2);
        grid->addWidget(m_level[s], row, 3);
        connect(m_type[s], &QComboBox::currentIndexChanged, this, &PlayersDialog::updateEnabled);
    }
    m_note = new QLabel(this);
    m_note->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(grid);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    retranslateUi();
    updateEnabled();
}

PlayerInfo PlayersDialog::player(Side s) const {
    PlayerInfo p = m_players[s];
    playerchoice::read(m_type[s], p);
    p.level = m_level[s]->value();
    // A name belongs to whoever played: handed to the computer (or back), the side is
    // named by what plays it now.
    if (p.kind != m_players[s].kind || p.engine != m_players[s].engine) p.name.clear();
    return p;
}

void PlayersDialog::retranslateUi() {
    setWindowTitle(tr("Players"));
    for (Side s : {Sente, Gote}) {
        m_sideLabel[s]->setText(s == Sente ? tr("&Sente (☗):") : tr("&Gote (☖):"));
        m_type[s]->setItemText(0, tr("Human"));
        m_type[s]->setItemText(1, tr("Computer"));
        m_levelLabel[s]->setText(tr("Level:"));
        // Two "Level:" labels: the name says whose.
        m_level[s]->setAccessibleName(s == Sente ? tr("Sente's level") : tr("Gote's level"));
        m_level[s]->setToolTip(tr("Computer strength: 1 (beginner) to 10 (full strength)"));
    }
    m_note->setText(tr("The game goes on from the current position; a change takes effect at "
                       "that side's next turn."));
}

void PlayersDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void PlayersDialog::updateEnabled() {
    for (Side s : {Sente, Gote}) {
        const bool computer = m_type[s]->currentIndex() == playerchoice::ComputerIndex;
        m_level[s]->setEnabled(computer);
        m_levelLabel[s]->setEnabled(computer);
    }
}

} // namespace ogi
