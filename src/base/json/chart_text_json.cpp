#include "base/json/chart_text_json.h"

#include "base/wording/chart_wording.h"
#include "base/wording/term_text.h"
#include "engine/hexagram_names.h"
#include "engine/reading/reading_terms.h"

#include <QJsonArray>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

QString hexagramText(Hexagram h, Script s) { return QString::fromUtf8(hexagramName(h).full.in(s)); }

QString digits(const Cast& cast)
{
    QString out;
    for (const LineValue v : cast) out += QChar(u'0' + static_cast<int>(v));
    return out;
}

QString two(int n) { return u"%1"_s.arg(n, 2, 10, QChar(u'0')); }

QJsonValue ganzhiOrBranch(const std::optional<GanZhi>& g, const std::optional<Branch>& alone, Script s)
{
    if (g) return QString::fromStdString(name(*g, s));
    if (alone) return text(*alone, s);
    return QJsonValue(QJsonValue::Null);
}

QJsonArray strings(const std::vector<std::string>& v)
{
    QJsonArray a;
    for (const std::string& s : v) a.append(QString::fromStdString(s));
    return a;
}

QString lunarText(const casting::LunarText& l, Script s)
{
    static const char16_t* kMonths[] = {u"正", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九", u"十", u"冬", u"臘"};
    static const char16_t* kDigits[] = {u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九", u"十"};
    QString month = QString::fromUtf16(kMonths[l.month - 1]);
    if (l.month == 12 && s == Script::Simplified) month = u"腊"_s;
    const QString leap = l.leap ? (s == Script::Simplified ? u"闰"_s : u"閏"_s) : QString();
    QString day;
    if (l.day <= 10) day = u"初"_s + QString::fromUtf16(kDigits[l.day - 1]);
    else if (l.day < 20) day = u"十"_s + QString::fromUtf16(kDigits[l.day - 11]);
    else if (l.day == 20) day = u"二十"_s;
    else if (l.day < 30) day = u"廿"_s + QString::fromUtf16(kDigits[l.day - 21]);
    else day = u"三十"_s;
    QString out = leap + month + u"月"_s + day;
    if (l.hour) out += text(*l.hour, s) + (s == Script::Simplified ? u"时"_s : u"時"_s);
    return out;
}

} // namespace

QString civilAt(const casting::CivilText& c)
{
    return u"%1-%2-%3 %4:%5"_s.arg(c.year).arg(two(c.month), two(c.day), two(c.hour.value_or(0)), two(c.minute.value_or(0)));
}

QJsonObject chartTextToJson(const casting::ChartText& t, Script s)
{
    QJsonObject o;
    if (t.primary) o[u"primary"_s] = hexagramText(*t.primary, s);
    if (t.changed) o[u"changed"_s] = hexagramText(*t.changed, s);
    if (t.primary) {
        QJsonArray moving;
        for (const LinePos pos : allLines)
            if (t.movingMask & pos.bit()) moving.append(int(pos.index()) + 1);
        o[u"moving"_s] = moving;
    }
    if (t.cast) o[u"lines"_s] = digits(*t.cast);
    if (t.pillars) {
        const Pillars& p = *t.pillars;
        o[u"pillars"_s] = QJsonObject{{u"year"_s, ganzhiOrBranch(p.year, p.yearBranchOnly, s)},
                                      {u"month"_s, ganzhiOrBranch(p.month, p.monthBranchOnly, s)},
                                      {u"day"_s, ganzhiOrBranch(p.day, std::nullopt, s)},
                                      {u"hour"_s, ganzhiOrBranch(p.hour, std::nullopt, s)}};
        o[u"pillars_text"_s] = pillarsText(p, s);
    }
    if (t.civil) o[u"civil"_s] = t.civil->hour ? civilAt(*t.civil) : civilAt(*t.civil).left(10);
    if (t.lunar) {
        QJsonObject l{{u"month"_s, t.lunar->month}, {u"day"_s, t.lunar->day}, {u"leap"_s, t.lunar->leap}};
        l[u"hour"_s] = t.lunar->hour ? QJsonValue(text(*t.lunar->hour, s)) : QJsonValue(QJsonValue::Null);
        l[u"text"_s] = lunarText(*t.lunar, s);
        o[u"lunar"_s] = l;
    }
    if (!t.question.empty()) o[u"question"_s] = QString::fromStdString(t.question);
    if (t.category) o[u"category"_s] = QString::fromUtf8(codeOf(*t.category));
    if (t.subject) o[u"subject"_s] = QString::fromUtf8(codeOf(*t.subject));
    if (t.sex != Sex::Unstated) o[u"sex"_s] = QString::fromUtf8(codeOf(t.sex));
    if (t.illness != IllnessAge::Unstated) o[u"illness_age"_s] = QString::fromUtf8(codeOf(t.illness));
    o[u"problems"_s] = strings(t.problems);
    o[u"unrecognised"_s] = strings(t.unrecognised);
    return o;
}

QString chartTextToText(const casting::ChartText& t, Script s)
{
    const bool en = s == Script::English, simp = s == Script::Simplified;
    const auto label = [&](const char* tc, const char* sc, const char* english) {
        return QString::fromUtf8(en ? english : simp ? sc : tc);
    };
    QStringList lines;
    const auto line = [&](const QString& l, const QString& v) { lines << QStringList{l, v}.join(u' '); };
    if (t.primary) line(label("本卦", "本卦", "primary:"), hexagramText(*t.primary, s));
    if (t.changed) line(label("變卦", "变卦", "changed:"), hexagramText(*t.changed, s));
    if (t.cast) line(label("爻", "爻", "lines:"), digits(*t.cast));
    if (t.pillars) line(label("四柱", "四柱", "pillars:"), pillarsText(*t.pillars, s));
    if (t.civil) line(label("公曆", "公历", "civil:"), t.civil->hour ? civilAt(*t.civil) : civilAt(*t.civil).left(10));
    if (t.lunar) line(label("農曆", "农历", "lunar:"), lunarText(*t.lunar, s));
    if (!t.question.empty()) line(label("問題", "问题", "question:"), QString::fromStdString(t.question));
    if (t.category) line(label("類別", "类别", "category:"), QString::fromUtf8(name(*t.category, s)));
    if (t.subject) line(label("所問", "所问", "about:"), QString::fromUtf8(name(*t.subject, s)));
    if (t.sex != Sex::Unstated) line(label("問者", "问者", "asker:"), QString::fromUtf8(name(t.sex, s)));
    if (t.illness != IllnessAge::Unstated) line(label("病程", "病程", "illness:"), QString::fromUtf8(name(t.illness, s)));
    for (const std::string& p : t.problems) line(label("不合", "不合", "problem:"), QString::fromStdString(p));
    if (!t.unrecognised.empty()) {
        QStringList rest;
        for (const std::string& u : t.unrecognised) rest << QString::fromStdString(u);
        line(label("未識", "未识", "not recognised:"), rest.join(u"  "_s));
    }
    lines << QString();
    return lines.join(u'\n');
}

} // namespace najia::base
