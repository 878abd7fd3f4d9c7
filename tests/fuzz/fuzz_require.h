// What a fuzz target asserts: a broken invariant names itself on stderr and traps, so libFuzzer
// saves the input and the corpus replay in the default suite fails.
#pragma once

#include <cstdio>

#define FUZZ_REQUIRE(cond)                                                                  \
    do {                                                                                    \
        if (!(cond)) {                                                                      \
            std::fprintf(stderr, "%s:%d: fuzz invariant failed: %s\n", __FILE__, __LINE__, #cond); \
            __builtin_trap();                                                               \
        }                                                                                   \
    } while (false)
