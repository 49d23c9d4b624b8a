// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/files/recordfile.h"

#include "model/game/gametexts.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>
#include <QStringDecoder>

namespace ogi {

namespace {

// Whether bytes can be a record: UTF-8 text without control characters other than tabs and
// line ends (a picture, an archive or a program has NULs and invalid UTF-8 early on).
bool isText(const QByteArray& bytes) {
    for (char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != '\f') || u == 0x7f)
            return false;
    }
    QStringDecoder decoder(QStringDecoder::Utf8);
    const QString decoded = decoder(bytes); // decoding happens on the conversion
    Q_UNUSED(decoded);
    return !decoder.hasError();
}

} // namespace

std::optional<Record> readRecordFile(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = QCoreApplication::translate("GameDocument", "Cannot read %1: %2")
                         .arg(path, file.errorString());
        return std::nullopt;
    }
    return readRecordText(file.readAll(), path, error);
}

std::optional<Record> readRecordText(const QByteArray& bytes, const QString& what, QString* error) {
    if (!isText(bytes)) {
        // Said without quoting the file: its bytes would only be noise in the message.
        if (error)
            *error = QCoreApplication::translate(
                         "GameDocument", "%1 is not a text file, so it cannot be an Ōgi record.")
                         .arg(what);
        return std::nullopt;
    }
    const auto parsed = parseRecord(std::string_view(bytes.constData(), std::size_t(bytes.size())));
    if (!parsed.ok()) {
        if (error)
            *error =
                QCoreApplication::translate("GameDocument", "%1 is not a valid Ōgi record:\n%2")
                    .arg(what, texts::errorText(parsed.failure()));
        return std::nullopt;
    }
    return *parsed;
}

bool writeRecordFile(const QString& path, const Record& record, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = QCoreApplication::translate("GameDocument", "Cannot write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    const std::string text = writeRecord(record);
    file.write(text.data(), qint64(text.size()));
    if (!file.commit()) {
        if (error)
            *error = QCoreApplication::translate("GameDocument", "Cannot write %1: %2")
                         .arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace ogi
