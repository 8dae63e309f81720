#include "scenariokeys.h"

#include <QHash>
#include <QString>

namespace infralab {

namespace {
constexpr const char *kNames[kKeyCount] = {
#define INFRALAB_KEY_NAME(id, name) name,
    INFRALAB_SCENARIO_KEYS(INFRALAB_KEY_NAME)
#undef INFRALAB_KEY_NAME
};
} // namespace

QLatin1String keyName(Key key)
{
    return QLatin1String(kNames[static_cast<int>(key)]);
}

std::optional<Key> keyFromName(QStringView name)
{
    static const QHash<QString, Key> byName = [] {
        QHash<QString, Key> h;
        for (int i = 0; i < kKeyCount; ++i)
            h.insert(QString::fromLatin1(kNames[i]), static_cast<Key>(i));
        return h;
    }();
    const auto it = byName.constFind(name.toString());
    if (it == byName.cend()) return std::nullopt;
    return *it;
}

} // namespace infralab
