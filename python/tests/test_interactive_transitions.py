"""Interactive transitions: release, completion duration, pause, batch and errors."""

import math

import numpy as np
import pytest

import kinetics

DRAG = [(0.1, "update", 0.2), (0.3, "update", 0.6)]


def test_a_finished_transition_ends_at_one_after_remaining_times_duration_over_speed():
    with kinetics.InteractiveTransition(0.5, DRAG + [(0.4, "finish")], completion_speed=2) as t:
        start, end, finishes = t.completion
        assert (start, finishes) == (0.4, True)
        # (1 − 0.6) · 0.5 / 2 = 0.1 s.
        assert end == pytest.approx(0.5, abs=1e-15)
        assert t.progress(end) == 1 and t.progress(10) == 1
        assert t.progress(0.4) == 0.6  # no jump at the release


def test_a_cancelled_transition_ends_at_zero_and_linear_runs_straight_back():
    events = DRAG + [(0.4, "cancel")]
    with kinetics.InteractiveTransition(1, events, completion_curve="linear") as t:
        start, end, finishes = t.completion
        assert not finishes and end == pytest.approx(1.0, abs=1e-15)
        # Linear from 0.6 to 0 over 0.6 s.
        assert t.progress(0.7) == pytest.approx(0.6 * (1 - 0.3 / 0.6), abs=1e-14)
        assert t.progress(1.0) == 0


def test_pause_holds_the_value_and_a_regrab_drives_it_again():
    events = DRAG + [(0.4, "finish"), (0.45, "pause"), (0.6, "update", 0.1)]
    with kinetics.InteractiveTransition(1, events) as t:
        held = t.progress(0.45)
        assert 0.6 < held < 1
        assert t.progress(np.array([0.5, 0.59])).tolist() == [held, held]
        assert t.progress(0.7) == 0.1
        assert t.completion is None


def test_the_array_form_equals_the_scalar_calls():
    with kinetics.InteractiveTransition(0.8, DRAG + [(0.35, "finish")], 1.3, "easeOut") as t:
        times = np.linspace(-0.1, 1, 201)
        assert t.progress(times).tolist() == [t.progress(float(x)) for x in times]


@pytest.mark.parametrize("events, fragment", [
    ([(0.3, "update", 0.1), (0.2, "update", 0.2)], "before the previous event"),
    ([(0.1, "update", math.nan)], r"events\[0\]\.percent"),
    ([(0.1, "finish"), (0.2, "finish")], "cannot finish while finishing"),
])
def test_hostile_events_raise_with_the_library_message(events, fragment):
    with pytest.raises(kinetics.InvalidArgumentError, match=fragment):
        kinetics.InteractiveTransition(1, events)


def test_bad_parameters_and_event_shapes_are_refused():
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.InteractiveTransition(0, DRAG)
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.InteractiveTransition(1, DRAG, completion_speed=-1)
    with pytest.raises(ValueError):
        kinetics.InteractiveTransition(1, [(0.1, "jump")])
    with pytest.raises(ValueError):
        kinetics.InteractiveTransition(1, [(0.1, "finish", 0.5)])
    with pytest.raises(ValueError):
        kinetics.InteractiveTransition(1, DRAG, completion_curve="bouncy")
