// The floor for bench/app_startup.sh: a Qt Widgets hello-world that quits once its window is first
// painted, built by that script with the same Qt (not part of the product).
#include <QApplication>
#include <QLabel>
#include <QPaintEvent>
#include <QTimer>

class Label : public QLabel {
public:
    using QLabel::QLabel;

protected:
    void paintEvent(QPaintEvent* e) override
    {
        QLabel::paintEvent(e);
        QTimer::singleShot(0, qApp, &QApplication::quit);
    }
};

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    Label label(QStringLiteral("Hello, world"));
    label.resize(1000, 700);
    label.show();
    return QApplication::exec();
}
