// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "files/transferactions.h"

#include "board/boardview.h"
#include "board/diagramexport.h"
#include "dialogs/diagramdialog.h"
#include "dialogs/positioneditor.h"
#include "files/recordfiles.h"
#include "messagebox.h"
#include "model/document/journal.h"
#include "model/document/positioncheck.h"
#include "model/game/gamemodel.h"
#include "model/game/gamesession.h"
#include "model/game/gametexts.h"
#include "rules/feen.h"

#include <QAction>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QInputDialog>

namespace ogi {

TransferActions::TransferActions(GameSession* session, BoardView* board, RecordFiles* files,
                                 QWidget* window)
    : QObject(window), m_session(session), m_board(board), m_files(files), m_window(window) {
    auto action = [this](const char* icon, void (TransferActions::*slot)()) {
        auto* a = new QAction(QIcon::fromTheme(QLatin1String(icon)), QString(), this);
        connect(a, &QAction::triggered, this, slot);
        return a;
    };
    m_copySfen = action("edit-copy", &TransferActions::copySfen);
    m_copySfen->setShortcut(QKeySequence::Copy);
    m_pasteSfen = action("edit-paste", &TransferActions::pasteSfen);
    m_pasteSfen->setShortcut(QKeySequence::Paste);
    m_copyGame = action("", &TransferActions::copyGame);
    m_copyGame->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    m_copyFeen = action("", &TransferActions::copyFeen);
    m_pasteFeen = action("", &TransferActions::pasteFeen);
    m_exportDiagram = new QAction(QIcon::fromTheme("image-x-generic"), QString(), this);
    connect(m_exportDiagram, &QAction::triggered, this, [this] { exportDiagram(); });
    m_editPosition = new QAction(this);
    connect(m_editPosition, &QAction::triggered, this, [this] { openPositionEditor(); });
    retranslate();
}

QList<QAction*> TransferActions::moreActions() const {
    return {m_copyGame, m_copyFeen, m_pasteFeen, m_exportDiagram, m_editPosition};
}

void TransferActions::retranslate() {
    m_copySfen->setText(tr("&Copy Position (SFEN)"));
    m_copySfen->setStatusTip(tr("Copy the current position as SFEN text"));
    m_pasteSfen->setText(tr("&Paste Position (SFEN)"));
    m_pasteSfen->setStatusTip(tr("Start a game from the SFEN position in the clipboard"));
    m_copyGame->setText(tr("Copy Game as .&ogn"));
    m_copyFeen->setText(tr("Copy Position as &FEEN"));
    m_pasteFeen->setText(tr("&Import FEEN Position…"));
    m_exportDiagram->setText(tr("E&xport Diagram…"));
    m_exportDiagram->setStatusTip(tr("Save the shown position as an SVG or PNG picture"));
    m_editPosition->setText(tr("Set &Up Position…"));
    m_editPosition->setStatusTip(tr("Place pieces freely and play or analyse from there"));
}

void TransferActions::showWarning(const QString& title, const QString& text) {
    showMessageBox(m_window, MessageKind::Notice, QMessageBox::Warning, title, text);
}

void TransferActions::startFrom(const Position& position) {
    if (m_files->keepUnsaved()) m_session->startFrom(position);
}

void TransferActions::copySfen() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(m_session->model()->position().toSfen()));
    emit message(tr("Position copied as SFEN"), 5000);
}

void TransferActions::pasteSfen() {
    const QString text = QGuiApplication::clipboard()->text().trimmed();
    const auto pos = Position::fromSfen(text.toStdString());
    if (!pos.ok()) {
        showWarning(tr("Cannot paste the position"),
                    tr("The clipboard does not hold a valid SFEN position: %1")
                        .arg(texts::errorText(pos.failure())));
        return;
    }
    // As from the position editor and a FEEN import: both Kings, no more pieces than the
    // game has, none that could never move (a position without a King has no game to play).
    if (const QString problem = setupProblem(*pos); !problem.isEmpty()) {
        showWarning(tr("Cannot paste the position"),
                    tr("This position cannot be played: %1").arg(problem));
        return;
    }
    startFrom(*pos);
}

void TransferActions::copyGame() {
    QGuiApplication::clipboard()->setText(QString::fromStdString(writeRecord(m_session->record())));
}

void TransferActions::copyFeen() {
    QGuiApplication::clipboard()->setText(
        QString::fromStdString(positionToFeen(m_session->model()->position())));
}

void TransferActions::pasteFeen() {
    auto* dialog = new QInputDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Import FEEN Position"));
    dialog->setLabelText(tr("Position in FEEN:"));
    dialog->setTextValue(QGuiApplication::clipboard()->text().trimmed());
    connect(dialog, &QInputDialog::textValueSelected, this, [this](const QString& text) {
        QString error;
        if (!importFeen(text, &error)) showWarning(tr("Cannot import the position"), error);
    });
    dialog->open();
}

bool TransferActions::importFeen(const QString& text, QString* error) {
    const auto pos = positionFromFeen(text.trimmed().toStdString());
    if (!pos.ok()) {
        if (error)
            *error = tr("This is not a FEEN position: %1").arg(texts::errorText(pos.failure()));
        return false;
    }
    const QString problem = setupProblem(*pos);
    if (!problem.isEmpty()) {
        if (error) *error = tr("This position cannot be played: %1").arg(problem);
        return false;
    }
    startFrom(*pos);
    return true;
}

PositionEditor* TransferActions::openPositionEditor() {
    return openPositionEditor(m_session->model()->position());
}

PositionEditor* TransferActions::openPositionEditor(const Position& start) {
    auto* editor = new PositionEditor(start, m_window);
    editor->setAttribute(Qt::WA_DeleteOnClose);
    if (m_board) editor->board()->setPieceStyle(m_board->pieceStyle());
    // The position being set up survives a crash (the journal), until the editor closes.
    Journal* journal = m_session->journal();
    connect(editor, &PositionEditor::positionEdited, journal, [journal, editor] {
        journal->keepSetup(QString::fromStdString(editor->position().toSfen()));
    });
    connect(editor, &QDialog::finished, journal, &Journal::dropSetup);
    connect(editor, &QDialog::accepted, this, [this, editor] { startFrom(editor->position()); });
    editor->open();
    return editor;
}

DiagramDialog* TransferActions::exportDiagram() {
    auto* dialog = new DiagramDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        DiagramOptions options;
        if (m_board) {
            options.style = m_board->pieceStyle();
            options.flipped = m_board->isFlipped();
        }
        const GameModel* model = m_session->model();
        options.gyoku[Sente] = model->kingIsGyoku(Sente);
        options.gyoku[Gote] = model->kingIsGyoku(Gote);
        options.cell = dialog->cellSize();
        options.markSideToMove = dialog->markSideToMove();
        if (dialog->markLastMove()) options.lastMove = model->lastMove();
        QString error;
        if (!ogi::exportDiagram(dialog->filePath(), dialog->format(), model->position(), options,
                                &error))
            showWarning(tr("Cannot export the diagram"), error);
        else
            emit message(
                tr("Diagram saved as %1").arg(QDir::toNativeSeparators(dialog->filePath())), 5000);
    });
    dialog->open();
    return dialog;
}

} // namespace ogi
