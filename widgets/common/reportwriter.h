#pragma once
// The lab report (the students' deliverable) as a PDF in the current language: the scenario's inputs, every
// chart drawn as vectors, the course's serving table and the formula behind each figure with its values.
#include "chartexport.h"

#include <QList>
#include <QPair>
#include <QString>

namespace infralab {

class Scenario;

/// Charts of the report in order, by export name ("roofline", …); app/ passes every entry of its registry.
using ReportCharts = QList<QPair<QString, ChartFactory>>;

/// Writes an A4 PDF (300 dpi, vector charts, two per page, page numbers in the footer) atomically
/// (writeFileAtomically: a failed write leaves the previous file). On failure returns false with one line
/// naming the file and the reason. Needs a QApplication
/// (the offscreen platform is enough).
bool writeReport(const QString &pdfPath, Scenario *scenario, const ReportCharts &charts, QString *error);

} // namespace infralab
