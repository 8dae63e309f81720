#include "parametercombo.h"

#include "format.h"
#include "language.h"
#include "measurestore.h"
#include "rooflinepoints.h"
#include "scenario.h"

#include <QEvent>
#include <QSignalBlocker>
#include <QStringBuilder>
#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace infralab {

namespace {
/// An item's short name, shown closed where its whole name does not fit.
constexpr int kShortNameRole = Qt::UserRole + 1;
} // namespace

ParameterCombo::ParameterCombo(Scenario *scenario, Key key, QWidget *parent)
    : QComboBox(parent), m_scenario(scenario), m_key(key)
{
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(18);
    setMaxVisibleItems(20);
    populate();
    connect(this, &QComboBox::activated, this, [this](int index) {
        // A choice the scenario refuses (interleaved while m is not a multiple of p) leaves it unchanged:
        // show its value again rather than the refused one.
        // The free model is a value of its own key: its base stays the preset it started from.
        const bool free = m_key == Key::ModelPreset && !itemData(index).isValid();
        if (!(free ? m_scenario->set(Key::ModelFree, true) : m_scenario->set(m_key, itemData(index))))
            pullFromScenario();
    });
    connect(m_scenario, &Scenario::valueChanged, this, [this](Key k) {
        if (k == m_key || (m_key == Key::ModelPreset && k == Key::ModelFree)) pullFromScenario();
    });
}

QString ParameterCombo::choiceLabel(const QString &value)
{
    static const QHash<QString, const char *> labels = {
        {"ddp", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "DDP (replicated)")},
        {"zero1", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "ZeRO-1 (optimizer states sharded)")},
        {"zero2", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "ZeRO-2 (+ gradients)")},
        {"zero3", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "ZeRO-3 (+ parameters)")},
        {"fsdp", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "FSDP (as ZeRO-3)")},
        {"lora", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "LoRA (frozen weights, 1 % adapters)")},
        {"gpipe", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "GPipe")},
        {"1f1b", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "1F1B")},
        {"interleaved", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "Interleaved 1F1B")},
        {"input", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "Typed in (course)")},
        {"formula", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "From the shapes (Korthikanti et al.)")},
        {"none", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "None (all stored)")},
        {"selective", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "Selective (attention)")},
        {"full", QT_TRANSLATE_NOOP("infralab::ParameterCombo", "Full (layer inputs only)")},
    };
    const auto it = labels.find(value);
    return it == labels.end() ? value : tr(it.value());
}

QString ParameterCombo::choiceLabel(const QString &value, Key key)
{
    if (key == Key::TrainingMasterPrecision && value == u"none") return tr("None (pure 16-bit training)");
    if (key == Key::TrainingOptimizerPrecision && (value == u"fp8" || value == u"int8"))
        return tr("%1 (8-bit Adam)").arg(value);
    return choiceLabel(value);
}

void ParameterCombo::populate()
{
    const QSignalBlocker block(this);
    clear();
    const ParamSpec *spec = &param(m_key);
    const QString lang = language::current();
    if (spec->type == ParamType::Device) {
        bool course = true;
        // The bf16 peak, or the one the scenario falls back to for a device without bf16 (a measured CPU).
        for (const Device &d : m_scenario->catalogue().devices()) {
            if (course && !d.course) insertSeparator(count()); // the course's six first, then datasheets
            course = d.course;
            addItem(d.course ? tr("%1 (course)").arg(d.name(lang)) : d.name(lang), d.id);
            const QString figures =
                tr("%1 · %2 · %3")
                    .arg(Format::flops(d.peakFor(effectivePrecision(d, Precision::BF16))),
                         Format::bandwidth(d.bandwidth), Format::deviceMemory(d.memory, d.memoryInGib));
            // "This computer — measured on 2026-12-04" is wider than the parameters' panel in presentation
            // mode at 1366 px: closed, it may show its short name, the date in the list and the tooltip.
            const bool measured = d.id == lab::kMeasuredDeviceId;
            if (measured) setItemData(count() - 1, tr("This computer (measured)"), kShortNameRole);
            setItemData(count() - 1, measured ? QString(d.name(lang) % u'\n' % figures) : figures,
                        Qt::ToolTipRole);
        }
    } else if (spec->type == ParamType::Model) {
        for (const ModelPreset &m : m_scenario->catalogue().models()) addItem(m.name(lang), m.id);
        insertSeparator(count());
        addItem(tr("Custom model")); // no data: the free model (model.free)
        setItemData(count() - 1, tr("N follows the shapes you set, and the shapes N"), Qt::ToolTipRole);
    } else {
        for (const QString &c : spec->choices)
            addItem(choiceLabel(c, m_key), c);
    }
    pullFromScenario();
}

void ParameterCombo::pullFromScenario()
{
    const QSignalBlocker block(this);
    const bool free = m_key == Key::ModelPreset && m_scenario->flag(Key::ModelFree);
    setCurrentIndex(free ? count() - 1 : findData(m_scenario->value(m_key)));
}

QString ParameterCombo::shownText() const
{
    const QString whole = currentText(), shortName = currentData(kShortNameRole).toString();
    if (shortName.isEmpty()) return whole;
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    const QRect field =
        style()->subControlRect(QStyle::CC_ComboBox, &opt, QStyle::SC_ComboBoxEditField, this);
    return fontMetrics().horizontalAdvance(whole) <= field.width() ? whole : shortName;
}

void ParameterCombo::paintEvent(QPaintEvent *)
{
    // QComboBox's own paint, with the shown text.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox opt;
    initStyleOption(&opt);
    opt.currentText = shownText();
    painter.drawComplexControl(QStyle::CC_ComboBox, opt);
    painter.drawControl(QStyle::CE_ComboBoxLabel, opt);
}

void ParameterCombo::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) populate();
    QComboBox::changeEvent(event);
}

} // namespace infralab
