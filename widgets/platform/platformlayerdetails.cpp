#include "platformlayerdetails.h"

#include "comparison.h"
#include "format.h"
#include "formulas.h"
#include "platformlayers.h"
#include "refreshscheduler.h"
#include "scenario.h"
#include "zoomfont.h"

#include <QLabel>
#include <QTextDocumentFragment>
#include <QVBoxLayout>

namespace infralab {

namespace {
constexpr qreal kPoints = 13;

QString translated(const char *context, const char *text)
{
    return QCoreApplication::translate(context, text).toHtmlEscaped();
}

/// A figure's value for `s`, formatted with its unit.
QString valueOf(const QString &key, const Scenario &s)
{
    const FigureSpec *spec = figureSpec(key);
    const std::optional<Formula> f = formulaFor(key, s);
    if (!spec || !f) return {};
    return Format::quantity(f->result, QString::fromUtf8(spec->unit));
}
} // namespace

PlatformLayerDetails::PlatformLayerDetails(Scenario *scenario, QWidget *parent)
    : QGroupBox(parent), m_scenario(scenario), m_text(new QLabel(this)),
      m_scheduler(new RefreshScheduler(this, [this] { refresh(); }))
{
    setObjectName(QStringLiteral("platform-layer-details"));
    zoomfont::setPoints(this, kPoints);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addStretch();
    m_scheduler->follow(scenario);
}

void PlatformLayerDetails::showLayer(int layer)
{
    if (layer < 0 || layer >= platformLayers().size()) return;
    m_layer = layer;
    m_scheduler->refreshNow();
}

QString PlatformLayerDetails::text() const
{
    return QTextDocumentFragment::fromHtml(m_text->text()).toPlainText();
}

void PlatformLayerDetails::flushRefresh()
{
    m_scheduler->flush();
}

void PlatformLayerDetails::refresh()
{
    const PlatformLayer &l = platformLayers().at(m_layer);
    setTitle(QCoreApplication::translate("Platform", l.name));
    QString html = QStringLiteral("<p><b>%1</b> %2</p><p><b>%3</b> %4</p><p><b>%5</b> %6</p>")
                       .arg(tr("Role:"), translated("Platform", l.role), tr("Tools (open source; cloud):"),
                            translated("Platform", l.tools), tr("Point of attention:"),
                            translated("Platform", l.attention));
    const Scenario *pinned = m_scenario->comparison().pinned();
    if (!l.figureKeys.isEmpty()) {
        html += QStringLiteral("<ul>");
        for (const QString &key : l.figureKeys) {
            QString value = valueOf(key, *m_scenario);
            if (pinned)
                value = tr("%1 (%2)", "current value, then the pinned one")
                            .arg(value, ab::labelled(valueOf(key, *pinned), true));
            html += QStringLiteral("<li>%1</li>")
                        .arg(tr("%1: %2", "a figure's name, then its value in bold")
                                 .arg(translated("Formulas", figureSpec(key)->title).toHtmlEscaped(),
                                      QStringLiteral("<b>%1</b>").arg(value.toHtmlEscaped())));
        }
        html += QStringLiteral("</ul><p>%1</p>")
                    .arg(tr("Their formulas are in the formula panel.").toHtmlEscaped());
    }
    if (m_text->text() != html) m_text->setText(html);
}

} // namespace infralab
