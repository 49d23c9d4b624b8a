// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// SFEN parsing and printing: round trips, and precise errors on malformed input.
#include "rules/feen.h"
#include "rules/position.h"

#include <QTest>

using namespace ogi;

class TestPosition : public QObject {
    Q_OBJECT
private slots:
    void startPosition();
    void roundTrip_data();
    void roundTrip();
    void malformed_data();
    void malformed();
    void errorsCarryCodesForTranslation();
    void garbageNeverCrashes();
    void handsAndKeys();
    void feen_data();
    void feen();
    void feenErrors();
};

void TestPosition::startPosition() {
    const Position p = Position::start();
    QCOMPARE(p.toSfen(), std::string(Position::StartSfen));
    QCOMPARE(p.pieceOn(SQ_E1), makePiece(Sente, King));
    QCOMPARE(p.pieceOn(makeSquare(3, 0)), makePiece(Sente, Princess));
    QCOMPARE(p.pieceOn(makeSquare(1, 1)), makePiece(Sente, Bishop));
    QCOMPARE(p.pieceOn(makeSquare(6, 1)), makePiece(Sente, Rook));
    QCOMPARE(p.pieceOn(makeSquare(1, 6)), makePiece(Gote, Rook));
    QCOMPARE(p.pieceOn(makeSquare(6, 6)), makePiece(Gote, Bishop));
    QCOMPARE(p.pieceOn(SQ_E8), makePiece(Gote, King));
    QCOMPARE(popcount(p.pieces(Sente)), 18);
    QCOMPARE(popcount(p.pieces(Gote)), 18);
    QCOMPARE(p.sideToMove(), Sente);
    QVERIFY(!p.inCheck());
}

void TestPosition::roundTrip_data() {
    QTest::addColumn<QString>("sfen");
    QTest::newRow("start") << QString::fromLatin1(Position::StartSfen.data());
    // Canonical hand order: by type I R B S N L P, unpromoted before promoted.
    QTest::newRow("hands") << "4k3/8/8/8/8/8/8/4K3 b IRBS+SNLP+Pirbsnl+lp 1";
    QTest::newRow("gote to move") << "4k3/8/8/8/8/8/8/4K3 w IRBS+SNLP+Pirbsnl+lp 7";
    QTest::newRow("rules example") << "4k3/8/8/8/8/8/8/4K3 b R2P+Pb3p 1";
    QTest::newRow("counts") << "k4+R2/4s3/+Brp5/1p1pb2s/8/P1N3iN/LN3Sl1/2K4L b ISN5Pl7p 41";
    QTest::newRow("promoted") << "5+I1l/k2S4/5+BN1/3N1N2/8/PRN1SP2/5K2/L1B2SI+l w R8Psl6p 12";
    QTest::newRow("no sente king") << "4k3/8/8/8/8/8/8/8 b R 1";
}

void TestPosition::roundTrip() {
    QFETCH(QString, sfen);
    // Any hand order is accepted on input; output is canonical.
    QVERIFY(Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b +P+SIRBSNLPirbsnlp+l 1")->toSfen() ==
            "4k3/8/8/8/8/8/8/4K3 b IRBS+SNLP+Pirbsnl+lp 1");
    auto p = Position::fromSfen(sfen.toStdString());
    QVERIFY2(p.ok(), p.error().c_str());
    QCOMPARE(QString::fromStdString(p->toSfen()), sfen);
}

