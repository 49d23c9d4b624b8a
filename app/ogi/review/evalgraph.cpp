// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "review/evalgraph.h"

#include "model/analysis/evaluationtext.h"
#include "model/analysis/gameanalysis.h"
#include "model/document/gametree.h"
#include "model/game/gametexts.h"
#include "partsaccessible.h"

#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>
#include <cmath>

namespace ogi {

// The points for screen readers: one per ply of the mainline, by its number.
class EvalGraphAccessible : public PartsAccessible {
public:
    explicit EvalGraphAccessible(QWidget* w) : PartsAccessible(w, QAccessible::Chart) {}
    static PartsAccessible* make(QWidget* w) { return new EvalGraphAccessible(w); }

    int partCount() const override { return std::max(0, int(graph()->m_values.size()) - 1); }
    QAccessible::Role partRole(int) const override { return QAccessible::Graphic; }
    QString partText(int index, QAccessible::Text t) const override {
        if (t == QAccessible::Name) return EvalGraph::tr("Ply %1").arg(index + 1);
        if (t == QAccessible::Description && !graph()->m_values[std::size_t(index) + 1])
            return EvalGraph::tr("Not evaluated");
        return {};
    }
    QRect partRect(int index) const override {
        return QRect(graph()->pointFor(index + 1) - QPoint(3, 3), QSize(7, 7));
    }
    bool partSelected(int index) const override {
        const GameTree* tree = graph()->m_tree;
        return tree && !tree->inVariation() && tree->ply() == index + 1;
    }

private:
    const EvalGraph* graph() const { return static_cast<const EvalGraph*>(widget()); }
};

EvalGraph::EvalGraph(QWidget* parent) : QWidget(parent) {
    installPartsAccessible("ogi::EvalGraph", &EvalGraphAccessible::make);
    setMouseTracking(false);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Evaluation from Sente's view; click to show a move"));
}

void EvalGraph::setTree(GameTree* tree) {
    if (m_tree) disconnect(m_tree, nullptr, this, nullptr);
    m_tree = tree;
    if (tree) {
        connect(tree, &GameTree::treeChanged, this, &EvalGraph::reload);
        connect(tree, &GameTree::cursorChanged, this, qOverload<>(&QWidget::update));
    }
    reload();
}

bool EvalGraph::hasData() const {
    for (const auto& v : m_values)
        if (v) return true;
    return false;
}

void EvalGraph::setInPawns(bool pawns) {
    if (pawns == m_inPawns) return;
    m_inPawns = pawns;
    reload();
}

void EvalGraph::reload() {
    m_values.clear();
    m_marks.clear();
    m_evals.clear();
    m_chances.clear();
    if (m_tree) {
        const auto& nodes = m_tree->record().mainline.nodes;
        m_values.resize(nodes.size() + 1);
        m_marks.resize(nodes.size() + 1);
        m_evals.resize(nodes.size() + 1);
        m_chances.resize(nodes.size() + 1, 0.5);
        // The positions along the game, for the stage each chance is read at (the last one
        // stands for an illegal attempt that ends a record: it was never played).
        Position pos = m_tree->record().start;
        for (std::size_t i = 0; i < nodes.size(); ++i) {
            if (pos.isPseudoLegal(nodes[i].move)) {
                UndoInfo undo;
                pos.doMove(nodes[i].move, undo);
            }
            if (const std::string* e = nodes[i].annotation("eval"))
                if (auto ev = Evaluation::parse(*e)) {
                    m_chances[i + 1] = senteWinChance(*ev, pos);
                    m_values[i + 1] = m_inPawns ? ev->graphValue() : 2 * m_chances[i + 1] - 1;
                    m_evals[i + 1] = ev;
                }
            if (const std::string* m = nodes[i].annotation("mark"))
                m_marks[i + 1] = *m == "??" ? 2 : *m == "?" ? 1 : *m == "?!" ? 3 : 0;
        }
    }
    update();
}

QRectF EvalGraph::plotRect() const {
    return QRectF(rect()).adjusted(30, 6, -6, -6);
}

qreal EvalGraph::yFor(double value) const {
    const QRectF r = plotRect();
    return r.center().y() - value * r.height() / 2;
}

QPoint EvalGraph::pointFor(int ply) const {
    const QRectF r = plotRect();
    const int n = std::max(1, int(m_values.size()) - 1);
    const double v = ply >= 0 && ply < int(m_values.size()) && m_values[std::size_t(ply)]
                         ? *m_values[std::size_t(ply)]
                         : 0.0;
    return QPointF(r.left() + r.width() * ply / n, yFor(v)).toPoint();
}

int EvalGraph::plyAt(const QPoint& pos) const {
    const QRectF r = plotRect();
    const int n = int(m_values.size()) - 1;
    if (n < 1) return 0;
    const double t = (pos.x() - r.left()) / r.width();
    return std::clamp(int(std::lround(t * n)), 0, n);
}

void EvalGraph::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = plotRect();
    const QPalette& pal = palette();
    p.fillRect(rect(), pal.color(QPalette::Base));
    // Sente's half light, Gote's half darker, as on the pieces' sides of the board.
    p.fillRect(QRectF(r.left(), r.top(), r.width(), r.height() / 2), QColor(0xfb, 0xf6, 0xea));
    p.fillRect(QRectF(r.left(), r.center().y(), r.width(), r.height() / 2),
               QColor(0xe4, 0xdc, 0xcc));
    QFont small = font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    p.setFont(small);
    // Guide lines: at ±1, ±3, ±10 pawns, or where the leading side wins 75 % and 90 % of its
    // games; a label only where there is room for it.
    const qreal labelRoom = QFontMetricsF(small).height();
    const auto guide = [&](double value, const QString& label) {
        const qreal y = yFor(value);
        p.setPen(QPen(QColor(0, 0, 0, 40), 1, Qt::DotLine));
        p.drawLine(QPointF(r.left(), y), QPointF(r.right(), y));
        if (std::abs(y - r.center().y()) < labelRoom) return;
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(QRectF(0, y - 8, r.left() - 3, 16), Qt::AlignRight | Qt::AlignVCenter, label);
    };
    for (int sign : {1, -1}) {
        if (m_inPawns) {
            for (int pawns : {1, 3, 10}) {
                Evaluation e;
                e.centipawns = sign * pawns * 100;
                guide(e.graphValue(), sign > 0 ? tr("+%1").arg(pawns) : tr("−%1").arg(pawns));
            }
        } else {
            for (int percent : {75, 90})
                guide(sign * (2 * percent / 100.0 - 1), texts::percent(percent));
        }
    }
    p.setPen(QPen(QColor(0, 0, 0, 90), 1));
    p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
    p.drawText(QRectF(0, r.center().y() - 8, r.left() - 3, 16), Qt::AlignRight | Qt::AlignVCenter,
               m_inPawns ? QStringLiteral("0") : texts::percent(50));

