"""Exercised by the test suite: calls Kinetics from Python through the kinetics package (python/)
and prints results as "name,hexbits" lines (IEEE-754 bit patterns) for the Swift test to compare
exactly.

    python3 example.py /path/to/libKineticsC.so
"""
import struct
import sys

import _package  # noqa: F401 (python/ on the path, KINETICS_LIBRARY from argv[1])
import numpy as np

import kinetics
from kinetics import KineticsError, NO_ITERATION


def bits(value):
    return struct.pack(">d", float(value)).hex()


def show(name, array):
    for index, value in enumerate(np.asarray(array).reshape(-1)):
        print(f"{name}[{index}],{bits(value)}")


def timing_curves():
    named = kinetics.CubicBezier.named("easeInEaseOut")
    xs = np.array([0.0, 0.1, 0.5, 0.77, 1.0])
    # By value: the curve built on every call (kn_bezier_progress and its array forms).
    show("easeInEaseOut", kinetics.bezier_progress(named.control_points, xs))
    ys32 = kinetics.bezier_progress(named.control_points, xs.astype(np.float32))
    assert ys32.dtype == np.float32
    print(f"custom(0.25),{bits(kinetics.bezier_progress((0.3, -0.4, 0.7, 1.6), 0.25))}")
    as_function = kinetics.TimingFunction.__call__  # kn_timing_progress with a Bézier kind
    assert as_function(named, 0.77) == kinetics.bezier_progress(named.control_points, 0.77)
    assert np.array_equal(as_function(named, xs), kinetics.bezier_progress(named.control_points, xs))
    try:
        kinetics.bezier_progress((1.5, 0, 0.5, 1), 0.5)
        raise SystemExit("an invalid curve was accepted")
    except KineticsError as error:
        print(f"error,{error}")
    # Built once: a caller-owned curve and a prepared handle.
    custom = kinetics.CubicBezier(0.3, -0.4, 0.7, 1.6)
    grid = np.arange(49) / 32 - 0.25
    show("curve", [custom(x) for x in grid])
    show("curveArray", custom(grid))
    show("curveArrayF", custom(grid.astype(np.float32)))
    with custom.prepared() as prepared:
        show("prepared", [prepared(x) for x in grid])
        show("preparedArray", prepared(grid))
        show("preparedArrayF", prepared(grid.astype(np.float32)))
    for name, make in (("curveError", lambda: kinetics.CubicBezier(1.5, 0, 0.5, 1)),
                       ("preparedError", lambda: kinetics.PreparedCubicBezier(
                           _unchecked_curve(1.5, 0, 0.5, 1)))):
        try:
            make()
            raise SystemExit("an invalid curve was accepted")
        except KineticsError as error:
            print(f"{name},{error}")


def _unchecked_curve(*control_points):
    """A CubicBezier whose points skip the constructor's check, to show kn_bezier_prepared_create's
    own message."""
    curve = kinetics.CubicBezier(0, 0, 1, 1)
    curve._value = type(curve._value)(*control_points)
    return curve


def timing_functions():
    grid = np.array([-0.25, 0.0, 0.25, 0.3, 0.5, 0.999, 1.25])
    show("steps", kinetics.Steps(4, "jump-both")(grid))
    with kinetics.LinearEasing([0, (0.8, 0.2, 0.4), 0.5, 1]) as easing:
        show("linear", easing(grid))
    try:
        kinetics.LinearEasing([0])
        raise SystemExit("linear() with one stop was accepted")
    except KineticsError as error:
        print(f"linearError,{error}")


