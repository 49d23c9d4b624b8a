// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "usi/client.h"

#include <utility>
#include <variant>

namespace ogi::usi {

namespace {

bool over(Client::Phase phase) {
    return phase == Client::Phase::NotStarted || phase == Client::Phase::Failed ||
           phase == Client::Phase::Quit;
}

std::string seconds(Client::Ms wait) {
    return std::to_string((wait.count() + 999) / 1000) + " s";
}

} // namespace

Client::Client() = default;

Client::Client(Setup setup) : m_setup(std::move(setup)) {}

void Client::start(Clock::time_point now) {
    if (m_phase != Phase::NotStarted) return;
    m_phase = Phase::WaitUsiOk;
    m_identity = Identity();
    queue(Usi{});
    m_deadline = now + m_setup.usiTimeout;
}

void Client::newGame(Clock::time_point now) {
    if (m_phase != Phase::Ready) return;
    queue(UsiNewGame{});
    queue(IsReady{});
    m_phase = Phase::WaitReadyOk;
    m_deadline = now + m_setup.readyTimeout;
}

bool Client::send(const Command& command) {
    if (over(m_phase)) return false;
    if (std::holds_alternative<Go>(command))
        ++m_searches;
    else if (std::holds_alternative<GoMate>(command))
        ++m_mateSearches;
    queue(command);
    return true;
}

void Client::queue(const Command& command) {
    m_outgoing.push_back(command);
}

std::vector<Command> Client::takeOutgoing() {
    return std::exchange(m_outgoing, {});
}

Client::Event Client::receive(std::string_view line, Clock::time_point now) {
    Event event;
    if (over(m_phase)) return event;
    Parsed<Answer> parsed = parseAnswer(line);
    event.error = std::move(parsed.error);
    if (!parsed.value) {
        if (event.error.empty()) return event; // a blank line
        // A move owed but unreadable is the driver's to judge: another may follow.
        const bool owed = m_searches > 0 && commandWord(line) == "bestmove";
        event.kind = owed ? Event::Kind::BadMove : Event::Kind::Unreadable;
        return event;
    }
    event.answer = std::move(parsed.value);
    const Answer& got = *event.answer;
    if (std::holds_alternative<Info>(got)) {
        event.kind = Event::Kind::Info; // in any phase: engines talk while they load
        return event;
    }
    switch (m_phase) {
    case Phase::WaitUsiOk:
        if (const auto* id = std::get_if<Id>(&got)) {
            (id->field == Id::Field::Name ? m_identity.name : m_identity.author) = id->text;
            return event;
        }
        if (const auto* option = std::get_if<Option>(&got)) {
            if (event.error.empty()) m_identity.options.push_back(*option); // only whole ones
            return event;
        }
        if (std::holds_alternative<UsiOk>(got)) {
            event.kind = Event::Kind::Identified;
            if (m_setup.identifyOnly) {
                m_phase = Phase::Ready;
                m_deadline.reset();
                return event;
            }
            for (const SetOption& option : m_setup.options) queue(option);
            queue(IsReady{});
            m_phase = Phase::WaitReadyOk;
            m_deadline = now + m_setup.readyTimeout;
            return event;
        }
        break;
    case Phase::WaitReadyOk:
        if (std::holds_alternative<ReadyOk>(got)) {
            m_phase = Phase::Ready;
            m_deadline.reset();
            event.kind = Event::Kind::Ready;
            return event;
        }
        break;
    default: break;
    }
    // A move or a mate owed is taken in any phase: a search may end while "isready" waits.
    if (std::holds_alternative<BestMove>(got)) {
        if (m_searches == 0) return unexpected(std::move(event), Problem::UnaskedMove);
        --m_searches;
        event.kind = Event::Kind::BestMove;
        return event;
    }
    if (std::holds_alternative<Checkmate>(got)) {
        if (m_mateSearches == 0) return unexpected(std::move(event), Problem::UnaskedMove);
        --m_mateSearches;
        event.kind = Event::Kind::Checkmate;
        return event;
    }
    return unexpected(std::move(event), Problem::OutOfPlace);
}

Client::Event Client::unexpected(Event event, Problem problem) {
    event.kind = Event::Kind::Unexpected;
    event.problem = problem;
    event.message = describe(problem);
    return event;
}

Client::Event Client::expire(Clock::time_point now) {
    if (over(m_phase) || !m_deadline || now < *m_deadline) return {};
    return failure(m_phase == Phase::WaitUsiOk ? Problem::NoUsiOk : Problem::NoReadyOk);
}

Client::Event Client::closed() {
    if (over(m_phase)) return {};
    return failure(Problem::EngineGone);
}

Client::Event Client::failure(Problem problem) {
    Event event;
    event.kind = Event::Kind::Failed;
    event.problem = problem;
    event.message = describe(problem);
    abandon();
    return event;
}

void Client::quit() {
    if (!over(m_phase)) queue(Quit{});
    if (m_phase != Phase::Failed) m_phase = Phase::Quit;
    m_deadline.reset();
}

void Client::abandon() {
    if (m_phase != Phase::Quit) m_phase = Phase::Failed;
    m_deadline.reset();
}

std::string Client::describe(Problem problem) const {
    switch (problem) {
    case Problem::None: break;
    case Problem::UnaskedMove: return "a move that was not asked for, ignored";
    case Problem::OutOfPlace: return "an answer that was not expected now, ignored";
    case Problem::NoUsiOk: return "no 'usiok' after 'usi' within " + seconds(m_setup.usiTimeout);
    case Problem::NoReadyOk:
        return "no 'readyok' after 'isready' within " + seconds(m_setup.readyTimeout);
    case Problem::EngineGone: return "the engine's output ended";
    }
    return {};
}

} // namespace ogi::usi
