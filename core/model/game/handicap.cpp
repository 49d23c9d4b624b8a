// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/game/handicap.h"

#include "model/game/gametexts.h"
#include "rules/handicap.h"

#include <QCoreApplication>

#include <algorithm>
#include <vector>

namespace ogi {

namespace {

Bitboard bit(int sq) {
    return Bitboard(1) << sq;
}

// The squares the side's pieces of type t start on.
Bitboard startSquares(Side side, PieceType t) {
    const Position start = Position::start();
    Bitboard b = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = start.pieceOn(sq);
        if (p != NoPiece && sideOf(p) == side && typeOf(p) == t) b |= bit(sq);
    }
    return b;
}

// A piece as handicap names write it: its name in English and French, one kanji in Japanese
// (飛, as in 飛角成り).
QString handicapPiece(PieceType t) {
    static const struct {
        const char* source;
        const char* comment;
    } names[PieceTypeCount] = {
        QT_TRANSLATE_NOOP3("Handicap", "Princess", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "Rook", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "Bishop", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "Silver", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "Knight", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "Lance", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "Pawn", "a piece in a handicap's name"),
        QT_TRANSLATE_NOOP3("Handicap", "King", "a piece in a handicap's name")};
    return QCoreApplication::translate("Handicap", names[t].source, names[t].comment);
}

// A set that is no preset, named in the style of the presets ("Rook, Silver ×2 and Lance
// promoted (custom)", 「飛・銀×2・香成り（カスタム）」) when the tag reads, else the tag as
// it is.
QString customName(const QString& tag) {
    std::vector<std::pair<PieceType, int>> counted;
    std::vector<PieceType> pieces;
    if (parseHandicapTag(tag.toStdString(), pieces).empty()) {
        for (PieceType type : pieces) {
            auto same = std::find_if(counted.begin(), counted.end(),
                                     [&](const auto& c) { return c.first == type; });
            if (same == counted.end())
                counted.emplace_back(type, 1);
            else
                ++same->second;
        }
    }
    if (counted.empty())
        return QCoreApplication::translate("Handicap", "%1 (custom)",
                                           "a handicap's tag, such as +R +L")
            .arg(tag);
    QStringList names;
    for (const auto& [type, count] : counted) {
        const QString name = handicapPiece(type);
        names << (count == 1 ? name
                             : QCoreApplication::translate("Handicap", "%1 ×%2",
                                                           "a piece and how many of it")
                                   .arg(name)
                                   .arg(count));
    }
    // "Rook, Silver and Lance": the pieces before the last joined one way, the last another.
    QString list = names.front();
    for (qsizetype i = 1; i < names.size(); ++i)
        list = (i + 1 < names.size()
                    ? QCoreApplication::translate("Handicap", "%1, %2",
                                                  "two pieces of a handicap's name, more follow")
                    : QCoreApplication::translate("Handicap", "%1 and %2",
                                                  "the last two pieces of a handicap's name"))
                   .arg(list, names.at(i));
    return QCoreApplication::translate("Handicap", "%1 promoted (custom)",
                                       "the pieces of a handicap that is no preset")
        .arg(list);
}

} // namespace

Bitboard handicapCandidates(Side weaker) {
    const Position start = Position::start();
    Bitboard b = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const Piece p = start.pieceOn(sq);
        if (p != NoPiece && sideOf(p) == weaker && typeOf(p) != King) b |= bit(sq);
    }
    return b;
}

Bitboard Handicap::presetSquares(HandicapPreset preset, Side weaker) {
    // Sente's squares: Bishop b2 (9), Rook g2 (14), Princess d1 (3), Silvers c1 f1 (2, 5).
    // Gote's pieces stand on the mirrored ranks but not the mirrored files (Rook b7, Bishop
    // g7): take the square of the same piece type in the start position.
    auto piece = [weaker](PieceType t) { return startSquares(weaker, t); };
    switch (preset) {
    case HandicapPreset::Even:
    case HandicapPreset::Custom: return 0;
    case HandicapPreset::Bishop: return piece(Bishop);
    case HandicapPreset::Rook: return piece(Rook);
    case HandicapPreset::RookBishop: return piece(Rook) | piece(Bishop);
    case HandicapPreset::RookBishopPrincess: return piece(Rook) | piece(Bishop) | piece(Princess);
    case HandicapPreset::RookBishopPrincessSilvers:
        return piece(Rook) | piece(Bishop) | piece(Princess) | piece(Silver);
    case HandicapPreset::AllButPawns: return handicapCandidates(weaker) & ~piece(Pawn);
    }
    return 0;
}

