#include "base/casebook/casebook_filter.h"

#include "base/casebook/casebook.h"
#include "base/casebook/casebook_facts.h"

#include "engine/analysis/analysis_terms.h"
#include "engine/hexagram_names.h"
#include "engine/reading/reading_terms.h"

#include <QDate>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

std::string utf8(const QString& s) { return s.toStdString(); }

// Tokens: words, "quoted phrases" (kept with their quotes), key:"quoted value", and ( ).
Result<QStringList> tokenize(const QString& text)
{
    QStringList out;
    qsizetype i = 0;
    while (i < text.size()) {
        const QChar c = text[i];
        if (c.isSpace()) { ++i; continue; }
        if (c == u'(' || c == u')') { out << QString(c); ++i; continue; }
        QString token;
        bool quoted = false;
        while (i < text.size() && (quoted || (!text[i].isSpace() && text[i] != u'(' && text[i] != u')'))) {
            if (text[i] == u'"') quoted = !quoted;
            token += text[i++];
        }
        if (quoted) return Error{"an unclosed quote in the filter"};
        out << token;
    }
    return out;
}

QString unquoted(QString s)
{
    if (s.size() >= 2 && s.startsWith(u'"') && s.endsWith(u'"')) s = s.mid(1, s.size() - 2);
    return s;
}

SqlFilter equal(const char* column, QVariant value)
{
    return {QString::fromUtf8(column) + u" = ?"_s, {std::move(value)}};
}

template <class E> Result<SqlFilter> termEqual(const char* column, const QString& value, const char* what)
{
    const auto v = parseTerm<E>(utf8(value));
    if (!v) return Error{"unknown " + std::string(what) + " \"" + utf8(value) + "\""};
    return equal(column, static_cast<int>(termIndex(*v)));
}

Result<SqlFilter> hexagram(const char* column, const QString& value)
{
    if (QString::fromUtf8(column) == u"c.changed_hex"_s && value == u"none"_s) return SqlFilter{u"c.changed_hex IS NULL"_s, {}};
    const auto h = parseHexagram(utf8(value));
    if (!h) return Error{"unknown hexagram \"" + utf8(value) + "\""};
    return equal(column, h->bits());
}

Result<SqlFilter> moving(const QString& value)
{
    static const char* ops[] = {">=", "<=", ">", "<", "="};
    for (const char* op : ops) {
        const QString o = QString::fromUtf8(op);
        if (!value.startsWith(o) && o != u"="_s) continue;
        const QString number = value.startsWith(o) ? value.mid(o.size()) : value;
        bool ok = false;
        const int n = number.toInt(&ok);
        if (!ok || n < 0 || n > 6) return Error{"moving: expected 0–6 with an optional > < >= <=, not \"" + utf8(value) + "\""};
        return SqlFilter{u"c.moving "_s + o + u" ?"_s, {n}};
    }
    return Error{"moving: bad value"};
}

Result<SqlFilter> is(const QString& value)
{
    if (value == u"six_clash"_s || value == u"六沖"_s || value == u"六冲"_s) return SqlFilter{u"c.six_clash = 1"_s, {}};
    if (value == u"six_harmony"_s || value == u"六合"_s) return SqlFilter{u"c.six_harmony = 1"_s, {}};
    // The stored reading differs from today's engine's (Casebook::recheck).
    if (value == u"stale"_s) return SqlFilter{u"c.stale IS NOT NULL"_s, {}};
    return Error{"is: expected six_clash, six_harmony or stale, not \"" + utf8(value) + "\""};
}

Result<SqlFilter> category(const QString& value)
{
    for (const Category& c : chartCategories())
        if (value == QString::fromUtf8(c.code) || value == QString::fromUtf8(c.traditional)
            || value == QString::fromUtf8(c.simplified) || value.compare(QString::fromUtf8(c.english), Qt::CaseInsensitive) == 0)
            return equal("c.category", QString::fromUtf8(c.code));
    return Error{"unknown category \"" + utf8(value) + "\""};
}

Result<SqlFilter> finding(const QString& value)
{
    const qsizetype at = value.indexOf(u'@');
    const QString kindText = at < 0 ? value : value.left(at);
    FactScope scope = FactScope::Any;
    if (at >= 0) {
        const auto s = parseScope(utf8(value.mid(at + 1)));
        if (!s) return Error{"finding: unknown scope \"" + utf8(value.mid(at + 1)) + "\" (any primary changed hidden chart useful self other)"};
        scope = *s;
    }
    std::optional<FindingKind> kind;
    for (int k = 0; k < kFindingKindCount && !kind; ++k)
        if (kindId(static_cast<FindingKind>(k)) == utf8(kindText)) kind = static_cast<FindingKind>(k);
    if (!kind) kind = parseTerm<FindingKind>(utf8(kindText));
    if (!kind) return Error{"unknown finding kind \"" + utf8(kindText) + "\""};
    const MaskTest t = maskTest(kindsColumn(scope), static_cast<int>(*kind));
    return SqlFilter{t.where, {t.bind}};
}

