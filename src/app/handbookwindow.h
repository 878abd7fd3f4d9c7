// The handbook browser: the five seed texts by book and section, the 周易, and the tables computed from
// the engine; live search in either script; the current chart's table rows highlighted and its text
// to read (易隱 卷2) shown. The main window opens it with showRule() from a finding and setChart().
#pragma once

#include "engine/analysis/analysis.h"
#include "engine/handbook/zhouyi.h"
#include "engine/terms.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

namespace najia {
struct Chart;
}
namespace Ui {
class HandbookWindow;
}
class HandbookTableModel;
class QTreeWidgetItem;
class QUrl;

class HandbookWindow : public QWidget {
    Q_OBJECT
public:
    explicit HandbookWindow(QWidget* parent = nullptr);
    ~HandbookWindow() override;

    // Show the passage a rule id cites ("yimao.day_clash"); false for an unknown id.
    bool showRule(const QString& ruleId);
    // Show a passage ("yiyin.59"), a 周易 text ("zhouyi.1.3") or a table ("table:nayin").
    bool showId(const QString& id);
    bool showTable(const QString& tableId);
    // The chart whose rows are highlighted and whose text to read is shown, and its analysis (the one
    // on screen, on the settings on screen), whose findings are a rule's live examples; null clears.
    // Not owned: the caller keeps them alive while set.
    void setChart(const najia::Chart* chart, const najia::Analysis* analysis);
    void setScript(najia::Script script);
    void setOneMovingText(najia::handbook::OneMovingText rule);

    // What is shown, for tests and the main window.
    QString currentId() const { return current_; }
    QString currentText() const;
    int resultCount() const;
    HandbookTableModel* tableModel() const { return model_; }

private:
    void buildTree();
    void buildTreeItems();
    void runSearch(const QString& query);
    void openItem(QTreeWidgetItem* item);
    void openLink(const QUrl& url);
    void showPassage(const QString& id);
    void showZhouyi(const QString& id);
    void updateReading();
    void refresh();
    QString chartExamples(const QString& passageId) const;

    std::unique_ptr<Ui::HandbookWindow> ui_;
    HandbookTableModel* model_;
    const najia::Chart* chart_ = nullptr;
    const najia::Analysis* analysis_ = nullptr;  // the chart's line analysis, for live examples of a rule
    najia::Script script_ = najia::Script::Traditional;
    najia::handbook::OneMovingText oneMoving_ = najia::handbook::OneMovingText::MovingLine;
    QString current_;
};
