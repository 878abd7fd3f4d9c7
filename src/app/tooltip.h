// The one way a widget answers a tooltip event with a text it computes for a point:
// shows it, or hides a stale tooltip when the point has none.
#pragma once

#include <QHelpEvent>
#include <QString>
#include <QToolTip>
#include <QWidget>

inline void showToolTip(const QHelpEvent& help, const QString& tip, QWidget* widget)
{
    if (tip.isEmpty()) QToolTip::hideText();
    else QToolTip::showText(help.globalPos(), tip, widget);
}
