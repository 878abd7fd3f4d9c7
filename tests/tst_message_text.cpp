// One line on stderr of bounded length (issue 37, item 11): what a message quotes of its input
// (message_text.h, and the engine's quotedInput for its own messages). A newline inside an
// argument was echoed as two lines, a 128 KB argument whole, and 1 MB of garbage given to
// `chart --batch` put 1,861 raw ESC bytes on stderr.
#include "base/wording/message_text.h"
#include "engine/quoted_input.h"

#include <QTest>

using namespace najia;
using namespace najia::base;
using namespace Qt::Literals::StringLiterals;

namespace {

bool hasControl(const QString& s)
{
    return std::any_of(s.begin(), s.end(), [](QChar c) { return c.unicode() < 0x20 || (c.unicode() >= 0x7F && c.unicode() < 0xA0); });
}

} // namespace

class TestMessageText : public QObject {
    Q_OBJECT

private slots:
    void controlsAreEscaped()
    {
        QCOMPARE(quoted(u"a\nb\tc\rd\x1b[2Je\x7f"_s), u"'a\\nb\\tc\\rd\\x1b[2Je\\x7f'"_s);
        QCOMPARE(escapedControls(QString(QChar(0x85)) + QChar(0x2028)), u"\\x85\\u2028"_s);
        QCOMPARE(quoted(u"甲辰 丙寅"_s), u"'甲辰 丙寅'"_s);
    }

    void longInputKeepsBothEnds()
    {
        const QString input = u"start"_s + QString(128 * 1024, u'x') + u"end"_s;
        const QString q = quoted(input);
        QVERIFY(q.size() <= kQuotedChars + 3);
        QVERIFY(q.startsWith(u"'start"_s));
        QVERIFY(q.endsWith(u"end'"_s));
        QVERIFY(q.contains(u"…"_s));
        // Escapes cannot grow a quote past the bound either.
        QVERIFY(quoted(QString(10000, QChar(0x1b))).size() <= kQuotedChars + 3);
    }

    void surrogatePairsAreNotCut()
    {
        const QString astral = QString::fromUcs4(U"𝌆");  // two UTF-16 units
        QString input;
        for (int i = 0; i < 200; ++i) input += astral;
        const QString q = quoted(input);
        for (qsizetype i = 0; i < q.size(); ++i)
            if (q[i].isHighSurrogate()) QVERIFY(i + 1 < q.size() && q[i + 1].isLowSurrogate());
            else QVERIFY(!q[i].isLowSurrogate() || (i > 0 && q[i - 1].isHighSurrogate()));
    }

    void aMessageLineIsBoundedAndOneLine()
    {
        const QString line = messageLine(u"najia-cli chart: line 1: "_s + QString(1000000, QChar(0x1b)) + u"\n"_s);
        QVERIFY(line.size() <= kMessageLineChars);
        QVERIFY(!hasControl(line));
        QCOMPARE(messageLine(u"short"_s), u"short"_s);
    }

    void theEngineQuotesTheSameWay()
    {
        QCOMPARE(quotedInput("a\nb\x1b"), std::string("'a\\nb\\x1b'"));
        const std::string longText = "甲" + std::string(100000, 'x') + "子";
        const std::string q = quotedInput(longText);
        QVERIFY(q.size() < 100 * 4);
        QVERIFY(q.starts_with("'甲"));
        QVERIFY(q.ends_with("子'"));
        QVERIFY(QString::fromStdString(q).toUtf8() == QByteArray::fromStdString(q));  // whole UTF-8 characters
    }
};

QTEST_GUILESS_MAIN(TestMessageText)
#include "tst_message_text.moc"
