// The window's theme: the system's own style and palette (the default), Fusion's light palette,
// or Fusion with a dark palette matching the dark chart sheet.
#pragma once

enum class Theme { System, Light, Dark };

void applyTheme(Theme theme);
// Whether the palette in use is dark (the chart sheet then takes its dark colours).
bool paletteIsDark();
