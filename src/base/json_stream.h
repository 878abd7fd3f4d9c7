// A streaming JSON writer that appends UTF-8 straight to a byte buffer: no document tree, no
// QString round trip. For output that is written once and never edited (najia-cli chart --batch).
#pragma once

#include <cassert>
#include <cstring>
#include <memory>
#include <string>
#include <string_view>

namespace najia::base {

// Commas are placed by the writer; the caller keeps keys and values paired and containers balanced.
// The writer keeps its text in its own buffer behind a bare cursor: a chart has about 700 pieces,
// and std::string's append is an out-of-line call per piece (and its resize zero-fills).
class JsonWriter {
public:
    JsonWriter() { grow(1 << 12); }

    // What has been written so far.
    std::string_view text() const { return {buffer_.get(), std::size_t(p_ - buffer_.get())}; }
    std::size_t size() const { return std::size_t(p_ - buffer_.get()); }
    // Starts again from nothing, keeping the buffer.
    void clear()
    {
        p_ = buffer_.get();
        comma_ = false;
    }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    // `k` is written as is: keys are ASCII identifiers from the code.
    void key(std::string_view k)
    {
        char* p = start(k.size() + 4);
        *p++ = '"';
        p = put(p, k);
        *p++ = '"';
        *p++ = ':';
        p_ = p;
    }
    // Any UTF-8 text, escaped where RFC 8259 requires it.
    void string(std::string_view utf8)
    {
        if (needsEscape(utf8)) return escaped(utf8);
        term(utf8);
    }
    // A name from the engine's tables, which need no escaping (checked in debug builds): the scan is
    // left out because a chart writes hundreds of them.
    void term(std::string_view t)
    {
        assert(!needsEscape(t) && "a term with a character JSON escapes: write it with string()");
        char* p = start(t.size() + 3);
        *p++ = '"';
        p = put(p, t);
        *p++ = '"';
        p_ = p;
        comma_ = true;
    }
    void number(long long v);
    void boolean(bool v) { v ? raw("true") : raw("false"); }
    void null() { raw("null"); }
    // Text that is already JSON (a run of keys and values the caller made once), written after the
    // separator; `opens` says it ends where no comma may follow (inside a container or a string).
    void json(std::string_view text, bool opens)
    {
        p_ = put(start(text.size()), text);
        comma_ = !opens;
    }
    // Ends a line of JSON Lines: the next value starts a new document.
    void newline()
    {
        if (end_ == p_) grow(1);
        *p_++ = '\n';
        comma_ = false;
    }

    // Short forms for a key and its value.
    void field(std::string_view k, std::string_view v) { key(k), string(v); }
    void field(std::string_view k, long long v) { key(k), number(v); }
    void field(std::string_view k, int v) { key(k), number(v); }
    void field(std::string_view k, bool v) { key(k), boolean(v); }
    void field(std::string_view k, const char* v) { key(k), string(v); }  // not as bool
    void termField(std::string_view k, std::string_view t) { key(k), term(t); }

    static bool needsEscape(std::string_view s);

private:
    void escaped(std::string_view s);
    void grow(std::size_t n);
    // Makes room for n bytes and the separator, writes the separator, and returns where the rest
    // goes. The methods write through a local copy of p_: a store through char* may alias any
    // member, so writing through p_ itself would reload it after every byte.
    char* start(std::size_t n)
    {
        if (std::size_t(end_ - p_) < n + 1) grow(n + 1);
        char* p = p_;
        if (comma_) *p++ = ',';
        comma_ = false;
        return p;
    }
    static char* put(char* p, std::string_view s)
    {
        std::memcpy(p, s.data(), s.size());
        return p + s.size();
    }
    void raw(std::string_view v)
    {
        p_ = put(start(v.size()), v);
        comma_ = true;
    }
    void open(char c)
    {
        char* p = start(1);
        *p++ = c;
        p_ = p;
    }
    void close(char c)
    {
        if (end_ == p_) grow(1);
        *p_++ = c;
        comma_ = true;
    }

    std::unique_ptr<char[]> buffer_;
    char* p_ = nullptr;    // next byte to write, inside buffer_
    char* end_ = nullptr;  // end of buffer_
    bool comma_ = false;
};

} // namespace najia::base
