#include "app/settingsdialog.h"

#include "app/settingcombo.h"
#include "forms/ui_settingsdialog.h"

#include "engine/analysis/settings.h"
#include "app/wheelguard.h"

#include <QTimeZone>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {
void select(QComboBox* c, const QVariant& data) { c->setCurrentIndex(std::max(0, c->findData(data))); }
} // namespace

SettingsDialog::SettingsDialog(const AppSettings& s, QWidget* parent)
    : QDialog(parent), ui_(std::make_unique<Ui::SettingsDialog>()), initial_(s)
{
    ui_->setupUi(this);
    guardWheel(this);
    // The chart's script: Chinese only (the chart sheet is never English in the app).
    for (const Script script : {Script::Traditional, Script::Simplified})
        ui_->scriptCombo->addItem(settingLabel(script, script), settingKeyText(script));
    ui_->languageCombo->addItem(tr("Follow the system"), QString());
    ui_->languageCombo->addItem(u"English"_s, u"en"_s);
    ui_->languageCombo->addItem(u"繁體中文"_s, u"zh_TW"_s);
    ui_->languageCombo->addItem(u"简体中文"_s, u"zh_CN"_s);
    ui_->themeCombo->addItem(tr("The system's"), int(Theme::System));
    ui_->themeCombo->addItem(tr("Light"), int(Theme::Light));
    ui_->themeCombo->addItem(tr("Dark"), int(Theme::Dark));
    fillSettingCombo<calendar::DayBoundary>(ui_->boundaryCombo);
    fillSettingCombo<HiddenMethod>(ui_->hiddenCombo);
    fillSettingCombo<BodyMethod>(ui_->bodyCombo);
    fillSettingCombo<ChangedRelations>(ui_->changedCombo);
    for (const Preset& p : presets()) ui_->presetCombo->addItem(presetLabel(p), QString::fromUtf8(p.code));
    ui_->zoneCombo->addItem(tr("The system's (%1)").arg(QString::fromUtf8(QTimeZone::systemTimeZoneId())), QString());
    for (const QByteArray& id : QTimeZone::availableTimeZoneIds())
        ui_->zoneCombo->addItem(QString::fromUtf8(id), QString::fromUtf8(id));

    selectSetting(ui_->scriptCombo, s.script);
    select(ui_->languageCombo, s.language);
    select(ui_->themeCombo, int(s.theme));
    ui_->defaultFontCheck->setChecked(s.chartFont.isEmpty());
    ui_->fontCombo->setEnabled(!s.chartFont.isEmpty());
    if (!s.chartFont.isEmpty()) ui_->fontCombo->setCurrentFont(QFont(s.chartFont));
    connect(ui_->defaultFontCheck, &QCheckBox::toggled, ui_->fontCombo, [this](bool on) { ui_->fontCombo->setEnabled(!on); });
    if (s.zone.isEmpty()) ui_->zoneCombo->setCurrentIndex(0);
    else ui_->zoneCombo->setCurrentText(s.zone);
    selectSetting(ui_->boundaryCombo, s.dayBoundary);
    ui_->trueSolarCheck->setChecked(s.trueSolar);
    ui_->longitudeSpin->setValue(s.longitude);
    ui_->hourOnlyCheck->setChecked(s.trueSolarHourOnly);
    selectSetting(ui_->hiddenCombo, s.chart.hidden);
    selectSetting(ui_->bodyCombo, s.chart.body);
    selectSetting(ui_->changedCombo, s.chart.changedRelations);
    select(ui_->presetCombo, s.preset);
}

SettingsDialog::~SettingsDialog() = default;

AppSettings SettingsDialog::settings() const
{
    AppSettings s = initial_;
    s.script = settingOf<Script>(ui_->scriptCombo);
    s.language = ui_->languageCombo->currentData().toString();
    s.theme = static_cast<Theme>(ui_->themeCombo->currentData().toInt());
    s.chartFont = ui_->defaultFontCheck->isChecked() ? QString() : ui_->fontCombo->currentFont().family();
    const QString zone = ui_->zoneCombo->currentText().trimmed();
    if (zone == ui_->zoneCombo->itemText(0)) s.zone.clear();
    else if (base::zoneNamed(zone)) s.zone = zone;
    s.dayBoundary = settingOf<calendar::DayBoundary>(ui_->boundaryCombo);
    s.trueSolar = ui_->trueSolarCheck->isChecked();
    s.longitude = ui_->longitudeSpin->value();
    s.trueSolarHourOnly = ui_->hourOnlyCheck->isChecked();
    s.chart.hidden = settingOf<HiddenMethod>(ui_->hiddenCombo);
    s.chart.body = settingOf<BodyMethod>(ui_->bodyCombo);
    s.chart.changedRelations = settingOf<ChangedRelations>(ui_->changedCombo);
    s.preset = ui_->presetCombo->currentData().toString();
    return s;
}
