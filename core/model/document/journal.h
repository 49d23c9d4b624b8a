// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Journal: the recovery journal (as Kate and LibreOffice keep one). Whatever the user has not
// saved — the document with its unsaved changes, be it a game in play, a record being
// reviewed or annotated, or a game kept aside during an exercise; and a position being set up
// by hand — is written to journal.json soon after each change (WriteDelay), atomically
// (QSaveFile), and again every ClockInterval while a clock runs, with the time the move in
// progress has used. While nothing is unsaved there is no journal: saving, discarding
// (the document is replaced) and a clean exit remove it.
//
// A journal found at start-up therefore means the last session ended abnormally, and holds
// exactly what was lost: takePending() reads it, offerText() says what it is ("Restore your
// unsaved changes to club-evening.ogn (1 comment, 1 arrow)?"), and the session restores it.
// A journal that cannot be read is set aside (journal-corrupt-<time>.json) and reported.
#pragma once

#include "model/files/progressfile.h"
#include "rules/record.h"

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

class QTimer;

namespace ogi {

class Document;
class GameClock;

class Journal : public QObject {
    Q_OBJECT
public:
    static constexpr int WriteDelay = 250;     // ms from a change to its writing
    static constexpr int ClockInterval = 5000; // ms between writings while a clock runs

    // directory: where journal.json is kept; empty: QStandardPaths::AppDataLocation.
    explicit Journal(Document* document, const QString& directory = QString(),
                     QObject* parent = nullptr);

    QString filePath() const;
    // The game's clock: its live reading goes with the document (nullptr: none).
    void setClock(const GameClock* clock);
    // A position being set up by hand (SFEN), kept until dropSetup().
    void keepSetup(const QString& sfen);
    void dropSetup();
    // Writes what is pending now.
    void flush();
    // Writes what is unsaved now, or removes the journal when nothing is (what the user chose
    // not to restore is then never offered again).
    void update();
    // The program ends cleanly: the journal is removed and nothing more is written.
    void close();

    struct Entry {
        std::optional<Record> record; // the document's unsaved state, if any
        QString file;                 // the file it belongs to (empty: never saved)
        QString setup;                // the position being set up (SFEN), if any
    };
    enum class Status { None, Found, Corrupt };
    struct Pending {
        Status status = Status::None;
        Entry entry;   // with Found
        QString error; // with Corrupt: what is wrong, and where the file now is
    };
    // What the last session left. The file stays until the document changes or is replaced,
    // so that a second crash before the answer loses nothing.
    Pending takePending();
    // The question that offers an entry's document back, in the interface language: "Resume
    // the game against level 4 (12 moves)?", "Restore your unsaved changes to
    // club-evening.ogn (1 comment, 1 arrow)?", "Restore the unsaved game Sente – Gote (40
    // moves)?". Empty when the entry holds no document.
    static QString offerText(const Entry& entry);

signals:
    void writeFailed(const QString& error);

private:
    void schedule();
    qint64 liveClock() const;

    Document* m_document;
    QPointer<const GameClock> m_clock; // the runner may go first
    ProgressFile m_file;
    QString m_setup;
    QTimer* m_delay;
    QTimer* m_clockTimer;
    bool m_closed = false;
    bool m_owned = false; // the file is this session's: written or offered by it
};

} // namespace ogi
