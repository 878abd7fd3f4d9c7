#include "app/castpanel.h"
#include "base/document/text_limits.h"

#include "app/settingcombo.h"
#include "forms/ui_castpanel.h"

#include "app/appsettings.h"
#include "base/json/cast_json.h"
#include "engine/analysis/settings.h"
#include "engine/casting/meihua.h"
#include "engine/casting/name_match.h"
#include "engine/casting/random_source.h"
#include "engine/casting/yarrow.h"
#include "base/options/civil_time.h"
#include "engine/hexagram_names.h"
#include "engine/reading/reading_terms.h"
#include "app/theme.h"
#include "app/wheelguard.h"

#include <QScopedValueRollback>
#include <QTimeZone>
#include <QTextCursor>
#include <QTextDocument>
#include <QTimer>

using namespace najia::base;

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
// Whether the category chosen reads the illness's age (近病, 久病): illness, medicine, a doctor.
bool categoryAsksIllnessAge(const QComboBox* category)
{
    const auto c = parseReadingTerm<QuestionCategory>(category->currentData().toString().toStdString());
    return c && najia::asksIllnessAge(*c);
}
} // namespace

CastPanel::CastPanel(QWidget* parent) : QWidget(parent), ui_(std::make_unique<Ui::CastPanel>())
{
    ui_->setupUi(this);
    fillChoices();
    connectMoment();
    connectEdits();
    guardWheel(this);
    connect(ui_->computeButton, &QPushButton::clicked, this, &CastPanel::computeRequested);
    connect(ui_->pillarsEdit, &QLineEdit::textEdited, this, [this] { ui_->pillarsRadio->setChecked(true); });
    connectMethods();
    showProvenance();
}

void CastPanel::connectMoment()
{
    // Naive civil time: the zone is the combo's, never the machine's (no local DST adjustment).
    ui_->dateTimeEdit->setTimeSpec(Qt::UTC);
    zoneShown_ = ui_->zoneCombo->currentText();
    showInstant(clock_());
    connect(ui_->dateTimeEdit, &QDateTimeEdit::dateTimeChanged, this, [this] {
        if (!settingMoment_) momentSource_ = MomentSource::Typed;
    });
    connect(ui_->nowButton, &QToolButton::clicked, this, [this] {
        momentSource_ = MomentSource::Live;
        ui_->atRadio->setChecked(true);
        showInstant(clock_());
    });
    connect(ui_->chinaButton, &QToolButton::clicked, this,
            [this] { ui_->zoneCombo->setCurrentText(u"Asia/Shanghai"_s); });
    // A new zone shows the same instant in it (a live field keeps following the clock).
    connect(ui_->zoneCombo, &QComboBox::currentTextChanged, this, [this](const QString& name) {
        if (!base::zoneNamed(name.trimmed())) return;
        if (!settingMoment_) {
            QString problem;
            const auto from = base::zoneNamed(zoneShown_);
            const auto instant = from ? base::parseCivil(fieldCivil(), *from, &problem) : std::nullopt;
            zoneShown_ = name.trimmed();
            if (momentSource_ == MomentSource::Live) showInstant(clock_());
            else if (instant)
                showInstant(QDateTime::fromSecsSinceEpoch(instant->utc.time_since_epoch().count(), QTimeZone::utc()));
        }
        zoneShown_ = name.trimmed();
    });
    auto* tick = new QTimer(this);
    connect(tick, &QTimer::timeout, this, [this] {
        if (momentSource_ == MomentSource::Live) showInstant(clock_());
    });
    tick->start(1000);
}

