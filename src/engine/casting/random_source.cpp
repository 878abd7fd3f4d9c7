#include "engine/casting/random_source.h"

#include <exception>

namespace najia::casting {

Result<std::unique_ptr<RandomSource>> OsEntropySource::open()
{
    try {
        auto device = std::make_unique<std::random_device>("/dev/urandom");
        return std::unique_ptr<RandomSource>(new OsEntropySource(std::move(device)));
    } catch (const std::exception& e) {
        return Error{std::string("cannot open /dev/urandom: ") + e.what()};
    }
}

std::uint64_t OsEntropySource::next64()
{
    // random_device yields 32 bits per call (its result_type is unsigned int).
    const std::uint64_t hi = (*device_)();
    const std::uint64_t lo = (*device_)();
    return (hi << 32) | (lo & 0xffff'ffffU);
}

bool BitReader::bit()
{
    if (left_ == 0) {
        word_ = source_.next64();
        left_ = 64;
    }
    const bool b = (word_ & 1U) != 0;
    word_ >>= 1;
    --left_;
    return b;
}

int BitReader::below(int n)
{
    int width = 0;  // bits needed for n − 1: 0 … 16
    while ((1 << width) < n) ++width;
    for (;;) {
        int v = 0;  // 0 … 2^width − 1
        for (int i = 0; i < width; ++i) v = (v << 1) | (bit() ? 1 : 0);
        if (v < n) return v;  // accepted with probability n / 2^width > 1/2
    }
}

} // namespace najia::casting
