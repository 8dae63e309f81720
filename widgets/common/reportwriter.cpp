#include "reportwriter.h"
#include "hardwarescenario.h"
#include "reportflow.h"
#include "servingscenario.h"

#include "atomicfile.h"
#include "comparison.h"
#include "format.h"
#include "formulas.h"
#include "labreport.h"
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

using namespace report_detail;

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
    flow.paragraph(ReportWriter::tr(
                       "%1 at %2 per hour, %3 prompt tokens and %4 output tokens per request. The scenario's "
                       "batch is in bold.")
                       .arg(selectedDevice(s).name(language::current()),
                            Format::euros(selectedDevice(s).pricePerHour, 2),
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
    labReportSection(flow, *s);
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
