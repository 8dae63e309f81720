#pragma once
// Interface language: French or English, switchable while the app runs. Installing a translator makes
// Qt send QEvent::LanguageChange to every widget, which calls their retranslateUi().
#include <QString>

namespace infralab::language {

/// "fr" when the system locale is French, "en" otherwise.
QString systemDefault();

/// Installs the application's translator and the matching default QLocale (number formats).
void install(const QString &code);

/// The language installed last ("fr" or "en").
QString current();

} // namespace infralab::language
