"""Springs: parameterizations, motion for numbers and arrays, settling and errors."""

import math

import numpy as np
import pytest

import kinetics

TIMES = np.linspace(0, 2, 41)


def test_response_and_damping_ratio_come_back_from_the_description():
    spring = kinetics.Spring.from_response(0.5, damping_ratio=0.7)
    assert spring.response == pytest.approx(0.5, rel=1e-14)
    assert spring.damping_ratio == pytest.approx(0.7, rel=1e-14)
    assert spring.stiffness == pytest.approx((2 * math.pi / 0.5) ** 2, rel=1e-14)


def test_every_parameterization_gives_a_valid_spring():
    springs = [kinetics.Spring(2, 300, 20), kinetics.Spring.from_duration(0.5, bounce=-0.3),
               kinetics.Spring.from_perceptual_duration(0.4, bounce=0.2),
               kinetics.Spring.from_uikit(0.6, 0.7, initial_velocity=1.5)]
    for spring in springs:
        description = spring.describe()
        assert description.mass > 0 and description.stiffness > 0 and description.damping >= 0


def test_the_uikit_duration_maps_back_to_the_uikit_spring():
    spring = kinetics.Spring.from_uikit(0.6, 0.7, initial_velocity=1.5)
    assert spring.uikit_duration(1.5) == pytest.approx(0.6, rel=1e-9)


def test_position_and_velocity_give_the_same_bits_for_numbers_and_arrays():
    spring = kinetics.Spring.from_response(0.55, damping_ratio=0.825)
    positions = spring.position(TIMES, 10, -5, 40)
    velocities = spring.velocity(TIMES, 10, -5, 40)
    assert [spring.position(t, 10, -5, 40) for t in TIMES] == positions.tolist()
    assert [spring.velocity(t, 10, -5, 40) for t in TIMES] == velocities.tolist()
    assert positions[0] == 10 and velocities[0] == 40


def test_float32_times_give_float32_positions():
    spring = kinetics.Spring.from_response(0.5, damping_ratio=1.0)
    assert spring.position(TIMES.astype(np.float32), 0, 1).dtype == np.float32


def test_the_exact_settling_time_is_where_the_motion_last_leaves_the_band():
    spring = kinetics.Spring.from_response(0.5, damping_ratio=0.7)
    settles = spring.settling_time(0, 100, epsilon=0.001)
    assert abs(spring.position(settles, 0, 100) - 100) == pytest.approx(0.1, rel=1e-6)
    assert spring.settling_time(0, 100, model="envelope") >= settles


def test_an_undamped_spring_never_settles():
    with pytest.raises(kinetics.NoSolutionError, match="never settles") as raised:
        kinetics.Spring(1, 100, 0).settling_time()
    assert raised.value.status == 5


def test_invalid_parameters_raise_invalid_argument():
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.Spring(0, 100, 1)
    with pytest.raises(kinetics.InvalidArgumentError):
        kinetics.Spring.from_response(-1, damping_ratio=0.5)
    with pytest.raises(ValueError):
        kinetics.Spring(1, 100, 1).settling_time(model="soon")


def test_an_unrepresentable_position_raises_overflow():
    half_period = math.pi / 10  # the overshoot of (almost) 2e308 past 1e308
    with pytest.raises(kinetics.KineticsOverflowError, match="index 1"):
        kinetics.Spring(1, 100, 0.1).position([0, half_period], -1e308, 1e308)
