#pragma once
// A push button whose text wraps onto as many lines as its width needs. QPushButton keeps its text on one
// line and asks for that line's whole width: a long French sentence on a zoomed laptop pushed its page past
// the screen's edge, or was cut.
#include <QPushButton>

class QLabel;

namespace infralab {

class WrapButton : public QPushButton
{
    Q_OBJECT
public:
    explicit WrapButton(QWidget *parent = nullptr);

    /// The button's words, wrapped; also its accessible name (QPushButton's own text stays empty).
    void setWrappedText(const QString &text);
    QString wrappedText() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void setMargins();

    QLabel *m_label;
};

} // namespace infralab
