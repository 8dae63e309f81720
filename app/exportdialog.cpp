#include "exportdialog.h"

#include "chartexport.h"
#include "chartview.h"
#include "settingsrepair.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>

namespace infralab {

ExportDialog::ExportDialog(const QList<ChartView *> &charts, ChartView *preselected, QWidget *parent)
    : QDialog(parent), m_charts(charts), m_chart(new QComboBox(this)), m_width(new QSpinBox(this)),
      m_height(new QSpinBox(this)), m_scale(new QComboBox(this))
{
    setWindowTitle(tr("Export chart"));
    for (ChartView *c : charts) m_chart->addItem(c->title());
    m_chart->setCurrentIndex(std::max<qsizetype>(0, charts.indexOf(preselected)));
    const QSettings settings;
    const ExportSettings defaults;
    for (QSpinBox *box : {m_width, m_height}) {
        box->setRange(settingsrepair::kMinExportPixels, settingsrepair::kMaxExportPixels);
        box->setSingleStep(100);
        box->setSuffix(tr(" px"));
    }
    m_width->setValue(settings.value(QStringLiteral("export/width"), defaults.pixels.width()).toInt());
    m_height->setValue(settings.value(QStringLiteral("export/height"), defaults.pixels.height()).toInt());
    for (int s : settingsrepair::kExportScales)
        m_scale->addItem(tr("%1× (text and lines)").arg(s), s);
    // A scale the dialog does not offer (a hand-edited or corrupt setting) would select nothing, and export
    // at scale 0: the default instead.
    const int remembered = m_scale->findData(settings.value(QStringLiteral("export/scale")).toInt());
    m_scale->setCurrentIndex(remembered >= 0 ? remembered : m_scale->findData(int(defaults.scale)));

    auto *form = new QFormLayout(this);
    form->addRow(tr("Chart:"), m_chart);
    form->addRow(tr("Width:"), m_width);
    form->addRow(tr("Height:"), m_height);
    form->addRow(tr("Scale:"), m_scale);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    form->addRow(buttons);
}

ChartView *ExportDialog::chart() const { return m_charts.value(m_chart->currentIndex()); }

ExportSettings ExportDialog::settings() const
{
    ExportSettings s;
    s.pixels = QSize(m_width->value(), m_height->value());
    s.scale = m_scale->currentData().toInt();
    return s;
}

void ExportDialog::remember() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("export/width"), m_width->value());
    settings.setValue(QStringLiteral("export/height"), m_height->value());
    settings.setValue(QStringLiteral("export/scale"), m_scale->currentData().toInt());
}

} // namespace infralab
