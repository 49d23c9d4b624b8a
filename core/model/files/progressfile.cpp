// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "model/files/progressfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QStandardPaths>

namespace ogi {

namespace {
struct ProgressTexts {
    Q_DECLARE_TR_FUNCTIONS(ogi::ProgressFile)
};
} // namespace

ProgressFile::ProgressFile(const QString& fileName, const QString& format, int version,
                           const QString& what, const QString& directory)
    : m_format(format), m_version(version), m_what(what) {
    const QString dir = directory.isEmpty()
                            ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                            : directory;
    m_path = QDir(dir).filePath(fileName);
}

QString ProgressFile::setAside() {
    const QFileInfo info(m_path);
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    const QString base = info.completeBaseName() + QStringLiteral("-corrupt-") + stamp;
    QString target = info.dir().filePath(base + QStringLiteral(".json"));
    int n = 1;
    while (QFile::exists(target))
        target = info.dir().filePath(QStringLiteral("%1-%2.json").arg(base).arg(++n));
    return QFile::rename(m_path, target) ? target : QString();
}

QString ProgressFile::reject(const QString& problem) {
    const QString aside = setAside();
    const QString file = QDir::toNativeSeparators(m_path);
    m_blocked = aside.isEmpty();
    if (m_blocked)
        return ProgressTexts::tr("%1: %2. The file could not be moved aside; it is left as it "
                                 "is, and your %3 will not be saved until it is removed.")
            .arg(file, problem, m_what);
    return ProgressTexts::tr("%1: %2. It was kept as %3, and your %4 starts afresh.")
        .arg(file, problem, QDir::toNativeSeparators(aside), m_what);
}

ProgressFile::Contents ProgressFile::read() {
    Contents c;
    m_blocked = false;
    QFile file(m_path);
    if (!file.exists()) return c;
    if (!file.open(QIODevice::ReadOnly)) {
        m_blocked = true;
        c.error = ProgressTexts::tr("Cannot read %1: %2")
                      .arg(QDir::toNativeSeparators(m_path), file.errorString());
        return c;
    }
    const QByteArray bytes = file.readAll();
    file.close();
    QJsonParseError parse;
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parse);
    QString problem;
    if (parse.error != QJsonParseError::NoError)
        problem = ProgressTexts::tr("not a valid JSON file (%1 at byte %2)")
                      .arg(parse.errorString())
                      .arg(parse.offset);
    else if (!doc.isObject() || doc.object().value(QLatin1String("format")).toString() != m_format)
        problem = ProgressTexts::tr("not a %1 file").arg(m_what);
    else if (!doc.object().value(QLatin1String("version")).isDouble() ||
             doc.object().value(QLatin1String("version")).toInt() < 1)
        problem = ProgressTexts::tr("the format version is missing");
    else if (doc.object().value(QLatin1String("version")).toInt() > m_version)
        problem = ProgressTexts::tr("written by a newer version of Ōgi (format %1; this "
                                    "version reads up to %2)")
                      .arg(doc.object().value(QLatin1String("version")).toInt())
                      .arg(m_version);
    if (!problem.isEmpty()) {
        c.error = reject(problem);
        return c;
    }
    c.object = doc.object();
    c.version = c.object.value(QLatin1String("version")).toInt();
    return c;
}

QString ProgressFile::valueText(const QJsonValue& value) {
    QByteArray text = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(text.mid(1, text.size() - 2)); // without [ ]
}

bool ProgressFile::write(QJsonObject object, QString* error) const {
    object.insert(QLatin1String("format"), m_format);
    object.insert(QLatin1String("version"), m_version);
    const QString file = QDir::toNativeSeparators(m_path);
    if (m_blocked) {
        if (error)
            *error = ProgressTexts::tr("Not saved: %1 could not be read and is left untouched.")
                         .arg(file);
        return false;
    }
    if (!QDir().mkpath(QFileInfo(m_path).absolutePath())) {
        if (error) *error = ProgressTexts::tr("Cannot create the folder for %1").arg(file);
        return false;
    }
    QSaveFile out(m_path);
    if (!out.open(QIODevice::WriteOnly) ||
        out.write(QJsonDocument(object).toJson(QJsonDocument::Indented)) < 0 || !out.commit()) {
        if (error) *error = ProgressTexts::tr("Cannot write %1: %2").arg(file, out.errorString());
        return false;
    }
    return true;
}

} // namespace ogi
