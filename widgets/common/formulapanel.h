#pragma once
// The formula behind each headline figure of the current page: a list "Title — value", and for the selected
// figure its expression, the same expression with the scenario's inputs, the result, a legend and the source.
// Large type, because it is projected in class.
#include "livehtml.h"

#include <QStringList>
#include <QWidget>

class QListWidget;
class QTextBrowser;

namespace infralab {

class RefreshScheduler;
class Scenario;

class FormulaPanel : public QWidget
{
    Q_OBJECT
public:
    explicit FormulaPanel(Scenario *scenario, QWidget *parent = nullptr);

    /// The figures to list (the current page's headline keys), in order; keeps the selection when it is
    /// still listed, otherwise selects the first row.
    void setKeys(const QStringList &keys);
    QStringList keys() const { return m_keys; }

    /// Selects the row of `key`; does nothing when it is not listed.
    void select(const QString &key);
    QString currentKey() const;

    /// The details as plain text (what the browser shows), for tests.
    QString detailsText() const;

    /// Applies pending scenario changes now instead of on the next turn of the event loop.
    void flushRefresh();

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();
    void showDetails();
    /// Shows `page` unless it is already shown: parsing and laying out the page is the panel's main cost, so
    /// while the same figure is shown with new numbers only the numbers are replaced.
    void setDetails(const LiveHtml &page);

    Scenario *m_scenario;
    QListWidget *m_list;
    QTextBrowser *m_details;
    RefreshScheduler *m_scheduler;
    QStringList m_keys;
    LiveHtml m_shown;
    QString m_shownKey; ///< the figure whose details are shown (empty: none, or the tab's note)
};

} // namespace infralab
