// Helpers shared by the 神煞 tests: a star by its name in the seed tables, a branch as a mask bit.
#pragma once

#include "engine/shensha/catalogue.h"
#include "engine/terms.h"

#include <QString>
#include <QtGlobal>

namespace najia::test {

inline shensha::ShenSha starNamed(const QString& name)
{
    const auto s = parseTerm<shensha::ShenSha>(name.toStdString());
    if (!s) qFatal("unknown star %s", qPrintable(name));
    return *s;
}

inline std::uint16_t bitOf(Branch b) { return static_cast<std::uint16_t>(1u << index(b)); }

} // namespace najia::test
