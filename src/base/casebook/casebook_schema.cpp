#include "base/casebook/casebook_schema.h"

#include "base/casebook/casebook.h"

#include <array>

namespace najia::base {

namespace {

// 1: cases with their chart facts, tags, and the folded full-text index.
constexpr const char* kStep1[] = {
    "CREATE TABLE cases ("
    " id INTEGER PRIMARY KEY,"
    " document TEXT NOT NULL,"          // the .najia JSON without "chart"
    " reading TEXT,"                    // the reading as judged, JSON
    " question TEXT NOT NULL, notes TEXT NOT NULL, category TEXT NOT NULL, preset TEXT NOT NULL,"
    " cast_at TEXT NOT NULL,"           // the moment's civil time, or ''
    " cast_date TEXT NOT NULL,"         // its date, or the date the case was stored
    " primary_hex INTEGER NOT NULL, changed_hex INTEGER, palace INTEGER NOT NULL, generation INTEGER NOT NULL,"
    " six_clash INTEGER NOT NULL, six_harmony INTEGER NOT NULL, moving INTEGER NOT NULL,"
    " month_branch INTEGER, day_branch INTEGER, useful INTEGER,"
    // masks of finding kinds per scope and of rules, two 63-bit words each (casebook_facts.h)
    " kinds_any_0 INTEGER NOT NULL, kinds_any_1 INTEGER NOT NULL, kinds_primary_0 INTEGER NOT NULL,"
    " kinds_primary_1 INTEGER NOT NULL, kinds_changed_0 INTEGER NOT NULL, kinds_changed_1 INTEGER NOT NULL,"
    " kinds_hidden_0 INTEGER NOT NULL, kinds_hidden_1 INTEGER NOT NULL, kinds_chart_0 INTEGER NOT NULL,"
    " kinds_chart_1 INTEGER NOT NULL, kinds_useful_0 INTEGER NOT NULL, kinds_useful_1 INTEGER NOT NULL,"
    " kinds_self_0 INTEGER NOT NULL, kinds_self_1 INTEGER NOT NULL, kinds_other_0 INTEGER NOT NULL,"
    " kinds_other_1 INTEGER NOT NULL, rules_0 INTEGER NOT NULL, rules_1 INTEGER NOT NULL,"
    " outcome INTEGER NOT NULL DEFAULT 0 CHECK (outcome BETWEEN 0 AND 3),"
    " settled TEXT, happened TEXT NOT NULL DEFAULT '', matched_timing TEXT NOT NULL DEFAULT '',"
    " created TEXT NOT NULL, modified TEXT NOT NULL)",
    "CREATE INDEX cases_primary ON cases(primary_hex)",
    "CREATE INDEX cases_changed ON cases(changed_hex)",
    "CREATE INDEX cases_palace ON cases(palace, generation)",
    "CREATE INDEX cases_category ON cases(category)",
    "CREATE INDEX cases_preset ON cases(preset)",
    "CREATE INDEX cases_outcome ON cases(outcome)",
    "CREATE INDEX cases_cast_date ON cases(cast_date)",
    "CREATE INDEX cases_branches ON cases(month_branch, day_branch)",
    "CREATE INDEX cases_moving ON cases(moving)",
    "CREATE TABLE case_tags (case_id INTEGER NOT NULL REFERENCES cases(id) ON DELETE CASCADE,"
    " tag TEXT NOT NULL, PRIMARY KEY (case_id, tag)) WITHOUT ROWID",
    "CREATE INDEX case_tags_tag ON case_tags(tag, case_id)",
    "CREATE VIRTUAL TABLE case_text USING fts5(question, notes, happened, tokenize = 'unicode61')",
};

// 2: named searches.
constexpr const char* kStep2[] = {
    "CREATE TABLE searches (name TEXT PRIMARY KEY, filter TEXT NOT NULL) WITHOUT ROWID",
};

// 3: the reading's headline (casebook_facts.h): how the 用神 was taken and the verdict on it. Rows
// stored before are filled in by Casebook::migrate, which recomputes their charts.
constexpr const char* kStep3[] = {
    "ALTER TABLE cases ADD COLUMN pick INTEGER",      // PickRule of the first 用神
    "ALTER TABLE cases ADD COLUMN strength INTEGER",  // Strength; NULL when unknown
    "ALTER TABLE cases ADD COLUMN rescue INTEGER",    // Rescue; NULL when no line carries the 用神
    "ALTER TABLE cases ADD COLUMN tendency INTEGER",  // Tendency; likewise
    "CREATE INDEX cases_reading ON cases(pick, tendency)",
};

// 4: whether the stored reading still is today's engine's (casebook.h, Casebook::recheck). Rows stored
// before have no stamp and are compared on the next recheck.
constexpr const char* kStep4[] = {
    "ALTER TABLE cases ADD COLUMN engine INTEGER",  // the engine stamp the stored reading was compared with
    "ALTER TABLE cases ADD COLUMN stale TEXT",      // what differs (factsDifference JSON); NULL: nothing
    "CREATE INDEX cases_engine ON cases(engine)",
    "CREATE INDEX cases_stale ON cases(id) WHERE stale IS NOT NULL",
};

// 5: sealed judgments (casebook_seals.h): fixed before the outcome, chained by hash, never changed
// (the triggers refuse an UPDATE or DELETE; a later seal amends an earlier one).
constexpr const char* kStep5[] = {
    "CREATE TABLE seals (id INTEGER PRIMARY KEY, case_id INTEGER NOT NULL REFERENCES cases(id),"
    " sealed_at TEXT NOT NULL, verdict TEXT NOT NULL CHECK (verdict IN ('favourable', 'unfavourable')),"
    " confidence INTEGER NOT NULL CHECK (confidence BETWEEN 50 AND 99), window_from TEXT, window_to TEXT,"
    " note TEXT NOT NULL DEFAULT '', amends INTEGER REFERENCES seals(id), inputs TEXT NOT NULL,"
    " previous TEXT NOT NULL, hash TEXT NOT NULL UNIQUE)",
    "CREATE INDEX seals_case ON seals(case_id)",
    "CREATE TRIGGER seals_fixed BEFORE UPDATE ON seals BEGIN SELECT RAISE(ABORT, 'a seal cannot be changed'); END",
    "CREATE TRIGGER seals_kept BEFORE DELETE ON seals BEGIN SELECT RAISE(ABORT, 'a seal cannot be removed'); END",
};

// 6: case threads (casebook_threads.h): a follow-up cast (追問) names the case it follows, at most one;
// no self-link here, no loop (checked when linking). Removing either case removes the link.
constexpr const char* kStep6[] = {
    "CREATE TABLE case_follows (case_id INTEGER PRIMARY KEY REFERENCES cases(id) ON DELETE CASCADE,"
    " follows INTEGER NOT NULL REFERENCES cases(id) ON DELETE CASCADE, linked TEXT NOT NULL,"
    " CHECK (case_id != follows))",
    "CREATE INDEX case_follows_follows ON case_follows(follows)",
};

constexpr std::array<SchemaStep, 6> kSteps = {
    {{1, kStep1}, {2, kStep2}, {3, kStep3}, {4, kStep4}, {5, kStep5}, {6, kStep6}}};
static_assert(kSteps.back().version == kCasebookSchema, "the last step is the schema this program writes");

} // namespace

std::span<const SchemaStep> schemaSteps() { return kSteps; }

} // namespace najia::base
