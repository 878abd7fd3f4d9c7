// najia_render_icon SVG OUT_DIR CONTEXT NAME SIZE…: renders an icon as OUT_DIR/SIZExSIZE/CONTEXT/NAME.png
// for the hicolor theme (CONTEXT: apps, mimetypes), so the PNGs always match their SVG drawings in
// icons/. A build tool, not installed.
#include <QDir>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>

#include <cstdio>

int main(int argc, char* argv[])
{
    QGuiApplication app(argc, argv);
    const QStringList args = QCoreApplication::arguments();
    if (args.size() < 6) {
        std::fprintf(stderr, "usage: najia_render_icon SVG OUT_DIR CONTEXT NAME SIZE...\n");
        return 2;
    }
    QSvgRenderer svg(args[1]);
    if (!svg.isValid()) {
        std::fprintf(stderr, "najia_render_icon: cannot read %s\n", qPrintable(args[1]));
        return 2;
    }
    for (qsizetype i = 5; i < args.size(); ++i) {
        const int size = args[i].toInt();
        const QString dir = QStringLiteral("%1/%2x%2/%3").arg(args[2]).arg(size).arg(args[3]);
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        svg.render(&painter);
        painter.end();
        if (!QDir().mkpath(dir) || !image.save(dir + u'/' + args[4] + QStringLiteral(".png"))) {
            std::fprintf(stderr, "najia_render_icon: cannot write %s\n", qPrintable(dir));
            return 1;
        }
    }
    return 0;
}
