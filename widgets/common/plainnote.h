#pragma once
// A word-wrapped plain text that changes while a slider is dragged (the note under N), laid out once per text
// and width. QLabel::setText() asks the layout around it for room at every new text, and the whole parameters
// panel was laid out again at each step of a drag of a model's shape, its wrapped labels measured anew: this
// note asks only when the new text needs another height at its width.
#include <QHash>
#include <QTextLayout>
#include <QWidget>

namespace infralab {

class PlainNote : public QWidget
{
    Q_OBJECT
public:
    explicit PlainNote(QWidget *parent = nullptr);

    QString text() const { return m_text; }
    void setText(const QString &text);

    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;
    /// As wide as the text's longest unbreakable run, as a word-wrapped QLabel.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    /// The text laid out at `width`: its lines, and their height in whole pixels.
    int layOut(QTextLayout &layout, int width) const;
    /// Forgets every measure: a new text, font or style.
    void forget();

    QString m_text;
    QTextLayout m_drawn;               ///< the text as painted, laid out at m_drawnWidth
    int m_drawnWidth = -1;             ///< -1: to be laid out at the next paint
    mutable QHash<int, int> m_heights; ///< height per width, for m_text
    mutable int m_leastWidth = -1;
    bool m_layoutStale = false; ///< a text set without asking the layout: asked at the next resize
};

} // namespace infralab
