"""Damped springs m·x'' + c·x' + k·(x − target) = 0, solved analytically (kinetics.h, Springs)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Optional

import numpy as np

from . import _arrays
from ._arrays import ArrayLike, ScalarOrArray
from ._library import (SpringDescriptionStruct, SpringMotionStruct, SpringStruct, check, lib,
                       result_of)

SETTLING_MODELS = {"exact": 0, "envelope": 1, "core-animation": 2}
"""kn_settling_model: ``exact`` (the last time |x − target| = ε·|target − start|), ``envelope``
(an envelope falls to that level) and ``core-animation`` (CASpringAnimation.settlingDuration,
ε = 0.001)."""


@dataclass(frozen=True)
class SpringDescription:
    """Every parameterization of one spring (kn_spring_description)."""

    mass: float
    """m."""
    stiffness: float
    """k."""
    damping: float
    """c."""
    damping_ratio: float
    """ζ = c / (2·sqrt(k·m))."""
    response: float
    """SwiftUI's response 2π/ω₀, seconds (also the perceptual duration)."""
    bounce: float
    """SwiftUI's bounce: 1 − ζ for ζ <= 1, 1/ζ − 1 above."""
    natural_frequency: float
    """ω₀ = sqrt(k/m), radians per second."""
    damped_frequency: float
    """ω_d = ω₀·sqrt(1 − ζ²), 0 when ζ >= 1."""


class Spring:
    """A validated spring (mass > 0, stiffness > 0, damping >= 0), made from any of the
    parameterizations of kinetics.h: ``Spring(mass, stiffness, damping)``,
    ``Spring.from_response``, ``Spring.from_duration``, ``Spring.from_perceptual_duration`` or
    ``Spring.from_uikit``. Motions are given by ``start`` (x(0)), ``target`` (the rest position)
    and ``initial_velocity`` (value units per second)."""

    def __init__(self, mass: float, stiffness: float, damping: float) -> None:
        self._value = SpringStruct(float(mass), float(stiffness), float(damping))
        self._description = self._describe()

    @classmethod
    def _from(cls, value: SpringStruct) -> "Spring":
        return cls(value.mass, value.stiffness, value.damping)

    @classmethod
    def from_response(cls, response: float, damping_ratio: float, mass: float = 1.0) -> "Spring":
        """SwiftUI's (response, dampingRatio) with the given mass (kn_spring_from_response):
        stiffness = (2π/response)²·m, damping = 4π·ζ·m/response."""
        value = SpringStruct()
        check(lib.kn_spring_from_response(response, damping_ratio, mass, ctypes.byref(value)))
        return cls._from(value)

    @classmethod
    def from_duration(cls, duration: float, bounce: float = 0.0) -> "Spring":
        """SwiftUI's Spring(duration:bounce:), mass 1 (kn_spring_from_duration_bounce)."""
        value = SpringStruct()
        check(lib.kn_spring_from_duration_bounce(duration, bounce, ctypes.byref(value)))
        return cls._from(value)

    @classmethod
    def from_perceptual_duration(cls, perceptual_duration: float,
                                 bounce: float = 0.0) -> "Spring":
        """CASpringAnimation(perceptualDuration:bounce:) (kn_spring_from_perceptual_duration)."""
        value = SpringStruct()
        check(lib.kn_spring_from_perceptual_duration(perceptual_duration, bounce,
                                                     ctypes.byref(value)))
        return cls._from(value)

    @classmethod
    def from_uikit(cls, duration: float, damping_ratio: float,
                   initial_velocity: float = 0.0) -> "Spring":
        """UIView.animate(withDuration:…usingSpringWithDamping:initialSpringVelocity:), mass 1
        (kn_spring_from_uikit); NoSolutionError when no spring has that duration."""
        value = SpringStruct()
        check(lib.kn_spring_from_uikit(duration, damping_ratio, initial_velocity,
                                       ctypes.byref(value)))
        return cls._from(value)

    def _describe(self) -> SpringDescription:
        out = SpringDescriptionStruct()
        check(lib.kn_spring_describe(self._value, ctypes.byref(out)))
        return SpringDescription(*(getattr(out, name) for name, _ in out._fields_))

    def describe(self) -> SpringDescription:
        """Every parameterization of this spring (kn_spring_describe)."""
        return self._description

    @property
    def mass(self) -> float:
        """m."""
        return self._value.mass

    @property
    def stiffness(self) -> float:
        """k."""
        return self._value.stiffness

    @property
    def damping(self) -> float:
        """c."""
        return self._value.damping

    @property
    def damping_ratio(self) -> float:
        """ζ."""
        return self._description.damping_ratio

    @property
    def response(self) -> float:
        """SwiftUI's response, seconds."""
        return self._description.response

    @property
    def bounce(self) -> float:
        """SwiftUI's bounce."""
        return self._description.bounce

    def uikit_duration(self, initial_velocity: float = 0.0) -> float:
        """The UIKit duration that Spring.from_uikit maps back to this spring (ζ <= 1;
        kn_spring_uikit_duration); NoSolutionError when there is none, KineticsOverflowError when
        it is beyond the range of double."""
        return result_of(ctypes.c_double, lib.kn_spring_uikit_duration, self._value,
                         initial_velocity)

    def _motion(self, start: float, target: float, initial_velocity: float) -> SpringMotionStruct:
        return SpringMotionStruct(float(start), float(target), float(initial_velocity))

    def position(self, t: ArrayLike, start: float = 0.0, target: float = 1.0,
                 initial_velocity: float = 0.0,
                 out: Optional[np.ndarray] = None) -> ScalarOrArray:
        """The position at time t (seconds; t <= 0 gives ``start``): a float for a number, an
        array of t's shape (float32 stays float32) for an array (kn_spring_position and its
        array forms); KineticsOverflowError when the exact value lies beyond double."""
        return _arrays.evaluate(t, (self._value, self._motion(start, target, initial_velocity)),
                                lib.kn_spring_position, lib.kn_spring_position_array,
                                lib.kn_spring_position_array_f, out=out)

    def velocity(self, t: ArrayLike, start: float = 0.0, target: float = 1.0,
                 initial_velocity: float = 0.0,
                 out: Optional[np.ndarray] = None) -> ScalarOrArray:
        """The velocity at time t (value units per second), as ``position``."""
        return _arrays.evaluate(t, (self._value, self._motion(start, target, initial_velocity)),
                                lib.kn_spring_velocity, lib.kn_spring_velocity_array,
                                lib.kn_spring_velocity_array_f, out=out)

    def settling_time(self, start: float = 0.0, target: float = 1.0,
                      initial_velocity: float = 0.0, epsilon: float = 0.001,
                      model: str = "exact") -> float:
        """The settling time in seconds for tolerance ``epsilon`` in ``model`` (one of
        SETTLING_MODELS; kn_spring_settling_time); NoSolutionError for a spring that never settles
        (damping 0)."""
        if model not in SETTLING_MODELS:
            raise ValueError(f"unknown settling model {model!r}; expected one of "
                             f"{list(SETTLING_MODELS)}")
        return result_of(ctypes.c_double, lib.kn_spring_settling_time, self._value,
                         self._motion(start, target, initial_velocity), epsilon,
                         SETTLING_MODELS[model])

    def __repr__(self) -> str:
        return f"Spring(mass={self.mass!r}, stiffness={self.stiffness!r}, damping={self.damping!r})"
