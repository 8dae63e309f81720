#pragma once
// Rich text whose numbers change at every slider step. Parsing a page of HTML and laying it out again was a
// sixth of a Serving step (the formula panel's details); while only the numbers change, they are replaced in
// the laid-out document instead, and only the lines that hold them are laid out again.
#include <QString>
#include <QStringList>

class QTextDocument;

namespace infralab {

/// A page being written: the HTML around the values, and the values apart.
class LiveHtml
{
public:
    /// Marks `plain` (not HTML) as a value that may change while the page around it stays: returns a
    /// placeholder to write where the value goes. The placeholder is one character that HTML escaping and
    /// QString::arg() leave as it is.
    QString value(const QString &plain);

    /// The page around its values, each value a placeholder: two pages with the same skeleton differ only in
    /// their values.
    const QString &skeleton() const { return m_skeleton; }
    void setSkeleton(const QString &html) { m_skeleton = html; }
    const QStringList &values() const { return m_values; }

    /// The whole page: each placeholder made its value, escaped, inside an anchor named after its index.
    QString html() const;

    bool operator==(const LiveHtml &other) const = default;

private:
    QString m_skeleton;
    QStringList m_values;
};

/// Shows `page` in `document`, which shows `shown`: when their skeletons are the same, only the values that
/// differ are replaced in place (in one edit), keeping each value's format; otherwise, or when a value cannot
/// be found, the whole page is set as HTML. Returns whether the values were replaced in place.
bool showLiveHtml(QTextDocument *document, const LiveHtml &page, const LiveHtml &shown);

} // namespace infralab
