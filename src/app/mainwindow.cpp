#include "app/mainwindow.h"
#include "app/pastechartdialog.h"

#include "engine/handbook/passage.h"
#include "forms/ui_mainwindow.h"

#include "app/castpanel.h"
#include "app/chartmodel.h"
#include "app/chartsheet.h"
#include "app/chartview.h"
#include "app/findingsmodel.h"
#include "app/viewactions.h"
#include "app/readingdock.h"
#include "app/casebookactions.h"
#include "app/handbookwindow.h"
#include "app/settingsdialog.h"
#include "app/theme.h"

#include <QActionGroup>
#include <QClipboard>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QApplication>
#include <QGuiApplication>
#include <QJsonObject>
#include <QMessageBox>
#include <QInputDialog>
#include <QMimeData>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QLibraryInfo>
#include <QSettings>
#include <QSignalBlocker>
#include <QTranslator>
#include <QTimer>
#include <QTreeView>
#include <QHeaderView>

#include <algorithm>
#include <utility>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

// The icons are compiled into the static najia_app library, whose resources must be registered
// explicitly.
static void initResources() { Q_INIT_RESOURCE(icons); }

namespace {
constexpr int kMaxRecent = 8;
// The file dialogs' filter, in the interface's language (its words are seen in the dialog).
QString fileFilter() { return MainWindow::tr("Najia charts (*.najia)") + u";;"_s + MainWindow::tr("All files (*)"); }
} // namespace

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent), settings_(AppSettings::load()), translator_(new QTranslator(this)),
      qtTranslator_(new QTranslator(this))
{
    // The sheet font registers on a thread while the window is built; the UI font that names it
    // is set when the settings are applied, below, which waits for it (so the thread never
    // outlives the constructor, nor the application). The language comes before any widget: installed
    // later, it retranslates every widget.
    preloadSheetFont(settings_.script == Script::Simplified);
    setLanguage(settings_.language);
    ui_ = std::make_unique<Ui::MainWindow>();
    model_ = new ChartModel(this);
    view_ = new ChartView(this);
    panelDock_ = new QDockWidget(this);
    findings_ = new FindingsModel(model_, this);
    findingsView_ = new QTreeView(this);
    findingsDock_ = new QDockWidget(this);
    initResources();
    ui_->setupUi(this);
    setWindowIcon(QIcon(u":/icons/najia.svg"_s));
    // The sheet scrolls when the window is too small to show it at a readable size, or zoomed.
    auto* sheetScroll = new QScrollArea(this);
    sheetScroll->setWidget(view_);
    sheetScroll->setWidgetResizable(true);
    sheetScroll->setFrameShape(QFrame::NoFrame);
    ui_->centralLayout->addWidget(sheetScroll);
    view_->setModel(model_);

    panelDock_->setObjectName(u"castDock"_s);
    panelDock_->setWindowTitle(tr("Cast"));
    auto* scroll = new QScrollArea(panelDock_);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panelDock_->setWidget(scroll);
    // The panel's width as last measured, so that the sheet does not move when the panel comes.
    scroll->setMinimumWidth(QSettings().value(u"window/castPanelWidth"_s, fontMetrics().height() * 24).toInt());
    panelDock_->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, panelDock_);
    ui_->actionShowCastPanel->setChecked(true);
    connect(ui_->actionShowCastPanel, &QAction::toggled, panelDock_, &QDockWidget::setVisible);
    connect(panelDock_, &QDockWidget::visibilityChanged, ui_->actionShowCastPanel, &QAction::setChecked);

    findingsView_->setRootIsDecorated(false);
    findingsView_->setAlternatingRowColors(true);
    findingsView_->setUniformRowHeights(true);
    // Measuring all eighty rows cost a sixth of a chart's layout; the visible ones and a spread of
    // the rest give the same widths (the columns hold short names).
    findingsView_->header()->setResizeContentsPrecision(32);
    findingsView_->header()->setStretchLastSection(true);
    findingsView_->setAccessibleName(tr("Findings"));
    findingsDock_->setObjectName(u"findingsDock"_s);
    findingsDock_->setWindowTitle(tr("Findings"));
    findingsDock_->setWidget(findingsView_);
    addDockWidget(Qt::BottomDockWidgetArea, findingsDock_);
    // A first start fills most of the screen; the docks below take a third of it: room for the reading's rows and
    // its plot of the 應期 together, and for the sheet above.
    if (!QSettings().contains(u"window/geometry"_s)) {
        const QSize room = screen()->availableGeometry().size() * 9 / 10;
        resize(room.expandedTo(size().boundedTo(screen()->availableGeometry().size())));
    }
    resizeDocks({findingsDock_}, {std::max(170, height() / 3)}, Qt::Vertical);
    ui_->menuView->addAction(findingsDock_->toggleViewAction());
    findingsDock_->toggleViewAction()->setShortcut(QKeySequence(u"F10"_s));
    // The reading for the question, tabbed with the findings.
    auto* readingDock = new ReadingDock(model_, this);
    addDockWidget(Qt::BottomDockWidgetArea, readingDock);
    tabifyDockWidget(findingsDock_, readingDock);
    findingsDock_->raise();
    ui_->menuView->addAction(readingDock->toggleViewAction());

    connect(findingsView_, &QTreeView::activated, this, [this](const QModelIndex& index) {
        showHandbook(findings_->data(index, FindingsModel::RuleCodeRole).toString());
    });
    connect(ui_->actionHandbook, &QAction::triggered, this, [this] { showHandbook(); });
    // The handbook follows the chart: its pointer is dropped before a reset and renewed after.
    connect(model_, &ChartModel::modelAboutToBeReset, this, [this] {
        if (handbook_) handbook_->setChart(nullptr, nullptr);
    });
    connect(model_, &ChartModel::modelReset, this, [this] {
        if (handbook_) handbook_->setChart(model_->chart(), model_->analysis());
    });

    auto* scripts = new QActionGroup(this);
    scripts->addAction(ui_->actionTraditional);
    scripts->addAction(ui_->actionSimplified);
    connect(ui_->actionTraditional, &QAction::triggered, this, [this] { setScript(Script::Traditional); });
    connect(ui_->actionSimplified, &QAction::triggered, this, [this] { setScript(Script::Simplified); });
    connect(ui_->actionToggleScript, &QAction::triggered, this, [this] {
        setScript(model_->script() == Script::Traditional ? Script::Simplified : Script::Traditional);
    });
    connect(ui_->actionDark, &QAction::toggled, this, &MainWindow::setDarkTheme);

    connect(ui_->actionNew, &QAction::triggered, this, [this] {
        if (maybeSave()) newDocument();
    });
    connect(ui_->actionOpen, &QAction::triggered, this, &MainWindow::open);
    connect(ui_->actionSave, &QAction::triggered, this, &MainWindow::save);
    connect(ui_->actionSaveAs, &QAction::triggered, this, &MainWindow::saveAs);
    connect(ui_->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui_->actionCompute, &QAction::triggered, this, &MainWindow::computeFromPanel);
    connect(ui_->actionCopy, &QAction::triggered, this, &MainWindow::copyAsText);
    connect(ui_->actionCopyImage, &QAction::triggered, this, &MainWindow::copyAsImage);
    auto* paste = new QAction(tr("&Paste Chart…"), this);
    paste->setObjectName(u"actionPasteChart"_s);
    paste->setShortcut(QKeySequence(u"Ctrl+Shift+V"_s));
    ui_->menuChart->insertAction(ui_->actionCopyImage, paste);
    ui_->menuChart->insertAction(paste, ui_->actionCopyImage);
    connect(paste, &QAction::triggered, this, [this] { pasteChart(QGuiApplication::clipboard()->text()); });
    connect(ui_->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
    connect(ui_->actionPrint, &QAction::triggered, this, &MainWindow::print);
    connect(ui_->actionPrintPreview, &QAction::triggered, this, &MainWindow::printPreview);
    connect(ui_->actionExport, &QAction::triggered, this, &MainWindow::exportChart);

    auto* derived = new QActionGroup(this);
    const std::pair<QAction*, base::ChartOf> views[] = {
        {ui_->actionShowPrimary, base::ChartOf::Primary}, {ui_->actionShowNuclear, base::ChartOf::Nuclear},
        {ui_->actionShowOpposite, base::ChartOf::Opposite}, {ui_->actionShowReversed, base::ChartOf::Reversed}};
    for (auto [action, which] : views) {
        derived->addAction(action);
        connect(action, &QAction::triggered, this, [this, which = which] { model_->setDerived(which); });
    }
    installViewActions(this, ui_->menuView, view_, model_, derived);
    // A mark on the sheet selects its findings; a double click opens the first one's passage.
    connect(view_, &ChartView::subjectActivated, this, &MainWindow::selectFindings);
    connect(view_, &ChartView::passageRequested, this, [this](Subject s) {
        if (const auto rows = findingRows(s); !rows.isEmpty())
            showHandbook(findings_->data(rows.front(), FindingsModel::RuleCodeRole).toString());
    });

    connect(ui_->actionSettings, &QAction::triggered, this, [this] {
        SettingsDialog dialog(settings_, this);
        if (dialog.exec() == QDialog::Accepted) applySettings(dialog.settings());
    });
    applySettings(settings_, false);  // as loaded: nothing to write
    ui_->actionDark->setChecked(settings_.theme == Theme::Dark);
    const QSettings settings;
    restoreGeometry(settings.value(u"window/geometry"_s).toByteArray());
    restoreState(settings.value(u"window/state"_s).toByteArray());
    rebuildRecentMenu();
    updateTitle();
    installCasebook(this, ui_->menuFile);
}

