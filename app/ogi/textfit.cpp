// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textfit.h"

#include <algorithm>

#include <QFontMetrics>
#include <QPainter>
#include <QStringList>
#include <QStyle>
#include <QTextLayout>

namespace ogi {

namespace {
// text with word joiners around the hyphen or x of a move between two squares (c3-c4,
// c3xc4), in any language: a line breaks after a hyphen otherwise ("Pg3-" / "g4").
QString joinMoves(const QString& text) {
    const QChar joiner(0x2060);
    QString out;
    out.reserve(text.size() + 8);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        const bool mark = (c == QLatin1Char('-') || c == QLatin1Char('x')) && i > 0 &&
                          text[i - 1].isDigit() && i + 1 < text.size() &&
                          text[i + 1].unicode() < 0x80 && text[i + 1].isLetter();
        if (mark) out += joiner;
        out += c;
        if (mark) out += joiner;
    }
    return out;
}
} // namespace

QString fitLines(const QString& text, const QFont& font, int width, int lines) {
    const QFontMetrics fm(font);
    QStringList shown;
    const QStringList paragraphs = text.split(QLatin1Char('\n'));
    for (qsizetype p = 0; p < paragraphs.size() && int(shown.size()) < lines; ++p) {
        // Laid out with word joiners (breakableText, joinMoves: no line breaks inside a move
        // or a katakana word), shown without them.
        const QString paragraph = joinMoves(breakableText(paragraphs[p]));
        QTextLayout layout(paragraph, font);
        layout.beginLayout();
        for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
            line.setLineWidth(width);
            if (int(shown.size()) == lines - 1) {
                // The last line kept: the rest of the text, cut to the width.
                QString rest = paragraph.mid(line.textStart()).trimmed();
                for (qsizetype q = p + 1; q < paragraphs.size(); ++q)
                    rest += QLatin1Char(' ') + paragraphs[q];
                shown << fm.elidedText(rest, Qt::ElideRight, width);
                break;
            }
            shown << paragraph.mid(line.textStart(), line.textLength()).trimmed();
        }
        layout.endLayout();
    }
    return shown.join(QLatin1Char('\n')).remove(QChar(0x2060));
}

namespace {
bool isKatakana(QChar c) {
    return (c.unicode() >= 0x30A0 && c.unicode() <= 0x30FF) || c.unicode() == 0xFF70;
}
bool isHiragana(QChar c) {
    return c.unicode() >= 0x3041 && c.unicode() <= 0x309F;
}
bool isJapanese(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x3040 && u <= 0x30FF) || (u >= 0x3400 && u <= 0x9FFF) ||
           (u >= 0xF900 && u <= 0xFAFF);
}
bool isAsciiWord(QChar c) {
    return c.unicode() < 0x80 && c.isLetterOrNumber();
}
bool isSentenceEnd(QChar c) {
    return c == QChar(0x3002) || c == QChar(0xFF01) || c == QChar(0xFF1F) || c == QChar(0x300D);
}
} // namespace

QString breakableText(const QString& text) {
    if (std::none_of(text.begin(), text.end(), isJapanese)) return text;
    const QChar joiner(0x2060);
    QString out;
    out.reserve(text.size() * 3 / 2);
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (i > 0) {
            const QChar p = text[i - 1];
            const QChar next = i + 1 < text.size() ? text[i + 1] : QChar();
            const bool join =
                (isKatakana(p) && isKatakana(c)) ||
                // A move: c3-c4, c3xc4 (the hyphen and the x between two squares).
                ((c == QLatin1Char('-') || c == QLatin1Char('x')) && p.isDigit() &&
                 isAsciiWord(next)) ||
                ((p == QLatin1Char('-') || p == QLatin1Char('x')) && i >= 2 &&
                 text[i - 2].isDigit() && isAsciiWord(c)) ||
                (isJapanese(p) && isAsciiWord(c)) || (isAsciiWord(p) && isJapanese(c)) ||
                p == QChar(0x2617) || p == QChar(0x2616) || // ☗ ☖ and their piece
                (isHiragana(p) && isHiragana(c) && !next.isNull() && isSentenceEnd(next));
            if (join) out += joiner;
        }
        out += c;
    }
    return out;
}

WrapLabel::WrapLabel(QWidget* parent) : QLabel(parent) {
    setWordWrap(true);
    setTextFormat(Qt::PlainText);
}

int WrapLabel::flags() const {
    return int(alignment()) | Qt::TextWordWrap;
}

int WrapLabel::heightForWidth(int width) const {
    const QMargins m = contentsMargins();
    const int inner = std::max(1, width - m.left() - m.right() - 2 * margin());
    const QRect r =
        fontMetrics().boundingRect(QRect(0, 0, inner, 1 << 20), flags(), breakableText(text()));
    return r.height() + m.top() + m.bottom() + 2 * margin();
}

QSize WrapLabel::sizeHint() const {
    const int width = QLabel::sizeHint().width();
    return {width, heightForWidth(width)};
}

void WrapLabel::paintEvent(QPaintEvent*) {
    QPainter p(this);
    drawFrame(&p);
    const QRect r = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    style()->drawItemText(&p, r, flags(), palette(), isEnabled(), breakableText(text()),
                          foregroundRole());
}

} // namespace ogi
