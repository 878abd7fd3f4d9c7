// RFC 8259 (The JavaScript Object Notation Data Interchange Format), §2–§8: the grammar of a JSON
// text, checked byte by byte; what the RFC leaves open (duplicate names, §4; lone surrogates, §8.2)
// refused, as I-JSON (RFC 7493 §2.3, §2.1) does.
#include "base/json/strict_json.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

class Scanner {
public:
    explicit Scanner(QByteArrayView text) : p_(text.data()), n_(text.size()) {}

    std::optional<JsonProblem> run()
    {
        if (n_ >= 3 && QByteArrayView(p_, 3) == "\xEF\xBB\xBF") i_ = 3;
        space();
        if (!value(0)) return problem_;
        space();
        if (i_ < n_) return JsonProblem{i_, reason(QT_TRANSLATE_NOOP("StrictJson", "text after the JSON value"))};
        return std::nullopt;
    }

private:
    // The reasons are translated where the program installs a translator (the app), so that a Chinese
    // UI says the whole message in one language; the CLI has none and stays English.
    static QString reason(const char* text) { return QCoreApplication::translate("StrictJson", text); }
    bool fail(const char* text, const QString& arg = QString())
    {
        problem_ = JsonProblem{i_, arg.isNull() ? reason(text) : reason(text).arg(arg)};
        return false;
    }
    bool at(char c) const { return i_ < n_ && p_[i_] == c; }
    void space()
    {
        while (i_ < n_ && (p_[i_] == ' ' || p_[i_] == '\t' || p_[i_] == '\n' || p_[i_] == '\r')) ++i_;
    }

    bool value(int depth)
    {
        if (i_ >= n_) return fail(QT_TRANSLATE_NOOP("StrictJson", "the text ends where a value should be"));
        switch (p_[i_]) {
        case '{': return object(depth + 1);
        case '[': return array(depth + 1);
        case '"': return string(nullptr);
        case 't': return literal("true");
        case 'f': return literal("false");
        case 'n': return literal("null");
        default: return number();
        }
    }

    bool literal(QByteArrayView word)
    {
        if (QByteArrayView(p_ + i_, std::min<qsizetype>(word.size(), n_ - i_)) != word) return fail(QT_TRANSLATE_NOOP("StrictJson", "not a JSON value"));
        i_ += word.size();
        return true;
    }

    bool digits()
    {
        const qsizetype start = i_;
        while (i_ < n_ && p_[i_] >= '0' && p_[i_] <= '9') ++i_;
        return i_ > start;
    }

    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    bool number()
    {
        if (at('-')) ++i_;
        if (at('0')) ++i_;
        else if (!(i_ < n_ && p_[i_] >= '1' && p_[i_] <= '9') || !digits()) return fail(QT_TRANSLATE_NOOP("StrictJson", "not a JSON value"));
        if (at('.')) {
            ++i_;
            if (!digits()) return fail(QT_TRANSLATE_NOOP("StrictJson", "a number without digits after its point"));
        }
        if (at('e') || at('E')) {
            ++i_;
            if (at('+') || at('-')) ++i_;
            if (!digits()) return fail(QT_TRANSLATE_NOOP("StrictJson", "a number without digits in its exponent"));
        }
        return true;
    }

    bool object(int depth)
    {
        if (depth > kJsonMaxDepth) return fail(QT_TRANSLATE_NOOP("StrictJson", "nested more than %1 deep"), QString::number(kJsonMaxDepth));
        ++i_;  // {
        space();
        if (at('}')) return ++i_, true;
        QSet<QByteArray> names;
        for (;;) {
            if (!at('"')) return fail(QT_TRANSLATE_NOOP("StrictJson", "a name in double quotes expected"));
            const qsizetype nameAt = i_;
            QByteArray name;
            if (!string(&name)) return false;
            if (names.contains(name)) {
                i_ = nameAt;
                return fail(QT_TRANSLATE_NOOP("StrictJson", "duplicate key \"%1\""), QString::fromUtf8(name.left(40)));
            }
            names.insert(name);
            space();
            if (!at(':')) return fail(QT_TRANSLATE_NOOP("StrictJson", "':' expected after a name"));
            ++i_;
            space();
            if (!value(depth)) return false;
            space();
            if (at('}')) return ++i_, true;
            if (!at(',')) return fail(QT_TRANSLATE_NOOP("StrictJson", "',' or '}' expected"));
            ++i_;
            space();
        }
    }

    bool array(int depth)
    {
        if (depth > kJsonMaxDepth) return fail(QT_TRANSLATE_NOOP("StrictJson", "nested more than %1 deep"), QString::number(kJsonMaxDepth));
        ++i_;  // [
        space();
        if (at(']')) return ++i_, true;
        for (;;) {
            if (!value(depth)) return false;
            space();
            if (at(']')) return ++i_, true;
            if (!at(',')) return fail(QT_TRANSLATE_NOOP("StrictJson", "',' or ']' expected"));
            ++i_;
            space();
        }
    }

