// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/newgamedialog.h"

#include "board/boardview.h"
#include "dialogs/playerchoice.h"
#include "learn/handicapvalue.h"
#include "model/game/gamemodel.h"
#include "model/game/gametexts.h"
#include "model/progress/gamerating.h"
#include "settings.h"
#include "textfit.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ogi {

NewGameDialog::NewGameDialog(const GameSetup& setup, PieceStyle style,
                             const EngineRegistry& engines, QWidget* parent)
    : QDialog(parent), m_style(style), m_engines(&engines) {
    // Players.
    auto* players = m_playersBox = new QGroupBox(this);
    auto* pgrid = new QGridLayout(players);
    for (int c = 0; c < 3; ++c) {
        m_columnLabel[c] = new QLabel(players);
        pgrid->addWidget(m_columnLabel[c], 0, c + 1);
    }
    for (Side s : {Sente, Gote}) {
        const int row = 1 + int(s);
        m_sideLabel[s] = new QLabel(players);
        pgrid->addWidget(m_sideLabel[s], row, 0);
        m_type[s] = new QComboBox(players);
        m_sideLabel[s]->setBuddy(m_type[s]);    // the row's name, for screen readers too
        playerchoice::fill(m_type[s], engines); // Human, Computer, the engines added
        // As wide whatever engines were added (their names are in the list that drops down).
        m_type[s]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_type[s]->setMinimumContentsLength(12);
        m_level[s] = new QSpinBox(players);
        m_level[s]->setRange(1, 10);
        m_name[s] = new QLineEdit(players);
        pgrid->addWidget(m_type[s], row, 1);
        pgrid->addWidget(m_level[s], row, 2);
        pgrid->addWidget(m_name[s], row, 3);
        connect(m_type[s], &QComboBox::currentIndexChanged, this, [this, s] {
            onTypeChanged(s);
            updateEnabled();
            updatePreview();
        });
        connect(m_level[s], &QSpinBox::valueChanged, this, &NewGameDialog::updateRatingTexts);
    }
    pgrid->setColumnStretch(3, 1);

    // An even game from the player's rating.
    m_evenBox = new QGroupBox(this);
    auto* even = new QVBoxLayout(m_evenBox);
    m_ratingLabel = new WrapLabel(m_evenBox);
    m_ratingLabel->setWordWrap(true);
    m_evenButton = new QPushButton(m_evenBox);
    m_evenButton->setAutoDefault(false); // Return still starts the game
    m_expected = new WrapLabel(m_evenBox);
    m_expected->setWordWrap(true);
    // The rating over the whole width, then the button: beside the button the sentence
    // wrapped into a tall narrow column (in French) and squeezed the preview below.
    even->addWidget(m_ratingLabel);
    auto* evenRow = new QHBoxLayout;
    evenRow->addWidget(m_evenButton);
    evenRow->addStretch(1);
    even->addLayout(evenRow);
    even->addWidget(m_expected);
    connect(m_evenButton, &QPushButton::clicked, this, &NewGameDialog::suggestEvenGame);

    // Handicap.
    auto* handicap = m_handicapBox = new QGroupBox(this);
    auto* hform = new QFormLayout(handicap);
    m_preset = new QComboBox(handicap);
    for (int i = 0; i < HandicapPresetCount; ++i) m_preset->addItem(QString()); // + Custom
    // One width whatever the items say (their values follow the level and the players): the
    // dialog keeps its size from one opening to the next, and Start stays under the pointer.
    // The list that drops down is as wide as its longest item.
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_preset->setMinimumContentsLength(30);
    m_weaker = new QComboBox(handicap);
    m_weaker->addItems({QString(), QString()}); // Sente, Gote
    m_presetLabel = new QLabel(handicap);
    m_weakerLabel = new QLabel(handicap);
    m_presetLabel->setBuddy(m_preset); // each label names its field, for screen readers too
    m_weakerLabel->setBuddy(m_weaker);
    hform->addRow(m_presetLabel, m_preset);
    hform->addRow(m_weakerLabel, m_weaker);
    m_picker = new QWidget(handicap);
    m_pickerGrid = new QGridLayout(m_picker);
    m_pickerGrid->setSpacing(2);
    m_pickerGrid->setContentsMargins(0, 0, 0, 0);
    m_pickNote = new WrapLabel(handicap);
    m_pickNote->setWordWrap(true);
    hform->addRow(m_pickNote);
    hform->addRow(m_picker);
    auto* kings = new QHBoxLayout;
    for (Side s : {Sente, Gote}) {
        m_king[s] = new QComboBox(handicap);
        m_king[s]->addItems({QString(), QString()}); // 玉, 王
        m_kingLabel[s] = new QLabel(handicap);
        m_kingLabel[s]->setBuddy(m_king[s]);
        kings->addWidget(m_kingLabel[s]);
        kings->addWidget(m_king[s]);
        connect(m_king[s], &QComboBox::currentIndexChanged, this, &NewGameDialog::updatePreview);
    }
    kings->addStretch();
    hform->addRow(kings);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &NewGameDialog::applyPreset);
    connect(m_weaker, &QComboBox::currentIndexChanged, this, &NewGameDialog::onWeakerChanged);

    // Time control.
    auto* time = m_timeBox = new QGroupBox(this);
    auto* tgrid = new QHBoxLayout(time);
    m_time = new QComboBox(time);
    m_time->addItems({QString(), QString(), QString()}); // none, byoyomi, increment
    m_mainMinutes = new QSpinBox(time);
    m_mainMinutes->setRange(0, 600);
    m_extraSeconds = new QSpinBox(time);
    m_extraSeconds->setRange(0, 600);
    m_extraLabel = new QLabel(time);
    tgrid->addWidget(m_time);
    m_mainLabel = new QLabel(time);
    m_mainLabel->setBuddy(m_mainMinutes);
    m_extraLabel->setBuddy(m_extraSeconds);
    tgrid->addWidget(m_mainLabel);
    tgrid->addWidget(m_mainMinutes);
    tgrid->addWidget(m_extraLabel);
    tgrid->addWidget(m_extraSeconds);
    tgrid->addStretch();
    connect(m_time, &QComboBox::currentIndexChanged, this, &NewGameDialog::updateEnabled);

    // The rule for illegal moves.
    auto* rule = m_ruleBox = new QGroupBox(this);
    auto* rlayout = new QVBoxLayout(rule);
    m_rule = new QComboBox(rule);
    m_rule->addItems({QString(), QString()}); // official, friendly
    m_ruleNote = new WrapLabel(rule);
    m_ruleNote->setWordWrap(true);
    rlayout->addWidget(m_rule);
    rlayout->addWidget(m_ruleNote);
    connect(m_rule, &QComboBox::currentIndexChanged, this, [this] {
        m_ruleSwitched = false;
        updateEnabled();
    });

    // Preview.
    m_previewModel = new GameModel(this);
    m_preview = new BoardView(this);
    m_preview->setModel(m_previewModel);
    m_preview->setAcceptsMoves(false); // a picture: nothing can be picked up
    m_preview->setPieceStyle(style);
    // Small enough that the dialog fits a small screen with every text whole: the board is
    // drawn to the room it gets.
    m_preview->setMinimumSize(360, 240);
    // Its own size hint is a full window's: let the dialog's other contents decide.
    m_preview->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    m_preview->setFocusPolicy(Qt::NoFocus);
    auto* previewBox = m_previewBox = new QGroupBox(this);
    auto* pv = new QVBoxLayout(previewBox);
    pv->addWidget(m_preview);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_startButton = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* left = new QVBoxLayout;
    left->addWidget(players);
    left->addWidget(handicap);
    left->addWidget(time);
    left->addStretch(); // the groups keep their natural height
    auto* columns = new QHBoxLayout;
    columns->addLayout(left, 0);
    // The rule under the preview: the left column keeps the picker its full height.
    auto* right = new QVBoxLayout;
    right->addWidget(m_evenBox);
    right->addWidget(previewBox, 1);
    right->addWidget(rule);
    columns->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(columns);
    layout->addWidget(buttons);

    retranslateUi();
    setSetup(setup);
    // Where and as large as it was last closed: Start is where the pointer left it.
    if (!restoreGeometry(remembered::dialogGeometry(QStringLiteral("newGame")))) {
        // The first time: room for a preview of some 460 × 380 pixels, within the screen.
        const QSize least = sizeHint();
        const QScreen* s = screen();
        const int most = s ? s->availableGeometry().height() * 9 / 10 : least.height() + 140;
        resize(std::max(least.width(), 940), std::min(least.height() + 140, most));
    }
}

