// najia-cli: the engine from the shell.
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QTextStream>

using namespace Qt::Literals::StringLiterals;

int main(int argc, char* argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(u"najia-cli"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(NAJIA_VERSION));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        u"Najia: Liu Yao (Najia I Ching) charts from the command line."_s);
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
    return 0;
}
