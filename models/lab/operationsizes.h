#pragma once
// The sizes the student chooses for the course's four operations run here (the lab's "à une taille que vous
// choisissez"): one named field per size, with the range a 2-core laptop runs in a few seconds, read from the
// command line (`infralab measure --size NAME=VALUE`) and from the window's measurement dialog.
#include "measure.h"

#include <QList>

namespace infralab::lab {

/// One size of OperationSizes: its name on the command line, its label and its range.
struct OperationSizeField
{
    const char *name;  ///< "dense.tokens", … (command line, settings)
    const char *label; ///< English, QT_TRANSLATE_NOOP("OperationSizes", …)
    int OperationSizes::*member;
    int lowest, highest;
};

/// The six sizes, in the course's order of the operations.
const QList<OperationSizeField> &operationSizeFields();

/// The field named `name`, or nullptr.
const OperationSizeField *operationSizeField(QStringView name);

/// Sets the size `assignment` ("NAME=VALUE") names in `sizes`. False with one sentence in `error` naming the
/// size, the value and why (unknown name, not a whole number, out of its range), `sizes` unchanged.
bool assignOperationSize(QStringView assignment, OperationSizes *sizes, QString *error);

} // namespace infralab::lab
