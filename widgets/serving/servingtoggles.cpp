#include "servingtoggles.h"

#include "format.h"
#include "precision.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QButtonGroup>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QToolButton>
#include <algorithm>
#include <iterator>

namespace infralab {

namespace {
constexpr qreal kPoints = 12;

// The precisions offered for the weights and for the KV cache; what each one saves follows from its bytes per
// value (bytesPerValue), against the bf16 the model was trained in.
const char *const kWeightChoices[] = {"bf16", "int8", "int4"};
const char *const kKvChoices[] = {"bf16", "fp8"};

double bytesOf(const char *key)
{
    return bytesPerValue(precisionFromKey(key).value_or(Precision::BF16));
}

struct Choice
{
    const char *value; ///< scenario value; also names the button for tests and accessibility tools
    const char *text;
    const char *tip;
};

enum HeadChoice
{
    Mha,
    Gqa,
    Mqa
};
const Choice kHeadChoices[] = {
    {"mha", QT_TRANSLATE_NOOP("infralab::ServingToggles", "MHA"),
     QT_TRANSLATE_NOOP("infralab::ServingToggles",
                       "Multi-head attention: one key/value head per attention head (h_kv = %1), the largest "
                       "cache.")},
    {"gqa", QT_TRANSLATE_NOOP("infralab::ServingToggles", "GQA"),
     QT_TRANSLATE_NOOP(
         "infralab::ServingToggles",
         "Grouped-query attention: groups of heads share a key/value head (h_kv = %1): the cache "
         "is %2 times smaller than with MHA.")},
    {"mqa", QT_TRANSLATE_NOOP("infralab::ServingToggles", "MQA"),
     QT_TRANSLATE_NOOP(
         "infralab::ServingToggles",
         "Multi-query attention: a single key/value head for all heads (h_kv = 1), the smallest "
         "cache.")},
};

const char *valueOf(const char *key)
{
    return key;
}
const char *valueOf(const Choice &choice)
{
    return choice.value;
}

template <typename T, size_t N> int indexOf(const T (&choices)[N], const QString &value)
{
    for (size_t i = 0; i < N; ++i)
        if (value == QLatin1String(valueOf(choices[i]))) return int(i);
    return -1;
}

template <typename T, size_t N> QStringList buttonNames(const QString &prefix, const T (&choices)[N])
{
    QStringList names;
    for (const T &c : choices)
        names << QString(prefix % QLatin1String(valueOf(c)));
    return names;
}

/// Checks button `id`, or none when the scenario holds a value these buttons do not offer (e.g. fp16).
void check(QButtonGroup *group, int id)
{
    const QSignalBlocker blocker(group);
    if (QAbstractButton *b = group->button(id)) {
        b->setChecked(true);
        return;
    }
    group->setExclusive(false);
    for (QAbstractButton *b : group->buttons())
        b->setChecked(false);
    group->setExclusive(true);
}
} // namespace

ServingToggles::ServingToggles(Scenario *scenario, QWidget *parent)
    : QGroupBox(parent), m_scenario(scenario), m_weightsLabel(new QLabel(this)), m_kvLabel(new QLabel(this)),
      m_headsLabel(new QLabel(this))
{
    zoomfont::setPoints(this, kPoints);
    auto *grid = new QGridLayout(this);
    grid->setColumnStretch(2, 1);
    m_weights = addRow(m_weightsLabel, 0, buttonNames(QStringLiteral("weights-"), kWeightChoices));
    m_kv = addRow(m_kvLabel, 1, buttonNames(QStringLiteral("kv-"), kKvChoices));
    m_heads = addRow(m_headsLabel, 2, buttonNames(QStringLiteral("kv-heads-"), kHeadChoices));

    connect(m_weights, &QButtonGroup::idClicked, this, [this](int id) {
        m_scenario->set(Key::ServingWeightPrecision, QString::fromLatin1(kWeightChoices[id]));
    });
    connect(m_kv, &QButtonGroup::idClicked, this, [this](int id) {
        m_scenario->set(Key::ServingKvPrecision, QString::fromLatin1(kKvChoices[id]));
    });
    connect(m_heads, &QButtonGroup::idClicked, this, &ServingToggles::chooseKvHeads);
    connect(scenario, &Scenario::changed, this, &ServingToggles::refreshFromScenario);
    retranslateUi();
}

QButtonGroup *ServingToggles::addRow(QLabel *label, int row, const QStringList &names)
{
    auto *grid = static_cast<QGridLayout *>(layout());
    auto *group = new QButtonGroup(this);
    auto *buttons = new QHBoxLayout;
    buttons->setSpacing(0); // adjacent buttons read as one segmented control
    for (int i = 0; i < names.size(); ++i) {
        auto *b = new QToolButton(this);
        b->setCheckable(true);
        b->setMinimumWidth(64);
        b->setObjectName(names.at(i));
        group->addButton(b, i);
        buttons->addWidget(b);
    }
    buttons->addStretch();
    QFont bold = font();
    bold.setBold(true);
    label->setFont(bold);
    zoomfont::setPoints(label, kPoints);
    grid->addWidget(label, row, 0);
    grid->addLayout(buttons, row, 1);
    return group;
}

void ServingToggles::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QGroupBox::changeEvent(event);
}

