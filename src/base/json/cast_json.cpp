#include "base/json/cast_json.h"

#include "engine/casting/yarrow.h"
#include "engine/line_terms.h"
#include "base/wording/script_text.h"

#include <QDateTime>
#include <QJsonArray>
#include <QTimeZone>

#include <cmath>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

using namespace casting;

namespace {

// Stable codes, indexed by enumerator.
const QString kMethodCodes[] = {u"coins"_s, u"yarrow"_s, u"time"_s, u"numbers"_s, u"names"_s, u"lines"_s};
const QString kSourceCodes[] = {u"none"_s, u"os-entropy"_s, u"mt19937_64"_s};

template <class E, std::size_t N> std::optional<E> fromCode(const QString (&codes)[N], const QString& code)
{
    for (std::size_t i = 0; i < N; ++i)
        if (codes[i] == code) return static_cast<E>(i);
    return std::nullopt;
}
template <class E, std::size_t N> QString toCode(const QString (&codes)[N], E value)
{
    return codes[static_cast<std::size_t>(value)];
}

QString u8(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }

QString lineDigits(const Cast& cast)
{
    QString s;
    for (LineValue v : cast) s += QChar(u'0' + static_cast<int>(v));
    return s;
}

QJsonArray intArray(const std::vector<int>& v)
{
    QJsonArray a;
    for (int n : v) a.append(n);
    return a;
}

struct InputsJson {
    QJsonObject operator()(const CoinInputs& in) const
    {
        QJsonArray tosses;
        for (const Toss& t : in.tosses) tosses.append(QString::fromStdString(tossLetters(t)));
        return {{u"tosses"_s, tosses},
                {u"face"_s, in.faces == FaceConvention::ReverseYang ? u"tails-yang"_s : u"heads-yang"_s}};
    }
    QJsonObject operator()(const YarrowInputs& in) const { return {{u"splits"_s, intArray(in.splits)}}; }
    QJsonObject operator()(const TimeInputs& in) const
    {
        return {{u"year"_s, in.year == MeihuaYear::LunarNewYear ? u"lunar"_s : u"lichun"_s}};
    }
    QJsonObject operator()(const NumberInputs& in) const
    {
        return {{u"numbers"_s, intArray(in.numbers)},
                {u"moving"_s, in.moving == NumberMoving::Sum ? u"sum"_s : u"third"_s}};
    }
    QJsonObject operator()(const NameInputs& in) const
    {
        return {{u"primary"_s, QString::fromStdString(in.primary)}, {u"changed"_s, QString::fromStdString(in.changed)}};
    }
    QJsonObject operator()(const LineInputs& in) const { return {{u"lines"_s, lineDigits(in.lines)}}; }
};

Result<std::vector<int>> intsFrom(const QJsonValue& v, const char* key)
{
    if (!v.isArray()) return Error{std::string("cast.inputs.") + key + " must be an array of numbers"};
    std::vector<int> out;
    for (const QJsonValue& n : v.toArray()) {
        // Whole and within int: 1e300 once became 0 and an "impossible split 0".
        const double d = n.toDouble();
        if (!n.isDouble() || d != std::floor(d) || std::abs(d) > 1e9)
            return Error{std::string("cast.inputs.") + key + " must be an array of whole numbers; got " +
                         QString::number(d, 'g', 17).toStdString()};
        out.push_back(static_cast<int>(d));
    }
    return out;
}

Result<CastInputs> inputsFrom(CastMethod method, const QJsonObject& in)
{
    switch (method) {
    case CastMethod::Coins: {
        QStringList tosses;
        for (const QJsonValue& t : in[u"tosses"_s].toArray()) tosses << t.toString();
        const auto parsed = parseTosses(tosses.join(u' ').toStdString());
        if (!parsed) return Error{"cast.inputs.tosses: " + parsed.error()};
        const QString face = in[u"face"_s].toString();
        if (face != u"tails-yang"_s && face != u"heads-yang"_s)
            return Error{"cast.inputs.face must be tails-yang or heads-yang"};
        return CastInputs{CoinInputs{*parsed, face == u"tails-yang"_s ? FaceConvention::ReverseYang
                                                                      : FaceConvention::InscriptionYang}};
    }
    case CastMethod::Yarrow: {
        const auto splits = intsFrom(in[u"splits"_s], "splits");
        if (!splits) return Error{splits.error()};
        return CastInputs{YarrowInputs{*splits}};
    }
    case CastMethod::Time: {
        const QString year = in[u"year"_s].toString();
        if (year != u"lunar"_s && year != u"lichun"_s) return Error{"cast.inputs.year must be lunar or lichun"};
        return CastInputs{TimeInputs{year == u"lunar"_s ? MeihuaYear::LunarNewYear : MeihuaYear::SpringStart}};
    }
    case CastMethod::Numbers: {
        const auto numbers = intsFrom(in[u"numbers"_s], "numbers");
        if (!numbers) return Error{numbers.error()};
        const QString moving = in[u"moving"_s].toString();
        if (moving != u"sum"_s && moving != u"third"_s) return Error{"cast.inputs.moving must be sum or third"};
        return CastInputs{NumberInputs{*numbers, moving == u"sum"_s ? NumberMoving::Sum : NumberMoving::Third}};
    }
    case CastMethod::Names:
        return CastInputs{NameInputs{in[u"primary"_s].toString().toStdString(), in[u"changed"_s].toString().toStdString()}};
    case CastMethod::Lines: {
        Cast cast{};
        const QString digits = in[u"lines"_s].toString();
        if (digits.size() != 6) return Error{"cast.inputs.lines must be six digits 6-9"};
        for (qsizetype i = 0; i < 6; ++i) {
            const int d = digits[i].digitValue();
            if (d < 6 || d > 9) return Error{"cast.inputs.lines must be six digits 6-9"};
            cast[static_cast<std::size_t>(i)] = static_cast<LineValue>(d);
        }
        return CastInputs{LineInputs{cast}};
    }
    }
    return Error{"unknown method"};
}

QString hhmm(std::chrono::seconds offset)
{
    const auto s = offset.count();
    const auto a = s < 0 ? -s : s;
    return u"%1%2:%3"_s.arg(QChar(s < 0 ? u'-' : u'+')).arg(a / 3600, 2, 10, QChar(u'0')).arg(a / 60 % 60, 2, 10, QChar(u'0'));
}

// 「辛卯年 丙申月 丙子日」: the pillars that are known, each marked, in 繁體 (parsePillars reads it back).
QString markedPillars(const Pillars& p)
{
    QStringList parts;
    if (p.year) parts << QString::fromStdString(name(*p.year)) + u"年"_s;
    if (p.month) parts << QString::fromStdString(name(*p.month)) + u"月"_s;
    else if (p.monthBranchOnly) parts << u8(name(*p.monthBranchOnly)) + u"月"_s;
    if (p.day) parts << QString::fromStdString(name(*p.day)) + u"日"_s;
    if (p.hour) parts << QString::fromStdString(name(*p.hour)) + u"時"_s;
    return parts.join(u' ');
}

} // namespace

