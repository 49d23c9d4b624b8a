// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// ClickSound: the short wooden click played when a piece lands. Built on Qt Multimedia's
// QSoundEffect when the program was built with it; otherwise (or with no sound device) it
// silently does nothing: sound is a nicety, never an error.
#pragma once

#include <QObject>

class QSoundEffect;

namespace ogi {

class ClickSound : public QObject {
    Q_OBJECT
public:
    explicit ClickSound(QObject* parent = nullptr);
    void setEnabled(bool on) { m_enabled = on; }
    // Whether this build can play sounds at all.
    static bool available();
    // How many clicks were asked for while enabled (tests cannot hear).
    int playCount() const { return m_count; }

public slots:
    void play();

private:
    bool m_enabled = true;
    int m_count = 0;
    QSoundEffect* m_effect = nullptr; // created on first use
};

} // namespace ogi
