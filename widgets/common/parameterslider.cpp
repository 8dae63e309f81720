#include "parameterslider.h"

#include "format.h"
#include "freemodel.h"
#include "scenario.h"

#include <QDoubleSpinBox>
#include <QEvent>
#include <QGridLayout>
#include <QLocale>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <cmath>

namespace infralab {

namespace {
/// A spin box whose decimals are there for small values only: trailing zeros are dropped, in the locale's
/// form ("15.6 T tokens", "0.18 T tokens", "2 T tokens"; "15,6" in French) rather than "15.600".
class TrimmedSpinBox : public QDoubleSpinBox
{
public:
    using QDoubleSpinBox::QDoubleSpinBox;

    QString textFromValue(double value) const override
    {
        QString text = QDoubleSpinBox::textFromValue(value);
        const QString point = locale().decimalPoint();
        if (decimals() == 0 || !text.contains(point)) return text;
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(point)) text.chop(point.size());
        return text;
    }
};
} // namespace

ParameterSlider::ParameterSlider(Scenario *scenario, Key key, const SliderRange &range, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_key(key), m_range(range), m_label(new QLabel(this)),
      m_slider(new QSlider(Qt::Horizontal, this)),
      m_spin(range.trimZeros ? new TrimmedSpinBox(this) : new QDoubleSpinBox(this))
{
    const ParamSpec *spec = &param(key);
    Q_ASSERT(spec && spec->isNumber());
    m_integer = spec->type == ParamType::Integer;
    // A count or an amount the spin box shows whole (GPUs, devices, euros) is dragged whole too.
    m_whole = m_integer || (m_range.decimals == 0 && m_range.displayScale == 1);
    m_slider->setRange(0, kSteps);
    m_slider->setPageStep(kSteps / 20);
    m_spin->setDecimals(m_range.decimals);
    m_spin->setRange(spec->min * m_range.displayScale, spec->max * m_range.displayScale);
    m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
    m_spin->setKeyboardTracking(false); // typing "128" must not apply 1, 12 then 128
    m_spin->setGroupSeparatorShown(true); // "9 000 €", "1 500 tokens", as everywhere else
    m_spin->setMinimumWidth(130);
    m_spin->setAlignment(Qt::AlignRight);
    m_label->setBuddy(m_slider);
    m_label->setWordWrap(true);

    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->addWidget(m_label, 0, 0, 1, 2);
    grid->addWidget(m_slider, 1, 0);
    grid->addWidget(m_spin, 1, 1);

    connect(m_slider, &QSlider::valueChanged, this, [this](int pos) { push(valueAt(pos)); });
    connect(m_slider, &QSlider::sliderPressed, this, [this] { Q_EMIT dragStarted(m_key); });
    connect(m_slider, &QSlider::sliderReleased, this, [this] { Q_EMIT dragFinished(m_key); });
    connect(m_spin, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        // The spin box shows a rounded value: pushing it back unchanged would nudge the scenario (8.0 B → 7.99…e9).
        if (m_spin->textFromValue(v) == m_spin->textFromValue(m_scenario->number(m_key) * m_range.displayScale))
            return;
        push(v / m_range.displayScale);
    });
    connect(m_scenario, &Scenario::valueChanged, this, [this](Key k) {
        if (k == m_key) pullFromScenario();
    });
    retranslateUi();
    pullFromScenario();
}

int ParameterSlider::positionFor(double value) const
{
    const double lo = m_range.min, hi = m_range.max;
    double t = m_range.log ? std::log(value / lo) / std::log(hi / lo) : (value - lo) / (hi - lo);
    if (!std::isfinite(t)) t = 0;
    return qBound(0, qRound(t * kSteps), kSteps);
}

double ParameterSlider::valueAt(int position) const
{
    const double t = double(position) / kSteps, lo = m_range.min, hi = m_range.max;
    const double v = m_range.log ? lo * std::pow(hi / lo, t) : lo + t * (hi - lo);
    return m_whole ? std::round(v) : v;
}

void ParameterSlider::push(double value)
{
    if (m_whole) value = std::round(value);
    // Ranges come from the schema; only a rule between keys (interleaved needs m to be a multiple of p) can
    // refuse, and then the controls snap back below. The scenario returns early when unchanged.
    // A shape moved on a catalogue preset makes it a free model in the same batch (windowEdit).
    m_scenario->apply(
        windowEdit(m_scenario->values(), m_key, m_integer ? QVariant(int(value)) : QVariant(value)));
    pullFromScenario(); // snap the other control to the value the scenario holds
}

void ParameterSlider::pullFromScenario()
{
    const double v = m_scenario->number(m_key);
    const QSignalBlocker sliderBlock(m_slider), spinBlock(m_spin);
    // While dragged, the slider's position is the user's: snapping it would make it stutter.
    if (!m_slider->isSliderDown()) m_slider->setValue(positionFor(v));
    m_spin->setValue(v * m_range.displayScale);
    // A screen reader reads the slider's position in steps: its description gives the value with its unit.
    m_slider->setAccessibleDescription(m_spin->text());
}

void ParameterSlider::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QWidget::changeEvent(event);
}

void ParameterSlider::retranslateUi()
{
    const ParamSpec *spec = &param(m_key);
    m_label->setText(QCoreApplication::translate("Scenario", spec->description));
    m_spin->setLocale(QLocale());
    // A currency's sign goes where the language writes it: "€9,000", "€2.50/h"; "9 000 €", "2,50 €/h".
    const Format::Affixes affixes = Format::unitAffixes(
        m_range.suffix ? QCoreApplication::translate("Units", m_range.suffix) : QString());
    m_spin->setPrefix(affixes.prefix);
    m_spin->setSuffix(affixes.suffix);
    m_slider->setAccessibleName(m_label->text());
    m_spin->setAccessibleName(m_label->text());
    const QSignalBlocker block(m_spin);
    m_spin->setValue(m_scenario->number(m_key) * m_range.displayScale); // re-render in the new locale
    m_slider->setAccessibleDescription(m_spin->text());
}

} // namespace infralab
