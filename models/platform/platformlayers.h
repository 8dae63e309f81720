#pragma once
// Course section 04's table, "l'architecture d'une plateforme ML complète": its 11 layers, each with its
// role, its tools and its point of attention, and the stage of the data's path each one serves. The one place
// that holds this course content: the Platform tab draws it, the tests count it.
#include <QList>
#include <QString>

namespace infralab {

/// The path data takes (course §04, orchestration: "ingestion → features → entraînement → évaluation →
/// déploiement").
enum class PlatformStage
{
    Ingestion,
    Features,
    Training,
    Evaluation,
    Deployment,
};
inline constexpr int kPlatformStageCount = 5;

/// English name of a stage, QT_TRANSLATE_NOOP("Platform", …).
const char *platformStageName(PlatformStage stage);

/// Where a layer sits on the path: under one stage, or across all of them.
enum class PlatformSpan
{
    Stage,       ///< under `stage`
    AcrossAbove, ///< a band over every stage (orchestration drives the path)
    AcrossBelow, ///< a band under every stage (observability, security watch all of it)
};

struct PlatformLayer
{
    const char *id;   ///< stable, e.g. "object-storage"
    const char *name; ///< English, QT_TRANSLATE_NOOP("Platform", …), as every text below
    const char *role;
    const char *tools;     ///< open-source and cloud tools
    const char *attention; ///< the course's point of attention
    PlatformSpan span;
    PlatformStage stage; ///< for PlatformSpan::Stage
    /// The figures (figures.h) that make the point of attention a number, in the order they are shown.
    QList<QString> figureKeys;
};

/// The course's 11 layers in its table's order.
const QList<PlatformLayer> &platformLayers();

} // namespace infralab
