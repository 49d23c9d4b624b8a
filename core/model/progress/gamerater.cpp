// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/progress/gamerater.h"

#include "learn/handicapvalue.h"

namespace ogi {

void GameRater::startGame(Side weaker, bool fromSetup) {
    m_weaker = weaker;
    m_unrated = fromSetup ? 0u : 1u << unsigned(Unrated::NotFromStart);
}

void GameRater::note(Unrated why) {
    m_unrated |= 1u << unsigned(why);
}

void GameRater::setState(const State& state) {
    m_unrated = state.unrated;
    m_weaker = state.weaker;
}

bool GameRater::humanMoved(const Game& game) {
    // The sides alternate from the start position's side to move.
    const Side human = *game.human;
    const std::size_t firstHumanPly = game.played.startPosition().sideToMove() == human ? 0 : 1;
    if (game.played.moves().size() > firstHumanPly) return true;
    // An illegal attempt under the official rule was a move too: it lost the game.
    const Outcome& end = game.played.outcome();
    return end.termination == Termination::IllegalMove && end.result == winFor(opposite(human));
}

Unrated GameRater::unrated(const Game& game) const {
    unsigned why = m_unrated;
    if (!game.hasComputer)
        why |= 1u << unsigned(Unrated::TwoHumans);
    else if (!game.human)
        why |= 1u << unsigned(Unrated::TwoComputers);
    if (game.info->refuseIllegal) why |= 1u << unsigned(Unrated::FriendlyRule);
    for (Side s : {Sente, Gote})
        if (game.info->players[s].kind == PlayerInfo::Kind::Engine)
            why |= 1u << unsigned(Unrated::ExternalEngine);
    if (game.human && !rating::handicapValue(game.info->handicap.toStdString(),
                                             game.info->players[opposite(*game.human)].level))
        why |= 1u << unsigned(Unrated::UnmeasuredHandicap);
    if (game.human && !humanMoved(game)) why |= 1u << unsigned(Unrated::NoMove);
    for (unsigned i = 1; i <= unsigned(Unrated::Analysis); ++i)
        if (why & (1u << i)) return Unrated(i);
    return Unrated::None;
}

void GameRater::rate(const Game& game, Result result) {
    const Unrated why = unrated(game);
    if (why != Unrated::None) {
        emit gameRated(false, tr("Not rated: %1.").arg(unratedReason(why)));
        return;
    }
    const Side human = *game.human;
    const double score = result == Result::Draw                              ? 0.5
                         : (result == Result::SenteWins) == (human == Sente) ? 1.0
                                                                             : 0.0;
    if (!m_rating) return;
    QString error;
    const bool saved =
        m_rating->recordGame(game.info->players[opposite(human)].level, game.info->handicap,
                             m_weaker == human, score, QDate::currentDate(), &error);
    QString text =
        tr("Rated: your rating is now %1.").arg(GameRating::ratingText(m_rating->rating()));
    if (!saved) text += QLatin1Char(' ') + tr("Your rating could not be saved: %1").arg(error);
    emit gameRated(true, text);
}

} // namespace ogi
