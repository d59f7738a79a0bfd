"""Exercised by the test suite: parses CSS easing functions with kn_easing_create and evaluates
them, and asks kn_bezier_slope and kn_bezier_progress_range, through the kinetics package
(python/); prints "name,bits" lines (IEEE-754 bit patterns in hex) and "name,message" for refused
input.

    python3 easing.py /path/to/libKineticsC.so
"""
import struct
import sys

import _package  # noqa: F401 (python/ on the path, KINETICS_LIBRARY from argv[1])

import kinetics
from kinetics import KineticsError

GRID = [-0.25, 0.0, 0.3, 0.5, 1.0, 1.25]


def bits(value):
    return struct.pack(">d", float(value)).hex()


def main():
    for label, css in [("steps", "steps(4, jump-both)"), ("linear", "linear(0, 0.8 20% 40%, 0.5, 1)"),
                       ("bezier", "cubic-bezier(0.1, -0.5, 0.9, 1.5)")]:
        function = kinetics.easing(css)
        for index, x in enumerate(GRID):
            # kn_timing_progress, whatever the kind (a CubicBezier's own call uses its built curve).
            print(f"{label}[{index}],{bits(kinetics.TimingFunction.__call__(function, x))}")
        if isinstance(function, kinetics.LinearEasing):
            function.close()
    try:
        kinetics.easing("linear(0)")
        print("parseError,accepted")
    except KineticsError as error:
        print(f"parseError,{error.status} {error}")
    curve = kinetics.CubicBezier(0.1, -0.5, 0.9, 1.5)
    for index, x in enumerate(GRID):
        print(f"slope[{index}],{bits(curve.slope(x))}")
    low, high = curve.progress_range()
    print(f"rangeMin,{bits(low)}")
    print(f"rangeMax,{bits(high)}")


if __name__ == "__main__":
    main()
