"""Keyframe tracks and basic animations of transforms and colors, and value functions: values
checked against matrices and colors computed here, errors for bad names, sizes and options."""

import math

import numpy as np
import pytest

import kinetics

U = np.linspace(0, 1, 11)


def translation(x, y, z):
    """A CATransform3D translation: row-major, translation in m41..m43."""
    matrix = np.eye(4)
    matrix[3, :3] = (x, y, z)
    return matrix


def rotation_z(angle):
    """A CATransform3D rotation about z: m11 = cos, m12 = sin, m21 = −sin, m22 = cos."""
    matrix = np.eye(4)
    matrix[:2, :2] = [[math.cos(angle), math.sin(angle)], [-math.sin(angle), math.cos(angle)]]
    return matrix


def test_a_two_key_linear_transform_track_returns_its_keys_exactly_at_0_and_1():
    start, end = rotation_z(0.3) @ translation(1, 2, 3), translation(10, -20, 5)
    with kinetics.TransformTrack([start, end]) as track:
        assert track(0).shape == (4, 4)
        assert np.array_equal(track(0), start)
        assert np.array_equal(track(1), end)
        assert np.array_equal(track(-2), start) and np.array_equal(track(7), end)


def test_translations_interpolate_linearly_and_flat_rows_equal_matrices():
    with kinetics.TransformTrack([translation(0, 0, 0), translation(10, -20, 4)]) as track, \
            kinetics.TransformTrack(np.stack([translation(0, 0, 0),
                                              translation(10, -20, 4)]).reshape(2, 16)) as flat:
        for u in (0.25, 0.5, 0.8):
            assert np.allclose(track(u), translation(10 * u, -20 * u, 4 * u), atol=1e-12)
            assert np.array_equal(flat(u), track(u))


def test_a_rotation_track_turns_at_constant_angular_speed():
    with kinetics.TransformTrack([np.eye(4), rotation_z(1.0)]) as track:
        assert np.allclose(track(0.5), rotation_z(0.5), atol=1e-12)


def test_an_array_of_progress_gives_one_matrix_per_input_equal_to_the_scalar_calls():
    with kinetics.TransformTrack([np.eye(4), rotation_z(1.0), translation(3, 4, 5)],
                                 key_times=[0, 0.3, 1]) as track:
        matrices = track(U)
        assert matrices.shape == (U.size, 4, 4)
        for u, matrix in zip(U, matrices):
            assert np.array_equal(track(u), matrix)
        out = np.empty((U.size, 4, 4))
        assert track(U, out=out) is out and np.array_equal(out, matrices)


def test_a_discrete_transform_track_holds_each_key():
    with kinetics.TransformTrack([translation(1, 0, 0), translation(2, 0, 0)],
                                 mode="discrete") as track:
        assert np.array_equal(track(0.4), translation(1, 0, 0))
        assert np.array_equal(track(0.6), translation(2, 0, 0))


def test_transform_track_errors_name_the_rule():
    with pytest.raises(kinetics.SizeError, match="a transform has 16"):
        kinetics.TransformTrack(np.zeros((2, 3, 3)))
    with pytest.raises(kinetics.InvalidArgumentError, match="cubic"):
        kinetics.TransformTrack([np.eye(4), np.eye(4), np.eye(4)], mode="cubic")
    with pytest.raises(ValueError, match="rotation path"):
        kinetics.TransformTrack([np.eye(4), np.eye(4)], rotation_path="longest")


def test_a_color_track_in_srgb_at_half_way_is_the_componentwise_mean_of_opaque_colors():
    red, teal = [1.0, 0.2, 0.0, 1.0], [0.0, 0.6, 0.5, 1.0]
    with kinetics.ColorTrack([red, teal]) as track:
        assert track(0.5) == pytest.approx(np.add(red, teal) / 2, abs=1e-15)
        assert track(0).tolist() == red and track(1).tolist() == teal
        colors = track(U)
        assert colors.shape == (U.size, 4)
        assert [track(u).tolist() for u in U] == colors.tolist()


