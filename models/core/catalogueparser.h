#pragma once
// Reads and checks one catalogue document. Kept apart from Catalogue so that the checks stay readable.
#include "catalogue.h"

#include <QJsonObject>

namespace infralab {

struct ParsedCatalogue
{
    QList<Device> devices;
    QList<ModelPreset> models;
};

/// Parses a document of format "infralab-catalogue", version 1. On error returns false and sets `error`
/// to "<origin>: devices[3] (\"id\"): key \"memory_gb\": value -80: must be positive".
bool parseCatalogue(const QByteArray &json, const QString &origin, ParsedCatalogue *out, QString *error);

} // namespace infralab