MainWindow::~MainWindow() = default;

CastPanel* MainWindow::castPanel()
{
    finishStartup();
    return panel_;
}

// What the first painted chart does not need comes once the event loop is idle after it, or
// when something asks for it first: the cast panel and the findings' rows, whose building and
// measuring were two fifths of the start-up.
void MainWindow::finishStartup()
{
    if (panel_) return;
    findingsView_->setModel(findings_);
    findingsView_->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    buildCastPanel();
    if (isVisible()) fitToScreen();
}

// The panel takes the record shown before it was built.
void MainWindow::buildCastPanel()
{
    panel_ = new CastPanel(this);
    panel_->applyDefaults(settings_);
    if (pendingRecord_) panel_->setRecord(*std::exchange(pendingRecord_, std::nullopt));
    connect(panel_, &CastPanel::computeRequested, this, &MainWindow::computeFromPanel);
    connect(panel_, &CastPanel::castFailed, this, &MainWindow::showCastFailure);
    // Every edit changes the document: what the chart is computed from is recomputed at once,
    // the case's description is taken as it is.
    // Before the first chart there is no document to change: the panel is being prepared.
    connect(panel_, &CastPanel::edited, this, [this] {
        if (model_->hasChart()) computeFromPanel();
    });
    connect(panel_, &CastPanel::described, this, [this] {
        if (!model_->hasChart()) return;
        setWindowModified(true);
        if (const auto r = panel_->record()) model_->describe(*r);
    });
    panel_->setBeforeCast([this] { return startNewCast(); });
    auto* scroll = static_cast<QScrollArea*>(panelDock_->widget());
    const int width = panel_->sizeHint().width() + scroll->verticalScrollBar()->sizeHint().width();
    scroll->setMinimumWidth(width);
    scroll->setWidget(panel_);
    if (QSettings settings; settings.value(u"window/castPanelWidth"_s).toInt() != width)
        settings.setValue(u"window/castPanelWidth"_s, width);
}

