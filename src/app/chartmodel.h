// The chart as a table model: six rows, 上爻 first as on paper, one column per part of a line.
// Qt::DisplayRole is the text in the current script; RawRole the engine value. The model only
// formats: every rule is computed by the engine (chart_file.h → chart.h).
#pragma once

#include "base/document/chart_document.h"
#include "engine/terms.h"

#include <QAbstractTableModel>

class ChartModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Spirit, Hidden, HiddenMarks, Reading, Marks, Line, Mark, SelfOther, ChangedLine, ChangedReading,
        ChangedMarks, ColumnCount
    };
    enum Role {
        RawRole = Qt::UserRole,  // the engine value as an int (enum value, position, bool)
        PositionRole,            // the line's position, 1 (初爻) … 6 (上爻)
    };
    // What SelfOther's RawRole holds.
    enum SelfOtherMark { NoMark = 0, SelfMark = 1, OtherMark = 2 };

    explicit ChartModel(QObject* parent = nullptr);

    // The document shown; its chart is computed here only if it was not yet.
    void setDocument(const najia::base::ChartDocument& document);
    void setRecord(const najia::base::ChartRecord& record) { setDocument(najia::base::ChartDocument(record)); }
    // No chart (a new, empty document).
    void clear();
    // Takes what describes the case from `record`: the question's text and the notes change no
    // computation; another category, subject, sex or illness age asks another reading, which is computed.
    void describe(const najia::base::ChartRecord& record);
    const najia::base::ChartDocument& document() const { return document_; }
    const najia::base::ChartRecord& record() const { return document_.record(); }
    bool hasChart() const { return computed_ != nullptr; }
    const najia::Chart* chart() const { return computed_ ? &computed_->chart : nullptr; }
    const najia::Analysis* analysis() const { return computed_ ? &computed_->analysis : nullptr; }
    // The computed record — the reading and the cast moment with it — when the cast itself is shown.
    const najia::base::ComputedChart* computedPrimary() const
    {
        return derived_ == najia::base::ChartOf::Primary ? computed_ : nullptr;
    }
    // The findings' marks (空 破 …) of a subject, and the rules behind them for a tooltip.
    QString marks(najia::Subject subject) const;
    QString explain(najia::Subject subject) const;
    // One finding as a sentence: its kind, parameters summarised, and its rule and source.
    QString describe(const najia::Finding& finding) const;
    // The error that kept the record from being computed, if any.
    QString error() const { return error_; }

    // Which hexagram of the record the model shows: the cast itself, or its 互卦, 錯卦, 綜卦 or
    // 變卦 as a still hexagram read against the same pillars.
    void setDerived(najia::base::ChartOf derived);
    najia::base::ChartOf derived() const { return derived_; }

    // The 變卦 column: all six lines (the common printed layout, the moving ones emphasised) or the
    // moving lines alone (compact).
    void setFullChanged(bool full);
    bool fullChanged() const { return fullChanged_; }
    // The 旬空 of every pillar in the heading, not only the day's.
    void setPillarVoids(bool all);
    bool pillarVoids() const { return pillarVoids_; }

    void setScript(najia::Script script);
    najia::Script script() const { return script_; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The sheet's heading lines, in the current script.
    struct Heading {
        QString primary;   // 「風地觀  乾宮 四世」
        QString changed;   // 「澤地萃  兌宮 二世」 or empty
        QString moment;    // 「公曆 2024-02-04 16:25:00 Asia/Shanghai」 or empty
        QString calendar;  // 「農曆 甲辰年正月初一   節氣 立春 02-04 16:27 → 雨水 02-19 12:13」
        QString method;    // how it was cast, with 梅花's arithmetic
        QString voids;     // each pillar's 旬空, when asked for
        QString pillars;   // 「辛卯年 丙申月 丙子日」 with 旬空
        QString rulers;    // 「月建 申  日辰 子  卦身 酉（不上卦）」
        QString warning;   // near a 節 or the day boundary
        QString otherSide; // the pillars across that boundary
        QStringList shensha; // the common 神煞: 「天乙貴人 丑未 [1 5]」, with the lines they fall on
    };
    const Heading& heading() const;
    // The findings about the whole chart (六爻安靜, 獨發, 三合局 …), a few to a line.
    const QStringList& chartFindings() const;
    // The reading's marks on a line of a layer: 「用」, 「原」, 「忌」, 「仇」 (the cast itself only),
    // and the sentence behind them for a tooltip.
    QString roleMarks(najia::Layer layer, najia::LinePos position) const;
    QString roleExplanation(najia::Layer layer, najia::LinePos position) const;
    // 「身」 on the 卦身's lines.
    QString bodyMark(najia::LinePos position) const;
    // The whole chart as plain text, for screen readers.
    QString accessibleText() const;
    // The aligned text sheet, word for word what `najia-cli chart` prints (Copy Chart as Text).
    QString sheetText() const;

    const najia::ChartLine* lineAt(int row) const;

private:
    QString term(najia::SheetLabel label) const;
    QString readingText(const najia::LineReading& r) const;
    QString methodText() const;

    najia::base::ChartDocument document_;
    const najia::base::ComputedChart* computed_ = nullptr;  // in document_, of the chart shown
    QString error_;
    najia::Script script_ = najia::Script::Traditional;
    najia::base::ChartOf derived_ = najia::base::ChartOf::Primary;
    bool fullChanged_ = true;
    bool pillarVoids_ = false;
    void recompute();
    void refresh();
    // The words built from the chart, kept until the chart, script or an option changes.
    Heading makeHeading() const;
    void forgetWords();
    mutable std::optional<Heading> heading_;
    mutable std::optional<QStringList> chartFindings_;
};
