#include "engine/setting_words.h"

namespace najia {

namespace {

constexpr SettingWord<ChangedRelations> kChanged[] = {
    {ChangedRelations::OriginalPalace, "original", {"依本卦之宮", "依本卦之宫", "Original palace"}},
    {ChangedRelations::OwnPalace, "own", {"依變卦本宮", "依变卦本宫", "Own palace"}},
};

constexpr SettingWord<HiddenMethod> kHidden[] = {
    {HiddenMethod::HeadAbsent, "head", {"首卦（所缺六親）", "首卦（所缺六亲）", "首卦: missing relations"}},
    {HiddenMethod::HeadAll, "head-all", {"首卦（六爻皆伏）", "首卦（六爻皆伏）", "首卦: all six lines"}},
    {HiddenMethod::TrigramPairs, "pairs", {"八卦互伏（易隱）", "八卦互伏（易隐）", "八卦互伏 (易隱)"}},
};

constexpr SettingWord<BodyMethod> kBody[] = {
    {BodyMethod::Month, "month", {"月卦身", "月卦身", "月卦身 (by month)"}},
    {BodyMethod::Self, "self", {"世身（易隱）", "世身（易隐）", "世身 (易隱)"}},
};

constexpr SettingWord<calendar::DayBoundary> kBoundary[] = {
    {calendar::DayBoundary::At23, "23", {"子時換日（23:00）", "子时换日（23:00）", "23:00 (子時換日)"}},
    {calendar::DayBoundary::AtMidnight, "0", {"夜子時（0:00 換日）", "夜子时（0:00 换日）", "Midnight (夜子時)"}},
};

constexpr SettingWord<Script> kScript[] = {
    {Script::Traditional, "traditional", {"繁體", "繁体", "Traditional Chinese"}},
    {Script::Simplified, "simplified", {"簡體", "简体", "Simplified Chinese"}},
    {Script::English, "english", {"英文", "英文", "English"}},
};

} // namespace

template <> std::span<const SettingWord<ChangedRelations>> settingWords() { return kChanged; }
template <> std::span<const SettingWord<HiddenMethod>> settingWords() { return kHidden; }
template <> std::span<const SettingWord<BodyMethod>> settingWords() { return kBody; }
template <> std::span<const SettingWord<calendar::DayBoundary>> settingWords() { return kBoundary; }
template <> std::span<const SettingWord<Script>> settingWords() { return kScript; }

} // namespace najia
