#include "costcriteria.h"

#include "format.h"
#include "scenario.h"
#include "wraplabel.h"
#include "zoomfont.h"

#include <QCheckBox>
#include <QCoreApplication>
#include <QEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace infralab {

namespace {
// Read from the back of a room, like the serving levers.
constexpr qreal kPoints = 12;

QString translated(const char *text)
{
    return QCoreApplication::translate("infralab::CostCriteria", text);
}
} // namespace

const QList<CostCriteria::Criterion> &CostCriteria::criteria()
{
    // The course's list, in its order, each with the example it gives: a criterion a line.
    // clang-format off
    static const QList<Criterion> list = {
        {Key::ChooseConfidentiality, QT_TR_NOOP("Confidentiality"), QT_TR_NOOP("Medical data, industrial secrets: keep them local (on-premise or edge).")},
        {Key::ChooseLatency, QT_TR_NOOP("Latency"), QT_TR_NOOP("A robot cannot wait for the network: edge is mandatory.")},
        {Key::ChooseAvailability, QT_TR_NOOP("Availability"), QT_TR_NOOP("Must it work offline? Only local options do.")},
        {Key::ChooseVariableLoad, QT_TR_NOOP("Variable load"), QT_TR_NOOP("A load that swings favours the cloud, paid by the hour or by the token.")},
        {Key::ChooseOpsSkills, QT_TR_NOOP("Operations skills"), QT_TR_NOOP("On-premise needs a strong operations team; the API needs none.")},
        {Key::ChooseVendorLockIn, QT_TR_NOOP("Vendor lock-in"), QT_TR_NOOP("An API ties you to one provider, whose prices and models may change.")},
        {Key::ChooseCarbon, QT_TR_NOOP("Carbon footprint"), QT_TR_NOOP("Depends on the electricity mix more than on the model: see the energy chart.")},
        {Key::ChooseRegulation, QT_TR_NOOP("Regulation"), QT_TR_NOOP("AI Act documentation, personal data under the GDPR: where may the data go?")},
    };
    // clang-format on
    return list;
}

QString CostCriteria::summary(const Scenario &scenario)
{
    QStringList items;
    for (const Criterion &c : criteria()) {
        const bool ticked = scenario.flag(c.key);
        // A ballot box with or without its check: readable on paper, where colours may be lost.
        items << QString((ticked ? QStringLiteral(u"\u2611\u00A0") : QStringLiteral(u"\u2610\u00A0")) %
                         Format::noBreak(translated(c.name)));
    }
    return tr("Criteria without a number, ticked when weighed: %1").arg(items.join(QStringLiteral("   ")));
}

CostCriteria::CostCriteria(Scenario *scenario, QWidget *parent)
    : QGroupBox(parent), m_scenario(scenario), m_footer(new WrapLabel(Qt::AutoText, this))
{
    setObjectName(QStringLiteral("cost-criteria"));
    zoomfont::setPoints(this, kPoints);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(2);
    for (const Criterion &c : criteria()) {
        const Key key = c.key;
        auto *box = new QCheckBox(this);
        box->setObjectName(keyName(key));
        auto *explanation = new WrapLabel(Qt::AutoText, this);
        // Italic rather than grey: grey washes out on a projector and on the dark profile.
        QFont italic = explanation->font();
        italic.setItalic(true);
        explanation->setFont(italic);
        zoomfont::setPoints(explanation, kPoints - 1);
        explanation->setIndent(24); // under the box's text, not under the box
        layout->addWidget(box);
        layout->addWidget(explanation);
        m_boxes.append(box);
        m_explanations.append(explanation);
        connect(box, &QCheckBox::toggled, this, [this, key](bool on) { m_scenario->set(key, on); });
    }
    zoomfont::setPoints(m_footer, kPoints - 1);
    layout->addSpacing(6);
    layout->addWidget(m_footer);
    layout->addStretch();

    connect(scenario, &Scenario::changed, this, &CostCriteria::refreshFromScenario);
    retranslateUi();
}

void CostCriteria::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QGroupBox::changeEvent(event);
}

void CostCriteria::retranslateUi()
{
    setTitle(tr("Criteria without a number"));
    for (int i = 0; i < criteria().size(); ++i) {
        m_boxes.at(i)->setText(translated(criteria().at(i).name));
        m_explanations.at(i)->setText(translated(criteria().at(i).explanation));
    }
    m_footer->setText(tr("Tick what weighs in your case: the list is saved with the scenario and printed "
                         "under the cost-totals chart."));
    refreshFromScenario();
}

void CostCriteria::refreshFromScenario()
{
    for (int i = 0; i < criteria().size(); ++i) {
        const QSignalBlocker blocker(m_boxes.at(i));
        m_boxes.at(i)->setChecked(m_scenario->flag(criteria().at(i).key));
    }
}

} // namespace infralab
