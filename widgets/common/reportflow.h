#pragma once
// What the lab report's files share (reportwriter.cpp, widgets/lab/labreport.cpp): the page, its fonts and
// the Flow that lays blocks down A4 pages.
#include "format.h"

#include <QCoreApplication>
#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPdfWriter>

namespace infralab::report_detail {

class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

constexpr int kDpi = 300;
constexpr qreal kSideMm = 18, kTopMm = 15, kBottomMm = 12, kFooterMm = 9;
// Charts are laid out this wide, then scaled to the page: their 11 pt labels print at about 8 pt.
constexpr int kChartLayoutWidth = 900;
inline const QColor kHeadingColour(25, 65, 120), kGrey(90, 90, 90), kRule(190, 190, 190),
    kShade(228, 234, 243);

inline QFont font(qreal points, bool bold = false, bool italic = false)
{
    QFont f;
    // Without shaping there are no ligatures: the PDF's text stays searchable and copies as typed ("fl", not
    // "ﬂ").
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setBold(bold);
    f.setItalic(italic);
    return f;
}

/// Flows blocks down A4 pages: measures each block, starts a page when it does not fit and draws the footer.
/// The report is laid out twice, first without a painter to count the pages, so the footer can say "of N".
class Flow
{
public:
    Flow(QPdfWriter *writer, QPainter *painter, int pageCount, const QString &footer)
        : m_writer(writer), m_painter(painter), m_pageCount(pageCount), m_footer(footer)
    {
        const QRectF page = writer->pageLayout().fullRectPixels(kDpi);
        m_area = page.adjusted(mm(kSideMm), mm(kTopMm), -mm(kSideMm), -mm(kBottomMm + kFooterMm));
        m_y = m_area.top();
        drawFooter();
    }

    static qreal mm(qreal v) { return v * kDpi / 25.4; }
    QPainter *painter() const { return m_painter; } ///< null while counting pages
    const QRectF &area() const { return m_area; }
    qreal y() const { return m_y; }
    int pages() const { return m_page; }
    void advance(qreal height) { m_y += height; }

    void newPage()
    {
        if (m_painter) m_writer->newPage();
        ++m_page;
        m_y = m_area.top();
        drawFooter();
    }

    /// Starts a page unless `height` still fits below (a block taller than a page starts at the top).
    void ensure(qreal height)
    {
        if (m_y > m_area.top() && m_y + height > m_area.bottom() + 1) newPage();
    }

    qreal measure(const QString &text, const QFont &f, qreal width) const
    {
        return QFontMetricsF(f, m_writer)
            .boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap | Qt::AlignLeft, text)
            .height();
    }

    void paragraph(const QString &text, const QFont &f, qreal after, const QColor &colour = Qt::black,
                   qreal indent = 0)
    {
        const qreal h = measure(text, f, m_area.width() - indent);
        ensure(h);
        if (m_painter) {
            m_painter->setFont(f);
            m_painter->setPen(colour);
            m_painter->drawText(QRectF(m_area.left() + indent, m_y, m_area.width() - indent, h),
                                Qt::TextWordWrap | Qt::AlignLeft, text);
        }
        m_y += h + after;
    }

    /// A section title, kept with at least `keepWith` of what follows.
    void heading(const QString &text, qreal keepWith)
    {
        const QFont f = font(15, true);
        ensure(measure(text, f, m_area.width()) + mm(3) + keepWith);
        if (m_y > m_area.top()) m_y += mm(3);
        paragraph(text, f, mm(3), kHeadingColour);
    }

    /// `rows` starts with the header, which repeats on each page; `shares` are of the text width, `aligns`
    /// default to the left. Body rows flagged in `bold` are the ones the reader looks for (the scenario's
    /// batch).
    void table(const QList<qreal> &shares, const QList<Qt::Alignment> &aligns, const QList<QStringList> &rows,
               const QList<bool> &bold = {})
    {
        if (rows.isEmpty()) return;
        const qreal pad = mm(1.2);
        const QStringList &headers = rows.first();
        auto rowHeight = [&](const QStringList &cells, const QFont &f) {
            qreal h = 0;
            for (qsizetype i = 0; i < cells.size(); ++i)
                h = std::max(h, measure(cells[i], f, shares.value(i) * m_area.width() - 2 * pad));
            return h + 2 * pad;
        };
        auto drawRow = [&](const QStringList &cells, const QFont &f, qreal h, const QColor &fill) {
            if (!m_painter) return;
            if (fill.isValid()) m_painter->fillRect(QRectF(m_area.left(), m_y, m_area.width(), h), fill);
            m_painter->setFont(f);
            m_painter->setPen(Qt::black);
            qreal x = m_area.left();
            for (qsizetype i = 0; i < cells.size(); ++i) {
                const qreal w = shares.value(i) * m_area.width();
                m_painter->drawText(QRectF(x + pad, m_y + pad, w - 2 * pad, h - 2 * pad),
                                    Qt::TextWordWrap | aligns.value(i, Qt::AlignLeft) | Qt::AlignTop,
                                    cells[i]);
                x += w;
            }
            m_painter->setPen(QPen(kRule, mm(0.15)));
            m_painter->drawLine(QPointF(m_area.left(), m_y + h), QPointF(m_area.right(), m_y + h));
        };
        const QFont headerFont = font(8.5, true), cellFont = font(8.5), boldFont = font(8.5, true);
        const qreal headerHeight = rowHeight(headers, headerFont);
        auto header = [&] {
            drawRow(headers, headerFont, headerHeight, kShade);
            m_y += headerHeight;
        };
        ensure(headerHeight + (rows.size() > 1 ? rowHeight(rows.at(1), cellFont) : 0));
        header();
        for (qsizetype r = 1; r < rows.size(); ++r) {
            const bool strong = bold.value(r - 1);
            const QFont &f = strong ? boldFont : cellFont;
            const qreal h = rowHeight(rows[r], f);
            if (m_y + h > m_area.bottom() + 1) {
                newPage();
                header();
            }
            drawRow(rows[r], f, h, strong ? kShade.lighter(104) : QColor());
            m_y += h;
        }
        m_y += mm(4);
    }

private:
    void drawFooter()
    {
        if (!m_painter) return;
        const QRectF r(m_area.left(), m_area.bottom() + mm(4), m_area.width(), mm(kFooterMm - 4));
        m_painter->setPen(QPen(kRule, mm(0.15)));
        m_painter->drawLine(r.topLeft(), r.topRight());
        m_painter->setFont(font(8));
        m_painter->setPen(kGrey);
        m_painter->drawText(r, Qt::AlignLeft | Qt::AlignVCenter, m_footer);
        m_painter->drawText(
            r, Qt::AlignRight | Qt::AlignVCenter,
            ReportWriter::tr("Page %1 of %2").arg(Format::fixed(m_page, 0), Format::fixed(m_pageCount, 0)));
    }

    QPdfWriter *m_writer;
    QPainter *m_painter;
    int m_pageCount;
    QString m_footer;
    QRectF m_area;
    qreal m_y = 0;
    int m_page = 1;
};

} // namespace infralab::report_detail
