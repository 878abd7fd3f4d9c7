#include "base/options/about.h"

#include "engine/handbook/passage.h"

#include <QCoreApplication>

using namespace Qt::Literals::StringLiterals;

namespace najia::base {

QString versionText(const QString& program)
{
    return program + u' ' + QCoreApplication::applicationVersion() + u"\n"_s
        + u"Licence: GPL-3.0-or-later (GNU General Public License, version 3 or later; see LICENSE\n"
          u"in share/doc/najia of the installation).\n"
          u"This is free software: you are free to change and redistribute it. There is NO WARRANTY,\n"
          u"to the extent permitted by law.\n"
          u"Chart fonts: Najia Sans TC and SC, derived from Noto Sans CJK (© 2014-2021 Adobe), under the\n"
          u"SIL Open Font License 1.1 (see LICENSE-FONTS there).\n"
          u"Handbook: the classical texts are in the public domain; the notes (注) to 卜筮正宗 are "_s
        + QString::fromUtf8(handbook::kNotesAuthor.data(), qsizetype(handbook::kNotesAuthor.size())) + u"'s,\nfrom his modern edition, and are shown as his, apart from the text.\n"_s;
}

} // namespace najia::base