void CastPanel::connectEdits()
{
    const auto edit = [this] {
        if (!loading_ && !settingMoment_) emit edited();
    };
    const auto describe = [this] {
        if (!loading_) emit described();
    };
    connect(ui_->questionEdit, &QLineEdit::textEdited, this, describe);
    connect(ui_->notesEdit, &QPlainTextEdit::textChanged, this, describe);
    // The user's text within what a file and the casebook keep (chart_file.h): a paste beyond it is cut
    // where it is typed, in view, rather than refused later on saving.
    ui_->questionEdit->setMaxLength(int(kMaxLineChars));
    connect(ui_->notesEdit, &QPlainTextEdit::textChanged, this, [this] {
        if (ui_->notesEdit->document()->characterCount() <= kMaxParagraphChars) return;
        QTextCursor c(ui_->notesEdit->document());
        c.setPosition(int(kMaxParagraphChars));
        c.movePosition(QTextCursor::End, QTextCursor::KeepAnchor);
        c.removeSelectedText();
    });
    // A preset brings its chart settings (易隱's 八卦互伏 …) into their boxes before the edit is told:
    // connected first, so that the chart is recomputed with the boxes as they then show (issue 36).
    connect(ui_->presetCombo, &QComboBox::activated, this, [this] {
        if (const auto p = parsePreset(ui_->presetCombo->currentData().toString().toStdString()))
            selectSettings(preset(*p).chart);
    });
    // The illness's age is offered for the questions that read it; for the others it is greyed and not stated.
    const auto offerIllnessAge = [this] {
        const bool asks = categoryAsksIllnessAge(ui_->categoryCombo);
        ui_->illnessLabel->setEnabled(asks);
        ui_->illnessCombo->setEnabled(asks);
    };
    connect(ui_->categoryCombo, &QComboBox::currentIndexChanged, this, offerIllnessAge);
    offerIllnessAge();
    // The category and whom the question is about choose the 用神: the reading is recomputed.
    for (QComboBox* c : {ui_->categoryCombo, ui_->subjectCombo, ui_->sexCombo, ui_->illnessCombo, ui_->hiddenCombo, ui_->bodyCombo, ui_->changedCombo, ui_->boundaryCombo, ui_->presetCombo,
                         ui_->usefulCombo})
        connect(c, &QComboBox::activated, this, edit);
    for (const LinePos p : allLines) connect(lineCombo(p), &QComboBox::activated, this, edit);
    connect(ui_->pillarsEdit, &QLineEdit::textEdited, this, edit);
    connect(ui_->decidedEdit, &QLineEdit::textEdited, this, edit);
    connect(ui_->dateTimeEdit, &QDateTimeEdit::dateTimeChanged, this, edit);
    connect(ui_->zoneCombo, &QComboBox::currentTextChanged, this, [this, edit](const QString& name) {
        if (base::zoneNamed(name.trimmed())) edit();
    });
    connect(ui_->atRadio, &QRadioButton::clicked, this, edit);
    connect(ui_->pillarsRadio, &QRadioButton::clicked, this, edit);
}

void CastPanel::reset(const AppSettings& settings)
{
    loading_ = true;
    base::ChartRecord empty;
    empty.cast.fill(LineValue::YoungYang);
    setRecord(empty);
    applyDefaults(settings);
    ui_->atRadio->setChecked(true);
    ui_->pillarsEdit->clear();
    ui_->numbersEdit->clear();
    ui_->primaryEdit->clear();
    ui_->changedEdit->clear();
    showNamesError({});
    coinEntry_ = casting::CoinEntry(coinEntry_.convention());
    updateTosses();
    momentSource_ = MomentSource::Live;
    showInstant(clock_());
    loading_ = false;
}

void CastPanel::setClock(Clock clock)
{
    clock_ = std::move(clock);
    if (momentSource_ == MomentSource::Live) showInstant(clock_());
}

void CastPanel::settleMoment()
{
    if (!ui_->atRadio->isChecked() || momentSource_ != MomentSource::Live) return;
    showInstant(clock_());
    momentSource_ = MomentSource::Cast;
}

std::optional<QTimeZone> CastPanel::zone() const { return base::zoneNamed(ui_->zoneCombo->currentText().trimmed()); }

QString CastPanel::fieldCivil() const
{
    const QDateTime t = ui_->dateTimeEdit->dateTime();
    return QDateTime(t.date(), t.time(), Qt::UTC).toString(u"yyyy-MM-dd HH:mm:ss"_s);
}

void CastPanel::showInstant(const QDateTime& utc)
{
    const auto z = zone();
    if (!z) return;
    const QDateTime civil = utc.toTimeZone(*z);
    settingMoment_ = true;
    ui_->dateTimeEdit->setDateTime(QDateTime(civil.date(), civil.time(), Qt::UTC));
    settingMoment_ = false;
}

