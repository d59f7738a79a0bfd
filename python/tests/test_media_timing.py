"""Media timing: states, arrays, and errors."""

import math

import numpy as np
import pytest

import kinetics

TIMES = np.array([-3, 0, 0.25, 1, 1.5, 2.75, 3, 4.5, 7])


def timing():
    return kinetics.MediaTiming(1.5, begin_time=0.5, speed=2, time_offset=0.25, repeat_count=2.5,
                                autoreverses=True, fill_mode="forwards")


def test_the_array_form_agrees_with_the_state_at_each_time():
    local_time, iteration, progress = timing().evaluate(TIMES)
    for index, t in enumerate(TIMES):
        state = timing().state(t)
        assert state.local_time == local_time[index]
        if state.visible:
            assert state.iteration == iteration[index] and state.progress == progress[index]
        else:
            assert iteration[index] == kinetics.NO_ITERATION and math.isnan(progress[index])


def test_before_the_begin_time_nothing_shows_without_a_backwards_fill():
    state = timing().state(-3)
    assert state.phase == "before" and not state.visible and state.iteration is None


def test_a_forwards_fill_holds_the_end_state():
    state = timing().state(100)
    assert state.phase == "after" and state.visible


def test_a_duration_of_zero_is_refused():
    with pytest.raises(kinetics.InvalidArgumentError, match="duration must be positive"):
        kinetics.MediaTiming(0)


def test_repeat_count_and_repeat_duration_together_are_refused():
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.MediaTiming(1, repeat_count=2, repeat_duration=3)