void NewGameDialog::hideEvent(QHideEvent* event) {
    remembered::setDialogGeometry(QStringLiteral("newGame"), saveGeometry());
    QDialog::hideEvent(event);
}

void NewGameDialog::retranslateUi() {
    setWindowTitle(tr("New Game"));
    m_playersBox->setTitle(tr("Players"));
    m_columnLabel[0]->setText(tr("Player"));
    m_columnLabel[1]->setText(tr("Level"));
    m_columnLabel[2]->setText(tr("Name"));
    for (Side s : {Sente, Gote}) {
        m_sideLabel[s]->setText(s == Sente ? tr("Sente (☗, moves first)") : tr("Gote (☖)"));
        m_type[s]->setItemText(0, tr("Human"));
        m_type[s]->setItemText(1, tr("Computer"));
        m_level[s]->setToolTip(tr("Computer strength: 1 (beginner) to 10 (full strength)"));
        m_level[s]->setAccessibleName(s == Sente ? tr("Sente's level") : tr("Gote's level"));
        m_name[s]->setPlaceholderText(tr("Name (optional)"));
        m_name[s]->setAccessibleName(s == Sente ? tr("Sente's name") : tr("Gote's name"));
        m_king[s]->setItemText(0, tr("玉 (gyokushō)"));
        m_king[s]->setItemText(1, tr("王 (ōshō)"));
        m_kingLabel[s]->setText(s == Sente ? tr("Sente's King:") : tr("Gote's King:"));
    }
    m_handicapBox->setTitle(tr("Handicap"));
    for (int i = 0; i < HandicapPresetCount; ++i)
        m_preset->setItemText(i, handicapPresetName(HandicapPreset(i)));
    m_weaker->setItemText(0, tr("Sente"));
    m_weaker->setItemText(1, tr("Gote"));
    m_weaker->setToolTip(tr("The side whose pieces start promoted"));
    m_presetLabel->setText(tr("Pieces starting promoted:"));
    m_weakerLabel->setText(tr("Weaker side:"));
    m_pickNote->setText(tr("Click the weaker side's pieces to start them promoted:"));
    const Position start = Position::start();
    for (auto it = m_buttons.begin(); it != m_buttons.end(); ++it) {
        const PieceType t = typeOf(start.pieceOn(it.key()));
        it.value()->setToolTip(
            tr("%1 on %2").arg(texts::pieceName(t, false), texts::squareText(it.key())));
    }
    m_timeBox->setTitle(tr("Time control"));
    m_time->setAccessibleName(m_timeBox->title());
    m_time->setItemText(0, tr("No clock"));
    m_time->setItemText(1, tr("Main time + byoyomi"));
    m_time->setItemText(2, tr("Main time + increment"));
    m_mainMinutes->setSuffix(tr(" min"));
    m_extraSeconds->setSuffix(tr(" s"));
    m_mainLabel->setText(tr("Main time:"));
    m_ruleBox->setTitle(tr("Illegal moves"));
    m_rule->setAccessibleName(m_ruleBox->title());
    m_rule->setItemText(0, tr("Official rule: an illegal move loses"));
    m_rule->setItemText(1, tr("Friendly: an illegal move is refused"));
    m_previewBox->setTitle(tr("Start position"));
    m_startButton->setText(tr("Start"));
    m_evenBox->setTitle(tr("Your rating"));
    m_evenButton->setToolTip(tr("Chooses the level and handicap where you score about 50%, "
                                "under the official rule: games under the friendly rule are "
                                "not rated."));
    updateEnabled();
}