    // Four hex digits after "\u": the code unit, or -1.
    int hex4()
    {
        if (n_ - i_ < 4) return -1;
        int v = 0;
        for (int k = 0; k < 4; ++k) {
            const char c = p_[i_ + k];
            const int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0) return -1;
            v = v * 16 + d;
        }
        i_ += 4;
        return v;
    }

    static void appendUtf8(QByteArray& out, char32_t c)
    {
        if (c < 0x80) {
            out += char(c);
        } else if (c < 0x800) {
            out += char(0xC0 | (c >> 6));
            out += char(0x80 | (c & 0x3F));
        } else if (c < 0x10000) {
            out += char(0xE0 | (c >> 12));
            out += char(0x80 | ((c >> 6) & 0x3F));
            out += char(0x80 | (c & 0x3F));
        } else {
            out += char(0xF0 | (c >> 18));
            out += char(0x80 | ((c >> 12) & 0x3F));
            out += char(0x80 | ((c >> 6) & 0x3F));
            out += char(0x80 | (c & 0x3F));
        }
    }

    // One UTF-8 sequence starting at i_ (RFC 3629 §4: no overlong form, no surrogate, ≤ U+10FFFF).
    bool utf8(QByteArray* decoded)
    {
        const auto b = [&](qsizetype k) { return static_cast<unsigned char>(p_[i_ + k]); };
        const char32_t lead = b(0);
        int extra = 0;
        char32_t c = 0, min = 0;
        if (lead >= 0xC2 && lead <= 0xDF) extra = 1, c = lead & 0x1F, min = 0x80;
        else if (lead >= 0xE0 && lead <= 0xEF) extra = 2, c = lead & 0x0F, min = 0x800;
        else if (lead >= 0xF0 && lead <= 0xF4) extra = 3, c = lead & 0x07, min = 0x10000;
        else return fail(QT_TRANSLATE_NOOP("StrictJson", "invalid UTF-8"));
        if (n_ - i_ <= extra) return fail(QT_TRANSLATE_NOOP("StrictJson", "invalid UTF-8"));
        for (int k = 1; k <= extra; ++k) {
            const char32_t next = b(k);
            if ((next & 0xC0) != 0x80) return fail(QT_TRANSLATE_NOOP("StrictJson", "invalid UTF-8"));
            c = (c << 6) | (next & 0x3F);
        }
        if (c < min || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return fail(QT_TRANSLATE_NOOP("StrictJson", "invalid UTF-8"));
        if (decoded) decoded->append(p_ + i_, extra + 1);
        i_ += extra + 1;
        return true;
    }

    bool escape(QByteArray* decoded)
    {
        ++i_;  // backslash
        if (i_ >= n_) return fail(QT_TRANSLATE_NOOP("StrictJson", "the text ends inside a string"));
        const char c = p_[i_];
        static constexpr char kFrom[] = "\"\\/bfnrt";
        static constexpr char kTo[] = "\"\\/\b\f\n\r\t";
        for (int k = 0; k < 8; ++k)
            if (c == kFrom[k]) {
                if (decoded) *decoded += kTo[k];
                return ++i_, true;
            }
        if (c != 'u') return fail(QT_TRANSLATE_NOOP("StrictJson", "invalid escape \\%1"), c >= 0x20 && c < 0x7F ? QString(QLatin1Char(c)) : u"x%1"_s.arg(int(static_cast<unsigned char>(c)), 2, 16, QChar(u'0')));
        ++i_;
        const int unit = hex4();
        if (unit < 0) return fail(QT_TRANSLATE_NOOP("StrictJson", "invalid \\u escape (four hex digits)"));
        char32_t code = char32_t(unit);
        if (unit >= 0xDC00 && unit <= 0xDFFF) return fail(QT_TRANSLATE_NOOP("StrictJson", "a lone low surrogate in a \\u escape"));
        if (unit >= 0xD800 && unit <= 0xDBFF) {
            if (!(n_ - i_ >= 2 && p_[i_] == '\\' && p_[i_ + 1] == 'u')) return fail(QT_TRANSLATE_NOOP("StrictJson", "a lone high surrogate in a \\u escape"));
            i_ += 2;
            const int low = hex4();
            if (low < 0xDC00 || low > 0xDFFF) return fail(QT_TRANSLATE_NOOP("StrictJson", "a lone high surrogate in a \\u escape"));
            code = 0x10000 + ((char32_t(unit) - 0xD800) << 10) + (char32_t(low) - 0xDC00);
        }
        if (decoded) appendUtf8(*decoded, code);
        return true;
    }

    bool string(QByteArray* decoded)
    {
        ++i_;  // opening quote
        while (i_ < n_) {
            const auto c = static_cast<unsigned char>(p_[i_]);
            if (c == '"') return ++i_, true;
            if (c == '\\') {
                if (!escape(decoded)) return false;
            } else if (c < 0x20) {
                return fail(QT_TRANSLATE_NOOP("StrictJson", "a control character inside a string (escape it)"));
            } else if (c < 0x80) {
                if (decoded) *decoded += char(c);
                ++i_;
            } else if (!utf8(decoded)) {
                return false;
            }
        }
        return fail(QT_TRANSLATE_NOOP("StrictJson", "the text ends inside a string"));
    }

    const char* p_;
    qsizetype n_;
    qsizetype i_ = 0;
    JsonProblem problem_;
};

} // namespace

std::optional<JsonProblem> strictJsonProblem(QByteArrayView bytes) { return Scanner(bytes).run(); }

Result<QJsonDocument> parseStrictJson(QByteArrayView bytes)
{
    if (const auto problem = strictJsonProblem(bytes))
        return Error{u"not valid JSON (%1 at byte %2)"_s.arg(problem->reason).arg(problem->offset).toStdString()};
    if (bytes.startsWith("\xEF\xBB\xBF")) bytes = bytes.sliced(3);  // the byte order mark, not Qt's to see
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes.toByteArray(), &err);
    if (err.error != QJsonParseError::NoError)  // beyond RFC 8259: a limit of Qt's own
        return Error{u"not valid JSON (%1 at byte %2)"_s.arg(err.errorString()).arg(err.offset).toStdString()};
    return doc;
}

} // namespace najia::base