    if (!hasData()) {
        const QString hint = tr("Analyse the game to see its evaluation");
        // Wrapped inside the plot when the panel is narrow (French and Japanese are longer).
        const int flags = Qt::AlignCenter | Qt::TextWordWrap;
        QRectF box = QFontMetricsF(small)
                         .boundingRect(r.adjusted(6, 0, -6, 0), flags, hint)
                         .adjusted(-3, -1, 3, 1);
        box.moveCenter(r.center());
        p.fillRect(box, pal.color(QPalette::Base));
        p.drawText(box, flags, hint);
    } else {
        QPainterPath curve;
        QPainterPath area;
        bool started = false;
        QPointF last;
        for (std::size_t i = 0; i < m_values.size(); ++i) {
            if (!m_values[i] && i != 0) continue;
            const QPointF pt = pointFor(int(i));
            if (!started) {
                curve.moveTo(pt);
                area.moveTo(pt.x(), r.center().y());
                started = true;
            } else {
                curve.lineTo(pt);
            }
            area.lineTo(pt);
            last = pt;
        }
        area.lineTo(last.x(), r.center().y());
        area.closeSubpath();
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x55, 0x55, 0x55, 60));
        p.drawPath(area);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(0x20, 0x20, 0x20), 1.6));
        p.drawPath(curve);
        for (std::size_t i = 0; i < m_marks.size(); ++i) {
            if (!m_marks[i]) continue;
            p.setPen(Qt::NoPen);
            p.setBrush(m_marks[i] == 2   ? QColor(0xd0, 0x20, 0x20)
                       : m_marks[i] == 1 ? QColor(0xe0, 0x80, 0x00)
                                         : QColor(0xc8, 0xb4, 0x00)); // ?!
            const qreal r = m_marks[i] == 3 ? 2.5 : 3.5;
            p.drawEllipse(QPointF(pointFor(int(i))), r, r);
        }
    }
    // The ply shown on the board (on the mainline; a variation shows where it branched).
    if (m_tree && m_values.size() > 1) {
        const int ply = m_tree->inVariation() ? m_tree->cursor().line.front().node : m_tree->ply();
        const qreal x = pointFor(ply).x();
        p.setPen(QPen(pal.color(QPalette::Highlight), 2));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
    // What the axis measures: up is Sente ahead, down Gote, in chances of winning or in pawns.
    // Drawn last, each on a backing of its own, so that the curve and its marks never hide
    // the words.
    p.setFont(small);
    const QFontMetricsF fm(small);
    const QRectF inset = r.adjusted(3, 2, -3, -2);
    QColor backing = pal.color(QPalette::Base);
    backing.setAlpha(215);
    for (bool top : {true, false}) {
        const QString label = m_inPawns ? (top ? tr("☗ Sente ahead (pawns)") : tr("☖ Gote ahead"))
                                        : (top ? tr("☗ Sente's chance of winning")
                                               : tr("☖ Gote's chance of winning"));
        const qreal w = std::min(fm.horizontalAdvance(label) + 6, inset.width());
        const QRectF box(inset.left(), top ? inset.top() : inset.bottom() - fm.height(), w,
                         fm.height());
        p.setPen(Qt::NoPen);
        p.setBrush(backing);
        p.drawRoundedRect(box, 2, 2);
        p.setPen(pal.color(QPalette::PlaceholderText));
        p.drawText(box, Qt::AlignCenter, fm.elidedText(label, Qt::ElideRight, box.width() - 4));
    }
    p.setPen(QPen(QColor(0, 0, 0, 60), 1));
    p.setBrush(Qt::NoBrush);
    p.drawRect(r);
}

