// The interface language: "" follows the system, "en", "fr" or "ja" force one. The
// translations are loaded from :/i18n/ogi_<lang>.qm when the program carries them; a
// missing file leaves the English texts.
#pragma once

#include <QString>

namespace ogi {

// Installs the translator for lang (replacing the previous one). Returns whether a
// translation was found; English (or nothing found) is not an error.
bool applyLanguage(const QString& lang);
// The language code applyLanguage settled on ("en" when no translation was loaded).
QString activeLanguage();

} // namespace ogi
