"""Paths from SVG path data: length, paced points, angles, errors and handles."""

import math

import numpy as np
import pytest

import kinetics


def test_a_straight_line_is_as_long_as_its_ends_are_apart_and_paced_evenly():
    with kinetics.Path("M 0 0 L 100 0") as path:
        assert path.length == 100
        assert path.keyframe_count == 1
        assert path.point_at(0.25) == (25.0, 0.0)
        x, y, angle = path.sample_paced([0, 0.5, 1])
        assert x.tolist() == [0, 50, 100] and y.tolist() == [0, 0, 0] and angle.tolist() == [0, 0, 0]


def test_a_half_circle_arc_has_length_pi_r():
    with kinetics.Path("M 0 0 A 40 40 0 0 1 80 0") as path:
        assert path.length == pytest.approx(math.pi * 40, rel=1e-12)


def test_auto_reverse_turns_the_direction_half_a_turn():
    with kinetics.Path("M 0 0 L 0 100") as path:
        assert path.angle_at(0.5) == pytest.approx(math.pi / 2)
        turned = path.angle_at(0.5, rotation="auto-reverse") - path.angle_at(0.5)
        assert math.remainder(turned - math.pi, 2 * math.pi) == pytest.approx(0, abs=1e-15)


def test_the_paced_table_stays_within_its_bound_of_the_exact_sampler():
    data = "M0 0 C 50 -40 100 40 150 0 A 40 40 0 0 1 150 80"
    u = np.linspace(0, 1, 101)
    with kinetics.Path(data) as exact, kinetics.Path(data, paced_table=True) as table:
        ex, ey = exact.sample_paced(u, angles=False)
        tx, ty = table.sample_paced(u, angles=False)
        assert np.max(np.hypot(ex - tx, ey - ty)) <= 1e-9 * exact.length


def test_malformed_path_data_raises_a_parse_error_with_the_offset():
    with pytest.raises(kinetics.ParseError, match="character 8"):
        kinetics.Path("M0 0 L10")


def test_a_closed_path_refuses_calls():
    path = kinetics.Path("M 0 0 L 1 1")
    path.close()
    with pytest.raises(ValueError):
        _ = path.length


def test_a_trimmed_square_wraps_through_its_start_as_one_subpath():
    # Perimeter 40; [0.5, 0.75] moved by 0.375 is 35 to 45 along it: (0, 5) to the corner to (5, 0).
    with kinetics.Path("M 0 0 L 10 0 L 10 10 L 0 10 Z") as square:
        assert square.trimmed_svg(0.5, 0.75, offset=0.375) == "M 0.0 5.0 L 0.0 0.0 L 5.0 0.0"
        with kinetics.Path(square.trimmed_svg(0.1, 0.6)) as part:
            assert part.length == pytest.approx(20, rel=1e-12)


def test_trimming_each_subpath_uses_its_own_length():
    with kinetics.Path("M 0 0 L 10 0 M 0 10 L 30 10") as two:
        assert two.trimmed_svg(0, 0.5, mode="each-subpath") == "M 0.0 0.0 L 5.0 0.0 M 0.0 10.0 L 15.0 10.0"


def test_a_trim_window_out_of_order_is_refused():
    with kinetics.Path("M 0 0 L 10 0") as line:
        with pytest.raises(kinetics.InvalidArgumentError, match="trim start 0.6 lies after"):
            line.trimmed_svg(0.6, 0.4)
        with pytest.raises(ValueError):
            line.trimmed_svg(0, 1, mode="sideways")


def test_an_animated_trim_is_the_static_trim_at_its_ends_and_its_window_between():
    timing = kinetics.MediaTiming(duration=2.0, begin_time=1.0)
    with kinetics.Path("M 0 0 L 10 0 L 10 10 L 0 10 Z") as square:
        at = lambda t: square.trimmed_svg_at(t, timing, start=(0.0, 0.5), end=(0.25, 1.0), offset=0.375)
        assert at(1.0) == square.trimmed_svg(0.0, 0.25, offset=0.375)
        assert at(9.0) == square.trimmed_svg(0.5, 1.0, offset=0.375)
        # Halfway (linear): start 0.25, end 0.625, so the trimmed length is 0.375 of 40.
        with kinetics.Path(at(2.0)) as middle:
            assert middle.length == pytest.approx(15, rel=1e-12)
        assert square.trimmed_svg_at(0.0, timing, start=0.8, end=0.2) == ""
        with kinetics.Path(square.trimmed_svg_at(0.0, timing, start=0.8, end=0.2, swaps_crossed=True)) as part:
            assert part.length == pytest.approx(24, rel=1e-12)
        with pytest.raises(kinetics.InvalidArgumentError, match="trim to value"):
            square.trimmed_svg_at(2.0, timing, end=(0.0, float("nan")))