QString civilText(calendar::sys_seconds utc, std::chrono::seconds offset)
{
    const auto dt = QDateTime::fromSecsSinceEpoch(utc.time_since_epoch().count(), QTimeZone(int(offset.count())));
    return dt.toString(u"yyyy-MM-dd HH:mm:ss"_s) + hhmm(offset);
}

QJsonObject castRecordToJson(const CastRecord& r, const Cast& cast, Script script)
{
    const QJsonValue trueSolar =
        r.clock.trueSolarLongitude
            ? QJsonValue(QJsonObject{{u"longitude"_s, *r.clock.trueSolarLongitude},
                                     {u"scope"_s, r.clock.trueSolarScope == calendar::TrueSolarScope::HourOnly
                                                      ? u"hour"_s : u"all"_s}})
            : QJsonValue(QJsonValue::Null);
    QJsonObject o{
        {u"method"_s, toCode(kMethodCodes, methodOf(r.inputs))},
        {u"inputs"_s, std::visit(InputsJson{}, r.inputs)},
        // Typed pillars: no instant was used, and the file says so.
        {u"instant"_s, r.pillars ? QJsonValue(QJsonValue::Null)
                                 : QJsonValue(QDateTime::fromSecsSinceEpoch(r.instant.time_since_epoch().count(),
                                                                            QTimeZone::utc()).toString(Qt::ISODate))},
        {u"zone"_s, QString::fromStdString(r.zone)},
        {u"utc_offset"_s, qint64(r.utcOffset.count())},
        {u"clock_offset"_s, qint64(r.clockOffset.count())},
        {u"day_boundary"_s, r.clock.dayBoundary == calendar::DayBoundary::At23 ? 23 : 0},
        {u"true_solar"_s, trueSolar},
        {u"random_source"_s, toCode(kSourceCodes, r.source)},
        {u"seed"_s, r.seed ? QJsonValue(QString::number(*r.seed)) : QJsonValue(QJsonValue::Null)},
        {u"line_values"_s, lineDigits(cast)},
        {u"summary"_s, castSummary(r, script)},
    };
    if (r.pillars) o[u"pillars"_s] = markedPillars(*r.pillars);
    if (const auto* time = std::get_if<TimeInputs>(&r.inputs)) {
        if (const auto t = meihuaTimeAt(r.instant, r.clockOffset, r.clock, time->year)) {
            const MeihuaResult m = meihuaByTime(*t);
            o[u"time_inputs"_s] = QJsonObject{
                {u"year_branch"_s, u8(name(t->year, script))}, {u"lunar_month"_s, t->month},
                {u"lunar_day"_s, t->day}, {u"hour_branch"_s, u8(name(t->hour, script))},
                {u"upper_total"_s, m.upperTotal}, {u"lower_total"_s, m.lowerTotal}, {u"moving"_s, m.moving.number()}};
        }
    }
    return o;
}

