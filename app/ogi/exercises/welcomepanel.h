// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// WelcomePanel: three ways in, over the board, on the first start and from Help → Welcome:
// learn the game (the lessons), play the computer at a beginner's level, or open a record.
// Any choice, or closing it, dismisses it for good (the setting ui/welcomeDismissed); Help →
// Welcome shows it again. It covers the board, which it dims, and follows its size.
#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSettings;

namespace ogi {

class WelcomePanel : public QWidget {
    Q_OBJECT
public:
    // The level offered to a beginner: the computer's easiest but one (level 1 plays
    // random moves too often to teach anything).
    static constexpr int BeginnerLevel = 2;

    explicit WelcomePanel(QWidget* board);

    // Whether the panel was dismissed once (then the first start does not show it).
    static bool wasDismissed(const QSettings& settings);
    // Shows it over the board, on top of everything there.
    void open();

public slots:
    // Hides it for good (a game, lesson or puzzle started from the menus does too).
    void dismiss();

signals:
    void learnChosen();
    void playChosen();
    void openChosen();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void paintEvent(QPaintEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    void placeCard();
    void retranslate();

    QWidget* m_card;
    QLabel* m_title;
    QLabel* m_text;
    QPushButton* m_learn;
    QPushButton* m_play;
    QPushButton* m_open;
    QPushButton* m_close;
};

} // namespace ogi
