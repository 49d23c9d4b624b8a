// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Every input kept for the fuzzers (seeds, and crashes found and fixed) still passes.
#include "fuzztargets.h"

#include <QDirIterator>
#include <QTest>

class TestFuzzCorpus : public QObject {
    Q_OBJECT
private slots:
    void replay_data();
    void replay();
};

void TestFuzzCorpus::replay_data() {
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("file");
    int count = 0;
    for (const char* kind : {"corpus", "regressions"})
        for (const char* target : {"sfen", "moveText", "record", "engineCommands", "usiCodec"}) {
            QDirIterator it(QStringLiteral(OGI_FUZZ_DIR "/%1/%2").arg(kind, target), QDir::Files);
            while (it.hasNext()) {
                const QString f = it.next();
                QTest::addRow("%s/%s/%s", kind, target, qPrintable(QFileInfo(f).fileName()))
                    << QString::fromLatin1(target) << f;
                ++count;
            }
        }
    QVERIFY(count >= 10);
}

void TestFuzzCorpus::replay() {
    QFETCH(QString, target);
    QFETCH(QString, file);
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray data = f.readAll();
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(data.constData());
    const auto size = std::size_t(data.size());
    if (target == QLatin1String("sfen"))
        QCOMPARE(ogi::fuzz::sfen(bytes, size), 0);
    else if (target == QLatin1String("moveText"))
        QCOMPARE(ogi::fuzz::moveText(bytes, size), 0);
    else if (target == QLatin1String("record"))
        QCOMPARE(ogi::fuzz::record(bytes, size), 0);
    else if (target == QLatin1String("engineCommands"))
        QCOMPARE(ogi::fuzz::engineCommands(bytes, size), 0);
    else
        QCOMPARE(ogi::fuzz::usiCodec(bytes, size), 0);
}

QTEST_GUILESS_MAIN(TestFuzzCorpus)
#include "tst_fuzzcorpus.moc"
