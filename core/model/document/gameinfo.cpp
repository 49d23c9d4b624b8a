// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/gameinfo.h"

#include "model/game/gametexts.h"
#include "rules/terms.h"

#include <QCoreApplication>

namespace ogi {

namespace {

const char* kingTag(Side s) {
    return s == Sente ? "SenteKing" : "GoteKing";
}
const char* nameTag(Side s) {
    return s == Sente ? "Sente" : "Gote";
}
const char* levelTag(Side s) {
    return s == Sente ? "SenteLevel" : "GoteLevel";
}
const char* engineTag(Side s) {
    return s == Sente ? "SenteEngine" : "GoteEngine";
}

// The rule for illegal moves, an extra tag (RULES.md §8 lets records carry more tags).
constexpr const char* IllegalMoveRuleTag = "IllegalMoveRule";
constexpr const char* FriendlyRule = "friendly";

std::string utf8(const QString& s) {
    return s.toStdString();
}

QString str(const std::string* s) {
    return s ? QString::fromStdString(*s) : QString();
}

void removeTag(Record& r, const char* name) {
    std::erase_if(r.tags, [name](const auto& t) { return t.first == name; });
}

} // namespace

PlayerInfo PlayerInfo::human(QString name) {
    PlayerInfo p;
    p.name = std::move(name);
    return p;
}

PlayerInfo PlayerInfo::computer(int level, QString name) {
    PlayerInfo p;
    p.kind = Kind::Computer;
    p.level = level;
    p.name = std::move(name);
    return p;
}

PlayerInfo PlayerInfo::external(QString engine, QString path, QString name) {
    PlayerInfo p;
    p.kind = Kind::Engine;
    p.engine = std::move(engine);
    p.enginePath = std::move(path);
    p.name = std::move(name);
    return p;
}

qint64 GameInfo::clockAfter(Side s, int plies, Side firstMover) const {
    qint64 ms = timeControl.mainMs;
    for (int i = 0; i < plies && i < int(clocks.size()); ++i)
        if ((i % 2 == 0 ? firstMover : opposite(firstMover)) == s && clocks[std::size_t(i)] >= 0)
            ms = clocks[std::size_t(i)];
    return ms;
}

void GameInfo::restoreClocks(GameClock& clock, const Game& game) const {
    clock.reset(timeControl);
    Side mover = game.startPosition().sideToMove();
    for (qint64 ms : clocks) {
        if (ms >= 0) clock.setRemaining(mover, ms);
        mover = opposite(mover);
    }
    if (moverClock >= 0 && !game.isOver())
        clock.setRemaining(game.position().sideToMove(), moverClock);
}

QString defaultPlayerName(Side s, const PlayerInfo& player) {
    switch (player.kind) {
    case PlayerInfo::Kind::Human: break;
    case PlayerInfo::Kind::Computer:
        return QCoreApplication::translate("GameInfo", "Computer, level %1").arg(player.level);
    case PlayerInfo::Kind::Engine:
        if (!player.engine.isEmpty()) return player.engine;
        break;
    }
    return texts::sideName(s);
}

void storeGame(Record& record, const GameInfo& info, const Game& game) {
    record.setGame(game);
    record.setTag("Event", utf8(info.event.isEmpty() ? QStringLiteral("Ōgi game") : info.event));
    record.setTag("Date",
                  utf8(info.date.isValid() ? info.date.toString(QStringLiteral("yyyy.MM.dd"))
                                           : QStringLiteral("????.??.??")));
    for (Side s : {Sente, Gote}) {
        // An unnamed player is called as the interface calls it: a record made in Japanese
        // says 先手 or the level (the tag then reads back as no name).
        const PlayerInfo& named = info.players[s];
        record.setTag(nameTag(s),
                      utf8(named.name.isEmpty() ? defaultPlayerName(s, named) : named.name));
        record.setTag(kingTag(s), info.gyoku[s] ? "玉" : "王");
        const PlayerInfo& p = info.players[s];
        if (p.kind == PlayerInfo::Kind::Computer)
            record.setTag(levelTag(s), std::to_string(p.level));
        else
            removeTag(record, levelTag(s));
        if (p.kind == PlayerInfo::Kind::Engine)
            record.setTag(engineTag(s), utf8(p.engine));
        else
            removeTag(record, engineTag(s));
    }
    if (info.handicap.isEmpty())
        removeTag(record, "Handicap");
    else
        record.setTag("Handicap", utf8(info.handicap));
    if (info.timeControl.isNone())
        removeTag(record, "TimeControl");
    else
        record.setTag("TimeControl", utf8(info.timeControl.toTag()));
    if (info.refuseIllegal)
        record.setTag(IllegalMoveRuleTag, FriendlyRule);
    else
        removeTag(record, IllegalMoveRuleTag);
    if (info.timeControl.isNone() || info.moverClock < 0 || game.isOver())
        removeTag(record, "MoverClock");
    else
        record.setTag("MoverClock", utf8(formatClockAnnotation(info.moverClock)));
    // Why the final move is illegal, in the interface's words (the rules' English needs no
    // note), unless the record has its own words for it.
    if (record.outcome.termination == Termination::IllegalMove && record.illegalNote.empty()) {
        const std::string said = utf8(texts::illegalNote(record.outcome.illegal));
        if (said != std::string("illegal move: ") + illegalText(record.outcome.illegal))
            record.illegalNote = said;
    }
    // The mover's clock after each move; the illegal final attempt gets none.
    const std::size_t played = game.moves().size();
    for (std::size_t i = 0; i < record.mainline.nodes.size(); ++i) {
        RecordNode& node = record.mainline.nodes[i];
        if (!info.timeControl.isNone() && i < played && i < info.clocks.size() &&
            info.clocks[i] >= 0)
            node.setAnnotation("clk", utf8(formatClockAnnotation(info.clocks[i])));
        else
            node.removeAnnotation("clk");
    }
}

GameInfo gameInfoFromRecord(const Record& record) {
    GameInfo info;
    info.event = str(record.tag("Event"));
    info.date = QDate::fromString(str(record.tag("Date")), QStringLiteral("yyyy.MM.dd"));
    for (Side s : {Sente, Gote}) {
        const QString king = str(record.tag(kingTag(s)));
        if (king == QStringLiteral("玉"))
            info.gyoku[s] = true;
        else if (king == QStringLiteral("王"))
            info.gyoku[s] = false;
        bool ok = false;
        const int level = str(record.tag(levelTag(s))).toInt(&ok);
        if (ok && level >= 1 && level <= 10) {
            info.players[s].kind = PlayerInfo::Kind::Computer;
            info.players[s].level = level;
        }
        // The executable is this machine's: the session finds it among the engines added.
        if (const QString engine = str(record.tag(engineTag(s))); !engine.isEmpty()) {
            info.players[s].kind = PlayerInfo::Kind::Engine;
            info.players[s].engine = engine;
        }
    }
    // Read once the kind of player is known: a computer's default name is its level's.
    for (Side s : {Sente, Gote}) {
        const QString name = str(record.tag(nameTag(s)));
        const bool unnamed =
            texts::isUnnamedPlayer(name) || name == defaultPlayerName(s, info.players[s]);
        info.players[s].name = unnamed ? QString() : name;
    }
    info.handicap = str(record.tag("Handicap"));
    info.refuseIllegal = str(record.tag(IllegalMoveRuleTag)) == QLatin1String(FriendlyRule);
    if (const auto tc = TimeControl::fromTag(str(record.tag("TimeControl"))))
        info.timeControl = *tc;
    for (const RecordNode& node : record.mainline.nodes) {
        std::optional<qint64> ms;
        if (const std::string* clk = node.annotation("clk"))
            ms = parseClockAnnotation(QString::fromStdString(*clk));
        info.clocks.push_back(ms ? *ms : -1);
    }
    if (const auto ms = parseClockAnnotation(str(record.tag("MoverClock")))) info.moverClock = *ms;
    return info;
}

} // namespace ogi