void NewGameDialog::setPlayerRating(const rating::Glicko2& rating, bool provisional) {
    m_rating = rating;
    m_provisional = provisional;
    updateRatingTexts();
}

std::optional<Side> NewGameDialog::loneHuman() const {
    const bool human[2] = {m_type[Sente]->currentIndex() == playerchoice::HumanIndex,
                           m_type[Gote]->currentIndex() == playerchoice::HumanIndex};
    if (human[Sente] == human[Gote]) return std::nullopt;
    return human[Sente] ? Sente : Gote;
}

std::optional<Side> NewGameDialog::humanSide() const {
    const auto human = loneHuman();
    if (!human || m_type[opposite(*human)]->currentIndex() != playerchoice::ComputerIndex)
        return std::nullopt;
    return human;
}

void NewGameDialog::onTypeChanged(Side s) {
    const int now = m_type[s]->currentIndex();
    if (m_typeShown[s] == now) return;
    if (m_typeShown[s] >= 0) m_names[s][m_typeShown[s]] = m_name[s]->text();
    m_typeShown[s] = now;
    m_name[s]->setText(m_names[s].value(now));
}

void NewGameDialog::suggestEvenGame() {
    std::vector<std::string> tags;
    for (HandicapPreset p : handicapPresets)
        tags.push_back(Handicap::fromPreset(p).tagText().toStdString());
    const rating::EvenGame game = rating::suggestEvenGame(m_rating.rating, tags);
    const Side human = humanSide().value_or(Sente);
    const Side computer = opposite(human);
    HandicapPreset preset = HandicapPreset::Even;
    for (HandicapPreset p : handicapPresets)
        if (Handicap::fromPreset(p).tagText().toStdString() == game.tag) preset = p;
    m_type[human]->setCurrentIndex(0);
    m_type[computer]->setCurrentIndex(1);
    m_level[computer]->setValue(game.level);
    const bool friendly = m_rule->currentIndex() == 1;
    m_rule->setCurrentIndex(0); // the friendly rule is not rated
    m_ruleSwitched = friendly;
    const Side weaker = preset == HandicapPreset::Even ? weakerSide()
                        : game.playerReceives          ? human
                                                       : computer;
    if (weaker != weakerSide()) m_weaker->setCurrentIndex(weaker == Gote ? 1 : 0);
    m_preset->setCurrentIndex(int(preset));
    updateRatingTexts();
}

