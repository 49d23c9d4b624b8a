// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The translations are a Qt resource (:/i18n/ogi_fr.qm, :/i18n/ogi_ja.qm) attached to this
// library by qt_add_translations; this file only gives the library something to compile.
namespace ogi {
int translationsLibrary() {
    return 0;
}
} // namespace ogi
