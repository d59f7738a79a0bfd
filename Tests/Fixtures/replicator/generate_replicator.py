#!/usr/bin/env python3
"""Exact powers of replicator steps that are similarities of the plane, at 60 significant digits.

Written on its own, not from the Swift code: each step is a 4x4 matrix of doubles in Core
Animation's layout (row vectors, the translation in m41..m43): rows (a, b, 0, 0), (-b, a, 0, 0),
(0, 0, c, 0), (tx, ty, tz, 1), with a = s*cos(theta) and b = s*sin(theta) rounded to doubles by
Python's float arithmetic. The reference is the matrix power of those doubles taken as exact
numbers, by mpmath's integer matrix power at 60 digits (its own error near 1e-50, far below what
the tests check). Written row by row: case, instance, the step's 16 elements (repr, exact), then
the power's 16 elements at 25 significant digits.

Run: python3 generate_replicator.py   (writes similarity_powers.csv beside this script)
"""
import math
import os

import mpmath as mp

mp.mp.dps = 60
HERE = os.path.dirname(os.path.abspath(__file__))

# name: (s, theta, c, tx, ty, tz)
CASES = {
    "ring-97": (1.0, 2 * math.pi / 97, 1.0, 20.0, 0.0, 0.0),
    "spiral-in": (0.9999, 0.5, 1.0, 20.0, 0.0, 0.0),
    "spiral-out-depth": (1.000001, -0.01, 1.000002, 3.0, -1.0, 0.5),
    "near-identity-rotation": (1.0, 1e-9, 1.0, 1.0, 2.0, 0.0),
    "depth-scale-only": (1.0, 0.0, 0.999, 0.25, -0.5, 2.0),
    "half-turn-nearly": (1.0, 3.0, 1.0, 1.0, 1.0, 0.0),
    "scaled-row": (1.5, 0.0, 1.0, 1.0, 0.0, 0.0),
}
INSTANCES = (2, 3, 97, 10_000, 1_000_000)


def step_elements(s, theta, c, tx, ty, tz):
    a = s * math.cos(theta)
    b = s * math.sin(theta)
    return [a, b, 0.0, 0.0, -b, a, 0.0, 0.0, 0.0, 0.0, c, 0.0, tx, ty, tz, 1.0]


def main():
    lines = ["case,instance," + ",".join(f"s{r}{c}" for r in range(1, 5) for c in range(1, 5))
             + "," + ",".join(f"m{r}{c}" for r in range(1, 5) for c in range(1, 5))]
    for name, parameters in CASES.items():
        elements = step_elements(*parameters)
        step = mp.matrix(4, 4)
        for index, value in enumerate(elements):
            step[index // 4, index % 4] = mp.mpf(value)
        for instance in INSTANCES:
            power = step ** instance
            if not all(mp.isfinite(power[r, c]) and abs(power[r, c]) < 1e300 for r in range(4) for c in range(4)):
                continue
            lines.append(",".join(
                [name, str(instance)] + [repr(v) for v in elements]
                + [mp.nstr(power[r, c], 25, min_fixed=1, max_fixed=0) for r in range(4) for c in range(4)]))
    with open(os.path.join(HERE, "similarity_powers.csv"), "w") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