void TestPosition::malformed_data() {
    QTest::addColumn<QString>("sfen");
    QTest::addColumn<QString>("error"); // a part of the expected message
    QTest::newRow("empty") << ""
                           << "empty position";
    QTest::newRow("blank") << "   "
                           << "empty position";
    QTest::newRow("7 ranks") << "lnsiksnl/1r4b1/pppppppp/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                             << "7 ranks";
    QTest::newRow("9 ranks") << "lnsiksnl/1r4b1/pppppppp/8/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                             << "more than 8 ranks";
    QTest::newRow("9 files") << "lnsiksnl/1r4b1/ppppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                             << "rank 6 has more than 8 files";
    QTest::newRow("7 files") << "lnsiksnl/1r4b1/ppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                             << "rank 6 has 7 files";
    QTest::newRow("digit 9") << "lnsiksnl/1r4b1/pppppppp/9/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                             << "'9' on rank 5 is not a count of empty squares (1 to 8)";
    QTest::newRow("digit 0") << "lnsiksnl/1r4b1/pppppppp/08/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                             << "'0' on rank 5 is not a count of empty squares (1 to 8)";
    QTest::newRow("bad letter") << "lnsiksnl/1r4b1/pppppppp/8/3Q4/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                                << "unknown piece 'Q' on rank 4";
    QTest::newRow("gold") << "lnsiksnl/1r4b1/pppppppp/8/3G4/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                          << "unknown piece 'G'";
    QTest::newRow("+K") << "lnsi+ksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                        << "a King cannot be promoted";
    QTest::newRow("trailing +") << "lnsiksnl+/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                                << "'+' at the end of rank 8";
    QTest::newRow("two kings") << "lnsikknl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1"
                               << "Gote has more than one King";
    QTest::newRow("side") << "4k3/8/8/8/8/8/8/4K3 x - 1"
                          << "side to move must be 'b' or 'w'";
    QTest::newRow("no side") << "4k3/8/8/8/8/8/8/4K3"
                             << "missing side to move";
    QTest::newRow("no hands") << "4k3/8/8/8/8/8/8/4K3 b"
                              << "missing hands";
    QTest::newRow("hand Q") << "4k3/8/8/8/8/8/8/4K3 b Q 1"
                            << "unknown piece 'Q' in hand";
    QTest::newRow("hand king") << "4k3/8/8/8/8/8/8/4K3 b K 1"
                               << "a King cannot be in hand";
    QTest::newRow("negative count") << "4k3/8/8/8/8/8/8/4K3 b -2P 1"
                                    << "unknown piece '-' in hand";
    QTest::newRow("zero count") << "4k3/8/8/8/8/8/8/4K3 b 0P 1"
                                << "at least 1";
    QTest::newRow("huge count") << "4k3/8/8/8/8/8/8/4K3 b 99999999999P 1"
                                << "too large";
    QTest::newRow("too many pawns") << "4k3/8/8/8/8/8/8/4K3 b 17P 1"
                                    << "too many pieces of type Pawn: 17";
    QTest::newRow("too many rooks") << "4k3/8/8/8/8/8/8/1R2K3 b 2R 1"
                                    << "too many pieces of type Rook: 3";
    QTest::newRow("truncated hand") << "4k3/8/8/8/8/8/8/4K3 b 2 1"
                                    << "has no piece letter";
    QTest::newRow("truncated +") << "4k3/8/8/8/8/8/8/4K3 b P+ 1"
                                 << "has no piece letter";
    QTest::newRow("twice") << "4k3/8/8/8/8/8/8/4K3 b PP 1"
                           << "appears twice";
    QTest::newRow("ply") << "4k3/8/8/8/8/8/8/4K3 b - 0"
                         << "ply must be a number";
    QTest::newRow("ply text") << "4k3/8/8/8/8/8/8/4K3 b - x1"
                              << "ply must be a number";
    QTest::newRow("extra") << "4k3/8/8/8/8/8/8/4K3 b - 1 moves"
                           << "unexpected text";
    QTest::newRow("truncated board") << "lnsiksnl/1r4b1/pp"
                                     << "missing side";
    QTest::newRow("truncated board 2") << "lnsiksnl/1r4b1/pp b - 1"
                                       << "rank 6 has 2 files";
}

void TestPosition::malformed() {
    QFETCH(QString, sfen);
    QFETCH(QString, error);
    auto p = Position::fromSfen(sfen.toStdString());
    QVERIFY(!p.ok());
    const QString message = QString::fromStdString(p.error());
    QVERIFY2(message.contains(error), qPrintable(message));
}