void ServingToggles::retranslateUi()
{
    setTitle(tr("Serving levers"));
    m_weightsLabel->setText(tr("Weights"));
    m_kvLabel->setText(tr("KV cache"));
    m_headsLabel->setText(tr("KV heads"));
    // A precision's name is the same in every language.
    for (int i = 0; i < int(std::size(kWeightChoices)); ++i) {
        m_weights->button(i)->setText(QString::fromLatin1(kWeightChoices[i]));
        m_weights->button(i)->setToolTip(weightTip(kWeightChoices[i]));
    }
    for (int i = 0; i < int(std::size(kKvChoices)); ++i) {
        m_kv->button(i)->setText(QString::fromLatin1(kKvChoices[i]));
        m_kv->button(i)->setToolTip(kvTip(kKvChoices[i]));
    }
    for (int i = 0; i < int(std::size(kHeadChoices)); ++i)
        m_heads->button(i)->setText(tr(kHeadChoices[i].text));
    refreshFromScenario();
}

QString ServingToggles::weightTip(const char *key)
{
    const double bytes = bytesOf(key);
    if (bytes >= bytesOf("bf16"))
        return tr("Weights in %1, as trained: %2 per parameter.")
            .arg(QLatin1String(key), Format::bytes(bytes));
    const QString share = Format::share(bytes / bytesOf("bf16"));
    return tr("Weights quantised to %1: %2 per parameter. Decoding reads %3 of the bf16 bytes, so TPOT falls "
              "to "
              "about %3 while it is memory-bound, and more memory is left for the KV cache.")
        .arg(QLatin1String(key), Format::bytes(bytes), share);
}

QString ServingToggles::kvTip(const char *key)
{
    const double bytes = bytesOf(key);
    if (bytes >= bytesOf("bf16"))
        return tr("KV cache in %1: %2 per stored key or value.")
            .arg(QLatin1String(key), Format::bytes(bytes));
    return tr("KV cache in %1: %2 per stored key or value. The cache takes %3 of its bf16 memory, so about "
              "%4 "
              "times the batch fits.")
        .arg(QLatin1String(key), Format::bytes(bytes), Format::share(bytes / bytesOf("bf16")),
             Format::significant(bytesOf("bf16") / bytes));
}

void ServingToggles::refreshFromScenario()
{
    const Scenario &s = *m_scenario;
    check(m_weights, indexOf(kWeightChoices, s.text(Key::ServingWeightPrecision)));
    check(m_kv, indexOf(kKvChoices, s.text(Key::ServingKvPrecision)));
    const int heads = s.integer(Key::ModelHeads);
    const int kvHeads = s.integer(Key::ModelKvHeads);
    check(m_heads, kvHeads >= heads ? Mha : kvHeads == 1 ? Mqa : Gqa);

    // The head counts in the tooltips follow the model, so they are written here rather than on
    // retranslation.
    const int grouped = groupedKvHeads();
    m_heads->button(Mha)->setToolTip(tr(kHeadChoices[Mha].tip).arg(Format::fixed(heads, 0)));
    m_heads->button(Gqa)->setToolTip(
        tr(kHeadChoices[Gqa].tip)
            .arg(Format::fixed(grouped, 0), Format::significant(double(heads) / grouped)));
    m_heads->button(Mqa)->setToolTip(tr(kHeadChoices[Mqa].tip));
}

void ServingToggles::chooseKvHeads(int id)
{
    const int heads = m_scenario->integer(Key::ModelHeads);
    const int kvHeads = id == Mha ? heads : id == Mqa ? 1 : groupedKvHeads();
    m_scenario->set(Key::ModelKvHeads, kvHeads);
}

int ServingToggles::groupedKvHeads() const
{
    const int heads = m_scenario->integer(Key::ModelHeads);
    const ModelPreset *preset = m_scenario->catalogue().model(m_scenario->text(Key::ModelPreset));
    // A preset that is MHA or MQA has no grouping of its own to return to.
    if (preset && preset->kvHeads > 1 && preset->kvHeads < preset->heads && preset->kvHeads < heads)
        return preset->kvHeads;
    return std::max(1, heads / 4);
}

} // namespace infralab
