// SPDX-FileCopyrightText: 2026 The Ōgi developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The picture of docs/winchance.md, as an SVG: the built-in model's calibration on held-out
// games (predicted against observed win rate) for both evaluations, and its curves.
#pragma once

#include "fit.h"

#include <string>
#include <vector>

namespace ogi::winchance {

struct PlotSeries {
    std::string name;            // "network", "hand"
    std::vector<Bucket> buckets; // the calibration on held-out games
    // The curve P(win | score) at each of the stages plotted, from -range to +range cp.
    std::vector<std::vector<double>> curves;
};

// stages: the legend of each curve's stage; scores: the x of the curves' points.
std::string plotSvg(const std::vector<PlotSeries>& series, const std::vector<std::string>& stages,
                    const std::vector<double>& scores);

} // namespace ogi::winchance
