// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/document/document.h"

#include "model/document/gametree.h"
#include "model/files/recordfile.h"

#include <QFileInfo>

namespace ogi {

Document::Document(QObject* parent) : QObject(parent), m_tree(new GameTree(this)) {
    connect(m_tree, &GameTree::edited, this, &Document::onTreeEdited);
    m_tree->setGame(Game());
}

QString Document::filePath() const {
    return m_kept ? m_kept->path : m_path;
}

bool Document::isModified() const {
    return m_kept ? m_kept->modified : m_modified;
}

Game Document::mainlineGame() const {
    return m_tree->gameAt(GameTree::mainline(int(m_tree->record().mainline.nodes.size())));
}

std::optional<qint64> Document::recordedClock(Side s) const {
    const bool atEnd = !m_tree->inVariation() && m_tree->ply() >= m_tree->lineLength();
    if (atEnd || m_tree->inVariation() || m_info.timeControl.isNone()) return std::nullopt;
    return m_info.clockAfter(s, m_tree->ply(), m_tree->record().start.sideToMove());
}

Record Document::record(qint64 liveClock) const {
    if (m_kept) return m_kept->record;
    Record record = m_tree->record();
    GameInfo info = m_info;
    info.moverClock = liveClock;
    storeGame(record, info, mainlineGame());
    return record;
}

void Document::replace(const Record& record, const GameInfo& info, const QString& path,
                       bool modified) {
    const bool wasModified = isModified();
    const QString wasPath = filePath();
    m_kept.reset();
    m_info = info;
    m_path = path;
    m_modified = modified;
    m_replacing = true;
    m_tree->setRecord(record);
    m_replacing = false;
    emit replaced();
    if (wasModified != modified) emit modifiedChanged(modified);
    if (wasPath != path) emit filePathChanged(path);
    if (modified) emit changed();
}

void Document::reset(const GameInfo& info, const Position& start) {
    GameInfo fresh = info;
    fresh.clocks.clear();
    fresh.moverClock = -1;
    Record record;
    record.setGame(Game(start));
    replace(record, fresh, QString(), false);
}

void Document::load(const Record& record, const QString& path) {
    GameInfo info = gameInfoFromRecord(record);
    info.clocks.resize(record.mainlineGame().moves().size(), -1);
    replace(record, info, path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath(), false);
}

void Document::restore(const Record& record, const QString& path) {
    GameInfo info = gameInfoFromRecord(record);
    info.clocks.resize(record.mainlineGame().moves().size(), -1);
    replace(record, info, path, true);
}

bool Document::save(const QString& path, QString* error, qint64 liveClock) {
    if (!writeRecordFile(path, record(liveClock), error)) return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_kept) {
        m_kept->path = absolute;
        m_kept->modified = false;
    } else {
        m_path = absolute;
        m_modified = false;
    }
    emit modifiedChanged(false);
    emit filePathChanged(absolute);
    return true;
}

void Document::setModified(bool modified) {
    if (m_modified == modified) return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

void Document::markModified() {
    if (m_kept) return;
    setModified(true);
    emit changed();
}

void Document::onTreeEdited() {
    if (m_replacing || m_kept) return; // an exercise's moves are not the document's
    markModified();
}

// Headers alone are nothing to save: a game without a move or a note that only changes its
// players or its rule is still as new.
bool Document::isBlank() const {
    const Record& r = m_tree->record();
    return r.mainline.nodes.empty() && r.openingComment.empty() && r.openingAnnotations.empty();
}

void Document::setPlayer(Side side, const PlayerInfo& player) {
    if (m_kept || m_info.players[side] == player) return;
    m_info.players[side] = player;
    if (!isBlank()) markModified();
}

void Document::setRefuseIllegal(bool on) {
    if (m_kept || m_info.refuseIllegal == on) return;
    m_info.refuseIllegal = on;
    if (!isBlank()) markModified();
}

void Document::setClockAfter(int ply, qint64 ms) {
    if (m_kept || ply < 1) return;
    if (int(m_info.clocks.size()) < ply) m_info.clocks.resize(std::size_t(ply), -1);
    qint64& reading = m_info.clocks[std::size_t(ply - 1)];
    if (reading == ms) return;
    reading = ms;
    // In the tree as well, so that the move list can tell the time each move used.
    if (ms >= 0 && !m_info.timeControl.isNone())
        m_tree->setAnnotation(GameTree::mainline(ply), "clk",
                              formatClockAnnotation(ms).toStdString());
    markModified();
}

void Document::keepClocks(int plies) {
    if (m_kept || int(m_info.clocks.size()) <= plies) return;
    m_info.clocks.resize(std::size_t(std::max(plies, 0)));
    markModified();
}

void Document::suspend(qint64 liveClock) {
    if (m_kept) return;
    Kept kept{record(liveClock), m_path, m_modified};
    m_kept = std::move(kept);
    emit replaced();
    // The journal writes the document kept aside at once if it has unsaved changes.
    if (m_kept->modified) emit changed();
}

bool Document::resume() {
    if (!m_kept) return false;
    Kept kept = std::move(*m_kept);
    m_kept.reset();
    GameInfo info = gameInfoFromRecord(kept.record);
    info.clocks.resize(kept.record.mainlineGame().moves().size(), -1);
    replace(kept.record, info, kept.path, kept.modified);
    return true;
}

} // namespace ogi
