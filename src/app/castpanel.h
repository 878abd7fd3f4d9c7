// The casting panel: the question, the moment (or pillars), the six lines and the settings.
// It builds a ChartRecord; the engine computes the chart from it.
#pragma once

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
    najia::Result<najia::cli::ChartRecord> record() const;
    void setRecord(const najia::cli::ChartRecord& record);

signals:
    void computeRequested();

protected:
    void changeEvent(QEvent* event) override;

private:
    void fillChoices();
    QComboBox* lineCombo(int position) const;

    std::unique_ptr<Ui::CastPanel> ui_;
};