void CastPanel::connectMethods()
{
    using namespace casting;
    // Only the current page takes room, so the panel does not keep the tallest page's height.
    connect(ui_->methodCombo, &QComboBox::currentIndexChanged, this, [this](int page) {
        if (page < 0) return;  // while the combo is refilled (language change)
        for (int i = 0; i < ui_->methodPages->count(); ++i)
            ui_->methodPages->widget(i)->setSizePolicy(QSizePolicy::Preferred,
                                                       i == page ? QSizePolicy::Preferred : QSizePolicy::Ignored);
        ui_->methodPages->setCurrentIndex(page);
        ui_->methodPages->setMaximumHeight(ui_->methodPages->widget(page)->sizeHint().height());
    });
    emit ui_->methodCombo->currentIndexChanged(ui_->methodCombo->currentIndex());
    for (const LinePos p : allLines)
        connect(lineCombo(p), &QComboBox::currentIndexChanged, this, [this] {
            if (settingLines_) return;
            provenance_.reset();  // edited by hand: the lines no longer come from the cast
            showProvenance();
        });
    connect(ui_->tossButton, &QPushButton::clicked, this, [this] {
        if (beforeCast_ && !beforeCast_()) return;
        auto source = OsEntropySource::open();
        if (!source) return applyCast(Error{source.error()}, {});
        CoinInputs coins{randomTosses(**source), FaceConvention::ReverseYang};
        auto record = stamped(coins);
        if (record) record.value().source = RandomSourceKind::OsEntropy;
        applyCast(record ? Result<Cast>(castFromTosses(coins.tosses, coins.faces)) : Error{record.error()},
                  record ? *record : CastRecord{});
    });
    connect(ui_->yarrowButton, &QPushButton::clicked, this, [this] {
        if (beforeCast_ && !beforeCast_()) return;
        auto source = OsEntropySource::open();
        if (!source) return applyCast(Error{source.error()}, {});
        YarrowInputs yarrow{randomYarrowSplits(**source)};
        auto record = stamped(yarrow);
        if (record) record.value().source = RandomSourceKind::OsEntropy;
        applyCast(record ? recompute(*record) : Error{record.error()}, record ? *record : CastRecord{});
    });
    connect(ui_->timeButton, &QPushButton::clicked, this, [this] {
        if (beforeCast_ && !beforeCast_()) return;
        const auto year = ui_->yearCombo->currentIndex() == 1 ? MeihuaYear::SpringStart : MeihuaYear::LunarNewYear;
        const auto record = stamped(TimeInputs{year});
        applyCast(record ? recompute(*record) : Error{record.error()}, record ? *record : CastRecord{});
    });
    connect(ui_->numbersButton, &QPushButton::clicked, this, [this] {
        if (beforeCast_ && !beforeCast_()) return;
        const auto numbers = parseNumbers(ui_->numbersEdit->text().toStdString());
        if (!numbers) return applyCast(Error{numbers.error()}, {});
        const auto record = stamped(NumberInputs{*numbers, NumberMoving::Sum});
        applyCast(record ? recompute(*record) : Error{record.error()}, record ? *record : CastRecord{});
    });
    connect(ui_->namesButton, &QPushButton::clicked, this, &CastPanel::castByNames);
    // Enter in either name field casts, as the button does.
    connect(ui_->primaryEdit, &QLineEdit::returnPressed, this, &CastPanel::castByNames);
    connect(ui_->changedEdit, &QLineEdit::returnPressed, this, &CastPanel::castByNames);
    for (QToolButton* coin : {ui_->coin1, ui_->coin2, ui_->coin3})
        connect(coin, &QToolButton::toggled, this, &CastPanel::updateTosses);
    connect(ui_->faceCombo, &QComboBox::currentIndexChanged, this, [this](int i) {
        coinEntry_ = CoinEntry(i == 1 ? FaceConvention::InscriptionYang : FaceConvention::ReverseYang);
        updateTosses();
    });
    connect(ui_->addTossButton, &QPushButton::clicked, this, [this] {
        Toss toss{};
        QToolButton* coins[] = {ui_->coin1, ui_->coin2, ui_->coin3};
        for (std::size_t i = 0; i < 3; ++i)
            toss[i] = coins[i]->isChecked() ? CoinFace::Reverse : CoinFace::Inscription;
        coinEntry_.add(toss);
        updateTosses();
        if (coinEntry_.complete()) {
            if (beforeCast_ && !beforeCast_()) return;
            CoinInputs inputs{coinEntry_.finished().value(), coinEntry_.convention()};
            const auto record = stamped(inputs);
            applyCast(record ? Result<Cast>(castFromTosses(inputs.tosses, inputs.faces)) : Error{record.error()},
                      record ? *record : CastRecord{});
        }
    });
    connect(ui_->undoTossButton, &QPushButton::clicked, this, [this] {
        coinEntry_.undo();
        updateTosses();
    });
    updateTosses();
}

