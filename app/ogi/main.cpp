// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Ōgi desktop program: ogi [record.ogn]
#include "files/recordfiles.h"
#include "language.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QSettings>

#ifdef OGI_HAVE_RESOURCES
#include "ogiresources.h"
#endif

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Ogi"));
    QCoreApplication::setApplicationName(QStringLiteral("Ogi"));
    QCoreApplication::setApplicationVersion(QStringLiteral(PROJECT_VERSION_STRING));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Ōgi"));
#ifdef OGI_HAVE_RESOURCES
    ogiInitResources();
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/ogi.svg")));
#endif
    // The saved language first, so that --help is already translated.
    ogi::applyLanguage(ogi::Preferences::load(QSettings()).language);
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate("main", "Play Ōgi."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QCoreApplication::translate("main", "record"),
        QCoreApplication::translate("main", "A game record (.ogn) to open."),
        QCoreApplication::translate("main", "[record.ogn]"));
    parser.process(app);

    ogi::MainWindow window;
    window.show();
    // A record named on the command line, or else the game a crashed session left behind.
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty())
        window.files()->openFile(files.first());
    else
        window.files()->offerAutoSave();
    return app.exec();
}
