#pragma once
// Shared assertion for the tests: relative closeness with the tolerance spelled out at each call.
#include <QTest>
#include <cmath>

#define QVERIFY_REL(actual, expected, tolerance)                                                                 \
    do {                                                                                                         \
        const double a_ = (actual), e_ = (expected);                                                             \
        const double err_ = e_ == 0 ? std::abs(a_) : std::abs(a_ - e_) / std::abs(e_);                           \
        QVERIFY2(err_ <= (tolerance), qPrintable(QStringLiteral("%1 = %2, expected %3 (relative error %4 > %5)") \
                                                     .arg(QStringLiteral(#actual))                               \
                                                     .arg(a_, 0, 'g', 12)                                        \
                                                     .arg(e_, 0, 'g', 12)                                        \
                                                     .arg(err_, 0, 'g', 3)                                       \
                                                     .arg(double(tolerance))));                                  \
    } while (false)

/// Python's round-half-even is not needed: the course's printed figures are never on a .5 boundary here.
inline QString fixed(double v, int decimals) { return QString::number(v, 'f', decimals); }