void CastPanel::castByNames()
{
    const QString primary = ui_->primaryEdit->text().trimmed(), changed = ui_->changedEdit->text().trimmed();
    const QString problem = namesProblem(primary, changed);
    showNamesError(problem);
    if (!problem.isEmpty()) {
        emit castFailed(problem);
        return;
    }
    if (beforeCast_ && !beforeCast_()) return;
    const auto record = stamped(casting::NameInputs{primary.toStdString(), changed.toStdString()});
    applyCast(record ? recompute(*record) : Error{record.error()}, record ? *record : casting::CastRecord{});
}

QString CastPanel::namesProblem(const QString& primary, const QString& changed) const
{
    if (primary.isEmpty()) return tr("Type the primary hexagram's name, or both as in 同人之離.");
    const std::string typed = primary.toStdString();
    const auto pair = casting::splitHexagramPair(typed);
    if (pair && !changed.isEmpty())
        return tr("“%1” names both hexagrams already: leave the changed one empty.").arg(primary);
    const QString names[] = {pair ? QString::fromUtf8(pair->primary.data(), qsizetype(pair->primary.size())) : primary,
                             pair ? QString::fromUtf8(pair->changed.data(), qsizetype(pair->changed.size())) : changed};
    for (const QString& name : names) {
        if (name.isEmpty()) continue;
        const auto candidates = casting::hexagramCandidates(name.toStdString());
        if (candidates.empty()) return tr("No hexagram is called “%1”.").arg(name);
        if (candidates.size() > 1) {
            QStringList list;
            for (Hexagram h : candidates) list << QString::fromUtf8(hexagramName(h).full.in(interfaceScript()));
            return tr("“%1” could be %2: type more of the name.").arg(name, list.join(tr(", ")));
        }
    }
    return {};
}

void CastPanel::showNamesError(const QString& problem)
{
    QPalette palette = ui_->namesErrorLabel->palette();
    palette.setColor(QPalette::WindowText, paletteIsDark() ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e));
    ui_->namesErrorLabel->setPalette(palette);
    ui_->namesErrorLabel->setText(problem);
    ui_->namesErrorLabel->setVisible(!problem.isEmpty());
    // The page's height was capped to fit it without the message; a wrapped message needs the
    // height its width gives.
    if (ui_->methodPages->currentWidget() == ui_->namesPage)
        ui_->methodPages->setMaximumHeight(problem.isEmpty() ? ui_->namesPage->sizeHint().height() : QWIDGETSIZE_MAX);
}

void CastPanel::applyDefaults(const AppSettings& s)
{
    ui_->zoneCombo->setCurrentText(s.castZone());
    auto select = [](QComboBox* c, const QString& code) { c->setCurrentIndex(std::max(0, c->findData(code))); };
    selectSetting(ui_->boundaryCombo, s.dayBoundary);
    selectSettings(s.chart);
    select(ui_->presetCombo, s.preset);
    trueSolarLongitude_ = s.trueSolar ? std::optional<double>(s.longitude) : std::nullopt;
    trueSolarHourOnly_ = s.trueSolarHourOnly;
}

