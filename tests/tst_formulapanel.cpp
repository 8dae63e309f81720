// The formula panel lists the page's figures, shows the selected one's formula with the scenario's numbers,
// follows the scenario and the language.
#include "comparison.h"
#include "format.h"
#include "formulapanel.h"
#include "language.h"
#include "languagetestutil.h"
#include "measurementsession.h"
#include "scenario.h"
#include "widgettest.h"

#include <QListWidget>
#include <QScrollBar>
#include <QTest>
#include <QTextBrowser>

using namespace infralab;

namespace {
const QStringList kServingKeys = {"serving.weights_bytes", "serving.kv_bytes",     "serving.ttft_s",
                                  "serving.tpot_s",        "serving.tokens_per_s", "serving.latency_s",
                                  "serving.fits"};

QString rowText(const FormulaPanel &panel, int row)
{
    return panel.findChild<QListWidget *>(QStringLiteral("formulaList"))->item(row)->text().replace(QChar(0x00A0), u' ');
}

/// The panel keeps numbers and units together with no-break spaces and word joiners after "/"; the checks
/// below read plain spaces.
QString details(const FormulaPanel &panel)
{
    return panel.detailsText().replace(QChar(0x00A0), u' ').remove(QChar(0x2060));
}

/// The serving page's figures, with the TTFT selected: its formula holds the batch, the peak and the
/// efficiency.
void selectTtft(FormulaPanel &panel)
{
    panel.setKeys(kServingKeys);
    panel.select(QStringLiteral("serving.ttft_s"));
}
} // namespace

