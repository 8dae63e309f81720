#include "livehtml.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFragment>
#include <algorithm>
#include <utility>

namespace infralab {

namespace {

// Private-use characters: no text the panels show holds one.
constexpr char16_t kFirstPlaceholder = 0xE000;
constexpr int kPlaceholders = 0x1900;

int placeholderIndex(QChar c)
{
    const int index = c.unicode() - kFirstPlaceholder;
    return index >= 0 && index < kPlaceholders ? index : -1;
}

QString anchorName(int index)
{
    return QStringLiteral("live%1").arg(index);
}

struct Place
{
    int index, position;
    QTextCharFormat format;
};

/// Where each value starts in the laid-out document, found by its anchor's name. Qt gives a named anchor to
/// the first character of its text only, so a value's extent is known from the text shown there.
QList<Place> places(const QTextDocument &document)
{
    QList<Place> found;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next())
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment fragment = it.fragment();
            for (const QString &name : fragment.charFormat().anchorNames())
                if (name.startsWith(u"live"))
                    found.append({name.mid(4).toInt(), fragment.position(), fragment.charFormat()});
        }
    return found;
}

/// Whether `text` is what the document holds from `position` on.
bool holds(const QTextDocument &document, int position, const QString &text)
{
    for (qsizetype i = 0; i < text.size(); ++i)
        if (document.characterAt(position + int(i)) != text[i]) return false;
    return true;
}

/// Whether HTML shows `text` as it is: Qt's importer makes every white space but the no-break space a plain
/// space (a narrow no-break space too) and collapses runs of them.
bool verbatim(const QString &text)
{
    if (text.isEmpty() || text.front().isSpace() || text.back().isSpace()) return false;
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (c.isSpace() && c != QChar::Nbsp && (c != u' ' || text[i + 1] == u' ')) return false;
    }
    return true;
}

bool allVerbatim(const QStringList &values)
{
    return std::all_of(values.cbegin(), values.cend(), [](const QString &v) { return verbatim(v); });
}

} // namespace

QString LiveHtml::value(const QString &plain)
{
    if (m_values.size() >= kPlaceholders) return plain.toHtmlEscaped();
    m_values.append(plain);
    return QString(QChar(char16_t(kFirstPlaceholder + m_values.size() - 1)));
}

QString LiveHtml::html() const
{
    QString html;
    html.reserve(m_skeleton.size() + 64 * m_values.size());
    for (const QChar c : m_skeleton) {
        const int index = placeholderIndex(c);
        if (index < 0 || index >= m_values.size()) {
            html += c;
            continue;
        }
        html += u"<a name=\"" + anchorName(index) + u"\">" + m_values[index].toHtmlEscaped() + u"</a>";
    }
    return html;
}

bool showLiveHtml(QTextDocument *document, const LiveHtml &page, const LiveHtml &shown)
{
    // A value that is empty has no fragment to find, and one with white space that HTML would change would
    // not read as the page set whole: such a page, or one that follows it, is set whole.
    const bool sameSkeleton = page.skeleton() == shown.skeleton() &&
                              page.values().size() == shown.values().size() && allVerbatim(page.values()) &&
                              allVerbatim(shown.values());
    QList<Place> found;
    if (sameSkeleton) found = places(*document);
    // Each value once, where the document shows it: one that Qt split or dropped is not replaced in part.
    QList<bool> seen(page.values().size(), false);
    for (const Place &place : std::as_const(found))
        if (place.index >= 0 && place.index < seen.size())
            seen[place.index] = holds(*document, place.position, shown.values().at(place.index));
    if (!sameSkeleton || found.size() != seen.size() || seen.contains(false)) {
        document->setHtml(page.html());
        return false;
    }
    // From the end, so that a replaced value does not move the places still to be replaced.
    std::sort(found.begin(), found.end(),
              [](const Place &a, const Place &b) { return a.position > b.position; });
    QTextCursor cursor(document);
    cursor.beginEditBlock();
    for (const Place &place : found) {
        const QString &text = page.values().at(place.index), &old = shown.values().at(place.index);
        if (text == old) continue;
        cursor.setPosition(place.position);
        cursor.setPosition(place.position + int(old.size()), QTextCursor::KeepAnchor);
        cursor.insertText(text, place.format);
    }
    cursor.endEditBlock();
    return true;
}

} // namespace infralab
