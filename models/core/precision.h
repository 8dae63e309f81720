#pragma once
// Number formats of the course's definition "précisions" and their storage size.
#include <array>
#include <optional>
#include <string_view>

namespace infralab {

enum class Precision { FP32, TF32, BF16, FP16, FP8, INT8, INT4 };

inline constexpr std::array<Precision, 7> kAllPrecisions = {
    Precision::FP32, Precision::TF32, Precision::BF16, Precision::FP16,
    Precision::FP8,  Precision::INT8, Precision::INT4};

/// Bytes per stored value: fp32/tf32 4 (tf32 is stored as fp32), bf16/fp16 2, fp8/int8 1, int4 0.5.
/// Source: the course's definition "précisions"; IEEE 754 and the OCP 8-bit format spec.
double bytesPerValue(Precision p);

/// Stable key used in JSON files and on the command line: "fp32", "tf32", "bf16", …
std::string_view precisionKey(Precision p);
std::optional<Precision> precisionFromKey(std::string_view key);

} // namespace infralab
