// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "messagebox.h"

namespace ogi {

namespace {
QString kindName(MessageKind kind) {
    return kind == MessageKind::GameOver ? QStringLiteral("gameOverBox")
                                         : QStringLiteral("noticeBox");
}
} // namespace

QMessageBox* showMessageBox(QWidget* parent, MessageKind kind, QMessageBox::Icon icon,
                            const QString& title, const QString& text,
                            QMessageBox::StandardButtons buttons) {
    const QString name = kindName(kind);
    if (parent)
        for (QMessageBox* old : parent->findChildren<QMessageBox*>(name))
            if (old->isVisible()) old->close();
    auto* box = new QMessageBox(icon, title, text, buttons, parent);
    box->setObjectName(name);
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setWindowModality(Qt::NonModal);
    box->show();
    return box;
}

} // namespace ogi
