// The casting panel: the question, the moment (or pillars), the six lines and the settings.
// It builds a ChartRecord; the engine computes the chart from it.
#pragma once

#include "engine/casting/coins.h"
#include "base/document/chart_file.h"
#include "engine/line_pos.h"

#include <QDateTime>
#include <QWidget>
#include <functional>
#include <memory>
#include <span>

namespace Ui { class CastPanel; }
class QComboBox;
class QTimeZone;

class CastPanel : public QWidget {
    Q_OBJECT
public:
    explicit CastPanel(QWidget* parent = nullptr);
    ~CastPanel() override;

    // The record the panel describes, or the reason it cannot (bad pillars, unknown zone).
    najia::Result<najia::base::ChartRecord> record() const;
    void setRecord(const najia::base::ChartRecord& record);
    // The defaults of new charts: zone, day boundary, true solar time, chart settings.
    void applyDefaults(const struct AppSettings& settings);

    // The current instant (UTC). Tests inject a fixed one; the app reads the system clock.
    using Clock = std::function<QDateTime()>;
    void setClock(Clock clock);
    // A moment that follows the clock becomes the instant of this cast (the chart is computed now).
    void settleMoment();

    // Before a casting method draws new lines (a new cast is a new document): false cancels it.
    void setBeforeCast(std::function<bool()> check) { beforeCast_ = std::move(check); }
    // An empty, valid panel for a new document: no question, lines 少陽, the moment following
    // the clock in the default zone.
    void reset(const struct AppSettings& settings);

signals:
    void computeRequested();
    // The user changed what the chart is computed from (lines, moment, settings) …
    void edited();
    // … or only what describes the case (question, category, notes).
    void described();
    // A cast could not be made (a name not found, bad pillars): the message, in the UI language
    // where the panel words it; the chart shown no longer follows the panel.
    void castFailed(const QString& message);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The pages of the method chooser, in the combo's order.
    enum Page { LinesPage, CoinsPage, HandCoinsPage, YarrowPage, TimePage, NumbersPage, NamesPage };

    void fillChoices();
    QComboBox* lineCombo(najia::LinePos position) const;
    void connectMethods();
    // Puts a cast's lines into the line choosers and remembers how they were cast.
    void applyCast(const najia::Result<najia::Cast>& cast, najia::casting::CastRecord provenance);
    // By hexagram names: 「同人」 and 「離」 in the two fields, or 「同人之離」 / 「同人變離」 in the first.
    void castByNames();
    // Why the names cannot be cast, in the UI language (none found, or several); empty if they can.
    QString namesProblem(const QString& primary, const QString& changed) const;
    // The problem under the name fields; hidden when empty.
    void showNamesError(const QString& problem);
    // A provenance stamped with the panel's moment (the instant of the cast unless the user typed
    // one) or its typed pillars, and the clock settings.
    najia::Result<najia::casting::CastRecord> stamped(najia::casting::CastInputs inputs);
    void connectMoment();
    void connectEdits();
    // Shows an instant in the chosen zone; the field holds naive civil time of that zone.
    void showInstant(const QDateTime& utc);
    // The zone chosen, and the civil time of the field in it as text.
    std::optional<QTimeZone> zone() const;
    QString fieldCivil() const;
    void updateTosses();
    void showProvenance();
    // 「Line 1: 字字背 → 少陽」, one line a toss, as the panel words them.
    QStringList tossLog(std::span<const najia::casting::Toss> tosses, najia::casting::FaceConvention faces) const;
    void selectSettings(const najia::ChartSettings& settings);

    std::unique_ptr<Ui::CastPanel> ui_;
    // Where the At field's time comes from: the running clock, the user, or a cast (or file).
    // Live and Cast both mean "now" to the next cast; a typed time is kept.
    enum class MomentSource { Live, Typed, Cast };
    MomentSource momentSource_ = MomentSource::Live;
    Clock clock_ = [] { return QDateTime::currentDateTimeUtc(); };
    QString zoneShown_;           // the zone the field's time is read in
    bool settingMoment_ = false;  // the field or zone is being set by the panel, not the user
    bool loading_ = false;        // a record is being shown: no edit signals
    std::function<bool()> beforeCast_;
    std::optional<najia::casting::CastRecord> provenance_;  // of the lines shown, if cast
    najia::casting::CoinEntry coinEntry_;
    bool settingLines_ = false;
    std::optional<double> trueSolarLongitude_;
    bool trueSolarHourOnly_ = false;
};
