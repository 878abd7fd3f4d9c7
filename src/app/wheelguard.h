// Combo and spin boxes take the mouse wheel only when focused: scrolling a panel over them moves
// the panel, not their value (the zone once became Asia/Qyzylorda while scrolling).
#pragma once

class QWidget;

// Applies to every combo box and spin box (date/time edits included) under `root`.
void guardWheel(QWidget* root);