QString NewGameDialog::presetText(HandicapPreset preset, int level) const {
    const QString name = handicapPresetName(preset);
    if (level < 1 || preset == HandicapPreset::Even || preset == HandicapPreset::Custom)
        return name;
    const auto e =
        rating::handicapEstimate(Handicap::fromPreset(preset).tagText().toStdString(), level);
    if (!e) return name;
    // Where the value comes from, as docs/handicaps.md measured it: at levels 3 and 6, and at
    // a strong point near level 8; between them the value is interpolated, outside them it is
    // the nearest measure's.
    const long value = std::lround(e->value);
    if (e->lowLevel == e->highLevel) {
        if (e->lowNear)
            return tr("%1 (≈ +%2 Elo, measured near level %3)")
                .arg(name)
                .arg(value)
                .arg(e->lowLevel);
        if (e->lowLevel == level)
            return tr("%1 (≈ +%2 Elo, measured at this level)").arg(name).arg(value);
        return tr("%1 (≈ +%2 Elo, measured at level %3)").arg(name).arg(value).arg(e->lowLevel);
    }
    if (e->highNear)
        return tr("%1 (≈ +%2 Elo, interpolated between level %3 and near level %4)")
            .arg(name)
            .arg(value)
            .arg(e->lowLevel)
            .arg(e->highLevel);
    return tr("%1 (≈ +%2 Elo, interpolated between levels %3 and %4)")
        .arg(name)
        .arg(value)
        .arg(e->lowLevel)
        .arg(e->highLevel);
}

