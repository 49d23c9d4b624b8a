// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// NewGameDialog: who plays (human or computer at a level, names), the handicap the Ōgi way
// (the weaker side's chosen pieces start promoted: presets or a custom pick on a small
// board), the King drawings, the time control, and a live preview of the start position.
#pragma once

#include "board/piecetheme.h"
#include "learn/glicko2.h"
#include "model/game/gamesetup.h"

#include <QDialog>
#include <QMap>

#include <optional>

class QCheckBox;
class QComboBox;
class QGroupBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;
class QGridLayout;

namespace ogi {

class EngineRegistry;

class BoardView;
class GameModel;

class NewGameDialog : public QDialog {
    Q_OBJECT
public:
    // engines: the external engines that may play a side (one that failed is not chosen
    // again without the player's say).
    NewGameDialog(const GameSetup& setup, PieceStyle style, const EngineRegistry& engines,
                  QWidget* parent = nullptr);

    GameSetup setup() const;
    void setSetup(const GameSetup& setup);
    // The player's game rating (GameRating), for the even-game button, the expected score
    // and the handicaps' values; provisional: no rated game yet.
    void setPlayerRating(const rating::Glicko2& rating, bool provisional);
    // The level and handicap where the player scores about 50 %, against the computer under
    // the official rule (the "Find me a balanced game" button).
    void suggestEvenGame();

protected:
    void changeEvent(QEvent* event) override;
    void hideEvent(QHideEvent* event) override;

private:
    // Every text of the dialog in the current language; run again on LanguageChange.
    void retranslateUi();
    void rebuildPicker();
    void applyPreset();
    void onPieceToggled();
    void onWeakerChanged();
    void updateEnabled();
    void updatePreview();
    void fitHeight(); // tall enough for the wrapped texts, within the screen
    void updateButtonIcon(Square sq);
    Side weakerSide() const;
    Handicap currentHandicap() const;
    // The one human's side against the built-in computer, if that is the game chosen (the
    // game a rating counts).
    std::optional<Side> humanSide() const;
    // The one human's side against a program (the computer or an engine), if that is the game.
    std::optional<Side> loneHuman() const;
    // A side's player changed kind: its name field shows the name last typed for that kind
    // (a human's name is not a computer's).
    void onTypeChanged(Side s);
    // A preset's name, with its measured value at the computer's level and where that value
    // was measured, when the human plays the computer.
    QString presetText(HandicapPreset preset, int level) const;
    void updateRatingTexts();

    PieceStyle m_style;
    const EngineRegistry* m_engines;
    QComboBox* m_type[2];
    QSpinBox* m_level[2];
    QLineEdit* m_name[2];
    int m_typeShown[2] = {-1, -1}; // the kind of player whose name the field holds
    QMap<int, QString> m_names[2]; // per side, the name typed for each kind of player
    QComboBox* m_preset;
    QComboBox* m_weaker;
    QComboBox* m_king[2];
    QComboBox* m_time;
    QSpinBox* m_mainMinutes;
    QSpinBox* m_extraSeconds;
    QLabel* m_extraLabel;
    QComboBox* m_rule;
    QLabel* m_ruleNote;
    QGroupBox* m_ruleBox;
    QGroupBox* m_playersBox;
    QGroupBox* m_handicapBox;
    QGroupBox* m_timeBox;
    QGroupBox* m_previewBox;
    QLabel* m_columnLabel[3]; // Player, Level, Name
    QLabel* m_sideLabel[2];
    QLabel* m_kingLabel[2];
    QLabel* m_presetLabel;
    QLabel* m_weakerLabel;
    QLabel* m_pickNote;
    QLabel* m_mainLabel;
    QPushButton* m_startButton;
    QGroupBox* m_evenBox;
    QLabel* m_ratingLabel;
    QPushButton* m_evenButton;
    QLabel* m_expected;
    rating::Glicko2 m_rating;
    bool m_provisional = true;
    // The even-game button switched the friendly rule to the official one (said until the
    // rule is chosen again).
    bool m_ruleSwitched = false;
    QWidget* m_picker;
    QGridLayout* m_pickerGrid;
    QMap<int, QToolButton*> m_buttons;
    GameModel* m_previewModel;
    BoardView* m_preview;
    bool m_updating = false;
};

} // namespace ogi
