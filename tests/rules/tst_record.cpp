// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// .ogn records: round trips with handicap, comments, variations and annotations; the
// illegal final move; and malformed files named by line. The user's arrows and circles
// ([%cal] / [%csl]) read and written, malformed ones kept as text.
#include "rules/notation.h"
#include "rules/record.h"
#include "rules/shapes.h"

#include <QTest>

using namespace ogi;

namespace {
Move mv(const char* text) {
    return *parseMachineMove(text);
}
} // namespace

class TestRecord : public QObject {
    Q_OBJECT
private slots:
    void roundTripFinishedHandicapGame();
    void variationsAndComments();
    void illegalFinalMove();
    void illegalMoveEndsTheRecordThere();
    void illegalNoteKeptAsWritten();
    void kingCaptureResultFromTheMoves();
    void malformed_data();
    void malformed();
    void errorsNameWhereAndWhat();
    void everyTruncationIsHandled();
    void shapesRoundTrip();
    void shapeTexts_data();
    void shapeTexts();
    void malformedShapesStayText();
};

void TestRecord::roundTripFinishedHandicapGame() {
    // Sente (weaker, 玉) starts with Rook and Bishop promoted.
    const auto start =
        *Position::fromSfen("lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1");
    Game game(start);
    for (const char* m : {"c3c4", "f6f5", "g2h2", "b7c7"})
        QCOMPARE(game.play(mv(m)), Illegal::None);
    game.resign(Gote);
    Record r;
    r.setTag("Event", "Club evening");
    r.setTag("Date", "2026.11.23");
    r.setTag("Sente", "Aoi \"the quick\"");
    r.setTag("Gote", "Benoît");
    r.setTag("Handicap", "+R +B");
    r.setTag("SenteKing", "玉");
    r.setTag("GoteKing", "王");
    r.setGame(game);
    r.mainline.nodes[1].comment = "A calm reply.";
    r.mainline.nodes[2].setAnnotation("clk", "0:04:51");
    const std::string text = writeRecord(r);
    QVERIFY2(text.find("[SFEN \"lnsiksnl/1r4b1/pppppppp/8/8/PPPPPPPP/1+B4+R1/LNSIKSNL b - 1\"]") !=
                 std::string::npos,
             text.c_str());
    QVERIFY(text.find("[Result \"1-0\"]") != std::string::npos);
    QVERIFY(text.find("[Termination \"resignation\"]") != std::string::npos);
    QVERIFY(text.find("1. Pc3-c4 Pf6-f5 {A calm reply.} 2. +Rg2-h2 {[%clk 0:04:51]}") !=
            std::string::npos);

    auto back = parseRecord(text);
    QVERIFY2(back.ok(), back.error().c_str());
    QCOMPARE(*back->tag("Sente"), std::string("Aoi \"the quick\""));
    QCOMPARE(*back->tag("Gote"), std::string("Benoît"));
    QCOMPARE(*back->tag("SenteKing"), std::string("玉"));
    QVERIFY(back->start == start);
    QCOMPARE(back->mainline.nodes.size(), std::size_t(4));
    QCOMPARE(back->outcome.result, Result::SenteWins);
    QCOMPARE(back->outcome.termination, Termination::Resignation);
    QCOMPARE(*back->mainline.nodes[2].annotation("clk"), std::string("0:04:51"));
    QCOMPARE(back->mainline.nodes[1].comment, std::string("A calm reply."));
    const Game replayed = back->mainlineGame();
    QVERIFY(replayed.position() == game.position());
    QCOMPARE(replayed.outcome().termination, Termination::Resignation);
    QCOMPARE(writeRecord(*back), text);
}