Result<SqlFilter> rule(const QString& value)
{
    for (const Rule& r : kRules)
        if (utf8(value) == r.code) {
            const MaskTest t = maskTest("rules", static_cast<int>(r.id));
            return SqlFilter{t.where, {t.bind}};
        }
    return Error{"unknown rule \"" + utf8(value) + "\""};
}

Result<SqlFilter> date(const char* op, const QString& value)
{
    const QDate d = QDate::fromString(value, Qt::ISODate);
    if (!d.isValid()) return Error{"expected a date YYYY-MM-DD, not \"" + utf8(value) + "\""};
    return SqlFilter{u"c.cast_date "_s + QString::fromUtf8(op) + u" ?"_s, {d.toString(Qt::ISODate)}};
}

// The reading's terms: a code (not_needed) or a name in any script (有救, rescued).
template <class E> Result<SqlFilter> readingEqual(const char* column, const QString& value, const char* what)
{
    const auto v = parseReadingTerm<E>(utf8(value));
    if (!v) return Error{"unknown " + std::string(what) + " \"" + utf8(value) + "\""};
    return equal(column, static_cast<int>(*v));
}

// Where the 用神 was found: on the 本卦 (taken by any rule of the lines there), a 變爻, the 伏神, the
// day or the month, or nowhere.
Result<SqlFilter> found(const QString& value)
{
    if (value == u"primary"_s)  // OnRuler, appended after Absent, is a line of the 本卦 too
        return SqlFilter{u"(c.pick < ? OR c.pick > ?)"_s, {static_cast<int>(PickRule::Changed), static_cast<int>(PickRule::Absent)}};
    for (const PickRule r : {PickRule::Changed, PickRule::Hidden, PickRule::Day, PickRule::Month, PickRule::Absent})
        if (utf8(value) == codeOf(r)) return equal("c.pick", static_cast<int>(r));
    return Error{"found: expected primary, changed, hidden, day, month or absent, not \"" + utf8(value) + "\""};
}

Result<SqlFilter> strength(const QString& value)
{
    if (value == u"unknown"_s) return SqlFilter{u"c.strength IS NULL"_s, {}};
    return readingEqual<Strength>("c.strength", value, "strength");
}

Result<SqlFilter> keyed(const QString& key, const QString& value)
{
    if (key == u"hex"_s) return hexagram("c.primary_hex", value);
    if (key == u"changed"_s) return hexagram("c.changed_hex", value);
    if (key == u"palace"_s) {
        QString v = value;
        if (v.endsWith(u"宮"_s) || v.endsWith(u"宫"_s)) v.chop(1);
        return termEqual<Trigram>("c.palace", v, "trigram");
    }
    if (key == u"generation"_s) return termEqual<Generation>("c.generation", value, "generation");
    if (key == u"is"_s) return is(value);
    if (key == u"moving"_s) return moving(value);
    if (key == u"month"_s) return termEqual<Branch>("c.month_branch", value, "branch");
    if (key == u"day"_s) return termEqual<Branch>("c.day_branch", value, "branch");
    if (key == u"useful"_s) return termEqual<Relation>("c.useful", value, "relation");
    if (key == u"preset"_s) {
        const auto p = parsePreset(utf8(value));
        if (!p) return Error{"unknown preset \"" + utf8(value) + "\""};
        return equal("c.preset", QString::fromUtf8(preset(*p).code));
    }
    if (key == u"category"_s) return category(value);
    if (key == u"outcome"_s) {
        const auto o = parseOutcome(utf8(value));
        if (!o) return Error{"unknown outcome \"" + utf8(value) + "\" (pending fulfilled unclear unfulfilled)"};
        return equal("c.outcome", static_cast<int>(*o));
    }
    if (key == u"tag"_s)
        return SqlFilter{u"EXISTS (SELECT 1 FROM case_tags t WHERE t.case_id = c.id AND t.tag = ?)"_s, {value}};
    if (key == u"finding"_s) return finding(value);
    if (key == u"rule"_s) return rule(value);
    if (key == u"pick"_s) return readingEqual<PickRule>("c.pick", value, "pick rule");
    if (key == u"found"_s) return found(value);
    if (key == u"strength"_s) return strength(value);
    if (key == u"rescue"_s) return readingEqual<Rescue>("c.rescue", value, "rescue");
    if (key == u"verdict"_s) return readingEqual<Tendency>("c.tendency", value, "verdict");
    if (key == u"from"_s) return date(">=", value);
    if (key == u"to"_s) return date("<=", value);
    return Error{"unknown filter key \"" + utf8(key) + ":\""};
}