void MainWindow::fitToScreen()
{
    const QScreen* shown = screen();
    if (!shown || isMaximized() || isFullScreen()) return;
    const QRect avail = shown->availableGeometry();
    const QSize frame = frameGeometry().size() - size();  // the window manager's decorations
    const QSize fits = size().boundedTo(avail.size() - frame);
    if (fits != size()) resize(fits);
    const QSize outer = fits + frame;
    const QPoint at(std::clamp(x(), avail.left(), std::max(avail.left(), avail.right() + 1 - outer.width())),
                    std::clamp(y(), avail.top(), std::max(avail.top(), avail.bottom() + 1 - outer.height())));
    if (at != pos()) move(at);
}

void MainWindow::showEvent(QShowEvent* event)
{
    fitToScreen();
    QMainWindow::showEvent(event);
    if (panel_ || panelScheduled_) return;
    panelScheduled_ = true;
    const auto build = [this] { finishStartup(); };
    // Once the event loop is idle after the chart's first paint (or after showing, without a chart).
    if (!model_->hasChart()) return QTimer::singleShot(0, this, build);
    connect(view_, &ChartView::chartPainted, this, [this, build] { QTimer::singleShot(0, this, build); });
    QTimer::singleShot(1000, this, build);  // should the chart never be painted (a minimised window)
}

