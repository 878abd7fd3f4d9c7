// Every view of the chart is of the settings on screen (issue 36, item 1; issue 35): a school chosen
// in the panel recomputes the sheet, findings and reading at once, and the handbook's live examples
// are the findings on screen, not those of the default settings.
#include "app/castpanel.h"
#include "app/chartmodel.h"
#include "app/findingsmodel.h"
#include "engine/handbook/links.h"
#include "engine/handbook/passage.h"
#include "app/handbookwindow.h"
#include "app/mainwindow.h"
#include "base/wording/setting_text.h"
#include "worked_case.h"

#include <QComboBox>
#include <QSettings>
#include <QTest>

#include <algorithm>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
template <class W> W* child(QObject* parent, const QString& name)
{
    W* w = parent->findChild<W*>(name);
    if (!w) qFatal("no child %s", qPrintable(name));
    return w;
}

// 乾之小畜: 乾為天 with line 4 moving (老陽) to 風天小畜.
base::ChartRecord qianToXiaoChu()
{
    base::ChartRecord r;
    r.cast = base::parseCast(u"777977"_s).value();
    r.pillars = parsePillars("甲辰 丙寅 辛酉 壬子").value();
    return r;
}

// Chooses a school in the panel as a click does (QComboBox::activated).
void choosePreset(MainWindow& w, PresetId id)
{
    auto* box = child<QComboBox>(w.castPanel(), u"presetCombo"_s);
    const int i = box->findData(QString::fromUtf8(preset(id).code));
    QVERIFY(i >= 0);
    box->setCurrentIndex(i);
    emit box->activated(i);
}

int linesWithHidden(const Chart& c)
{
    return int(std::count_if(c.lines.begin(), c.lines.end(), [](const ChartLine& l) { return l.hidden.has_value(); }));
}
} // namespace

class TestOnScreen : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestOnScreen"_s);
        QSettings().clear();
    }

    // Issue 36, item 1: with 乾之小畜 open, choosing 易隱 puts 八卦互伏 in the 伏神 box and the sheet
    // shows those 伏神 at once (易隱 卷2 「乾卦伏坤」: 坤 hides under all six lines of 乾); back to 通用
    // the box says 首卦 and the sheet has none (乾為天 lacks no relation). The findings and the reading
    // are of the same computation.
    void schoolChangeRecomputesEverythingShown()
    {
        MainWindow w;
        QVERIFY(w.adoptRecord(qianToXiaoChu()));
        ChartModel* m = w.chartModel();
        auto* hidden = child<QComboBox>(w.castPanel(), u"hiddenCombo"_s);
        QCOMPARE(linesWithHidden(*m->chart()), 0);

        choosePreset(w, PresetId::YiYin);
        QCOMPARE(hidden->currentData().toString(), base::settingKeyText(HiddenMethod::TrigramPairs));
        QCOMPARE(m->record().preset, PresetId::YiYin);
        QCOMPARE(m->record().settings, w.castPanel()->record()->settings);
        QCOMPARE(m->chart()->settings.hidden, HiddenMethod::TrigramPairs);
        QCOMPARE(linesWithHidden(*m->chart()), 6);
        QCOMPARE(w.findingsModel()->rowCount(), int(m->analysis()->findings.size()));
        QVERIFY(m->computedPrimary()->analysis.findings == m->analysis()->findings);

        choosePreset(w, PresetId::General);
        QCOMPARE(hidden->currentData().toString(), base::settingKeyText(HiddenMethod::HeadAbsent));
        QCOMPARE(m->record().settings, w.castPanel()->record()->settings);
        QCOMPARE(linesWithHidden(*m->chart()), 0);
        QCOMPARE(w.findingsModel()->rowCount(), int(m->analysis()->findings.size()));
    }

    // The handbook's live examples of a rule are the findings on screen, not those of the default
    // settings: 觀之萃 under 易冒 has findings of passages (易冒's 旬空, 月破 …) that no finding of the
    // defaults cites; opened on such a passage, the handbook shows them as on the current chart.
    void handbookExamplesFollowTheSchool()
    {
        MainWindow w;
        base::ChartRecord r = guanToCui();
        r.preset = PresetId::YiMao;
        r.settings = preset(PresetId::YiMao).chart;
        r.analysis = preset(PresetId::YiMao).analysis;
        QVERIFY(w.adoptRecord(r));
        const Analysis defaults = analyze(*w.chartModel()->chart());
        const auto citedByDefaults = [&](std::string_view passage) {
            const auto rules = handbook::rulesOfPassage(passage);
            return std::any_of(defaults.findings.begin(), defaults.findings.end(), [&](const Finding& f) {
                return std::find(rules.begin(), rules.end(), ruleOf(f.rule).code) != rules.end();
            });
        };
        QString rule;
        for (const Finding& f : w.chartModel()->analysis()->findings)
            if (const auto* p = handbook::passageOfRule(ruleOf(f.rule).code); p && !citedByDefaults(p->id)) {
                rule = QString::fromUtf8(ruleOf(f.rule).code);
                break;
            }
        QVERIFY2(!rule.isEmpty(), "易冒's analysis of 觀之萃 has a finding whose passage no default finding cites");
        QVERIFY(w.handbook()->showRule(rule));
        QVERIFY2(w.handbook()->currentText().contains(u"On the current chart"_s), qPrintable(rule));
    }
};

QTEST_MAIN(TestOnScreen)
#include "tst_onscreen.moc"
