#pragma once
// What the Choose page's tests share: the course's section 05 written out line for line, and ways to find a
// chart's series and bar sets by object name
// (charttestutil.h).
#include "charttestutil.h"
#include "testutil.h"

#include <QAbstractBarSeries>
#include <QBarSet>
#include <QChart>
#include <QRegularExpression>
#include <QXYSeries>
#include <cmath>

namespace choosetest {

using namespace infralab;
using namespace charttest;

// Course section 05, line for line.
constexpr double ReqDay = 30000, TokIn = 1500, TokOut = 300, Days = 3 * 365;
constexpr double Api = (0.15 * TokIn + 0.6 * TokOut) / 1e6 * ReqDay * Days;
constexpr double ReqPerGpuH = 3600 * 8 / 12;
constexpr double GpuHours = ReqDay / ReqPerGpuH * 1.5;
constexpr double Cloud = GpuHours * 2.5 * Days;
constexpr double OnPrem = 2 * 9000 + 3 * 12 * 300 + 3 * 8760 * 0.5 * 0.2 + 3 * 15000;
constexpr double Edge = 200 * 400 + 200 * 3 * 20;
// Column of each option in the charts: the course's order.
enum
{
    ApiCol,
    CloudCol,
    OnPremCol,
    EdgeCol
};

/// The note with its no-break spaces and hyphens made ordinary, to compare with plain sentences.
inline QString plain(QString text)
{
    return text.replace(QChar(0x00A0), u' ').replace(QChar(0x2011), u'-');
}

/// Text a person reads on the chart: no raw exponent, no NaN, no infinity.
inline bool readable(const QString &text)
{
    static const QRegularExpression bad(QStringLiteral("\\b(nan|inf|n/a)\\b|\\d[eE][+-]?\\d"),
                                        QRegularExpression::CaseInsensitiveOption);
    return !bad.match(text).hasMatch();
}

} // namespace choosetest
