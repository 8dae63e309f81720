#pragma once
// Theorem 2 step by step: the ring all-reduce over the DP ranks of the cluster n = TP × PP × DP (at most 16
// drawn), each holding the gradients of its 1/(TP·PP) of the model and each rank's d
// chunks, the chunk each GPU sends at the current step (reduce-scatter accumulates, all-gather copies);
// beside it the time against the message size on NVLink and InfiniBand, with and without the latency per
// step, which shows why small gradients are sent in buckets. The curves are the chart's layer: with a pinned
// scenario A, A's two curves (with latency) are drawn dashed and A's bytes are in the caption, read from A's
// layer; the ring and its steps stay B's.
#include "chartview.h"

#include <QPixmap>
#include <vector>

namespace infralab {

class AllReduceChart : public NamedChart<AllReduceChart>
{
    /// layer(): the curves of `s` against the message size, its latency floor and its gradients' line.
    INFRALAB_CHART(AllReduceChart, "allreduce", QT_TR_NOOP("Ring all-reduce, step by step (theorem 2)"))

public:
    /// One chunk sent from a GPU to its successor on the ring at the current step.
    struct Transfer
    {
        int from = 0, to = 0, chunk = 0;
        bool accumulate = false; ///< reduce-scatter adds it to the receiver's chunk; all-gather overwrites it
    };

    /// True when the cluster has no data parallelism (DP = 1) but several GPUs: theorem 2 is then drawn on
    /// its n GPUs as if all were data-parallel, and the captions say so.
    static bool showsWholeCluster(const Scenario &s);
    int nodes() const { return m_nodes; } ///< ranks drawn on the ring: the DP degree, at most 16
    int stepCount() const { return 2 * (m_nodes - 1); }
    int step() const { return m_step; }
    /// 0 is the start (each GPU holds only its own gradients); 1 … n − 1 reduce-scatter, n … 2(n − 1)
    /// all-gather. Clamped to that range.
    void setStep(int step);

    QList<Transfer> transfers() const { return m_transfers; } ///< what moves at the current step
    /// How many GPUs' gradients are summed in `chunk` as held by `node` after the current step (1 … n).
    int contributions(int node, int chunk) const;
    /// "Step 3 of 14 — reduce-scatter: …", then the bytes each GPU sends against the lower bound.
    QString caption() const;
    QString bytesText() const;       ///< the caption's line of bytes (B's)
    QString pinnedBytesText() const; ///< the caption's line of A's bytes, empty when nothing is pinned

Q_SIGNALS:
    void stepCountChanged(int count);
    void stepChanged(int step);

protected:
    void layerDrawn() override { placeTexts(); }
    /// A's curves are named in a note of the chart's own, A's bytes in the caption.
    bool namesPinnedInTitle() const override { return false; }
    void resizeEvent(QResizeEvent *event) override;
    /// The ring is painted here, in the chart's left margin: it is a diagram, not a series.
    void drawForeground(QPainter *painter, const QRectF &exposed) override;

private:
    void replaySteps();
    void updateTexts();
    /// The last decade of the size axis: 10 GB, or further for the larger gradients of B or A.
    double largestDecade() const;
    /// The axes' ranges, from both layers' curves, and the texts on the plot.
    void updateAxes();
    /// Labels every decade of the axis ("1 kB", "10 kB", …), or every third when they would overlap.
    void setDecadeLabels(QCategoryAxis *axis, bool bytes);
    void updateMargins();
    void placeTexts();
    void paintRing(QPainter *painter, const QRectF &area) const;
    /// What the ring's picture depends on besides the chart's state: its room, the language and the profile.
    QString ringKey(const QRectF &area) const;

    int m_nodes = 1, m_step = 0, m_gpus = 1;
    bool m_wholeCluster = false;      ///< DP = 1: theorem 2 drawn on the n GPUs as if all were data-parallel
    std::vector<int> m_contributions; ///< node · n + chunk
    QList<Transfer> m_transfers;
    double m_gradientBytes = 0;
    QString m_captionText; ///< unwrapped
    QString m_bytesText, m_pinnedBytesText;
    QCategoryAxis *m_sizeAxis, *m_timeAxis;
    /// The ring as last painted on screen, and ringKey() then: most slider steps leave it as it was.
    QPixmap m_ring;
    QString m_ringKey;
    QGraphicsSimpleTextItem *m_caption, *m_floorLabel, *m_boundLabel, *m_gradientLabel, *m_message;
};

} // namespace infralab
