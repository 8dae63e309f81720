#include "controlspanel.h"

#include "modelshapesnote.h"
#include "parametercombo.h"
#include "parameterslider.h"
#include "scenario.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace infralab {

namespace {

/// A widget W that sets its texts again when the language changes.
template <typename W> class Retranslated : public W
{
protected:
    using W::W;
    virtual void retranslate() = 0;

    void changeEvent(QEvent *e) override
    {
        if (e->type() == QEvent::LanguageChange) retranslate();
        W::changeEvent(e);
    }
};

/// A check box bound to a boolean key, its text a label that wraps: a check box's own text never does, and a
/// long French one ("Parallélisme de séquence (avec le parallélisme de tenseurs)") pushed the panel wider
/// than its dock. Clicking the text toggles the box, as a check box's own text would.
class ParameterCheck : public Retranslated<QWidget>
{
public:
    ParameterCheck(Scenario *s, Key key, QWidget *parent)
        : Retranslated(parent), m_s(s), m_key(key), m_box(new QCheckBox(this)), m_label(new QLabel(this))
    {
        m_label->setWordWrap(true);
        m_label->installEventFilter(this);
        auto *l = new QHBoxLayout(this);
        l->setContentsMargins(0, 2, 0, 2);
        l->addWidget(m_box, 0, Qt::AlignTop);
        l->addWidget(m_label, 1);
        connect(m_box, &QCheckBox::toggled, this, [this](bool on) { m_s->set(m_key, on); });
        connect(s, &Scenario::valueChanged, this, [this](Key k) {
            if (k == m_key) pull();
        });
        pull();
        retranslate();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_label && event->type() == QEvent::MouseButtonRelease && m_box->isEnabled())
            m_box->toggle();
        return Retranslated::eventFilter(watched, event);
    }

private:
    void pull()
    {
        const QSignalBlocker b(m_box);
        m_box->setChecked(m_s->flag(m_key));
    }
    void retranslate() override
    {
        const QString text = QCoreApplication::translate("Scenario", param(m_key).description);
        m_label->setText(text);
        m_box->setAccessibleName(text);
    }

    Scenario *m_s;
    Key m_key;
    QCheckBox *m_box;
    QLabel *m_label;
};

/// A caption above a combo box, retranslated with the schema's description.
class ComboRow : public Retranslated<QWidget>
{
public:
    ComboRow(Scenario *s, Key key, QWidget *parent)
        : Retranslated(parent), m_key(key), m_label(new QLabel(this)),
          m_combo(new ParameterCombo(s, key, this))
    {
        auto *l = new QVBoxLayout(this);
        l->setContentsMargins(0, 2, 0, 2);
        l->addWidget(m_label);
        l->addWidget(m_combo);
        m_label->setBuddy(m_combo);
        m_label->setWordWrap(true);
        retranslate();
    }

private:
    void retranslate() override
    {
        m_label->setText(QCoreApplication::translate("Scenario", param(m_key).description));
        m_combo->setAccessibleName(m_label->text());
    }

    Key m_key;
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

QWidget *ControlsPanel::makeRow(Key key)
{
    const ParamSpec *spec = &param(key);
    if (spec->isNumber()) {
        auto *slider = new ParameterSlider(m_scenario, key, spec->sliderRange(), this);
        connect(slider, &ParameterSlider::dragStarted, this, &ControlsPanel::dragStarted);
        connect(slider, &ParameterSlider::dragFinished, this, &ControlsPanel::dragFinished);
        return slider;
    }
    if (spec->type == ParamType::Boolean) return new ParameterCheck(m_scenario, key, this);
    return new ComboRow(m_scenario, key, this);
}

QWidget *ControlsPanel::row(Key key)
{
    if (QWidget *w = m_rows.value(key)) return w;
    QWidget *w = makeRow(key);
    w->setObjectName(keyName(key));
    m_rows.insert(key, w);
    return w;
}

void ControlsPanel::setVisibleKeys(const QList<Key> &keys)
{
    for (QWidget *w : std::as_const(m_rows)) w->hide();
    if (m_shapesNote) m_shapesNote->hide();
    // Re-insert in the requested order, before the trailing stretch; the shapes' count under N.
    int at = 0;
    for (Key key : keys) {
        QWidget *w = row(key);
        m_layout->removeWidget(w);
        m_layout->insertWidget(at++, w);
        w->show();
        if (key != Key::ModelParams) continue;
        if (!m_shapesNote) m_shapesNote = new ModelShapesNote(m_scenario, this);
        m_layout->removeWidget(m_shapesNote);
        m_layout->insertWidget(at++, m_shapesNote);
        m_shapesNote->show();
    }
    m_visible = keys;
}

QList<ParameterSlider *> ControlsPanel::visibleSliders() const
{
    QList<ParameterSlider *> sliders;
    for (Key k : m_visible)
        if (auto *s = qobject_cast<ParameterSlider *>(m_rows.value(k))) sliders.append(s);
    return sliders;
}

} // namespace infralab
