#include "catalogue.h"

#include "catalogueparser.h"
#include "inputfile.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QSet>

namespace infralab {

double Device::peakFor(Precision p) const
{
    const auto it = peak.find(p);
    return it == peak.end() ? 0.0 : it->second;
}

QString Device::name(const QString &language) const
{
    return language == u"fr" && !nameFr.isEmpty() ? nameFr : nameEn;
}

QString ModelPreset::name(const QString &language) const
{
    return language == u"fr" && !nameFr.isEmpty() ? nameFr : nameEn;
}

namespace {

struct BuiltIn
{
    Catalogue catalogue;
    QString error;
};

const BuiltIn &builtInState()
{
    static const BuiltIn state = [] {
        BuiltIn b;
        // Compiled-in resources: QFile reads them (readFileLimited is for the file system).
        for (const char *path : {":/catalogue/hardware.json", ":/catalogue/models.json"}) {
            QFile f(QString::fromLatin1(path));
            if (b.error.isEmpty() && f.open(QIODevice::ReadOnly))
                b.catalogue.merge(f.readAll(), f.fileName(), &b.error);
            else if (b.error.isEmpty())
                b.error = f.fileName() + QStringLiteral(": ") + f.errorString();
        }
        return b;
    }();
    return state;
}

/// Replaces the entries whose id exists, appends the others. The id index keeps a 5 000-entry file linear.
template <typename T> void upsert(QList<T> &list, const QList<T> &items)
{
    QHash<QString, qsizetype> index;
    index.reserve(list.size());
    for (qsizetype i = 0; i < list.size(); ++i)
        index.insert(list.at(i).id, i);
    for (const T &item : items) {
        const auto it = index.constFind(item.id);
        if (it != index.cend()) {
            list[*it] = item;
        } else {
            index.insert(item.id, list.size());
            list.append(item);
        }
    }
}

template <typename T> qsizetype newIds(const QList<T> &list, const QList<T> &items)
{
    QSet<QString> ids;
    for (const T &existing : list)
        ids.insert(existing.id);
    qsizetype added = 0;
    for (const T &item : items)
        added += ids.contains(item.id) ? 0 : 1;
    return added;
}

} // namespace

const Catalogue &Catalogue::builtIn() { return builtInState().catalogue; }

QString Catalogue::builtInError() { return builtInState().error; }

bool Catalogue::merge(const QByteArray &json, const QString &origin, QString *error)
{
    ParsedCatalogue parsed;
    QString why;
    if (!parseCatalogue(json, origin, &parsed, &why)) {
        if (error) *error = why;
        return false;
    }
    const qsizetype devices = m_devices.size() + newIds(m_devices, parsed.devices);
    const qsizetype models = m_models.size() + newIds(m_models, parsed.models);
    if (devices > kMaxCatalogueTotal || models > kMaxCatalogueTotal) {
        if (error)
            *error = tr("%1: the catalogue would hold %2 devices and %3 models, at most %4 of each")
                         .arg(shortenedForMessage(origin))
                         .arg(devices)
                         .arg(models)
                         .arg(kMaxCatalogueTotal);
        return false;
    }
    upsert(m_devices, parsed.devices);
    upsert(m_models, parsed.models);
    return true;
}

bool Catalogue::mergeFile(const QString &path, QString *error)
{
    const std::optional<QByteArray> json = readFileLimited(path, kMaxCatalogueBytes, error);
    return json && merge(*json, shortenedForMessage(path), error);
}

void Catalogue::addDevice(const Device &d)
{
    upsert(m_devices, QList<Device>{d});
}

const Device *Catalogue::device(const QString &id) const
{
    for (const Device &d : m_devices)
        if (d.id == id) return &d;
    return nullptr;
}

const ModelPreset *Catalogue::model(const QString &id) const
{
    for (const ModelPreset &m : m_models)
        if (m.id == id) return &m;
    return nullptr;
}

} // namespace infralab