void NewGameDialog::updateRatingTexts() {
    // Once the texts are laid out.
    QMetaObject::invokeMethod(this, &NewGameDialog::fitHeight, Qt::QueuedConnection);
    const QString rating = GameRating::ratingText(m_rating);
    m_ratingLabel->setText(
        m_provisional ? tr("No rated game yet: you start provisional at %1, the "
                           "strength of level 1.")
                            .arg(rating)
                      : tr("Your rating: %1 (Ōgi Elo, on the scale of the levels).").arg(rating));
    m_evenButton->setText(m_provisional ? tr("Find me a balanced game (provisional rating)")
                                        : tr("Find me a balanced game"));
    const auto human = humanSide();
    const int level = human ? m_level[opposite(*human)]->value() : 0;
    // Each preset's measured value at the computer's level.
    for (int i = 0; i < HandicapPresetCount; ++i)
        m_preset->setItemText(i, presetText(HandicapPreset(i), human ? level : 0));
    m_preset->view()->setMinimumWidth(m_preset->view()->sizeHintForColumn(0) +
                                      m_preset->view()->verticalScrollBar()->sizeHint().width());
    if (!human) {
        // No expected score without a human against the computer: nobody's rating is at stake.
        m_expected->setText(tr("Your rating counts only games between you and the computer."));
        return;
    }
    const Handicap h = currentHandicap();
    const QString tag = h.tagText();
    const auto opponent = rating::opponentRating(level, tag.toStdString(), h.weaker == *human);
    QString text;
    if (!opponent) {
        text = tr("Level %1 with this handicap: it has no measured value, so the game is not "
                  "rated.")
                   .arg(level);
    } else {
        // Never "about 0 %" nor "about 100 %": an Elo expectation is never certain, and a
        // newcomer would read 0 as "cannot win".
        const long percent = std::clamp(
            std::lround(100 * rating::expectedScore(m_rating.rating, *opponent)), 1L, 99L);
        if (tag.isEmpty())
            text = tr("Level %1, even game: you score about %2%.").arg(level).arg(percent);
        else if (h.weaker == *human)
            text = tr("Level %1 with %2 for you: you score about %3%.")
                       .arg(level)
                       .arg(handicapName(h))
                       .arg(percent);
        else
            text = tr("Level %1 with %2 for the computer: you score about %3%.")
                       .arg(level)
                       .arg(handicapName(h))
                       .arg(percent);
        if (m_rule->currentIndex() == 1)
            text += QLatin1Char(' ') + tr("Not rated with the friendly rule.");
    }
    if (m_ruleSwitched)
        text += QLatin1Char(' ') + tr("The rule is now the official one, where an illegal move "
                                      "loses: games under the friendly rule are not rated.");
    m_expected->setText(text);
}

void NewGameDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void NewGameDialog::setSetup(const GameSetup& g) {
    m_updating = true;
    m_ruleSwitched = false;
    for (Side s : {Sente, Gote}) {
        // An engine that failed since the program started is not offered again as if
        // nothing had happened: the built-in computer takes its place (the list says why).
        PlayerInfo player = g.info.players[s];
        if (player.kind == PlayerInfo::Kind::Engine && !m_engines->failure(player.engine).isEmpty())
            player = PlayerInfo::computer(player.level, player.name);
        m_names[s].clear();
        playerchoice::select(m_type[s], player);
        m_level[s]->setValue(g.info.players[s].level);
        // The name belongs to the player it was given to: an engine that failed, replaced by
        // the computer, does not lend it its name.
        m_typeShown[s] = m_type[s]->currentIndex();
        m_name[s]->setText(player.kind == g.info.players[s].kind ? g.info.players[s].name
                                                                 : QString());
        m_king[s]->setCurrentIndex(g.info.gyoku[s] ? 0 : 1);
    }
    m_weaker->setCurrentIndex(g.handicap.weaker == Gote ? 1 : 0);
    rebuildPicker();
    for (auto it = m_buttons.begin(); it != m_buttons.end(); ++it)
        it.value()->setChecked(g.handicap.promoted & (Bitboard(1) << it.key()));
    m_preset->setCurrentIndex(int(g.handicap.preset()));
    const TimeControl& tc = g.info.timeControl;
    m_time->setCurrentIndex(int(tc.kind));
    m_rule->setCurrentIndex(g.info.refuseIllegal ? 1 : 0);
    m_mainMinutes->setValue(tc.isNone() ? 10 : int(tc.mainMs / 60000));
    m_extraSeconds->setValue(tc.kind == TimeControl::Kind::Byoyomi     ? int(tc.byoyomiMs / 1000)
                             : tc.kind == TimeControl::Kind::Increment ? int(tc.incrementMs / 1000)
                                                                       : 30);
    for (auto it = m_buttons.begin(); it != m_buttons.end(); ++it)
        updateButtonIcon(Square(it.key()));
    m_updating = false;
    updateEnabled();
    updatePreview();
}