Result<CastRecord> castRecordFromJson(const QJsonObject& o)
{
    const auto method = fromCode<CastMethod>(kMethodCodes, o[u"method"_s].toString());
    if (!method) return Error{"cast.method must be coins, yarrow, time, numbers, names or lines"};
    const auto inputs = inputsFrom(*method, o[u"inputs"_s].toObject());
    if (!inputs) return Error{inputs.error()};
    CastRecord r;
    r.inputs = *inputs;
    if (o[u"instant"_s].isNull() && o[u"pillars"_s].isString()) {
        // Empty when no pillar was typed (lines entered by hand, read against nothing).
        const QString typedText = o[u"pillars"_s].toString().trimmed();
        const auto typed = typedText.isEmpty() ? Result<Pillars>(Pillars{}) : parsePillars(typedText.toStdString());
        if (!typed) return Error{"cast.pillars: " + typed.error()};
        r.pillars = *typed;
    } else {
        const auto instant = QDateTime::fromString(o[u"instant"_s].toString(), Qt::ISODate);
        if (!instant.isValid()) return Error{"cast.instant must be an ISO 8601 UTC time (or null, with cast.pillars)"};
        r.instant = calendar::sys_seconds(std::chrono::seconds(instant.toSecsSinceEpoch()));
    }
    r.zone = o[u"zone"_s].toString().toStdString();
    // Whole seconds within ±14:00, checked as doubles before any integer conversion (a 9e18 or
    // -9223372036854775808 offset once overflowed when printed).
    for (const char16_t* key : {u"utc_offset", u"clock_offset"}) {
        const QJsonValue v = o[QString::fromUtf16(key)];
        const double d = v.toDouble();
        if (!v.isDouble() || d != std::floor(d) || std::abs(d) > 14 * 3600)
            return Error{"cast." + QString::fromUtf16(key).toStdString() + " must be whole seconds within ±14:00 (±50400)"};
    }
    r.utcOffset = std::chrono::seconds(o[u"utc_offset"_s].toInteger());
    r.clockOffset = std::chrono::seconds(o[u"clock_offset"_s].toInteger());
    const int boundary = o[u"day_boundary"_s].toInt(-1);
    if (boundary != 23 && boundary != 0) return Error{"cast.day_boundary must be 23 or 0"};
    r.clock.dayBoundary = boundary == 23 ? calendar::DayBoundary::At23 : calendar::DayBoundary::AtMidnight;
    // Null (or absent) for none; anything else but an object once dropped true solar time unsaid and
    // changed the chart (issue 37: "true_solar": 80 moved the day from 戊戌 to 己亥).
    const QJsonValue trueSolar = o[u"true_solar"_s];
    if (trueSolar.isObject()) {
        const QJsonObject ts = trueSolar.toObject();
        const double lon = ts[u"longitude"_s].toDouble();
        if (!ts[u"longitude"_s].isDouble() || !(lon >= -180 && lon <= 180))
            return Error{"cast.true_solar.longitude must be a number from -180 to 180"};
        const QString scope = ts[u"scope"_s].toString();
        if (!ts[u"scope"_s].isString() || (scope != u"hour"_s && scope != u"all"_s))
            return Error{"cast.true_solar.scope must be \"hour\" or \"all\""};
        r.clock.trueSolarLongitude = lon;
        r.clock.trueSolarScope = scope == u"hour"_s ? calendar::TrueSolarScope::HourOnly : calendar::TrueSolarScope::AllPillars;
    } else if (!trueSolar.isNull() && !trueSolar.isUndefined()) {
        return Error{"cast.true_solar must be an object {\"longitude\", \"scope\"} or null"};
    }
    const auto source = fromCode<RandomSourceKind>(kSourceCodes, o[u"random_source"_s].toString());
    if (!source) return Error{"cast.random_source must be none, os-entropy or mt19937_64"};
    r.source = *source;
    if (o[u"seed"_s].isString()) {
        bool ok = false;
        r.seed = o[u"seed"_s].toString().toULongLong(&ok);
        if (!ok) return Error{"cast.seed must be a decimal string"};
    }
    return r;
}