def test_premultiplied_and_straight_alpha_differ_for_translucent_colors():
    opaque_red, clear_blue = [1, 0, 0, 1], [0, 0, 1, 0]
    with kinetics.ColorTrack([opaque_red, clear_blue]) as premultiplied, \
            kinetics.ColorTrack([opaque_red, clear_blue], alpha="straight") as straight:
        # Premultiplied: the transparent blue adds no color, so red stays pure (CSS Color 4 §12.3).
        assert premultiplied(0.5) == pytest.approx([1, 0, 0, 0.5])
        assert straight(0.5) == pytest.approx([0.5, 0, 0.5, 0.5])


def test_linear_srgb_and_oklab_blends_differ_from_srgb_between_the_keys():
    black, white = [0, 0, 0, 1], [1, 1, 1, 1]
    halves = {}
    for space in kinetics.typed_values.COLOR_SPACES:
        with kinetics.ColorTrack([black, white], space=space) as track:
            halves[space] = track(0.5)
    assert halves["srgb"] == pytest.approx([0.5, 0.5, 0.5, 1])
    # Linear light half-way is 0.5 linear, brighter than 0.5 encoded.
    assert halves["linear-srgb"][0] > 0.7
    assert halves["oklab"][0] != pytest.approx(0.5)


def test_color_track_errors():
    with pytest.raises(kinetics.InvalidArgumentError, match="alpha"):
        kinetics.ColorTrack([[1, 0, 0, 2], [0, 0, 0, 1]])
    with pytest.raises(kinetics.SizeError):
        kinetics.ColorTrack([[1, 0, 0], [0, 0, 0]])
    with pytest.raises(ValueError, match="color space"):
        kinetics.ColorTrack([[1, 0, 0, 1], [0, 0, 0, 1]], space="cmyk")


def test_a_transform_animation_from_to_follows_the_track_of_the_same_keys():
    start, end = translation(0, 0, 0), translation(100, 50, 0)
    timing = kinetics.MediaTiming(2)
    with kinetics.TransformAnimation(timing, from_value=start, to_value=end) as animation, \
            kinetics.TransformTrack([start, end]) as track:
        for t in (0, 0.5, 1.5):
            matrix, visible = animation(t, np.eye(4))
            assert visible and matrix.shape == (4, 4)
            assert np.array_equal(matrix, track(t / 2))


def test_outside_its_active_interval_an_animation_shows_the_underlying_value():
    underlying = translation(7, 8, 9)
    with kinetics.TransformAnimation(kinetics.MediaTiming(1, begin_time=1),
                                     to_value=translation(1, 1, 1)) as animation:
        matrix, visible = animation(0.5, underlying)
        assert not visible and np.array_equal(matrix, underlying)


def test_an_additive_by_animation_concatenates_before_the_underlying_transform():
    underlying = translation(100, 0, 0)
    with kinetics.TransformAnimation(kinetics.MediaTiming(1, fill_mode="forwards"),
                                     by_value=rotation_z(math.pi / 2), additive=True) as spin:
        matrix, visible = spin(5, underlying)
        assert visible
        assert np.allclose(matrix, rotation_z(math.pi / 2) @ underlying, atol=1e-12)


def test_a_cumulative_animation_starts_each_iteration_where_the_last_ended():
    with kinetics.TransformAnimation(kinetics.MediaTiming(1, repeat_count=3),
                                     by_value=translation(10, 0, 0), cumulative=True) as move:
        matrix, _ = move(1.5, np.eye(4))
        assert matrix[3, 0] == pytest.approx(15)


def test_a_color_animation_eases_with_its_timing_function():
    ease = kinetics.CubicBezier.named("easeIn")
    black, white = [0, 0, 0, 1], [1, 1, 1, 1]
    with kinetics.ColorAnimation(kinetics.MediaTiming(1), from_value=black, to_value=white,
                                 timing_function=ease) as fade:
        color, visible = fade(0.5, black)
        assert visible
        assert color == pytest.approx([ease(0.5)] * 3 + [1], abs=1e-15)


