// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/gameinfo.h"

#include "model/game/gametexts.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>

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

// Whether bytes can be a record: UTF-8 text without control characters other than tabs and
// line ends (a picture, an archive or a program has NULs and invalid UTF-8 early on).
bool isText(const QByteArray& bytes) {
    for (char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || u == 0x7f)
            return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder(bytes); // decoding happens on the conversion
    Q_UNUSED(decoded);
    return !decoder.hasError();
}

} // namespace

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

void storeGame(Record& record, const GameInfo& info, const Game& game) {
    record.setGame(game);
    record.setTag("Event", utf8(info.event.isEmpty() ? QStringLiteral("Ōgi game") : info.event));
    record.setTag("Date",
                  utf8(info.date.isValid() ? info.date.toString(QStringLiteral("yyyy.MM.dd"))
                                           : QStringLiteral("????.??.??")));
    for (Side s : {Sente, Gote}) {
        // An unnamed player is called by the side it plays, as the rules name it.
        record.setTag(nameTag(s), info.players[s].name.isEmpty() ? std::string(nameTag(s))
                                                                 : utf8(info.players[s].name));
        record.setTag(kingTag(s), info.gyoku[s] ? "玉" : "王");
        const PlayerInfo& p = info.players[s];
        if (p.kind() == PlayerInfo::Kind::Computer)
            record.setTag(levelTag(s), std::to_string(p.level));
        else
            removeTag(record, levelTag(s));
        if (p.kind() == PlayerInfo::Kind::Engine)
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
        QString name = str(record.tag(nameTag(s)));
        const bool unnamed = name == QLatin1String("?") || name == QLatin1String(nameTag(s));
        info.players[s].name = unnamed ? QString() : name;
        const QString king = str(record.tag(kingTag(s)));
        if (king == QStringLiteral("玉"))
            info.gyoku[s] = true;
        else if (king == QStringLiteral("王"))
            info.gyoku[s] = false;
        bool ok = false;
        const int level = str(record.tag(levelTag(s))).toInt(&ok);
        if (ok && level >= 1 && level <= 10) {
            info.players[s].computer = true;
            info.players[s].level = level;
        }
        // The executable is this machine's: the session finds it among the engines added.
        if (const QString engine = str(record.tag(engineTag(s))); !engine.isEmpty()) {
            info.players[s].computer = true;
            info.players[s].engine = engine;
        }
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

std::optional<Record> readRecordFile(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("GameDocument", "Cannot read %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    const QByteArray bytes = file.readAll();
    if (!isText(bytes)) {
        // Said without quoting the file: its bytes would only be noise in the message.
        if (error)
            *error = QCoreApplication::translate(
                         "GameDocument", "%1 is not a text file, so it cannot be an Ōgi record.")
                         .arg(path);
        return std::nullopt;
    }
    const auto parsed = parseRecord(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok()) {
        if (error)
            *error =
                QCoreApplication::translate("GameDocument", "%1 is not a valid Ōgi record:\n%2")
                    .arg(path, texts::errorText(parsed.failure()));
        return std::nullopt;
    }
    return *parsed;
}

bool writeRecordFile(const QString& path, const Record& record, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("GameDocument", "Cannot write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    const std::string text = writeRecord(record);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) {
        if (error)
            *error = QCoreApplication::translate("GameDocument", "Cannot write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace ogi
