// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The Ōgi desktop program: ogi [record.ogn]
#include "application.h"
#include "files/recordfiles.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    ogi::setUpApplication(); // the saved language first, so that --help is translated
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
    window.welcomeOnFirstStart();
    // A record named on the command line, then what a crashed session left unsaved.
    const QStringList files = parser.positionalArguments();
    if (!files.isEmpty()) window.files()->openFile(files.first());
    window.files()->offerJournal();
    return app.exec();
}
