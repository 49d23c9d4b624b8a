// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "application.h"

#include "language.h"
#include "settings.h"

#include <QApplication>
#include <QIcon>
#include <QSettings>

#ifdef OGI_HAVE_RESOURCES
#include "ogiresources.h"
#endif

namespace ogi {

void setUpApplication() {
    QCoreApplication::setOrganizationName(QStringLiteral("Ogi"));
    QCoreApplication::setApplicationName(QStringLiteral("Ogi"));
    QCoreApplication::setApplicationVersion(QStringLiteral(OGI_VERSION));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Ōgi"));
#ifdef OGI_HAVE_RESOURCES
    ogiInitResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ogi.svg")));
#endif
    applyLanguage(Preferences::load(QSettings()).language);
}

} // namespace ogi
