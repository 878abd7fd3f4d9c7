#include "app/sheetwords.h"

#include <QCoreApplication>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;

QString sheetWord(najia::Script script, const char* source)
{
    if (script == najia::Script::English) return QCoreApplication::translate("ChartSheet", source);
    static QTranslator traditional, simplified;
    static const bool loaded = traditional.load(u":/i18n/najia_zh_TW.qm"_s) && simplified.load(u":/i18n/najia_zh_CN.qm"_s);
    const QString t = loaded ? (script == najia::Script::Simplified ? simplified : traditional).translate("ChartSheet", source)
                             : QString();
    return t.isEmpty() ? QCoreApplication::translate("ChartSheet", source) : t;
}