Result<SqlFilter> term(const QString& token)
{
    const qsizetype colon = token.indexOf(u':');
    if (!token.startsWith(u'"') && colon > 0) {
        const QString key = token.left(colon);
        bool word = true;
        for (const QChar c : key) word = word && c.isLetter() && c.unicode() < 0x80;
        if (word) return keyed(key, unquoted(token.mid(colon + 1)));
    }
    const QString phrase = ftsPhrase(unquoted(token));
    if (phrase.isEmpty()) return Error{"nothing to search for in \"" + utf8(token) + "\""};
    return SqlFilter{u"c.id IN (SELECT rowid FROM case_text WHERE case_text MATCH ?)"_s, {phrase}};
}

// Recursive descent: or := and (OR and)*; and := unary ((AND)? unary)*; unary := (NOT|-) unary | ( or ) | term.
class Parser {
public:
    explicit Parser(QStringList tokens) : tokens_(std::move(tokens)) {}

    Result<SqlFilter> all()
    {
        auto r = disjunction();
        if (r && pos_ < tokens_.size()) return Error{"unexpected \"" + utf8(tokens_[pos_]) + "\" in the filter"};
        return r;
    }

private:
    bool accept(const QString& word)
    {
        if (pos_ < tokens_.size() && tokens_[pos_] == word) { ++pos_; return true; }
        return false;
    }
    bool atEnd() const { return pos_ >= tokens_.size() || tokens_[pos_] == u")"_s || tokens_[pos_] == u"OR"_s; }

    Result<SqlFilter> joined(Result<SqlFilter> (Parser::*next)(), const QString& word, bool implicit)
    {
        auto first = (this->*next)();
        if (!first) return first;
        SqlFilter out = *first;
        int parts = 1;
        while (accept(word) || (implicit && !atEnd())) {
            auto more = (this->*next)();
            if (!more) return more;
            out.where += u' ' + word + u' ' + more->where;
            out.binds += more->binds;
            ++parts;
        }
        if (parts > 1) out.where = u'(' + out.where + u')';
        return out;
    }
    Result<SqlFilter> disjunction() { return joined(&Parser::conjunction, u"OR"_s, false); }
    Result<SqlFilter> conjunction() { return joined(&Parser::unary, u"AND"_s, true); }

    Result<SqlFilter> unary()
    {
        if (pos_ >= tokens_.size()) return Error{"the filter ends too soon"};
        const QString t = tokens_[pos_++];
        if (t == u"NOT"_s || t == u"-"_s || t == u"("_s) {
            if (depth_ == kMaxFilterDepth)
                return Error{"the filter nests NOT and ( ) more than " + std::to_string(kMaxFilterDepth) + " deep"};
            ++depth_;
            auto inner = t == u"("_s ? disjunction() : negated(unary());
            --depth_;
            if (t == u"("_s && inner && !accept(u")"_s)) return Error{"a \"(\" without its \")\" in the filter"};
            return inner;
        }
        if (t.size() > 1 && t.startsWith(u'-')) return negated(term(t.mid(1)));
        if (t == u")"_s || t == u"OR"_s || t == u"AND"_s) return Error{"unexpected \"" + utf8(t) + "\" in the filter"};
        return term(t);
    }
    static Result<SqlFilter> negated(Result<SqlFilter> r)
    {
        if (!r) return r;
        return SqlFilter{u"NOT "_s + (r->where.startsWith(u'(') ? r->where : u'(' + r->where + u')'), r->binds};
    }

    QStringList tokens_;
    qsizetype pos_ = 0;
    int depth_ = 0;  // NOT and ( ) around the token being read
};

} // namespace

QString ftsPhrase(const QString& word)
{
    const QString folded = foldedForIndex(word).simplified();
    if (folded.isEmpty()) return {};
    QString escaped = folded;
    escaped.replace(u'"', u"\"\""_s);
    return u'"' + escaped + u'"';
}

Result<SqlFilter> parseFilter(const QString& text)
{
    const auto tokens = tokenize(text);
    if (!tokens) return tokens.failure();
    if (tokens->isEmpty()) return SqlFilter{u"1"_s, {}};
    if (tokens->size() > kMaxFilterTokens)
        return Error{"the filter has " + std::to_string(tokens->size()) + " words and operators; at most " +
                     std::to_string(kMaxFilterTokens) + " are taken"};
    return Parser(*tokens).all();
}

} // namespace najia::base
