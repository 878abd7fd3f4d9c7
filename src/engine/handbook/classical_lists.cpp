#include "engine/handbook/classical_lists.h"

#include <array>

namespace najia::handbook {

namespace {

constexpr std::array<DayHurts, 12> kDayHurts = {{
    {Branch::Zi, 3, {20, 16, 64}},
    {Branch::Chou, 2, {20, 50}},
    {Branch::Yin, 6, {14, 60, 55, 51, 31, 39}},
    {Branch::Mao, 5, {35, 51, 9, 56, 11}},
    {Branch::Chen, 3, {1, 22, 48}},
    {Branch::Si, 1, {52}},
    {Branch::Wu, 5, {44, 29, 25, 34, 5}},
    {Branch::Wei, 4, {46, 28, 24, 64}},
    {Branch::Shen, 2, {49, 47}},
    {Branch::You, 7, {12, 3, 22, 32, 4, 2, 43}},
    {Branch::Xu, 3, {57, 11, 58}},
    {Branch::Hai, 4, {33, 30, 64, 15}},
}};

// Indexed by the trigram's bits (坤 0 … 乾 7), as trigram.h numbers them.
constexpr std::array<TrigramImage, 8> kAnimals = {TrigramImage::Ox, TrigramImage::Dragon, TrigramImage::Pig,
    TrigramImage::Sheep, TrigramImage::Dog, TrigramImage::Pheasant, TrigramImage::Rooster, TrigramImage::Horse};
constexpr std::array<TrigramImage, 8> kBody = {TrigramImage::Belly, TrigramImage::Foot, TrigramImage::Ear,
    TrigramImage::Mouth, TrigramImage::Hand, TrigramImage::Eye, TrigramImage::Thigh, TrigramImage::Head};
constexpr std::array<TrigramImage, 8> kFamily = {TrigramImage::Mother, TrigramImage::EldestSon,
    TrigramImage::MiddleSon, TrigramImage::YoungestDaughter, TrigramImage::YoungestSon,
    TrigramImage::MiddleDaughter, TrigramImage::EldestDaughter, TrigramImage::Father};

} // namespace

std::span<const DayHurts> dayHurtsShiYing() { return kDayHurts; }
TrigramImage animalOf(Trigram t) { return kAnimals[static_cast<std::size_t>(bits(t))]; }
TrigramImage bodyOf(Trigram t) { return kBody[static_cast<std::size_t>(bits(t))]; }
TrigramImage familyOf(Trigram t) { return kFamily[static_cast<std::size_t>(bits(t))]; }

} // namespace najia::handbook

namespace najia {

template <> std::span<const Term> termsOf<handbook::TrigramImage>()
{
    static constexpr std::array<Term, static_cast<std::size_t>(handbook::TrigramImage::Count)> t = {{
        {"馬", "马", "horse"}, {"牛", "牛", "ox"}, {"龍", "龙", "dragon"}, {"雞", "鸡", "rooster"},
        {"豕", "豕", "pig"}, {"雉", "雉", "pheasant"}, {"狗", "狗", "dog"}, {"羊", "羊", "sheep"},
        {"首", "首", "head"}, {"腹", "腹", "belly"}, {"足", "足", "foot"}, {"股", "股", "thigh"},
        {"耳", "耳", "ear"}, {"目", "目", "eye"}, {"手", "手", "hand"}, {"口", "口", "mouth"},
        {"老父", "老父", "father"}, {"老母", "老母", "mother"}, {"長男", "长男", "eldest son"},
        {"長女", "长女", "eldest daughter"}, {"中男", "中男", "middle son"}, {"中女", "中女", "middle daughter"},
        {"少男", "少男", "youngest son"}, {"少女", "少女", "youngest daughter"},
    }};
    return t;
}

} // namespace najia
