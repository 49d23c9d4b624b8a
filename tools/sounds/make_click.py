#!/usr/bin/env python3
# SPDX-FileCopyrightText: 2026 The Ōgi developers
# SPDX-License-Identifier: GPL-3.0-or-later
"""Synthesises the wooden click played when a piece lands (resources/sounds/click.wav).

A koma set down on a kaya board gives a short knock: a few damped partials of the wood
(inharmonic, like a struck block) over a very short burst of filtered noise for the
contact. Everything is computed here, so the sound is ours and reproducible:
    python3 tools/sounds/make_click.py resources/sounds/click.wav
"""
import math
import random
import struct
import sys
import wave

RATE = 22050
LENGTH = 0.09  # seconds

# (frequency Hz, amplitude, decay time constant s)
PARTIALS = [(720.0, 1.0, 0.018), (1310.0, 0.55, 0.011), (2260.0, 0.35, 0.007), (3480.0, 0.18, 0.004)]


def sample(t, noise):
    body = sum(a * math.exp(-t / tau) * math.sin(2 * math.pi * f * t) for f, a, tau in PARTIALS)
    contact = noise * math.exp(-t / 0.0025) * 0.6
    attack = min(1.0, t / 0.0008)  # no click from a hard edge
    return attack * (body + contact)


def main(path):
    rng = random.Random(8)  # fixed seed: the same file every time
    n = int(RATE * LENGTH)
    previous = 0.0
    values = []
    for i in range(n):
        white = rng.uniform(-1.0, 1.0)
        previous = 0.6 * previous + 0.4 * white  # soften the noise a little
        values.append(sample(i / RATE, previous))
    peak = max(abs(v) for v in values) or 1.0
    frames = b"".join(struct.pack("<h", int(v / peak * 0.7 * 32767)) for v in values)
    with wave.open(path, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "click.wav")
