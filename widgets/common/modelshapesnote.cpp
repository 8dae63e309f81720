#include "modelshapesnote.h"

#include "format.h"
#include "freemodel.h"
#include "language.h"
#include "modelshapes.h"
#include "scenario.h"

#include <QEvent>
#include <cmath>

namespace infralab {

namespace {

QString billions(double n)
{
    return ModelShapesNote::tr("%1 B", "a parameter count in billions").arg(Format::significant(n / 1e9, 3));
}

/// "32 layers × d 4,096, 32/8 heads × 128, FFN 14,336, vocabulary 128,256".
QString shapes(const ModelPreset &m)
{
    QString text = ModelShapesNote::tr("%1 layers × d %2, %3/%4 heads × %5, FFN %6, vocabulary %7")
                       .arg(Format::count(m.layers), Format::count(m.dModel), Format::count(m.heads),
                            Format::count(m.kvHeads), Format::count(m.headDim), Format::count(m.ffn),
                            Format::count(m.vocab));
    if (m.experts > 1)
        text = ModelShapesNote::tr("%1, %2 experts, %3 per token")
                   .arg(text, Format::count(m.experts), Format::count(m.expertsPerToken));
    if (m.tiedEmbeddings) text = ModelShapesNote::tr("%1, tied embeddings").arg(text);
    // Each term stays on one line: a wrap between "d" and its value ("× d" then "4,096") reads as two things.
    QStringList terms = text.split(QStringLiteral(", "));
    for (QString &term : terms)
        term = Format::noBreak(term);
    return terms.join(QStringLiteral(", "));
}

} // namespace

ModelShapesNote::ModelShapesNote(Scenario *scenario, QWidget *parent)
    : PlainNote(parent), m_scenario(scenario)
{
    setObjectName(QStringLiteral("model-shapes-note"));
    connect(m_scenario, &Scenario::changed, this, &ModelShapesNote::refresh);
    refresh();
}

QString ModelShapesNote::noteFor(const Scenario &s)
{
    const ModelPreset *base = s.catalogue().model(s.text(Key::ModelPreset));
    if (!base) return {};
    const ModelPreset model = freeModel(*base, shapesOf(s.values()));
    const double counted = parametersFromShapes(model), n = s.number(Key::ModelParams);
    const double apart = counted / n - 1;
    const bool free = s.flag(Key::ModelFree);
    if (std::abs(apart) > kFreeModelTolerance)
        return free ? tr("N = %1 is kept, but the shapes give %2 (%3): move a shape or N to make them "
                         "agree.")
                          .arg(billions(n), billions(counted), Format::percent(apart, 1))
                    : tr("This preset's published N = %1; its shapes give %2 (%3). Moving a shape makes it "
                         "a free model, whose N follows the shapes.")
                          .arg(billions(n), billions(counted), Format::percent(apart, 1));
    return free ? tr("Free model, N from the shapes: %1 (%2; FFN and vocabulary from %3).")
                      .arg(billions(counted), shapes(model), base->name(language::current()))
                : tr("N from the shapes: %1 (%2); the preset keeps its published N.")
                      .arg(billions(counted), shapes(model));
}

void ModelShapesNote::refresh()
{
    setText(noteFor(*m_scenario));
}

void ModelShapesNote::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) refresh();
    PlainNote::changeEvent(event);
}

} // namespace infralab
