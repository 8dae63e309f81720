#include "catalogue.h"

#include "catalogueparser.h"

#include <QCoreApplication>
#include <QFile>

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
        for (const char *path : {":/catalogue/hardware.json", ":/catalogue/models.json"})
            if (b.error.isEmpty()) b.catalogue.mergeFile(QString::fromLatin1(path), &b.error);
        return b;
    }();
    return state;
}

template <typename T> void upsert(QList<T> &list, const T &item)
{
    for (T &existing : list)
        if (existing.id == item.id) {
            existing = item;
            return;
        }
    list.append(item);
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
    for (const Device &d : parsed.devices) upsert(m_devices, d);
    for (const ModelPreset &m : parsed.models) upsert(m_models, m);
    return true;
}

bool Catalogue::mergeFile(const QString &path, QString *error)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("cannot open \"%1\": %2").arg(path, f.errorString());
        return false;
    }
    return merge(f.read(8 << 20), path, error);
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
