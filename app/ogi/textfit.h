// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// fitLines: a text in a few lines of a given width, as a label of fixed height shows it —
// broken between words (or where the language breaks lines), the last line cut with an
// ellipsis when the text goes on; the caller gives the whole text in a tooltip then.
//
// WrapLabel: a word-wrapped label of plain text whose lines never break inside a katakana
// word (レーティング), a move (☗歩c3-c4) or the last syllables of a Japanese sentence (です。),
// where the line breaking of Japanese would otherwise allow it; its text stays as set (what
// text() returns and a screen reader reads).
#pragma once

#include <QFont>
#include <QLabel>
#include <QString>

namespace ogi {

// text laid out in lines of `width` pixels in `font`, at most `lines` of them ('\n' starts a
// new one): the lines joined by '\n', the last cut with an ellipsis if text remains.
QString fitLines(const QString& text, const QFont& font, int width, int lines);

// text with word joiners (U+2060) where a line should not break: inside a katakana word,
// around a hyphen or an x between a square and a square, between a kanji or kana and the
// letters or digits beside it, after ☗ and ☖, and between the two kana before a sentence's
// end. A text without Japanese is returned as it is.
QString breakableText(const QString& text);

class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget* parent = nullptr);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    // The least size stays QLabel's (one line, its longest word): the height at the width
    // given comes from heightForWidth, as for any label that wraps. A minimum reckoned at the
    // longest word's width would make the whole window taller than a small screen.
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    int flags() const;
};

} // namespace ogi
