"""Exercised by the test suite: keyframe tracks and basic animations of transforms (16 doubles,
row-major) and colors (4 doubles), and value functions, through ctypes; prints the lines
typed_values.c prints ("name[i],bits" with IEEE-754 bit patterns in hex, "name,status message").

    python3 typed_values.py /path/to/libKineticsC.so
"""
import ctypes
import math
import struct
import sys

import numpy as np

from kinetics import KeyframeTrackDesc, Kinetics, MediaTiming, TimingFunction

INPUTS = [-1.0, 0.0, 0.3, 0.75, 1.0]
TIMES = [-1, 0.5, 1.5, 3]


class BasicAnimationDesc(ctypes.Structure):
    """kn_basic_animation_desc."""
    _fields_ = [("from_value", ctypes.c_void_p), ("to_value", ctypes.c_void_p),
                ("by_value", ctypes.c_void_p), ("timing", MediaTiming),
                ("timing_function", ctypes.POINTER(TimingFunction)),
                ("additive", ctypes.c_int), ("cumulative", ctypes.c_int)]


def bits(value):
    return struct.pack(">d", float(value)).hex()


def print_values(label, values):
    for index, value in enumerate(values):
        print(f"{label}[{index}],{bits(value)}")


def declare(lib):
    handle = ctypes.c_void_p
    pointer = ctypes.c_void_p
    out_handle = ctypes.POINTER(ctypes.c_void_p)
    signatures = {
        "kn_transform_track_create": [ctypes.POINTER(KeyframeTrackDesc), ctypes.c_int, out_handle],
        "kn_transform_track_value": [handle, ctypes.c_double, pointer],
        "kn_transform_track_value_array": [handle, pointer, pointer, ctypes.c_size_t],
        "kn_transform_track_destroy": [handle],
        "kn_color_track_create": [ctypes.POINTER(KeyframeTrackDesc), ctypes.c_int, ctypes.c_int, out_handle],
        "kn_color_track_value": [handle, ctypes.c_double, pointer],
        "kn_color_track_destroy": [handle],
        "kn_transform_animation_create": [ctypes.POINTER(BasicAnimationDesc), ctypes.c_int, out_handle],
        "kn_transform_animation_value": [handle, ctypes.c_double, pointer, pointer, pointer,
                                         ctypes.POINTER(ctypes.c_int)],
        "kn_transform_animation_destroy": [handle],
        "kn_color_animation_create": [ctypes.POINTER(BasicAnimationDesc), ctypes.c_int, ctypes.c_int, out_handle],
        "kn_color_animation_value": [handle, ctypes.c_double, pointer, pointer, pointer,
                                     ctypes.POINTER(ctypes.c_int)],
        "kn_color_animation_destroy": [handle],
        "kn_value_function_transform": [ctypes.c_char_p, pointer, ctypes.c_size_t, pointer],
        "kn_media_timing_init": [ctypes.c_double, ctypes.POINTER(MediaTiming)],
    }
    for name, argtypes in signatures.items():
        getattr(lib, name).argtypes = argtypes
        getattr(lib, name).restype = ctypes.c_int


def data(array):
    return array.ctypes.data_as(ctypes.c_void_p)


def main(library):
    kn = Kinetics(library)
    lib = kn._lib
    declare(lib)
    c, s = math.cos(1.0), math.sin(1.0)
    transforms = np.array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
                           c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1,
                           1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, -20, 5, 1], dtype=np.float64)
    desc = KeyframeTrackDesc()
    desc.values = data(transforms)
    desc.value_count = 3
    desc.dimension = 16
    track = ctypes.c_void_p()
    kn._check(lib.kn_transform_track_create(ctypes.byref(desc), 0, ctypes.byref(track)))
    inputs = np.array(INPUTS, dtype=np.float64)
    matrices = np.empty(16 * len(INPUTS))
    kn._check(lib.kn_transform_track_value_array(track, data(inputs), data(matrices), len(INPUTS)))
    for index in range(len(INPUTS)):
        print_values(f"transformTrack.{index}", matrices[16 * index:16 * index + 16])

    colors = np.array([1, 0, 0, 1, 0, 0, 1, 0.5, 0, 1, 0, 1], dtype=np.float64)
    color_desc = KeyframeTrackDesc()
    color_desc.values = data(colors)
    color_desc.value_count = 3
    color_desc.dimension = 4
    color_track = ctypes.c_void_p()
    kn._check(lib.kn_color_track_create(ctypes.byref(color_desc), 2, 0, ctypes.byref(color_track)))
    color = np.empty(4)
    for index, u in enumerate(INPUTS):
        kn._check(lib.kn_color_track_value(color_track, u, data(color)))
        print_values(f"colorTrack.{index}", color)

    animation_desc = BasicAnimationDesc()
    animation_desc.by_value = data(transforms[16:32])
    kn._check(lib.kn_media_timing_init(2, ctypes.byref(animation_desc.timing)))
    animation_desc.timing.fill_mode = 1
    ease = TimingFunction()
    ease.kind = 1
    ease.bezier.x1, ease.bezier.y1, ease.bezier.x2, ease.bezier.y2 = 0.42, 0, 0.58, 1
    animation_desc.timing_function = ctypes.pointer(ease)
    animation_desc.additive = 1
    spin = ctypes.c_void_p()
    kn._check(lib.kn_transform_animation_create(ctypes.byref(animation_desc), 0, ctypes.byref(spin)))
    underlying = np.array([1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 100, 0, 0, 1], dtype=np.float64)
    matrix = np.empty(16)
    visible = ctypes.c_int()
    for index, t in enumerate(TIMES):
        kn._check(lib.kn_transform_animation_value(spin, t, data(underlying), None, data(matrix),
                                                    ctypes.byref(visible)))
        print_values(f"transformAnimation.{index}", matrix)
        print(f"transformAnimation.{index}.visible,{visible.value}")

    tint_desc = BasicAnimationDesc()
    tint_desc.to_value = data(colors[4:8])
    kn._check(lib.kn_media_timing_init(1, ctypes.byref(tint_desc.timing)))
    tint = ctypes.c_void_p()
    kn._check(lib.kn_color_animation_create(ctypes.byref(tint_desc), 0, 0, ctypes.byref(tint)))
    for index, t in enumerate(TIMES):
        kn._check(lib.kn_color_animation_value(tint, t / 2, data(colors[0:4]), None, data(color),
                                                ctypes.byref(visible)))
        print_values(f"colorAnimation.{index}", color)
        print(f"colorAnimation.{index}.visible,{visible.value}")

    angle = np.array([4 * math.pi * 0.125])
    kn._check(lib.kn_value_function_transform(b"rotateZ", data(angle), 1, data(matrix)))
    print_values("rotateZ", matrix)
    offset = np.array([1.0, -2.0, 3.0])
    kn._check(lib.kn_value_function_transform(b"translate", data(offset), 3, data(matrix)))
    print_values("translate", matrix)

    status = lib.kn_transform_track_value(track, 0.5, None)
    print(f"nullTrack,{status} {lib.kn_last_error_message().decode()}")
    for destroy, subject in [(lib.kn_transform_track_destroy, track), (lib.kn_color_track_destroy, color_track),
                             (lib.kn_transform_animation_destroy, spin), (lib.kn_color_animation_destroy, tint)]:
        kn._check(destroy(subject))


if __name__ == "__main__":
    main(sys.argv[1])
