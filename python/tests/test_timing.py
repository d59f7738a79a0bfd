"""Timing functions: numbers and arrays, dtypes, copies, errors and handles."""

import numpy as np
import pytest

import kinetics

GRID = np.linspace(-0.25, 1.25, 61)


def test_a_curve_gives_the_same_bits_for_a_number_and_for_an_array():
    curve = kinetics.CubicBezier(0.25, 0.1, 0.25, 1)
    batch = curve(GRID)
    assert isinstance(curve(0.5), float)
    assert [curve(x) for x in GRID] == batch.tolist()


def test_the_one_shot_call_and_the_built_curve_agree_bit_for_bit():
    points = (0.3, -0.4, 0.7, 1.6)
    assert np.array_equal(kinetics.bezier_progress(points, GRID), kinetics.CubicBezier(*points)(GRID))


def test_float32_arrays_stay_float32_and_match_the_double_solve_rounded_once():
    curve = kinetics.CubicBezier(0.42, 0, 0.58, 1)
    x32 = GRID.astype(np.float32)
    y32 = curve(x32)
    assert y32.dtype == np.float32
    assert np.array_equal(y32, curve(x32.astype(np.float64)).astype(np.float32))


def test_out_receives_the_results_without_a_new_array():
    curve = kinetics.CubicBezier.named("easeIn")
    out = np.empty_like(GRID)
    assert curve(GRID, out=out) is out
    assert np.array_equal(out, curve(GRID))


def test_out_of_the_wrong_dtype_is_refused():
    with pytest.raises(ValueError):
        kinetics.CubicBezier.named("easeIn")(GRID, out=np.empty(GRID.shape, dtype=np.float32))


def test_strided_lists_and_integer_inputs_are_copied_once_and_give_the_same_values():
    curve = kinetics.CubicBezier.named("easeOut")
    wide = np.linspace(0, 1, 22)
    assert np.array_equal(curve(wide[::2]), curve(np.ascontiguousarray(wide[::2])))
    assert curve([0, 1]).tolist() == [curve(0.0), curve(1.0)]
    assert curve(np.array([[0.25, 0.5], [0.75, 1.0]])).shape == (2, 2)


def test_the_input_array_is_not_copied_when_its_layout_fits():
    x = np.linspace(0, 1, 8)
    assert kinetics._arrays.inputs(x) is x
    x32 = x.astype(np.float32)
    assert kinetics._arrays.inputs(x32) is x32


def test_named_curves_are_their_css_and_core_animation_control_points():
    assert kinetics.CubicBezier.named("default").control_points == (0.25, 0.1, 0.25, 1.0)
    assert kinetics.CubicBezier.named("easeInEaseOut").control_points == (0.42, 0.0, 0.58, 1.0)
    with pytest.raises(ValueError):
        kinetics.CubicBezier.named("bouncy")


def test_an_invalid_curve_raises_with_the_library_message():
    with pytest.raises(kinetics.InvalidArgumentError) as raised:
        kinetics.CubicBezier(1.5, 0, 0.5, 1)
    assert raised.value.status == 1
    assert "x1 must be in [0, 1], got 1.5" in str(raised.value)
    assert isinstance(raised.value, ValueError) and isinstance(raised.value, kinetics.KineticsError)


def test_css_easing_strings_give_the_matching_timing_function():
    assert kinetics.easing("ease-in-out").control_points == (0.42, 0.0, 0.58, 1.0)
    assert isinstance(kinetics.easing("steps(4, jump-both)"), kinetics.Steps)
    with kinetics.easing("linear(0, 0.25, 1)") as linear:
        assert isinstance(linear, kinetics.LinearEasing)
        assert linear(0.25) == pytest.approx(0.125)


def test_a_malformed_easing_string_raises_a_parse_error_naming_the_position():
    with pytest.raises(kinetics.ParseError, match="at character"):
        kinetics.easing("cubic-bezier(0.1, 0.2")


def test_steps_jump_where_css_says():
    steps = kinetics.Steps(4, "jump-end")
    assert steps([0.0, 0.24, 0.25, 0.99, 1.0]).tolist() == [0.0, 0.0, 0.25, 0.75, 1.0]
    assert kinetics.Steps(2, "start")(0.0) == 0.5
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.Steps(1, "jump-none")


def test_the_prepared_curve_stays_within_the_exact_solver_bound():
    curve = kinetics.CubicBezier(0.3, -0.4, 0.7, 1.6)
    with curve.prepared() as prepared:
        assert np.max(np.abs(prepared(GRID) - curve(GRID))) <= 2e-12
        assert prepared(GRID.astype(np.float32)).dtype == np.float32


def test_a_closed_handle_refuses_calls_and_closing_twice_is_harmless():
    prepared = kinetics.CubicBezier.named("easeIn").prepared()
    prepared.close()
    prepared.close()
    assert prepared.closed
    with pytest.raises(ValueError, match="closed"):
        prepared(0.5)


def test_slope_and_progress_range_describe_the_curve():
    curve = kinetics.CubicBezier(0.1, -0.5, 0.9, 1.5)
    low, high = curve.progress_range()
    assert low < 0 and high > 1
    assert low <= min(curve(np.linspace(0, 1, 1001))) and high >= max(curve(np.linspace(0, 1, 1001)))
    h = 1e-6
    assert curve.slope(0.5) == pytest.approx((curve(0.5 + h) - curve(0.5 - h)) / (2 * h), rel=1e-6)


def test_identity_returns_its_input():
    assert kinetics.Identity()(GRID).tolist() == GRID.tolist()
