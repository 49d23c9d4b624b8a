// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The interface language: "" follows the system, "en", "fr" or "ja" force one. The program's
// translations are loaded from :/i18n/ogi_<lang>.qm (embedded at build time) and Qt's own
// strings (message-box buttons, file dialogs) from qtbase_<lang>.qm in Qt's translations
// folder. Installing or removing a translator makes Qt send QEvent::LanguageChange to every
// widget, which is how open windows and dialogs retranslate themselves without a restart.
#pragma once

#include "model/game/gametexts.h"

#include <QString>
#include <QStringList>

namespace ogi {

// The languages the program is translated into, besides English (the source language).
QStringList translatedLanguages();
// The language "" (system) stands for: the first of the system's preferred UI languages
// that the program speaks, else "en".
QString systemLanguage();
// Installs the translators for lang (replacing the previous ones; "" = system). Returns
// whether a translation of the program was loaded; English is not an error.
bool applyLanguage(const QString& lang);
// The language code applyLanguage settled on ("en" when no translation was loaded).
QString activeLanguage();
// How moves are written in the interface language: kanji (☗歩c3-c4) in Japanese, letters
// (Pc3-c4) otherwise. Every view that shows moves asks this one function.
Notation interfaceNotation();

} // namespace ogi
