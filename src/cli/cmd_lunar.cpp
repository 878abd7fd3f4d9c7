// najia-cli lunar YYYY-MM-DD: the 農曆 date (at 120°E) of a Gregorian date.
#include "commands.h"

#include "calendar/day_pillar.h"
#include "calendar/four_pillars.h"
#include "calendar/lunar.h"
#include "terms.h"

#include <QCommandLineParser>
#include <QDate>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;
using namespace najia;

namespace {

QString chineseMonth(int m, bool leap)
{
    static const char16_t* names[] = {u"正", u"二", u"三", u"四", u"五", u"六",
                                      u"七", u"八", u"九", u"十", u"十一", u"十二"};
    return (leap ? u"閏"_s : QString()) + QString::fromUtf16(names[m - 1]) + u"月"_s;
}

QString chineseDay(int d)
{
    static const char16_t* digits[] = {u"一", u"二", u"三", u"四", u"五", u"六", u"七", u"八", u"九", u"十"};
    if (d == 10) return u"初十"_s;
    if (d == 20) return u"二十"_s;
    if (d == 30) return u"三十"_s;
    const QString tens = d < 10 ? u"初"_s : d < 20 ? u"十"_s : u"廿"_s;
    return tens + QString::fromUtf16(digits[(d - 1) % 10]);
}

} // namespace

int runLunar(const QStringList& args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Prints the lunar date (農曆, 定朔 with the 中氣 leap-month rule, at 120°E) of a Gregorian "
        "date: YYYY-MM-DD, the lunar year's 干支, month (閏 for a leap month), day, and the same as "
        "numbers (year, month, leap 0/1, day), tab-separated."_s);
    parser.addHelpOption();
    parser.addPositionalArgument(u"DATE"_s, u"YYYY-MM-DD, 1600-01-01 … 2400-12-31; several may be given, or none to read one per line from stdin."_s, u"[DATE…]"_s);
    parser.process(args);

    QTextStream err(stderr);
    QStringList dates = parser.positionalArguments().mid(1);  // [0] is the command name
    if (dates.isEmpty()) {  // one date per line from stdin
        QTextStream in(stdin);
        QString line;
        while (in.readLineInto(&line))
            if (!line.trimmed().isEmpty()) dates << line.trimmed();
    }
    QTextStream out(stdout);
    int status = 0;
    for (const QString& text : std::as_const(dates)) {
        const QDate date = QDate::fromString(text, u"yyyy-MM-dd"_s);
        if (!date.isValid()) {
            out << text << "\terror: expected YYYY-MM-DD\n";
            err << "najia-cli lunar: '" << text << "': expected YYYY-MM-DD\n";
            status = 2;
            continue;
        }
        using namespace std::chrono;
        const sys_days day{year(date.year()) / month(static_cast<unsigned>(date.month()))
                           / std::chrono::day(static_cast<unsigned>(date.day()))};
        const auto l = calendar::lunarDate(day);
        if (!l) {
            out << text << "\terror: outside the supported range 1600-01-01 … 2400-12-31\n";
            err << "najia-cli lunar: " << text << " is outside the supported range\n";
            status = 2;
            continue;
        }
        out << text << '\t' << QString::fromStdString(name(calendar::yearGanZhi(l->year))) << u"年"_s
            << '\t' << chineseMonth(l->month, l->leap) << '\t' << chineseDay(l->day) << '\t'
            << l->year << '\t' << l->month << '\t' << (l->leap ? 1 : 0) << '\t' << l->day << '\n';
    }
    return status;
}
