// A combo box listing a chart setting's words (engine: setting_words.h): labels in the interface's
// script, the setting's key as item data — so no widget spells a key or a label of its own.
#pragma once

#include "engine/analysis/settings.h"
#include "base/wording/script_text.h"
#include "base/wording/setting_text.h"

#include <QComboBox>
#include <QLocale>

// The script the interface is read in: Chinese UIs by their script, anything else English.
inline najia::Script interfaceScript(const QLocale& locale = QLocale())
{
    if (locale.language() != QLocale::Chinese) return najia::Script::English;
    const bool traditional = locale.script() == QLocale::TraditionalChineseScript ||
                             locale.territory() == QLocale::Taiwan || locale.territory() == QLocale::HongKong ||
                             locale.territory() == QLocale::Macao;
    return traditional ? najia::Script::Traditional : najia::Script::Simplified;
}

// A school preset's name (「增刪卜易」, written in 繁體 in the engine) in the interface's Chinese script.
inline QString presetLabel(const najia::Preset& p)
{
    return najia::base::convertScript(QString::fromUtf8(p.name), najia::Script::Traditional, interfaceScript());
}

// Refills `box` with E's words, keeping the selected value.
template <class E> void fillSettingCombo(QComboBox* box, najia::Script labels = interfaceScript())
{
    const QVariant current = box->currentData();
    box->clear();
    for (const auto& w : najia::settingWords<E>())
        box->addItem(najia::base::settingLabel(w.value, labels), najia::base::settingKeyText(w.value));
    box->setCurrentIndex(std::max(0, box->findData(current)));
}

template <class E> void selectSetting(QComboBox* box, E value)
{
    box->setCurrentIndex(std::max(0, box->findData(najia::base::settingKeyText(value))));
}

// The selected value; the list's first (the default) when nothing is selected.
template <class E> E settingOf(const QComboBox* box)
{
    return najia::base::settingOr(box->currentData().toString(), najia::settingWords<E>().front().value);
}
