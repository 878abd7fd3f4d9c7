// The fixed texts that have stored copies in the other script (handbook/script_copies.h): listed once
// here for the generator that makes the copies and the test that checks them.
#pragma once

#include "engine/terms.h"

#include <QString>

#include <vector>

namespace najia::base {

struct FixedText {
    QString text;
    Script script;  // the script it is written in
};

// The handbook's searchable texts, its passages and section titles as shown, and every place and
// passage a finding, a reading step or a verse cites.
std::vector<FixedText> textsWithStoredCopies();

} // namespace najia::base