Side NewGameDialog::weakerSide() const {
    return m_weaker->currentIndex() == 1 ? Gote : Sente;
}

Handicap NewGameDialog::currentHandicap() const {
    Handicap h;
    h.weaker = weakerSide();
    for (auto it = m_buttons.begin(); it != m_buttons.end(); ++it)
        if (it.value()->isChecked()) h.promoted |= Bitboard(1) << it.key();
    return h;
}

GameSetup NewGameDialog::setup() const {
    GameSetup g;
    for (Side s : {Sente, Gote}) {
        playerchoice::read(m_type[s], g.info.players[s]);
        g.info.players[s].level = m_level[s]->value();
        g.info.players[s].name = m_name[s]->text().trimmed();
        g.info.gyoku[s] = m_king[s]->currentIndex() == 0;
    }
    g.handicap = currentHandicap();
    g.info.handicap = g.handicap.tagText();
    TimeControl tc;
    tc.kind = TimeControl::Kind(m_time->currentIndex());
    if (!tc.isNone()) {
        tc.mainMs = qint64(m_mainMinutes->value()) * 60000;
        const qint64 extra = qint64(m_extraSeconds->value()) * 1000;
        (tc.kind == TimeControl::Kind::Byoyomi ? tc.byoyomiMs : tc.incrementMs) = extra;
        if (tc.mainMs == 0 && extra == 0) tc = TimeControl{}; // nothing to count
    }
    g.info.timeControl = tc;
    g.info.refuseIllegal = m_rule->currentIndex() == 1;
    return g;
}

void NewGameDialog::rebuildPicker() {
    qDeleteAll(m_buttons);
    m_buttons.clear();
    const Side weaker = weakerSide();
    const Bitboard candidates = handicapCandidates(weaker);
    const Position start = Position::start();
    // The weaker side's three ranks as that side sees them, its back rank at the bottom.
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 8; ++col) {
            const int rank = weaker == Sente ? 2 - row : 5 + row;
            const int file = weaker == Sente ? col : 7 - col;
            const Square sq = makeSquare(file, rank);
            if (!(candidates & (Bitboard(1) << sq))) continue;
            auto* b = new QToolButton(m_picker);
            b->setCheckable(true);
            b->setAutoRaise(false);
            b->setIconSize(QSize(26, 26));
            b->setFixedSize(34, 34);
            const PieceType t = typeOf(start.pieceOn(sq));
            b->setToolTip(tr("%1 on %2").arg(texts::pieceName(t, false), texts::squareText(sq)));
            b->setAccessibleName(texts::squareText(sq));
            m_pickerGrid->addWidget(b, row, col);
            m_buttons.insert(int(sq), b);
            connect(b, &QToolButton::toggled, this, [this, sq] {
                updateButtonIcon(sq);
                onPieceToggled();
            });
            updateButtonIcon(sq);
        }
    }
}

void NewGameDialog::updateButtonIcon(Square sq) {
    QToolButton* b = m_buttons.value(int(sq));
    if (!b) return;
    const PieceType t = typeOf(Position::start().pieceOn(sq));
    const qreal dpr = b->devicePixelRatioF();
    QPixmap pm(QSize(26, 26) * dpr);
    pm.setDevicePixelRatio(dpr);
    pm.fill(Qt::transparent);
    QPainter p(&pm);
    p.setRenderHint(QPainter::Antialiasing);
    PieceTheme::drawPiece(&p, QRectF(0, 0, 26, 26), m_style, t, b->isChecked(), false, false);
    p.end();
    b->setIcon(QIcon(pm));
}

