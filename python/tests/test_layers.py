"""Transitions and gradients: the documented formulas, the grid, and errors."""

import math

import numpy as np
import pytest

import kinetics


def test_push_from_the_right_moves_both_sides_by_the_width():
    transition = kinetics.Transition(kinetics.MediaTiming(1.0), type="push", subtype="fromRight")
    frame = transition.frame(0.25, 200, 100)
    assert frame.visible and frame.new_on_top and frame.progress == 0.25
    assert frame.new == (150.0, 0.0, 1.0) and frame.old == (-50.0, 0.0, 1.0)


def test_nothing_shows_after_the_transition_without_a_fill():
    frame = kinetics.Transition(kinetics.MediaTiming(1.0)).frame(2, 10, 10)
    assert not frame.visible and math.isnan(frame.progress)


def test_a_fade_eased_by_a_curve_maps_onto_the_progress_range():
    curve = kinetics.CubicBezier(0.42, 0, 1, 1)
    transition = kinetics.Transition(kinetics.MediaTiming(1.0), start_progress=0.2,
                                     end_progress=0.6, timing_function=curve)
    frame = transition.frame(0.5, 10, 10)
    assert frame.progress == pytest.approx(0.2 + 0.4 * curve(0.5), abs=1e-15)
    assert frame.new[2] == frame.progress and frame.old[2] == 1 - frame.progress


def test_invalid_transitions_are_refused():
    with pytest.raises(kinetics.InvalidArgumentError, match="endProgress"):
        kinetics.Transition(kinetics.MediaTiming(1.0), start_progress=0.8, end_progress=0.2)
    with pytest.raises(ValueError):
        kinetics.Transition(kinetics.MediaTiming(1.0), type="cube")


def test_gradient_stops_are_exact_and_the_grid_matches_the_points():
    colors = [[1, 0, 0, 1], [0, 1, 0, 0.5], [0, 0, 1, 1]]
    gradient = kinetics.Gradient(colors, locations=[0, 0.25, 1], start=(0, 0), end=(1, 0))
    assert list(gradient.color(0.25, 0.7)) == [0, 1, 0, 0.5]
    # Straight alpha: halfway between red and the half-clear green.
    assert list(kinetics.Gradient(colors[:2], start=(0, 0), end=(1, 0)).color(0.5, 0)) == [0.5, 0.5, 0, 0.75]
    grid = gradient.grid(4, 2)
    assert grid.shape == (2, 4, 4)
    for j in range(2):
        for i in range(4):
            assert np.array_equal(grid[j, i], gradient.color((i + 0.5) / 4, (j + 0.5) / 2))


def test_invalid_gradients_are_refused():
    with pytest.raises(kinetics.InvalidArgumentError, match="location 2"):
        kinetics.Gradient([[1, 0, 0, 1]] * 3, locations=[0, 0.6, 0.4])
    with pytest.raises(ValueError):
        kinetics.Gradient([[1, 0, 0]])
    with pytest.raises(kinetics.SizeError):
        kinetics.Gradient([[1, 0, 0, 1]]).grid(0, 3)


def test_a_flip_shows_the_front_then_the_back_and_its_batch_equals_its_frames():
    flip = kinetics.ViewTransition("flipFromLeft", duration=2.0, curve="linear", eye_distance=800.0)
    early, late = flip.frame(0.5), flip.frame(1.5)
    assert early.from_visible and not early.to_visible and late.to_visible and not late.from_visible
    assert early.angle == pytest.approx(math.pi / 4, abs=1e-15)
    # Rotation about y by pi/4, then the perspective m34 = -1/800: m14 = -sin(pi/4)·(-1/800).
    assert early.transform[0, 3] == pytest.approx(math.sin(math.pi / 4) / 800, rel=1e-15)
    batch = kinetics.flip_transforms("flipFromLeft", [0.25, 0.75], eye_distance=800.0)
    assert batch.shape == (2, 4, 4)
    assert np.array_equal(batch[0], early.transform) and np.array_equal(batch[1], late.transform)
    dissolve = kinetics.ViewTransition("crossDissolve", duration=1.0, curve="linear").frame(0.25)
    assert dissolve.from_opacity + dissolve.to_opacity == 1 and math.isnan(dissolve.angle)
    with pytest.raises(kinetics.InvalidArgumentError, match="eyeDistance"):
        kinetics.ViewTransition("flipFromTop", duration=1.0, eye_distance=-5.0)
    with pytest.raises(ValueError):
        kinetics.ViewTransition("spin", duration=1.0)
