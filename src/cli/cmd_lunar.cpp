#include "commands.h"
int runLunar(const QStringList&) { return 1; }