Result<casting::CastRecord> CastPanel::stamped(casting::CastInputs inputs)
{
    casting::CastRecord r;
    r.inputs = std::move(inputs);
    r.clock.dayBoundary = settingOf<calendar::DayBoundary>(ui_->boundaryCombo);
    r.clock.trueSolarLongitude = trueSolarLongitude_;
    r.clock.trueSolarScope = trueSolarHourOnly_ ? calendar::TrueSolarScope::HourOnly : calendar::TrueSolarScope::AllPillars;
    if (ui_->pillarsRadio->isChecked()) {
        // Read against typed pillars: the record keeps them and no instant.
        const auto typed = parsePillars(ui_->pillarsEdit->text().trimmed().toStdString());
        if (!typed) return Error{typed.error()};
        r.pillars = *typed;
        return r;
    }
    const QString zoneName = ui_->zoneCombo->currentText().trimmed();
    const auto zone = base::zoneNamed(zoneName);
    if (!zone) return Error{"unknown time zone '" + zoneName.toStdString() + "'"};
    // Unless the user typed a moment, the cast happens now: the field shows its instant.
    if (momentSource_ != MomentSource::Typed) {
        showInstant(clock_());
        momentSource_ = MomentSource::Cast;
    }
    QString problem;
    const auto instant = base::parseCivil(fieldCivil(), *zone, &problem);
    if (!instant) return Error{problem.toStdString()};
    r.instant = instant->utc;
    r.zone = zoneName.toStdString();
    r.utcOffset = instant->civilOffset;
    r.clockOffset = instant->standardOffset;
    return r;
}

void CastPanel::applyCast(const Result<Cast>& cast, casting::CastRecord provenance)
{
    if (!cast) {
        const QString message = tr("Cannot cast: %1").arg(QString::fromStdString(cast.error()));
        ui_->provenanceLabel->setText(message);
        emit castFailed(message);
        return;
    }
    settingLines_ = true;
    for (const LinePos p : allLines) lineCombo(p)->setCurrentIndex(static_cast<int>((*cast)[p.index()]) - 6);
    settingLines_ = false;
    provenance_ = std::move(provenance);
    showProvenance();
    emit computeRequested();
}

void CastPanel::updateTosses()
{
    for (QToolButton* coin : {ui_->coin1, ui_->coin2, ui_->coin3})
        coin->setText(coin->isChecked() ? u"背"_s : u"字"_s);
    const QStringList lines = tossLog(coinEntry_.tosses(), coinEntry_.convention());
    ui_->tossesLabel->setText(lines.isEmpty() ? tr("Toss three coins, set the faces above, and record the toss; "
                                                   "six tosses from the bottom line up.")
                                              : lines.join(u'\n'));
    ui_->addTossButton->setEnabled(!coinEntry_.complete());
    ui_->undoTossButton->setEnabled(coinEntry_.count() > 0);
    // The page grows with its log: every toss shows, none is clipped.
    if (ui_->methodPages->currentWidget() == ui_->handCoinsPage)
        ui_->methodPages->setMaximumHeight(ui_->handCoinsPage->sizeHint().height());
}

QStringList CastPanel::tossLog(std::span<const casting::Toss> tosses, casting::FaceConvention convention) const
{
    QStringList lines;
    for (std::size_t i = 0; i < tosses.size(); ++i) {
        const casting::Toss& t = tosses[i];
        QString faces;
        for (casting::CoinFace f : t) faces += f == casting::CoinFace::Reverse ? u"背"_s : u"字"_s;
        const LineValue v = casting::lineOf(t, convention);
        lines << tr("Line %1: %2 → %3").arg(i + 1).arg(faces).arg(QString::fromUtf8(name(v)));
    }
    return lines;
}

void CastPanel::showProvenance()
{
    if (!provenance_) {
        ui_->provenanceLabel->setText(tr("Lines entered by hand."));
        return;
    }
    QString text = base::castSummary(*provenance_, Script::Traditional);
    // The tosses the coins gave, as the CLI prints them (by hand they are in the page's own log).
    if (const auto* coins = std::get_if<casting::CoinInputs>(&provenance_->inputs);
        coins && provenance_->source != casting::RandomSourceKind::None)
        text += u'\n' + tossLog(coins->tosses, coins->faces).join(u'\n');
    ui_->provenanceLabel->setText(text);
}

namespace {

// The method chooser's entry for a cast (CastPanel::fillChoices's order): a reopened chart shows
// how it was cast, not "Enter the line values".
int methodEntry(const casting::CastRecord& r)
{
    switch (casting::methodOf(r.inputs)) {
    case casting::CastMethod::Coins: return r.source == casting::RandomSourceKind::None ? 2 : 1;
    case casting::CastMethod::Yarrow: return 3;
    case casting::CastMethod::Time: return 4;
    case casting::CastMethod::Numbers: return 5;
    case casting::CastMethod::Names: return 6;
    case casting::CastMethod::Lines: break;
    }
    return 0;
}

} // namespace

