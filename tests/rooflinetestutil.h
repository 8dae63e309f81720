#pragma once
// What the roofline chart's tests share: finding the course's operations, the chart's series and its labels,
// and whether labels overlap.
#include "charttestutil.h"
#include "rooflinechart.h"
#include "rooflinepoints.h"
#include "testutil.h"

#include <QChart>
#include <QGraphicsSimpleTextItem>
#include <QScatterSeries>
#include <QXYSeries>
#include <algorithm>
#include <cmath>

namespace rooflinetest {

using namespace infralab;

inline Operation op(const QList<RooflinePoint> &points, const QString &id)
{
    for (const RooflinePoint &p : points)
        if (p.id == id) return p.op;
    qFatal("no roofline point %s", qPrintable(id));
}

inline QList<QXYSeries *> seriesNamed(RooflineChart &chart, const QString &prefix)
{
    QList<QXYSeries *> found;
    for (QAbstractSeries *s : chart.chart()->series())
        if (s->objectName().startsWith(prefix)) found.append(qobject_cast<QXYSeries *>(s));
    return found;
}

/// The series of `prefix` drawn with points in them: A's series stay on the chart, empty, while nothing is
/// pinned.
inline QList<QXYSeries *> shownSeries(RooflineChart &chart, const QString &prefix)
{
    QList<QXYSeries *> found;
    for (QXYSeries *s : seriesNamed(chart, prefix))
        if (s->isVisible() && s->count() > 0) found.append(s);
    return found;
}

/// Every operation drawn, memory- and compute-bound alike.
inline QList<QPointF> operationPoints(RooflineChart &chart)
{
    QList<QPointF> points;
    for (const QString &name : {QStringLiteral("memory-bound"), QStringLiteral("compute-bound")})
        for (QXYSeries *s : seriesNamed(chart, name))
            points += s->points();
    return points;
}

inline bool hasX(const QList<QPointF> &points, double x)
{
    return std::any_of(points.cbegin(), points.cend(),
                       [x](QPointF p) { return std::abs(p.x() - x) < 1e-9 * x; });
}

inline QList<QGraphicsSimpleTextItem *> visibleLabels(RooflineChart &chart)
{
    QList<QGraphicsSimpleTextItem *> labels;
    for (QGraphicsItem *item : chart.chart()->childItems())
        if (item->data(0) == QStringLiteral("roofline-label") && item->isVisible())
            labels.append(static_cast<QGraphicsSimpleTextItem *>(item));
    return labels;
}

/// The first two labels whose boxes overlap, as "a / b", or nothing when every label stands clear (compared
/// with QCOMPARE, a failure shows the pair).
inline QString overlappingLabels(const QList<QGraphicsSimpleTextItem *> &labels)
{
    for (int i = 0; i < labels.size(); ++i)
        for (int j = i + 1; j < labels.size(); ++j)
            if (labels.at(i)->sceneBoundingRect().intersects(labels.at(j)->sceneBoundingRect()))
                return labels.at(i)->text() + " / " + labels.at(j)->text();
    return {};
}

/// The first label that the roof of `peak` (FLOP/s) and `bandwidth` (B/s) runs through, found by walking the
/// roof's two segments a pixel at a time, or nothing.
inline QString labelOnRoof(RooflineChart &chart, double peak, double bandwidth)
{
    QChart *c = chart.chart();
    QAbstractSeries *axes = c->series().first(); // every series of the chart is on the same two log axes
    const QList<QPointF> roof = {
        {0.1, 0.1 * bandwidth / 1e12}, {peak / bandwidth, peak / 1e12}, {1e5, peak / 1e12}};
    for (QGraphicsSimpleTextItem *label : visibleLabels(chart)) {
        const QRectF box = label->mapRectToParent(label->boundingRect());
        for (int i = 0; i + 1 < roof.size(); ++i) {
            const QLineF segment(c->mapToPosition(roof.at(i), axes), c->mapToPosition(roof.at(i + 1), axes));
            for (qreal t = 0; t <= 1; t += 1 / std::max<qreal>(1, segment.length()))
                if (box.contains(segment.pointAt(t))) return label->text();
        }
    }
    return {};
}

/// The first label closer than `clear` px to the ridge point's dot (at intensity `ridge`, the roof's `peak`
/// in FLOP/s: theorem 1's I* = P/β) or to the ridge's own label "I* = …", as "label: what it touches", or
/// nothing.
inline QString labelNearRidge(RooflineChart &chart, double ridge, double peak, qreal clear)
{
    auto *dot =
        qobject_cast<QScatterSeries *>(charttest::series<QAbstractSeries>(chart, QStringLiteral("ridge")));
    if (!dot) return QStringLiteral("no ridge dot");
    const QPointF centre = chart.chart()->mapToPosition({ridge, peak / 1e12}, dot);
    const qreal radius = dot->markerSize() / 2 + clear;
    const QRectF keepOff(centre - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius));
    const QList<QGraphicsSimpleTextItem *> labels = visibleLabels(chart);
    const auto isRidge = [](const QGraphicsSimpleTextItem *l) {
        return l->text().startsWith(QStringLiteral("I* = "));
    };
    const auto own = std::find_if(labels.begin(), labels.end(), isRidge);
    if (own == labels.end()) return QStringLiteral("no ridge label");
    const QRectF ridgeLabel =
        (*own)->mapRectToParent((*own)->boundingRect()).adjusted(-clear, -clear, clear, clear);
    for (const QGraphicsSimpleTextItem *label : labels) {
        if (isRidge(label)) continue;
        const QRectF box = label->mapRectToParent(label->boundingRect());
        if (box.intersects(keepOff)) return label->text() + QStringLiteral(": the ridge's dot");
        if (box.intersects(ridgeLabel)) return label->text() + QStringLiteral(": ") + (*own)->text();
    }
    return {};
}

} // namespace rooflinetest
