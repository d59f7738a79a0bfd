"""Keyframe tracks: values in any dimension, channels, key times, options and errors."""

import numpy as np
import pytest

import kinetics

U = np.linspace(0, 1, 21)


def test_a_linear_track_passes_through_its_values_at_its_key_times():
    with kinetics.KeyframeTrack([[0, 0], [100, 0], [100, 100]]) as track:
        assert track.dimension == 2
        assert track.key_times.tolist() == [0, 0.5, 1]
        assert track(0.5).tolist() == [100, 0]
        assert track(0.25).tolist() == [50, 0]


def test_an_array_of_progress_gives_one_row_per_input_and_channels_are_its_columns():
    values = [[0, 1], [3, -2], [7, 7], [-1, 4]]
    with kinetics.KeyframeTrack(values, mode="cubic", tension=[0, 0.3, -0.2, 0]) as track:
        rows = track(U)
        assert rows.shape == (U.size, 2)
        assert [track(u).tolist() for u in U] == rows.tolist()
        assert np.array_equal(track.channel(U, 1), rows[:, 1])
        assert track.channel(0.3, 0) == track(0.3)[0]
        assert track.channel(U.astype(np.float32), 0).dtype == np.float32


def test_a_scalar_track_takes_a_flat_list():
    with kinetics.KeyframeTrack([0, 10, 20], mode="discrete") as track:
        assert track.dimension == 1
        assert track(0.5).tolist() == [10]


def test_timing_functions_apply_per_segment():
    ease = kinetics.CubicBezier.named("easeIn")
    with kinetics.KeyframeTrack([0, 1, 2], timing_functions=[ease, kinetics.Steps(2)]) as track:
        assert track(0.25)[0] == pytest.approx(ease(0.5))
        assert track(0.8)[0] == pytest.approx(1.5)


def test_decreasing_key_times_raise_invalid_argument_naming_the_rule():
    with pytest.raises(kinetics.InvalidArgumentError, match="smaller than the one before"):
        kinetics.KeyframeTrack([0, 1, 2], key_times=[0, 0.7, 0.5])


def test_a_tension_list_of_the_wrong_length_is_refused_before_the_call():
    with pytest.raises(ValueError, match="one per value"):
        kinetics.KeyframeTrack([0, 1, 2], mode="cubic", tension=[0, 0])


def test_unknown_option_names_are_refused():
    with pytest.raises(ValueError):
        kinetics.KeyframeTrack([0, 1], mode="bouncy")
