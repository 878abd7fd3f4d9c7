// School presets and the key=value form of the analysis settings.
#include "engine/analysis/settings.h"

#include <array>

namespace najia {

namespace {

constexpr ChartSettings kChartDefault{};
constexpr ChartSettings kYiYinChart{ChangedRelations::OriginalPalace, HiddenMethod::TrigramPairs,
                                    BodyMethod::Month};

// 通用 / 卜筮正宗: the defaults (the day's clash by standing, 旬空 by its 旬空論, 月破 by its 十八問答, a 回頭克
// hurting a line on the day by its 十八問答 第二問).
// 增刪卜易: the same day's clash, but no 沖散 (動散章); its own 旬空章 and 月破章; no 卦身 (各門類題頭總注:
// 「余試之不驗」); a 回頭克 hurts a line on the day (日辰章's 遁之姤); the few 神煞 of its 星煞章; of several
// 用神 lines the moving, void or broken one (兩現章).
// 易隱: 通用's analysis, its own 八卦互伏 for 伏神. 易冒: the day's clash by 墓沖/胎沖/絕沖, its thirteen
// kinds of 旬空, 實破/補過, 沖散 of every moving line not on the month, 天干合化 and 年空, and a line on the
// month or day ruler shielded from its 回頭克.
constexpr AnalysisSettings kGeneral{};
constexpr AnalysisSettings kZengShan{EarthStages::WithWater, EarthMonths::Earth, TrueVoid::MonthControls,
                                     Dispersal::Never, EarthProgress::Cycle, false, false, DayClash::Standing,
                                     VoidRule::ZengShan, MonthBreakRule::ZengShan, false, false,
                                     ChartStars::ZengShan, PickOrder::ZengShan};
constexpr AnalysisSettings kYiMao{EarthStages::WithWater, EarthMonths::Earth, TrueVoid::MonthControls,
                                  Dispersal::AnyMoving, EarthProgress::Cycle, true, true, DayClash::Grades,
                                  VoidRule::YiMao, MonthBreakRule::YiMao, true, true};

constexpr std::array<Preset, 4> kPresets = {{
    {PresetId::General, "general", "通用/卜筮正宗", kChartDefault, kGeneral},
    {PresetId::ZengShan, "zengshan", "增刪卜易", kChartDefault, kZengShan},
    {PresetId::YiYin, "yiyin", "易隱", kYiYinChart, kGeneral},
    {PresetId::YiMao, "yimao", "易冒", kChartDefault, kYiMao},
}};

template <class E, std::size_t N>
bool pick(E& out, std::string_view value, const std::array<std::string_view, N>& names)
{
    for (std::size_t i = 0; i < N; ++i)
        if (names[i] == value) {
            out = static_cast<E>(i);
            return true;
        }
    return false;
}

constexpr std::array<std::string_view, 2> kEarthStages = {"water", "fire"};
constexpr std::array<std::string_view, 2> kEarthMonths = {"earth", "season"};
constexpr std::array<std::string_view, 2> kTrueVoid = {"month-controls", "haidiyan"};
constexpr std::array<std::string_view, 3> kDispersal = {"any", "weak", "never"};
constexpr std::array<std::string_view, 2> kEarthProgress = {"cycle", "no-wrap"};
constexpr std::array<std::string_view, 2> kBool = {"off", "on"};
constexpr std::array<std::string_view, 2> kDayClash = {"standing", "grades"};
constexpr std::array<std::string_view, 3> kSchool = {"yimao", "bszz", "zengshan"};
constexpr std::array<std::string_view, 2> kChartStars = {"common", "zengshan"};
constexpr std::array<std::string_view, 2> kPickOrder = {"old-rule", "zengshan"};

template <class E, std::size_t N> std::string_view nameOf(E v, const std::array<std::string_view, N>& names)
{
    return names[static_cast<std::size_t>(v)];
}

} // namespace

std::span<const Preset> presets() { return kPresets; }
const Preset& preset(PresetId id) { return kPresets[static_cast<std::size_t>(id)]; }

std::optional<PresetId> parsePreset(std::string_view text)
{
    for (const Preset& p : kPresets)
        if (p.code == text || p.name == text) return p.id;
    if (text == "通用" || text == "卜筮正宗") return PresetId::General;
    if (text == "增删卜易") return PresetId::ZengShan;
    if (text == "易隐") return PresetId::YiYin;
    return std::nullopt;
}

bool applySetting(AnalysisSettings& s, std::string_view key, std::string_view value)
{
    if (key == "earth-stages") return pick(s.earthStages, value, kEarthStages);
    if (key == "earth-months") return pick(s.earthMonths, value, kEarthMonths);
    if (key == "true-void") return pick(s.trueVoid, value, kTrueVoid);
    if (key == "dispersal") return pick(s.dispersal, value, kDispersal);
    if (key == "earth-progress") return pick(s.earthProgress, value, kEarthProgress);
    int flag = 0;
    if (key == "stem-combination" && pick(flag, value, kBool)) return s.stemCombination = flag == 1, true;
    if (key == "year-void" && pick(flag, value, kBool)) return s.yearVoid = flag == 1, true;
    if (key == "day-clash") return pick(s.dayClash, value, kDayClash);
    if (key == "void-rule") return pick(s.voidRule, value, kSchool);
    if (key == "month-break") return pick(s.monthBreak, value, kSchool);
    if (key == "body" && pick(flag, value, kBool)) return s.body = flag == 1, true;
    if (key == "ruler-shields" && pick(flag, value, kBool)) return s.rulerShields = flag == 1, true;
    if (key == "shensha") return pick(s.stars, value, kChartStars);
    if (key == "pick") return pick(s.pickOrder, value, kPickOrder);
    return false;
}

std::array<SettingValue, kSettingCount> settingValues(const AnalysisSettings& s)
{
    return {{{"earth-stages", nameOf(s.earthStages, kEarthStages)},
             {"earth-months", nameOf(s.earthMonths, kEarthMonths)},
             {"true-void", nameOf(s.trueVoid, kTrueVoid)},
             {"dispersal", nameOf(s.dispersal, kDispersal)},
             {"earth-progress", nameOf(s.earthProgress, kEarthProgress)},
             {"stem-combination", kBool[s.stemCombination ? 1 : 0]},
             {"year-void", kBool[s.yearVoid ? 1 : 0]},
             {"day-clash", nameOf(s.dayClash, kDayClash)},
             {"void-rule", nameOf(s.voidRule, kSchool)},
             {"month-break", nameOf(s.monthBreak, kSchool)},
             {"body", kBool[s.body ? 1 : 0]},
             {"ruler-shields", kBool[s.rulerShields ? 1 : 0]},
             {"shensha", nameOf(s.stars, kChartStars)},
             {"pick", nameOf(s.pickOrder, kPickOrder)}}};
}

} // namespace najia
