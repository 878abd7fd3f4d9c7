// The casebook in the main window: File ▸ Save to Casebook (Ctrl+Shift+B) stores the chart shown as
// a pending case, first saying so when the same question was asked in the last three days
// (一事不問二卦); File ▸ Casebook (Ctrl+Shift+K) shows the casebook window. Kept out of
// mainwindow.cpp, which only calls installCasebook().
#pragma once

class CasebookWindow;
class MainWindow;
class QMenu;
class QString;

void installCasebook(MainWindow* window, QMenu* menu);
// The casebook window of a main window, created (and the default casebook opened) on first use.
CasebookWindow* casebookWindow(MainWindow* window);
// Saves the main window's chart as a case; false (with a message) when it was not saved.
bool saveToCasebook(MainWindow* window);

// Days within which a repeated question is pointed out.
inline constexpr int kSameQuestionDays = 3;
