// A value or the reason there is none. The calendar API never throws: a date outside the
// supported range comes back as CalendarError::OutOfRange (STYLE practice 12, errors as values).
// GCC 12 has no std::expected in C++20, hence this small type.
#pragma once

#include <cstdint>
#include <utility>
#include <variant>

namespace najia::calendar {

enum class CalendarError : std::uint8_t {
    OutOfRange,    // before 1600-01-01 or after 2400-12-31 (civil date at the given offset)
    InvalidInput,  // a malformed date, an offset beyond ±18 h, a longitude beyond ±180°
};

template <class T> class Outcome {
public:
    constexpr Outcome(T value) : v_(std::move(value)) {}              // NOLINT: implicit by design
    constexpr Outcome(CalendarError error) : v_(error) {}             // NOLINT: implicit by design

    constexpr bool ok() const { return std::holds_alternative<T>(v_); }
    constexpr explicit operator bool() const { return ok(); }
    constexpr const T& value() const { return std::get<T>(v_); }
    constexpr const T& operator*() const { return value(); }
    constexpr const T* operator->() const { return &value(); }
    constexpr CalendarError error() const { return std::get<CalendarError>(v_); }

private:
    std::variant<T, CalendarError> v_;
};

} // namespace najia::calendar
