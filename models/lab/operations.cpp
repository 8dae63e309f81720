#include "operations.h"

#include "parallelproduct.h"
#include "roofline.h"

#include <cmath>

namespace infralab::lab {

namespace {
constexpr double kFp32Bytes = 4;
}

OperationResult operationCount(const QString &id, const OperationSizes &s)
{
    Operation op;
    if (id == u"dense") op = denseLayer(s.tokens, s.dModel, s.dModel, kFp32Bytes);
    if (id == u"conv3x3") op = conv3x3(s.convSide, s.convSide, s.convChannels, s.convChannels, kFp32Bytes);
    if (id == u"attention") op = attention(s.seqLen, 1, s.headDim, kFp32Bytes);
    if (id == u"decode") {
        const double weights = double(s.dModel) * s.dModel;
        op = llmDecode(weights, weights, 1, kFp32Bytes);
    }
    OperationResult r;
    r.id = id;
    r.flops = op.flops;
    r.bytes = op.bytes;
    return r;
}

Eigen::MatrixXf im2col3x3(const Eigen::MatrixXf &image, int side, int channels)
{
    // image: side² rows (pixels), `channels` columns.
    Eigen::MatrixXf cols = Eigen::MatrixXf::Zero(Eigen::Index(side) * side, 9 * Eigen::Index(channels));
    for (int y = 0; y < side; ++y)
        for (int x = 0; x < side; ++x)
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int sy = y + dy, sx = x + dx;
                    if (sy < 0 || sx < 0 || sy >= side || sx >= side) continue;
                    const int tap = (dy + 1) * 3 + (dx + 1);
                    cols.row(Eigen::Index(y) * side + x).segment(Eigen::Index(tap) * channels, channels) =
                        image.row(Eigen::Index(sy) * side + sx);
                }
    return cols;
}

Eigen::MatrixXf attentionHead(const Eigen::MatrixXf &q, const Eigen::MatrixXf &k, const Eigen::MatrixXf &v)
{
    Eigen::MatrixXf scores(q.rows(), k.rows());
    parallelProduct<Eigen::MatrixXf>(q, k.transpose(), &scores, coreCount());
    scores /= std::sqrt(float(q.cols()));
    // Each row minus its maximum before exp, so that no score overflows.
    const Eigen::VectorXf max = scores.rowwise().maxCoeff();
    scores = (scores.colwise() - max).array().exp().matrix();
    const Eigen::VectorXf sums = scores.rowwise().sum();
    scores = sums.cwiseInverse().asDiagonal() * scores;
    Eigen::MatrixXf out;
    parallelProduct<Eigen::MatrixXf>(scores, v, &out, coreCount());
    return out;
}

OperationResult runOperation(const QString &id, const OperationSizes &s, double budget, double tolerance,
                             const std::atomic_bool *cancel)
{
    using Eigen::MatrixXf;
    OperationResult r = operationCount(id, s);
    const int cores = coreCount();
    std::function<void()> run;
    MatrixXf a, b, c, d, out;
    if (id == u"dense") {
        a = MatrixXf::Random(s.tokens, s.dModel), b = MatrixXf::Random(s.dModel, s.dModel);
        run = [&] { parallelProduct(a, b, &out, cores); };
    } else if (id == u"conv3x3") {
        a = MatrixXf::Random(s.convSide * s.convSide, s.convChannels);
        b = MatrixXf::Random(9 * s.convChannels, s.convChannels);
        run = [&] {
            c = im2col3x3(a, s.convSide, s.convChannels);
            parallelProduct(c, b, &out, cores);
        };
    } else if (id == u"attention") {
        a = MatrixXf::Random(s.seqLen, s.headDim), b = MatrixXf::Random(s.seqLen, s.headDim);
        c = MatrixXf::Random(s.seqLen, s.headDim);
        run = [&] { out = attentionHead(a, b, c); };
    } else if (id == u"decode") {
        a = MatrixXf::Random(s.dModel, s.dModel), b = MatrixXf::Random(s.dModel, 1);
        // A matrix-vector product has one column to split: split W's rows among the cores instead.
        run = [&] {
            out.resize(s.dModel, 1);
            std::vector<std::thread> workers;
            for (int t = 0; t < cores; ++t)
                workers.emplace_back([&, t] {
                    const Eigen::Index r0 = a.rows() * t / cores, r1 = a.rows() * (t + 1) / cores;
                    out.middleRows(r0, r1 - r0).noalias() = a.middleRows(r0, r1 - r0) * b;
                });
            for (std::thread &w : workers)
                w.join();
        };
    } else {
        r.seconds = -1;
        return r;
    }
    r.seconds = bestTime(run, budget, tolerance, cancel);
    return r;
}

} // namespace infralab::lab
