// The casting panel: the question, the moment (or pillars), the six lines and the settings.
// It builds a ChartRecord; the engine computes the chart from it.
#pragma once

#include "casting/coins.h"
#include "chart_file.h"

#include <QWidget>
#include <memory>

namespace Ui { class CastPanel; }
class QComboBox;

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

signals:
    void computeRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    // The pages of the method chooser, in the combo's order.
    enum Page { LinesPage, CoinsPage, HandCoinsPage, YarrowPage, TimePage, NumbersPage, NamesPage };

    void fillChoices();
    QComboBox* lineCombo(int position) const;
    void connectMethods();
    // Puts a cast's lines into the line choosers and remembers how they were cast.
    void applyCast(const najia::Result<najia::Cast>& cast, najia::casting::CastRecord provenance);
    // A provenance stamped with the panel's moment (or now) and clock settings.
    najia::Result<najia::casting::CastRecord> stamped(najia::casting::CastInputs inputs) const;
    void updateTosses();
    void showProvenance();
    void selectSettings(const najia::ChartSettings& settings);

    std::unique_ptr<Ui::CastPanel> ui_;
    std::optional<najia::casting::CastRecord> provenance_;  // of the lines shown, if cast
    najia::casting::CoinEntry coinEntry_;
    bool settingLines_ = false;
    std::optional<double> trueSolarLongitude_;
    bool trueSolarHourOnly_ = false;
};
