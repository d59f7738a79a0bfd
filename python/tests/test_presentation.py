"""Spring animations of vectors, transforms and colors, and presentation values of stacks of
animations: values checked against the spring's closed-form step response written out here, and
errors for bad sizes, velocities and mixed stacks."""

import math

import numpy as np
import pytest

import kinetics


def step_response(t, response, damping_ratio, initial_velocity=0.0):
    """The position of a unit-mass spring released at 0 toward 1 with the given initial velocity
    (changes per second): for ζ < 1, 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v₀)/ω_d · sin ω_d t); for
    ζ > 1, the two real exponentials r₁, r₂ = −ω₀(ζ ∓ √(ζ² − 1)) fitted to x(0) = 0, x'(0) = v₀."""
    omega = 2 * math.pi / response
    if damping_ratio < 1:
        damped = omega * math.sqrt(1 - damping_ratio ** 2)
        decay = math.exp(-damping_ratio * omega * t)
        return 1 - decay * (math.cos(damped * t)
                            + (damping_ratio * omega - initial_velocity) / damped
                            * math.sin(damped * t))
    root = math.sqrt(damping_ratio ** 2 - 1)
    r1, r2 = -omega * (damping_ratio - root), -omega * (damping_ratio + root)
    # x = 1 + a·e^(r1 t) + b·e^(r2 t): a + b = −1, r1·a + r2·b = v0.
    a = (initial_velocity + r2) / (r1 - r2)
    b = -1 - a
    return 1 + a * math.exp(r1 * t) + b * math.exp(r2 * t)


def translation(x, y, z):
    """A CATransform3D translation: row-major, translation in m41..m43."""
    matrix = np.eye(4)
    matrix[3, :3] = (x, y, z)
    return matrix


SPRING = kinetics.Spring.from_response(0.5, 0.6)
STIFF = kinetics.Spring.from_response(0.4, 1.3)


def test_a_vector_spring_animation_follows_the_springs_step_response_from_start_to_target():
    timing = kinetics.MediaTiming(1.0, fill_mode="forwards")
    with kinetics.VectorAnimation(timing, from_value=[0, 0], to_value=[100, 50], spring=SPRING,
                                  initial_velocity=2.0) as move:
        assert move.dimension == 2
        for t in (0.0, 0.1, 0.25, 0.5, 0.9):
            value, visible = move(t, [100, 50])
            x = step_response(t, 0.5, 0.6, 2.0)
            assert visible
            assert np.allclose(value, [100 * x, 50 * x], rtol=0, atol=1e-9)
        overshoot = max(move(t, [0, 0])[0][0] for t in np.linspace(0, 1, 101))
        assert overshoot > 105


def test_a_stack_shows_the_spring_and_an_additive_nudge_over_it_while_the_nudge_runs():
    spring_timing = kinetics.MediaTiming(1.0, fill_mode="forwards")
    nudge_timing = kinetics.MediaTiming(0.5, begin_time=0.2)
    with kinetics.VectorAnimation(spring_timing, from_value=[0, 0], to_value=[100, 50],
                                  spring=SPRING) as move, \
            kinetics.VectorAnimation(nudge_timing, by_value=[10, -10], additive=True) as nudge:
        for t in (0.1, 0.45, 0.8, 3.0):
            x = step_response(min(t, 1.0), 0.5, 0.6)
            expected = np.array([100 * x, 50 * x]) + np.array([10, -10]) * (t - 0.2) / 0.5 \
                if 0.2 <= t < 0.7 else np.array([100 * x, 50 * x])
            value = kinetics.presentation_value([100, 50], [move, nudge], t)
            assert np.allclose(value, expected, rtol=0, atol=1e-9), t
        # Before anything shows (the spring has no backwards fill): the model value.
        assert np.array_equal(kinetics.presentation_value([100, 50], [move, nudge], -1.0),
                              [100, 50])
        assert np.array_equal(kinetics.presentation_value([7.0, 8.0], [], 0.5), [7.0, 8.0])


def test_a_transform_stack_springs_a_translation_and_concatenates_an_additive_one():
    timing = kinetics.MediaTiming(1.0, fill_mode="both")
    with kinetics.TransformSpringAnimation(timing, STIFF, to_value=translation(10, 0, 0)) as slide, \
            kinetics.TransformAnimation(kinetics.MediaTiming(1.0),
                                        by_value=translation(0, 4, 0), additive=True) as lift:
        for t in (0.0, 0.3, 0.7):
            x = step_response(t, 0.4, 1.3)
            matrix = kinetics.presentation_value(translation(100, 0, 0), [slide, lift], t)
            assert matrix.shape == (4, 4)
            # to-only: from the model value (x = 100) to x = 10; the lift concatenates after it.
            assert np.allclose(matrix, translation(100 - 90 * x, 4 * t, 0), rtol=0, atol=1e-9)


