// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Document: what the user works on, and what Save writes (Qt's document model, KDE's
// setWindowModified): the record tree — moves, variations, comments, drawn shapes, analysis
// results, clock readings —, its headers (GameInfo: players, handicap, Kings, time control),
// the file it belongs to, and whether it holds changes that are not saved.
//
// Every change goes through the tree or through here and marks the document modified; only
// changes do (stepping through the moves does not). The title's "*", Save and every "save
// first?" question read isModified(), and nothing else decides it. The recovery journal
// (journal.h) follows changed() and keeps what is not saved.
//
// Replacing the document is the caller's last step: it has checked the new input and asked
// about unsaved changes first (DESIGN.md, "Check, ask, replace").
//
// A lesson, a puzzle or a quiz question borrows the tree to show its own game: suspend()
// keeps the document aside, as it was, until resume() brings it back. Meanwhile the tree's
// changes are not the document's, and record(), filePath() and isModified() speak of the
// document kept aside (the journal keeps that one safe).
#pragma once

#include "model/document/gameinfo.h"
#include "rules/record.h"

#include <QObject>
#include <QString>

#include <optional>

namespace ogi {

class GameTree;

class Document : public QObject {
    Q_OBJECT
public:
    explicit Document(QObject* parent = nullptr);

    GameTree* tree() const { return m_tree; }
    const GameInfo& info() const { return m_info; }
    // The file the document was opened from or saved to; empty for one never saved.
    QString filePath() const;
    bool isModified() const;
    // The game of the record's main line, with its outcome (the board may show another
    // position of the tree).
    Game mainlineGame() const;
    // The main time side s had at the position the tree's cursor shows, as recorded, while an
    // earlier position of the main line is shown; nullopt at the main line's end (the clock
    // itself is shown), in a variation, or without a time control.
    std::optional<qint64> recordedClock(Side s) const;
    // The record as Save writes it: the tree with the headers and the clock readings.
    // liveClock: the main time left to the side to move in the middle of its move (-1: none),
    // so that a game saved or journalled while a clock runs gives no time back.
    Record record(qint64 liveClock = -1) const;

    // ---- replacing the whole document ---------------------------------------------------
    // A new game from start, unmodified and without a file.
    void reset(const GameInfo& info, const Position& start);
    // A record read from path (empty: from elsewhere), unmodified.
    void load(const Record& record, const QString& path);
    // Unsaved changes brought back after a crash (the journal): modified, and still tied to
    // path when they were changes to a file.
    void restore(const Record& record, const QString& path);
    // Writes record(liveClock) to path atomically; then the document belongs to path and is
    // unmodified. On failure nothing changes and *error says why.
    bool save(const QString& path, QString* error = nullptr, qint64 liveClock = -1);

    // ---- changes that are not the tree's own ----------------------------------------------
    // The player of a side changed during the game (its header).
    void setPlayer(Side side, const PlayerInfo& player);
    // The rule for illegal moves of the game.
    void setRefuseIllegal(bool on);
    // The mover's main time left after main-line ply `ply` (1 for the first move; -1 unknown).
    void setClockAfter(int ply, qint64 ms);
    // Keeps the clock readings of the first `plies` plies only (moves taken back).
    void keepClocks(int plies);
    // A change that neither the tree nor the headers hold (a move taken back).
    void markModified();

    // ---- an exercise borrows the tree -----------------------------------------------------
    // Keeps the document aside as it is now (liveClock as in record()).
    void suspend(qint64 liveClock = -1);
    bool isSuspended() const { return m_kept.has_value(); }
    // Brings back the document kept aside; false when there is none.
    bool resume();

signals:
    // isModified() changed.
    void modifiedChanged(bool modified);
    // filePath() changed.
    void filePathChanged(const QString& path);
    // The content changed (not by a replacement): the journal writes it soon after.
    void changed();
    // The whole document was replaced: a new game, a record opened or restored, the
    // document brought back after an exercise, or a document kept aside.
    void replaced();

private:
    struct Kept {
        Record record;
        QString path;
        bool modified = false;
    };

    void replace(const Record& record, const GameInfo& info, const QString& path, bool modified);
    void setModified(bool modified);
    void onTreeEdited();
    bool isBlank() const;

    GameTree* m_tree;
    GameInfo m_info;
    QString m_path;
    bool m_modified = false;
    bool m_replacing = false;
    std::optional<Kept> m_kept; // the document while an exercise borrows the tree
};

} // namespace ogi