CastPanel::~CastPanel() = default;

QComboBox* CastPanel::lineCombo(LinePos position) const
{
    QComboBox* combos[] = {ui_->lineValue1, ui_->lineValue2, ui_->lineValue3,
                           ui_->lineValue4, ui_->lineValue5, ui_->lineValue6};
    return combos[position.index()];
}

namespace {
// A term as a choice: in its Chinese words for a Chinese UI, 繁體 with the English beside it for an
// English one (practitioners know the words).
template <class E> void fillTermCombo(QComboBox* combo, int count)
{
    const int current = combo->currentIndex();
    combo->clear();
    const Script ui = interfaceScript();
    for (int i = 0; i < count; ++i) {
        const auto v = static_cast<E>(i);
        const QString zh = QString::fromUtf8(name(v, ui == Script::Simplified ? Script::Simplified : Script::Traditional));
        combo->addItem(ui == Script::English ? zh + u"  "_s + QString::fromUtf8(name(v, Script::English)) : zh, i);
    }
    combo->setCurrentIndex(std::max(current, 0));
}
} // namespace

void CastPanel::fillChoices()
{
    // Refilling the line choosers is not an edit: the lines still come from the cast.
    const QScopedValueRollback keepProvenance(settingLines_, true);
    const int category = ui_->categoryCombo->currentIndex();
    ui_->categoryCombo->clear();
    for (const auto& c : base::chartCategories()) {
        // In a Chinese UI the translation is the category's Chinese name; in English, show both.
        const QString translated = QCoreApplication::translate("Category", c.english);
        const QString label = translated == QLatin1String(c.english)
                                  ? QString::fromUtf8(c.traditional) + u"  "_s + translated : translated;
        ui_->categoryCombo->addItem(label, QString::fromUtf8(c.code));
    }
    ui_->categoryCombo->setCurrentIndex(std::max(category, 0));

    const QString lineNames[] = {tr("6  old yin ×"), tr("7  young yang"), tr("8  young yin"), tr("9  old yang ○")};
    const QString positions[] = {tr("Line 1 (初爻)"), tr("Line 2"), tr("Line 3"), tr("Line 4"), tr("Line 5"), tr("Line 6 (上爻)")};
    QLabel* labels[] = {ui_->lineLabel1, ui_->lineLabel2, ui_->lineLabel3, ui_->lineLabel4, ui_->lineLabel5, ui_->lineLabel6};
    for (const LinePos p : allLines) {
        QComboBox* c = lineCombo(p);
        const int current = c->currentIndex();
        c->clear();
        for (int v = 0; v < 4; ++v) c->addItem(lineNames[v], 6 + v);
        c->setCurrentIndex(current < 0 ? 1 : current);
        labels[p.index()]->setText(positions[p.index()]);
    }

    auto refill = [](QComboBox* c, const QList<std::pair<QString, QString>>& items) {
        const int current = c->currentIndex();
        c->clear();
        for (const auto& [label, code] : items) c->addItem(label, code);
        c->setCurrentIndex(std::max(current, 0));
    };
    fillSettingCombo<HiddenMethod>(ui_->hiddenCombo);
    fillSettingCombo<BodyMethod>(ui_->bodyCombo);
    fillSettingCombo<ChangedRelations>(ui_->changedCombo);
    fillSettingCombo<calendar::DayBoundary>(ui_->boundaryCombo);
    {
        QList<std::pair<QString, QString>> presets;
        for (const Preset& p : najia::presets())
            presets.append({presetLabel(p), QString::fromUtf8(p.code)});
        refill(ui_->presetCombo, presets);
        QList<std::pair<QString, QString>> useful{{tr("None chosen"), QString()}};
        for (int r = 0; r < kRelationCount; ++r) {
            const auto rel = static_cast<Relation>(r);
            const Script ui = interfaceScript();
            const QString label = ui == Script::English
                                      ? QString::fromUtf8(name(rel)) + u"  "_s + QString::fromUtf8(name(rel, Script::English))
                                      : QString::fromUtf8(name(rel, ui));
            useful.append({label, QString::fromUtf8(name(rel))});
        }
        refill(ui_->usefulCombo, useful);
    }
    fillTermCombo<QuestionSubject>(ui_->subjectCombo, kQuestionSubjectCount);
    fillTermCombo<Sex>(ui_->sexCombo, kSexCount);
    fillTermCombo<IllnessAge>(ui_->illnessCombo, kIllnessAgeCount);
    refill(ui_->methodCombo, {{tr("Enter the line values"), {}},
                              {tr("Three coins, random"), {}},
                              {tr("Three coins, tossed by hand"), {}},
                              {tr("Yarrow stalks, random"), {}},
                              {tr("Plum blossom: by the moment"), {}},
                              {tr("Plum blossom: by numbers"), {}},
                              {tr("By hexagram names"), {}}});
    refill(ui_->faceCombo, {{tr("背 (reverse) counts as yang"), {}}, {tr("字 (inscription) counts as yang"), {}}});
    refill(ui_->yearCombo, {{tr("Year from the lunar new year"), {}}, {tr("Year from 立春"), {}}});

    if (ui_->zoneCombo->count() == 0) {
        // Sized for a long zone name rather than measured over all six hundred (a start-up cost).
        ui_->zoneCombo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        ui_->zoneCombo->setMinimumContentsLength(22);
        for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
            ui_->zoneCombo->addItem(QString::fromUtf8(id));
        // The machine's zone; China's is one click away (chinaButton).
        ui_->zoneCombo->setCurrentText(QString::fromUtf8(QTimeZone::systemTimeZoneId()));
    }
}

void CastPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui_->retranslateUi(this);
        fillChoices();
    }
    QWidget::changeEvent(event);
}

Result<base::ChartRecord> CastPanel::record() const
{
    base::ChartRecord r;
    for (const LinePos p : allLines) r.cast[p.index()] = static_cast<LineValue>(lineCombo(p)->currentData().toInt());
    if (provenance_) r.provenance = *provenance_;
    if (const auto p = parsePreset(ui_->presetCombo->currentData().toString().toStdString())) {
        r.preset = *p;
        r.analysis = preset(*p).analysis;
    }
    r.useful = parseTerm<Relation>(ui_->usefulCombo->currentData().toString().toStdString());
    r.question = ui_->questionEdit->text().trimmed();
    r.notes = ui_->notesEdit->toPlainText().trimmed();
    r.category = ui_->categoryCombo->currentData().toString();
    r.subject = static_cast<QuestionSubject>(std::max(0, ui_->subjectCombo->currentData().toInt()));
    r.sex = static_cast<Sex>(std::max(0, ui_->sexCombo->currentData().toInt()));
    if (categoryAsksIllnessAge(ui_->categoryCombo))
        r.illness = static_cast<IllnessAge>(std::max(0, ui_->illnessCombo->currentData().toInt()));
    const auto decided = base::parseDecided(ui_->decidedEdit->text());
    if (!decided) return Error{decided.error()};
    r.decided = *decided;
    r.settings.hidden = settingOf<HiddenMethod>(ui_->hiddenCombo);
    r.settings.body = settingOf<BodyMethod>(ui_->bodyCombo);
    r.settings.changedRelations = settingOf<ChangedRelations>(ui_->changedCombo);
    r.pillarOptions.dayBoundary = settingOf<calendar::DayBoundary>(ui_->boundaryCombo);
    r.pillarOptions.trueSolarLongitude = trueSolarLongitude_;
    r.pillarOptions.trueSolarScope = trueSolarHourOnly_ ? calendar::TrueSolarScope::HourOnly
                                                        : calendar::TrueSolarScope::AllPillars;
    if (ui_->pillarsRadio->isChecked()) {
        const auto p = parsePillars(ui_->pillarsEdit->text().trimmed().toStdString());
        if (!p) return Error{p.error()};
        r.pillars = *p;
    } else {
        const QString zone = ui_->zoneCombo->currentText().trimmed();
        if (!base::zoneNamed(zone)) return Error{"unknown time zone '" + zone.toStdString() + "'"};
        const QString civil = momentSource_ == MomentSource::Live
                                  ? clock_().toTimeZone(*base::zoneNamed(zone)).toString(u"yyyy-MM-dd HH:mm:ss"_s)
                                  : fieldCivil();
        r.moment = base::Moment{civil, zone};
    }
    return r;
}

