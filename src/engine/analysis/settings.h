// The disputed rules of line analysis, as settings, and the school presets that group them.
#pragma once

#include "analysis/strength.h"
#include "chart.h"
#include "life_stage.h"

#include <optional>
#include <span>
#include <string_view>

namespace najia {

// Which phases are 真空 in which month.
enum class TrueVoid : std::uint8_t {
    MonthControls,  // 易冒 卷4 / 卜筮正宗 用神空亡訣: 春土 夏金 秋木 冬火, 四季月 水 (the month controls it)
    HaiDiYanNote,   // 海底眼 卷2 眉批: 春土 夏金 秋水 冬火, 四季 木
};

// Which moving lines the day's clash disperses (沖散).
enum class Dispersal : std::uint8_t {
    AnyMoving,  // 易冒 卷4: 「動爻遇日辰相冲，苟非月建，則謂之散」
    WeakOnly,   // 海底眼 卷2: 「旺相用爻沖必發，休囚沖散」 — a 旺相 moving line is not dispersed
};

// How 土 advances (化進神) and retreats.
enum class EarthProgress : std::uint8_t {
    Cycle,   // 丑→辰→未→戌→丑 advance, the reverse retreats (the four 季 in order)
    NoWrap,  // the same without 戌→丑 (advance) and 丑→戌 (retreat)
};

struct AnalysisSettings {
    EarthStages earthStages = EarthStages::WithWater;
    EarthMonths earthMonths = EarthMonths::Earth;
    TrueVoid trueVoid = TrueVoid::MonthControls;
    Dispersal dispersal = Dispersal::WeakOnly;
    EarthProgress earthProgress = EarthProgress::Cycle;
    bool stemCombination = false;  // 易冒's 天干合化 as a way the useful god is present
    bool yearVoid = false;         // 易冒's 年空 findings
    friend bool operator==(const AnalysisSettings&, const AnalysisSettings&) = default;
};

enum class PresetId : std::uint8_t { General, ZengShan, YiYin, YiMao };

struct Preset {
    PresetId id;
    std::string_view code;  // the CLI's name: general, zengshan, yiyin, yimao
    std::string_view name;  // 通用/卜筮正宗 …
    ChartSettings chart;
    AnalysisSettings analysis;
};

std::span<const Preset> presets();
const Preset& preset(PresetId id);
std::optional<PresetId> parsePreset(std::string_view codeOrName);

// One setting by key=value as the CLI's --set writes it ("dispersal=any"); false when unknown.
bool applySetting(AnalysisSettings& s, std::string_view key, std::string_view value);

// Every setting as key=value pairs, in a fixed order (recorded with a chart).
struct SettingValue {
    std::string_view key;
    std::string_view value;
};
std::array<SettingValue, 7> settingValues(const AnalysisSettings& s);

} // namespace najia