void TestPosition::errorsCarryCodesForTranslation() {
    // The interface translates an error from its code and arguments, so they must say the
    // same as the English message: which rank, which side, which piece type.
    auto files = Position::fromSfen("lnsiksnl/1r4b1/ppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
    QVERIFY(!files.ok());
    QCOMPARE(files.failure().frames().size(), std::size_t(1));
    const ErrorFrame& f = files.failure().frames()[0];
    QCOMPARE(f.code, ErrorCode::SfenRankFiles);
    QCOMPARE(f.args.size(), std::size_t(2));
    QCOMPARE(f.args[0].text, std::string("6"));
    QCOMPARE(f.args[1].text, std::string("7"));

    auto kings = Position::fromSfen("lnsikknl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIKSNL b - 1");
    QVERIFY(!kings.ok());
    const ErrorFrame& k = kings.failure().frames()[0];
    QCOMPARE(k.code, ErrorCode::SfenTwoKings);
    QCOMPARE(k.args[0].kind, ErrorArg::Kind::Side);
    QCOMPARE(k.args[0].value, int(Gote));

    auto pawns = Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b 17P 1");
    QVERIFY(!pawns.ok());
    const ErrorFrame& p = pawns.failure().frames()[0];
    QCOMPARE(p.code, ErrorCode::SfenTooManyPieces);
    QCOMPARE(p.args[0].kind, ErrorArg::Kind::Piece);
    QCOMPARE(p.args[0].value, int(Pawn));
    QCOMPARE(p.args[1].text, std::string("17"));
    QCOMPARE(p.args[2].text, std::string("16"));

    // FEEN reuses the SFEN reader: its board errors are the SFEN ones.
    auto feen = positionFromFeen("8/8 / O/o");
    QVERIFY(!feen.ok());
    QCOMPARE(feen.failure().frames()[0].code, ErrorCode::SfenRankCount);

    // Placeholders are filled in one pass: input that looks like a placeholder stays as typed.
    QCOMPARE(fillPlaceholders("%2 before %1", {"%2", "x"}), std::string("x before %2"));
    QCOMPARE(fillPlaceholders("100% of %1, %3 missing", {"it"}),
             std::string("100% of it, %3 missing"));
}

void TestPosition::garbageNeverCrashes() {
    // Every truncation and every single-byte corruption of a valid SFEN either parses to a
    // position that prints back to valid SFEN, or is rejected with a message.
    const std::string valid = "k4+R2/4s3/+Brp5/1p1pb2s/8/P1N3iN/LN3Sl1/2K4L b ISN5Pl7p 41";
    const std::string alphabet = "/+-0123456789 bwKIRBSNLPkirbsnlpQx\t\x01\xff";
    int accepted = 0, rejected = 0;
    auto tryOne = [&](const std::string& s) {
        auto p = Position::fromSfen(s);
        if (p.ok()) {
            ++accepted;
            QVERIFY(Position::fromSfen(p->toSfen()).ok());
        } else {
            ++rejected;
            QVERIFY(!p.error().empty());
        }
    };
    for (std::size_t n = 0; n <= valid.size(); ++n) tryOne(valid.substr(0, n));
    for (std::size_t i = 0; i < valid.size(); ++i)
        for (char c : alphabet) {
            std::string s = valid;
            s[i] = c;
            tryOne(s);
        }
    QVERIFY(accepted > 0 && rejected > 0);
}

void TestPosition::handsAndKeys() {
    auto a = *Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b 2P+P 1");
    auto b = *Position::fromSfen("4k3/8/8/8/8/8/8/4K3 b 3P 1");
    auto c = *Position::fromSfen("4k3/8/8/8/8/8/8/4K3 w 2P+P 1");
    QCOMPARE(a.handCount(Sente, Pawn, false), 2);
    QCOMPARE(a.handCount(Sente, Pawn, true), 1);
    QVERIFY(a.key() != b.key()); // the promoted state in hand is part of the position
    QVERIFY(a.key() != c.key()); // so is the side to move
    Position d = a;
    d.setHandCount(Sente, Pawn, true, 0);
    d.setHandCount(Sente, Pawn, false, 3);
    QCOMPARE(d.key(), b.key());
    QVERIFY(d == b);
}

void TestPosition::feen_data() {
    QTest::addColumn<QString>("feen");
    QTest::addColumn<QString>("sfen");
    QTest::newRow("start") << "lnsik^snl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIK^SNL / O/o"
                           << QString::fromLatin1(Position::StartSfen.data());
    QTest::newRow("hands, Gote to move") << "4k^3/8/8/3+P4/8/8/8/4K^3 2R+PS/b3p o/O"
                                         << "4k3/8/8/3+P4/8/8/8/4K3 w 2RS+Pb3p 1";
}

void TestPosition::feen() {
    QFETCH(QString, feen);
    QFETCH(QString, sfen);
    auto p = positionFromFeen(feen.toStdString());
    QVERIFY2(p.ok(), p.error().c_str());
    QCOMPARE(QString::fromStdString(p->toSfen()), sfen);
    // Export, then import again: the same position.
    auto again = positionFromFeen(positionToFeen(*p));
    QVERIFY2(again.ok(), again.error().c_str());
    QVERIFY(*again == *p);
    if (p->handEmpty(Sente) && p->handEmpty(Gote))
        QCOMPARE(QString::fromStdString(positionToFeen(*p)), feen);
}

void TestPosition::feenErrors() {
    QVERIFY(!positionFromFeen("").ok());
    QVERIFY(QString::fromStdString(positionFromFeen("8/8 / O/o").error()).contains("ranks"));
    QVERIFY(
        QString::fromStdString(
            positionFromFeen("lnsik^snl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIK^SNL / X/x").error())
            .contains("style-turn"));
    QVERIFY(
        QString::fromStdString(
            positionFromFeen("lnsi^ksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1B4R1/LNSIK^SNL / O/o").error())
            .contains("'^' must follow a King"));
    QVERIFY(QString::fromStdString(positionFromFeen("4k^3/8/8/8/8/8/8/4K^3 Q/ O/o").error())
                .contains("unknown piece 'Q' in hand"));
}

QTEST_GUILESS_MAIN(TestPosition)
#include "tst_position.moc"