bool MainWindow::adoptRecord(const base::ChartRecord& record)
{
    return adoptDocument(base::ChartDocument(record));
}

bool MainWindow::adoptDocument(const base::ChartDocument& document)
{
    if (panel_) panel_->setRecord(document.record());
    else pendingRecord_ = document.record();
    return showDocument(document);
}

QModelIndexList MainWindow::findingRows(Subject s) const
{
    QModelIndexList out;
    for (int row = 0; row < findings_->rowCount(); ++row) {
        const QModelIndex i = findings_->index(row, 0);
        if (findings_->data(i, FindingsModel::LayerRole).toInt() == int(s.layer) &&
            findings_->data(i, FindingsModel::PositionRole).toInt() == s.position)
            out << i;
    }
    return out;
}

void MainWindow::selectFindings(Subject s)
{
    finishStartup();
    const QModelIndexList rows = findingRows(s);
    if (rows.isEmpty()) return;
    findingsDock_->show();
    findingsDock_->raise();
    QItemSelection selection;
    for (const QModelIndex& i : rows)
        selection.select(i, findings_->index(i.row(), FindingsModel::ColumnCount - 1));
    findingsView_->selectionModel()->select(selection, QItemSelectionModel::ClearAndSelect);
    findingsView_->scrollTo(rows.front());
}

bool MainWindow::showRecord(const base::ChartRecord& record)
{
    return showDocument(base::ChartDocument(record));
}

bool MainWindow::showDocument(const base::ChartDocument& document)
{
    model_->setDocument(document);
    if (!model_->hasChart()) {
        statusBar()->showMessage(tr("Cannot compute the chart: %1").arg(model_->error()));
        return false;
    }
    view_->setStale(false);
    showChartStatus();
    updateTitle();
    return true;
}

void MainWindow::showCastFailure(const QString& message)
{
    statusBar()->showMessage(message);
    // The chart on screen is no longer what the panel describes: faded until the next one.
    view_->setStale(model_->hasChart());
}

void MainWindow::showChartStatus()
{
    if (!model_->hasChart()) return;
    const auto h = model_->heading();
    statusBar()->showMessage(h.warning.isEmpty() ? h.primary : h.warning + u"  "_s + h.otherSide);
}

void MainWindow::computeFromPanel()
{
    castPanel()->settleMoment();
    const auto record = panel_->record();
    if (!record) {
        showCastFailure(tr("Cannot compute the chart: %1").arg(QString::fromStdString(record.error())));
        return;
    }
    if (showRecord(*record)) setWindowModified(true);
}

void MainWindow::newDocument()
{
    // A panel not yet built is built reset.
    if (panel_) panel_->reset(settings_);
    pendingRecord_.reset();
    model_->clear();
    view_->setStale(false);
    statusBar()->clearMessage();
    setCurrentFile({});
    setWindowModified(false);
}

bool MainWindow::maybeSave()
{
    if (!isWindowModified()) return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved Changes"), tr("The chart has unsaved changes. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save) return save();
    return answer == QMessageBox::Discard;
}

bool MainWindow::startNewCast()
{
    // Only a chart of its own makes the document worth asking about; a question typed before
    // casting belongs to the new cast.
    if (model_->hasChart() && !maybeSave()) return false;
    setCurrentFile({});
    return true;
}

void MainWindow::setCurrentFile(const QString& path)
{
    currentFile_ = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    updateTitle();
}

bool MainWindow::openFile(const QString& path)
{
    QStringList warnings;
    const auto document = base::loadDocument(path, &warnings);
    if (!document) {
        QMessageBox::warning(this, tr("Open Chart"), tr("Cannot open the chart.\n\n%1").arg(QString::fromStdString(document.error())));
        return false;
    }
    setCurrentFile(path);
    addRecent(currentFile_);
    const bool shown = adoptDocument(*document);
    setWindowModified(false);
    if (!warnings.isEmpty()) showOpenWarnings(path, warnings);
    return shown;
}

