"""Exercised by the test suite: calls Kinetics from Python through ctypes and prints results as
"name,hexbits" lines (IEEE-754 bit patterns) for the Swift test to compare exactly.

    python3 example.py /path/to/libKineticsC.so
"""
import struct
import sys

import numpy as np

from kinetics import CubicBezier, Kinetics, KineticsError, NO_ITERATION


def bits(value):
    return struct.pack(">d", float(value)).hex()


def show(name, array):
    for index, value in enumerate(np.asarray(array).reshape(-1)):
        print(f"{name}[{index}],{bits(value)}")


def timing_curves(kn):
    curve = kn.named_curve("easeInEaseOut")
    xs = np.array([0.0, 0.1, 0.5, 0.77, 1.0])
    show("easeInEaseOut", kn.bezier_progress(curve, xs))
    ys32 = kn.bezier_progress(curve, xs.astype(np.float32))
    assert ys32.dtype == np.float32
    print(f"custom(0.25),{bits(kn.bezier_progress(CubicBezier(0.3, -0.4, 0.7, 1.6), 0.25))}")
    function = kn.bezier_function(curve)
    assert kn.timing_progress(function, 0.77) == kn.bezier_progress(curve, 0.77)
    assert np.array_equal(kn.timing_progress(function, xs), kn.bezier_progress(curve, xs))
    try:
        kn.bezier_progress(CubicBezier(1.5, 0, 0.5, 1), 0.5)
        raise SystemExit("an invalid curve was accepted")
    except KineticsError as error:
        print(f"error,{error}")
    # Built once: a caller-owned curve and a prepared handle.
    custom = CubicBezier(0.3, -0.4, 0.7, 1.6)
    grid = np.arange(49) / 32 - 0.25
    built = kn.bezier_curve(custom)
    show("curve", [built.progress(x) for x in grid])
    show("curveArray", built.progress(grid))
    show("curveArrayF", built.progress(grid.astype(np.float32)))
    with kn.prepared_bezier(custom) as prepared:
        show("prepared", [prepared.progress(x) for x in grid])
        show("preparedArray", prepared.progress(grid))
        show("preparedArrayF", prepared.progress(grid.astype(np.float32)))
    for name, make in (("curveError", kn.bezier_curve), ("preparedError", kn.prepared_bezier)):
        try:
            make(CubicBezier(1.5, 0, 0.5, 1))
            raise SystemExit("an invalid curve was accepted")
        except KineticsError as error:
            print(f"{name},{error}")


def timing_functions(kn):
    grid = np.array([-0.25, 0.0, 0.25, 0.3, 0.5, 0.999, 1.25])
    show("steps", kn.timing_progress(kn.steps_function(4, "jump-both"), grid))
    with kn.linear_easing([0, (0.8, 0.2, 0.4), 0.5, 1]) as easing:
        show("linear", kn.timing_progress(easing.function, grid))
    try:
        kn.linear_easing([0])
        raise SystemExit("linear() with one stop was accepted")
    except KineticsError as error:
        print(f"linearError,{error}")


def springs(kn):
    spring = kn.spring(response=0.55, damping_ratio=0.825)
    for name, other in (("physical", kn.spring(mass=2, stiffness=300, damping=20)),
                        ("bounce", kn.spring(duration=0.5, bounce=-0.3)),
                        ("perceptual", kn.spring(perceptual_duration=0.4, bounce=0.2)),
                        ("uikit", kn.spring(uikit_duration=0.6, damping_ratio=0.7, uikit_velocity=1.5))):
        show(f"{name}.parameters", [other.mass, other.stiffness, other.damping])
    description = kn.spring_describe(spring)
    show("describe", [description.damping_ratio, description.response, description.bounce])
    t = np.array([0, 0.01, 0.1, 0.35, 1, 2.5])
    show("positions", kn.spring_position(spring, t, 10, -5, 40))
    show("velocities", kn.spring_velocity(spring, t, 10, -5, 40))
    assert kn.spring_position(spring, t.astype(np.float32), 10, -5, 40).dtype == np.float32
    assert kn.spring_position(spring, 0.35, 10, -5, 40) == kn.spring_position(spring, t, 10, -5, 40)[3]
    show("settling", [kn.spring_settling_time(spring, 10, -5, 40, model=model)
                      for model in ("exact", "envelope", "core-animation")])
    uikit = kn.spring(uikit_duration=0.6, damping_ratio=0.7, uikit_velocity=1.5)
    show("uikitDuration", [kn.spring_uikit_duration(uikit, 1.5)])
    try:
        kn.spring_settling_time(kn.spring(stiffness=100, damping=0))
        raise SystemExit("an undamped spring settled")
    except KineticsError as error:
        print(f"springError,{error.status},{error}")


def paths(kn):
    u = np.array([0, 0.05, 0.25, 0.5, 0.61, 0.9, 1])
    with kn.path("M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z") as path:
        show("path.length", [path.length])
        print(f"path.keyframes,{path.keyframe_count}")
        x, y, angle = path.sample_paced(u)
        show("path.x", x)
        show("path.y", y)
        show("path.angle", angle)
        x2, y2 = path.sample_paced(u, angles=False)
        assert np.array_equal(x, x2) and np.array_equal(y, y2)
    with kn.path("M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z", paced_table=True) as path:
        x, y, angle = path.sample_paced(u)
        show("path.tableX", x)
        show("path.tableY", y)
    try:
        kn.path("M0 0 L10")
        raise SystemExit("malformed path data was accepted")
    except KineticsError as error:
        print(f"pathError,{error.status},{error}")


def keyframes(kn):
    us = np.array([-0.5, 0.0, 0.1, 0.3, 0.5, 0.77, 1.0])
    values = np.array([[0, 1], [3, -2], [7, 7], [-1, 4], [2, 2]], dtype=float)
    with kn.keyframe_track(values, mode="cubic", tension=[0, 0.3, -0.2, 0.5, 0],
                           timing_function=kn.bezier_function(kn.named_curve("easeInEaseOut"))) as track:
        assert track.dimension == 2
        both = track.values(us)
        assert both.shape == (us.size, 2)
        show("track.c0", track.channel(us, 0))
        show("track.c1", track.channel(us, 1))
        assert np.array_equal(both[:, 0], track.channel(us, 0))
        assert np.array_equal(track.value(0.3), both[3])
        assert track.channel(us.astype(np.float32), 1).dtype == np.float32
        show("track.keyTimes", track.key_times)
    try:
        kn.keyframe_track([0, 1, 2], key_times=[0, 0.7, 0.5])
        raise SystemExit("decreasing key times were accepted")
    except KineticsError as error:
        print(f"keyframeError,{error}")


def media_timing(kn):
    timing = kn.media_timing(1.5, begin_time=0.5, speed=2, time_offset=0.25, repeat_count=2.5,
                             autoreverses=True, fill_mode="forwards")
    t = np.array([-3, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7])
    local_time, iteration, progress = kn.media_timing_evaluate(timing, t)
    show("timing.local", local_time)
    show("timing.progress", progress)
    for index, value in enumerate(iteration):
        print(f"timing.iteration[{index}],{'none' if value == NO_ITERATION else value}")
    state = kn.media_timing_state(timing, 1.5)
    assert state.visible and state.progress == progress[4]
    try:
        kn.media_timing(0)
        raise SystemExit("a zero duration was accepted")
    except KineticsError as error:
        print(f"timingError,{error}")


def main(path):
    kn = Kinetics(path)
    timing_curves(kn)
    timing_functions(kn)
    springs(kn)
    paths(kn)
    keyframes(kn)
    media_timing(kn)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
