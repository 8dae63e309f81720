// BarPainter and the texts of a layer's bars: B's bars alone take each category; A's stand hatched beside
// them, first in reading order; texts move onto their own bar and take their letter. Every expected number
// is the layer's own input or Qt's rule for bar series side by side (each of two gets half the category).
#include "barpainter.h"
#include "categoryfit.h"
#include "comparison.h"
#include "flowlegend.h"
#include "layerpainter.h"
#include "testutil.h"

#include <QAbstractBarSeries>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QGraphicsSimpleTextItem>
#include <QLegend>
#include <QLineSeries>
#include <QSignalSpy>
#include <QTest>
#include <QValueAxis>
#include <QXYSeries>

using namespace infralab;

namespace {
/// Two categories, two components: the smallest bars that show the stacking and the pairing.
ChartLayer twoBars(Qt::Orientation orientation, double scale, const QString &second)
{
    ChartLayer layer;
    layer.bars(QStringLiteral("cost"), orientation, {QStringLiteral("P"), second},
               {{QStringLiteral("a"), QStringLiteral("Part a"), Qt::blue, {}, {1 * scale, 2 * scale}},
                {QStringLiteral("b"), QStringLiteral("Part b"), Qt::red, {}, {0, 0}, false}});
    return layer;
}

/// A chart with a category axis and a value axis, columns (x = categories) or rows (y = categories).
struct Fixture
{
    QChartView view; // shown: a legend marker is visible only on a shown chart
    QChart &chart = *view.chart();
    QBarCategoryAxis *categories = new QBarCategoryAxis;
    QValueAxis *values = new QValueAxis;
    BarPainter painter{&chart};

    explicit Fixture(Qt::Orientation orientation)
    {
        view.resize(600, 400);
        view.show();
        const bool columns = orientation == Qt::Vertical;
        chart.addAxis(categories, columns ? Qt::AlignBottom : Qt::AlignLeft);
        chart.addAxis(values, columns ? Qt::AlignLeft : Qt::AlignBottom);
        if (columns)
            painter.setAxes(categories, {values});
        else
            painter.setAxes(values, {categories});
    }
    QAbstractBarSeries *named(const QString &name) const
    {
        for (QAbstractSeries *s : chart.series())
            if (s->objectName() == name) return qobject_cast<QAbstractBarSeries *>(s);
        return nullptr;
    }
    /// Makes and fills the bars as ChartView does at a refresh.
    void draw(const ChartLayer &live, const ChartLayer *pinned)
    {
        painter.create(live);
        painter.draw(live, pinned);
    }
    QBarSet *set(const QString &series, int index) const { return named(series)->barSets().at(index); }
    QStringList visibleLegend(QAbstractBarSeries *series) const
    {
        QCoreApplication::sendPostedEvents(); // the legend lays its markers out on a posted event
        QStringList labels;
        for (QLegendMarker *marker : chart.legend()->markers(series))
            if (shownInLegend(marker)) labels << marker->label();
        return labels;
    }
};
} // namespace

