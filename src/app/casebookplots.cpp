#include "app/casebookplots.h"

#include "base/json/findings_json.h"
#include "app/settingcombo.h"

#include "engine/analysis/analysis_terms.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPainter>
#include <QTabWidget>
#include <QVBoxLayout>

#include <algorithm>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

const QColor kBox(0x56, 0xb4, 0xe9);      // Okabe and Ito's sky blue
const QColor kBaseRate(0xb0, 0x00, 0x20);

QString outcomeName(Outcome o, Script script) { return QString::fromUtf8(name(o, script)); }

int total(const MonthCount& m)
{
    int all = 0;
    for (const int n : m.byOutcome) all += n;
    return all;
}

} // namespace

// --- Hit rates -----------------------------------------------------------------------------------

HitRatePlot::HitRatePlot(QWidget* parent) : CategoryPlot(parent)
{
    setObjectName(u"hitRatePlot"_s);
    setAccessibleName(tr("Hit rates"));
}

void HitRatePlot::setBoxes(const QString& title, const QStringList& labels, std::vector<Box> boxes, double baseRate)
{
    boxes_ = std::move(boxes);
    baseRate_ = baseRate;
    QPen dashed(kBaseRate, 2, Qt::DashLine);
    setFrame(title, labels, 100, 25, u"%1 %"_s, tr("fulfilled ÷ decided"),
             {{tr("hit rate (middle line) and its 95 % Wilson interval (box)"), kBox, QPen(Qt::NoPen)},
              {tr("base rate %1 %").arg(baseRate, 0, 'f', 1), {}, dashed}});
    QStringList described;
    for (std::size_t i = 0; i < boxes_.size(); ++i) described << slotToolTip(int(i));
    setAccessibleDescription(described.join(u'\n'));
}

QRectF HitRatePlot::boxRect(int i) const
{
    const Box& b = boxes_[std::size_t(i)];
    const double w = slotWidth() * 0.55;
    return QRectF(QPointF(slotCentre(i) - w / 2, yOf(b.high)), QPointF(slotCentre(i) + w / 2, yOf(b.low)));
}

void HitRatePlot::paintMarks(QPainter& p) const
{
    for (int i = 0; i < int(boxes_.size()); ++i) {
        const QRectF r = boxRect(i);
        p.setPen(QPen(kBox.darker(170), 1));
        p.setBrush(kBox);
        p.drawRect(r);
        p.setPen(QPen(kBox.darker(250), 2.5));
        const double y = yOf(boxes_[std::size_t(i)].rate);
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
    }
    p.setBrush(Qt::NoBrush);
    p.setPen(QPen(kBaseRate, 2, Qt::DashLine));
    const QRectF area = plotArea();
    p.drawLine(QPointF(area.left(), yOf(baseRate_)), QPointF(area.right(), yOf(baseRate_)));
}

QString HitRatePlot::slotToolTip(int i) const
{
    const Box& b = boxes_[std::size_t(i)];
    return tr("%1: %2 % fulfilled (%3 of %4 decided), 95 % interval %5–%6 %")
        .arg(categories()[i])
        .arg(b.rate, 0, 'f', 1)
        .arg(b.fulfilled)
        .arg(b.decided)
        .arg(b.low, 0, 'f', 1)
        .arg(b.high, 0, 'f', 1);
}

// --- Cases per month -----------------------------------------------------------------------------

MonthPlot::MonthPlot(QWidget* parent) : CategoryPlot(parent)
{
    setObjectName(u"monthPlot"_s);
    setAccessibleName(tr("Cases per month"));
    setTurn(90);
}

// Okabe and Ito's colours, told apart by people with any common colour blindness.
QColor MonthPlot::colour(Outcome o)
{
    switch (o) {
    case Outcome::Pending: return {0x99, 0x99, 0x99};
    case Outcome::Fulfilled: return {0x00, 0x9e, 0x73};
    case Outcome::Unclear: return {0xe6, 0x9f, 0x00};
    case Outcome::Unfulfilled: return {0xd5, 0x5e, 0x00};
    }
    return {};
}

