// The floor for bench/app_startup.sh: a Qt Widgets hello-world that quits once its window is first
// painted, built by that script with the same Qt (not part of the product). Its window is 1000 × 700,
// or WIDTH × HEIGHT when given (the script also runs it at the app's own default size).
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
    label.resize(argc > 2 ? QByteArray(argv[1]).toInt() : 1000, argc > 2 ? QByteArray(argv[2]).toInt() : 700);
    label.show();
    return QApplication::exec();
}
