// The chart settings' vocabulary (setting_words.h): every value has exactly one row, keys are unique
// ASCII and round-trip, every label is there in each script, and the parsers that read the command
// lines and the `.najia` file accept exactly these keys.
#include "base/options/civil_time.h"
#include "base/wording/setting_text.h"

#include <QTest>

#include <set>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

template <class E> void checkWords(int count)
{
    const auto words = settingWords<E>();
    QCOMPARE(int(words.size()), count);
    std::set<std::string_view> keys;
    std::set<int> values;
    for (const auto& w : words) {
        QVERIFY(keys.insert(w.key).second);
        QVERIFY(values.insert(int(w.value)).second);
        for (char ch : w.key) QVERIFY(ch > ' ' && ch < 0x7f && !(ch >= 'A' && ch <= 'Z'));
        QVERIFY(!w.label.traditional.empty() && !w.label.simplified.empty() && !w.label.english.empty());
        QCOMPARE(parseSettingKey<E>(w.key), std::optional<E>(w.value));
        QCOMPARE(settingKey(w.value), w.key);
        QVERIFY(settingOption<E>(settingKeyText(w.value), "--x").ok());
    }
    for (int v = 0; v < count; ++v) QVERIFY(values.count(v));  // every enumerator 0..count-1
    const auto bad = settingOption<E>(u"bogus"_s, "--x");
    QVERIFY(!bad);
    QVERIFY(bad.error().find(settingChoices<E>()) != std::string::npos);
}

} // namespace

class TestSettingWords : public QObject {
    Q_OBJECT
private slots:
    void everyValueOnce()
    {
        checkWords<ChangedRelations>(2);
        checkWords<HiddenMethod>(3);
        checkWords<BodyMethod>(2);
        checkWords<calendar::DayBoundary>(2);
        checkWords<Script>(3);
    }
    // The defaults come first, so a list shows them first and settingOf falls back to them.
    void defaultsFirst()
    {
        const ChartSettings defaults;
        QCOMPARE(settingWords<ChangedRelations>().front().value, defaults.changedRelations);
        QCOMPARE(settingWords<HiddenMethod>().front().value, defaults.hidden);
        QCOMPARE(settingWords<BodyMethod>().front().value, defaults.body);
        QCOMPARE(settingWords<calendar::DayBoundary>().front().value, calendar::PillarOptions{}.dayBoundary);
    }
    void choicesRead()
    {
        QCOMPARE(settingChoices<HiddenMethod>(), std::string("head, head-all or pairs"));
        QCOMPARE(settingChoices<ChangedRelations>(), std::string("original or own"));
    }
    // English must not pass for a script the app rejects silently (issue 13: `english` became 繁).
    void scriptOption()
    {
        QCOMPARE(*base::scriptOption(u"english"_s), Script::English);
        QVERIFY(!base::scriptOption(u"English"_s));
    }
};

QTEST_MAIN(TestSettingWords)
#include "tst_setting_words.moc"
