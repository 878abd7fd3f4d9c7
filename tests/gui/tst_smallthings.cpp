// Small things that lose trust (issue 14): the wheel over an unfocused combo or spin box scrolls
// the panel instead of changing the value; the window keeps the desktop's style and palette unless
// light or dark is chosen, and the dark palette keeps links readable; the chart's script follows
// the locale as the CLI's does.
#include "app/appsettings.h"
#include "app/castpanel.h"
#include "app/mainwindow.h"
#include "app/theme.h"

#include <QApplication>
#include <QComboBox>
#include <QDateTimeEdit>
#include <QSettings>
#include <QTest>
#include <QWheelEvent>

#include <cmath>

using namespace najia;
using namespace Qt::Literals::StringLiterals;

namespace {
void wheel(QWidget* w, int steps)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(at, w->mapToGlobal(at), {}, {0, 120 * steps}, Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}

// WCAG relative luminance and contrast ratio.
double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}
double contrast(const QColor& a, const QColor& b)
{
    const double x = luminance(a), y = luminance(b);
    return (std::max(x, y) + 0.05) / (std::min(x, y) + 0.05);
}
} // namespace

class TestSmallThings : public QObject {
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(u"NajiaTestSmall"_s);
        QSettings().clear();
    }

    // First: the desktop's look is taken when the first window applies its theme.
    // The desktop's palette stays; dark is a choice with readable links; unchecking dark returns
    // to the desktop's look.
    void systemLookByDefault()
    {
        QPalette desktop = QApplication::palette();
        desktop.setColor(QPalette::Window, QColor(0x12, 0x34, 0x56));
        QApplication::setPalette(desktop);
        MainWindow w;
        QCOMPARE(AppSettings::load().theme, Theme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(0x12, 0x34, 0x56));
        w.setTheme(Theme::Dark);
        const QPalette dark = QApplication::palette();
        QVERIFY(contrast(dark.color(QPalette::Link), dark.color(QPalette::Base)) >= 4.5);
        QVERIFY(contrast(dark.color(QPalette::Text), dark.color(QPalette::Base)) >= 7.0);
        w.setDarkTheme(false);
        QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(0x12, 0x34, 0x56));
    }

    // The wheel over the unfocused zone box, day-boundary box or moment field changes nothing.
    void wheelNeedsFocus()
    {
        MainWindow w;
        w.show();
        w.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        auto* zone = w.castPanel()->findChild<QComboBox*>(u"zoneCombo"_s);
        auto* boundary = w.castPanel()->findChild<QComboBox*>(u"boundaryCombo"_s);
        auto* moment = w.castPanel()->findChild<QDateTimeEdit*>(u"dateTimeEdit"_s);
        w.castPanel()->findChild<QWidget*>(u"questionEdit"_s)->setFocus();
        const QString zoneBefore = zone->currentText();
        const int boundaryBefore = boundary->currentIndex();
        const QDateTime momentBefore = moment->dateTime();
        for (QWidget* box : {static_cast<QWidget*>(zone), static_cast<QWidget*>(boundary), static_cast<QWidget*>(moment)})
            wheel(box, -3);
        QCOMPARE(zone->currentText(), zoneBefore);
        QCOMPARE(boundary->currentIndex(), boundaryBefore);
        QCOMPARE(moment->dateTime().date(), momentBefore.date());
        // Focused, the wheel is the box's again.
        boundary->setFocus();
        QVERIFY(boundary->hasFocus());
        wheel(boundary, boundaryBefore == 0 ? -1 : 1);
        QVERIFY(boundary->currentIndex() != boundaryBefore);
    }

    void scriptFollowsTheLocale_data()
    {
        QTest::addColumn<QString>("locale");
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("script");
        QTest::newRow("zh_CN 简") << u"zh_CN"_s << QString() << int(Script::Simplified);
        QTest::newRow("zh_TW 繁") << u"zh_TW"_s << QString() << int(Script::Traditional);
        QTest::newRow("zh_HK 繁") << u"zh_HK"_s << QString() << int(Script::Traditional);
        QTest::newRow("en_US, UI in 简体中文") << u"en_US"_s << u"zh_CN"_s << int(Script::Simplified);
        QTest::newRow("en_US, UI in English") << u"en_US"_s << u"en"_s << int(Script::Traditional);
    }

    // With no script chosen yet, the chart's script follows the locale (the CLI's rule), then the
    // UI language.
    void scriptFollowsTheLocale()
    {
        QFETCH(QString, locale);
        QFETCH(QString, language);
        QFETCH(int, script);
        QSettings().clear();
        QSettings().setValue(u"display/language"_s, language);
        QLocale::setDefault(QLocale(locale));
        QCOMPARE(int(AppSettings::load().script), script);
        QLocale::setDefault(QLocale::c());
    }
};

QTEST_MAIN(TestSmallThings)
#include "tst_smallthings.moc"
