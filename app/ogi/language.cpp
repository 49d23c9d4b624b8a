// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "language.h"

#include <QApplication>
#include <QFont>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <memory>

namespace ogi {

namespace {
std::unique_ptr<QTranslator> g_program; // ogi_<lang>.qm
std::unique_ptr<QTranslator> g_qt;      // qtbase_<lang>.qm
QString g_active = QStringLiteral("en");
QFont* g_defaultFont = nullptr; // the application font before any language touched it

void removeTranslators() {
    for (auto* t : {&g_program, &g_qt}) {
        if (*t) QCoreApplication::removeTranslator(t->get());
        t->reset();
    }
}

// Japanese text is shown with a Japanese CJK face first, so that kanji take their Japanese
// forms rather than whichever Han face fontconfig would pick; Latin text keeps the usual face.
void applyFont(const QString& lang) {
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) return;
    if (!g_defaultFont) g_defaultFont = new QFont(QApplication::font());
    QFont font = *g_defaultFont;
    if (lang == QLatin1String("ja")) {
        QStringList families = font.families();
        if (families.isEmpty()) families << font.family();
        families << QStringLiteral("Noto Sans CJK JP") << QStringLiteral("Noto Sans JP")
                 << QStringLiteral("IPAGothic") << QStringLiteral("TakaoGothic");
        font.setFamilies(families);
    }
    QApplication::setFont(font);
}
} // namespace

QStringList translatedLanguages() {
    return {QStringLiteral("fr"), QStringLiteral("ja")};
}

QString systemLanguage() {
    const QStringList spoken = translatedLanguages();
    for (const QString& ui : QLocale::system().uiLanguages()) {
        const QString code = ui.left(2).toLower();
        if (code == QLatin1String("en")) return code;
        if (spoken.contains(code)) return code;
    }
    return QStringLiteral("en");
}

bool applyLanguage(const QString& requested) {
    const QString lang = requested.isEmpty() ? systemLanguage() : requested;
    removeTranslators();
    g_active = QStringLiteral("en");
    bool loaded = false;
    if (!translatedLanguages().contains(lang)) {
        // English: only the plural forms ("1 ply", "2 plies") of the source texts.
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral("ogi_en"), QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(plurals.get());
            g_program = std::move(plurals);
        }
    } else {
        auto program = std::make_unique<QTranslator>();
        if (program->load(QStringLiteral("ogi_%1").arg(lang), QStringLiteral(":/i18n"))) {
            QCoreApplication::installTranslator(program.get());
            g_program = std::move(program);
            g_active = lang;
            loaded = true;
        }
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(QStringLiteral("qtbase_%1").arg(lang),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            QCoreApplication::installTranslator(qt.get());
            g_qt = std::move(qt);
        }
    }
    QLocale::setDefault(QLocale(g_active));
    applyFont(g_active);
    // The program's name that the system adds after each window's title: 王棋 in Japanese,
    // as the titles themselves say it.
    if (!QGuiApplication::applicationDisplayName().isEmpty() &&
        QGuiApplication::applicationDisplayName() != QCoreApplication::applicationName())
        QGuiApplication::setApplicationDisplayName(
            QCoreApplication::translate("main", "Ōgi", "the program's name after window titles"));
    return loaded;
}

QString activeLanguage() {
    return g_active;
}

Notation interfaceNotation() {
    return g_active == QLatin1String("ja") ? Notation::Kanji : Notation::Letters;
}

} // namespace ogi
