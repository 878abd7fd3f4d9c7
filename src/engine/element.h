// 五行 and 陰陽: the five phases with their generating (生) and controlling (克) cycles.
#pragma once

#include <cstdint>

namespace najia {

enum class YinYang : std::uint8_t { Yin, Yang };

// Order is the generating cycle: 木生火, 火生土, 土生金, 金生水, 水生木.
enum class Element : std::uint8_t { Wood, Fire, Earth, Metal, Water };
inline constexpr int kElementCount = 5;

constexpr int index(Element e) { return static_cast<int>(e); }
constexpr Element elementAt(int i) { return static_cast<Element>(((i % 5) + 5) % 5); }

// The phase that `e` generates (我生).
constexpr Element generated(Element e) { return elementAt(index(e) + 1); }
// The phase that `e` controls (我克): two steps along the generating cycle (木克土, 土克水 …).
constexpr Element controlled(Element e) { return elementAt(index(e) + 2); }

constexpr bool generates(Element a, Element b) { return generated(a) == b; }
constexpr bool controls(Element a, Element b) { return controlled(a) == b; }

// How `other` stands to `self`; the basis of 六親 and 飛伏.
enum class PhaseRelation : std::uint8_t {
    Same,          // 比和
    Generates,     // self generates other (我生)
    Controls,      // self controls other (我克)
    GeneratedBy,   // other generates self (生我)
    ControlledBy,  // other controls self (克我)
};

constexpr PhaseRelation phaseRelation(Element self, Element other)
{
    switch ((index(other) - index(self) + 5) % 5) {  // 0..4 steps along the generating cycle
    case 0: return PhaseRelation::Same;
    case 1: return PhaseRelation::Generates;
    case 2: return PhaseRelation::Controls;
    case 3: return PhaseRelation::ControlledBy;
    default: return PhaseRelation::GeneratedBy;
    }
}

} // namespace najia
