"""Exercised by the test suite: parses CSS easing functions with kn_easing_create and evaluates
them, and asks kn_bezier_slope and kn_bezier_progress_range, through ctypes; prints "name,bits"
lines (IEEE-754 bit patterns in hex) and "name,message" for refused input.

    python3 easing.py /path/to/libKineticsC.so
"""
import struct
import sys

from kinetics import CubicBezier, Kinetics, KineticsError

GRID = [-0.25, 0.0, 0.3, 0.5, 1.0, 1.25]


def bits(value):
    return struct.pack(">d", float(value)).hex()


def main(library):
    kn = Kinetics(library)
    for label, css in [("steps", "steps(4, jump-both)"), ("linear", "linear(0, 0.8 20% 40%, 0.5, 1)"),
                       ("bezier", "cubic-bezier(0.1, -0.5, 0.9, 1.5)")]:
        function, linear = kn.easing(css)
        for index, x in enumerate(GRID):
            print(f"{label}[{index}],{bits(kn.timing_progress(function, x))}")
        if linear is not None:
            linear.close()
    try:
        kn.easing("linear(0)")
        print("parseError,accepted")
    except KineticsError as error:
        print(f"parseError,{error.status} {error}")
    curve = CubicBezier(0.1, -0.5, 0.9, 1.5)
    for index, x in enumerate(GRID):
        print(f"slope[{index}],{bits(kn.bezier_slope(curve, x))}")
    low, high = kn.bezier_progress_range(curve)
    print(f"rangeMin,{bits(low)}")
    print(f"rangeMax,{bits(high)}")


if __name__ == "__main__":
    main(sys.argv[1])
