#pragma once
// A word-wrapped label that measures its height for a width once per text and font. QLabel lays its rich text
// out anew at every heightForWidth() call, and a page's layouts ask again for the same widths at each change
// (the scroll area for its size hint, the box layouts for their minimum and their geometry): on the Exercises
// tab those measures were half of a slider step.
#include <QHash>
#include <QLabel>

namespace infralab {

class WrapLabel : public QLabel
{
    Q_OBJECT
public:
    /// Word-wrapped, in `format`.
    explicit WrapLabel(Qt::TextFormat format, QWidget *parent = nullptr);

    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;
    /// Qt's measure, which heightForWidth() remembers.
    virtual int measure(int width) const { return QLabel::heightForWidth(width); }

private:
    /// What m_heights were measured for beside the font: the text and the settings that QLabel reads when it
    /// measures, none of which sends an event when set.
    struct Measured
    {
        QString text;
        int indent = -1, margin = 0, alignment = 0;
        bool operator==(const Measured &) const = default;
    };
    Measured measured() const { return {text(), indent(), margin(), int(alignment())}; }
    mutable Measured m_measured;
    mutable QHash<int, int> m_heights;
};

} // namespace infralab
