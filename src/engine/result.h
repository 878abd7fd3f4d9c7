// A value or an error message: what parsing and loading return at the engine's edges.
// (GCC 12 in C++20 mode has no std::expected.)
#pragma once

#include <string>
#include <utility>
#include <variant>

namespace najia {

struct Error {
    std::string message;
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

private:
    std::variant<T, Error> v_;
};

} // namespace najia
