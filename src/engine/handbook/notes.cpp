#include "handbook/notes.h"

#include <array>
#include <utility>

namespace najia::handbook {

namespace {

constexpr std::array<std::pair<std::string_view, std::string_view>, 14> kNotes = {{
    {"yiyin.27", "Which text of the Zhouyi to read for a cast: none moving, the judgement; one, that line; two, the "
                 "yin one (or the upper if alike); three, the middle; four, the lower still line; five, the still "
                 "line; six, Qian's and Kun's extra text, else the changed hexagram's judgement. The Cong Wang Lu "
                 "note reads the changed hexagram's line for one moving line (a setting)."},
    {"yiyin.55", "The eight palaces: each palace lists its pure hexagram, then the hexagrams reached by changing "
                 "lines 1 to 5 in turn, then the wandering and returning souls. The 世 follows the generation."},
    {"yiyin.59", "The seed writes 水雷噬嗑; 噬嗑 is fire over thunder (火雷). See the correction."},
    {"yiyin.63", "Six relations by the palace's phase; the Na Jia stems and branches of each trigram, listed "
                 "top line first. The 離 column has 巳 for the stem 己 throughout."},
    {"yiyin.71", "A list without a stated rule: the hexagrams whose self and other lines are hurt on each day "
                 "branch. Kept as data."},
    {"yiyin.95", "Six spirits by the day stem, from the first line up; then the month stems from the year stem "
                 "(五虎遁) and the hour stems from the day stem (五鼠遁)."},
    {"yiyin.99", "Na Yin by arithmetic: the Da Yan numbers of the two stems and two branches of a pair are "
                 "summed, taken from 49, and the remainder mod 5 names the phase that generates the Na Yin phase."},
    {"yiyin.123", "The Si Tian stars: a row of ten branches for the ten stems (甲 … 癸), or twelve for the "
                  "year branches. Several rows are garbled; see corrections.md for how each is read."},
    {"bszz.242", "The two void branches of each decade: a decade of ten days pairs ten stems with ten branches, "
                 "leaving two branches out."},
    {"bszz.245", "The month ruler by the sectional solar term, and the branch it clashes, the month break."},
    {"yimao.35", "Trigram seasons: each trigram rules 45 days (three 氣) in later-heaven order from the winter "
                 "solstice; the others are strong, embryo, sunk, dead, confined, resting, abandoned in turn."},
    {"yimao.159", "The day's clash: a strong still line is set moving in secret, a weak one is broken, a void "
                  "line is filled, a moving line is dispersed."},
    {"xieji.28", "Yellow and black path spirits: twelve spirits walk the branches from a start fixed by the "
                 "month (for days) or the day (for hours); six are yellow (auspicious)."},
    {"xieji.402", "The noble at the heaven gate: with the month general on the hour, the hour in which the "
                  "day's noble (yang by day, yin by night) stands over 亥."},
}};

} // namespace

std::string_view noteOf(std::string_view passageId)
{
    for (const auto& [id, note] : kNotes)
        if (id == passageId) return note;
    return {};
}

} // namespace najia::handbook
