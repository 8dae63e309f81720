// A wrapped label's remembered heights (widgets/common/wraplabel.h) are the heights Qt's own QLabel gives,
// for every text and font it is given, in whatever order its layouts ask.
#include "wraplabel.h"

#include <QtTest>

using namespace infralab;

namespace {
const QString kQuestion = QStringLiteral(
    "For a model of <b>N&nbsp;=&nbsp;8 × 10⁹</b> parameters trained on <b>15 × 10¹²</b> tokens, how many "
    "GPU-hours does the run take on H100s at an MFU of <b>40 %</b>?");
const QString kLonger = kQuestion + QStringLiteral(" And on <b>1 024</b> GPUs, how many days does it last?");
} // namespace

class TestWrapLabel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void heightsAreQLabels()
    {
        WrapLabel label(Qt::RichText);
        QLabel reference; // Qt's own measure, asked afresh each time
        reference.setTextFormat(Qt::RichText);
        reference.setWordWrap(true);
        const auto same = [&](const char *when) {
            // Twice each, as a page's layouts ask, and widths in no particular order.
            for (int width : {400, 120, 260, 120, 400, 90})
                QVERIFY2(label.heightForWidth(width) == reference.heightForWidth(width),
                         qPrintable(QStringLiteral("%1, at %2 px: %3 px, Qt's label %4 px")
                                        .arg(QLatin1String(when))
                                        .arg(width)
                                        .arg(label.heightForWidth(width))
                                        .arg(reference.heightForWidth(width))));
        };
        label.setText(kQuestion);
        reference.setText(kQuestion);
        same("first text");
        QVERIFY(label.heightForWidth(120) > label.heightForWidth(400)); // it does wrap
        label.setText(kLonger);
        reference.setText(kLonger);
        same("a longer text");
        QFont big = label.font();
        big.setPointSizeF(big.pointSizeF() * 1.5); // presentation mode
        label.setFont(big);
        reference.setFont(big);
        same("a larger font");
        label.setContentsMargins(10, 0, 10, 0);
        reference.setContentsMargins(10, 0, 10, 0);
        same("wider margins");
        // Set without an event: an indent (the Choose tab's criteria), a margin, an alignment.
        label.setIndent(40);
        reference.setIndent(40);
        same("an indent");
        label.setMargin(12);
        reference.setMargin(12);
        same("a margin");
        label.setAlignment(Qt::AlignRight | Qt::AlignTop);
        reference.setAlignment(Qt::AlignRight | Qt::AlignTop);
        same("another alignment");
    }
};

QTEST_MAIN(TestWrapLabel)
#include "tst_wraplabel.moc"