// What the strict reader read past (an unknown key, a provenance cast at another moment): said in a
// message that does not block the chart, which is open and usable.
void MainWindow::showOpenWarnings(const QString& path, QStringList warnings)
{
    const QString prefix = path + u": "_s;
    for (QString& w : warnings)
        if (w.startsWith(prefix)) w.remove(0, prefix.size());
    auto* box = new QMessageBox(QMessageBox::Information, tr("Open Chart"),
                                tr("%1 was opened, but not all of it was understood:").arg(QFileInfo(path).fileName()),
                                QMessageBox::Ok, this);
    box->setObjectName(u"openWarnings"_s);
    box->setInformativeText(warnings.join(u'\n'));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->setModal(false);
    box->show();
}

bool MainWindow::saveFile(const QString& path)
{
    // What is on screen: the panel's record (a chart shown without a panel edit, as from the command
    // line, is saved as shown). Edits were computed as they were made; only a panel whose inputs
    // differ from the document's is computed here, and the file is written from the document.
    if (isWindowModified()) {
        const auto record = castPanel()->record();
        if (!record) {
            QMessageBox::warning(this, tr("Save Chart"),
                                 tr("Cannot save the chart.\n\n%1").arg(QString::fromStdString(record.error())));
            return false;
        }
        // What the chart is computed from; the question's words are taken by describe().
        const auto inputs = [](const base::ChartRecord& r) {
            QJsonObject o = base::recordToJson(r, nullptr);
            for (const auto* key : {u"question", u"notes", u"category", u"subject", u"sex", u"illness_age"})
                o.remove(QString::fromUtf16(key));
            return o;
        };
        if (inputs(*record) != inputs(model_->record())) {
            if (!showRecord(*record)) return false;
        } else {
            model_->describe(*record);
        }
    }
    const auto saved = base::saveDocument(model_->document(), path);
    if (!saved) {
        QMessageBox::warning(this, tr("Save Chart"), tr("Cannot save the chart.\n\n%1").arg(QString::fromStdString(saved.error())));
        return false;
    }
    setCurrentFile(path);
    addRecent(currentFile_);
    setWindowModified(false);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), 4000);
    return true;
}

void MainWindow::open()
{
    if (!maybeSave()) return;
    const QString start = currentFile_.isEmpty() ? chartFolder() : QFileInfo(currentFile_).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Open Chart"), start, fileFilter());
    if (!path.isEmpty()) openFile(path);
}

bool MainWindow::save()
{
    if (currentFile_.isEmpty()) return saveAs();
    return saveFile(currentFile_);
}

bool MainWindow::saveAs()
{
    if (!model_->hasChart()) return false;
    const QString start = currentFile_.isEmpty() ? chartFolder() : currentFile_;
    QString path = QFileDialog::getSaveFileName(this, tr("Save Chart"), start, fileFilter());
    if (path.isEmpty()) return false;
    if (!path.endsWith(u".najia"_s)) path += u".najia"_s;
    return saveFile(path);
}

void MainWindow::copyAsText()
{
    if (model_->hasChart()) QGuiApplication::clipboard()->setText(model_->sheetText());
}

bool MainWindow::pasteChart(const QString& text)
{
    const auto current = castPanel()->record();
    PasteChartDialog dialog(current ? *current : base::ChartRecord{}, settings_.castZone(), model_->script(), this);
    dialog.setText(text);
    if (dialog.exec() != QDialog::Accepted) return false;
    const auto record = dialog.record();
    if (!record || !startNewCast()) return false;
    const bool shown = adoptRecord(*record);
    setWindowModified(shown);
    return shown;
}

void MainWindow::copyAsImage()
{
    if (!model_->hasChart()) return;
    // The printed sheet, as exported to PNG, at twice the screen's resolution: sharp when pasted
    // into a document on a high-density display, and when printed.
    const qreal dpi = 2 * (screen() ? screen()->logicalDotsPerInch() : 96);
    QGuiApplication::clipboard()->setImage(ChartSheet::sheetImage(*model_, dpi, sheetOptions()));
}

SheetOptions MainWindow::sheetOptions() const
{
    SheetOptions o;
    o.heading = ui_->actionSheetHeading->isChecked();
    o.provenance = ui_->actionSheetProvenance->isChecked();
    o.zhouyi = ui_->actionSheetZhouyi->isChecked();
    o.notes = ui_->actionSheetNotes->isChecked();
    o.chartsPerPage = ui_->actionTwoPerPage->isChecked() ? 2 : 1;
    o.style.font = view_->chartStyle().font;
    return o;
}

