#pragma once
// Hardware and model catalogues: compiled-in JSON (resources/catalogue/*.json) plus the user's own files.
// Files are in decimal units as datasheets print them (TFLOP/s, TB/s, GB; memory in GiB where the maker's
// "GB" is binary); the structs hold SI units.
#include "precision.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <map>

namespace infralab {

struct Device
{
    QString id;
    QString nameEn, nameFr;
    QString vendor;
    QString kind;                          ///< gpu, tpu, npu, edge, cpu, apple
    bool course = false;                   ///< one of the course's six devices, with its numbers
    std::map<Precision, double> peak;      ///< dense FLOP/s (or OP/s for integers) per supported precision
    double memory = 0;                     ///< bytes
    /// The maker's "80 GB" is 80 GiB (HBM, GDDR and LPDDR come in chips of 2^k bytes): `memory` holds
    /// 80 × 2^30 bytes, and the device is shown as "80 GiB". False: decimal, as the course's devices.
    bool memoryInGib = false;
    double bandwidth = 0;                  ///< bytes/s
    double power = 0;                      ///< W
    double interconnect = 0;               ///< bytes/s per direction per device (0 when none)
    double pricePerHour = 0;               ///< € per hour, approximate
    QString source;

    bool supports(Precision p) const { return peak.count(p) != 0; }
    /// Peak in p, or 0 when the device has no figure for it.
    double peakFor(Precision p) const;
    /// Name in the language "fr" or "en" (falls back to English).
    QString name(const QString &language) const;
};

struct ModelPreset
{
    QString id;
    QString nameEn, nameFr;
    int layers = 0, dModel = 0, heads = 0, kvHeads = 0, headDim = 0, ffn = 0, vocab = 0;
    double params = 0;       ///< total parameters
    double activeParams = 0; ///< per token (MoE); equals params for dense models
    int experts = 1, expertsPerToken = 1; ///< E expert FFNs per layer, k routed per token (1 and 1: dense)
    int ffnMatrices = 3;         ///< d × ffn matrices per FFN: 3 gated (SwiGLU, GeGLU), 2 plain (GELU, ReLU)
    bool tiedEmbeddings = false; ///< the output head reuses the input embedding matrix
    /// Published pre-training budget D in tokens ("training_tokens", its source in "source"); 0 when the
    /// publisher gives none, and choosing the model then sets the course's default.
    double trainingTokens = 0;
    /// Longest sequence the model takes, in tokens (its configuration's max_position_embeddings, or its
    /// paper's context length; "context", its source in "source"): the served prompt and output together,
    /// and the training sequence, must fit in it. 0 when the catalogue gives none (the course's 7B and 8B).
    int context = 0;
    QString source;

    QString name(const QString &language) const;
};

/// Largest catalogue file read, and most entries of one kind in one file (5 000 devices parse in well under a
/// second; the limits keep a hostile file from taking memory and time without end).
constexpr qint64 kMaxCatalogueBytes = 4 << 20;
constexpr qsizetype kMaxCatalogueEntries = 5000;
/// Most devices, and most models, the merged catalogue holds (several files add up).
constexpr qsizetype kMaxCatalogueTotal = 20000;

class Catalogue
{
    Q_DECLARE_TR_FUNCTIONS(Catalogue)

public:
    /// The compiled-in catalogue. Validated once; a broken built-in file is a programming error and
    /// its message is reported by `builtInError()`.
    static const Catalogue &builtIn();
    static QString builtInError();

    /// Adds or replaces entries from a JSON document (format "infralab-catalogue", version 1, with
    /// "devices" and/or "models" arrays). All-or-nothing: on error nothing changes and `error` names the
    /// entry, the key, the value and the reason.
    bool merge(const QByteArray &json, const QString &origin, QString *error);
    bool mergeFile(const QString &path, QString *error);
    /// Adds `d`, or replaces the device of the same id: a device made by InfraLab itself (this computer's
    /// measurement), already checked, where no file is parsed.
    void addDevice(const Device &d);

    const QList<Device> &devices() const { return m_devices; }
    const QList<ModelPreset> &models() const { return m_models; }
    const Device *device(const QString &id) const;
    const ModelPreset *model(const QString &id) const;

private:
    QList<Device> m_devices;
    QList<ModelPreset> m_models;
};

} // namespace infralab
