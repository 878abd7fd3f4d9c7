// The View menu's actions on the chart sheet: the 變卦 as a chart of its own (Ctrl+5, beside
// 互 錯 綜), the full or compact 變卦 column, every pillar's 旬空, and zoom (Ctrl+= / Ctrl+- / Ctrl+0
// back to fitting the window). The choices persist between sessions.
#pragma once

class ChartModel;
class ChartView;
class QActionGroup;
class QMenu;
class QObject;

void installViewActions(QObject* owner, QMenu* menu, ChartView* view, ChartModel* model, QActionGroup* derivedViews);
