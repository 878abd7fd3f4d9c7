// Chart ▸ Paste Chart (Ctrl+Shift+V): a chart pasted as text — a book's case header, a forum post,
// another program's output — shown field by field as it is recognised (engine/casting/chart_text.h),
// with what is not recognised, before it is accepted as a new cast.
#pragma once

#include "base/document/chart_file.h"
#include "engine/casting/chart_text.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QFormLayout;
class QLabel;
class QPlainTextEdit;

class PasteChartDialog : public QDialog {
    Q_OBJECT
public:
    // `base` gives what the text does not: the settings, the preset, the zone of a civil time.
    PasteChartDialog(const najia::base::ChartRecord& base, const QString& zone, najia::Script script, QWidget* parent = nullptr);
    void setText(const QString& text);
    // The record the text gives, once a cast is recognised.
    std::optional<najia::base::ChartRecord> record() const;

private:
    void reread();
    void offerDates();
    QPlainTextEdit* edit_;
    QFormLayout* fields_;
    QLabel* note_;
    QComboBox* dates_;  // the civil dates of pillars given without one
    QDialogButtonBox* buttons_;
    najia::base::ChartRecord base_;
    QString zone_;
    najia::Script script_;
    najia::casting::ChartText read_;
};
