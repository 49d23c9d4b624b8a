// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "plot.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ogi::winchance {

namespace {

std::string fmt(const char* format, double a, double b = 0, double c = 0, double d = 0) {
    char buf[256];
    std::snprintf(buf, sizeof buf, format, a, b, c, d);
    return buf;
}

// One square panel: its left, top and side in pixels; maps [x0, x1] x [0, 1] into it.
struct Panel {
    double left, top, side, x0, x1;
    double px(double x) const { return left + (x - x0) / (x1 - x0) * side; }
    double py(double y) const { return top + (1 - y) * side; }
};

const char* const SeriesColours[] = {"#1f5fa8", "#d9661f", "#2e8b57", "#8b2e8b"};
const char* const StageDashes[] = {"", "8 4", "2 3", "10 3 2 3"};

std::string axes(const Panel& p, const std::vector<double>& xTicks, const char* xFormat,
                 const std::string& xLabel, const std::string& yLabel, const std::string& title) {
    std::string s;
    for (int i = 0; i <= 10; i += 2) {
        const double y = i / 10.0;
        s += fmt("<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                 p.left, p.left + p.side, p.py(y), p.py(y));
        s += fmt("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\">%.0f %%</text>\n", p.left - 6,
                 p.py(y) + 4, 100 * y);
    }
    for (double x : xTicks) {
        s += fmt("<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n",
                 p.px(x), p.px(x), p.top, p.top + p.side);
        s += fmt("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">", p.px(x),
                 p.top + p.side + 16) +
             fmt(xFormat, x) + "</text>\n";
    }
    s += fmt("<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" "
             "stroke=\"#333\"/>\n",
             p.left, p.top, p.side, p.side);
    s += fmt("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">", p.left + p.side / 2,
             p.top + p.side + 36) +
         xLabel + "</text>\n";
    const double cy = p.top + p.side / 2;
    s += fmt("<text x=\"%.1f\" y=\"%.1f\" transform=\"rotate(-90 %.1f %.1f)\" "
             "text-anchor=\"middle\">",
             p.left - 44, cy, p.left - 44, cy) +
         yLabel + "</text>\n";
    s += fmt("<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-weight=\"bold\">",
             p.left + p.side / 2, p.top - 10) +
         title + "</text>\n";
    return s;
}

} // namespace

std::string plotSvg(const std::vector<PlotSeries>& series, const std::vector<std::string>& stages,
                    const std::vector<double>& scores) {
    const double side = 360, width = 2 * side + 420, height = side + 80;
    std::string s = fmt("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%.0f\" "
                        "height=\"%.0f\" font-family=\"sans-serif\" font-size=\"12\">\n",
                        width, height);
    s += fmt("<rect width=\"%.0f\" height=\"%.0f\" fill=\"white\"/>\n", width, height);

    // Left: calibration. A bucket's mark is drawn when it holds at least 100 positions.
    const Panel cal{70, 40, side, 0, 1};
    s += axes(cal, {0, 0.2, 0.4, 0.6, 0.8, 1}, "%.1f", "predicted chance of winning",
              "observed share of wins", "Calibration on held-out games");
    s += fmt("<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#999\" "
             "stroke-dasharray=\"4 4\"/>\n",
             cal.px(0), cal.py(0), cal.px(1), cal.py(1));
    for (std::size_t i = 0; i < series.size(); ++i) {
        const char* colour = SeriesColours[i % 4];
        std::string path;
        for (const Bucket& b : series[i].buckets) {
            if (b.count < 100) continue;
            path += (path.empty() ? "M" : " L") +
                    fmt("%.1f,%.1f", cal.px(b.predictedWin), cal.py(b.observedWin));
        }
        if (!path.empty())
            s += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + colour +
                 "\" stroke-width=\"1.5\"/>\n";
        for (const Bucket& b : series[i].buckets) {
            if (b.count < 100) continue;
            s += fmt("<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" ", cal.px(b.predictedWin),
                     cal.py(b.observedWin)) +
                 "fill=\"" + colour + "\"/>\n";
        }
    }

    // Right: the model's curves.
    const double range = scores.empty() ? 1 : std::max(std::abs(scores.front()), scores.back());
    const Panel curves{cal.left + side + 110, 40, side, -range, range};
    std::vector<double> ticks;
    for (double x = -range; x <= range + 1e-9; x += range / 3) ticks.push_back(x);
    s += axes(curves, ticks, "%+.0f", "score of the search (centipawns, side to move)",
              "chance of winning (model)", "The model at three stages");
    for (std::size_t i = 0; i < series.size(); ++i)
        for (std::size_t k = 0; k < series[i].curves.size() && k < stages.size(); ++k) {
            std::string path;
            const std::vector<double>& c = series[i].curves[k];
            for (std::size_t j = 0; j < c.size() && j < scores.size(); ++j)
                path += (j ? " L" : "M") + fmt("%.1f,%.1f", curves.px(scores[j]), curves.py(c[j]));
            s += "<path d=\"" + path + "\" fill=\"none\" stroke=\"" + SeriesColours[i % 4] +
                 "\" stroke-width=\"1.5\"" +
                 (*StageDashes[k % 4]
                      ? std::string(" stroke-dasharray=\"") + StageDashes[k % 4] + "\""
                      : std::string()) +
                 "/>\n";
        }

    // Legend, under the right panel's title line, at the right.
    double y = 60;
    const double lx = curves.left + side + 14;
    for (std::size_t i = 0; i < series.size(); ++i, y += 18) {
        s += fmt("<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke-width=\"3\" ", lx,
                 lx + 20, y - 4, y - 4) +
             "stroke=\"" + SeriesColours[i % 4] + "\"/>\n";
        s += fmt("<text x=\"%.1f\" y=\"%.1f\">", lx + 26, y) + series[i].name + "</text>\n";
    }
    y += 10;
    for (std::size_t k = 0; k < stages.size(); ++k, y += 18) {
        s += fmt("<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#333\" "
                 "stroke-width=\"1.5\"",
                 lx, lx + 20, y - 4, y - 4) +
             (*StageDashes[k % 4] ? std::string(" stroke-dasharray=\"") + StageDashes[k % 4] + "\""
                                  : std::string()) +
             "/>\n";
        s += fmt("<text x=\"%.1f\" y=\"%.1f\">", lx + 26, y) + stages[k] + "</text>\n";
    }
    s += "</svg>\n";
    return s;
}

} // namespace ogi::winchance
