// The texts a layer describes (ChartLayer::Item::Kind::Label, widgets/common/layerpainter.h): drawn by the
// chart base for B and, while A is drawn, for A, so that a chart writes A's texts once, for whichever
// scenario it describes, and never reads A's layer to write them.
#include "chartlayer.h"
#include "charttestutil.h"
#include "layerpainter.h"

#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QValueAxis>
#include <QXYSeries>
#include <QtTest>

using namespace infralab;

namespace {
/// The visible texts on the chart, each with where it stands (chart coordinates).
QHash<QString, QRectF> shownTexts(QChart *chart)
{
    QHash<QString, QRectF> texts;
    for (QGraphicsItem *item : chart->childItems())
        if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible())
            texts.insert(text->text().replace(u'\n', u' '), text->mapRectToParent(text->boundingRect()));
    return texts;
}

/// What a chart of one curve over x = 0 … 10 describes for a scenario whose value is `v`: its curve, a
/// text of B's and A's at the curve's end, a text only A's copy shows (drawn only where it differs from B's)
/// and one at the top of the plot.
ChartLayer describe(double v)
{
    ChartLayer layer;
    layer.curve(QStringLiteral("line"), QStringLiteral("line"), QPen(Qt::blue, 2), {{0, v}, {10, v}});
    layer.label(QStringLiteral("end"), QStringLiteral("v = %1").arg(v), {10, v}, Qt::black, true);
    ChartLayer::Item &own =
        layer.label(QStringLiteral("a-only"), QStringLiteral("dashed: the other, v = %1").arg(v), {2, v},
                    Qt::black, false);
    own.live = false;
    own.differentOnly = true;
    layer.label(QStringLiteral("top"), QStringLiteral("at the top"), {5, qInf()}, Qt::black, false).live =
        false;
    return layer;
}
} // namespace

class TestLayerPainter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void aLayersTextsAreDrawnForEachSideAsTheySay()
    {
        QChartView view;
        view.resize(900, 600);
        QChart *chart = view.chart();
        chart->legend()->hide();
        const auto [x, y] = charttest::addUnitAxes(chart);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        LayerPainter painter(chart);
        painter.setAxes(x, {y});
        QFont font;
        font.setPixelSize(14);

        // B alone: B's text, none of the texts only A's copy shows.
        const ChartLayer b = describe(0.25);
        painter.draw(b, nullptr, font);
        QHash<QString, QRectF> texts = shownTexts(chart);
        QCOMPARE(texts.keys(), QStringList{QStringLiteral("v = 0.25")});

        // A drawn: its copy of B's text says it is A's; its own texts say so already and are left as written.
        const ChartLayer a = describe(0.75);
        painter.draw(b, &a, font);
        texts = shownTexts(chart);
        QStringList shown = texts.keys();
        shown.sort();
        QCOMPARE(shown,
                 (QStringList{QStringLiteral("at the top"), QStringLiteral("dashed: the other, v = 0.75"),
                              QStringLiteral("v = 0.25"), QStringLiteral("v = 0.75 (pinned)")}));
        // Each beside its own point: A's below its anchor at y = 0.75, B's above its own at 0.25; the one at
        // +infinity just under the plot's top.
        const QRectF plot = chart->plotArea();
        const qreal aY = plot.bottom() - 0.75 * plot.height(), bY = plot.bottom() - 0.25 * plot.height();
        QVERIFY(qAbs(texts.value(QStringLiteral("dashed: the other, v = 0.75")).top() - (aY + 4)) < 1);
        QVERIFY(qAbs(texts.value(QStringLiteral("v = 0.25")).bottom() - (bY - 2)) < 1);
        QVERIFY(qAbs(texts.value(QStringLiteral("at the top")).top() - (plot.top() + 4)) < 1);
        // No text hides another.
        const QList<QRectF> boxes = texts.values();
        for (qsizetype i = 0; i < boxes.size(); ++i)
            for (qsizetype j = i + 1; j < boxes.size(); ++j)
                QVERIFY(!boxes.at(i).intersects(boxes.at(j)));

        // A text drawn only where it differs from B's is left out where A's says the same at the same place.
        const ChartLayer same = describe(0.25);
        painter.draw(b, &same, font);
        QVERIFY(!shownTexts(chart).contains(QStringLiteral("dashed: the other, v = 0.25")));

        // Unpinned: A's texts go.
        painter.draw(b, nullptr, font);
        QCOMPARE(shownTexts(chart).keys(), QStringList{QStringLiteral("v = 0.25")});
    }

    void aCurveIsGivenOnlyPointsThatChanged()
    {
        QChartView view;
        QChart *chart = view.chart();
        const auto [x, y] = charttest::addUnitAxes(chart);
        LayerPainter painter(chart);
        painter.setAxes(x, {y});
        const QFont font;
        painter.draw(describe(0.25), nullptr, font);
        auto *line = qobject_cast<QXYSeries *>(painter.series(QStringLiteral("line"), false));
        QVERIFY(line);
        QCOMPARE(line->points(), (QList<QPointF>{{0, 0.25}, {10, 0.25}}));
        // Qt Charts lays a series out again at each replace(), whether its points changed or not.
        QSignalSpy replaced(line, &QXYSeries::pointsReplaced), removed(line, &QXYSeries::pointsRemoved);
        painter.draw(describe(0.25), nullptr, font);
        QCOMPARE(replaced.count(), 0);
        painter.draw(describe(0.5), nullptr, font);
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(line->points(), (QList<QPointF>{{0, 0.5}, {10, 0.5}}));
        // A's copy, drawn then left out, is emptied once, not at every refresh after.
        const ChartLayer a = describe(0.75);
        painter.draw(describe(0.5), &a, font);
        auto *pinnedLine = qobject_cast<QXYSeries *>(painter.series(QStringLiteral("line"), true));
        QVERIFY(pinnedLine);
        QCOMPARE(pinnedLine->count(), 2);
        QSignalSpy pinnedReplaced(pinnedLine, &QXYSeries::pointsReplaced),
            pinnedRemoved(pinnedLine, &QXYSeries::pointsRemoved);
        painter.draw(describe(0.5), nullptr, font);
        painter.draw(describe(0.5), nullptr, font);
        QCOMPARE(pinnedLine->count(), 0);
        QCOMPARE(pinnedReplaced.count() + pinnedRemoved.count(), 1);
        QCOMPARE(replaced.count(), 1);
        QCOMPARE(removed.count(), 0);
    }
};

QTEST_MAIN(TestLayerPainter)
#include "tst_layerpainter.moc"
