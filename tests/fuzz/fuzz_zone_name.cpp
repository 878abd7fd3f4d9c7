// libFuzzer target: a time zone name as --tz, the app's zone field or a `.najia` moment.zone give it
// → zoneNamed (src/base/options/zone_names.h). Whatever is accepted is a valid zone of the system's
// database or a fixed offset within ±14:00, never a path out of the database (issue 37, items 1 and 6).
#include "fuzz_require.h"
#include "base/options/zone_names.h"

#include <QDateTime>

#include <cstddef>
#include <cstdint>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QString name = QString::fromUtf8(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    const auto zone = najia::base::zoneNamed(name);
    if (!zone) return 0;
    FUZZ_REQUIRE(zone->isValid());
    FUZZ_REQUIRE(!name.isEmpty() && name.size() <= 64);
    FUZZ_REQUIRE(!name.startsWith(u'/') && !name.contains(u"..") && !name.contains(u"//"));
    FUZZ_REQUIRE(std::abs(zone->offsetFromUtc(QDateTime::currentDateTimeUtc())) <= 14 * 3600);
    // The same name always gives the same zone.
    FUZZ_REQUIRE(najia::base::zoneNamed(name)->id() == zone->id());
    return 0;
}
