// A value or an error message: what parsing and loading return at the engine's edges.
// (GCC 12 in C++20 mode has no std::expected.)
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <variant>

namespace najia {

// What went wrong, for the shells' exit status (README, "Exit status"): the input itself (a bad
// value, a file that is not what it should be: 2) or the work on good input (a disk full or failing,
// a file locked by another program: 1).
enum class ErrorKind : std::uint8_t { Input, Working };

struct Error {
    std::string message;
    ErrorKind kind = ErrorKind::Input;
};

template <class T> class Result {
public:
    Result(T value) : v_(std::move(value)) {}          // NOLINT: implicit by design
    Result(Error error) : v_(std::move(error)) {}      // NOLINT
    bool ok() const { return v_.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const { return std::get<0>(v_); }
    T& value() { return std::get<0>(v_); }
    const T& operator*() const { return value(); }
    const T* operator->() const { return &value(); }
    T* operator->() { return &value(); }
    const std::string& error() const { return std::get<1>(v_).message; }
    const Error& failure() const { return std::get<1>(v_); }  // the error with its kind

private:
    std::variant<T, Error> v_;
};

} // namespace najia
