// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "board/clicksound.h"

#ifdef OGI_HAVE_MULTIMEDIA
#include <QSoundEffect>
#include <QUrl>
#endif

namespace ogi {

ClickSound::ClickSound(QObject* parent) : QObject(parent) {}

bool ClickSound::available() {
#ifdef OGI_HAVE_MULTIMEDIA
    return true;
#else
    return false;
#endif
}

void ClickSound::play() {
    if (!m_enabled) return;
    ++m_count;
#ifdef OGI_HAVE_MULTIMEDIA
    if (!m_effect) {
        m_effect = new QSoundEffect(this);
        m_effect->setSource(QUrl(QStringLiteral("qrc:/sounds/click.wav")));
        m_effect->setVolume(0.8f);
    }
    m_effect->play(); // with no audio device this does nothing
#endif
}

} // namespace ogi
