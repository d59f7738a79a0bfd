#!/usr/bin/env python3
"""Reference values for Kinetics' cubic-Bézier timing curves, computed with mpmath at 50 digits.

Writes timing_curves.csv beside this script. Run: python3 generate_timing_curves.py

For each curve (control points given as the Doubles the tests pass to Swift) and each input x
(a Double), the exact progress y(t*) with x(t*) = x is found by bisection on the exact polynomial
x(t) (x(t) is non-decreasing for x1, x2 in [0, 1]) to 1e-45 relative in t, then printed with 20 significant
digits. Columns:
  curve, x1, y1, x2, y2, x, y, slope, stationary, y_below, y_above
slope is dy/dx at x ('inf' where x'(t*) = 0 and y'(t*) != 0; outside [0, 1] the slope of the
continuation). stationary is 1 for
curves whose x'(t) has a double root inside (0, 1) (for example (1, 0, 0, 1)); for those rows
y_below and y_above are the exact progress at the Doubles just below and above x, the interval
within which the solver must land near the stationary point. Outside [0, 1], y is the
continuation along the curve's own end tangent, as the browsers and WPT css-easing take it (progress
stays 0 or 1 where the tangent is vertical; docs/timing-curves.md, "Outside [0, 1]").
"""
import math
import os
import random

from mpmath import mp, mpf, sqrt

mp.dps = 50

NAMED = [
    ("linear", (0.0, 0.0, 1.0, 1.0)),
    ("easeIn", (0.42, 0.0, 1.0, 1.0)),
    ("easeOut", (0.0, 0.0, 0.58, 1.0)),
    ("easeInEaseOut", (0.42, 0.0, 0.58, 1.0)),
    ("default", (0.25, 0.1, 0.25, 1.0)),
]

STRESS = [
    # x1 = 0 or x2 = 1 with y != 0, 1: vertical tangent at an end.
    ("x1zero", (0.0, 1.5, 0.5, 1.0)),
    ("x1zeroNegative", (0.0, -0.8, 0.6, 1.2)),
    ("x2one", (0.3, 0.2, 1.0, 0.5)),
    ("x2oneOvershoot", (0.4, -0.5, 1.0, 1.8)),
    ("bothVertical", (0.0, 0.7, 1.0, 0.3)),
    ("zeroOneOneZero", (0.0, 1.0, 1.0, 0.0)),
    ("pureCubicStart", (0.0, 0.5, 0.0, 1.2)),
    ("pureCubicEnd", (1.0, -0.2, 1.0, 0.8)),
    # x'(t) has a double root inside (0, 1): infinite slope at x = 1/2.
    ("oneZeroZeroOne", (1.0, 0.0, 0.0, 1.0)),
    ("oneOneZeroZero", (1.0, 1.0, 0.0, 0.0)),
    # x2 = x1 + 1/3: the cubic coefficient of x(t) vanishes (closed-form cubic solvers divide by it).
    ("cubicTermVanishes", (0.2, 0.1, 0.2 + 1.0 / 3.0, 0.9)),
    ("cubicTermPlus1e-9", (0.2, 0.1, 0.2 + 1.0 / 3.0 + 1e-9, 0.9)),
    ("cubicTermMinus1e-9", (0.2, 0.1, 0.2 + 1.0 / 3.0 - 1e-9, 0.9)),
    ("cubicTermVanishesHigh", (0.6, 1.4, 0.6 + 1.0 / 3.0, -0.3)),
    # Control y far outside [0, 1].
    ("bigOvershoot", (0.3, -10.0, 0.7, 12.0)),
    ("hugeOvershoot", (0.5, 100.0, 0.5, -100.0)),
    ("steepAnticipation", (0.25, -50.0, 0.75, 50.0)),
    ("nearlyStationary", (0.99, 0.0, 0.01, 1.0)),
]


def random_curves(count, seed):
    rng = random.Random(seed)
    curves = []
    for index in range(count):
        x1, x2 = rng.random(), rng.random()
        y1, y2 = rng.uniform(-2.0, 3.0), rng.uniform(-2.0, 3.0)
        curves.append((f"random{index}", (x1, y1, x2, y2)))
    return curves


def bezier(t, p1, p2):
    s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t


def solve_t(x, x1, x2):
    low, high = mpf(0), mpf(1)
    # Relative stopping, so that inputs as small as 1e-300 get 45 correct digits as well.
    while high - low > mpf("1e-45") * high:
        middle = (low + high) / 2
        if bezier(middle, x1, x2) < x:
            low = middle
        else:
            high = middle
    return (low + high) / 2


