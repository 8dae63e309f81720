#include "measuredialog.h"

#include "format.h"
#include "operationsizes.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace infralab {

MeasureDialog::MeasureDialog(QWidget *parent)
    : QDialog(parent), m_intro(new QLabel(this)), m_quick(new QCheckBox(this))
{
    setObjectName(QStringLiteral("measureDialog"));
    m_intro->setWordWrap(true);
    // A wrapped form label takes the height of one line in QFormLayout and is cut: labels stay on one line,
    // and the introduction wraps at the form's width.
    m_intro->setMinimumWidth(fontMetrics().averageCharWidth() * 50);
    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::FieldsStayAtSizeHint);
    for (const lab::OperationSizeField &f : lab::operationSizeFields()) {
        auto *spin = new QSpinBox(this);
        spin->setObjectName(QString::fromLatin1(f.name));
        spin->setRange(f.lowest, f.highest);
        spin->setGroupSeparatorShown(true);
        auto *label = new QLabel(this);
        label->setBuddy(spin);
        form->addRow(label, spin);
        m_labels << label;
        m_spins << spin;
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_intro);
    layout->addWidget(m_quick);
    layout->addLayout(form);
    layout->addWidget(buttons);
    setChoice(lab::OperationSizes{}, false);
    retranslateUi();
}

void MeasureDialog::setChoice(const lab::OperationSizes &sizes, bool quick)
{
    const QList<lab::OperationSizeField> &fields = lab::operationSizeFields();
    for (qsizetype i = 0; i < fields.size(); ++i)
        m_spins.at(i)->setValue(sizes.*(fields.at(i).member));
    m_quick->setChecked(quick);
}

lab::OperationSizes MeasureDialog::sizes() const
{
    lab::OperationSizes sizes;
    const QList<lab::OperationSizeField> &fields = lab::operationSizeFields();
    for (qsizetype i = 0; i < fields.size(); ++i)
        sizes.*(fields.at(i).member) = m_spins.at(i)->value();
    return sizes;
}

bool MeasureDialog::quick() const
{
    return m_quick->isChecked();
}

QSpinBox *MeasureDialog::spinBox(const char *name) const
{
    return findChild<QSpinBox *>(QString::fromLatin1(name));
}

void MeasureDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) retranslateUi();
    QDialog::changeEvent(event);
}

void MeasureDialog::retranslateUi()
{
    setWindowTitle(tr("Measure this computer"));
    m_intro->setText(
        tr("The matrix products and the memory bandwidth are timed first, then the course's four "
           "operations at the sizes below, each placed on this computer's roofline."));
    m_quick->setText(tr("Quick: products up to %1, in about ten seconds").arg(Format::count(1024)));
    const QList<lab::OperationSizeField> &fields = lab::operationSizeFields();
    for (qsizetype i = 0; i < fields.size(); ++i) {
        m_labels.at(i)->setText(QCoreApplication::translate("OperationSizes", fields.at(i).label));
        m_spins.at(i)->setLocale(locale());
    }
}

} // namespace infralab