def test_a_color_spring_from_red_to_blue_blends_by_the_springs_progress():
    timing = kinetics.MediaTiming(1.0)
    with kinetics.ColorSpringAnimation(timing, STIFF, from_value=[1, 0, 0, 1],
                                       to_value=[0, 0, 1, 1]) as fade:
        for t in (0.1, 0.4, 0.9):
            x = step_response(t, 0.4, 1.3)
            color = kinetics.presentation_value([0, 1, 0, 1], [fade], t)
            assert np.allclose(color, [1 - x, 0, x, 1], rtol=0, atol=1e-9)
        # Fill removed: after the animation the model value shows.
        assert np.array_equal(kinetics.presentation_value([0, 1, 0, 1], [fade], 1.5),
                              [0, 1, 0, 1])


def test_bad_springs_sizes_and_stacks_are_refused_with_the_libraries_errors():
    timing = kinetics.MediaTiming(1.0)
    with pytest.raises(kinetics.InvalidArgumentError, match="spring"):
        kinetics.VectorAnimation(timing, to_value=[1.0], spring=SPRING, initial_velocity=math.nan)
    with pytest.raises(kinetics.SizeError, match="1 to 4"):
        kinetics.VectorAnimation(timing, to_value=[1, 2, 3, 4, 5])
    with kinetics.VectorAnimation(timing, to_value=[1, 2]) as pair, \
            kinetics.ColorAnimation(timing, to_value=[0, 0, 0, 1]) as color:
        with pytest.raises(kinetics.SizeError, match=r"animations\[0\] animates 2"):
            kinetics.presentation_value([0, 0, 0], [pair], 0.5)
        with pytest.raises(TypeError):
            kinetics.presentation_value([0, 0, 0, 1], [pair, color], 0.5)
        with pytest.raises(kinetics.InvalidArgumentError, match="model_value"):
            kinetics.presentation_value([math.inf, 0], [pair], 0.5)
        stale = _Stale(pair.handle)
    # The handle was destroyed when the block ended: the library refuses it.
    with pytest.raises(kinetics.InvalidHandleError, match=r"animations\[0\]"):
        kinetics.presentation_value([0, 0], [stale], 0.5)


class _Stale(kinetics.VectorAnimation):
    """A VectorAnimation that only carries a raw handle (owned elsewhere), so a destroyed one can
    be passed to the library."""

    def __init__(self, raw):  # pylint: disable=super-init-not-called
        self._raw = raw

    @property
    def handle(self):
        return self._raw

    def close(self):
        pass


def rotation_z(angle):
    """A CATransform3D rotation about z (row vectors: m11 = cos, m12 = sin)."""
    matrix = np.eye(4)
    matrix[:2, :2] = [[math.cos(angle), math.sin(angle)], [-math.sin(angle), math.cos(angle)]]
    return matrix


def test_a_keyframe_animation_and_an_additive_rotation_value_function_compose_in_a_stack():
    # Translations keyed from 0 to (100, 0, 0) over 1 s; rotateZ of an angle animated by 4π over
    # 1 s (two turns) shown over it: the rotation comes first, then the translation.
    track = kinetics.TransformTrack([translation(0, 0, 0), translation(100, 0, 0)])
    timing = kinetics.MediaTiming(1.0)
    with kinetics.TransformKeyframeAnimation(track, timing) as slide, \
            kinetics.VectorAnimation(timing, by_value=[4 * math.pi]) as angle, \
            kinetics.ValueFunctionAnimation("rotateZ", angle, additive=True) as spin:
        track.close()
        for t in (0.125, 0.25, 0.6):
            value = kinetics.presentation_value(np.eye(4), [slide, spin], t)
            expected = rotation_z(4 * math.pi * t) @ translation(100 * t, 0, 0)
            assert np.allclose(value, expected, rtol=0, atol=1e-9)
        half_turn, visible = spin(0.125, np.eye(4))
        assert visible and np.allclose(half_turn, rotation_z(math.pi / 2), rtol=0, atol=1e-12)


