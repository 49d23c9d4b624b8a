// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/journal.h"

#include "model/document/document.h"
#include "model/document/gameinfo.h"
#include "model/document/recordchanges.h"
#include "model/files/recordfile.h"
#include "model/game/gameclock.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QTimer>

namespace ogi {

namespace {
struct JournalText {
    Q_DECLARE_TR_FUNCTIONS(ogi::Journal)
};

constexpr const char* FileName = "journal.json";
constexpr const char* Format = "ogi-journal";
constexpr int Version = 1;

QString key(const char* name) {
    return QString::fromLatin1(name);
}
} // namespace

Journal::Journal(Document* document, const QString& directory, QObject* parent)
    : QObject(parent), m_document(document),
      m_file(QString::fromLatin1(FileName), QString::fromLatin1(Format), Version,
             JournalText::tr("recovery journal"), directory),
      m_delay(new QTimer(this)), m_clockTimer(new QTimer(this)) {
    m_delay->setSingleShot(true);
    m_delay->setInterval(WriteDelay);
    connect(m_delay, &QTimer::timeout, this, &Journal::update);
    m_clockTimer->setInterval(ClockInterval);
    connect(m_clockTimer, &QTimer::timeout, this, [this] {
        if (m_clock && m_clock->isRunning() && m_document->isModified()) update();
    });
    m_clockTimer->start();
    connect(document, &Document::changed, this, &Journal::schedule);
    // Saved, or replaced by another document: what was unsaved is no longer to be offered
    // (the user saved it or chose to discard it), at once.
    connect(document, &Document::modifiedChanged, this, [this](bool modified) {
        if (!modified) update();
    });
    connect(document, &Document::replaced, this, [this] {
        if (!m_document->isModified()) update();
    });
}

QString Journal::filePath() const {
    return m_file.path();
}

void Journal::setClock(const GameClock* clock) {
    m_clock = clock;
}

void Journal::keepSetup(const QString& sfen) {
    if (m_setup == sfen) return;
    m_setup = sfen;
    schedule();
}

void Journal::dropSetup() {
    if (m_setup.isEmpty()) return;
    m_setup.clear();
    update();
}

void Journal::schedule() {
    if (!m_closed && !m_delay->isActive()) m_delay->start();
}

void Journal::flush() {
    if (m_delay->isActive()) update();
}

void Journal::close() {
    m_closed = true;
    m_delay->stop();
    m_clockTimer->stop();
    if (m_owned) QFile::remove(filePath());
}

qint64 Journal::liveClock() const {
    if (!m_clock || !m_clock->isRunning() || m_document->isSuspended()) return -1;
    return m_clock->mainLeft(m_clock->runningSide());
}

void Journal::update() {
    m_delay->stop();
    if (m_closed) return;
    const bool document = m_document->isModified();
    if (!document && m_setup.isEmpty()) {
        // Only a journal this session wrote or offered: one left by a crash stays until it
        // has been offered (a record opened from the command line comes first).
        if (m_owned) QFile::remove(filePath());
        return;
    }
    QJsonObject object;
    if (document) {
        object.insert(key("record"),
                      QString::fromStdString(writeRecord(m_document->record(liveClock()))));
        object.insert(key("file"), m_document->filePath());
    }
    if (!m_setup.isEmpty()) object.insert(key("setup"), m_setup);
    QString error;
    m_owned = true;
    if (!m_file.write(object, &error)) emit writeFailed(error);
}

Journal::Pending Journal::takePending() {
    Pending pending;
    m_owned = true;
    const ProgressFile::Contents contents = m_file.read();
    if (!contents.error.isEmpty()) {
        pending.status = Status::Corrupt;
        pending.error = contents.error;
        return pending;
    }
    if (contents.object.isEmpty()) return pending;
    Entry& entry = pending.entry;
    const QJsonObject& o = contents.object;
    if (o.contains(key("record"))) {
        QString error;
        auto record = readRecordText(o.value(key("record")).toString().toUtf8(),
                                     JournalText::tr("The unsaved game"), &error);
        if (!record) {
            pending.status = Status::Corrupt;
            pending.error = m_file.reject(error);
            return pending;
        }
        entry.record = std::move(record);
        entry.file = o.value(key("file")).toString();
    }
    entry.setup = o.value(key("setup")).toString();
    pending.status = entry.record || !entry.setup.isEmpty() ? Status::Found : Status::None;
    return pending;
}

QString Journal::offerText(const Entry& entry) {
    if (!entry.record) return QString();
    const Record& record = *entry.record;
    if (!entry.file.isEmpty()) {
        const QString name = QFileInfo(entry.file).fileName();
        QString error;
        auto onDisk = readRecordFile(entry.file, &error);
        // As the program would write the file opened (its headers filled in the same way).
        if (onDisk) storeGame(*onDisk, gameInfoFromRecord(*onDisk), onDisk->mainlineGame());
        const QString changes = onDisk ? compareRecords(*onDisk, record).text() : QString();
        if (changes.isEmpty())
            return JournalText::tr("Restore your unsaved changes to %1?").arg(name);
        return JournalText::tr("Restore your unsaved changes to %1 (%2)?").arg(name, changes);
    }
    const Game game = record.mainlineGame();
    const int moves = int(game.moves().size());
    if (game.isOver())
        return JournalText::tr("Restore the unsaved game (%n move(s))?", nullptr, moves);
    const GameInfo info = gameInfoFromRecord(record);
    for (Side s : {Gote, Sente}) {
        const PlayerInfo& p = info.players[s];
        if (p.kind == PlayerInfo::Kind::Computer)
            return JournalText::tr("Resume the game against level %1 (%n move(s))?", nullptr, moves)
                .arg(p.level);
        if (p.kind == PlayerInfo::Kind::Engine)
            return JournalText::tr("Resume the game against %1 (%n move(s))?", nullptr, moves)
                .arg(p.engine);
    }
    return JournalText::tr("Resume the unfinished game (%n move(s))?", nullptr, moves);
}

} // namespace ogi
