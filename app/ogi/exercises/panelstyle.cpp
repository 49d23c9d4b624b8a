// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "exercises/panelstyle.h"

#include "language.h"
#include "model/game/gametexts.h"
#include "rules/notation.h"
#include "textfit.h"

#include <QCoreApplication>
#include <QLabel>

namespace ogi {

QLabel* panelLabel(QWidget* parent, qreal scale, bool bold) {
    auto* label = new WrapLabel(parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * scale);
    f.setBold(bold);
    label->setFont(f);
    return label;
}

QLabel* feedbackLabel(QWidget* parent) {
    QLabel* label = panelLabel(parent);
    label->setMargin(8);
    label->setAutoFillBackground(true);
    label->hide();
    return label;
}

void showFeedback(QLabel* label, const QString& text, bool good) {
    label->setText(text);
    label->setVisible(!text.isEmpty());
    // Dark text on a light tint in every theme: the colours carry the meaning.
    QPalette pal = label->palette();
    pal.setColor(QPalette::Window, good ? QColor(222, 242, 222) : QColor(252, 230, 214));
    pal.setColor(QPalette::WindowText, QColor(30, 30, 30));
    label->setPalette(pal);
}

QString moveLegend() {
    if (interfaceNotation() == Notation::Kanji) return QString(); // moves in kanji
    QStringList items;
    for (PieceType t : {King, Princess, Rook, Bishop, Silver, Knight, Lance, Pawn})
        items << QCoreApplication::translate("ogi::PanelStyle", "%1 = %2")
                     .arg(QString(QLatin1Char(pieceLetter(t))), texts::pieceName(t, false));
    // The list's separator is the language's own (、 in Japanese).
    return QCoreApplication::translate("ogi::PanelStyle", "In the moves: %1.")
        .arg(items.join(texts::listSeparator()));
}

} // namespace ogi
