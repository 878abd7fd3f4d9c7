#include "commands.h"

int runChart(const QStringList&) { return 1; }
