// The legend drawn in rows under every chart (widgets/common/flowlegend.h): entries flow onto as many rows as
// they need, and an entry wider than a row alone is wrapped at its spaces rather than cut at the edge. Widths
// are measured here with the legend's own font.
#include "flowlegend.h"

#include <QApplication>
#include <QChart>
#include <QFontMetricsF>
#include <QLegend>
#include <QLineSeries>
#include <QTest>

using namespace infralab;

class TestFlowLegend : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aLongEntryIsWrappedInsideTheRow()
    {
        // The roofline's imported points put against three devices' roofs: the entry that was cut in the PDF
        // report after "cet ordinateur — mesuré".
        const QString longLabel = QStringLiteral(
            "Mesures importées, comparées au toit de NVIDIA H100 SXM5 80 Go, AMD Instinct MI300X, cet "
            "ordinateur — mesuré le 2026-12-04");
        QChart chart;
        for (const QString &name :
             {QStringLiteral("pic bf16"), longLabel, QStringLiteral("limité par le calcul")}) {
            auto *series = new QLineSeries(&chart);
            series->setName(name);
            series->append(0, 0);
            chart.addSeries(series);
        }
        FlowLegend legend(&chart);
        const QFontMetricsF metrics(chart.legend()->font());
        const qreal width =
            metrics.horizontalAdvance(longLabel) / 2; // the long entry needs two lines at least
        const qreal height = legend.layOut(chart.legend(), width);
        QCOMPARE(legend.labels(), (QStringList{QStringLiteral("pic bf16"), longLabel,
                                               QStringLiteral("limité par le calcul")}));
        const QStringList shown = legend.shownLabels();
        QCOMPARE(shown.at(0), QStringLiteral("pic bf16"));
        QVERIFY2(shown.at(1).count(u'\n') >= 2, qPrintable(shown.at(1))); // half the width, with a swatch
        QCOMPARE(QString(shown.at(1)).replace(u'\n', u' '), longLabel);   // every word kept, in order
        for (const QString &line : shown.at(1).split(u'\n'))
            QVERIFY2(metrics.horizontalAdvance(line) <= width, qPrintable(line));
        // Every text inside the legend's box, one under another: three rows, the middle one as tall as its
        // lines.
        const QList<QRectF> boxes = legend.textBoxes();
        for (const QRectF &box : boxes)
            QVERIFY2(legend.boundingRect().contains(box), qPrintable(QString::number(box.right())));
        QVERIFY(boxes.at(0).bottom() <= boxes.at(1).top());
        QVERIFY(boxes.at(1).bottom() <= boxes.at(2).top());
        QVERIFY(boxes.at(1).height() >= (shown.at(1).count(u'\n') + 1) * metrics.height() - 1e-9);
        QVERIFY(height >= 5 * metrics.height());
        // At a width that holds every entry on one row, nothing is wrapped and the legend is one line tall.
        const qreal wide = legend.layOut(chart.legend(), 4 * metrics.horizontalAdvance(longLabel));
        QCOMPARE(legend.shownLabels(), legend.labels());
        QVERIFY(wide < 2 * metrics.height());
    }
};

QTEST_MAIN(TestFlowLegend)
#include "tst_flowlegend.moc"
