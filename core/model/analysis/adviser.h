// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Adviser: what the user asks of the engine while playing or studying, over the one Analyser
// of the window — the live analysis of the position in view, and the hint (the engine's move
// for the side to move, at full strength within HintTime; the live analysis pauses meanwhile).
// A hint asked for in another position than the one on the board when it comes is dropped.
#pragma once

#include "model/game/metatypes.h"

#include <QObject>

namespace ogi {

class Analyser;
class EngineRegistry;
class GameModel;
struct AnalysisResult;

class Adviser : public QObject {
    Q_OBJECT
public:
    static constexpr int HintTime = 1500; // ms

    Adviser(GameModel* model, EngineRegistry* engines, QObject* parent = nullptr);
    ~Adviser() override;

    Analyser* analyser() const { return m_analyser; }
    bool isHinting() const { return m_hinting; }
    // Looks for a move for the side to move of the game on the board (hintFound).
    void requestHint();
    // Drops the hint being looked for (a new position, Stop).
    void cancelHint();

signals:
    void hintFound(ogi::Move move);
    // The analysis engine (an external one the user chose) failed before the hint came.
    void hintFailed(const QString& message);
    // Progress of the hint's search.
    void searchInfo(const ogi::AiInfo& info);
    // A hint started or ended.
    void stateChanged();

private:
    void onFinished(quint64 id, const AnalysisResult& result);

    GameModel* m_model;
    Analyser* m_analyser;
    bool m_hinting = false;
    quint64 m_search = 0; // the analyser's search for the hint
    Key m_key = 0;        // the position it was asked in
    std::size_t m_ply = 0;
};

} // namespace ogi
