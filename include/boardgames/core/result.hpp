#pragma once
// A value or the reason there is none: what every parser of outside input returns.

#include <optional>
#include <string>
#include <utility>

namespace boardgames {

struct Failure {
    std::string reason;
};

template <class T>
class Result {
  public:
    Result(T value) : value_(std::move(value)) {}
    Result(Failure failure) : error_(std::move(failure.reason)) {}

    explicit operator bool() const { return value_.has_value(); }
    bool ok() const { return value_.has_value(); }
    const T& value() const& { return *value_; }
    T& value() & { return *value_; }
    T&& value() && { return std::move(*value_); }
    const T& operator*() const& { return *value_; }
    const T* operator->() const { return &*value_; }
    const std::string& error() const { return error_; }

  private:
    std::optional<T> value_;
    std::string error_;
};

inline Failure fail(std::string reason) {
    return Failure{std::move(reason)};
}

}  // namespace boardgames
