#include "roofline.h"

#include <algorithm>

namespace infralab {

double kernelTime(double flops, double bytes, double peak, double bandwidth)
{
    return std::max(flops / peak, bytes / bandwidth);
}

Regime regime(double flops, double bytes, double peak, double bandwidth)
{
    return bytes / bandwidth > flops / peak ? Regime::Memory : Regime::Compute;
}

double attainableFlops(double peak, double intensity, double bandwidth)
{
    return std::min(peak, intensity * bandwidth);
}

double ridgePoint(double peak, double bandwidth) { return peak / bandwidth; }

Operation matmul(double m, double k, double n, double bytesPerValue)
{
    return {2.0 * m * k * n, bytesPerValue * (m * k + k * n + m * n)};
}

double matmulIntensity(double m, double k, double n, double bytesPerValue)
{
    return matmul(m, k, n, bytesPerValue).intensity();
}

double decodeTokensPerSecondBatch1(double bandwidth, double weightBytes) { return bandwidth / weightBytes; }

double trainingTokensPerSecond(double mfu, double peak, double params) { return mfu * peak / (6.0 * params); }

Operation denseLayer(double tokens, double dIn, double dOut, double bytesPerValue)
{
    return matmul(tokens, dIn, dOut, bytesPerValue);
}

Operation conv3x3(double height, double width, double cIn, double cOut, double b)
{
    const double pixels = height * width;
    return {2.0 * pixels * cOut * 9.0 * cIn, b * (pixels * cIn + 9.0 * cIn * cOut + pixels * cOut)};
}

Operation attention(double n, double heads, double d, double b)
{
    return {heads * 4.0 * n * n * d, b * heads * (4.0 * n * d + 2.0 * n * n)};
}

Operation llmDecode(double params, double activeParams, double batch, double b)
{
    return {2.0 * activeParams * batch, params * b};
}

Operation llmPrefill(double params, double activeParams, double tokens, double b)
{
    return {2.0 * activeParams * tokens, params * b};
}

} // namespace infralab
