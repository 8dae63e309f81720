#pragma once
// The lab's part of the PDF report (the deliverable of the course's TP): this computer's measured roofline
// and its four operations against it, the imported measurements against the model with the fitted
// efficiencies, and the Choose tab's costed recommendation for the student's volume.
#include <QCoreApplication>

namespace infralab {

class Scenario;
namespace report_detail {
class Flow;
}

/// Translation context of the lab report's texts.
class LabReport
{
    Q_DECLARE_TR_FUNCTIONS(LabReport)
};

/// Lays the lab's sections out on `flow`, in the current language.
void labReportSection(report_detail::Flow &flow, const Scenario &s);

/// "For 30,000 requests a day over 3 years, the cheapest option is …: 13,304 € (…)": the costed
/// recommendation, in the current language.
QString costedRecommendation(const Scenario &s);

} // namespace infralab