def test_a_translate_value_function_takes_a_three_vector_and_refuses_one_number():
    timing = kinetics.MediaTiming(1.0)
    with kinetics.VectorAnimation(timing, to_value=[10, 20, 30]) as offset, \
            kinetics.ValueFunctionAnimation("translate", offset) as move:
        value, visible = move(0.5, np.eye(4))
        assert visible and np.allclose(value, translation(5, 10, 15), rtol=0, atol=1e-12)
    with kinetics.VectorAnimation(timing, to_value=[1.0]) as scalar:
        with pytest.raises(kinetics.SizeError, match="takes 3"):
            kinetics.ValueFunctionAnimation("translate", scalar)
        with pytest.raises(kinetics.InvalidArgumentError):
            kinetics.ValueFunctionAnimation("spinZ", scalar)


def test_a_color_keyframe_animation_stacks_with_colors_and_refuses_a_transform_track():
    # Red to blue in sRGB, both opaque: halfway is the average of the components.
    with kinetics.ColorTrack([[1, 0, 0, 1], [0, 0, 1, 1]]) as track, \
            kinetics.ColorKeyframeAnimation(track, kinetics.MediaTiming(1.0)) as fade:
        assert np.allclose(kinetics.presentation_value([0, 1, 0, 1], [fade], 0.5),
                           [0.5, 0, 0.5, 1], rtol=0, atol=1e-12)
        assert np.array_equal(kinetics.presentation_value([0, 1, 0, 1], [fade], 1.5), [0, 1, 0, 1])
    with kinetics.TransformTrack([np.eye(4), translation(1, 2, 3)]) as transforms:
        with pytest.raises(kinetics.InvalidHandleError, match="kn_color_track"):
            kinetics.ColorKeyframeAnimation(transforms, kinetics.MediaTiming(1.0))


def test_a_vector_keyframe_animation_plays_a_track_of_points_and_stacks_with_vectors():
    # Points keyed (0, 0), (40, -10), (20, 60) over 1 s, linear: a quarter in is halfway to the
    # second key; cumulative over a second iteration, it moves on by last key minus first.
    with kinetics.KeyframeTrack([[0, 0], [40, -10], [20, 60]]) as track:
        timing = kinetics.MediaTiming(1.0, repeat_count=2)
        keyed = kinetics.VectorKeyframeAnimation(track, timing, cumulative=True)
    with keyed, kinetics.VectorAnimation(kinetics.MediaTiming(1.0), by_value=[5, 5],
                                         additive=True) as nudge:
        assert keyed.dimension == 2
        value, visible = keyed(0.25, [0, 0])
        assert visible and np.allclose(value, [20, -5], rtol=0, atol=1e-12)
        value, _ = keyed(1.25, [0, 0])
        assert np.allclose(value, [40, 55], rtol=0, atol=1e-12)
        shown = kinetics.presentation_value([1, 1], [keyed, nudge], 0.5)
        assert np.allclose(shown, [42.5, -7.5], rtol=0, atol=1e-12)


def test_a_vector_keyframe_animation_drives_a_value_function_and_refuses_wrong_tracks():
    with kinetics.KeyframeTrack([[0, 0, 0], [10, 20, 30]]) as offsets, \
            kinetics.VectorKeyframeAnimation(offsets, kinetics.MediaTiming(1.0)) as keyed, \
            kinetics.ValueFunctionAnimation("translate", keyed) as move:
        value, visible = move(0.5, np.eye(4))
        assert visible and np.allclose(value, translation(5, 10, 15), rtol=0, atol=1e-12)
    with kinetics.KeyframeTrack(np.zeros((2, 5))) as wide:
        with pytest.raises(kinetics.SizeError, match="1 to 4"):
            kinetics.VectorKeyframeAnimation(wide, kinetics.MediaTiming(1.0))
    with kinetics.TransformTrack([np.eye(4), translation(1, 2, 3)]) as transforms:
        with pytest.raises(kinetics.InvalidHandleError, match="kn_keyframe_track"):
            kinetics.VectorKeyframeAnimation(transforms, kinetics.MediaTiming(1.0))
    with kinetics.KeyframeTrack([[0.0], [1.0]]) as scalar, \
            kinetics.VectorKeyframeAnimation(scalar, kinetics.MediaTiming(1.0)) as fade, \
            kinetics.VectorAnimation(kinetics.MediaTiming(1.0), to_value=[1, 2]) as slide:
        with pytest.raises(kinetics.SizeError, match="animates 1 doubles"):
            kinetics.presentation_value([0, 0], [slide, fade], 0.5)
