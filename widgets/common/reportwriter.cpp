#include "reportwriter.h"
#include "servingscenario.h"

#include "atomicfile.h"
#include "comparison.h"
#include "format.h"
#include "formulas.h"
#include "language.h"
#include "scenario.h"
#include "svgexport.h"
#include "tableexport.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDateTime>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <cmath>

namespace infralab {

namespace {

class ReportWriter
{
    Q_DECLARE_TR_FUNCTIONS(ReportWriter)
};

constexpr int kDpi = 300;
constexpr qreal kSideMm = 18, kTopMm = 15, kBottomMm = 12, kFooterMm = 9;
// Charts are laid out this wide, then scaled to the page: their 11 pt labels print at about 8 pt.
constexpr int kChartLayoutWidth = 900;
const QColor kHeadingColour(25, 65, 120), kGrey(90, 90, 90), kRule(190, 190, 190), kShade(228, 234, 243);

QFont font(qreal points, bool bold = false, bool italic = false)
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

/// What the pinned and the current scenario are, the inputs that tell them apart, and each view's headline
/// figures for both.
void comparisonSection(Flow &flow, const Scenario &s)
{
    flow.paragraph(ab::describePinned(s), font(13), Flow::mm(1));
    flow.paragraph(ab::labelled(exportCaption(s), false), font(13), Flow::mm(2));
    flow.paragraph(
        ReportWriter::tr(
            "“Pinned” is the scenario pinned for comparison; “Current” is the live one, whose inputs "
            "and charts follow. Charts draw the pinned scenario dashed or hatched beside the "
            "current one."),
        font(10), Flow::mm(4), kGrey);
    const QList<QStringList> differ = inputsDifferenceText(s);
    flow.heading(ReportWriter::tr("Inputs that differ between the pinned and the current scenario"),
                 Flow::mm(15));
    if (differ.size() < 2)
        flow.paragraph(ReportWriter::tr("None: the pinned and the current scenario have the same inputs."),
                       font(10), Flow::mm(4));
    else
        flow.table({0.36, 0.16, 0.16, 0.32}, {}, differ); // keys have no space to wrap at
    flow.heading(ReportWriter::tr("Headline figures, pinned against current"), Flow::mm(15));
    const Qt::Alignment right = Qt::AlignRight;
    flow.table({0.46, 0.18, 0.18, 0.18}, {Qt::AlignLeft, right, right, right}, headlineComparisonText(s));
}

void inputsSection(Flow &flow, const Scenario &s, const QString &date)
{
    flow.paragraph(ReportWriter::tr("InfraLab report"), font(24, true), Flow::mm(2), kHeadingColour);
    flow.paragraph(date, font(10), Flow::mm(4), kGrey);
    if (s.comparison().pinned())
        comparisonSection(flow, s);
    else
        flow.paragraph(exportCaption(s), font(13), Flow::mm(6));
    const QList<qreal> shares = {0.44, 0.22, 0.34};
    const QList<QStringList> changed = inputsTableText(s, true);
    flow.heading(ReportWriter::tr("Inputs changed from the course"), Flow::mm(15));
    if (changed.size() < 2)
        flow.paragraph(ReportWriter::tr("None: every input has the value of the course's worked examples."), font(10),
                       Flow::mm(4));
    else
        flow.table(shares, {}, changed);
    flow.heading(ReportWriter::tr("All inputs"), Flow::mm(15));
    flow.table(shares, {}, inputsTableText(s, false));
}

void chartSection(Flow &flow, Scenario *s, const ReportCharts &charts)
{
    if (charts.isEmpty()) return;
    flow.newPage();
    flow.heading(ReportWriter::tr("Charts"), 0);
    // Two charts per page: the first chart page also holds the heading.
    const qreal slot = (flow.area().bottom() - flow.y()) / 2;
    // A pinned scenario gives each figure two caption lines, "A: …" above "B: …", each of which may wrap.
    const qreal titleHeight = Flow::mm(11), captionHeight = Flow::mm(s->comparison().pinned() ? 14 : 6),
                gap = Flow::mm(4);
    int number = 0;
    for (const auto &[name, make] : charts) {
        flow.ensure(slot);
        ++number;
        if (QPainter *p = flow.painter()) {
            const QRectF chart(flow.area().left(), flow.y() + titleHeight, flow.area().width(),
                               slot - titleHeight - captionHeight - gap);
            const QSize layout(kChartLayoutWidth, qRound(kChartLayoutWidth * chart.height() / chart.width()));
            QStringList caption;
            const QString title = paintChart(p, make, s, chart, layout, &caption);
            p->setFont(font(12, true));
            p->setPen(Qt::black);
            p->drawText(QRectF(chart.left(), flow.y(), chart.width(), titleHeight - Flow::mm(1)),
                        Qt::AlignLeft | Qt::AlignBottom | Qt::TextWordWrap, title);
            p->setFont(font(8.5, false, true));
            p->setPen(kGrey);
            p->drawText(QRectF(chart.left(), chart.bottom() + Flow::mm(1), chart.width(), captionHeight),
                        Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                        ReportWriter::tr("Figure %1 (%2): %3").arg(Format::fixed(number, 0), name, caption.join(u'\n')));
        }
        flow.advance(slot);
    }
}

void servingSection(Flow &flow, const Scenario &s)
{
    flow.newPage();
    flow.heading(ReportWriter::tr("Serving table (course section 03)"), Flow::mm(40));
    const ServingInputs in = servingInputs(s);
    flow.paragraph(
        ReportWriter::tr("%1 at %2 per hour, %3 prompt tokens and %4 output tokens per request. The scenario's "
              "batch is in bold.")
            .arg(s.device().name(language::current()), Format::euros(s.device().pricePerHour, 2),
                 Format::fixed(in.promptTokens, 0), Format::fixed(in.outputTokens, 0)),
        font(10), Flow::mm(3));
    const Qt::Alignment right = Qt::AlignRight;
    QList<bool> bold;
    for (const ServingRow &r : servingTableRows(s))
        bold.append(r.current);
    flow.table({0.1, 0.12, 0.14, 0.14, 0.18, 0.14, 0.18},
               {right, Qt::AlignHCenter, right, right, right, right, right}, servingTableText(s), bold);
}

/// The substitution template with each {symbol} replaced by its formatted value (as the formula panel).
QString substituted(const Formula &f)
{
    static const QRegularExpression placeholder(QStringLiteral("\\{([^{}]*)\\}"));
    QString text;
    qsizetype from = 0;
    for (const QRegularExpressionMatch &m : placeholder.globalMatch(f.substitution)) {
        text += f.substitution.mid(from, m.capturedStart() - from);
        for (const FormulaInput &in : f.inputs)
            if (in.symbol == m.captured(1)) text += displayValue(in.value, in.unit);
        from = m.capturedEnd();
    }
    return text + f.substitution.mid(from);
}

void formulaSection(Flow &flow, const Scenario &s)
{
    flow.heading(ReportWriter::tr("Figures and formulas"), Flow::mm(30));
    const QFont titleFont = font(11, true), body = font(10.5), result = font(10.5, true),
                source = font(8.5, false, true);
    const qreal indent = Flow::mm(5), w = flow.area().width() - indent;
    for (const QString &key : formulaKeys()) {
        const std::optional<Formula> f = formulaFor(key, s);
        if (!f) continue;
        const QString title = QCoreApplication::translate("Formulas", f->title) % u"  (" % key % u')';
        const QString subst = u"= " % substituted(*f), value = u"= " % displayValue(f->result, f->unit);
        const QString from = ReportWriter::tr("Source: %1").arg(QCoreApplication::translate("Formulas", f->source));
        // A formula is read as one block: never split across pages.
        flow.ensure(flow.measure(title, titleFont, flow.area().width()) +
                    flow.measure(f->expression, body, w) + flow.measure(subst, body, w) +
                    flow.measure(value, result, w) + flow.measure(from, source, w) + Flow::mm(6));
        flow.paragraph(title, titleFont, Flow::mm(1));
        flow.paragraph(f->expression, body, 0, Qt::black, indent);
        flow.paragraph(subst, body, 0, Qt::black, indent);
        flow.paragraph(value, result, Flow::mm(0.5), Qt::black, indent);
        flow.paragraph(from, source, Flow::mm(4), kGrey, indent);
    }
}

int layOut(QPdfWriter *writer, QPainter *painter, int pageCount, Scenario *s, const ReportCharts &charts,
           const QString &date)
{
    Flow flow(writer, painter, pageCount, ReportWriter::tr("InfraLab report · %1").arg(date));
    inputsSection(flow, *s, date);
    chartSection(flow, s, charts);
    servingSection(flow, *s);
    formulaSection(flow, *s);
    return flow.pages();
}

} // namespace

bool writeReport(const QString &pdfPath, Scenario *scenario, const ReportCharts &charts, QString *error)
{
    auto fail = [&](const QString &reason) {
        if (error)
            *error = QCoreApplication::translate("Export", "cannot write \"%1\": %2").arg(pdfPath, reason);
        return false;
    };
    // Rendered in memory first: QPdfWriter and QPainter do not report a short write to a file, and a full
    // disk would leave a truncated PDF. writeFileAtomically checks every byte before the previous file is
    // replaced.
    QByteArray pdf;
    QBuffer buffer(&pdf);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kDpi);
        writer.setPageSize(QPageSize(QPageSize::A4));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Millimeter);
        writer.setTitle(ReportWriter::tr("InfraLab report"));
        writer.setCreator(QStringLiteral("InfraLab"));

        const QDateTime now = QDateTime::currentDateTime();
        const QString date = ReportWriter::tr("%1 at %2", "date at time")
                                 .arg(QLocale().toString(now.date(), QLocale::LongFormat),
                                      QLocale().toString(now.time(), QLocale::ShortFormat));
        const int pages = layOut(&writer, nullptr, 0, scenario, charts, date);
        QPainter painter;
        if (!painter.begin(&writer)) return fail(ReportWriter::tr("the PDF could not be started"));
        painter.setRenderHints(QPainter::Antialiasing | QPainter::TextAntialiasing);
        layOut(&writer, &painter, pages, scenario, charts, date);
        if (!painter.end()) return fail(ReportWriter::tr("the PDF could not be finished"));
    }
    QString reason;
    return writeFileAtomically(pdfPath, pdf, &reason) || fail(reason);
}

} // namespace infralab
