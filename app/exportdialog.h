#pragma once
// File ▸ Export chart…: which chart, at what size and scale, then where.
#include <QDialog>

class QComboBox;
class QSpinBox;

namespace infralab {

class ChartView;
struct ExportSettings;

class ExportDialog : public QDialog
{
    Q_OBJECT
public:
    ExportDialog(const QList<ChartView *> &charts, ChartView *preselected, QWidget *parent = nullptr);

    ChartView *chart() const;
    ExportSettings settings() const;
    /// Remembers the size and scale for next time (QSettings).
    void remember() const;

private:
    QList<ChartView *> m_charts;
    QComboBox *m_chart;
    QSpinBox *m_width, *m_height;
    QComboBox *m_scale;
};

} // namespace infralab
