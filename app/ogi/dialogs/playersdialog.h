// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// PlayersDialog: who plays which side, changed during a game (Game ▸ Players…): a human or
// the computer at a level, for each side. The window hands the answer to GameSession, which
// lets the new player take the side from its next turn.
#pragma once

#include "model/document/gameinfo.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QSpinBox;

namespace ogi {

class EngineRegistry;

class PlayersDialog : public QDialog {
    Q_OBJECT
public:
    PlayersDialog(const PlayerInfo& sente, const PlayerInfo& gote, const EngineRegistry& engines,
                  QWidget* parent = nullptr);

    // The players as chosen (a name is kept while the side keeps the same kind of player).
    PlayerInfo player(Side s) const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void updateEnabled();

    PlayerInfo m_players[2];
    QLabel* m_sideLabel[2];
    QComboBox* m_type[2];
    QLabel* m_levelLabel[2];
    QSpinBox* m_level[2];
    QLabel* m_note;
};

} // namespace ogi
