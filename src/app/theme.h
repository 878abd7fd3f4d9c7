// The window's theme: Fusion with a dark palette matching the dark chart sheet, or the style's
// own light palette.
#pragma once

void applyTheme(bool dark);
