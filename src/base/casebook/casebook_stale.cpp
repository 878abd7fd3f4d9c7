#include "base/casebook/casebook_stale.h"

#include "engine/analysis/analysis_terms.h"
#include "engine/reading/reading_terms.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

namespace {

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size())); }
// A label marked with QT_TRANSLATE_NOOP("Casebook", …).
QString translated(const char* text) { return QCoreApplication::translate("Casebook", text); }

// A reading code as its name in the script; "none" for null, the code itself if unknown.
template <class E> QString readingName(const QJsonValue& v, Script script)
{
    if (v.isNull()) return QCoreApplication::translate("Casebook", "none");
    const auto e = parseReadingTerm<E>(v.toString().toStdString());
    return e ? qs(name(*e, script)) : v.toString();
}

template <class E> void addChange(QStringList& parts, const QJsonObject& d, const char16_t* key, const char* label, Script script)
{
    const QJsonArray pair = d.value(QString::fromUtf16(key)).toArray();
    if (pair.size() != 2) return;
    parts << translated(label) + u": "_s + readingName<E>(pair[0], script) + u" → "_s + readingName<E>(pair[1], script);
}

QString kindName(const QString& id, Script script)
{
    for (int k = 0; k < kFindingKindCount; ++k)
        if (qs(kindId(static_cast<FindingKind>(k))) == id) return qs(name(static_cast<FindingKind>(k), script));
    return id;
}

// 「+a +b −c」 from {"added": [...], "removed": [...]}.
QString addedRemoved(const QJsonObject& o, auto nameOf)
{
    QStringList out;
    for (const QJsonValue& v : o.value(u"added"_s).toArray()) out << u'+' + nameOf(v.toString());
    for (const QJsonValue& v : o.value(u"removed"_s).toArray()) out << u'−' + nameOf(v.toString());
    return out.join(u' ');
}

} // namespace

QString staleText(const QJsonObject& d, Script script)
{
    QStringList parts;
    if (d.contains(u"error"_s)) parts << QCoreApplication::translate("Casebook", "no longer computes") + u": "_s + d.value(u"error"_s).toString();
    if (d.contains(u"hexagrams"_s)) parts << QCoreApplication::translate("Casebook", "hexagrams changed");
    addChange<PickRule>(parts, d, u"pick", QT_TRANSLATE_NOOP("Casebook", "用神 taken"), script);
    addChange<Strength>(parts, d, u"strength", QT_TRANSLATE_NOOP("Casebook", "strength"), script);
    addChange<Rescue>(parts, d, u"rescue", QT_TRANSLATE_NOOP("Casebook", "rescue"), script);
    addChange<Tendency>(parts, d, u"tendency", QT_TRANSLATE_NOOP("Casebook", "verdict"), script);
    if (d.contains(u"findings"_s))
        parts << QCoreApplication::translate("Casebook", "findings") + u": "_s
                + addedRemoved(d.value(u"findings"_s).toObject(), [script](const QString& id) { return kindName(id, script); });
    if (d.contains(u"rules"_s))
        parts << QCoreApplication::translate("Casebook", "rules") + u": "_s + addedRemoved(d.value(u"rules"_s).toObject(), [](const QString& code) { return code; });
    if (d.contains(u"reading"_s)) {
        QStringList keys;
        for (const QJsonValue& k : d.value(u"reading"_s).toArray()) keys << k.toString();
        parts << QCoreApplication::translate("Casebook", "stored reading differs in") + u": "_s + keys.join(u", "_s);
    }
    return parts.join(u"; "_s);
}

} // namespace najia::base
