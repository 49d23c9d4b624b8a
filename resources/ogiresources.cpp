// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "ogiresources.h"

#include <QtCore/qglobal.h>

void ogiInitResources() {
    Q_INIT_RESOURCE(ogi_artwork);
    Q_INIT_RESOURCE(ogi_puzzles);
}
