// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A value or an error, for parsers of untrusted input (std::expected is C++23).
#pragma once

#include "error.h"

#include <optional>
#include <string>
#include <utility>

namespace ogi {

template <class T> class Expected {
public:
    Expected(T value) : m_value(std::move(value)) {}
    Expected(Error error) : m_error(std::move(error)) {}

    bool ok() const { return m_value.has_value(); }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return *m_value; }
    T& value() & { return *m_value; }
    T&& value() && { return std::move(*m_value); }
    const T& operator*() const { return *m_value; }
    const T* operator->() const { return &*m_value; }
    // The error in English ("" when ok()).
    const std::string& error() const {
        static const std::string none;
        return m_error ? m_error->message() : none;
    }
    // The error as a code with arguments, for a translated message; only when !ok().
    const Error& failure() const { return *m_error; }

private:
    std::optional<T> m_value;
    std::optional<Error> m_error;
};

} // namespace ogi
