#include "operationsizes.h"

#include "inputfile.h"

#include <QCoreApplication>

namespace infralab::lab {

const QList<OperationSizeField> &operationSizeFields()
{
    // Upper bounds keep each operation's fp32 working set near 1 GB or less: the dense layer at 8 192 × 8 192
    // holds 805 MB, the attention's n² scores at n = 8 192 268 MB, the convolution's im2col at 224² pixels
    // and 512 channels 925 MB. At the largest, one run takes a few seconds on this 2-core machine.
    constexpr int kLargestMatrix = 8192;
    static const QList<OperationSizeField> fields{
        {"dense.tokens", QT_TRANSLATE_NOOP("OperationSizes", "Dense layer: tokens in the batch"),
         &OperationSizes::tokens, 1, kLargestMatrix},
        {"dense.d_model", QT_TRANSLATE_NOOP("OperationSizes", "Dense layer and decoding: width d"),
         &OperationSizes::dModel, 16, kLargestMatrix},
        {"conv.side", QT_TRANSLATE_NOOP("OperationSizes", "Convolution: image side H = W"),
         &OperationSizes::convSide, 4, 224},
        {"conv.channels", QT_TRANSLATE_NOOP("OperationSizes", "Convolution: channels in and out"),
         &OperationSizes::convChannels, 1, 512},
        {"attention.seq_len", QT_TRANSLATE_NOOP("OperationSizes", "Attention: sequence length n"),
         &OperationSizes::seqLen, 16, kLargestMatrix},
        {"attention.head_dim", QT_TRANSLATE_NOOP("OperationSizes", "Attention: head dimension d_k"),
         &OperationSizes::headDim, 8, 512},
    };
    return fields;
}

const OperationSizeField *operationSizeField(QStringView name)
{
    for (const OperationSizeField &f : operationSizeFields())
        if (name == QLatin1StringView(f.name)) return &f;
    return nullptr;
}

bool assignOperationSize(QStringView assignment, OperationSizes *sizes, QString *error)
{
    const qsizetype eq = assignment.indexOf(u'=');
    const QStringView name = eq < 0 ? assignment : assignment.left(eq);
    const OperationSizeField *field = operationSizeField(name);
    if (!field) {
        QStringList names;
        for (const OperationSizeField &f : operationSizeFields())
            names << QString::fromLatin1(f.name);
        *error =
            QCoreApplication::translate("OperationSizes", "size \"%1\" refused: expected NAME=VALUE with "
                                                          "NAME one of %2")
                .arg(name.toString(), names.join(QStringLiteral(", ")));
        return false;
    }
    const QStringView text = eq < 0 ? QStringView() : assignment.mid(eq + 1);
    const std::optional<int> parsed = plainInteger(text);
    const int value = parsed.value_or(0);
    if (!parsed || value < field->lowest || value > field->highest) {
        *error = QCoreApplication::translate("OperationSizes",
                                             "size %1: value \"%2\" refused: expected a whole number from %3 "
                                             "to %4, in digits only")
                     .arg(QString::fromLatin1(field->name), text.toString())
                     .arg(field->lowest)
                     .arg(field->highest);
        return false;
    }
    sizes->*(field->member) = value;
    return true;
}

} // namespace infralab::lab