class TestBarPainter : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void liveBarsAloneTakeTheCategory()
    {
        Fixture f(Qt::Vertical);
        f.draw(twoBars(Qt::Vertical, 1, QStringLiteral("Q")), nullptr);
        QCOMPARE(f.chart.series().size(), 1);
        QAbstractBarSeries *bars = f.named(QStringLiteral("cost"));
        QVERIFY(bars);
        QCOMPARE(f.painter.series(QStringLiteral("cost")), bars);
        QCOMPARE(bars->barWidth(), 0.6);
        QCOMPARE(f.set(QStringLiteral("cost"), 0)->at(1), 2.0);
        QCOMPARE(f.set(QStringLiteral("cost"), 0)->color(), QColor(Qt::blue));
        QCOMPARE(f.categories->categories(), (QStringList{"P", "Q"}));
        // Part b is zero everywhere and asked for no entry then.
        QCOMPARE(f.visibleLegend(bars), QStringList{QStringLiteral("Part a")});
    }

    void pinnedColumnsStandLeftOfLive()
    {
        Fixture f(Qt::Vertical);
        const ChartLayer live = twoBars(Qt::Vertical, 1, QStringLiteral("Q"));
        const ChartLayer pinned = twoBars(Qt::Vertical, 3, QStringLiteral("R"));
        f.draw(live, &pinned);
        QAbstractBarSeries *a = f.named(QStringLiteral("pinned-cost")), *b = f.named(QStringLiteral("cost"));
        QVERIFY(a && b);
        // Qt puts the first bar series added on the left of each category.
        QVERIFY(f.chart.series().indexOf(a) < f.chart.series().indexOf(b));
        QCOMPARE(a->barWidth(), 0.8);
        QCOMPARE(b->barWidth(), 0.8);
        QCOMPARE(f.set(QStringLiteral("pinned-cost"), 0)->objectName(), QStringLiteral("pinned-a"));
        QCOMPARE(f.set(QStringLiteral("pinned-cost"), 0)->at(1), 6.0);
        QCOMPARE(f.set(QStringLiteral("pinned-cost"), 0)->brush().style(), ab::pinnedBrush(Qt::blue).style());
        // A's name of the second category differs: it follows B's, led by the pinned scenario's name.
        QCOMPARE(f.categories->categories(), (QStringList{"P", "Q<br>Pinned: R"}));
        // One legend entry stands for all of A's bars.
        QCOMPARE(f.visibleLegend(a), QStringList{ab::pinnedName()});

        f.painter.draw(live, nullptr);
        QVERIFY(!f.chart.series().contains(a));
        QCOMPARE(b->barWidth(), 0.6);
        QCOMPARE(f.categories->categories(), (QStringList{"P", "Q"}));
    }

    void redrawReplacesOnlyTheValuesThatChanged()
    {
        // Qt Charts lays every bar out again at each value replaced: a redraw gives a set only its changed
        // values, and ends with the values of the new layer all the same.
        Fixture f(Qt::Vertical);
        const ChartLayer once = twoBars(Qt::Vertical, 1, QStringLiteral("Q"));
        f.draw(once, nullptr);
        QBarSet *a = f.set(QStringLiteral("cost"), 0), *b = f.set(QStringLiteral("cost"), 1);
        QSignalSpy aChanged(a, &QBarSet::valueChanged), bChanged(b, &QBarSet::valueChanged);
        f.draw(once, nullptr);
        QCOMPARE(aChanged.size() + bChanged.size(), 0);
        // Part a from {1, 2} to {3, 6}; part b stays {0, 0}.
        f.draw(twoBars(Qt::Vertical, 3, QStringLiteral("Q")), nullptr);
        QCOMPARE(aChanged.size(), 2);
        QCOMPARE(bChanged.size(), 0);
        QCOMPARE(a->at(0), 3.0);
        QCOMPARE(a->at(1), 6.0);
        QCOMPARE(b->at(0), 0.0);
        QCOMPARE(b->at(1), 0.0);

        // With A pinned: A's sets, its key's zeros among them, are left as they are by the same layers again.
        const ChartLayer pinned = twoBars(Qt::Vertical, 2, QStringLiteral("R"));
        f.draw(once, &pinned);
        QList<QSignalSpy *> spies;
        for (QBarSet *set : f.named(QStringLiteral("pinned-cost"))->barSets())
            for (auto signal : {&QBarSet::valuesAdded, &QBarSet::valuesRemoved})
                spies.append(new QSignalSpy(set, signal));
        for (QBarSet *set : f.named(QStringLiteral("pinned-cost"))->barSets())
            spies.append(new QSignalSpy(set, &QBarSet::valueChanged));
        f.draw(once, &pinned);
        qsizetype emitted = 0;
        for (QSignalSpy *spy : std::as_const(spies))
            emitted += spy->size();
        qDeleteAll(spies);
        QCOMPARE(emitted, 0);
        QCOMPARE(f.set(QStringLiteral("pinned-cost"), 0)->at(1), 4.0);
    }

    void sideBySideCategoriesReadAsTheBarsStand()
    {
        // The Training memory chart's counts: "ZeRO-1" over B's 8, A's 32 on the left as A's bar stands.
        Fixture f(Qt::Vertical);
        ChartLayer live = twoBars(Qt::Vertical, 1, QStringLiteral("Z<br>8"));
        ChartLayer pinned = twoBars(Qt::Vertical, 3, QStringLiteral("Z<br>32"));
        for (ChartLayer *layer : {&live, &pinned}) {
            layer->items.first().categoriesSideBySide = true;
            layer->items.first().shortCategories = {QStringLiteral("P"), QStringLiteral("Z")};
        }
        pinned.items.first().shortCategories[0] = QStringLiteral("P2");
        f.draw(live, &pinned);
        QCOMPARE(f.categories->categories(), (QStringList{"P", "Z<br>32 · 8"}));
        // The shorter form merges alike, for the fit to show where the labels do not fit whole.
        QCOMPARE(categoryfit::shortForm(f.categories), (QStringList{"P2 · P", "Z"}));
        f.painter.draw(live, nullptr);
        QCOMPARE(categoryfit::shortForm(f.categories), (QStringList{"P", "Z"}));
    }

    void pinnedRowsStandAboveLive()
    {
        Fixture f(Qt::Horizontal);
        const ChartLayer pinned = twoBars(Qt::Horizontal, 3, QStringLiteral("Q"));
        f.draw(twoBars(Qt::Horizontal, 1, QStringLiteral("Q")), &pinned);
        // Rows: the series added last takes the upper half of each row, where A is read first.
        QVERIFY(f.chart.series().indexOf(f.named(QStringLiteral("cost"))) <
                f.chart.series().indexOf(f.named(QStringLiteral("pinned-cost"))));
    }

    void linesStayOverTheBars()
    {
        Fixture f(Qt::Vertical);
        auto *line = new QLineSeries;
        const ChartLayer live = twoBars(Qt::Vertical, 1, QStringLiteral("Q"));
        f.painter.create(live);
        f.chart.addSeries(line);
        const ChartLayer pinned = live;
        f.painter.draw(live, &pinned);
        QCOMPARE(f.chart.series().last(), line);
    }

    void textsMoveOntoTheirBarAndTakeTheirLetter()
    {
        ChartLayer live, pinned;
        live.text(QStringLiteral("t"), QStringLiteral("12 s"), 1, 12, Qt::black).showsChange = true;
        pinned.text(QStringLiteral("t"), QStringLiteral("16 s"), 1, 16, Qt::black).shortName =
            QStringLiteral("16");
        const QList<LayerText> alone = layerTexts(live, nullptr);
        QCOMPARE(alone.size(), 1);
        QCOMPARE(alone.first().anchor, QPointF(1, 12));
        QCOMPARE(alone.first().text, QStringLiteral("12 s"));
        QVERIFY(!alone.first().paired);

        const QList<LayerText> both = layerTexts(live, &pinned);
        QCOMPARE(both.size(), 2);
        // Columns: each of two bars is centred a quarter of the category from its middle, A on the left.
        QCOMPARE(both.at(0).anchor, QPointF(1.25, 12));
        QCOMPARE(both.at(1).anchor, QPointF(0.75, 16));
        QVERIFY(both.at(0).paired && !both.at(0).pinnedSide && both.at(1).pinnedSide);
        // B's change from A's: (12 − 16) / 16 = −25 %.
        // Words, not letters: "B: 12 s" would read as "at batch B" in the course's notation.
        QVERIFY2(both.at(0).text.startsWith(QStringLiteral("Current: 12 s (−25")) &&
                     both.at(0).text.endsWith(QStringLiteral("vs pinned)")),
                 qPrintable(both.at(0).text));
        QCOMPARE(both.at(0).shortText, QStringLiteral("12 s")); // the value, attributed by the hatching
        QCOMPARE(both.at(1).text, QStringLiteral("Pinned: 16 s"));
        QCOMPARE(both.at(1).shortText, QStringLiteral("16")); // A's too: its bar is hatched
    }

    void rowTextsPutAAbove()
    {
        ChartLayer live, pinned;
        live.text(QStringLiteral("t"), QStringLiteral("x"), 0, 5, Qt::black, Qt::Horizontal);
        pinned.text(QStringLiteral("t"), QStringLiteral("y"), 0, 7, Qt::black, Qt::Horizontal);
        const QList<LayerText> both = layerTexts(live, &pinned);
        QCOMPARE(both.at(0).anchor, QPointF(5, -0.25));
        QCOMPARE(both.at(1).anchor, QPointF(7, 0.25));
    }

    void framesOutlineTheirOwnColumn()
    {
        ChartLayer layer = twoBars(Qt::Vertical, 1, QStringLiteral("Q"));
        layer.frame(QStringLiteral("f"), QStringLiteral("over"), QPen(Qt::red), 1, 5);
        layer.frame(QStringLiteral("g"), QStringLiteral("fits"), QPen(Qt::red), 0, 2).visible = false;
        ChartLayer alone = layer, pinned = layer;
        placeOnBars(alone, false, false);
        // Alone: the bar's width 0.6 around category 1, from 0 to 5.
        QCOMPARE(alone.items.at(1).kind, ChartLayer::Item::Kind::Curve);
        QCOMPARE(alone.items.at(1).points,
                 (QList<QPointF>{{0.7, 0}, {0.7, 5}, {1.3, 5}, {1.3, 0}, {0.7, 0}}));
        QVERIFY(alone.items.at(2).points.isEmpty());
        // A beside B: half of the pair's 0.8, centred a quarter left of the category's middle.
        placeOnBars(pinned, true, true);
        QCOMPARE(pinned.items.at(1).points.at(0).x(), 0.55);
        QCOMPARE(pinned.items.at(1).points.at(2).x(), 0.95);
    }

    void rowFramesLieAlongTheirRow()
    {
        ChartLayer layer = twoBars(Qt::Horizontal, 1, QStringLiteral("Q"));
        layer.frame(QStringLiteral("f"), QStringLiteral("over"), QPen(Qt::red), 1, 5);
        placeOnBars(layer, true, true);
        // Rows: the value along x; A's bar is the upper one, half of the pair's 0.8 a quarter above row 1's
        // middle.
        QCOMPARE(layer.items.at(1).points,
                 (QList<QPointF>{{0, 1.05}, {5, 1.05}, {5, 1.45}, {0, 1.45}, {0, 1.05}}));
    }

    void rulesAcrossACategoryStayOnTheirOwnBar()
    {
        ChartLayer layer = twoBars(Qt::Horizontal, 1, QStringLiteral("Q"));
        layer
            .rule(QStringLiteral("limit"), QStringLiteral("limit"), QPen(Qt::red), 4, Qt::Vertical,
                  ChartLayer::LabelEnd::End, Qt::red)
            .barCategory = 1;
        layer.rule(QStringLiteral("plot"), QStringLiteral("plot"), QPen(Qt::red), 3, Qt::Vertical,
                   ChartLayer::LabelEnd::None, Qt::red);
        ChartLayer alone = layer, live = layer, pinned = layer;
        placeOnBars(alone, false, false);
        // Alone: row 1 from one edge to the other; a line across the plot keeps the plot's span.
        QCOMPARE(*alone.items.at(1).extent, std::pair(0.5, 1.5));
        QVERIFY(!alone.items.at(2).extent);
        // A's bar above B's: each line on its own half of row 1.
        placeOnBars(live, false, true);
        placeOnBars(pinned, true, true);
        QCOMPARE(*live.items.at(1).extent, std::pair(0.5, 1.0));
        QCOMPARE(*pinned.items.at(1).extent, std::pair(1.0, 1.5));
        // Columns: A's bar left of B's, so A's half is the left one.
        ChartLayer columns = twoBars(Qt::Vertical, 1, QStringLiteral("Q"));
        columns
            .rule(QStringLiteral("limit"), QStringLiteral("limit"), QPen(Qt::red), 4, Qt::Horizontal,
                  ChartLayer::LabelEnd::End, Qt::red)
            .barCategory = 0;
        placeOnBars(columns, true, true);
        QCOMPARE(*columns.items.at(1).extent, std::pair(-0.5, 0.0));
    }

    void ruleAcrossItsBarIsDrawnOnItsHalf()
    {
        Fixture f(Qt::Horizontal);
        LayerPainter lines(&f.chart);
        lines.setAxes(f.values, {f.categories});
        f.values->setRange(0, 10);
        ChartLayer live = twoBars(Qt::Horizontal, 1, QStringLiteral("Q"));
        ChartLayer::Item &limit =
            live.rule(QStringLiteral("limit"), QStringLiteral("usable 4"), QPen(Qt::red), 4, Qt::Vertical,
                      ChartLayer::LabelEnd::End, Qt::red);
        limit.legendName = QStringLiteral("Usable");
        limit.inLegend = true;
        limit.barCategory = 1;
        // The same limit for A: on its own half it does not lie on B's, so it is drawn too.
        ChartLayer pinned = live;
        placeOnBars(live, false, true);
        placeOnBars(pinned, true, true);
        f.draw(live, &pinned);
        lines.draw(live, &pinned, QFont());
        auto *b = qobject_cast<QXYSeries *>(lines.series(QStringLiteral("limit")));
        auto *a = qobject_cast<QXYSeries *>(lines.series(QStringLiteral("limit"), true));
        QVERIFY(a && b);
        QCOMPARE(b->points(), (QList<QPointF>{{4, 0.5}, {4, 1}}));
        QCOMPARE(a->points(), (QList<QPointF>{{4, 1}, {4, 1.5}}));
        QVERIFY(a->isVisible());
        // The legend names what the line is, B's entry tagged; the text on the plot is B's unless tagged A's.
        QCOMPARE(b->name(), ab::tagged(QStringLiteral("Usable"), false));
        QStringList texts;
        QList<QGraphicsSimpleTextItem *> items;
        for (QGraphicsItem *item : f.chart.childItems())
            if (auto *text = qgraphicsitem_cast<QGraphicsSimpleTextItem *>(item); text && text->isVisible()) {
                texts << text->text();
                items << text;
            }
        QCOMPARE(texts,
                 (QStringList{QStringLiteral("usable 4"), ab::tagged(QStringLiteral("usable 4"), true)}));
        // Placed through B's line though the layer has no curve: each text under the top of its own line, in
        // its own half of the row, so that neither crosses into the other's bar.
        QCoreApplication::processEvents();
        lines.placeLabels();
        const qreal middle = f.chart.mapToPosition(QPointF(4, 1), b).y();
        const qreal top = f.chart.mapToPosition(QPointF(4, 1.5), b).y();
        QVERIFY(items.at(0)->sceneBoundingRect().top() >= middle);
        QVERIFY(items.at(1)->sceneBoundingRect().top() >= top);
        QVERIFY(items.at(1)->sceneBoundingRect().bottom() <= middle);

        lines.draw(live, nullptr, QFont());
        QVERIFY(!a->isVisible());
        QCOMPARE(b->name(), QStringLiteral("Usable"));
    }

    void headlinesOneLineEach()
    {
        ChartLayer live, pinned;
        QVERIFY(layerHeadline(live, nullptr).isEmpty());
        live.headline = QStringLiteral("fits <80 GB>");
        pinned.headline = QStringLiteral("does not fit");
        pinned.headlineColour = QColor(200, 0, 0);
        // Plain text (the headline escapes nothing it is given), each line in its side's colour.
        QCOMPARE(layerHeadline(live, nullptr), (Headline{{QStringLiteral("fits <80 GB>"), QColor()}}));
        QCOMPARE(layerHeadline(live, &pinned),
                 (Headline{{QStringLiteral("Current: fits <80 GB>"), QColor()},
                           {QStringLiteral("Pinned: does not fit"), QColor(200, 0, 0)}}));
    }
};

QTEST_MAIN(TestBarPainter)
#include "tst_barpainter.moc"