namespace {

// 「擲錢 (字為陽)」: the method, and for coins the face convention.
QString methodName(const CastRecord& r, Script script)
{
    QString method = u8(name(methodOf(r.inputs), script));
    if (const auto* coins = std::get_if<CoinInputs>(&r.inputs))
        method += u" ("_s + u8(name(coins->faces, script)) + u')';
    return method;
}

// 梅花's arithmetic, as the book sets it out: totals, trigrams and the moving line; empty for
// the other methods.
QString meihuaArithmetic(const CastRecord& r, Script script)
{
    if (const auto* time = std::get_if<TimeInputs>(&r.inputs)) {
        const auto t = meihuaTimeAt(r.instant, r.clockOffset, r.clock, time->year);
        if (!t) return {};
        const MeihuaResult m = meihuaByTime(*t);
        return u"%1年 %2 + 月 %3 + 日 %4 = %5 → %6; + %7時 %8 = %9 → %10; %9 → 動爻 %11"_s
            .arg(u8(name(t->year, script))).arg(index(t->year) + 1).arg(t->month).arg(t->day)
            .arg(m.upperTotal).arg(u8(name(m.upper, script))).arg(u8(name(t->hour, script)))
            .arg(index(t->hour) + 1).arg(m.lowerTotal).arg(u8(name(m.lower, script))).arg(m.moving.number());
    }
    if (const auto* numbers = std::get_if<NumberInputs>(&r.inputs)) {
        const auto m = meihuaByNumbers(numbers->numbers, numbers->moving);
        if (!m) return {};
        return u"%1 → %2, %3 → %4, %5 → 動爻 %6"_s.arg(m->upperTotal).arg(u8(name(m->upper, script)))
            .arg(m->lowerTotal).arg(u8(name(m->lower, script))).arg(m->movingTotal).arg(m->moving.number());
    }
    return {};
}

// 「種子 42」 / "seed 42", and 「(僅時柱)」 / "(hour only)": the few words castSummary adds itself.
QString seedText(std::uint64_t seed, Script script)
{
    return (script == Script::English ? u" seed "_s : convertScript(u" 種子 "_s, Script::Traditional, script)) +
           QString::number(seed);
}
QString hourOnlyText(Script script)
{
    return script == Script::English ? u" (hour only)"_s : convertScript(u"（僅時柱）"_s, Script::Traditional, script);
}

} // namespace

