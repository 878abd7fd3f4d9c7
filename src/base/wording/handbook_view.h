// The handbook's passages, tables and 周易 texts as display text and JSON, shared by `najia-cli ref`
// and the app's handbook browser so that both show the same thing.
#pragma once

#include "engine/handbook/passage.h"
#include "engine/handbook/search.h"
#include "engine/handbook/tables.h"
#include "engine/handbook/zhouyi.h"

#include <QJsonObject>
#include <QString>

namespace najia::base {

QString fromView(std::string_view s);

// 「易隱 卷二」, in the script.
QString bookTitle(handbook::Book b, Script s);
QString sectionTitle(const handbook::Passage& p, Script s);
// The clean text (000's pinyin glosses dropped) in the display script (OpenCC with the phrase list).
QString passageText(const handbook::Passage& p, Script s);
// The 周易 text with its label: 「初九：潛龍勿用。」.
QString zhouyiText(const handbook::ZhouyiText& t, Script s);
QString zhouyiTitle(const handbook::ZhouyiText& t, Script s);  // 「乾為天 初九」

QJsonObject passageJson(const handbook::Passage& p, Script s);
QJsonObject zhouyiJson(const handbook::ZhouyiText& t, Script s);
QJsonObject tableJson(const handbook::Table& t, Script s);
QJsonObject hitJson(const handbook::Hit& h, Script s);

} // namespace najia::base
