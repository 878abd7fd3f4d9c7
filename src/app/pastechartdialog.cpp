#include "app/pastechartdialog.h"

#include "base/json/chart_text_json.h"
#include "base/options/civil_time.h"
#include "base/options/zone_names.h"
#include "engine/calendar/pillar_search.h"
#include "engine/casting/provenance.h"
#include "engine/reading/reading_terms.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

PasteChartDialog::PasteChartDialog(const base::ChartRecord& base, const QString& zone, Script script, QWidget* parent)
    : QDialog(parent), base_(base), zone_(zone), script_(script)
{
    setWindowTitle(tr("Paste Chart"));
    setObjectName(u"pasteChartDialog"_s);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("A chart as text: a book's case header, a forum post, another program's output."), this));
    edit_ = new QPlainTextEdit(this);
    edit_->setObjectName(u"pasteText"_s);
    edit_->setPlaceholderText(u"申月戊辰日，占夫病，得同人之離"_s);
    layout->addWidget(edit_);
    auto* recognised = new QLabel(tr("Recognised:"), this);
    layout->addWidget(recognised);
    fields_ = new QFormLayout;
    layout->addLayout(fields_);
    dates_ = new QComboBox(this);
    dates_->setObjectName(u"pasteDates"_s);
    auto* datesRow = new QFormLayout;
    datesRow->addRow(tr("Date of the pillars"), dates_);
    layout->addLayout(datesRow);
    note_ = new QLabel(this);
    note_->setObjectName(u"pasteNote"_s);
    note_->setWordWrap(true);
    layout->addWidget(note_);
    buttons_ = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons_->button(QDialogButtonBox::Ok)->setText(tr("Use This Chart"));
    layout->addWidget(buttons_);
    connect(buttons_, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons_, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(edit_, &QPlainTextEdit::textChanged, this, &PasteChartDialog::reread);
    reread();
}

void PasteChartDialog::setText(const QString& text) { edit_->setPlainText(text); }

void PasteChartDialog::reread()
{
    read_ = casting::readChartText(edit_->toPlainText().toStdString());
    while (fields_->rowCount() > 0) fields_->removeRow(0);
    const QJsonObject o = base::chartTextToJson(read_, script_);
    const auto row = [this](const QString& label, const QString& value) {
        if (value.isEmpty()) return;
        auto* v = new QLabel(value, this);
        v->setTextInteractionFlags(Qt::TextSelectableByMouse);
        fields_->addRow(label, v);
    };
    row(tr("Primary hexagram"), o[u"primary"_s].toString());
    row(tr("Changed hexagram"), o[u"changed"_s].toString());
    row(tr("Line values"), o[u"lines"_s].toString());
    row(tr("Pillars"), o[u"pillars_text"_s].toString());
    row(tr("Cast at"), o[u"civil"_s].toString());
    row(tr("Lunar date"), o[u"lunar"_s].toObject()[u"text"_s].toString());
    row(tr("Question"), o[u"question"_s].toString());
    if (read_.category) row(tr("Category"), QString::fromUtf8(name(*read_.category, script_)));
    if (read_.subject) row(tr("About whom"), QString::fromUtf8(name(*read_.subject, script_)));
    if (read_.sex != Sex::Unstated) row(tr("Asker"), QString::fromUtf8(name(read_.sex, script_)));
    if (read_.illness != IllnessAge::Unstated) row(tr("Course of illness"), QString::fromUtf8(name(read_.illness, script_)));
    QStringList rest;
    for (const auto& v : o[u"unrecognised"_s].toArray()) rest << v.toString();
    row(tr("Not recognised"), rest.join(u"  "_s));
    QStringList notes;
    if (!read_.problems.empty()) notes << tr("The moving lines named are not those of the changed hexagram; the changed hexagram is taken.");
    if (read_.lunar && !read_.civil) notes << tr("The lunar date is not used: give the civil date or the pillars.");
    if (!read_.cast) notes << tr("No hexagram recognised yet: name the primary hexagram (and the changed one, or the moving lines).");
    note_->setText(notes.join(u'\n'));
    buttons_->button(QDialogButtonBox::Ok)->setEnabled(read_.cast.has_value());
    offerDates();
}

// Pillars with a day and no date, as books give them: the days of the last 120 years they fall on,
// the latest first, so that the 應期 can be dated; "pillars only" keeps them undated.
void PasteChartDialog::offerDates()
{
    dates_->clear();
    const bool offer = read_.pillars && read_.pillars->day && !read_.civil;
    dates_->setEnabled(offer);
    dates_->addItem(tr("None: the pillars only"));
    const auto zone = base::zoneNamed(zone_);
    if (!offer || !zone) return;
    const int now = QDate::currentDate().year();
    const std::chrono::seconds offset(zone->standardTimeOffset(QDateTime::currentDateTimeUtc()));
    auto spans = calendar::findPillars(*read_.pillars, now - 120, now, offset);
    std::reverse(spans.begin(), spans.end());
    constexpr int kMostOffered = 100;
    for (const calendar::PillarSpan& span : spans) {
        if (dates_->count() > kMostOffered) break;
        // The middle of the span: a moment whose pillars are the ones given, hour and all.
        const auto middle = span.from + (span.to - span.from) / 2;
        dates_->addItem(base::formatCivil(span.from, *zone).left(16) + u" — "_s + base::formatCivil(span.to, *zone).left(16),
                        QVariant::fromValue(qint64(middle.time_since_epoch().count())));
    }
}

std::optional<base::ChartRecord> PasteChartDialog::record() const
{
    if (!read_.cast) return std::nullopt;
    base::ChartRecord r = base_;
    r.cast = *read_.cast;
    r.provenance = {};
    r.provenance.inputs = casting::LineInputs{};  // lines entered by hand
    r.moment.reset();
    r.pillars = {};
    const auto zone = base::zoneNamed(zone_);
    if (read_.civil) {
        r.moment = base::Moment{base::civilAt(*read_.civil), zone_};
    } else if (dates_->currentData().isValid() && zone) {
        const calendar::sys_seconds middle{std::chrono::seconds(dates_->currentData().toLongLong())};
        r.moment = base::Moment{base::formatCivil(middle, *zone).left(19), zone_};
    } else if (read_.pillars) {
        r.pillars = *read_.pillars;
    }
    r.question = QString::fromStdString(read_.question);
    r.category = read_.category ? QString::fromUtf8(codeOf(*read_.category)) : QString();
    r.subject = read_.subject.value_or(QuestionSubject::Self);
    r.sex = read_.sex;
    r.illness = read_.illness;
    r.notes.clear();
    r.useful.reset();
    return r;
}
