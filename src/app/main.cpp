// najia: the desktop app.
#include "mainwindow.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

using namespace Qt::Literals::StringLiterals;

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(u"Najia"_s);
    QApplication::setOrganizationName(u"Najia"_s);
    QApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));

    QTranslator translator;
    if (translator.load(QLocale(), u"najia"_s, u"_"_s, u":/i18n"_s))
        QApplication::installTranslator(&translator);

    MainWindow window;
    window.show();
    return QApplication::exec();
}
