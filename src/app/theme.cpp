#include "theme.h"

#include <QApplication>
#include <QPalette>
#include <QStyle>
#include <QStyleFactory>

using namespace Qt::Literals::StringLiterals;

void applyTheme(bool dark)
{
    QApplication::setStyle(QStyleFactory::create(u"Fusion"_s));
    QPalette palette = QApplication::style()->standardPalette();
    if (dark) {
        palette.setColor(QPalette::Window, QColor(0x2b, 0x28, 0x25));
        palette.setColor(QPalette::WindowText, QColor(0xe8, 0xe2, 0xd6));
        palette.setColor(QPalette::Base, QColor(0x20, 0x1d, 0x1a));
        palette.setColor(QPalette::AlternateBase, QColor(0x33, 0x2f, 0x2b));
        palette.setColor(QPalette::Text, QColor(0xe8, 0xe2, 0xd6));
        palette.setColor(QPalette::Button, QColor(0x35, 0x31, 0x2d));
        palette.setColor(QPalette::ButtonText, QColor(0xe8, 0xe2, 0xd6));
        palette.setColor(QPalette::Highlight, QColor(0xa0, 0x4b, 0x3c));
        palette.setColor(QPalette::HighlightedText, Qt::white);
        palette.setColor(QPalette::ToolTipBase, QColor(0x35, 0x31, 0x2d));
        palette.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe2, 0xd6));
        palette.setColor(QPalette::PlaceholderText, QColor(0x9a, 0x90, 0x84));
        palette.setColor(QPalette::Disabled, QPalette::Text, QColor(0x80, 0x78, 0x70));
        palette.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(0x80, 0x78, 0x70));
    }
    QApplication::setPalette(palette);
}
