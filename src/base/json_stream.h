// A streaming JSON writer that appends UTF-8 straight to a byte buffer: no document tree, no
// QString round trip. For output that is written once and never edited (najia-cli chart --batch).
#pragma once

#include <string>
#include <string_view>

namespace najia::base {

// Commas are placed by the writer; the caller keeps keys and values paired and containers balanced.
class JsonWriter {
public:
    explicit JsonWriter(std::string& out) : out_(out) {}

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    // `k` is written as is: keys are ASCII identifiers from the code.
    void key(std::string_view k)
    {
        separate();
        out_ += '"';
        out_.append(k);
        out_.append("\":", 2);
    }
    void string(std::string_view utf8)
    {
        separate();
        out_ += '"';
        if (needsEscape(utf8)) appendEscaped(utf8);
        else out_.append(utf8);
        out_ += '"';
        comma_ = true;
    }
    void number(long long v);
    void boolean(bool v);
    void null();

    // Short forms for a key and its value.
    void field(std::string_view k, std::string_view v) { key(k), string(v); }
    void field(std::string_view k, long long v) { key(k), number(v); }
    void field(std::string_view k, int v) { key(k), number(v); }
    void field(std::string_view k, bool v) { key(k), boolean(v); }
    void field(std::string_view k, const char* v) { key(k), string(v); }  // not as bool

private:
    static bool needsEscape(std::string_view s);
    void appendEscaped(std::string_view s);
    void separate()
    {
        if (comma_) out_ += ',';
        comma_ = false;
    }
    void open(char c)
    {
        separate();
        out_ += c;
    }
    void close(char c)
    {
        out_ += c;
        comma_ = true;
    }

    std::string& out_;
    bool comma_ = false;
};

} // namespace najia::base
