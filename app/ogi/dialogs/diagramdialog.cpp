// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/diagramdialog.h"

#include "settings.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>

namespace ogi {

namespace {
const char* FolderKey = "diagram/folder";
const char* CellKey = "diagram/cell";
const char* SideToMoveKey = "diagram/markSideToMove";
const char* LastMoveKey = "diagram/markLastMove";
} // namespace

DiagramDialog::DiagramDialog(QWidget* parent) : QDialog(parent) {
    setWindowTitle(tr("Export Diagram"));
    const QSettings settings;
    // The folder of the last diagram; the records' folder before the first one.
    const QString folder = settings.value(FolderKey, remembered::lastFolder()).toString();
    m_path = new QLineEdit(QDir(folder).filePath(tr("position.svg")), this);
    m_path->setMinimumWidth(m_path->fontMetrics().averageCharWidth() * 40);
    auto* browse = new QPushButton(tr("&Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &DiagramDialog::browse);
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);

    m_size = new QComboBox(this);
    const QString names[] = {tr("Small"), tr("Medium"), tr("Large")};
    const int wanted = settings.value(CellKey, 64).toInt();
    for (int i = 0; i < int(std::size(DiagramCellSizes)); ++i) {
        DiagramOptions o;
        o.cell = DiagramCellSizes[i];
        const QSize px = diagramSize(o).toSize();
        m_size->addItem(tr("%1 (%2 × %3 pixels)").arg(names[i]).arg(px.width()).arg(px.height()),
                        o.cell);
        if (o.cell == wanted) m_size->setCurrentIndex(i);
    }
    m_sideToMove = new QCheckBox(tr("Mark the side to &move"), this);
    m_sideToMove->setChecked(settings.value(SideToMoveKey, true).toBool());
    m_lastMove = new QCheckBox(tr("Mark the &last move"), this);
    m_lastMove->setChecked(settings.value(LastMoveKey, true).toBool());

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, [this, buttons] {
        buttons->button(QDialogButtonBox::Save)->setEnabled(!m_path->text().trimmed().isEmpty());
    });

    auto* form = new QFormLayout;
    // A label of its own: a row holding a layout gets no buddy, and would show the "&".
    auto* fileLabel = new QLabel(tr("&File:"), this);
    fileLabel->setBuddy(m_path);
    form->addRow(fileLabel, pathRow);
    form->addRow(tr("&Size:"), m_size);
    form->addRow(QString(), m_sideToMove);
    form->addRow(QString(), m_lastMove);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void DiagramDialog::browse() {
    QString filter =
        format() == DiagramFormat::Png ? tr("PNG picture (*.png)") : tr("SVG picture (*.svg)");
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Diagram"), filePath(), tr("SVG picture (*.svg);;PNG picture (*.png)"),
        &filter, QFileDialog::DontConfirmOverwrite);
    if (path.isEmpty()) return;
    QString chosen = path;
    if (QFileInfo(chosen).suffix().isEmpty())
        chosen +=
            filter.contains(QLatin1String("png")) ? QStringLiteral(".png") : QStringLiteral(".svg");
    m_path->setText(QDir::toNativeSeparators(chosen));
}

QString DiagramDialog::filePath() const {
    QString path = QDir::fromNativeSeparators(m_path->text().trimmed());
    if (QFileInfo(path).suffix().isEmpty()) path += QStringLiteral(".svg");
    return path;
}

DiagramFormat DiagramDialog::format() const {
    return filePath().endsWith(QLatin1String(".png"), Qt::CaseInsensitive) ? DiagramFormat::Png
                                                                           : DiagramFormat::Svg;
}

int DiagramDialog::cellSize() const {
    return m_size->currentData().toInt();
}

bool DiagramDialog::markSideToMove() const {
    return m_sideToMove->isChecked();
}

bool DiagramDialog::markLastMove() const {
    return m_lastMove->isChecked();
}

void DiagramDialog::accept() {
    QSettings settings;
    settings.setValue(FolderKey, QFileInfo(filePath()).absolutePath());
    settings.setValue(CellKey, cellSize());
    settings.setValue(SideToMoveKey, markSideToMove());
    settings.setValue(LastMoveKey, markLastMove());
    QDialog::accept();
}

} // namespace ogi
