#pragma once
// The course's four operations (section 01: dense layer, convolution, attention, LLM decoding at batch 1) run
// on this computer with Eigen in fp32, each counted with the roofline's formulas (models/hardware/roofline.h)
// so that its measured time places it on the measured roofline beside the model's prediction.
#include "measure.h"

#include <Eigen/Core>

namespace infralab::lab {

/// "dense", "conv3x3", "attention", "decode", in the course's order.
inline const QStringList kOperationIds{QStringLiteral("dense"), QStringLiteral("conv3x3"),
                                       QStringLiteral("attention"), QStringLiteral("decode")};

/// FLOP and bytes of operation `id` at `sizes`, fp32 (4 bytes per value):
/// - dense: denseLayer(tokens, d_model, d_model, 4): Y = X·W, X tokens×d, W d×d;
/// - conv3x3: conv3x3(side, side, channels, channels, 4), run as im2col then one GEMM;
/// - attention: attention(seqLen, 1, headDim, 4): softmax(Q·Kᵀ/√d)·V for one head, unfused;
/// - decode: llmDecode(d², d², 1, 4): y = W·x with W d×d, a matrix-vector product (every weight read for
///   one token, course formula "décodage LLM en lot B" at B = 1).
/// flops = bytes = 0 for an unknown id.
OperationResult operationCount(const QString &id, const OperationSizes &sizes);

/// Runs operation `id` until its time is stable (bestTime) and returns its counts and best time; seconds is
/// -1 when cancelled.
OperationResult runOperation(const QString &id, const OperationSizes &sizes, double budget, double tolerance,
                             const std::atomic_bool *cancel);

/// The im2col matrix of a side×side×channels image (row-major pixels, channels contiguous) for a 3×3
/// convolution of stride 1 and zero padding 1: one row per output pixel, 9·channels columns.
Eigen::MatrixXf im2col3x3(const Eigen::MatrixXf &image, int side, int channels);

/// softmax(Q·Kᵀ/√d)·V for Q, K, V of n rows and d columns; each row of scores made a distribution.
Eigen::MatrixXf attentionHead(const Eigen::MatrixXf &q, const Eigen::MatrixXf &k, const Eigen::MatrixXf &v);

} // namespace infralab::lab
