#pragma once

#include <QMainWindow>
#include <memory>

namespace Ui { class MainWindow; }

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    void showAbout();

private:
    std::unique_ptr<Ui::MainWindow> ui_;
};
