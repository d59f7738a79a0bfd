#!/usr/bin/env python3
"""Reference values for KineticsLinearAlgebra's CubicSpline, from scipy.interpolate.CubicSpline.

Writes keys.csv (the key data of each case) and values.csv (value, first and second derivative of
each channel at sample times, including a little extrapolation on both sides). For the periodic
boundary the last key's values are replaced by the first key's, and times outside the keys wrap.
Run from this directory: python3 generate_spline.py
"""
import numpy as np
from scipy.interpolate import CubicSpline

rng = np.random.default_rng(20261121)

def case_keys():
    cases = []
    # Non-uniform times, two channels, small.
    t = np.array([0.0, 0.3, 0.45, 1.0, 1.2, 2.0])
    v = np.array([[0, 0], [100, 40], [80, 90], [100, 100], [30, -20], [0, 5]], dtype=float)
    cases.append(("small", t, v))
    # Widths varying by ~20x, three channels, seeded.
    widths = rng.uniform(0.05, 1.0, size=11)
    t = np.concatenate([[0.0], np.cumsum(widths)])
    v = rng.normal(scale=10.0, size=(12, 3))
    cases.append(("random", t, v))
    # The fewest keys not-a-knot accepts: one cubic through four points.
    t = np.array([0.0, 1.0, 1.5, 4.0])
    v = np.array([[1.0], [-2.0], [0.5], [3.0]])
    cases.append(("four", t, v))
    return cases

slopes = {"small": ([1.0, -3.0], [0.0, 2.0]), "random": ([0.5, 0.0, -1.0], [2.0, 1.0, 0.0]), "four": ([0.0], [1.0])}

with open("keys.csv", "w") as keys, open("values.csv", "w") as values:
    keys.write("case,key,t,values,start_slopes,end_slopes\n")
    values.write("case,boundary,t,channel,value,first_derivative,second_derivative\n")
    for name, t, v in case_keys():
        s0, s1 = slopes[name]
        for k in range(len(t)):
            keys.write(f"{name},{k},{float(t[k])!r},{' '.join(repr(float(x)) for x in v[k])},"
                       f"{' '.join(repr(x) for x in s0)},{' '.join(repr(x) for x in s1)}\n")
        span = t[-1] - t[0]
        samples = np.concatenate([np.linspace(t[0] - 0.1 * span, t[-1] + 0.1 * span, 41), t])
        for boundary in ("natural", "clamped", "not-a-knot", "periodic"):
            values_here = v
            if boundary == "clamped":
                bc = ((1, np.array(s0)), (1, np.array(s1)))
            elif boundary == "periodic":
                # Periodic needs equal end values: the last key takes the first key's values.
                values_here = v.copy()
                values_here[-1] = v[0]
                bc = boundary
            else:
                bc = boundary
            extrapolate = "periodic" if boundary == "periodic" else True
            spline = CubicSpline(t, values_here, bc_type=bc, axis=0, extrapolate=extrapolate)
            y, d1, d2 = spline(samples), spline(samples, 1), spline(samples, 2)
            for i, x in enumerate(samples):
                for c in range(v.shape[1]):
                    values.write(f"{name},{boundary},{float(x)!r},{c},{float(y[i, c])!r},{float(d1[i, c])!r},{float(d2[i, c])!r}\n")