def springs():
    spring = kinetics.Spring.from_response(0.55, damping_ratio=0.825)
    for name, other in (("physical", kinetics.Spring(mass=2, stiffness=300, damping=20)),
                        ("bounce", kinetics.Spring.from_duration(0.5, bounce=-0.3)),
                        ("perceptual", kinetics.Spring.from_perceptual_duration(0.4, bounce=0.2)),
                        ("uikit", kinetics.Spring.from_uikit(0.6, 0.7, initial_velocity=1.5))):
        show(f"{name}.parameters", [other.mass, other.stiffness, other.damping])
    description = spring.describe()
    show("describe", [description.damping_ratio, description.response, description.bounce])
    t = np.array([0, 0.01, 0.1, 0.35, 1, 2.5])
    show("positions", spring.position(t, 10, -5, 40))
    show("velocities", spring.velocity(t, 10, -5, 40))
    assert spring.position(t.astype(np.float32), 10, -5, 40).dtype == np.float32
    assert spring.position(0.35, 10, -5, 40) == spring.position(t, 10, -5, 40)[3]
    show("settling", [spring.settling_time(10, -5, 40, model=model)
                      for model in ("exact", "envelope", "core-animation")])
    uikit = kinetics.Spring.from_uikit(0.6, 0.7, initial_velocity=1.5)
    show("uikitDuration", [uikit.uikit_duration(1.5)])
    try:
        kinetics.Spring(mass=1, stiffness=100, damping=0).settling_time()
        raise SystemExit("an undamped spring settled")
    except KineticsError as error:
        print(f"springError,{error.status},{error}")


def paths():
    u = np.array([0, 0.05, 0.25, 0.5, 0.61, 0.9, 1])
    data = "M0 0 L100 0 Q150 0 150 50 C150 100 50 100 50 50 A25 25 0 0 1 0 50 Z"
    with kinetics.Path(data) as path:
        show("path.length", [path.length])
        print(f"path.keyframes,{path.keyframe_count}")
        x, y, angle = path.sample_paced(u)
        show("path.x", x)
        show("path.y", y)
        show("path.angle", angle)
        x2, y2 = path.sample_paced(u, angles=False)
        assert np.array_equal(x, x2) and np.array_equal(y, y2)
    with kinetics.Path(data, paced_table=True) as path:
        x, y, angle = path.sample_paced(u)
        show("path.tableX", x)
        show("path.tableY", y)
    try:
        kinetics.Path("M0 0 L10")
        raise SystemExit("malformed path data was accepted")
    except KineticsError as error:
        print(f"pathError,{error.status},{error}")


def keyframes():
    us = np.array([-0.5, 0.0, 0.1, 0.3, 0.5, 0.77, 1.0])
    values = np.array([[0, 1], [3, -2], [7, 7], [-1, 4], [2, 2]], dtype=float)
    with kinetics.KeyframeTrack(values, mode="cubic", tension=[0, 0.3, -0.2, 0.5, 0],
                                timing_function=kinetics.CubicBezier.named("easeInEaseOut")) as track:
        assert track.dimension == 2
        both = track(us)
        assert both.shape == (us.size, 2)
        show("track.c0", track.channel(us, 0))
        show("track.c1", track.channel(us, 1))
        assert np.array_equal(both[:, 0], track.channel(us, 0))
        assert np.array_equal(track(0.3), both[3])
        assert track.channel(us.astype(np.float32), 1).dtype == np.float32
        show("track.keyTimes", track.key_times)
    try:
        kinetics.KeyframeTrack([0, 1, 2], key_times=[0, 0.7, 0.5])
        raise SystemExit("decreasing key times were accepted")
    except KineticsError as error:
        print(f"keyframeError,{error}")


def media_timing():
    timing = kinetics.MediaTiming(1.5, begin_time=0.5, speed=2, time_offset=0.25, repeat_count=2.5,
                                  autoreverses=True, fill_mode="forwards")
    t = np.array([-3, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7])
    local_time, iteration, progress = timing.evaluate(t)
    show("timing.local", local_time)
    show("timing.progress", progress)
    for index, value in enumerate(iteration):
        print(f"timing.iteration[{index}],{'none' if value == NO_ITERATION else value}")
    state = timing.state(1.5)
    assert state.visible and state.progress == progress[4]
    try:
        kinetics.MediaTiming(0)
        raise SystemExit("a zero duration was accepted")
    except KineticsError as error:
        print(f"timingError,{error}")


def main():
    timing_curves()
    timing_functions()
    springs()
    paths()
    keyframes()
    media_timing()
    return 0


if __name__ == "__main__":
    sys.exit(main())
