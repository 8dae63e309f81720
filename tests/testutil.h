#pragma once
// Shared by the tests: relative closeness with the tolerance spelled out at each call, and a data table's
// columns and rows declared as tables.
#include <QFile>
#include <QTest>
#include <array>
#include <cmath>
#include <cstddef>
#include <initializer_list>

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

/// A data table's header in one statement, types and names side by side as in the rows below it:
/// addColumns<double, QString>({"tflops", "ridge"}).
template <typename... T> void addColumns(const std::array<const char *, sizeof...(T)> &names)
{
    std::size_t i = 0;
    (QTest::addColumn<T>(names[i++]), ...); // the comma fold runs left to right: columns keep their order
}

/// Rows of a table whose columns are all strings, one brace per row, its name first:
/// addTextRows<3>({{"int4", "precision", "int4"}}).
template <std::size_t N> void addTextRows(std::initializer_list<std::array<const char *, N>> rows)
{
    for (const std::array<const char *, N> &row : rows) {
        QTestData &data = QTest::newRow(row[0]);
        for (std::size_t i = 1; i < N; ++i)
            data << QString::fromUtf8(row[i]);
    }
}

/// A file's bytes, or none when it cannot be read.
inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// Writes a whole file (a scenario written by hand, a previous export); false when any byte is not written.
inline bool writeAll(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}
