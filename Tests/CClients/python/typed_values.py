"""Exercised by the test suite: keyframe tracks and basic animations of transforms (16 doubles,
row-major) and colors (4 doubles), and value functions, through the kinetics package (python/);
prints the lines typed_values.c prints ("name[i],bits" with IEEE-754 bit patterns in hex,
"name,status message").

    python3 typed_values.py /path/to/libKineticsC.so
"""
import math
import struct

import numpy as np

import _package  # noqa: F401 (python/ on the path, KINETICS_LIBRARY from argv[1])

import kinetics
from kinetics import KineticsError
from kinetics._library import check, lib

INPUTS = [-1.0, 0.0, 0.3, 0.75, 1.0]
TIMES = [-1, 0.5, 1.5, 3]


def bits(value):
    return struct.pack(">d", float(value)).hex()


def print_values(label, values):
    for index, value in enumerate(np.ravel(values)):
        print(f"{label}[{index}],{bits(value)}")


def main():
    c, s = math.cos(1.0), math.sin(1.0)
    transforms = np.array([[1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                           [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1],
                           [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, -20, 5, 1]])
    colors = np.array([[1, 0, 0, 1], [0, 0, 1, 0.5], [0, 1, 0, 1]], dtype=np.float64)
    with kinetics.TransformTrack(transforms) as track, \
            kinetics.ColorTrack(colors, space="oklab") as color_track:
        # kn_transform_track_value_array for the transforms, kn_color_track_value one at a time.
        for index, matrix in enumerate(track(np.array(INPUTS))):
            print_values(f"transformTrack.{index}", matrix)
        for index, u in enumerate(INPUTS):
            print_values(f"colorTrack.{index}", color_track(u))
        try:  # a NULL out_matrix, which only a raw call can pass: KN_ERROR_NULL_POINTER
            check(lib.kn_transform_track_value(track.handle, 0.5, None))
            print("nullTrack,accepted")
        except KineticsError as error:
            print(f"nullTrack,{error.status} {error}")

    ease = kinetics.CubicBezier(0.42, 0, 0.58, 1)
    underlying = np.eye(4)
    underlying[3, 0] = 100
    with kinetics.TransformAnimation(kinetics.MediaTiming(2, fill_mode="forwards"),
                                     by_value=transforms[1], timing_function=ease,
                                     additive=True) as spin:
        for index, t in enumerate(TIMES):
            matrix, visible = spin(t, underlying)
            print_values(f"transformAnimation.{index}", matrix)
            print(f"transformAnimation.{index}.visible,{int(visible)}")

    with kinetics.ColorAnimation(kinetics.MediaTiming(1), to_value=colors[1]) as tint:
        for index, t in enumerate(TIMES):
            color, visible = tint(t / 2, colors[0])
            print_values(f"colorAnimation.{index}", color)
            print(f"colorAnimation.{index}.visible,{int(visible)}")

    print_values("rotateZ", kinetics.value_function_transform("rotateZ", 4 * math.pi * 0.125))
    print_values("translate", kinetics.value_function_transform("translate", [1.0, -2.0, 3.0]))


if __name__ == "__main__":
    main()
