// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The forced King captures of tests/data/tactics.tsv (n, SFEN, the one winning first move),
// shared by the tests that solve them.
#pragma once

#include "rules/position.h"

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QtGlobal>

namespace ogi::testing {

struct Tactic {
    int n; // moves to the King capture
    QString sfen;
    QString move; // machine form
};

inline QList<Tactic> loadTactics() {
    QList<Tactic> list;
    QFile f(QStringLiteral(OGI_TEST_DATA "/tactics.tsv"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) return list;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#'))) continue;
        const QStringList cols = line.split(QLatin1Char('\t'));
        if (cols.size() == 3) list.append({cols[0].toInt(), cols[1], cols[2]});
    }
    return list;
}

inline Position parse(const QString& sfen) {
    auto p = Position::fromSfen(sfen.toStdString());
    if (!p) qFatal("bad SFEN %s: %s", qPrintable(sfen), p.error().c_str());
    return *p;
}

} // namespace ogi::testing
