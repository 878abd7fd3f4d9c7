#include "mainwindow.h"
#include "ui_mainwindow.h"

#include <QMessageBox>

using namespace Qt::Literals::StringLiterals;

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), ui_(std::make_unique<Ui::MainWindow>())
{
    ui_->setupUi(this);
    setWindowIcon(QIcon(u":/icons/najia.svg"_s));
    ui_->welcomeLabel->setText(tr("<h1>Najia 納甲</h1><p>A workbench for Liu Yao (Najia I Ching) divination.</p>"));
    connect(ui_->actionQuit, &QAction::triggered, this, &QWidget::close);
    connect(ui_->actionAbout, &QAction::triggered, this, &MainWindow::showAbout);
}

MainWindow::~MainWindow() = default;

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Najia"),
                       tr("<h3>Najia %1</h3><p>A workbench for Liu Yao (六爻) divination: cast a "
                          "hexagram, read the full Najia chart, keep cases and look rules up in "
                          "the classical handbooks.</p>")
                           .arg(QCoreApplication::applicationVersion()));
}