class TestFormulaPanel : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void showsTheFormulaWithTheInputs()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.setKeys(kServingKeys);
        QCOMPARE(panel.currentKey(), kServingKeys.first());
        panel.select(QStringLiteral("serving.ttft_s"));
        QCOMPARE(panel.currentKey(), QStringLiteral("serving.ttft_s"));
        const QString text = details(panel);
        QVERIFY2(text.contains(QStringLiteral("Time to first token")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("TTFT = max(2·N_act·n_prompt·B / (P·η), (W + KV)/(β·η_bw))")),
                 qPrintable(text));
        // The course's section 03 inputs, formatted in English, and TTFT at batch 64 ≈ 2.59 s.
        for (const char *number : {"990 TFLOP/s", "3.35 TB/s", "8,000,000,000", "1,500", "× 64 /", "60 %)",
                                   "16 GB", "= 2.59 s", "Pope et al. 2022"})
            QVERIFY2(text.contains(QString::fromUtf8(number)), number);
        QVERIFY2(text.contains(QStringLiteral("Share of the peak FLOP/s reached when serving (compute)")),
                 qPrintable(text));
        // The bandwidth's share on its own term, the course's 100 %: β as the datasheet gives it.
        QVERIFY2(text.contains(QStringLiteral("Share of the memory bandwidth reached when serving")) &&
                     text.contains(QStringLiteral("× 100 %)")),
                 qPrintable(text));
        QVERIFY2(rowText(panel, 2).startsWith(QStringLiteral("Time to first token — 2.59 s")),
                 qPrintable(rowText(panel, 2)));
    }

    void detailsUseALargeFont()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        const auto *details = panel.findChild<QTextBrowser *>(QStringLiteral("formulaDetails"));
        QVERIFY(details->document()->defaultFont().pointSize() >= 13);
    }

    void followsTheScenario()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.show();
        selectTtft(panel);
        const QString before = details(panel);
        const QString rowBefore = rowText(panel, 2);
        QVERIFY(s.set(Key::ServingBatch, 8));
        panel.flushRefresh();
        QCOMPARE(panel.currentKey(), QStringLiteral("serving.ttft_s"));
        const QString after = details(panel);
        QVERIFY(after != before);
        QVERIFY(rowText(panel, 2) != rowBefore);
        // 2·8e9·1500·8 / (990e12·0.6) = 0.323 s.
        QVERIFY2(after.contains(QStringLiteral("× 8 /")) && after.contains(QStringLiteral("= 323 ms")),
                 qPrintable(after));
    }

    void keepsItsScrollWhileTheNumbersChange()
    {
        // A teacher scrolls down the details and drags a slider: they keep their place, also once Qt has
        // measured the new text; another figure is read from its top. With A pinned the text is long enough
        // for Qt to lay it out lazily.
        for (const bool pinned : {false, true}) {
            Scenario s;
            if (pinned) s.comparison().pin();
            FormulaPanel panel(&s, nullptr);
            panel.resize(300, 260); // narrow and short: the details scroll
            panel.show();
            selectTtft(panel);
            QScrollBar *bar =
                panel.findChild<QTextBrowser *>(QStringLiteral("formulaDetails"))->verticalScrollBar();
            QTRY_VERIFY(bar->maximum() > 100);
            QTest::qWait(20); // the range Qt sets from its timer
            bar->setValue(bar->maximum() / 2);
            const int scrolled = bar->value();
            for (int batch : {8, 16, 32}) {
                QVERIFY(s.set(Key::ServingBatch, batch));
                panel.flushRefresh();
                QVERIFY2(details(panel).contains(QStringLiteral("× %1 /").arg(batch)),
                         qPrintable(details(panel)));
                QCOMPARE(bar->value(), scrolled);
                QTest::qWait(20);
                QCOMPARE(bar->value(), scrolled);
            }
            panel.select(QStringLiteral("serving.tpot_s"));
            QCOMPARE(bar->value(), 0);
        }
    }

    void onlyRowsThatChangeAreRepaintedAndLinesStayStacked()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.resize(260, 700); // narrow: rows wrap
        panel.setKeys(kServingKeys);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        auto *list = panel.findChild<QListWidget *>(QStringLiteral("formulaList"));
        const auto rect = [list](int row) { return list->visualRect(list->model()->index(row, 0)); };
        const auto stacked = [&] {
            for (int row = 0; row + 1 < list->count(); ++row)
                QVERIFY2(rect(row).bottom() < rect(row + 1).top() && rect(row).height() > 0,
                         qPrintable(QStringLiteral("row %1 ends at %2, row %3 starts at %4")
                                        .arg(row)
                                        .arg(rect(row).bottom())
                                        .arg(row + 1)
                                        .arg(rect(row + 1).top())));
        };
        stacked();
        QTest::qWait(300); // the first paints, after the list's own layout and the window's activation
        PaintSpy spy(list->viewport());
        const QRegion &painted = spy.painted;
        // The serving efficiency η enters the prefill's compute time alone: TTFT and the latency change, the
        // weights' bytes do not. Their rows keep their lines: the weights' row is not painted again.
        QVERIFY(s.set(Key::ServingEfficiency, 0.3));
        panel.flushRefresh();
        QTRY_VERIFY(!painted.isEmpty());
        QVERIFY(painted.intersects(rect(kServingKeys.indexOf(QStringLiteral("serving.ttft_s")))));
        QVERIFY(!painted.intersects(rect(kServingKeys.indexOf(QStringLiteral("serving.weights_bytes")))));
        stacked();
        // Pinned: every row gains A's value and wraps onto more lines; the rows are laid out again.
        const int before = rect(0).height();
        s.comparison().pin();
        QVERIFY(s.set(Key::ServingBatch, 8));
        panel.flushRefresh();
        QTRY_VERIFY(rect(0).height() > before);
        stacked();
    }

    void numbersChangedInPlaceReadAsAFreshPanel_data() { languagetest::bothLanguages(); }

    void numbersChangedInPlaceReadAsAFreshPanel()
    {
        // While a slider is dragged the numbers are replaced in the shown page (LiveHtml); after every step
        // the details must read exactly as a panel that shows the same scenario from scratch, A pinned or
        // not. A is pinned at batch 1, so that the changes from it pass 1 000 % (French writes "+6 375 %"
        // with a narrow no-break space, which HTML would make a plain space) and the first step makes the
        // change's text appear.
        const auto language = languagetest::rowLanguageForThisTest();
        for (const bool pinned : {false, true}) {
            Scenario s;
            QVERIFY(s.apply({{Key::ServingBatch, 1}, {Key::ServingPromptTokens, 110}}));
            if (pinned) s.comparison().pin();
            FormulaPanel panel(&s, nullptr);
            selectTtft(panel);
            for (int batch : {64, 256, 7, 64, 3, 1}) {
                QVERIFY(s.apply({{Key::ServingBatch, batch}, {Key::ServingPromptTokens, 100 + 10 * batch}}));
                panel.flushRefresh();
                FormulaPanel fresh(&s, nullptr);
                selectTtft(fresh);
                QCOMPARE(panel.detailsText(), fresh.detailsText());
            }
        }
    }

    void refreshesOnItsOwnWhenShown()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        selectTtft(panel);
        QVERIFY(s.set(Key::ServingBatch, 8));
        QTRY_VERIFY(details(panel).contains(QStringLiteral("= 323 ms")));
    }

    void keepsTheSelectionAcrossPages()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.setKeys(kServingKeys);
        panel.select(QStringLiteral("serving.tpot_s"));
        panel.setKeys({QStringLiteral("serving.kv_bytes_per_token"), QStringLiteral("serving.tpot_s")});
        QCOMPARE(panel.currentKey(), QStringLiteral("serving.tpot_s"));
        panel.setKeys({QStringLiteral("cost.api"), QStringLiteral("cost.cloud")});
        QCOMPARE(panel.currentKey(), QStringLiteral("cost.api"));
        panel.select(QStringLiteral("serving.ttft_s")); // not listed: nothing changes
        QCOMPARE(panel.currentKey(), QStringLiteral("cost.api"));
        panel.setKeys({});
        QCOMPARE(panel.currentKey(), QString());
    }

    void aTabWithoutFiguresSaysWhy()
    {
        // The exercises list no figure: no empty white list, and the details say where the formulas are.
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.show();
        auto *list = panel.findChild<QListWidget *>(QStringLiteral("formulaList"));
        panel.setKeys({});
        QVERIFY(!list->isVisible());
        QVERIFY2(details(panel).contains(QStringLiteral("solution")), qPrintable(details(panel)));
        panel.setKeys(kServingKeys);
        QVERIFY(list->isVisible());
        QVERIFY(!details(panel).contains(QStringLiteral("solution")));
    }

    void figuresWithoutAFormulaShowTheirValue()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.setKeys(kServingKeys);
        QVERIFY2(rowText(panel, 6).endsWith(QStringLiteral("yes")), qPrintable(rowText(panel, 6)));
        panel.select(QStringLiteral("serving.fits"));
        QVERIFY(details(panel).contains(QStringLiteral("yes")));
        QVERIFY(!details(panel).contains(QStringLiteral("formula"), Qt::CaseInsensitive));
    }

    void allReducesOnlyOnSeveralGpus()
    {
        // At t = 1 the tensor-parallel all-reduces would read "0 µs": their rows are not listed, and a
        // selection on one of them moves to the first row still listed when t goes back to 1.
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        const QStringList keys = {"serving.tpot_s", "serving.tp_decode_allreduce_s",
                                  "serving.tp_prefill_allreduce_s"};
        panel.setKeys(keys);
        auto *list = panel.findChild<QListWidget *>(QStringLiteral("formulaList"));
        QVERIFY(!list->item(0)->isHidden());
        QVERIFY(list->item(1)->isHidden() && list->item(2)->isHidden());
        QVERIFY(s.set(Key::ServingTensorParallel, 2));
        panel.flushRefresh();
        QVERIFY(!list->item(1)->isHidden() && !list->item(2)->isHidden());
        // 2·32 all-reduces of B·h·b_a = 64·4 096·2 bytes, each moving 2·(2 − 1)/2 of it over 450 GB/s:
        // 64 × 524 288 / 450e9 = 74.6 µs a decode step.
        panel.select(QStringLiteral("serving.tp_decode_allreduce_s"));
        QVERIFY2(rowText(panel, 1).endsWith(QStringLiteral("74.6 µs")), qPrintable(rowText(panel, 1)));
        QVERIFY(s.set(Key::ServingTensorParallel, 1));
        panel.flushRefresh();
        QVERIFY(list->item(1)->isHidden());
        QCOMPARE(panel.currentKey(), QStringLiteral("serving.tpot_s"));
    }

    void showsAWhenPinned()
    {
        // A: the course's scenario at batch 64; B: batch 8. TTFT = 2·N·n_prompt·B / (P·η) on the course's
        // H100, compute-bound at both batches: 2.59 s at batch 64, 323 ms at batch 8.
        const double ttftA = 2 * 8e9 * 1500 * 64 / (990e12 * 0.6);
        const double ttftB = 2 * 8e9 * 1500 * 8 / (990e12 * 0.6);
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        selectTtft(panel);
        s.comparison().pin();
        QVERIFY(s.set(Key::ServingBatch, 8));
        panel.flushRefresh();

        const QString row = rowText(panel, 2);
        const QString change = ab::relativeChange(ttftA, ttftB);
        QVERIFY(change.startsWith(QStringLiteral("−")));
        QCOMPARE(row, QStringLiteral("Time to first token — 323 ms (pinned: 2.59 s, %1)")
                          .arg(change)
                          .replace(QChar(0x00A0), u' '));
        // A yes/no figure has no change to give.
        QVERIFY2(rowText(panel, 6).endsWith(QStringLiteral("yes (pinned: yes)")),
                 qPrintable(rowText(panel, 6)));

        // B's formula, then A's substitution and result under it, named.
        const QString text = details(panel);
        const qsizetype b = text.indexOf(QStringLiteral("× 8 /")), a = text.indexOf(QStringLiteral("× 64 /"));
        QVERIFY2(b >= 0 && a > b, qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("= 323 ms")) && text.contains(QStringLiteral("= 2.59 s")),
                 qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("Pinned: H100 SXM")), qPrintable(text));
        QVERIFY2(text.contains(QString(change).replace(QChar(0x00A0), u' ')), qPrintable(text));

        // A figure without a formula shows A's value too.
        panel.select(QStringLiteral("serving.fits"));
        QVERIFY2(details(panel).contains(QStringLiteral("Pinned: H100 SXM")), qPrintable(details(panel)));

        s.comparison().unpin();
        panel.flushRefresh();
        QCOMPARE(rowText(panel, 2), QStringLiteral("Time to first token — 323 ms"));
        QVERIFY(!details(panel).contains(QStringLiteral("Pinned: ")));
    }

    void pinningAloneRefreshes()
    {
        // Pinning changes no input, only A: the panel must follow Comparison::changed on its own.
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        selectTtft(panel);
        s.comparison().pin();
        panel.flushRefresh();
        QVERIFY2(rowText(panel, 2).contains(QStringLiteral("(pinned: 2.59 s")),
                 qPrintable(rowText(panel, 2)));
    }

    void frenchUsesADecimalComma()
    {
        Scenario s;
        FormulaPanel panel(&s, nullptr);
        panel.show();
        selectTtft(panel);
        QVERIFY(details(panel).contains(QStringLiteral("3.35 TB/s")));
        const auto inFrench = languagetest::frenchForThisTest();
        QCoreApplication::processEvents();
        // Only the number format: the French wording is being translated elsewhere.
        const QString text = details(panel);
        // η, a share, reads in percent in both languages.
        QVERIFY2(text.contains(QStringLiteral("60 %)")) && text.contains(QStringLiteral("3,35")),
                 qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("3.35")), qPrintable(text));
        QVERIFY2(rowText(panel, 2).contains(QStringLiteral("2,59")), qPrintable(rowText(panel, 2)));
    }

    void fittedEfficiencyBesideTheModel()
    {
        // One run at B = 8, prompt 500: the course's 8B on its H100 at η = 60 % gives a compute-bound TTFT of
        // 2·8e9·500·8/(990e12·0.6) = 107.7 ms; measured 215.5 ms, so η = 0.6 · 107.7/215.5 = 30.0 %.
        language::install(QStringLiteral("en"));
        Scenario s;
        FormulaPanel panel(&s);
        selectTtft(panel);
        QVERIFY(!details(panel).contains(QStringLiteral("Against the measurements")));
        const double model = 2 * 8e9 * 500 * 8 / (990e12 * 0.6);
        MeasurementSet set;
        set.serving.append({8, 500, 300, 2 * model, std::nullopt, std::nullopt, QStringLiteral("run")});
        measurementsOf(s).set(set, QStringLiteral("run.csv"));
        panel.flushRefresh();
        const QString text = details(panel);
        QVERIFY2(text.contains(QStringLiteral("Against the measurements (points: 1)")), qPrintable(text));
        QVERIFY2(text.contains(Format::duration(model).replace(QChar(0x00A0), u' ')), qPrintable(text));
        QVERIFY2(text.contains(Format::duration(2 * model).replace(QChar(0x00A0), u' ')), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("η = ") + Format::percent(0.3, 1).replace(QChar(0x00A0), u' ')),
                 qPrintable(text));
        // No TPOT measured: its page has no such part.
        panel.select(QStringLiteral("serving.tpot_s"));
        QVERIFY(!details(panel).contains(QStringLiteral("Against the measurements")));
    }
};

INFRALAB_TEST_MAIN_IN_ENGLISH(TestFormulaPanel)
#include "tst_formulapanel.moc"
