"""Exercised by the test suite: calls Kinetics from Python through ctypes and prints results as
"name,hexbits" lines (IEEE-754 bit patterns) for the Swift test to compare exactly.

    python3 example.py /path/to/libKineticsC.so
"""
import struct
import sys

import numpy as np

from kinetics import CubicBezier, Kinetics, KineticsError


def bits(value):
    return struct.pack(">d", float(value)).hex()


def main(path):
    kn = Kinetics(path)
    curve = kn.named_curve("easeInEaseOut")
    xs = np.array([0.0, 0.1, 0.5, 0.77, 1.0])
    for index, y in enumerate(kn.bezier_progress(curve, xs)):
        print(f"easeInEaseOut[{index}],{bits(y)}")
    ys32 = kn.bezier_progress(curve, xs.astype(np.float32))
    assert ys32.dtype == np.float32
    print(f"custom(0.25),{bits(kn.bezier_progress(CubicBezier(0.3, -0.4, 0.7, 1.6), 0.25))}")
    try:
        kn.bezier_progress(CubicBezier(1.5, 0, 0.5, 1), 0.5)
        return 3
    except KineticsError as error:
        print(f"error,{error}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
