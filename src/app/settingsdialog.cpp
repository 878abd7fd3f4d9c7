#include "settingsdialog.h"
#include "ui_settingsdialog.h"

#include "analysis/settings.h"

#include <QTimeZone>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
void select(QComboBox* c, const QVariant& data) { c->setCurrentIndex(std::max(0, c->findData(data))); }
} // namespace

SettingsDialog::SettingsDialog(const AppSettings& s, QWidget* parent)
    : QDialog(parent), ui_(std::make_unique<Ui::SettingsDialog>()), initial_(s)
{
    ui_->setupUi(this);
    ui_->scriptCombo->addItem(u"繁體中文"_s, u"traditional"_s);
    ui_->scriptCombo->addItem(u"简体中文"_s, u"simplified"_s);
    ui_->languageCombo->addItem(tr("Follow the system"), QString());
    ui_->languageCombo->addItem(u"English"_s, u"en"_s);
    ui_->languageCombo->addItem(u"繁體中文"_s, u"zh_TW"_s);
    ui_->languageCombo->addItem(u"简体中文"_s, u"zh_CN"_s);
    ui_->themeCombo->addItem(tr("Light"), false);
    ui_->themeCombo->addItem(tr("Dark"), true);
    ui_->boundaryCombo->addItem(tr("23:00 (子時換日)"), u"23"_s);
    ui_->boundaryCombo->addItem(tr("Midnight (夜子時)"), u"0"_s);
    ui_->hiddenCombo->addItem(tr("首卦: missing relations"), int(HiddenMethod::HeadAbsent));
    ui_->hiddenCombo->addItem(tr("首卦: all six lines"), int(HiddenMethod::HeadAll));
    ui_->hiddenCombo->addItem(tr("八卦互伏 (易隱)"), int(HiddenMethod::TrigramPairs));
    ui_->bodyCombo->addItem(tr("月卦身"), int(BodyMethod::Month));
    ui_->bodyCombo->addItem(tr("世身 (易隱)"), int(BodyMethod::Self));
    ui_->changedCombo->addItem(tr("Original palace"), int(ChangedRelations::OriginalPalace));
    ui_->changedCombo->addItem(tr("Own palace"), int(ChangedRelations::OwnPalace));
    for (const Preset& p : presets()) ui_->presetCombo->addItem(QString::fromUtf8(p.name), QString::fromUtf8(p.code));
    for (const QByteArray& id : QTimeZone::availableTimeZoneIds()) ui_->zoneCombo->addItem(QString::fromUtf8(id));

    select(ui_->scriptCombo, s.script == Script::Simplified ? u"simplified"_s : u"traditional"_s);
    select(ui_->languageCombo, s.language);
    select(ui_->themeCombo, s.dark);
    ui_->defaultFontCheck->setChecked(s.chartFont.isEmpty());
    ui_->fontCombo->setEnabled(!s.chartFont.isEmpty());
    if (!s.chartFont.isEmpty()) ui_->fontCombo->setCurrentFont(QFont(s.chartFont));
    connect(ui_->defaultFontCheck, &QCheckBox::toggled, ui_->fontCombo, [this](bool on) { ui_->fontCombo->setEnabled(!on); });
    ui_->zoneCombo->setCurrentText(s.zone);
    select(ui_->boundaryCombo, s.dayBoundary == calendar::DayBoundary::At23 ? u"23"_s : u"0"_s);
    ui_->trueSolarCheck->setChecked(s.trueSolar);
    ui_->longitudeSpin->setValue(s.longitude);
    ui_->hourOnlyCheck->setChecked(s.trueSolarHourOnly);
    select(ui_->hiddenCombo, int(s.chart.hidden));
    select(ui_->bodyCombo, int(s.chart.body));
    select(ui_->changedCombo, int(s.chart.changedRelations));
    select(ui_->presetCombo, s.preset);
}

SettingsDialog::~SettingsDialog() = default;

AppSettings SettingsDialog::settings() const
{
    AppSettings s = initial_;
    s.script = ui_->scriptCombo->currentData().toString() == u"simplified"_s ? Script::Simplified : Script::Traditional;
    s.language = ui_->languageCombo->currentData().toString();
    s.dark = ui_->themeCombo->currentData().toBool();
    s.chartFont = ui_->defaultFontCheck->isChecked() ? QString() : ui_->fontCombo->currentFont().family();
    const QString zone = ui_->zoneCombo->currentText().trimmed();
    if (base::zoneNamed(zone)) s.zone = zone;
    s.dayBoundary = ui_->boundaryCombo->currentData().toString() == u"0"_s ? calendar::DayBoundary::AtMidnight
                                                                           : calendar::DayBoundary::At23;
    s.trueSolar = ui_->trueSolarCheck->isChecked();
    s.longitude = ui_->longitudeSpin->value();
    s.trueSolarHourOnly = ui_->hourOnlyCheck->isChecked();
    s.chart.hidden = static_cast<HiddenMethod>(ui_->hiddenCombo->currentData().toInt());
    s.chart.body = static_cast<BodyMethod>(ui_->bodyCombo->currentData().toInt());
    s.chart.changedRelations = static_cast<ChangedRelations>(ui_->changedCombo->currentData().toInt());
    s.preset = ui_->presetCombo->currentData().toString();
    return s;
}