QString castMethodText(const CastRecord& r, Script script)
{
    const QString arithmetic = meihuaArithmetic(r, script);
    const QString method = methodName(r, script);
    return arithmetic.isEmpty() ? method : method + u"  "_s + convertScript(arithmetic, Script::Traditional, script);
}

QString castSummary(const CastRecord& r, Script script)
{
    QString s = methodName(r, script) + u" · "_s;
    if (r.pillars) {
        // Read against pillars the user typed: say that no moment was used.
        s += convertScript(markedPillars(*r.pillars) + u"（未用時刻）"_s, Script::Traditional, script);
        if (r.source != RandomSourceKind::None) s += u" · "_s + u8(name(r.source, script));
        if (r.seed) s += seedText(*r.seed, script);
        return s;
    }
    s += civilText(r.instant, r.utcOffset);
    if (!r.zone.empty()) s += u' ' + QString::fromStdString(r.zone);
    s += convertScript(r.clock.dayBoundary == calendar::DayBoundary::At23 ? u" · 子時換日 (23:00)"_s : u" · 夜子時 (00:00)"_s,
                       Script::Traditional, script);
    if (r.clock.trueSolarLongitude)
        s += convertScript(u" · 真太陽時 %1°"_s.arg(*r.clock.trueSolarLongitude), Script::Traditional, script)
            + (r.clock.trueSolarScope == calendar::TrueSolarScope::HourOnly ? hourOnlyText(script) : QString());
    if (r.source != RandomSourceKind::None) s += u" · "_s + u8(name(r.source, script));
    if (r.seed) s += seedText(*r.seed, script);
    return s;
}

QString castDetails(const CastRecord& r, const Cast& cast, Script script)
{
    QString out;
    const auto lineLabel = [&](std::size_t i) -> QString {
        return u8(name(LinePos::fromIndex(i), Script::Traditional)) + u"  "_s + QChar(u'0' + static_cast<int>(cast[i])) + u' ' + u8(name(cast[i], script));
    };
    if (const auto* coins = std::get_if<CoinInputs>(&r.inputs)) {
        for (std::size_t i = 0; i < 6; ++i) {
            QString faces;
            for (CoinFace f : coins->tosses[i]) faces += u8(name(f, Script::Traditional));
            out += lineLabel(i) + u"  "_s + QString::fromStdString(tossLetters(coins->tosses[i])) + u' ' + faces + u'\n';
        }
    } else if (const auto* yarrow = std::get_if<YarrowInputs>(&r.inputs)) {
        const auto lines = replayYarrow(yarrow->splits);
        for (std::size_t i = 0; lines && i < 6; ++i) {
            QString changes;
            for (const YarrowChange& c : (*lines)[i].changes)
                changes += u"  %1→%2|%3 −%4"_s.arg(c.stalks).arg(c.left).arg(c.stalks - c.left).arg(c.setAside());
            out += lineLabel(i) + changes + u'\n';
        }
    } else if (const QString arithmetic = meihuaArithmetic(r, script); !arithmetic.isEmpty()) {
        out += arithmetic + u'\n';
    }
    if (!std::holds_alternative<CoinInputs>(r.inputs) && !std::holds_alternative<YarrowInputs>(r.inputs)) {
        QString digits;
        for (LineValue v : cast) digits += QChar(u'0' + static_cast<int>(v));
        out += digits + u'\n';
    }
    return out;
}

} // namespace najia::base
