#include "base/wording/script_text.h"

#include "engine/handbook/script_copies.h"
#include "engine/handbook/script_phrases.h"

#include <opencc/opencc.h>

#include <QList>
#include <mutex>

namespace najia::base {

namespace {

// Phrases are swapped for code points of Supplementary Private Use Area-A, which OpenCC passes through.
constexpr char32_t kPlaceholderBase = 0xF0000;

class Converter {
public:
    explicit Converter(const char* config) : handle_(opencc_open(config)) {}
    ~Converter()
    {
        if (ok()) opencc_close(handle_);
    }
    Converter(const Converter&) = delete;
    Converter& operator=(const Converter&) = delete;
    bool ok() const { return handle_ != reinterpret_cast<opencc_t>(-1); }
    QString convert(const QString& text)
    {
        if (!ok()) return text;
        const std::lock_guard lock(mutex_);
        const QByteArray in = text.toUtf8();
        char* out = opencc_convert_utf8(handle_, in.constData(), static_cast<size_t>(in.size()));
        if (!out) return text;
        QString result = QString::fromUtf8(out);
        opencc_convert_utf8_free(out);
        return result;
    }

private:
    opencc_t handle_;
    std::mutex mutex_;
};

QString placeholder(std::size_t i) { return QString::fromUcs4(std::u32string(1, kPlaceholderBase + char32_t(i)).data(), 1); }

// Opening a converter reads its dictionaries (most of a short command's time): open only the one
// asked for, on first use.
Converter& converterTo(Script to)
{
    if (to == Script::Simplified) {
        static Converter toSimplified("t2s.json");
        return toSimplified;
    }
    static Converter toTraditional("s2tw.json");
    return toTraditional;
}

QString fromView(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

} // namespace

std::optional<Script> chineseScriptOf(const QLocale& locale)
{
    if (locale.language() != QLocale::Chinese) return std::nullopt;
    return locale.script() == QLocale::TraditionalChineseScript ? Script::Traditional : Script::Simplified;
}

QString convertScript(const QString& text, Script from, Script to)
{
    if (from == to || to == Script::English || from == Script::English) return text;
    const QByteArray utf8 = text.toUtf8();
    if (const auto stored = handbook::storedCopy({utf8.constData(), std::size_t(utf8.size())}, to))
        return fromView(*stored);
    return convertScriptNow(text, from, to);
}

QString convertScriptNow(const QString& text, Script from, Script to)
{
    if (from == to || to == Script::English || from == Script::English) return text;
    const auto phrases = handbook::fixedPhrases();
    QString protectedText = text;
    for (std::size_t i = 0; i < phrases.size(); ++i) {
        const auto& p = phrases[i];
        const QString source = fromView(from == Script::Simplified ? p.simplified : p.traditional);
        protectedText.replace(source, placeholder(i));
    }
    QString out = converterTo(to).convert(protectedText);
    for (std::size_t i = 0; i < phrases.size(); ++i) {
        const auto& p = phrases[i];
        out.replace(placeholder(i), fromView(to == Script::Simplified ? p.simplified : p.traditional));
    }
    return out;
}

} // namespace najia::base
