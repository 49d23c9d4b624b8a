// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What every program showing Ōgi's window sets up first: the names QSettings and
// QStandardPaths use, the version, the embedded artwork and translations, the window icon,
// and the saved interface language.
#pragma once

namespace ogi {

// After the QApplication is made, before any window.
void setUpApplication();

} // namespace ogi
