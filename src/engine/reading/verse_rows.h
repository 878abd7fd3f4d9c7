// Builders for the rows of the verse catalogue (verses_000.cpp, verses_004.cpp): each condition and
// each row in one short expression, so that a row reads like the clause it types.
#pragma once

#include "engine/reading/interpretation.h"
#include "engine/reading/verses.h"

#include <initializer_list>

namespace najia::verse_rows {

using R = Relation;
using Q = QuestionCategory;
using T = VerseTrigger;
using At = SpiritAt;

template <class E> constexpr std::int8_t i8(E e) { return static_cast<std::int8_t>(e); }
template <class E> constexpr std::int8_t maskOf(std::initializer_list<E> es)
{
    int m = 0;
    for (E e : es) m |= 1 << static_cast<int>(e);
    return static_cast<std::int8_t>(m);
}

constexpr VerseWhen when(T t, int a = -1, int b = -1) { return {t, static_cast<std::int8_t>(a), static_cast<std::int8_t>(b)}; }
constexpr VerseWhen moving(R r) { return {T::RelationMoving, i8(r)}; }
constexpr VerseWhen advances(R r) { return {T::Advances, i8(r)}; }
constexpr VerseWhen retreats(R r) { return {T::Retreats, i8(r)}; }
constexpr VerseWhen changes(R from, R to) { return {T::ChangesTo, i8(from), i8(to)}; }
constexpr VerseWhen both(R a, R b) { return {T::BothMoving, i8(a), i8(b)}; }
constexpr VerseWhen absent(R r) { return {T::RelationAbsent, i8(r)}; }
constexpr VerseWhen holdsSelf(R r) { return {T::SelfRelation, i8(r)}; }
constexpr VerseWhen holdsOther(R r) { return {T::OtherRelation, i8(r)}; }
constexpr VerseWhen role(T t, Role r) { return {t, i8(r)}; }
constexpr VerseWhen roles(T t, std::initializer_list<Role> rs) { return {t, maskOf(rs)}; }
constexpr VerseWhen spirit(Spirit s, At at = At::Any) { return {T::SpiritMoving, maskOf({s}), i8(at)}; }
constexpr VerseWhen spirits(std::initializer_list<Spirit> ss) { return {T::SpiritMoving, maskOf(ss), i8(At::Any)}; }

constexpr std::uint64_t cats(std::initializer_list<Q> qs)
{
    std::uint64_t m = 0;
    for (Q q : qs) m |= cat(q);
    return m;
}
constexpr std::uint8_t subjects(std::initializer_list<QuestionSubject> ss) { return static_cast<std::uint8_t>(maskOf(ss)); }

// One clause: its code, the passage and seed line, up to two conditions, the questions it speaks of.
struct Book {
    std::string_view seed;
    std::string_view name;
    constexpr Verse operator()(std::string_view code, std::string_view passage, int line, VerseWhen w1,
                               VerseWhen w2 = {}, std::uint64_t categories = 0, std::uint8_t subjectMask = 0,
                               VerseWhen w3 = {}) const
    {
        return {code, {w1, w2, w3}, categories, subjectMask, seed, name, passage, line, {}};
    }
};

// A clause whose passage corrects the seed's damaged wording `transmitted` (docs/corrections.md).
constexpr Verse corrected(Verse v, std::string_view transmitted)
{
    v.transmitted = transmitted;
    return v;
}

} // namespace najia::verse_rows
