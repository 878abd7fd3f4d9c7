#include "engine/handbook/notes.h"

#include <array>

namespace najia::handbook {

namespace {

struct Note {
    std::string_view passage;
    std::string_view english;
    std::string_view chinese;  // the same in 繁體, for a Chinese reader
};

constexpr std::array<Note, 14> kNotes = {{
    {"yiyin.27", "Which text of the Zhouyi to read for a cast: none moving, the judgement; one, that line; two, the "
                 "yin one (or the upper if alike); three, the middle; four, the lower still line; five, the still "
                 "line; six, Qian's and Kun's extra text, else the changed hexagram's judgement. The Cong Wang Lu "
                 "note reads the changed hexagram's line for one moving line (a setting).",
     "占得一卦讀周易何辭：六爻皆靜，讀彖辭；一爻動，讀其爻辭；兩爻動，讀陰爻（同陰同陽則讀上爻）；三爻動，讀中爻；四爻動，讀下靜爻；五爻動，讀靜爻；六爻皆動，乾坤讀用九用六，餘卦讀變卦彖辭。從亡錄之注，一爻動讀變卦之爻辭（可於設定中選）。"},
    {"yiyin.55", "The eight palaces: each palace lists its pure hexagram, then the hexagrams reached by changing "
                 "lines 1 to 5 in turn, then the wandering and returning souls. The 世 follows the generation.",
     "八宮：每宮先列八純卦，次列自初爻至五爻依次變出之卦，再列游魂、歸魂二卦。世爻隨世數而定。"},
    {"yiyin.59", "The seed writes 水雷噬嗑; 噬嗑 is fire over thunder (火雷). See the correction.",
     "底本作水雷噬嗑；噬嗑為火上雷下（火雷）。見校勘。"},
    {"yiyin.63", "Six relations by the palace's phase; the Na Jia stems and branches of each trigram, listed "
                 "top line first. The 離 column has 巳 for the stem 己 throughout.",
     "六親依本宮五行而定；各卦納甲之干支，自上爻列起。離卦一欄之己皆誤作巳。"},
    {"yiyin.71", "A list without a stated rule: the hexagrams whose self and other lines are hurt on each day "
                 "branch. Kept as data.",
     "此表未言其法：列出每一日支傷及世應之卦。存其原表為資料。"},
    {"yiyin.95", "Six spirits by the day stem, from the first line up; then the month stems from the year stem "
                 "(五虎遁) and the hour stems from the day stem (五鼠遁).",
     "六神依日干自初爻起；次以年干起月干（五虎遁），以日干起時干（五鼠遁）。"},
    {"yiyin.99", "Na Yin by arithmetic: the Da Yan numbers of the two stems and two branches of a pair are "
                 "summed, taken from 49, and the remainder mod 5 names the phase that generates the Na Yin phase.",
     "以數求納音：一干支之兩干兩支各取大衍之數相加，以四十九減之，餘數除五，所得之五行生納音之五行。"},
    {"yiyin.123", "The Si Tian stars: a row of ten branches for the ten stems (甲 … 癸), or twelve for the "
                  "year branches. Several rows are garbled; see corrections.md for how each is read.",
     "司天之星：十干各一行十支（甲至癸），或年支各一行十二支。數行訛亂，其讀法見校勘說明。"},
    {"bszz.242", "The two void branches of each decade: a decade of ten days pairs ten stems with ten branches, "
                 "leaving two branches out.",
     "每旬兩支旬空：一旬十日，十干配十支，餘二支不得配。"},
    {"bszz.245", "The month ruler by the sectional solar term, and the branch it clashes, the month break.",
     "月建依節氣之節而定，其所沖之支為月破。"},
    {"yimao.35", "Trigram seasons: each trigram rules 45 days (three 氣) in later-heaven order from the winter "
                 "solstice; the others are strong, embryo, sunk, dead, confined, resting, abandoned in turn.",
     "八卦旺相：每卦自冬至起依後天之序當令四十五日（三氣），其餘依次為相、胎、沒、死、囚、休、廢。"},
    {"yimao.159", "The day's clash: a strong still line is set moving in secret, a weak one is broken, a void "
                  "line is filled, a moving line is dispersed.",
     "日沖：旺而靜之爻沖之為暗動，衰者為日破，空爻遇沖為實，動爻遇沖為散。"},
    {"xieji.28", "Yellow and black path spirits: twelve spirits walk the branches from a start fixed by the "
                 "month (for days) or the day (for hours); six are yellow (auspicious).",
     "黃黑道：十二神依地支而行，其起點日以月定、時以日定；其中六神為黃道（吉）。"},
    {"xieji.402", "The noble at the heaven gate: with the month general on the hour, the hour in which the "
                  "day's noble (yang by day, yin by night) stands over 亥.",
     "貴登天門時：以月將加時，日之貴人（晝陽夜陰）臨亥之時。"},
}};

} // namespace

std::string_view noteOf(std::string_view passageId, bool chinese)
{
    for (const Note& n : kNotes)
        if (n.passage == passageId) return chinese ? n.chinese : n.english;
    return {};
}

} // namespace najia::handbook