def progress(x, curve):
    x1, y1, x2, y2 = (mpf(v) for v in curve)
    x = mpf(x)
    if x == 0:
        return mpf(0)
    if x == 1:
        return mpf(1)
    if x < 0:
        return start_tangent_slope(x1, y1, x2, y2) * x
    if x > 1:
        return 1 + end_tangent_slope(x1, y1, x2, y2) * (x - 1)
    return bezier(solve_t(x, x1, x2), y1, y2)


def start_tangent_slope(x1, y1, x2, y2):
    # The curve's own tangent at P0, as the browsers and WPT css-easing take it: towards the first
    # control point that differs from P0; 0 where that point is straight above or below P0 (a
    # vertical tangent: progress stays 0); 1 when P1 = P2 = P0 (the curve is y = x).
    if x1 > 0:
        return y1 / x1
    if y1 != 0:
        return mpf(0)
    if x2 > 0:
        return y2 / x2
    return mpf(0) if y2 != 0 else mpf(1)


def end_tangent_slope(x1, y1, x2, y2):
    # The mirror image at P3 = (1, 1).
    if x2 < 1:
        return (1 - y2) / (1 - x2)
    if y2 != 1:
        return mpf(0)
    if x1 < 1:
        return (1 - y1) / (1 - x1)
    return mpf(0) if y1 != 1 else mpf(1)


def slope(x, curve):
    x1, y1, x2, y2 = (mpf(v) for v in curve)
    x = mpf(x)
    if x < 0:
        return start_tangent_slope(x1, y1, x2, y2)
    if x > 1:
        return end_tangent_slope(x1, y1, x2, y2)
    t = solve_t(x, x1, x2) if 0 < x < 1 else x
    # dy/dx, by L'Hopital's rule where x'(t) = 0: the first derivatives that do not both vanish.
    for order in (1, 2, 3):
        dx, dy = derivative_of_order(order, t, x1, x2), derivative_of_order(order, t, y1, y2)
        if abs(dx) > mpf("1e-40") or abs(dy) > mpf("1e-40"):
            if abs(dy) > mpf("1e30") * abs(dx):
                return None
            return dy / dx
    return mpf(0)


def derivative_of_order(order, t, p1, p2):
    # B(t) = c t + b t^2 + a t^3 with c = 3 p1, b = 3 p2 - 6 p1, a = 1 + 3 p1 - 3 p2.
    c, b, a = 3 * p1, 3 * p2 - 6 * p1, 1 + 3 * p1 - 3 * p2
    if order == 1:
        return c + 2 * b * t + 3 * a * t * t
    if order == 2:
        return 2 * b + 6 * a * t
    return 6 * a


def has_interior_stationary_point(curve):
    x1, _, x2, _ = (mpf(v) for v in curve)
    # x'(t)/3 = (1 - 3x2 + 3x1) t^2 + 2 (x2 - 2 x1) t + x1; a double root when b^2 = a c.
    a, b, c = 1 - 3 * x2 + 3 * x1, x2 - 2 * x1, x1
    if a == 0 or b * b != a * c:
        return False
    root = -b / a
    return 0 < root < 1


def inputs(seed):
    rng = random.Random(seed)
    xs = [0.0, 1.0, 1e-300, 1e-16, 1e-12, 3e-7, 1 - 1e-12, 1 - 2.0 ** -53, 0.5,
          math.nextafter(0.5, 0), math.nextafter(0.5, 1), 0.25, 0.75, -0.5, -1e-9, 1 + 1e-9, 1.5]
    xs += [k / 16 for k in range(1, 16)]
    xs += [rng.random() for _ in range(24)]
    return xs


def text(value):
    if value is None:
        return "inf"
    return mp.nstr(value, 20, min_fixed=-4, max_fixed=4) if value != 0 else "0"


def main():
    curves = NAMED + STRESS + random_curves(16, seed=20261121)
    lines = ["curve,x1,y1,x2,y2,x,y,slope,stationary,y_below,y_above"]
    for index, (name, curve) in enumerate(curves):
        stationary = has_interior_stationary_point(curve)
        for x in inputs(seed=index):
            y = progress(x, curve)
            s = slope(x, curve)
            below = above = ""
            if stationary and 0 < x < 1:
                below = text(progress(math.nextafter(x, 0), curve))
                above = text(progress(math.nextafter(x, 1), curve))
            fields = [name] + [repr(v) for v in curve] + [repr(x), text(y),
                      text(s),
                      "1" if stationary else "0", below, above]
            lines.append(",".join(fields))
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "timing_curves.csv")
    with open(path, "w") as handle:
        handle.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
