// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "play/movebox.h"

#include "language.h"
#include "model/game/gamemodel.h"
#include "model/game/gamerunner.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "model/game/typedmove.h"
#include "textfit.h"

#include <QCompleter>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QStringListModel>
#include <QVBoxLayout>

namespace ogi {

MoveBox::MoveBox(GameSession* session, QWidget* parent) : QWidget(parent), m_session(session) {
    m_label = new QLabel(this);
    m_edit = new QLineEdit(this);
    m_edit->setClearButtonEnabled(true);
    m_label->setBuddy(m_edit);
    m_completions = new QStringListModel(this);
    m_completer = new QCompleter(m_completions, this);
    m_completer->setCaseSensitivity(Qt::CaseInsensitive);
    m_completer->setFilterMode(Qt::MatchContains); // "c4" offers Pc3-c4
    m_edit->setCompleter(m_completer);
    // The message takes room only while there is one (a small window keeps its lines for
    // the move list), and then as many lines as it needs.
    m_error = new WrapLabel(this);
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_error->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Minimum);
    m_error->hide();
    QPalette pal = m_error->palette();
    pal.setColor(QPalette::WindowText, QColor(190, 20, 20));
    m_error->setPalette(pal);

    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_label);
    row->addWidget(m_edit, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    layout->addLayout(row);
    layout->addWidget(m_error);

    // An empty box leaves the review's keys (Left, Right, Home, End) to the window.
    m_edit->installEventFilter(this);
    connect(m_edit, &QLineEdit::returnPressed, this, &MoveBox::enter);
    connect(m_edit, &QLineEdit::textEdited, this, [this] {
        m_pending = false;
        showError(QString());
    });
    GameModel* model = session->model();
    connect(model, &GameModel::positionChanged, this, &MoveBox::updateCompletions);
    connect(model, &GameModel::kingDrawingChanged, this, &MoveBox::updateCompletions);
    // The move sent was played (or lost the game): the text has done its work. It is cleared
    // once the key is handled: the completer, closing its list on the same Enter, would
    // otherwise put the typed prefix back.
    const auto played = [this] {
        if (!m_pending) return;
        m_pending = false;
        showError(QString());
        QMetaObject::invokeMethod(m_edit, &QLineEdit::clear, Qt::QueuedConnection);
    };
    connect(model, &GameModel::moveMade, this, played);
    connect(model, &GameModel::gameOver, this, played);
    connect(model, &GameModel::moveUndone, this, [this] { m_pending = false; });
    connect(model, &GameModel::gameReset, this, [this] { m_pending = false; });
    // Refused or held back: the reason stays under the text, to be corrected.
    const auto answered = [this](Move, const QString& reason) {
        if (m_pending) showError(reason);
    };
    connect(session, &GameSession::moveRefused, this, answered);
    connect(session, &GameSession::illegalMoveHeld, this, answered);
    // A new game, a record opened, an exercise: what was typed for the game before, and why
    // it was not played, belong to that game.
    connect(session, &GameSession::gameStarted, this, [this] {
        m_pending = false;
        m_edit->clear();
        showError(QString());
    });
    retranslateUi();
    updateCompletions();
}

bool MoveBox::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_edit && event->type() == QEvent::ShortcutOverride &&
        m_edit->text().isEmpty()) {
        const auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Home:
        case Qt::Key_End:
            if (key->modifiers() == Qt::NoModifier) {
                event->ignore(); // not the box's: the shortcut runs
                return true;
            }
            break;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void MoveBox::retranslateUi() {
    m_label->setText(tr("&Move:"));
    m_edit->setPlaceholderText(tr("e.g. Pc3-c4, c3c4, N*e4"));
    m_edit->setToolTip(tr("Type a move and press Enter: c3c4, Pc3-c4, N*e4, ☗歩c3-c4, or just "
                          "the square (c4) when only one move goes there"));
    m_edit->setAccessibleName(tr("Move to play"));
    m_error->setAccessibleName(tr("Move box message"));
}

void MoveBox::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateCompletions(); // kanji in Japanese, letters otherwise
    }
    QWidget::changeEvent(event);
}

void MoveBox::enter() {
    // The box stays usable while the computer thinks (focus is not lost): it says why not.
    if (!m_session->runner()->isHumanToMove()) {
        showError(m_session->model()->isOver() ? tr("The game is over.")
                                               : tr("Wait for your turn."));
        return;
    }
    const GameModel* model = m_session->model();
    const TypedMove typed = readTypedMove(model->game(), m_edit->text(), interfaceNotation(),
                                          model->kingIsGyoku(model->sideToMove()));
    if (!typed.move) {
        showError(typed.error);
        return;
    }
    showError(QString());
    m_pending = true;
    if (typed.other) {
        emit formsOffered(*typed.move, *typed.other);
        return;
    }
    m_session->runner()->play(*typed.move);
}

void MoveBox::showError(const QString& text) {
    m_error->setText(text);
    m_error->setVisible(!text.isEmpty());
    m_error->setToolTip(text);
    m_edit->setAccessibleDescription(text);
}

void MoveBox::updateCompletions() {
    const GameModel* model = m_session->model();
    m_completions->setStringList(
        model->isOver() ? QStringList()
                        : typedMoveCompletions(model->game(), interfaceNotation(),
                                               model->kingIsGyoku(model->sideToMove())));
}

} // namespace ogi
