// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/enginelogwindow.h"

#include "model/engines/usiprocess.h"

#include <QApplication>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFontDatabase>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QVBoxLayout>

namespace ogi {

EngineLogWindow::EngineLogWindow(QWidget* parent)
    : QWidget(parent, Qt::Window), m_text(new QPlainTextEdit(this)),
      m_buttons(new QDialogButtonBox(QDialogButtonBox::Close, this)),
      m_clear(m_buttons->addButton(QString(), QDialogButtonBox::ResetRole)),
      m_copy(m_buttons->addButton(QString(), QDialogButtonBox::ActionRole)) {
    m_text->setReadOnly(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth); // long "info" lines read whole
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setMaximumBlockCount(int(EngineLog::MaxLog));
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QWidget::close);
    // The view asks: the model empties its log and says so.
    connect(m_clear, &QPushButton::clicked, this, [] { EngineLog::global().clear(); });
    connect(m_copy, &QPushButton::clicked, this, &EngineLogWindow::copy);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_buttons);
    const EngineLog& log = EngineLog::global();
    connect(&log, &EngineLog::added, this, &EngineLogWindow::append);
    connect(&log, &EngineLog::cleared, m_text, &QPlainTextEdit::clear);
    resize(760, 420);
    retranslate();
}

void EngineLogWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) retranslate();
    QWidget::changeEvent(event);
}

void EngineLogWindow::retranslate() {
    setWindowTitle(tr("Engine Log"));
    m_clear->setText(tr("C&lear"));
    m_clear->setToolTip(tr("Empty the log"));
    m_copy->setText(tr("&Copy"));
    m_copy->setToolTip(tr("Copy the selected lines, or the whole log when none is selected"));
    m_text->setAccessibleName(tr("Engine log"));
    m_text->setPlaceholderText(
        tr("The lines exchanged with external engines, playing or analysing, appear here."));
    showAll(); // the marks are in the language too
}

void EngineLogWindow::showAll() {
    m_text->clear();
    for (const UsiLogEntry& e : EngineLog::global().entries()) append(e);
}

void EngineLogWindow::append(const UsiLogEntry& entry) {
    QString arrow, colour, text = entry.text.toHtmlEscaped();
    switch (entry.kind) {
    case UsiLogEntry::Kind::Sent: arrow = QStringLiteral("→"); break;
    case UsiLogEntry::Kind::Received: arrow = QStringLiteral("←"); break;
    case UsiLogEntry::Kind::Garbage:
        arrow = QStringLiteral("←");
        colour = QStringLiteral("#c01c28");
        //: Marks a line of an engine's log that the program could not read.
        text += QStringLiteral("  ") + tr("(not understood)").toHtmlEscaped();
        break;
    case UsiLogEntry::Kind::Problem:
        arrow = QStringLiteral("!");
        colour = QStringLiteral("#b35900");
        break;
    case UsiLogEntry::Kind::Note:
        arrow = QStringLiteral("#");
        colour = QStringLiteral("#6a6a6a");
        //: In the engine log: the engine's program was started from this file.
        text = tr("started %1").arg(entry.text).toHtmlEscaped();
        break;
    }
    const QString line = QStringLiteral("%1  %2  %3  %4")
                             .arg(entry.time.toString(QStringLiteral("HH:mm:ss.zzz")),
                                  entry.engine.toHtmlEscaped(), arrow, text);
    const bool atEnd =
        m_text->verticalScrollBar()->value() == m_text->verticalScrollBar()->maximum();
    m_text->appendHtml(colour.isEmpty()
                           ? QStringLiteral("<span style=\"white-space:pre\">%1</span>").arg(line)
                           : QStringLiteral("<span style=\"white-space:pre; color:%1\">%2</span>")
                                 .arg(colour, line));
    // The newest line stays in sight unless the user scrolled up to read.
    if (atEnd) m_text->verticalScrollBar()->setValue(m_text->verticalScrollBar()->maximum());
}

void EngineLogWindow::copy() {
    const QString selected = m_text->textCursor().selectedText();
    QApplication::clipboard()->setText(
        selected.isEmpty()
            ? m_text->toPlainText()
            : QString(selected).replace(QChar::ParagraphSeparator, QLatin1Char('\n')));
}

} // namespace ogi