def test_an_additive_color_animation_adds_components_and_clamps_alpha():
    with kinetics.ColorAnimation(kinetics.MediaTiming(1, fill_mode="forwards"),
                                 by_value=[0.25, 0, 0, 0.5], additive=True,
                                 alpha="straight") as glow:
        color, _ = glow(2, [0.5, 0.5, 0.5, 1])
        assert color == pytest.approx([0.75, 0.5, 0.5, 1])


def test_basic_animation_errors():
    timing = kinetics.MediaTiming(1)
    red = [1, 0, 0, 1]
    with pytest.raises(kinetics.InvalidArgumentError, match="cannot all be set"):
        kinetics.ColorAnimation(timing, from_value=red, to_value=red, by_value=red)
    with pytest.raises(kinetics.SizeError, match="to_value: expected 16 numbers, got 9"):
        kinetics.TransformAnimation(timing, to_value=np.eye(3))
    with kinetics.ColorAnimation(timing, to_value=red) as tint:
        with pytest.raises(kinetics.SizeError, match="underlying"):
            tint(0.5, [1, 0, 0])


def test_rotate_z_of_a_quarter_turn_maps_x_onto_y():
    matrix = kinetics.value_function_transform("rotateZ", math.pi / 2)
    assert matrix.shape == (4, 4)
    assert matrix[0, 0] == pytest.approx(0, abs=1e-15)
    assert matrix[0, 1] == 1
    assert np.allclose(matrix, rotation_z(math.pi / 2), atol=1e-15)


def test_translate_and_scale_value_functions_build_the_matrices_of_their_inputs():
    assert np.array_equal(kinetics.value_function_transform("translate", [1, -2, 3]),
                          translation(1, -2, 3))
    assert np.array_equal(kinetics.value_function_transform("scale", [2, 3, 4]),
                          np.diag([2.0, 3.0, 4.0, 1.0]))


def test_value_function_errors():
    with pytest.raises(kinetics.InvalidArgumentError, match="unknown value function 'spin'"):
        kinetics.value_function_transform("spin", 1.0)
    with pytest.raises(kinetics.SizeError):
        kinetics.value_function_transform("rotateZ", [1.0, 2.0, 3.0])
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.value_function_transform("translateX", math.nan)


def test_typed_handles_refuse_use_after_close():
    track = kinetics.ColorTrack([[1, 0, 0, 1], [0, 0, 1, 1]])
    track.close()
    assert track.closed
    with pytest.raises(ValueError, match="closed"):
        track(0.5)


def test_every_value_function_name_is_found_and_its_near_misses_are_refused():
    # Each of the eleven names gives its own matrix: the rotations their sine and cosine in their
    # plane (CATransform3D rows), the one-axis scales and translations their input in one element.
    x = 0.5
    c, s = math.cos(x), math.sin(x)
    planes = {"rotateX": (1, 2), "rotateY": (2, 0), "rotateZ": (0, 1)}
    for name, (i, j) in planes.items():
        expected = np.eye(4)
        expected[i, i], expected[i, j], expected[j, i], expected[j, j] = c, s, -s, c
        assert np.array_equal(kinetics.value_function_transform(name, x), expected), name
    for axis, index in (("X", 0), ("Y", 1), ("Z", 2)):
        scaled = np.eye(4)
        scaled[index, index] = x
        assert np.array_equal(kinetics.value_function_transform("scale" + axis, x), scaled), axis
        moved = np.eye(4)
        moved[3, index] = x
        assert np.array_equal(kinetics.value_function_transform("translate" + axis, x), moved), axis
    for near in ("rotate", "rotateW", "rotateXY", "rotateX ", "scal", "scaleXX", "Scale",
                 "translat", "translateXtranslate", "", "rotateZrotateZrotateZ"):
        with pytest.raises(kinetics.InvalidArgumentError, match="unknown value function"):
            kinetics.value_function_transform(near, x)
