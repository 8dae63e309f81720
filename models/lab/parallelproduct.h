#pragma once
// The product C = A·B on several cores. Eigen built without OpenMP (as here: no extra package, and the
// product's order of work stays the same from run to run) computes a product on one core, so the columns of
// C are split into one block per thread, each block an ordinary single-threaded Eigen product
// C[:, j0:j1] = A · B[:, j0:j1]. The blocks share nothing they write, so no lock is needed.
#include <Eigen/Core>
#include <algorithm>
#include <thread>
#include <vector>

namespace infralab::lab {

/// Cores the "all cores" measurements use: std::thread::hardware_concurrency(), at least 1.
int coreCount();

/// C = A·B with `threads` threads, each computing a contiguous block of C's columns (at least 1 thread;
/// never more threads than columns). Same result as `C.noalias() = A * B` up to rounding.
template <typename Matrix> void parallelProduct(const Matrix &a, const Matrix &b, Matrix *c, int threads)
{
    c->resize(a.rows(), b.cols());
    const Eigen::Index cols = b.cols();
    const int n = static_cast<int>(std::clamp<Eigen::Index>(threads, 1, std::max<Eigen::Index>(cols, 1)));
    if (n == 1) {
        c->noalias() = a * b;
        return;
    }
    std::vector<std::thread> workers;
    workers.reserve(n);
    for (int t = 0; t < n; ++t) {
        const Eigen::Index j0 = cols * t / n, j1 = cols * (t + 1) / n;
        workers.emplace_back(
            [&, j0, j1] { c->middleCols(j0, j1 - j0).noalias() = a * b.middleCols(j0, j1 - j0); });
    }
    for (std::thread &w : workers)
        w.join();
}

} // namespace infralab::lab