void MainWindow::print()
{
    if (!model_->hasChart()) return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() == QDialog::Accepted) ChartSheet::printPages(printer, {model_}, sheetOptions());
}

void MainWindow::printPreview()
{
    if (!model_->hasChart()) return;
    QPrinter printer(QPrinter::HighResolution);
    QPrintPreviewDialog preview(&printer, this);
    connect(&preview, &QPrintPreviewDialog::paintRequested, this,
            [this](QPrinter* p) { ChartSheet::printPages(*p, {model_}, sheetOptions()); });
    preview.exec();
}

void MainWindow::exportChart()
{
    if (!model_->hasChart()) return;
    const QString base = currentFile_.isEmpty() ? chartFolder() + u'/' + tr("chart")
                                                : QFileInfo(currentFile_).absolutePath() + u'/' + QFileInfo(currentFile_).completeBaseName();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export Chart"), base + u".pdf"_s,
        tr("PDF (*.pdf);;SVG (*.svg);;PNG image (*.png);;Markdown (*.md);;HTML page (*.html)"));
    if (path.isEmpty()) return;
    int dpi = 300;
    if (path.endsWith(u".png"_s, Qt::CaseInsensitive)) {
        bool ok = false;
        dpi = QInputDialog::getInt(this, tr("Export Chart"), tr("Resolution (dpi):"), 300, 72, 600, 1, &ok);
        if (!ok) return;
    }
    const QString error = ::exportChart(*model_, path, dpi, sheetOptions());
    if (!error.isEmpty()) QMessageBox::warning(this, tr("Export Chart"), error);
    else statusBar()->showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), 4000);
}

void MainWindow::setScript(Script script, bool remember)
{
    model_->setScript(script);
    if (handbook_) handbook_->setScript(script);
    showChartStatus();
    const bool simplified = script == Script::Simplified;
    (simplified ? ui_->actionSimplified : ui_->actionTraditional)->setChecked(true);
    setUiFont(script);
    ChartStyle style = view_->chartStyle();
    style.font = QFont(settings_.chartFont.isEmpty() ? chartFontFamily(simplified) : settings_.chartFont);
    view_->setStyle(style);
    // Settings are written (and synced to disk) only when they change: start-up applies them unchanged.
    if (!remember || settings_.script == script) return;
    settings_.script = script;
    settings_.save();
}

// Han characters in every widget take the script's own forms (the TC or SC face), never the
// Japanese ones a fallback font would give. Only the script's own font is registered, and the
// application font is set only when it changes: setting it re-lays out every widget.
void MainWindow::setUiFont(Script script)
{
    QFont ui = QApplication::font();
    QStringList families = ui.families().isEmpty() ? QStringList{ui.family()} : ui.families();
    for (const QString& f : chartFontFamilies()) families.removeAll(f);
    families.prepend(chartFontFamily(script == Script::Simplified));
    if (families == ui.families()) return;
    ui.setFamilies(families);
    QApplication::setFont(ui);
}

void MainWindow::setDarkTheme(bool dark)
{
    // Unchecking the dark theme returns to the system's look.
    setTheme(dark ? Theme::Dark : Theme::System);
}

void MainWindow::setTheme(Theme theme, bool remember)
{
    applyTheme(theme);
    ChartStyle style = paletteIsDark() ? ChartStyle::dark() : ChartStyle::light();
    style.font = view_->chartStyle().font;
    view_->setStyle(style);
    const QSignalBlocker quiet(ui_->actionDark);  // checked only for dark; light is not "system"
    ui_->actionDark->setChecked(theme == Theme::Dark);
    if (!remember || settings_.theme == theme) return;
    settings_.theme = theme;
    settings_.save();
}

void MainWindow::applySettings(const AppSettings& s, bool persist)
{
    settings_ = s;
    setLanguage(s.language);
    setScript(s.script);
    setTheme(s.theme);
    // The defaults are for the next cast: an open chart keeps its own settings, which the panel
    // shows, so the sheet, findings and reading stay those of the settings on screen (issue 36).
    if (panel_ && !model_->hasChart()) panel_->applyDefaults(s);
    if (persist) settings_.save();
}

