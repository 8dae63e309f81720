// The GUI thread paints its own fills (app/serialfills.cpp): Qt's raster engine then starts no thread of the
// global pool, and paints the same pixels as when it hands the fills to the pool (from any other thread).
// Qt starts the pool's threads on demand and names them: counted by name in /proc.
#include <QDir>
#include <QFile>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QThread>
#include <QThreadPool>
#include <QtTest>

#include <atomic>
#include <cmath>

namespace {
/// How many of the process's threads are the pool's: Qt names them "Thread (pooled)" (its 15 characters
/// are what Linux keeps of a thread's name).
int pooledThreads()
{
    int n = 0;
    const QDir tasks(QStringLiteral("/proc/self/task"));
    for (const QString &id : tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile comm(tasks.filePath(id + QStringLiteral("/comm")));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == "Thread (pooled)") ++n;
    }
    return n;
}

/// What a chart paints at a slider step, larger: a wide antialiased curve, a gradient and a translucent
/// rectangle, each a fill of hundreds of spans (Qt 6.4 hands a fill of about a hundred or more to its pool).
QImage picture()
{
    QImage image(1200, 800, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    QPainter p(&image);
    p.setRenderHint(QPainter::Antialiasing);
    QLinearGradient gradient(0, 0, 0, 800);
    gradient.setColorAt(0, QColor(200, 220, 255));
    gradient.setColorAt(1, Qt::white);
    p.fillRect(QRect(0, 0, 1200, 800), gradient);
    p.fillRect(QRect(100, 100, 900, 500), QColor(255, 128, 0, 90));
    QPainterPath curve;
    curve.moveTo(0, 700);
    for (int x = 0; x <= 1200; x += 10)
        curve.lineTo(x, 700 - 600 * std::sqrt(x / 1200.0));
    p.setPen(QPen(QColor(30, 90, 200), 6));
    p.drawPath(curve);
    return image;
}

/// Runs `work` on a thread of its own and waits for it.
template <typename Work> void onAnotherThread(Work work)
{
    QThread *thread = QThread::create(work);
    thread->start();
    QVERIFY(thread->wait(30000));
    delete thread;
}
} // namespace

class TestSerialFills : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // First: a thread the pool started would stay (30 s).
    void theGuiThreadPaintsWithoutThePool()
    {
        const QImage image = picture();
        QCOMPARE(pooledThreads(), 0);
        QVERIFY(QThreadPool::globalInstance()->contains(QThread::currentThread()));
        // Painted: at y = 120 the gradient is 15 % of the way to white, under the orange at 90/255.
        const double t = 120.0 / 800, a = 90.0 / 255;
        const QColor under(qRound(200 + 55 * t), qRound(220 + 35 * t), 255);
        const QColor seen = image.pixelColor(600, 120);
        QVERIFY(std::abs(seen.red() - (255 * a + under.red() * (1 - a))) <= 2);
        QVERIFY(std::abs(seen.green() - (128 * a + under.green() * (1 - a))) <= 2);
        QVERIFY(std::abs(seen.blue() - under.blue() * (1 - a)) <= 2);
    }

    void anotherThreadHandsItsFillsToThePoolAndPaintsTheSame()
    {
        // The check above can fail: from a thread that is not the GUI's, Qt answers, and hands the fills
        // over.
        const QImage mine = picture();
        bool asked = true;
        QImage theirs;
        onAnotherThread([&] {
            asked = QThreadPool::globalInstance()->contains(QThread::currentThread());
            theirs = picture();
        });
        QVERIFY(!asked);
        QVERIFY2(pooledThreads() > 0, "no thread of the pool painted");
        QCOMPARE(theirs, mine);
    }

    void thePoolsOwnThreadsAndOtherPoolsGetQtsAnswer()
    {
        std::atomic<bool> inPool = false;
        QThreadPool::globalInstance()->start(
            [&] { inPool = QThreadPool::globalInstance()->contains(QThread::currentThread()); });
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000));
        QVERIFY(inPool);
        QThreadPool other;
        QVERIFY(!other.contains(QThread::currentThread()));
        QVERIFY(!QThreadPool::globalInstance()->contains(nullptr));
    }
};

QTEST_MAIN(TestSerialFills)
#include "tst_serialfills.moc"
