// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/welcomepanel.h"

#include "textfit.h"

#include <QEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSettings>
#include <QVBoxLayout>

namespace ogi {

namespace {
const char* const DismissedKey = "ui/welcomeDismissed";
}

WelcomePanel::WelcomePanel(QWidget* board) : QWidget(board) {
    m_card = new QWidget(this);
    m_card->setAutoFillBackground(true);
    m_title = new QLabel(m_card);
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.6);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setAlignment(Qt::AlignCenter);
    m_text = new WrapLabel(m_card);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignCenter);
    auto choice = [this] {
        auto* b = new QPushButton(m_card);
        b->setMinimumHeight(b->sizeHint().height() * 3 / 2);
        QFont f = b->font();
        f.setPointSizeF(f.pointSizeF() * 1.15);
        b->setFont(f);
        return b;
    };
    m_learn = choice();
    m_play = choice();
    m_open = choice();
    m_close = new QPushButton(m_card);
    m_close->setFlat(true);
    connect(m_learn, &QPushButton::clicked, this, [this] {
        dismiss();
        emit learnChosen();
    });
    connect(m_play, &QPushButton::clicked, this, [this] {
        dismiss();
        emit playChosen();
    });
    connect(m_open, &QPushButton::clicked, this, [this] {
        dismiss();
        emit openChosen();
    });
    connect(m_close, &QPushButton::clicked, this, &WelcomePanel::dismiss);

    auto* layout = new QVBoxLayout(m_card);
    layout->setContentsMargins(28, 22, 28, 18);
    layout->setSpacing(10);
    layout->addWidget(m_title);
    layout->addWidget(m_text);
    layout->addSpacing(8);
    for (QPushButton* b : {m_learn, m_play, m_open}) layout->addWidget(b);
    layout->addWidget(m_close, 0, Qt::AlignCenter);

    board->installEventFilter(this);
    setGeometry(board->rect());
    retranslate();
    hide();
}

bool WelcomePanel::wasDismissed(const QSettings& settings) {
    return settings.value(QLatin1String(DismissedKey), false).toBool();
}

void WelcomePanel::open() {
    setGeometry(parentWidget()->rect());
    show();
    raise();
    m_learn->setFocus();
}

void WelcomePanel::dismiss() {
    QSettings().setValue(QLatin1String(DismissedKey), true);
    hide();
}

bool WelcomePanel::eventFilter(QObject* watched, QEvent* event) {
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        setGeometry(parentWidget()->rect());
    return QWidget::eventFilter(watched, event);
}

void WelcomePanel::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), QColor(0, 0, 0, 110));
}

// The card in the middle, as wide as it reads well.
void WelcomePanel::resizeEvent(QResizeEvent*) {
    placeCard();
}

void WelcomePanel::placeCard() {
    const int width = qMin(rect().width() - 40, 460);
    m_card->setFixedWidth(qMax(width, 260));
    m_card->adjustSize();
    m_card->move((rect().width() - m_card->width()) / 2,
                 qMax(10, (rect().height() - m_card->height()) / 2));
}

void WelcomePanel::keyPressEvent(QKeyEvent* event) {
    if (event->key() == Qt::Key_Escape) {
        dismiss();
        return;
    }
    QWidget::keyPressEvent(event);
}

void WelcomePanel::retranslate() {
    m_title->setText(tr("Welcome to Ōgi"));
    m_text->setText(tr("Ōgi is shogi's young cousin on an 8×8 board. How would you like "
                       "to begin?"));
    m_learn->setText(tr("Learn the game, step by step"));
    m_play->setText(tr("Play the computer (beginner level)"));
    m_open->setText(tr("Open a game record…"));
    m_close->setText(tr("Just show me the board"));
    placeCard();
}

void WelcomePanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

} // namespace ogi
