// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Soak: many AI-against-AI games through the real GameModel and AiWorker, at fast settings.
// Every move the AI chooses is checked by the rules core before it reaches the model; the
// tool fails on an illegal move, a stuck game or a crash, and under LeakSanitizer on a leak.
//   ogi-soak [games] [nodes per move] [seed]
#include "model/engines/aiworker.h"
#include "model/game/gamemodel.h"
#include "rules/movegen.h"
#include "rules/notation.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTimer>

#include <cstdio>
#include <random>

using namespace ogi;

namespace {

class Soak : public QObject {
public:
    Soak(int games, int nodes, unsigned seed) : m_games(games), m_nodes(nodes), m_rng(seed) {
        connect(&m_ai, &AiWorker::bestMove, this, &Soak::onBestMove);
        connect(&m_ai, &AiWorker::drawClaimAdvised, this, [this] { m_claim = true; });
    }

    void start() {
        m_clock.start();
        newGame();
    }

private:
    void newGame() {
        if (m_played == m_games) {
            report();
            QCoreApplication::exit(m_illegal ? 1 : 0);
            return;
        }
        m_model.newGame();
        // A few random opening plies so that no two games are alike.
        const int randomPlies = int(m_rng() % 5);
        for (int i = 0; i < randomPlies && !m_model.isOver(); ++i) {
            MoveList list;
            m_model.game().legalMoves(list);
            m_model.requestMove(list.moves[m_rng() % unsigned(list.size())]);
        }
        think();
    }

    void think() {
        if (m_model.isOver() || m_model.game().moves().size() >= 400) {
            finishGame();
            return;
        }
        ai::SearchLimits limits;
        limits.nodes = std::uint64_t(m_nodes);
        m_claim = false;
        m_ai.startSearch(m_model.game(), limits, 1 + int(m_rng() % 10));
    }

    void onBestMove(Move m) {
        if (m_claim && m_model.canClaimDraw()) {
            m_model.claimDraw();
        } else if (m.isNone()) {
            std::fprintf(stderr, "game %d: no move although the game is not over\n", m_played);
            m_illegal = true;
            m_model.resign(m_model.sideToMove());
        } else {
            const Illegal why = m_model.game().check(m);
            if (why != Illegal::None) {
                std::fprintf(stderr, "game %d: the AI chose %s, illegal: %s\n  position %s\n",
                             m_played, moveToMachine(m).c_str(), illegalText(why),
                             m_model.position().toSfen().c_str());
                m_illegal = true;
            }
            m_model.requestMove(m);
        }
        ++m_moves;
        QTimer::singleShot(0, this, [this] { think(); });
    }

    void finishGame() {
        ++m_played;
        const Outcome& o = m_model.game().outcome();
        ++m_results[int(o.result)];
        ++m_terminations[int(o.termination)];
        if (m_played % 100 == 0)
            std::printf("%d games, %lld moves, %.1f s\n", m_played, m_moves,
                        double(m_clock.elapsed()) / 1000.0);
        std::fflush(stdout);
        QTimer::singleShot(0, this, [this] { newGame(); });
    }

    void report() {
        std::printf("soak: %d games, %lld moves in %.1f s; Sente %d, Gote %d, draws %d, "
                    "unfinished %d; king captured %d, no legal move %d, 50-move %d, "
                    "illegal %d; illegal AI moves: %s\n",
                    m_played, m_moves, double(m_clock.elapsed()) / 1000.0,
                    m_results[int(Result::SenteWins)], m_results[int(Result::GoteWins)],
                    m_results[int(Result::Draw)], m_results[int(Result::Ongoing)],
                    m_terminations[int(Termination::KingCaptured)],
                    m_terminations[int(Termination::NoLegalMove)],
                    m_terminations[int(Termination::FiftyMoveRule)],
                    m_terminations[int(Termination::IllegalMove)], m_illegal ? "YES" : "none");
    }

    GameModel m_model;
    AiWorker m_ai;
    int m_games, m_nodes;
    std::mt19937 m_rng;
    int m_played = 0;
    long long m_moves = 0;
    bool m_claim = false;
    bool m_illegal = false;
    int m_results[4] = {};
    int m_terminations[8] = {};
    QElapsedTimer m_clock;
};

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int games = args.size() > 1 ? args[1].toInt() : 1000;
    const int nodes = args.size() > 2 ? args[2].toInt() : 300;
    const unsigned seed = args.size() > 3 ? args[3].toUInt() : 1;
    if (games < 1 || nodes < 1) {
        std::fprintf(stderr, "usage: ogi-soak [games >= 1] [nodes per move >= 1] [seed]\n");
        return 2;
    }
    Soak soak(games, nodes, seed);
    QTimer::singleShot(0, &soak, [&soak] { soak.start(); });
    return app.exec();
}
