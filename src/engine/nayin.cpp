#include "engine/nayin.h"

#include <array>

namespace najia {

namespace {
struct NayinName {
    std::string_view traditional, simplified;
};
// The standard 納音 names (三命通會 論納音取象), for 甲子乙丑 … 壬戌癸亥. The last character of
// each name is the phase the 大衍 arithmetic gives; tst_changes nayinArithmeticMatchesTheTable checks that against all 60.
constexpr std::array<NayinName, 30> kNames = {{
    {"海中金", "海中金"},
    {"爐中火", "炉中火"},
    {"大林木", "大林木"},
    {"路旁土", "路旁土"},
    {"劍鋒金", "剑锋金"},
    {"山頭火", "山头火"},
    {"澗下水", "涧下水"},
    {"城頭土", "城头土"},
    {"白蠟金", "白蜡金"},
    {"楊柳木", "杨柳木"},
    {"泉中水", "泉中水"},
    {"屋上土", "屋上土"},
    {"霹靂火", "霹雳火"},
    {"松柏木", "松柏木"},
    {"長流水", "长流水"},
    {"沙中金", "沙中金"},
    {"山下火", "山下火"},
    {"平地木", "平地木"},
    {"壁上土", "壁上土"},
    {"金箔金", "金箔金"},
    {"覆燈火", "覆灯火"},
    {"天河水", "天河水"},
    {"大驛土", "大驿土"},
    {"釵釧金", "钗钏金"},
    {"桑柘木", "桑柘木"},
    {"大溪水", "大溪水"},
    {"沙中土", "沙中土"},
    {"天上火", "天上火"},
    {"石榴木", "石榴木"},
    {"大海水", "大海水"},
}};
} // namespace

std::string_view nayinName(GanZhi g, bool simplified)
{
    const NayinName& n = kNames[static_cast<std::size_t>(g.index() / 2)];
    return simplified ? n.simplified : n.traditional;
}

} // namespace najia
