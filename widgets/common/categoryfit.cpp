#include "categoryfit.h"

#include <QBarCategoryAxis>
#include <QVariant>

namespace infralab::categoryfit {

namespace {
// Kept on the axis itself: the chart and its fit share the axis, nothing else.
constexpr const char *kSet = "infralabCategoriesSet";
constexpr const char *kFitted = "infralabCategoriesFitted";
constexpr const char *kShort = "infralabCategoriesShort";
} // namespace

QStringList asSet(QBarCategoryAxis *axis)
{
    const QStringList shown = axis->categories();
    return shown == axis->property(kFitted).toStringList() ? axis->property(kSet).toStringList() : shown;
}

void setLabels(QBarCategoryAxis *axis, const QStringList &labels)
{
    const QStringList shown = axis->categories();
    if (shown == labels) return;
    // replace() refuses a label the axis already holds elsewhere (two labels exchanged): set the list then.
    bool inPlace = !labels.isEmpty() && shown.size() == labels.size() && shown.first() == labels.first() &&
                   shown.last() == labels.last();
    for (qsizetype i = 0; inPlace && i < labels.size(); ++i)
        inPlace = shown.at(i) == labels.at(i) || !shown.contains(labels.at(i));
    if (!inPlace) {
        axis->setCategories(labels);
        return;
    }
    for (qsizetype i = 0; i < labels.size(); ++i)
        if (shown.at(i) != labels.at(i)) axis->replace(shown.at(i), labels.at(i));
}

QStringList shortForm(QBarCategoryAxis *axis)
{
    return axis->property(kShort).toStringList();
}

void setShortForm(QBarCategoryAxis *axis, const QStringList &labels)
{
    // A dynamic property's change sends an event: set only when it changes, not at every slider step.
    if (shortForm(axis) != labels) axis->setProperty(kShort, labels);
}

bool show(QBarCategoryAxis *axis, const QStringList &set, const QStringList &fitted)
{
    const QStringList shown = axis->categories();
    setLabels(axis, fitted);
    if (axis->property(kSet).toStringList() != set) axis->setProperty(kSet, set);
    if (axis->property(kFitted).toStringList() != fitted) axis->setProperty(kFitted, fitted);
    return shown != fitted;
}

} // namespace infralab::categoryfit