void TestRecord::variationsAndComments() {
    const std::string text = "[Event \"Study\"]\n[Date \"2026.11.23\"]\n[Sente \"A\"]\n"
                             "[Gote \"B\"]\n[Result \"*\"]\n\n"
                             "{Opening note} 1. Pc3-c4 (1. Pd3-d4 Pd6-d5 {symmetry} (1... Pf6-f5)"
                             " 2. Pc3-c4) 1... Pf6-f5?! {[%eval -35] [%best c6c5] hmm}"
                             " 2. Pc4-c5 *\n";
    auto r = parseRecord(text);
    QVERIFY2(r.ok(), r.error().c_str());
    QCOMPARE(r->openingComment, std::string("Opening note"));
    const auto& main = r->mainline.nodes;
    QCOMPARE(main.size(), std::size_t(3));
    QCOMPARE(main[0].variations.size(), std::size_t(1));
    const auto& var = main[0].variations[0].nodes;
    QCOMPARE(var.size(), std::size_t(3));
    QCOMPARE(var[0].move.raw(), mv("d3d4").raw());
    QCOMPARE(var[1].comment, std::string("symmetry"));
    QCOMPARE(var[1].variations.size(), std::size_t(1));
    QCOMPARE(var[1].variations[0].nodes[0].move.raw(), mv("f6f5").raw());
    QCOMPARE(*main[1].annotation("mark"), std::string("?!"));
    QCOMPARE(*main[1].annotation("eval"), std::string("-35"));
    QCOMPARE(*main[1].annotation("best"), std::string("c6c5"));
    QCOMPARE(main[1].comment, std::string("hmm"));
    QCOMPARE(r->outcome.result, Result::Ongoing);
    // Written and read again, nothing is lost.
    auto again = parseRecord(writeRecord(*r));
    QVERIFY2(again.ok(), again.error().c_str());
    QCOMPARE(writeRecord(*again), writeRecord(*r));
    QCOMPARE(again->mainline.nodes[0].variations[0].nodes[1].variations.size(), std::size_t(1));
}

void TestRecord::illegalFinalMove() {
    Game game;
    QCOMPARE(game.play(mv("c3c4")), Illegal::None);
    QCOMPARE(game.play(mv("P*e5")), Illegal::NotInHand);
    Record r;
    r.setGame(game);
    const std::string text = writeRecord(r);
    QVERIFY2(text.find("1. Pc3-c4 P*e5 {illegal move: that piece is not in hand} 1-0") !=
                 std::string::npos,
             text.c_str());
    QVERIFY(text.find("[Termination \"illegal move\"]") != std::string::npos);
    auto back = parseRecord(text);
    QVERIFY2(back.ok(), back.error().c_str());
    QCOMPARE(back->outcome.termination, Termination::IllegalMove);
    QCOMPARE(back->outcome.illegal, Illegal::NotInHand);
    QCOMPARE(back->outcome.result, Result::SenteWins);
    QCOMPARE(back->mainlineGame().moves().size(), std::size_t(1));
}

// A record with an illegal move in the middle (written by hand or by another program) is
// read up to that move: the game ends there, as at the board, whatever result it declares.
void TestRecord::illegalMoveEndsTheRecordThere() {
    auto r = parseRecord("[Event \"x\"]\n[Result \"0-1\"]\n\n1. Pc3-c4 Pf6-f4 {a slip}\n"
                         "2. Pd3-d4 Pe6-e5 3. Pe3-e4 0-1\n");
    QVERIFY2(r.ok(), r.error().c_str());
    QVERIFY(r->movesAfterIllegal);
    QCOMPARE(r->mainline.nodes.size(), std::size_t(2));
    QCOMPARE(r->mainline.nodes[1].comment, std::string("a slip"));
    QCOMPARE(r->outcome.termination, Termination::IllegalMove);
    QCOMPARE(r->outcome.illegal, Illegal::Unreachable);
    QCOMPARE(r->outcome.result, Result::SenteWins); // Gote's illegal move, not the tag's 0-1
    const Game game = r->mainlineGame();
    QCOMPARE(game.moves().size(), std::size_t(1));
    QVERIFY(game.isOver());
    // Saved again, it ends at the illegal move with its reason.
    const std::string text = writeRecord(*r);
    QVERIFY2(
        text.find("Pf6-f4 {illegal move: the piece cannot move to that square; a slip}\n1-0") !=
            std::string::npos,
        text.c_str());
    QVERIFY(text.find("Pd3-d4") == std::string::npos);
    // A record that ends at its illegal move has nothing left out.
    auto whole = parseRecord(text);
    QVERIFY2(whole.ok(), whole.error().c_str());
    QVERIFY(!whole->movesAfterIllegal);
}