void NewGameDialog::applyPreset() {
    if (m_updating) return;
    const auto preset = HandicapPreset(m_preset->currentIndex());
    if (preset == HandicapPreset::Custom) return; // keep the ticks as they are
    const Bitboard squares = Handicap::presetSquares(preset, weakerSide());
    m_updating = true;
    for (auto it = m_buttons.begin(); it != m_buttons.end(); ++it)
        it.value()->setChecked(squares & (Bitboard(1) << it.key()));
    m_updating = false;
    updatePreview();
}

void NewGameDialog::onPieceToggled() {
    if (m_updating) return;
    m_updating = true;
    m_preset->setCurrentIndex(int(currentHandicap().preset()));
    m_updating = false;
    updatePreview();
}

void NewGameDialog::onWeakerChanged() {
    if (m_updating) return;
    const Side weaker = weakerSide();
    // The buttons still show the other side's pieces: the same handicap, given to this side.
    Handicap before = currentHandicap();
    before.weaker = opposite(weaker);
    const Bitboard mirrored = before.forSide(weaker).promoted;
    m_updating = true;
    rebuildPicker();
    for (auto it = m_buttons.begin(); it != m_buttons.end(); ++it)
        it.value()->setChecked(mirrored & (Bitboard(1) << it.key()));
    // Tradition: 玉 for the weaker side, 王 for the stronger.
    m_king[weaker]->setCurrentIndex(0);
    m_king[opposite(weaker)]->setCurrentIndex(1);
    m_updating = false;
    updatePreview();
}

void NewGameDialog::updateEnabled() {
    for (Side s : {Sente, Gote}) m_level[s]->setEnabled(m_type[s]->currentIndex() == 1);
    const auto kind = TimeControl::Kind(m_time->currentIndex());
    m_mainMinutes->setEnabled(kind != TimeControl::Kind::None);
    m_extraSeconds->setEnabled(kind != TimeControl::Kind::None);
    const QString increment = tr("Increment per move:"), byoyomi = tr("Byoyomi:");
    m_extraLabel->setText(kind == TimeControl::Kind::Increment ? increment : byoyomi);
    // As wide for either: the row does not move when the kind of time changes.
    const QFontMetrics fm = m_extraLabel->fontMetrics();
    m_extraLabel->setMinimumWidth(
        std::max(fm.horizontalAdvance(increment), fm.horizontalAdvance(byoyomi)) + 2);
    m_ruleNote->setText(m_rule->currentIndex() == 1
                            ? tr("The move is not played and the reason is shown over the "
                                 "board; the player tries again.")
                            : tr("As in a tournament: the player who makes an illegal move "
                                 "loses the game at once."));
    updateRatingTexts();
}

// The labels that wrap may need more lines than when the dialog took its size (the proposal
// after "Find me a balanced game" takes two or three): Qt reckons a window's least height with
// one line a label, and the preview's board was cut at the bottom. The dialog grows to the
// height its layout needs at its width, as far as the screen allows; the preview gives up
// its height first (its least size is small).
void NewGameDialog::fitHeight() {
    if (!isVisible() || !layout()) return;
    layout()->activate();
    const int needed = layout()->totalHeightForWidth(width());
    if (needed <= height()) return;
    const QScreen* s = screen();
    const int frame = frameGeometry().height() - geometry().height();
    const int most = s ? s->availableGeometry().height() - frame : needed;
    resize(width(), std::min(needed, most));
}

void NewGameDialog::updatePreview() {
    if (m_updating) return;
    const GameSetup g = setup();
    for (Side s : {Sente, Gote}) m_previewModel->setKingIsGyoku(s, g.info.gyoku[s]);
    m_previewModel->newGame(g.startPosition());
    // As the board will face the player: Gote's human sees the game from Gote's side.
    m_preview->setFlipped(loneHuman() == Gote);
    updateRatingTexts();
}

} // namespace ogi
