// A streaming JSON writer that appends UTF-8 straight to a byte buffer: no document tree, no
// QString round trip. For output that is written once and never edited (najia-cli chart --batch).
#pragma once

#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace najia::base {

// Bytes made once for JsonWriter::piece(): a key with its colon, a quoted name with its comma.
struct Piece {
    const char* data;  // no default: an array of pieces to fill is not zeroed first
    std::uint32_t size;
};

// Texts laid end to end in one block, padded after the last so that a piece can be read in whole
// blocks of kPieceBlock bytes (JsonWriter::piece).
inline constexpr std::size_t kPieceBlock = 16;
class PieceTable {
public:
    explicit PieceTable(const std::vector<std::string>& texts);
    const Piece& operator[](std::size_t i) const { return pieces_[i]; }
    std::size_t size() const { return pieces_.size(); }

private:
    std::unique_ptr<char[]> bytes_;
    std::vector<Piece> pieces_;
};

// The small writes are forced inline: a chart makes about 700 of them, and GCC leaves some out of
// line in the large writer functions, where the call costs more than the write.
#define NAJIA_JSON_INLINE [[gnu::always_inline]] inline

// The caller keeps keys and values paired and containers balanced. Every value is written with a
// comma after it, and closing a container takes the last one back: the writer keeps no state but
// its cursor, and a piece made once carries its own punctuation.
// The writer keeps its text in its own buffer behind a bare cursor: a chart has about 700 pieces,
// and std::string's append is an out-of-line call per piece (and its resize zero-fills).
class JsonWriter {
public:
    JsonWriter() { grow(1 << 12); }
    ~JsonWriter() { std::free(buffer_); }
    JsonWriter(const JsonWriter&) = delete;
    JsonWriter& operator=(const JsonWriter&) = delete;

    // What has been written so far, less the separator after a last value.
    std::string_view text() const
    {
        const std::size_t n = std::size_t(p_ - buffer_);
        return {buffer_, n && buffer_[n - 1] == ',' ? n - 1 : n};
    }
    std::size_t size() const { return text().size(); }
    // Starts again from nothing, keeping the buffer.
    void clear() { p_ = buffer_; }

    NAJIA_JSON_INLINE void beginObject() { open('{'); }
    NAJIA_JSON_INLINE void endObject() { end("}"); }
    NAJIA_JSON_INLINE void beginArray() { open('['); }
    NAJIA_JSON_INLINE void endArray() { end("]"); }
    // Closes containers, `closers` their brackets innermost first ("}}" for an object in an object).
    NAJIA_JSON_INLINE void end(std::string_view closers)
    {
        char* p = room(closers.size() + 1);
        assert(p != buffer_);
        p_ = close(p, closers);
    }
    // `k` is written as is: keys are ASCII identifiers from the code.
    NAJIA_JSON_INLINE void key(std::string_view k)
    {
        char* p = room(k.size() + 3);
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
    NAJIA_JSON_INLINE void term(std::string_view t)
    {
        assert(!needsEscape(t) && "a term with a character JSON escapes: write it with string()");
        char* p = room(t.size() + 3);
        *p++ = '"';
        p = put(p, t);
        *p++ = '"';
        *p++ = ',';
        p_ = p;
    }
    NAJIA_JSON_INLINE void number(long long v)
    {
        if (v < 0 || v > 9) return longNumber(v);
        char* p = room(2);  // the usual case: a line's position
        *p++ = char('0' + v);
        *p++ = ',';
        p_ = p;
    }
    NAJIA_JSON_INLINE void boolean(bool v) { v ? raw("true,") : raw("false,"); }
    NAJIA_JSON_INLINE void null() { raw("null,"); }
    // A piece of a PieceTable, punctuation included (a value ends in its comma). It is copied in
    // whole blocks, a fixed-size copy being two instructions where a call to memcpy is a dozen: the
    // table's padding makes the reads past its end safe, room()'s slack the writes.
    NAJIA_JSON_INLINE void piece(Piece s) { p_ = copy(room(s.size), s); }
    // Several pieces one after another, then any containers closed as end() closes them, with one
    // check for room.
    NAJIA_JSON_INLINE void pieces(std::span<const Piece> list, std::string_view closers = {})
    {
        std::size_t total = closers.size() + 1;
        for (const Piece& s : list) total += s.size;
        char* p = room(total);
        for (const Piece& s : list) p = copy(p, s);
        if (!closers.empty()) p = close(p, closers);
        p_ = p;
    }
    // Text that is already JSON, punctuation included.
    NAJIA_JSON_INLINE void json(std::string_view text) { p_ = put(room(text.size()), text); }
    // Ends a line of JSON Lines: the next value starts a new document.
    void newline()
    {
        char* p = room(1);
        if (p != buffer_ && p[-1] == ',') --p;
        *p++ = '\n';
        p_ = p;
    }

    // Short forms for a key and its value.
    NAJIA_JSON_INLINE void field(std::string_view k, std::string_view v) { key(k), string(v); }
    NAJIA_JSON_INLINE void field(std::string_view k, long long v) { key(k), number(v); }
    NAJIA_JSON_INLINE void field(std::string_view k, int v) { key(k), number(v); }
    NAJIA_JSON_INLINE void field(std::string_view k, bool v) { key(k), boolean(v); }
    NAJIA_JSON_INLINE void field(std::string_view k, const char* v) { key(k), string(v); }  // not as bool
    NAJIA_JSON_INLINE void termField(std::string_view k, std::string_view t) { key(k), term(t); }

    static bool needsEscape(std::string_view s);

private:
    void escaped(std::string_view s);
    void longNumber(long long v);
    void grow(std::size_t n);
    // Makes room for n bytes and kPieceBlock more, and returns where they go. The methods write
    // through a local copy of p_: a store through char* may alias any member, so writing through p_
    // itself would reload it after every byte.
    NAJIA_JSON_INLINE char* room(std::size_t n)
    {
        if (std::size_t(end_ - p_) < n + kPieceBlock) grow(n + kPieceBlock);
        return p_;
    }
    // The last block may run past the piece's end, by less than kPieceBlock: room() allows for it.
    // The first is copied before any test, most pieces being one or two blocks.
    NAJIA_JSON_INLINE static char* copy(char* p, Piece s)
    {
        std::memcpy(p, s.data, kPieceBlock);
        for (std::uint32_t i = kPieceBlock; i < s.size; i += kPieceBlock) std::memcpy(p + i, s.data + i, kPieceBlock);
        return p + s.size;
    }
    NAJIA_JSON_INLINE static char* put(char* p, std::string_view s)
    {
        std::memcpy(p, s.data(), s.size());
        return p + s.size();
    }
    // Takes back the last value's separator, writes the closers and a separator after them.
    NAJIA_JSON_INLINE static char* close(char* p, std::string_view closers)
    {
        if (p[-1] == ',') --p;
        p = put(p, closers);
        *p++ = ',';
        return p;
    }
    NAJIA_JSON_INLINE void raw(std::string_view v) { p_ = put(room(v.size()), v); }
    NAJIA_JSON_INLINE void open(char c)
    {
        char* p = room(1);
        *p++ = c;
        p_ = p;
    }

    char* buffer_ = nullptr;  // from malloc: growing by realloc moves a large buffer without copying it
    char* p_ = nullptr;       // next byte to write, inside buffer_
    char* end_ = nullptr;     // end of buffer_
};

} // namespace najia::base

#undef NAJIA_JSON_INLINE