// The reason of an illegal final move written in other words than the rules' English (a
// Japanese interface's) is marked, kept as written, and written again as it was; the user's
// comment after it stays apart.
void TestRecord::illegalNoteKeptAsWritten() {
    const char* text = "[Event \"x\"]\n[Result \"1-0\"]\n\n1. Pc3-c4 Pf6-f4 {[%illegal] "
                       "反則手：その駒はそのマスへ動けません; 油断}\n1-0\n";
    auto r = parseRecord(text);
    QVERIFY2(r.ok(), r.error().c_str());
    QCOMPARE(r->outcome.termination, Termination::IllegalMove);
    QCOMPARE(r->illegalNote, std::string("反則手：その駒はそのマスへ動けません"));
    QCOMPARE(r->mainline.nodes.back().comment, std::string("油断"));
    QVERIFY(!r->mainline.nodes.back().annotation("illegal"));
    // Written again marked (the writer may break the line after the mark), and read back the
    // same.
    const std::string again = writeRecord(*r);
    QVERIFY2(again.find("Pf6-f4 {[%illegal]") != std::string::npos, again.c_str());
    QVERIFY2(again.find("反則手：その駒はそのマスへ動けません; 油断}") != std::string::npos,
             again.c_str());
    auto back = parseRecord(again);
    QVERIFY2(back.ok(), back.error().c_str());
    QCOMPARE(back->illegalNote, r->illegalNote);
    QCOMPARE(back->mainline.nodes.back().comment, std::string("油断"));
    // The same game played on from before the illegal move: the note goes with its move.
    Game game = r->mainlineGame();
    QVERIFY(game.undo());
    QCOMPARE(game.play(mv("f6f5")), Illegal::None);
    Record on = *r;
    on.setGame(game);
    QVERIFY(on.illegalNote.empty());
    // The same ending set again keeps it.
    Record same = *r;
    same.setGame(r->mainlineGame());
    QCOMPARE(same.illegalNote, r->illegalNote);
    QCOMPARE(same.mainline.nodes.back().comment, std::string("油断"));
}

void TestRecord::kingCaptureResultFromTheMoves() {
    const std::string text = "[SFEN \"4k3/4R3/8/8/8/8/8/4K3 b - 1\"]\n\n1. Re7xe8 1-0\n";
    auto r = parseRecord(text);
    QVERIFY2(r.ok(), r.error().c_str());
    QCOMPARE(r->outcome.termination, Termination::KingCaptured);
    auto wrong = parseRecord("[SFEN \"4k3/4R3/8/8/8/8/8/4K3 b - 1\"]\n\n1. Re7xe8 0-1\n");
    QVERIFY(!wrong.ok());
    QVERIFY2(QString::fromStdString(wrong.error()).contains("contradicts"), wrong.error().c_str());
}

void TestRecord::malformed_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    QTest::newRow("tag without quotes") << "[Event Club]\n\n1. Pc3-c4 *"
                                        << "line 1: malformed tag";
    QTest::newRow("tag unclosed") << "[Event \"x\"]\n[Date \"2026\"\n\n*"
                                  << "line 2: malformed tag";
    QTest::newRow("bad sfen") << "[SFEN \"8/8 b - 1\"]\n\n*"
                              << "SFEN tag: the board has";
    QTest::newRow("unknown move") << "[Event \"x\"]\n\n1. Pc3-c4 Pf6-f5\n2. Qa1-a2 *"
                                  << "unknown piece letter 'Q'";
    QTest::newRow("wrong piece") << "\n1. Rc3-c4 *"
                                 << "the piece on c3 is a Pawn, not a Rook";
    QTest::newRow("illegal in variation") << "1. Pc3-c4 (1. Pc3-c6) *"
                                          << "line 1: 1. Pc3-c6 is illegal";
    QTest::newRow("illegal in Gote's variation") << "1. Pc3-c4 Pf6-f5 (1... Pf6-f3) *"
                                                 << "line 1: 1… Pf6-f3 is illegal";
    QTest::newRow("move after the King's capture")
        << "[SFEN \"4k3/4R3/8/8/8/8/8/4K3 b - 1\"]\n\n1. Re7xe8 Pd1-d2 1-0"
        << "line 3: 1… Pd1-d2 comes after the end of the game";
    QTest::newRow("unclosed comment") << "[Event \"x\"]\n\n1. Pc3-c4 {oops\n*"
                                      << "line 3: comment is not closed";
    QTest::newRow("unclosed variation") << "1. Pc3-c4 (1. Pd3-d4 *"
                                        << "result '*' inside";
    QTest::newRow("unclosed variation at end") << "1. Pc3-c4 (1. Pd3-d4"
                                               << "not closed";
    QTest::newRow("stray paren") << "1. Pc3-c4 ) *"
                                 << "')' without a matching '('";
    QTest::newRow("variation first") << "(1. Pc3-c4) *"
                                     << "must follow the move";
    QTest::newRow("move after result") << "1. Pc3-c4 * Pf6-f5"
                                       << "after the result";
    QTest::newRow("two results") << "1. Pc3-c4 * 1-0"
                                 << "a second result";
    QTest::newRow("bad result tag") << "[Result \"2-0\"]\n\n1. Pc3-c4"
                                    << "unknown result '2-0'";
    QTest::newRow("draw too early") << "1. Pc3-c4 1/2-1/2"
                                    << "a draw needs 100 plies";
    QTest::newRow("after king capture")
        << "[SFEN \"4k3/4R3/8/8/8/8/8/4K3 b - 1\"]\n\n1. Re7xe8 Kd8-d7 1-0"
        << "after the end";
    QTest::newRow("number") << "1. Pc3-c4 12 *"
                            << "unexpected number '12'";
}

