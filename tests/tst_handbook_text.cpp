// The handbook's text as read (issue 14): every passage, corrections applied and 000's pinyin
// glosses removed, is free of the transcription's remnants — a 「?」 next to CJK (a lost byte of
// mojibake), 「<br」 or 「br>」 (HTML line breaks), a pinyin gloss in parentheses, U+FFFD. The
// transmitted text stays in the data and each correction keeps what it had.
#include "engine/handbook/corrections.h"
#include "engine/handbook/passage.h"
#include "base/wording/handbook_view.h"

#include <QRegularExpression>
#include <QTest>

using namespace najia;
using namespace najia::handbook;
using namespace Qt::Literals::StringLiterals;

class TestHandbookText : public QObject {
    Q_OBJECT
private slots:
    void noTranscriptionRemnants()
    {
        const QRegularExpression lostByte(
            u"[\\x{3000}-\\x{303F}\\x{3400}-\\x{9FFF}\\x{FF00}-\\x{FFEF}]\\?|\\?[\\x{3000}-\\x{303F}\\x{3400}-\\x{9FFF}\\x{FF00}-\\x{FFEF}]"_s);
        const QRegularExpression pinyin(u"\\([a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜüńňǹḿ]+\\)"_s);
        int checked = 0;
        for (const Passage& p : passages()) {
            const QString text = base::passageText(p, bookScript(p.book));
            const QString where = QString::fromUtf8(p.id.data(), qsizetype(p.id.size())) + u": "_s + text.left(80);
            QVERIFY2(!lostByte.match(text).hasMatch(), qPrintable(where));
            QVERIFY2(!text.contains(u"<br"_s) && !text.contains(u"br>"_s), qPrintable(where));
            QVERIFY2(!pinyin.match(text).hasMatch(), qPrintable(where));
            QVERIFY2(!text.contains(QChar(0xFFFD)), qPrintable(where));
            ++checked;
        }
        QVERIFY(checked > 200);  // every passage of the five seeds
    }

    // bszz.238, 四十九 日月建傳符 (seed 000, line 238): the verse reads 「日建加青龍，財祿喜重重，…
    // 螣蛇多怪異，」 and the next line starts its own; the seed's 「?shù)撓仓刂?」 and 「?br>」 are kept
    // by the corrections.
    void correctedVerseKeepsTheOriginal()
    {
        const Passage* p = findPassage("bszz.238");
        QVERIFY(p);
        const QString text = base::passageText(*p, Script::Traditional);
        QVERIFY2(text.contains(u"日建加青龍，財祿喜重重，朱雀宜施用"_s), qPrintable(text));
        QVERIFY2(text.contains(u"螣蛇多怪異，\n"_s), qPrintable(text));
        QVERIFY(QString::fromUtf8(p->text.data(), qsizetype(p->text.size())).contains(u"?shù)撓仓刂?"_s));
        bool kept = false;
        for (const Correction* c : correctionsOf(p->id)) kept |= c->transmitted == "?shù)撓仓刂?";
        QVERIFY(kept);
    }
};

QTEST_MAIN(TestHandbookText)
#include "tst_handbook_text.moc"
