// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/analysis/evaluationtext.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ogi::texts {

namespace {
// A tr() that lupdate files under the same context as the run-time lookup.
struct EvaluationText {
    Q_DECLARE_TR_FUNCTIONS(ogi::EvaluationText)
};

// Tenths of a pawn, rounded half away from zero.
int tenths(int centipawns) {
    const int t = (std::abs(centipawns) + 5) / 10;
    return centipawns < 0 ? -t : t;
}

QString decimal(int tenthsOfPawn) {
    return QLocale().toString(std::abs(tenthsOfPawn) / 10.0, 'f', 1);
}

bool isWon(const Evaluation& e) {
    return !e.isMate && std::abs(e.centipawns) >= WonCentipawns;
}

Side ahead(const Evaluation& e) {
    if (e.isMate) return e.senteMates ? Sente : Gote;
    return e.centipawns >= 0 ? Sente : Gote;
}
} // namespace

QString evaluationShort(const Evaluation& e) {
    if (e.isMate && e.matePlies == 0)
        return ahead(e) == Sente ? EvaluationText::tr("☗ won", "short evaluation: Sente won")
                                 : EvaluationText::tr("☖ won", "short evaluation: Gote won");
    // The side that leads, by its mark, before the amount: "+3.7" with Gote to move reads
    // as Gote's advantage to one who expects the mover's view.
    const QString mark = ahead(e) == Sente ? QStringLiteral("☗\u00a0") : QStringLiteral("☖\u00a0");
    if (e.isMate) {
        const int plies = tsumePlies(e);
        if (plies == 0)
            return ahead(e) == Sente
                       ? EvaluationText::tr("☗ mate", "short evaluation: Gote is mated")
                       : EvaluationText::tr("☖ mate", "short evaluation: Sente is mated");
        return ahead(e) == Sente
                   ? EvaluationText::tr("☗ mate in %n", "short evaluation: Sente mates in n plies",
                                        plies)
                   : EvaluationText::tr("☖ mate in %n", "short evaluation: Gote mates in n plies",
                                        plies);
    }
    if (isWon(e))
        return ahead(e) == Sente
                   ? EvaluationText::tr("☗ winning", "short evaluation: Sente is winning")
                   : EvaluationText::tr("☖ winning", "short evaluation: Gote is winning");
    const int t = tenths(e.centipawns);
    if (t == 0) return decimal(t);
    return mark + QStringLiteral("+") + decimal(t);
}

QString evaluationLong(const Evaluation& e) {
    const Side side = ahead(e);
    if (e.isMate && e.matePlies == 0)
        return side == Sente ? EvaluationText::tr("Sente has captured the King")
                             : EvaluationText::tr("Gote has captured the King");
    if (e.isMate && e.matePlies == 1)
        return side == Sente ? EvaluationText::tr("Sente can capture the King")
                             : EvaluationText::tr("Gote can capture the King");
    if (e.isMate && tsumePlies(e) == 0)
        return side == Sente ? EvaluationText::tr("Gote is mated")
                             : EvaluationText::tr("Sente is mated");
    if (e.isMate)
        return side == Sente
                   ? EvaluationText::tr("Sente mates in %n ply(s)", nullptr, tsumePlies(e))
                   : EvaluationText::tr("Gote mates in %n ply(s)", nullptr, tsumePlies(e));
    if (isWon(e))
        return side == Sente ? EvaluationText::tr("Sente is winning")
                             : EvaluationText::tr("Gote is winning");
    if (tenths(e.centipawns) == 0) return EvaluationText::tr("Even", "evaluation");
    return side == Sente ? EvaluationText::tr("Sente is ahead by %1").arg(pawnAmount(e.centipawns))
                         : EvaluationText::tr("Gote is ahead by %1").arg(pawnAmount(e.centipawns));
}

int tsumePlies(const Evaluation& e) {
    return std::max(0, e.matePlies - 2);
}

namespace {
// The leading side's chance in whole per cent, 1 to 99 unless certain.
int leadingPercent(double senteChance) {
    const double lead = std::max(senteChance, 1.0 - senteChance);
    const int value = int(std::lround(lead * 100));
    return lead >= 1.0 ? 100 : std::min(value, 99);
}
} // namespace

QString winChanceShort(double senteChance) {
    const int value = leadingPercent(senteChance);
    if (value == 50) return percent(50);
    return (senteChance > 0.5 ? QStringLiteral("☗\u00a0") : QStringLiteral("☖\u00a0")) +
           percent(value);
}

QString winChanceLong(double senteChance) {
    const int value = leadingPercent(senteChance);
    return senteChance >= 0.5 || value == 50
               ? EvaluationText::tr("Sente's chance of winning: %1").arg(percent(value))
               : EvaluationText::tr("Gote's chance of winning: %1").arg(percent(value));
}

QString percent(int value) {
    return EvaluationText::tr("%1%",
                              "a whole percentage (French: a no-break space before %)")
        .arg(QLocale().toString(value));
}

QString pawnAmount(int centipawns) {
    const int t = std::abs(tenths(centipawns));
    // The form follows the whole pawns: French says "0,8 pion", "1,5 pion", "2,0 pions".
    return EvaluationText::tr("%1 pawns", "an amount of pawns with one decimal", t / 10)
        .arg(decimal(t));
}

} // namespace ogi::texts
