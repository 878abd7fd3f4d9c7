// The casebook's schema as forward migrations: step N takes a file from user_version N−1 to N.
// Steps are never edited once released; a change of schema is a new step.
#pragma once

#include <span>

namespace najia::base {

struct SchemaStep {
    int version;                          // the user_version after this step
    std::span<const char* const> sql;     // one statement each (Qt's QSQLITE runs one per exec)
};

std::span<const SchemaStep> schemaSteps();

} // namespace najia::base