void CastPanel::setRecord(const base::ChartRecord& r)
{
    const bool wasLoading = loading_;
    loading_ = true;
    settingLines_ = true;
    for (const LinePos p : allLines) lineCombo(p)->setCurrentIndex(static_cast<int>(r.cast[p.index()]) - 6);
    settingLines_ = false;
    if (std::holds_alternative<casting::LineInputs>(r.provenance.inputs)) provenance_.reset();
    else provenance_ = r.provenance;
    if (provenance_) ui_->methodCombo->setCurrentIndex(methodEntry(*provenance_));
    if (const auto* coins = std::get_if<casting::CoinInputs>(&r.provenance.inputs);
        coins && r.provenance.source == casting::RandomSourceKind::None) {
        // Coins tossed by hand: their log, as it stood when the sixth toss was recorded.
        const QSignalBlocker quiet(ui_->faceCombo);
        ui_->faceCombo->setCurrentIndex(coins->faces == casting::FaceConvention::InscriptionYang ? 1 : 0);
        coinEntry_ = casting::CoinEntry(coins->faces);
        for (const casting::Toss& t : coins->tosses) coinEntry_.add(t);
        updateTosses();
    }
    showProvenance();
    ui_->questionEdit->setText(r.question);
    ui_->notesEdit->setPlainText(r.notes);
    ui_->categoryCombo->setCurrentIndex(std::max(0, ui_->categoryCombo->findData(r.category)));
    ui_->subjectCombo->setCurrentIndex(std::max(0, ui_->subjectCombo->findData(int(r.subject))));
    ui_->sexCombo->setCurrentIndex(std::max(0, ui_->sexCombo->findData(int(r.sex))));
    ui_->illnessCombo->setCurrentIndex(std::max(0, ui_->illnessCombo->findData(int(r.illness))));
    ui_->decidedEdit->setText(base::decidedText(r.decided));
    auto select = [](QComboBox* c, const QString& code) { c->setCurrentIndex(std::max(0, c->findData(code))); };
    selectSettings(r.settings);
    selectSetting(ui_->boundaryCombo, r.pillarOptions.dayBoundary);
    select(ui_->presetCombo, QString::fromUtf8(preset(r.preset).code));
    select(ui_->usefulCombo, r.useful ? QString::fromUtf8(name(*r.useful)) : QString());
    trueSolarLongitude_ = r.pillarOptions.trueSolarLongitude;
    trueSolarHourOnly_ = r.pillarOptions.trueSolarScope == calendar::TrueSolarScope::HourOnly;
    if (r.moment) {
        ui_->atRadio->setChecked(true);
        QDateTime when = QDateTime::fromString(r.moment->civil, u"yyyy-MM-dd HH:mm:ss"_s);
        if (!when.isValid()) when = QDateTime::fromString(r.moment->civil, u"yyyy-MM-dd HH:mm"_s);
        settingMoment_ = true;
        ui_->zoneCombo->setCurrentText(r.moment->zone);
        ui_->dateTimeEdit->setDateTime(QDateTime(when.date(), when.time(), Qt::UTC));
        settingMoment_ = false;
        momentSource_ = MomentSource::Cast;
    } else {
        ui_->pillarsRadio->setChecked(true);
        QStringList parts;
        const Pillars& p = r.pillars;
        if (p.year) parts << QString::fromStdString(name(*p.year)) + u"年"_s;
        else if (p.yearBranchOnly) parts << QString::fromUtf8(name(*p.yearBranchOnly)) + u"年"_s;
        if (p.month) parts << QString::fromStdString(name(*p.month)) + u"月"_s;
        else if (p.monthBranchOnly) parts << QString::fromUtf8(name(*p.monthBranchOnly)) + u"月"_s;
        if (p.day) parts << QString::fromStdString(name(*p.day)) + u"日"_s;
        if (p.hour) parts << QString::fromStdString(name(*p.hour)) + u"時"_s;
        ui_->pillarsEdit->setText(parts.join(u' '));
    }
    loading_ = wasLoading;
}

void CastPanel::selectSettings(const ChartSettings& c)
{
    selectSetting(ui_->hiddenCombo, c.hidden);
    selectSetting(ui_->bodyCombo, c.body);
    selectSetting(ui_->changedCombo, c.changedRelations);
}
