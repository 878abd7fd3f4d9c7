// Where the randomness of a cast comes from. Casting draws individual bits (a coin is one bit)
// and unbiased integers by rejection, never `x % n`, so that the odds are exactly the ones the
// method defines. Production casts read the operating system's entropy; a seeded engine exists
// for tests and reproducible statistics only, and the provenance record says which was used.
#pragma once

#include "engine/result.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <random>

namespace najia::casting {

enum class RandomSourceKind : std::uint8_t {
    None,        // nothing random: entered by hand, or from the time or numbers
    OsEntropy,   // std::random_device("/dev/urandom"): the Linux kernel's CSPRNG
    Mt19937_64,  // std::mt19937_64 seeded with a recorded seed: tests and statistics only
};

class RandomSource {
public:
    virtual ~RandomSource() = default;
    virtual std::uint64_t next64() = 0;  // 64 uniformly random bits
    virtual RandomSourceKind kind() const = 0;
    virtual std::optional<std::uint64_t> seed() const { return std::nullopt; }
};

// The kernel's entropy pool through /dev/urandom. libstdc++'s default random_device token may
// pick the CPU's RDRAND instruction instead; naming the device keeps the source the OS's.
class OsEntropySource final : public RandomSource {
public:
    // An error when the device cannot be opened (std::random_device throws; caught here).
    static Result<std::unique_ptr<RandomSource>> open();
    std::uint64_t next64() override;
    RandomSourceKind kind() const override { return RandomSourceKind::OsEntropy; }

private:
    explicit OsEntropySource(std::unique_ptr<std::random_device> device) : device_(std::move(device)) {}
    std::unique_ptr<std::random_device> device_;
};

class SeededSource final : public RandomSource {
public:
    explicit SeededSource(std::uint64_t seed) : engine_(seed), seed_(seed) {}
    std::uint64_t next64() override { return engine_(); }
    RandomSourceKind kind() const override { return RandomSourceKind::Mt19937_64; }
    std::optional<std::uint64_t> seed() const override { return seed_; }

private:
    std::mt19937_64 engine_;
    std::uint64_t seed_;
};

// Hands out a source's bits one at a time, 64 per draw.
class BitReader {
public:
    explicit BitReader(RandomSource& source) : source_(source) {}
    bool bit();
    // Uniform on 0 … n−1 (1 ≤ n ≤ 2^16): draw ⌈log2 n⌉ bits, reject values ≥ n and draw again.
    int below(int n);

private:
    RandomSource& source_;
    std::uint64_t word_ = 0;
    int left_ = 0;
};

} // namespace najia::casting
