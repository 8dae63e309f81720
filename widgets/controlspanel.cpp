#include "controlspanel.h"

#include "parametercombo.h"
#include "parameterslider.h"
#include "scenario.h"

#include <QCheckBox>
#include <QEvent>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace infralab {

namespace {

/// Slider ranges chosen for teaching (the spin boxes still take the key's whole range).
SliderRange rangeFor(const QString &key)
{
    static const QHash<QString, SliderRange> ranges = {
        {"model.params", {0.1e9, 2e12, true, 1e-9, 1, QT_TRANSLATE_NOOP("Units", "B params")}},
        {"serving.batch", {1, 1024, true, 1, 0, nullptr}},
        {"serving.prompt_tokens", {16, 131072, true, 1, 0, QT_TRANSLATE_NOOP("Units", "tokens")}},
        {"serving.output_tokens", {1, 16384, true, 1, 0, QT_TRANSLATE_NOOP("Units", "tokens")}},
        {"serving.efficiency", {0.05, 1, false, 100, 0, QT_TRANSLATE_NOOP("Units", "%")}},
        {"serving.memory_fraction", {0.5, 1, false, 100, 0, QT_TRANSLATE_NOOP("Units", "%")}},
        {"serving.request_rate", {1, 10000, true, 1, 0, QT_TRANSLATE_NOOP("Units", "req/s")}},
        {"serving.slo_s", {0.1, 60, true, 1, 1, QT_TRANSLATE_NOOP("Units", "s")}},
        {"serving.margin", {0, 1, false, 100, 0, QT_TRANSLATE_NOOP("Units", "%")}},
        {"training.mfu", {0.05, 1, false, 100, 0, QT_TRANSLATE_NOOP("Units", "%")}},
        {"training.gpus", {1, 4096, true, 1, 0, nullptr}},
        {"training.activations_gb", {0, 200, false, 1, 0, QT_TRANSLATE_NOOP("Units", "GB")}},
        {"training.tokens_per_step", {1e4, 1.6e7, true, 1e-6, 2, QT_TRANSLATE_NOOP("Units", "M tokens")}},
        {"training.pipeline_stages", {1, 64, true, 1, 0, nullptr}},
        {"training.microbatches", {1, 256, true, 1, 0, nullptr}},
        {"training.tensor_parallel", {1, 64, true, 1, 0, nullptr}},
        {"training.data_parallel", {1, 4096, true, 1, 0, nullptr}},
        {"training.interleave", {1, 8, false, 1, 0, nullptr}},
        {"training.serial_fraction", {0, 0.2, false, 100, 1, QT_TRANSLATE_NOOP("Units", "%")}},
        {"training.intra_bw", {1e9, 2e12, true, 1e-9, 0, QT_TRANSLATE_NOOP("Units", "GB/s")}},
        {"training.inter_bw", {1e9, 1e12, true, 1e-9, 1, QT_TRANSLATE_NOOP("Units", "GB/s")}},
        {"training.latency_s", {0, 1e-4, false, 1e6, 1, QT_TRANSLATE_NOOP("Units", "µs")}},
        {"cost.requests_per_day", {100, 1e7, true, 1, 0, QT_TRANSLATE_NOOP("Units", "req/day")}},
    };
    if (auto it = ranges.find(key); it != ranges.end()) return *it;
    const ParamSpec *spec = findParam(key);
    return {spec->min, spec->max, spec->logScale && spec->min > 0, 1, spec->type == ParamType::Real ? 2 : 0,
            nullptr};
}

/// A check box bound to a boolean key.
class ParameterCheck : public QCheckBox
{
public:
    ParameterCheck(Scenario *s, const QString &key, QWidget *parent) : QCheckBox(parent), m_s(s), m_key(key)
    {
        connect(this, &QCheckBox::toggled, this, [this](bool on) { m_s->set(m_key, on); });
        connect(s, &Scenario::valueChanged, this, [this](const QString &k) {
            if (k == m_key) pull();
        });
        pull();
        retranslate();
    }

protected:
    void changeEvent(QEvent *e) override
    {
        if (e->type() == QEvent::LanguageChange) retranslate();
        QCheckBox::changeEvent(e);
    }

private:
    void pull()
    {
        const QSignalBlocker b(this);
        setChecked(m_s->flag(m_key));
    }
    void retranslate() { setText(QCoreApplication::translate("Scenario", findParam(m_key)->description)); }

    Scenario *m_s;
    QString m_key;
};

/// A caption above a combo box, retranslated with the schema's description.
class ComboRow : public QWidget
{
public:
    ComboRow(Scenario *s, const QString &key, QWidget *parent)
        : QWidget(parent), m_key(key), m_label(new QLabel(this)), m_combo(new ParameterCombo(s, key, this))
    {
        auto *l = new QVBoxLayout(this);
        l->setContentsMargins(0, 2, 0, 2);
        l->addWidget(m_label);
        l->addWidget(m_combo);
        m_label->setBuddy(m_combo);
        m_label->setWordWrap(true);
        retranslate();
    }

protected:
    void changeEvent(QEvent *e) override
    {
        if (e->type() == QEvent::LanguageChange) retranslate();
        QWidget::changeEvent(e);
    }

private:
    void retranslate()
    {
        m_label->setText(QCoreApplication::translate("Scenario", findParam(m_key)->description));
        m_combo->setAccessibleName(m_label->text());
    }

    QString m_key;
    QLabel *m_label;
    ParameterCombo *m_combo;
};

} // namespace

ControlsPanel::ControlsPanel(Scenario *scenario, QWidget *parent)
    : QWidget(parent), m_scenario(scenario), m_layout(new QVBoxLayout(this))
{
    m_layout->setSpacing(8);
    m_layout->addStretch(1);
}

QWidget *ControlsPanel::makeRow(const QString &key)
{
    const ParamSpec *spec = findParam(key);
    Q_ASSERT(spec);
    if (spec->isNumber()) {
        auto *slider = new ParameterSlider(m_scenario, key, rangeFor(key), this);
        connect(slider, &ParameterSlider::dragStarted, this, &ControlsPanel::dragStarted);
        connect(slider, &ParameterSlider::dragFinished, this, &ControlsPanel::dragFinished);
        return slider;
    }
    if (spec->type == ParamType::Boolean) return new ParameterCheck(m_scenario, key, this);
    return new ComboRow(m_scenario, key, this);
}

QWidget *ControlsPanel::row(const QString &key)
{
    if (QWidget *w = m_rows.value(key)) return w;
    QWidget *w = makeRow(key);
    w->setObjectName(key);
    m_rows.insert(key, w);
    return w;
}

void ControlsPanel::setVisibleKeys(const QStringList &keys)
{
    for (QWidget *w : std::as_const(m_rows)) w->hide();
    // Re-insert in the requested order, before the trailing stretch.
    for (qsizetype i = 0; i < keys.size(); ++i) {
        QWidget *w = row(keys.at(i));
        m_layout->removeWidget(w);
        m_layout->insertWidget(int(i), w);
        w->show();
    }
    m_visible = keys;
}

QList<ParameterSlider *> ControlsPanel::visibleSliders() const
{
    QList<ParameterSlider *> sliders;
    for (const QString &k : m_visible)
        if (auto *s = qobject_cast<ParameterSlider *>(m_rows.value(k))) sliders.append(s);
    return sliders;
}

} // namespace infralab
