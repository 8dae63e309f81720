#include "precision.h"

namespace infralab {

double bytesPerValue(Precision p)
{
    switch (p) {
    case Precision::FP32:
    case Precision::TF32: return 4.0;
    case Precision::BF16:
    case Precision::FP16: return 2.0;
    case Precision::FP8:
    case Precision::INT8: return 1.0;
    case Precision::INT4: return 0.5;
    }
    return 2.0;
}

std::string_view precisionKey(Precision p)
{
    switch (p) {
    case Precision::FP32: return "fp32";
    case Precision::TF32: return "tf32";
    case Precision::BF16: return "bf16";
    case Precision::FP16: return "fp16";
    case Precision::FP8: return "fp8";
    case Precision::INT8: return "int8";
    case Precision::INT4: return "int4";
    }
    return "bf16";
}

std::optional<Precision> precisionFromKey(std::string_view key)
{
    for (Precision p : kAllPrecisions)
        if (precisionKey(p) == key) return p;
    return std::nullopt;
}

} // namespace infralab
