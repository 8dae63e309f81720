#include "categoryfit.h"

#include <QBarCategoryAxis>
#include <QVariant>

namespace infralab::categoryfit {

namespace {
// Kept on the axis itself: the chart and its fit share the axis, nothing else.
constexpr const char *kSet = "infralabCategoriesSet";
constexpr const char *kFitted = "infralabCategoriesFitted";
} // namespace

QStringList asSet(QBarCategoryAxis *axis)
{
    const QStringList shown = axis->categories();
    return shown == axis->property(kFitted).toStringList() ? axis->property(kSet).toStringList() : shown;
}

bool show(QBarCategoryAxis *axis, const QStringList &set, const QStringList &fitted)
{
    const QStringList shown = axis->categories();
    for (qsizetype i = 0; i < shown.size() && i < fitted.size(); ++i)
        if (shown.at(i) != fitted.at(i)) axis->replace(shown.at(i), fitted.at(i));
    if (axis->property(kSet).toStringList() != set) axis->setProperty(kSet, set);
    if (axis->property(kFitted).toStringList() != fitted) axis->setProperty(kFitted, fitted);
    return shown != fitted;
}

} // namespace infralab::categoryfit
