#include "base/wording/message_text.h"

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

bool isControl(char32_t c) { return c < 0x20 || (c >= 0x7F && c < 0xA0) || c == 0x2028 || c == 0x2029; }

QString escape(char32_t c)
{
    switch (c) {
    case '\n': return u"\\n"_s;
    case '\r': return u"\\r"_s;
    case '\t': return u"\\t"_s;
    default: return c < 0x100 ? u"\\x%1"_s.arg(uint(c), 2, 16, QChar(u'0')) : u"\\u%1"_s.arg(uint(c), 4, 16, QChar(u'0'));
    }
}

// The first `n` characters (code points, never half a surrogate pair) of `text`, or its last `n`.
QString firstChars(const QString& text, qsizetype n)
{
    qsizetype at = std::min(n, text.size());
    if (at > 0 && at < text.size() && text[at - 1].isHighSurrogate()) --at;
    return text.left(at);
}
QString lastChars(const QString& text, qsizetype n)
{
    qsizetype from = std::max<qsizetype>(0, text.size() - n);
    if (from > 0 && from < text.size() && text[from].isLowSurrogate()) ++from;
    return text.mid(from);
}

} // namespace

QString escapedControls(const QString& text)
{
    QString out;
    out.reserve(text.size());
    for (const QChar c : text) {  // every control character is in the BMP: units suffice
        if (isControl(c.unicode())) out += escape(c.unicode());
        else out += c;
    }
    return out;
}

QString quoted(const QString& text)
{
    // Cut before escaping, so that a long run of control bytes cannot grow past the bound by
    // much; then cut the escaped text again.
    const qsizetype half = kQuotedChars / 2;
    QString shown = text.size() > kQuotedChars ? firstChars(text, half) + u"…"_s + lastChars(text, half - 1) : text;
    shown = escapedControls(shown);
    if (shown.size() > kQuotedChars) shown = firstChars(shown, half) + u"…"_s + lastChars(shown, half - 1);
    return u'\'' + shown + u'\'';
}

QString messageLine(const QString& line)
{
    const QString shown = escapedControls(firstChars(line, kMessageLineChars));
    if (line.size() <= kMessageLineChars && shown.size() <= kMessageLineChars) return shown;
    return firstChars(shown, kMessageLineChars - 1) + u"…"_s;
}

} // namespace najia::base
