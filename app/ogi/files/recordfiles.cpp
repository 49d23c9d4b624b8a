// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "files/recordfiles.h"

#include "files/recentfiles.h"
#include "language.h"
#include "messagebox.h"
#include "model/document/document.h"
#include "model/document/gametree.h"
#include "model/document/journal.h"
#include "model/files/recordfile.h"
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

    connect(m_recent, &RecentFiles::openRequested, this, &RecordFiles::openFile);
    connect(m_session->journal(), &Journal::writeFailed, this, [this](const QString& error) {
        emit message(tr("Your unsaved work could not be kept safe: %1").arg(error), 10000);
    });
    m_window->setAcceptDrops(true);
    m_window->installEventFilter(this);
    retranslate();
}

QMenu* RecordFiles::recentMenu() const {
    return m_recent->menu();
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
    // Check, ask, replace: the file is read first; a record that cannot be opened leaves the
    // game as it is.
    QString why;
    const auto read = readRecordFile(path, &why);
    if (!read) {
        showWarning(tr("Cannot open the game"), why);
        return false;
    }
    if (!keepUnsaved()) return false;
    m_session->load(*read, path);
    m_recent->add(path);
    remembered::setLastFolderOf(path);
    const Record& record = m_session->document()->tree()->record();
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
                        .arg(texts::moveNumber(ply, record.start.sideToMove(), before.sideToMove(),
                                               interfaceNotation()),
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
    emit message(tr("Saved %1").arg(QDir::toNativeSeparators(m_session->document()->filePath())),
                 5000);
    return true;
}

void RecordFiles::openGame() {
    const QString path =
        QFileDialog::getOpenFileName(m_window, tr("Open Game"), remembered::lastFolder(),
                                     tr("Ōgi records (*.ogn);;All files (*)"));
    if (!path.isEmpty()) openFile(path);
}

bool RecordFiles::saveGame() {
    if (m_session->document()->filePath().isEmpty()) return saveGameAs();
    return saveFile(m_session->document()->filePath());
}

bool RecordFiles::saveGameAs() {
    QString start = m_session->document()->filePath();
    if (start.isEmpty()) start = QDir(remembered::lastFolder()).filePath(tr("game.ogn"));
    QString path =
        QFileDialog::getSaveFileName(m_window, tr("Save Game"), start, tr("Ōgi records (*.ogn)"));
    if (path.isEmpty()) return false;
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".ogn");
    return saveFile(path);
}

bool RecordFiles::keepUnsaved() {
    const Document* document = m_session->document();
    if (!document->isModified()) return true;
    const QString file = document->filePath();
    const Game game = document->record().mainlineGame();
    QString question;
    if (m_session->isExercise())
        // A lesson, puzzle or quiz keeps the game it replaced for "Back to the game": that
        // game is the one that would be lost.
        question = tr("The game you left for the exercises has unsaved changes. Save them now?");
    else if (!file.isEmpty())
        question = tr("Save your changes to %1?").arg(QFileInfo(file).fileName());
    else if (!game.isOver() && !game.moves().empty())
        question = tr("The game in progress has not been saved. Save it now?");
    else
        question = tr("This game has not been saved. Save it now?");
    QMessageBox box(QMessageBox::Question, tr("Unsaved changes"), question,
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, m_window);
    box.setDefaultButton(QMessageBox::Save);
    //: The button that replaces the game without saving it.
    box.button(QMessageBox::Discard)->setText(tr("&Don't Save"));
    box.exec();
    const QAbstractButton* answer = box.clickedButton();
    if (answer == box.button(QMessageBox::Save)) return saveGame();
    return answer == box.button(QMessageBox::Discard);
}

bool RecordFiles::offerJournal() {
    Journal* journal = m_session->journal();
    const Journal::Pending pending = journal->takePending();
    if (pending.status == Journal::Status::None) return false;
    if (pending.status == Journal::Status::Corrupt) {
        showWarning(tr("Unsaved work damaged"),
                    tr("The work kept safe when Ōgi last stopped cannot be read.\n\n%1")
                        .arg(pending.error));
        return true;
    }
    const Journal::Entry entry = pending.entry;
    // After the document, the position that was being set up.
    auto offerSetup = [this, journal, entry] {
        if (entry.setup.isEmpty()) return;
        const auto pos = Position::fromSfen(entry.setup.toStdString());
        if (!pos.ok()) {
            journal->dropSetup();
            return;
        }
        const Position position = *pos;
        ask(tr("Restore the position?"), tr("Restore the position you were setting up?"),
            [this, position](bool yes) {
                if (yes)
                    emit setupRestored(position);
                else
                    m_session->journal()->dropSetup();
            });
    };
    journal->keepSetup(entry.setup); // kept until answered
    if (!entry.record) {
        offerSetup();
        return true;
    }
    ask(tr("Restore your unsaved work?"), Journal::offerText(entry),
        [this, journal, entry, offerSetup](bool yes) {
            if (yes)
                m_session->restore(*entry.record, entry.file);
            else
                journal->update(); // what the user chose not to restore is never offered again
            offerSetup();
        });
    return true;
}

// A question the user must answer before working on (window-modal, without blocking the
// event loop): Restore or Discard.
void RecordFiles::ask(const QString& title, const QString& text,
                      const std::function<void(bool)>& answered) {
    auto* box =
        new QMessageBox(QMessageBox::Question, title, text, QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("restoreBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::WindowModal);
    QPushButton* restore = box->addButton(tr("&Restore"), QMessageBox::AcceptRole);
    box->addButton(tr("&Discard"), QMessageBox::RejectRole);
    box->setDefaultButton(restore);
    connect(box, &QMessageBox::finished, this,
            [box, restore, answered](int) { answered(box->clickedButton() == restore); });
    box->open();
}

bool RecordFiles::eventFilter(QObject* watched, QEvent* event) {
    if (watched != m_window) return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::DragEnter || event->type() == QEvent::Drop) {
        // One local file dropped on the window opens as a record.
        auto* drop = static_cast<QDropEvent*>(event);
        const QList<QUrl> urls = drop->mimeData()->urls();
        if (urls.size() != 1 || !urls.front().isLocalFile()) return false;
        drop->acceptProposedAction();
        if (event->type() == QEvent::Drop) openFile(urls.front().toLocalFile());
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace ogi