void MonthPlot::setMonths(std::vector<MonthCount> months, Script script)
{
    months_ = std::move(months);
    script_ = script;
    QStringList labels;
    int most = 0;
    for (const MonthCount& m : months_) {
        labels << m.month;
        most = std::max(most, total(m));
    }
    const double step = niceStep(most);
    std::vector<LegendItem> legend;
    for (int o = 0; o < kOutcomeCount; ++o)
        legend.push_back({outcomeName(Outcome(o), script_), colour(Outcome(o)), QPen(Qt::NoPen)});
    setFrame(tr("Cases per month, by outcome"), labels, std::ceil(std::max(1, most) / step) * step, step, u"%1"_s, {},
             std::move(legend));
    QStringList described;
    for (std::size_t i = 0; i < months_.size(); ++i) described << slotToolTip(int(i));
    setAccessibleDescription(described.join(u'\n'));
}

QRectF MonthPlot::barRect(int i, Outcome o) const
{
    const MonthCount& m = months_[std::size_t(i)];
    int below = 0;
    for (int k = 0; k < int(o); ++k) below += m.byOutcome[std::size_t(k)];
    const int n = m.byOutcome[std::size_t(o)];
    if (n == 0) return {};
    const double w = slotWidth() * 0.7;
    return QRectF(QPointF(slotCentre(i) - w / 2, yOf(below + n)), QPointF(slotCentre(i) + w / 2, yOf(below)));
}

void MonthPlot::paintMarks(QPainter& p) const
{
    p.setRenderHint(QPainter::Antialiasing, false);  // stacked edges meet without a seam
    for (int i = 0; i < int(months_.size()); ++i)
        for (int o = 0; o < kOutcomeCount; ++o)
            if (const QRectF r = barRect(i, Outcome(o)); !r.isEmpty()) p.fillRect(r, colour(Outcome(o)));
}

QString MonthPlot::slotToolTip(int i) const
{
    const MonthCount& m = months_[std::size_t(i)];
    QStringList parts;
    for (int o = 0; o < kOutcomeCount; ++o)
        parts << outcomeName(Outcome(o), script_) + u' ' + QString::number(m.byOutcome[std::size_t(o)]);
    return tr("%1: %2 case(s)").arg(m.month).arg(total(m)) + u" ("_s + parts.join(u", "_s) + u')';
}

// --- Both ----------------------------------------------------------------------------------------

CasebookPlots::CasebookPlots(QWidget* parent) : QWidget(parent)
{
    which_ = new QComboBox(this);
    auto* tabs = new QTabWidget(this);
    hitRates_ = new HitRatePlot(tabs);
    months_ = new MonthPlot(tabs);
    tabs->addTab(hitRates_, tr("Hit rates"));
    tabs->addTab(months_, tr("Cases per month"));
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
    script_ = script;
    drawHitRates();
    months_->setMonths(months, script);
}

void CasebookPlots::showRules(bool rules)
{
    which_->setCurrentIndex(rules ? 1 : 0);
    drawHitRates();
}

void CasebookPlots::drawHitRates()
{
    const bool rules = which_->currentIndex() == 1;
    std::vector<HitRate> rows = rules ? stats_.rules : stats_.kinds;
    // The most decided first (their intervals are the narrowest); ties in the table's order.
    std::stable_sort(rows.begin(), rows.end(), [](const HitRate& a, const HitRate& b) { return a.decided > b.decided; });
    if (rows.size() > static_cast<std::size_t>(kMaxBars)) rows.resize(kMaxBars);
    const QString title = rules ? tr("Fulfilled share of decided cases per rule (%1 with the most cases)").arg(rows.size())
                                : tr("Fulfilled share of decided cases per finding kind (%1 with the most cases)").arg(rows.size());
    QStringList labels;
    std::vector<HitRatePlot::Box> boxes;
    for (const HitRate& h : rows) {
        labels << (rules ? ruleLabel(h.key, script_) : findingKindLabel(h.key, script_));
        boxes.push_back({h.key, 100 * h.interval.low, 100.0 * h.fulfilled / h.decided, 100 * h.interval.high, h.fulfilled,
                         h.decided});
    }
    // Two kinds may share a name (日克 of a line and of the 用神), two rules a section: each slot is named
    // apart, by the id for an English reader and by its place among its namesakes for a Chinese one.
    const QStringList named = labels;
    for (qsizetype i = 0; i < labels.size(); ++i)
        if (named.count(named[i]) > 1)
            labels[i] += interfaceScript() == Script::English
                ? QString(u" ("_s + rows[static_cast<std::size_t>(i)].key + u')')
                : QString(u" "_s + QString::number(named.mid(0, i + 1).count(named[i])));
    hitRates_->setBoxes(title, labels, std::move(boxes), rows.empty() ? 0 : 100 * rows.front().baseRate);
}
