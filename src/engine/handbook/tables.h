// The handbook's table registry: every table is computed from the engine's own data (the same
// functions that draw the chart), never retyped, so the handbook and the chart cannot disagree.
// A table is columns and rows of typed cells; text comes from the terms table at the edge.
#pragma once

#include "engine/hexagram.h"
#include "engine/terms.h"

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace najia::handbook {

// What a cell's value is; the value is that enum's index (Hexagram: its six bits; GanZhi: 0..59;
// Number: the number; Set: branches in bits 0-11, stems in bits 12-21, elements in bits 22-26).
enum class CellType : std::uint8_t {
    Empty, Number, Stem, Branch, GanZhi, Element, Trigram, Hexagram, Relation, Spirit, LifeStage,
    Season, Generation, SixteenChange, Echo, NaYin, PathSpirit, ShenSha, Set, Unknown, Image, SolarTerm, TrigramState, Count
};

struct Cell {
    CellType type = CellType::Empty;
    std::uint32_t value = 0;
    friend constexpr bool operator==(Cell, Cell) = default;
};

struct TableInfo {
    std::string_view id;       // stable: "palaces", "nayin", …
    Term title;
    std::string_view passage;  // the passage the table sits beside
};

struct Table {
    TableInfo info;
    std::vector<Term> columns;
    std::vector<std::vector<Cell>> rows;
};

std::span<const TableInfo> tableInfos();
std::optional<Table> buildTable(std::string_view id);

// Cell constructors.
Cell cellOf(Stem s);
Cell cellOf(Branch b);
Cell cellOf(GanZhi g);
Cell cellOf(Element e);
Cell cellOf(Trigram t);
Cell cellOf(Hexagram h);
Cell numberCell(int n);
Cell setCell(std::uint16_t branches, std::uint16_t stems, std::uint8_t elements);

std::string cellText(const Cell& c, Script script);

} // namespace najia::handbook
