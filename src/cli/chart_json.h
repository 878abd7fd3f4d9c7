// The chart as JSON (the format README.md documents) and as a text sheet, in a chosen script.
#pragma once

#include "chart.h"
#include "terms.h"

#include <QJsonObject>
#include <QString>

QJsonObject chartToJson(const najia::Chart& chart, najia::Script script);
QString chartToText(const najia::Chart& chart, najia::Script script);

// Parses six digits 6–9, 初爻 first (「987677」).
najia::Result<najia::Cast> parseCast(const QString& digits);
