#pragma once
// Course section 04, compute: "utilisation réelle des GPU (souvent < 30 %)". What the Choose tab's GPU cloud
// and on-premise options cost for the work done when the GPUs are busy only a share u of the time (C / u),
// against u, beside the API, which needs no GPU of one's own; a pinned scenario's curves are drawn dashed.
#include "chartview.h"

namespace infralab {

class UtilisationChart : public NamedChart<UtilisationChart>
{
    INFRALAB_CHART(UtilisationChart, "platform-utilisation",
                   QT_TR_NOOP("Cost against the real utilisation of the GPUs"))

private:
    QValueAxis *m_utilisationAxis;
    QValueAxis *m_costAxis;
};

} // namespace infralab