void MainWindow::setLanguage(const QString& language)
{
    // Installing a translator retranslates every widget: done only when the language changes.
    if (language_ == language) return;
    language_ = language;
    QCoreApplication::removeTranslator(translator_);
    QCoreApplication::removeTranslator(qtTranslator_);
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    QLocale::setDefault(locale);  // interfaceScript() and the settings' labels follow the UI language
    if (translator_->load(locale, u"najia"_s, u"_"_s, u":/i18n"_s)) QCoreApplication::installTranslator(translator_);
    if (qtTranslator_->load(locale, u"qtbase"_s, u"_"_s, QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator_);
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        ui_->retranslateUi(this);
        panelDock_->setWindowTitle(tr("Cast"));
        findingsDock_->setWindowTitle(tr("Findings"));
        rebuildRecentMenu();
        updateTitle();
    }
    QMainWindow::changeEvent(event);
}

void MainWindow::addRecent(const QString& relative)
{
    const QString path = QFileInfo(relative).absoluteFilePath();  // the list outlives the working directory
    QSettings settings;
    QStringList recent = settings.value(u"recentFiles"_s).toStringList();
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > kMaxRecent) recent.removeLast();
    settings.setValue(u"recentFiles"_s, recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    ui_->menuRecent->clear();
    const QStringList recent = QSettings().value(u"recentFiles"_s).toStringList();
    for (int i = 0; i < recent.size(); ++i) {
        QAction* a = ui_->menuRecent->addAction(u"&%1  %2"_s.arg(i + 1).arg(QFileInfo(recent[i]).fileName()));
        a->setToolTip(recent[i]);
        connect(a, &QAction::triggered, this, [this, path = recent[i]] {
            if (maybeSave()) openFile(path);
        });
    }
    ui_->menuRecent->setEnabled(!recent.isEmpty());
}

void MainWindow::updateTitle()
{
    const QString file = currentFile_.isEmpty() ? tr("Untitled") : QFileInfo(currentFile_).fileName();
    setWindowTitle(tr("%1[*] — Najia").arg(file));
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    const auto urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() && urls.front().toLocalFile().endsWith(u".najia"_s))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    if (!maybeSave()) return;
    openFile(event->mimeData()->urls().front().toLocalFile());
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    // Written only when changed: an unchanged window costs no disk write (and no fsync) on quit.
    QSettings settings;
    for (const auto& [key, value] : {std::pair{u"window/geometry"_s, saveGeometry()}, {u"window/state"_s, saveState()}})
        if (settings.value(key).toByteArray() != value) settings.setValue(key, value);
    event->accept();
}

HandbookWindow* MainWindow::handbook()
{
    if (!handbook_) {
        handbook_ = new HandbookWindow(this);
        handbook_->setWindowFlag(Qt::Window);
        handbook_->setWindowTitle(tr("Handbook"));
        handbook_->resize(1000, 720);
        handbook_->setScript(model_->script());
        handbook_->setChart(model_->chart(), model_->analysis());
    }
    return handbook_;
}

void MainWindow::showHandbook(const QString& ruleId)
{
    HandbookWindow* h = handbook();
    if (!ruleId.isEmpty()) h->showRule(ruleId);
    h->show();
    h->raise();
    h->activateWindow();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Najia"),
                       tr("<h3>Najia %1</h3><p>A workbench for Liu Yao (六爻) divination: cast a "
                          "hexagram, read the full Najia chart, keep cases and look rules up in "
                          "the classical handbooks.</p>")
                               .arg(QCoreApplication::applicationVersion())
                           + tr("<p>Najia is free software under the GNU General Public License, version 3 or "
                                "later (GPL-3.0-or-later), with no warranty.</p>"
                                "<p>The chart fonts Najia Sans TC and SC are derived from Noto Sans CJK "
                                "(© 2014-2021 Adobe) and are under the SIL Open Font License 1.1.</p>"
                                "<p>The handbook carries the classical texts, which are in the public domain, and, "
                                "set apart from them as notes, the modern notes of %1 to 卜筮正宗.</p>")
                                 .arg(QString::fromUtf8(handbook::kNotesAuthor.data(), qsizetype(handbook::kNotesAuthor.size()))));
}
