// The disputed rules of line analysis, as settings, and the school presets that group them.
#pragma once

#include "engine/analysis/strength.h"
#include "engine/chart.h"
#include "engine/life_stage.h"

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
    Never,      // 增刪卜易 動散章: 「休囚者，間有沖散，亦千百中之一二耳 … 雖則今日受制，後逢值日而不散也」
};

// How 土 advances (化進神) and retreats.
enum class EarthProgress : std::uint8_t {
    Cycle,   // 丑→辰→未→戌→丑 advance, the reverse retreats (the four 季 in order)
    NoWrap,  // the same without 戌→丑 (advance) and 丑→戌 (retreat)
};

// How the day's clash (日沖) acts on a line.
enum class DayClash : std::uint8_t {
    Standing,  // 增刪卜易 暗動章/動散章, read alike by 卜筮正宗: by the line's standing with the month and its
               // help — 旺相 still 暗動, 休囚 still 日破, void still 沖起, moving 休囚 沖散
    Grades,    // 易冒 卷4: by the day branch — 墓沖, 胎沖, 絕沖 (「寅申巳亥為絕沖，縱旺相，靜不能為暗動」)
};

// Which void lines count as empty (旬空 in effect).
enum class VoidRule : std::uint8_t {
    YiMao,     // 易冒 卷4's thirteen kinds: 建空, 動空 and a 全實 fill do not count
    BuShi,     // 卜筮正宗 旬空論: 旺相, 發動, 日辰生扶, 變空, 伏而旺相 有用; 沖起/沖實 fill it
    ZengShan,  // 增刪卜易 旬空章: as 卜筮正宗, and a moving line's 生扶 too; 月破 and 真空 are void regardless
};

// Which month-broken lines stay broken (到底破) past the month.
enum class MonthBreakRule : std::uint8_t {
    YiMao,     // 易冒 卷4: the day of its branch fills it (實破), the month of its branch repairs it (補過)
    BuShi,     // 卜筮正宗 十八問答 第八問: a still line controlled and not generated is 到底破; a moving one
               // generated and not controlled has 出破/填實/合破
    ZengShan,  // 增刪卜易 月破章: only a still line with no help from the day or a moving line is 到底破
};

// Which 神煞 a chart shows.
enum class ChartStars : std::uint8_t {
    Common,    // the usual chart set (shensha::commonSet)
    ZengShan,  // 增刪卜易 星煞章第三十三: 「諸書星煞最多，余留心四十余載獨驗貴人祿神驛馬天喜」 (shensha::zengShanSet)
};

// Which of several lines of the 用神's relation is read (用神多現, 取用): 增刪卜易 卷一 兩現章 gives both.
enum class PickOrder : std::uint8_t {
    OldRule,   // the 古法 it quotes: 「舍其休囚而用旺相，舍其靜爻而用動爻，舍其月破而用不破，舍其旬空而用不空，
               // 舍其被傷而用不傷」
    ZengShan,  // 野鶴's own practice: the moving line, then the void one, then the broken one (「然余得驗者，多有
               // 應乎旬空月破，故常舍其不空而用旬空，舍其不破而用月破」)
};

struct AnalysisSettings {
    EarthStages earthStages = EarthStages::WithWater;
    EarthMonths earthMonths = EarthMonths::Earth;
    TrueVoid trueVoid = TrueVoid::MonthControls;
    Dispersal dispersal = Dispersal::WeakOnly;
    EarthProgress earthProgress = EarthProgress::Cycle;
    bool stemCombination = false;  // 易冒's 天干合化 as a way the useful god is present
    bool yearVoid = false;         // 易冒's 年空 findings
    DayClash dayClash = DayClash::Standing;
    VoidRule voidRule = VoidRule::BuShi;
    MonthBreakRule monthBreak = MonthBreakRule::BuShi;
    bool body = true;              // 卦身 findings (野鶴 doubts the 卦身: off under 增刪卜易)
    // 易冒 卷4: a line on the month or day ruler is not hurt by its 回頭克 (「動爻變日辰克之不為傷」). Both
    // schools say it is: 增刪卜易 日辰章's 遁之姤 (世 午 臨日辰, 「不宜申金月建生亥水回頭克世，卒於亥月」), and
    // 卜筮正宗 十八問答 第二問, the same cast (「世爻午火臨日辰，可稱旺相，但不宜申月建生，助亥水回頭一克」).
    bool rulerShields = false;
    ChartStars stars = ChartStars::Common;
    PickOrder pickOrder = PickOrder::OldRule;
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
inline constexpr std::size_t kSettingCount = 14;
std::array<SettingValue, kSettingCount> settingValues(const AnalysisSettings& s);

} // namespace najia
