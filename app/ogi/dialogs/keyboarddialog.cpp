// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs/keyboarddialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ogi {

namespace {
// The actions of a menu and of its submenus, in the order they are shown.
void collectMenu(const QMenu* menu, QList<QAction*>& out) {
    for (QAction* a : menu->actions()) {
        if (a->menu())
            collectMenu(a->menu(), out);
        else if (!a->isSeparator() && !out.contains(a))
            out << a;
    }
}

// A menu text without its mnemonic marks ("&Undo Move" → "Undo Move", "&&" → "&"; in
// Japanese "一手戻す(&U)" → "一手戻す").
QString plainText(QString text) {
    text.replace(QLatin1String("&&"), QChar(0x1));
    text.remove(QRegularExpression(QStringLiteral("\\(&[^)]\\)")));
    text.remove(QLatin1Char('&'));
    text.replace(QChar(0x1), QLatin1Char('&'));
    return text;
}
} // namespace

KeyboardDialog::KeyboardDialog(QWidget* window) : QDialog(window), m_window(window) {
    m_table = new QTableWidget(0, 2, this);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(620, 560);
    fill();
}

void KeyboardDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) fill();
    QDialog::changeEvent(event);
}

void KeyboardDialog::fill() {
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setHorizontalHeaderLabels({tr("Keys"), tr("What they do")});
    struct Row {
        QString keys, what;
        bool heading = false;
    };
    QList<Row> rows;
    rows << Row{tr("Menus and buttons"), QString(), true};
    QList<QAction*> actions;
    if (m_window) {
        if (auto* bar = m_window->findChild<QMenuBar*>())
            for (QAction* a : bar->actions())
                if (a->menu()) collectMenu(a->menu(), actions);
        // Then the window's other actions: the review's steps through the moves.
        for (QAction* a : m_window->findChildren<QAction*>())
            if (!actions.contains(a)) actions << a;
    }
    for (QAction* a : actions) {
        if (a->shortcuts().isEmpty() || a->text().isEmpty()) continue;
        QStringList keys;
        for (const QKeySequence& k : a->shortcuts()) keys << k.toString(QKeySequence::NativeText);
        rows << Row{keys.join(tr(", ", "between two keys of one action")), plainText(a->text())};
    }
    // The board's keys are no actions: they are said here as the board answers them.
    rows << Row{tr("On the board"), QString(), true};
    rows << Row{tr("Enter, Space"),
                tr("Show the board cursor (a click on the board does too); then pick up or put "
                   "down the piece under it")};
    rows << Row{tr("Arrow keys"),
                tr("Move the board cursor once it is shown (past the side edge: into the pieces "
                   "in hand); until then, Left and Right step through the moves")};
    rows << Row{tr("Esc"), tr("Let go of the piece picked up; with none, hide the board cursor: "
                              "the arrow keys step through the moves again")};
    rows << Row{tr("Tab"), tr("Go to the next part of the window: board, move box, moves")};
    rows << Row{tr("Y, Enter, +"), tr("At the promotion question: promote (or keep promoted)")};
    rows << Row{tr("N, =, -"), tr("At the promotion question: don't promote (or demote)")};
    rows << Row{tr("Esc"), tr("At the promotion question: cancel the move")};
    // The right button's shapes, kept with the move in view (saved in the record).
    rows << Row{tr("Right-drag"), tr("Draw an arrow from a square, or from a piece in hand, to "
                                     "a square; the same arrow again erases it")};
    rows << Row{tr("Right-click"), tr("Circle a square; again, erase the circle")};
    rows << Row{tr("Shift, Ctrl or Alt"),
                tr("With the right button: Shift draws in red, Ctrl or Alt in blue, Shift with "
                   "Ctrl or Alt in yellow, no key in green")};
    // The same shapes from the keyboard, at the board cursor.
    const auto key = [](int k) { return QKeySequence(k).toString(QKeySequence::NativeText); };
    rows << Row{key(Qt::Key_C),
                tr("Circle the square under the board cursor; again, erase the circle")};
    rows << Row{key(Qt::Key_A),
                tr("Start an arrow at the board cursor (a square or a piece in hand); "
                   "move the cursor and press A again to end it there; the same "
                   "arrow again erases it")};
    rows << Row{QStringList{key(Qt::Key_1), key(Qt::Key_2), key(Qt::Key_3), key(Qt::Key_4)}.join(
                    tr(", ", "between two keys of one action")),
                tr("Colour of what C and A draw: green, red, blue, yellow")};
    rows << Row{tr("Esc"), tr("While drawing an arrow: drop it")};

    m_table->clearSpans();
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < rows.size(); ++i) {
        auto* keys = new QTableWidgetItem(rows[i].keys);
        auto* what = new QTableWidgetItem(rows[i].what);
        if (rows[i].heading) {
            QFont bold = keys->font();
            bold.setBold(true);
            keys->setFont(bold);
            m_table->setSpan(i, 0, 1, 2);
        }
        m_table->setItem(i, 0, keys);
        m_table->setItem(i, 1, what);
    }
}

} // namespace ogi
