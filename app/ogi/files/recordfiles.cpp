// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "files/recordfiles.h"

#include "files/recentfiles.h"
#include "language.h"
#include "messagebox.h"
#include "model/document/gametree.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "settings.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMimeData>
#include <QPushButton>

namespace ogi {

RecordFiles::RecordFiles(GameSession* session, QWidget* window)
    : QObject(window), m_session(session), m_window(window), m_recent(new RecentFiles(window)) {
    m_open = new QAction(QIcon::fromTheme("document-open"), QString(), this);
    m_open->setShortcut(QKeySequence::Open);
    connect(m_open, &QAction::triggered, this, &RecordFiles::openGame);

    m_save = new QAction(QIcon::fromTheme("document-save"), QString(), this);
    m_save->setShortcut(QKeySequence::Save);
    connect(m_save, &QAction::triggered, this, &RecordFiles::saveGame);

    m_saveAs = new QAction(QIcon::fromTheme("document-save-as"), QString(), this);
    m_saveAs->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, this, &RecordFiles::saveGameAs);

    connect(m_recent, &RecentFiles::openRequested, this, [this](const QString& path) {
        if (keepUnsaved()) openFile(path);
    });
    connect(m_session, &GameSession::autoSaveFailed, this, [this](const QString& error) {
        emit message(tr("Autosave failed: %1").arg(error), 10000);
    });
    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
    retranslate();
}

QMenu* RecordFiles::recentMenu() const {
    return m_recent->menu();
}

QStringList RecordFiles::recentFiles() const {
    return m_recent->files();
}

void RecordFiles::retranslate() {
    m_open->setText(tr("&Open…"));
    m_open->setStatusTip(tr("Open a game record (.ogn)"));
    m_save->setText(tr("&Save"));
    m_save->setStatusTip(tr("Save the game record"));
    m_saveAs->setText(tr("Save &As…"));
    m_saveAs->setStatusTip(tr("Save the game record under a new name"));
    m_recent->retranslate();
}

void RecordFiles::showWarning(const QString& title, const QString& text) {
    showMessageBox(m_window, MessageKind::Notice, QMessageBox::Warning, title, text);
}

bool RecordFiles::openFile(const QString& path) {
    QString why;
    if (!m_session->open(path, &why)) {
        showWarning(tr("Cannot open the game"), why);
        return false;
    }
    m_recent->add(path);
    remembered::setLastFolderOf(path);
    const Record& record = m_session->tree()->record();
    if (record.movesAfterIllegal) {
        // Not an error: the game is there, up to where the rules end it.
        const Game game = record.mainlineGame();
        const Position& before = game.position();
        const int ply = int(game.moves().size()) + 1;
        const QString move =
            texts::moveText(before, record.outcome.illegalMove, interfaceNotation(),
                            m_session->model()->kingIsGyoku(before.sideToMove()));
        showWarning(tr("Game ended by an illegal move"),
                    tr("In this record, %1 %2 is illegal: %3. Under the rules the game ends "
                       "there, so it was opened up to that move; the moves written after it "
                       "were left out.")
                        .arg(texts::moveNumber(ply, record.start.sideToMove(), before.sideToMove()),
                             move, texts::illegalReason(record.outcome.illegal)));
    }
    return true;
}

bool RecordFiles::saveFile(const QString& path) {
    QString why;
    if (!m_session->save(path, &why)) {
        showWarning(tr("Cannot save the game"), why);
        return false;
    }
    m_recent->add(path);
    remembered::setLastFolderOf(path);
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(m_session->filePath())), 5000);
    return true;
}

void RecordFiles::openGame() {
    if (!keepUnsaved()) return;
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open Game"), remembered::lastFolder(),
                                     tr("Ōgi records (*.ogn);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool RecordFiles::saveGame() {
    if (m_session->filePath().isEmpty()) return saveGameAs();
    return saveFile(m_session->filePath());
}

bool RecordFiles::saveGameAs() {
    QString start = m_session->filePath();
    if (start.isEmpty()) start = QDir(remembered::lastFolder()).filePath(tr("game.ogn"));
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Game"), start, tr("Ōgi records (*.ogn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".ogn");
    return saveFile(path);
}

bool RecordFiles::keepUnsaved() {
    if (m_session->isExercise()) {
        // A lesson, puzzle or quiz keeps the game it replaced for "Back to the game": that
        // game is the one that would be lost. Save brings it back to be saved.
        if (!m_session->keptGameUnsaved()) return true;
        const auto answer = QMessageBox::question(
            m_window, tr("Unsaved game"),
            tr("The game you left for the exercises has not been saved. Save it now?"),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        if (answer == QMessageBox::Save) return m_session->resumeGame() && saveGame();
        return answer == QMessageBox::Discard;
    }
    if (!m_session->isModified() || m_session->model()->game().moves().empty()) return true;
    const auto answer = QMessageBox::question(
        m_window, tr("Unsaved game"), tr("The current game has not been saved. Save it now?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return saveGame();
    return answer == QMessageBox::Discard;
}

bool RecordFiles::offerAutoSave() {
    AutoSave::Pending pending = m_session->autoSave().takePending();
    if (pending.status == AutoSave::Status::None) return false;
    if (pending.status == AutoSave::Status::Corrupt) {
        showWarning(tr("Autosaved game damaged"),
                    tr("The game saved automatically last time cannot be read and was set "
                       "aside as %1.\n\n%2")
                        .arg(QDir::toNativeSeparators(pending.setAsidePath), pending.error));
        return true;
    }
    const Record record = *pending.record;
    QMessageBox* box = showMessageBox(
        m_window, MessageKind::Notice, QMessageBox::Question, tr("Restore the unfinished game?"),
        tr("The last session ended before its game did (%n move(s) played). Restore that game?",
           nullptr, int(record.mainlineGame().moves().size())),
        QMessageBox::Yes | QMessageBox::No);
    connect(box, &QMessageBox::finished, this, [this, box, record](int) {
        if (box->clickedButton() == box->button(QMessageBox::Yes))
            m_session->restore(record);
        else
            m_session->autoSave().clear();
    });
    return true;
}

bool RecordFiles::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_window) return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::Drop) {
        // One local file dropped on the window opens as a record.
        auto* drop = static_cast<QDropEvent*>(event);
        const QList<QUrl> urls = drop->mimeData()->urls();
        if (urls.size() != 1 || !urls.front().isLocalFile()) return false;
        drop->acceptProposedAction();
        if (event->type() == QEvent::Drop && keepUnsaved()) openFile(urls.front().toLocalFile());
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ogi
