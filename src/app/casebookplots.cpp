#include "casebookplots.h"

#include "analysis/analysis_terms.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QBoxPlotSeries>
#include <QBoxSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

QChart* newChart(QWidget* owner, QTabWidget* tabs, const QString& title)
{
    auto* chart = new QChart;
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* view = new QChartView(chart, owner);
    view->setRenderHint(QPainter::Antialiasing);
    tabs->addTab(view, title);
    return chart;
}

void clear(QChart* chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis* axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

QString kindLabel(const QString& id, Script script)
{
    for (int k = 0; k < kFindingKindCount; ++k)
        if (QString::fromUtf8(kindId(static_cast<FindingKind>(k))) == id)
            return QString::fromUtf8(name(static_cast<FindingKind>(k), script));
    return id;
}

} // namespace

CasebookPlots::CasebookPlots(QWidget* parent) : QWidget(parent)
{
    which_ = new QComboBox(this);
    auto* tabs = new QTabWidget(this);
    hitRates_ = newChart(this, tabs, tr("Hit rates"));
    months_ = newChart(this, tabs, tr("Cases per month"));
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Plot"), this));
    top->addWidget(which_);
    top->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(tabs);
    which_->addItems({tr("finding kinds"), tr("rules")});
    connect(which_, &QComboBox::activated, this, &CasebookPlots::drawHitRates);
}

void CasebookPlots::setData(const CaseStats& stats, const std::vector<MonthCount>& months, Script script)
{
    stats_ = stats;
    monthData_ = months;
    script_ = script;
    drawHitRates();
    drawMonths();
}

void CasebookPlots::showRules(bool rules)
{
    which_->setCurrentIndex(rules ? 1 : 0);
    drawHitRates();
}

void CasebookPlots::drawHitRates()
{
    clear(hitRates_);
    keys_.clear();
    const bool rules = which_->currentIndex() == 1;
    std::vector<HitRate> rows = rules ? stats_.rules : stats_.kinds;
    // The most decided first (their intervals are the narrowest); ties in the table's order.
    std::stable_sort(rows.begin(), rows.end(), [](const HitRate& a, const HitRate& b) { return a.decided > b.decided; });
    if (rows.size() > static_cast<std::size_t>(kMaxBars)) rows.resize(kMaxBars);
    hitRates_->setTitle(rules ? tr("Fulfilled share of decided cases per rule (%1 with the most cases)").arg(rows.size())
                              : tr("Fulfilled share of decided cases per finding kind (%1 with the most cases)").arg(rows.size()));
    if (rows.empty()) return;
    auto* boxes = new QBoxPlotSeries;
    boxes->setName(tr("hit rate (middle line) and its 95 % Wilson interval (box)"));
    QStringList labels;
    for (const HitRate& h : rows) labels << (rules ? h.key : kindLabel(h.key, script_));
    // Two kinds may share a name (日克 of a line and of the 用神): the axis needs distinct categories.
    for (qsizetype i = 0; i < labels.size(); ++i)
        if (labels.count(labels[i]) > 1) labels[i] += u" ("_s + rows[static_cast<std::size_t>(i)].key + u')';
    for (std::size_t i = 0; i < rows.size(); ++i) {
        const HitRate& h = rows[i];
        const QString& label = labels[static_cast<qsizetype>(i)];
        keys_ << h.key;
        const double rate = 100.0 * h.fulfilled / h.decided;
        boxes->append(new QBoxSet(100 * h.interval.low, 100 * h.interval.low, rate, 100 * h.interval.high,
                                  100 * h.interval.high, label));
    }
    auto* base = new QLineSeries;
    base->setName(tr("base rate %1 %").arg(100 * rows.front().baseRate, 0, 'f', 1));
    base->append(0, 100 * rows.front().baseRate);
    base->append(static_cast<double>(rows.size() - 1), 100 * rows.front().baseRate);
    base->setPen(QPen(QColor(0xb0, 0x00, 0x20), 2, Qt::DashLine));
    hitRates_->addSeries(boxes);
    hitRates_->addSeries(base);
    auto* x = new QBarCategoryAxis;
    x->append(labels);
    x->setLabelsAngle(-60);
    x->setTruncateLabels(false);  // a kind's name whole: 「旺相休囚死」, not 「旺相…」
    auto* y = new QValueAxis;
    y->setRange(0, 100);
    y->setLabelFormat(u"%d %%"_s);
    y->setTitleText(tr("fulfilled ÷ decided"));
    hitRates_->addAxis(x, Qt::AlignBottom);
    hitRates_->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : hitRates_->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void CasebookPlots::drawMonths()
{
    clear(months_);
    months_->setTitle(tr("Cases per month, by outcome"));
    if (monthData_.empty()) return;
    auto* series = new QStackedBarSeries;
    QStringList labels;
    for (const MonthCount& m : monthData_) labels << m.month;
    int most = 0;
    for (const MonthCount& m : monthData_) {
        int all = 0;
        for (const int n : m.byOutcome) all += n;
        most = std::max(most, all);
    }
    for (int o = 0; o < kOutcomeCount; ++o) {
        auto* set = new QBarSet(QString::fromUtf8(name(static_cast<Outcome>(o), script_)));
        for (const MonthCount& m : monthData_) set->append(m.byOutcome[static_cast<std::size_t>(o)]);
        series->append(set);
    }
    months_->addSeries(series);
    auto* x = new QBarCategoryAxis;
    x->append(labels);
    if (labels.size() > 12) x->setLabelsAngle(-90);
    x->setTruncateLabels(false);
    auto* y = new QValueAxis;
    y->setRange(0, std::max(1, most));
    y->setLabelFormat(u"%d"_s);
    y->setTickType(QValueAxis::TicksDynamic);
    y->setTickInterval(std::max(1, most / 5));
    months_->addAxis(x, Qt::AlignBottom);
    months_->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
}