Handicap Handicap::fromPreset(HandicapPreset preset, Side weaker) {
    return {weaker, presetSquares(preset, weaker)};
}

HandicapPreset Handicap::preset() const {
    for (HandicapPreset p : handicapPresets)
        if (presetSquares(p, weaker) == promoted) return p;
    return HandicapPreset::Custom;
}

Position Handicap::startPosition() const {
    Position pos = Position::start();
    const Bitboard usable = promoted & handicapCandidates(weaker);
    for (int sq = 0; sq < 64; ++sq) {
        if (!(usable & bit(sq))) continue;
        const Piece p = pos.pieceOn(sq);
        pos.setPiece(sq, makePiece(weaker, makeKind(typeOf(p), true)));
    }
    return pos;
}

Handicap Handicap::forSide(Side side) const {
    const HandicapPreset named = preset();
    if (named != HandicapPreset::Custom) return fromPreset(named, side);
    const Position start = Position::start();
    Handicap h{side, 0};
    const Bitboard usable = promoted & handicapCandidates(weaker);
    for (int sq = 0; sq < 64; ++sq) {
        if (!(usable & bit(sq))) continue;
        const PieceType t = typeOf(start.pieceOn(sq));
        // Same side: the same square; the other side: the square turned half round.
        const int turned = side == weaker ? sq : 63 - sq;
        const Piece there = start.pieceOn(turned);
        const bool same = there != NoPiece && sideOf(there) == side && typeOf(there) == t;
        h.promoted |= same ? bit(turned) : startSquares(side, t);
    }
    return h;
}

std::vector<PieceType> Handicap::pieces() const {
    return handicapPieces(weaker, promoted & handicapCandidates(weaker));
}

QString Handicap::tagText() const {
    return QString::fromStdString(handicapTag(pieces()));
}

QString handicapPresetName(HandicapPreset preset) {
    switch (preset) {
    case HandicapPreset::Even: return QCoreApplication::translate("Handicap", "Even game");
    case HandicapPreset::Bishop:
        return QCoreApplication::translate("Handicap", "Bishop promoted (+B)");
    case HandicapPreset::Rook: return QCoreApplication::translate("Handicap", "Rook promoted (+R)");
    case HandicapPreset::RookBishop:
        return QCoreApplication::translate("Handicap", "Rook and Bishop promoted (+R +B)");
    case HandicapPreset::RookBishopPrincess:
        return QCoreApplication::translate("Handicap",
                                           "Rook, Bishop and Princess promoted (+R +B +I)");
    case HandicapPreset::RookBishopPrincessSilvers:
        return QCoreApplication::translate(
            "Handicap", "Rook, Bishop, Princess and Silvers promoted (+R +B +I +S +S)");
    case HandicapPreset::AllButPawns:
        return QCoreApplication::translate("Handicap",
                                           "Every piece but the King and the Pawns promoted");
    case HandicapPreset::Custom:
        return QCoreApplication::translate("Handicap", "Custom: the pieces ticked below");
    }
    return {};
}

QString handicapName(const Handicap& handicap) {
    const HandicapPreset named = handicap.preset();
    if (named != HandicapPreset::Custom) return handicapPresetName(named);
    return customName(handicap.tagText());
}

QString handicapTagName(const QString& tag) {
    for (HandicapPreset p : handicapPresets)
        if (p != HandicapPreset::Even && Handicap::fromPreset(p).tagText() == tag)
            return handicapPresetName(p);
    return customName(tag);
}

} // namespace ogi
