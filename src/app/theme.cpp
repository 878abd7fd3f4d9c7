#include "app/theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::Literals::StringLiterals;

namespace {
// The desktop's style and palette, as the application started with them.
struct SystemLook {
    QString style;
    QPalette palette;
};
const SystemLook& systemLook()
{
    static const SystemLook look{QApplication::style()->name(), QApplication::palette()};
    return look;
}

QPalette darkPalette()
{
    QPalette p = QApplication::style()->standardPalette();
    const QColor text(0xe8, 0xe2, 0xd6), window(0x2b, 0x28, 0x25), base(0x20, 0x1d, 0x1a);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(0x33, 0x2f, 0x2b));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(0x35, 0x31, 0x2d));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::Highlight, QColor(0xa0, 0x4b, 0x3c));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x31, 0x2d));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x90, 0x84));
    // Links and the frames of radio buttons and check boxes must stand out from the dark base.
    p.setColor(QPalette::Link, QColor(0x8c, 0xb4, 0xf0));
    p.setColor(QPalette::LinkVisited, QColor(0xc0, 0xa0, 0xe8));
    p.setColor(QPalette::Light, QColor(0x6a, 0x64, 0x5c));
    p.setColor(QPalette::Midlight, QColor(0x58, 0x52, 0x4b));
    p.setColor(QPalette::Mid, QColor(0x8a, 0x82, 0x78));
    p.setColor(QPalette::Dark, QColor(0xa8, 0xa0, 0x94));
    p.setColor(QPalette::Shadow, QColor(0x10, 0x0e, 0x0c));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x78, 0x70));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(0x80, 0x78, 0x70));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x78, 0x70));
    return p;
}
} // namespace

// A new style or palette re-polishes every widget: only when it changes (not at every start-up).
void useStyle(const QString& name)
{
    if (QApplication::style()->name().compare(name, Qt::CaseInsensitive) != 0)
        QApplication::setStyle(QStyleFactory::create(name));
}

void usePalette(const QPalette& palette)
{
    if (QApplication::palette() != palette) QApplication::setPalette(palette);
}

void applyTheme(Theme theme)
{
    const SystemLook& system = systemLook();
    if (theme == Theme::System) {
        useStyle(system.style);
        usePalette(system.palette);
        return;
    }
    useStyle(u"Fusion"_s);
    usePalette(theme == Theme::Dark ? darkPalette() : QApplication::style()->standardPalette());
}

bool paletteIsDark() { return QApplication::palette().color(QPalette::Window).lightness() < 128; }