void EvalGraph::mousePressEvent(QMouseEvent* event) {
    if (event->button() != Qt::LeftButton || !m_tree || m_values.size() < 2) return;
    m_tree->goTo(GameTree::mainline(plyAt(event->position().toPoint())));
}

void EvalGraph::mouseMoveEvent(QMouseEvent* event) {
    if ((event->buttons() & Qt::LeftButton) && m_tree && m_values.size() >= 2)
        m_tree->goTo(GameTree::mainline(plyAt(event->position().toPoint())));
}

// The evaluation after the move under the pointer: "12… −1.2".
bool EvalGraph::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip && m_tree && m_evals.size() >= 2) {
        auto* help = static_cast<QHelpEvent*>(event);
        const int ply = plyAt(help->pos());
        if (ply > 0 && m_evals[std::size_t(ply)]) {
            const Side first = m_tree->record().start.sideToMove();
            const Side mover = ply % 2 == 1 ? first : opposite(first);
            QToolTip::showText(help->globalPos(),
                               QStringLiteral("%1 %2 · %3")
                                       .arg(texts::moveNumber(ply, first, mover, m_notation),
                                            texts::evaluationShort(*m_evals[std::size_t(ply)]),
                                            texts::winChanceShort(m_chances[std::size_t(ply)])) +
                                   QLatin1Char('\n') + toolTip(),
                               this);
            return true;
        }
    }
    return QWidget::event(event);
}

} // namespace ogi

namespace ogi {

void EvalGraph::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        setToolTip(tr("Evaluation from Sente's view; click to show a move"));
}

} // namespace ogi