void TestRecord::malformed() {
    QFETCH(QString, text);
    QFETCH(QString, error);
    auto r = parseRecord(text.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(QString::fromStdString(r.error()).contains(error), r.error().c_str());
}

void TestRecord::errorsNameWhereAndWhat() {
    // Outermost first: the line, then the move text, then what is wrong with it, so that a
    // translated message can say each part in its own words.
    auto letter = parseRecord("[Event \"x\"]\n\n1. Pc3-c4 Pf6-f5\n2. Qa1-a2 *");
    QVERIFY(!letter.ok());
    QCOMPARE(letter.error(), std::string("line 4: move 'Qa1-a2': unknown piece letter 'Q'"));
    const auto& frames = letter.failure().frames();
    QCOMPARE(frames.size(), std::size_t(3));
    QCOMPARE(frames[0].code, ErrorCode::InRecordLine);
    QCOMPARE(frames[0].args[0].text, std::string("4"));
    QCOMPARE(frames[1].code, ErrorCode::InMove);
    QCOMPARE(frames[1].args[0].text, std::string("Qa1-a2"));
    QCOMPARE(frames[2].code, ErrorCode::MoveUnknownLetter);
    QCOMPARE(frames[2].args[0].text, std::string("Q"));

    // An illegal move inside a variation carries the reason as a code.
    auto variation = parseRecord("1. Pc3-c4 (1. Pc3-c6) *");
    QVERIFY(!variation.ok());
    const ErrorFrame& illegal = variation.failure().frames().back();
    QCOMPARE(illegal.code, ErrorCode::RecordIllegalInVariation);
    QCOMPARE(illegal.args[2].kind, ErrorArg::Kind::Illegal);
    QCOMPARE(illegal.args[2].value, int(Illegal::Unreachable));

    auto sfen = parseRecord("[SFEN \"8/8 b - 1\"]\n\n*");
    QVERIFY(!sfen.ok());
    QCOMPARE(sfen.failure().frames()[0].code, ErrorCode::InSfenTag);
    QCOMPARE(sfen.failure().frames()[1].code, ErrorCode::SfenRankCount);

    auto contradicts = parseRecord("[SFEN \"4k3/4R3/8/8/8/8/8/4K3 b - 1\"]\n\n1. Re7xe8 0-1\n");
    QVERIFY(!contradicts.ok());
    const ErrorFrame& c = contradicts.failure().frames()[0];
    QCOMPARE(c.code, ErrorCode::RecordResultContradicts);
    QCOMPARE(c.args[2].kind, ErrorArg::Kind::Termination);
    QCOMPARE(c.args[2].value, int(Termination::KingCaptured));
}

void TestRecord::everyTruncationIsHandled() {
    Game game;
    for (const char* m : {"c3c4", "f6f5", "g2c2", "b7f7", "c4c5", "f5f4", "c5c6+"})
        QCOMPARE(game.play(mv(m)), Illegal::None);
    Record r;
    r.setTag("Sente", "永世王棋");
    r.setGame(game);
    r.mainline.nodes[3].comment = "with a {brace} inside";
    r.mainline.nodes[2].variations.push_back({{{mv("g2d2"), "other", {}, {}}}});
    const std::string text = writeRecord(r);
    QVERIFY(parseRecord(text).ok());
    for (std::size_t n = 0; n < text.size(); ++n) {
        auto cut = parseRecord(text.substr(0, n));
        if (!cut.ok()) QVERIFY(!cut.error().empty());
    }
}

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"

void TestRecord::shapesRoundTrip() {
    // Written by hand as lishogi writes them, spaces after the commas and the other comment
    // text around them; shapes at the start too.
    const std::string text = "[Event \"?\"]\n\n"
                             "{[%csl Gd4] Look at d4.} 1. Pc3-c4 {Opens the Bishop. [%cal "
                             "Gb2f6, Rf6b2] [%csl Re4,Yc4] and more} Pf6-f5 "
                             "{[%cal BN*e4,Yn*d5,G+P*c5] [%clk 0:04:51]} *\n";
    auto r = parseRecord(text);
    QVERIFY(r);
    const RecordNode& first = r->mainline.nodes[0];
    QCOMPARE(first.comment, std::string("Opens the Bishop. and more"));
    QCOMPARE(*first.annotation("cal"), std::string("Gb2f6, Rf6b2"));
    const auto arrows = parseArrowsValue(*first.annotation("cal"));
    QVERIFY(arrows);
    QCOMPARE(arrows->size(), std::size_t(2));
    QCOMPARE((*arrows)[1],
             BoardShape::arrow(*parseSquare("f6"), *parseSquare("b2"), ShapeColor::Red));
    const auto drops = parseArrowsValue(*r->mainline.nodes[1].annotation("cal"));
    QVERIFY(drops);
    QCOMPARE((*drops)[0],
             BoardShape::drop(Sente, Knight, false, *parseSquare("e4"), ShapeColor::Blue));
    QCOMPARE((*drops)[1],
             BoardShape::drop(Gote, Knight, false, *parseSquare("d5"), ShapeColor::Yellow));
    QCOMPARE((*drops)[2],
             BoardShape::drop(Sente, Pawn, true, *parseSquare("c5"), ShapeColor::Green));
    QCOMPARE(r->openingComment, std::string("Look at d4."));
    QCOMPARE(r->openingAnnotations.size(), std::size_t(1));

    // Written back and read again: the same shapes on the same moves, the text intact.
    const std::string again = writeRecord(*r);
    QVERIFY2(again.find("{[%csl Gd4] Look at d4.}") != std::string::npos, again.c_str());
    QVERIFY2(again.find("[%cal BN*e4,Yn*d5,G+P*c5]") != std::string::npos, again.c_str());
    auto back = parseRecord(again);
    QVERIFY(back);
    QCOMPARE(*back->mainline.nodes[0].annotation("csl"), std::string("Re4,Yc4"));
    QCOMPARE(parseArrowsValue(*back->mainline.nodes[0].annotation("cal")), arrows);
    QCOMPARE(back->mainline.nodes[0].comment, first.comment);
    QCOMPARE(back->openingAnnotations, r->openingAnnotations);
    QCOMPARE(back->openingComment, r->openingComment);
    QCOMPARE(writeRecord(*back), again);
}

void TestRecord::shapeTexts_data() {
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("arrow");
    for (const char* t : {"Gb1c3", "Rh8a1", "BN*e4", "Yn*d5", "G+P*c5", "Ri*a1", "R+s*h8"})
        QTest::newRow(t) << QString::fromLatin1(t) << true;
    for (const char* t : {"Ge4", "Ya1", "Bh8"}) QTest::newRow(t) << QString::fromLatin1(t) << false;
}

void TestRecord::shapeTexts() {
    QFETCH(QString, text);
    QFETCH(bool, arrow);
    const std::string t = text.toStdString();
    const auto shape = arrow ? parseArrowText(t) : parseCircleText(t);
    QVERIFY(shape);
    QCOMPARE(shape->isArrow(), arrow);
    QCOMPARE(shapeText(*shape), t);
}

void TestRecord::malformedShapesStayText() {
    // A list with a bad entry is not drawn (no half of it either): the tag stays in the
    // comment's text, as written, and the rest of the record reads as usual.
    for (const char* bad : {"[%cal Gb1b1]", "[%cal Xb1c3]", "[%cal Gb1c9]", "[%cal Gb1c3,]",
                            "[%csl Ge9]", "[%csl Gb1c3]", "[%cal GK*e4]", "[%cal G*e4]", "[%cal]",
                            "[%csl Re4 Rd5]", "[%cal Gb1c3,Gz]"}) {
        const std::string text = std::string("1. Pc3-c4 {Before ") + bad + " after} *\n";
        auto r = parseRecord(text);
        QVERIFY2(r, bad);
        const RecordNode& n = r->mainline.nodes[0];
        QVERIFY2(!n.annotation("cal") && !n.annotation("csl"), bad);
        QVERIFY2(n.comment.find(std::string(bad).substr(2)) != std::string::npos, bad);
        // Saved and read again: still text, never a crash, never a shape.
        auto back = parseRecord(writeRecord(*r));
        QVERIFY2(back, bad);
        QVERIFY2(!back->mainline.nodes[0].annotation("cal"), bad);
    }
    // Every cut of a valid list is read safely.
    const std::string full = "[%cal G+P*c5,Rb1c3]";
    for (std::size_t n = 0; n <= full.size(); ++n) {
        auto r = parseRecord("1. Pc3-c4 {" + full.substr(0, n) + "} *\n");
        QVERIFY(r);
    }
}
