// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/gamesetup.h"

#include <QSettings>

namespace ogi {

namespace {
QString sideKey(Side s) {
    return s == Sente ? QStringLiteral("newgame/sente") : QStringLiteral("newgame/gote");
}
} // namespace

GameSetup GameSetup::load(const QSettings& st) {
    GameSetup g;
    for (Side s : {Sente, Gote}) {
        const QString k = sideKey(s);
        PlayerInfo& p = g.info.players[s];
        const bool program = st.value(k + "Computer", s == Gote).toBool();
        p.level = qBound(1, st.value(k + "Level", 3).toInt(), 10);
        p.name = st.value(k + "Name").toString();
        p.engine = st.value(k + "Engine").toString();
        p.enginePath = st.value(k + "EnginePath").toString();
        p.kind = !program             ? PlayerInfo::Kind::Human
                 : p.engine.isEmpty() ? PlayerInfo::Kind::Computer
                                      : PlayerInfo::Kind::Engine;
        if (p.kind != PlayerInfo::Kind::Engine) {
            p.engine.clear();
            p.enginePath.clear();
        }
    }
    g.handicap.weaker = st.value("newgame/weaker", "sente").toString() == "gote" ? Gote : Sente;
    g.handicap.promoted =
        st.value("newgame/promoted", 0).toULongLong() & handicapCandidates(g.handicap.weaker);
    g.info.gyoku[Sente] = st.value("newgame/senteGyoku", true).toBool();
    g.info.gyoku[Gote] = st.value("newgame/goteGyoku", false).toBool();
    if (const auto tc = TimeControl::fromTag(st.value("newgame/timeControl", "-").toString()))
        g.info.timeControl = *tc;
    g.info.handicap = g.handicap.tagText();
    // Friendly until the player chooses the official rule in New Game: a newcomer's first
    // game is not lost by one slip. (The keys newgame/refuseIllegal and, before it,
    // rules/refuseIllegal held "official" by default, so a false there was no choice.)
    g.info.refuseIllegal =
        st.value("newgame/illegalMoveRule").toString() != QLatin1String("official");
    return g;
}

void GameSetup::save(QSettings& st) const {
    for (Side s : {Sente, Gote}) {
        const QString k = sideKey(s);
        st.setValue(k + "Computer", info.players[s].isProgram());
        st.setValue(k + "Level", info.players[s].level);
        st.setValue(k + "Name", info.players[s].name);
        st.setValue(k + "Engine", info.players[s].engine);
        st.setValue(k + "EnginePath", info.players[s].enginePath);
    }
    st.setValue("newgame/weaker", handicap.weaker == Gote ? "gote" : "sente");
    st.setValue("newgame/promoted", quint64(handicap.promoted));
    st.setValue("newgame/senteGyoku", info.gyoku[Sente]);
    st.setValue("newgame/goteGyoku", info.gyoku[Gote]);
    st.setValue("newgame/timeControl", info.timeControl.toTag());
    st.setValue("newgame/illegalMoveRule", info.refuseIllegal ? "friendly" : "official");
}

} // namespace ogi
