#pragma once
// `infralab tables`: the course's five printed tables, with its rows, columns and rounding, in the
// current language (numbers use the language's decimal separator).
#include <QTextStream>

namespace infralab {

class Catalogue;

void printCourseTables(QTextStream &out, const Catalogue &catalogue);

} // namespace infralab
