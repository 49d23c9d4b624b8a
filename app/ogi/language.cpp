#include "language.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTranslator>

namespace ogi {

namespace {
QTranslator* g_translator = nullptr;
QString g_active = QStringLiteral("en");
} // namespace

bool applyLanguage(const QString& lang) {
    if (g_translator) {
        QCoreApplication::removeTranslator(g_translator);
        delete g_translator;
        g_translator = nullptr;
    }
    g_active = QStringLiteral("en");
    auto* t = new QTranslator;
    const bool loaded = lang.isEmpty()
                            ? t->load(QLocale(), QStringLiteral("ogi"), QStringLiteral("_"),
                                      QStringLiteral(":/i18n"))
                            : t->load(QStringLiteral("ogi_%1").arg(lang), QStringLiteral(":/i18n"));
    if (!loaded) {
        delete t;
        return false;
    }
    QCoreApplication::installTranslator(t);
    g_translator = t;
    g_active = t->language().left(2);
    return true;
}

QString activeLanguage() {
    return g_active;
}

} // namespace ogi
