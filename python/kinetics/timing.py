"""Timing functions: cubic Bézier curves, CSS steps() and linear(), and CSS easing strings.

Every timing function is callable: ``f(x)`` gives a float for a number and an array for an array
(see kinetics._arrays for the copy rules). Results are the bits of the Swift API (kinetics.h).
"""

from __future__ import annotations

import ctypes
from typing import Optional, Sequence, Tuple, Union

import numpy as np

from . import _arrays
from ._arrays import ArrayLike, ScalarOrArray
from ._handle import Handle
from ._library import (CubicBezierStruct, LinearStopStruct, StepsStruct, TimingFunctionStruct,
                       check, created_handle, lib, result_of)

_IDENTITY, _CUBIC_BEZIER, _STEPS, _LINEAR = 0, 1, 2, 3

NAMED_CURVES = {"linear": 0, "easeIn": 1, "easeOut": 2, "easeInEaseOut": 3, "default": 4}
"""Core Animation's named curves (kn_named_curve); ``default`` is CSS ``ease``."""

STEP_POSITIONS = {"jump-start": 0, "start": 0, "jump-end": 1, "end": 1, "jump-none": 2,
                  "jump-both": 3}
"""CSS steps() positions (kn_step_position)."""


class TimingFunction:
    """A function from input progress x to output progress: the base of Identity, CubicBezier,
    Steps and LinearEasing. ``f(x)`` evaluates it with kn_timing_progress(_array); a float64 array
    comes back for an array input (the C API has no float32 form for kn_timing_function)."""

    def _struct(self) -> TimingFunctionStruct:
        raise NotImplementedError

    def __call__(self, x: ArrayLike, out: Optional[np.ndarray] = None) -> ScalarOrArray:
        """Output progress at ``x``: a float for a number, an array shaped as ``x`` for an array."""
        return _arrays.evaluate(x, (ctypes.byref(self._struct()),), lib.kn_timing_progress,
                                lib.kn_timing_progress_array, out=out)


class Identity(TimingFunction):
    """progress = x: no easing (kn_timing_function of kind KN_TIMING_IDENTITY; CSS ``linear``)."""

    def _struct(self) -> TimingFunctionStruct:
        return TimingFunctionStruct(kind=_IDENTITY)

    def __repr__(self) -> str:
        return "Identity()"


class CubicBezier(TimingFunction):
    """A cubic-Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1): CSS cubic-bezier()
    and CAMediaTimingFunction, within 1e-12 of the exact value.

    The control points are checked here (x1 and x2 in [0, 1], all finite; InvalidArgumentError
    otherwise) and the curve is built once (kn_bezier_curve_init: O(1), no allocation), so each
    call is one evaluation. For thousands of inputs at a time, ``prepared()`` builds an inverse
    table. Outside [0, 1] the curve continues along its end tangent, as the browsers do.

    >>> kinetics.CubicBezier(0.25, 0.1, 0.25, 1)(0.5)   # CSS ease at x = 0.5
    0.802403387584857
    """

    def __init__(self, x1: float, y1: float, x2: float, y2: float) -> None:
        self.control_points: Tuple[float, float, float, float] = (
            float(x1), float(y1), float(x2), float(y2))
        self._value = CubicBezierStruct(*self.control_points)
        size = lib.kn_bezier_curve_size()
        # kn_bezier_curve storage: KN_BEZIER_CURVE_ALIGNMENT (16) bytes aligned, owned here.
        self._storage = ctypes.create_string_buffer(size + 16)
        address = ctypes.addressof(self._storage)
        self._curve = ctypes.c_void_p(address + (-address) % 16)
        check(lib.kn_bezier_curve_init(self._value, self._curve))

    @classmethod
    def named(cls, name: str) -> "CubicBezier":
        """A named curve: ``linear``, ``easeIn``, ``easeOut``, ``easeInEaseOut`` or ``default``
        (CSS ``ease``), from kn_bezier_named."""
        if name not in NAMED_CURVES:
            raise ValueError(f"unknown curve name {name!r}; expected one of {list(NAMED_CURVES)}")
        value = CubicBezierStruct()
        check(lib.kn_bezier_named(NAMED_CURVES[name], ctypes.byref(value)))
        return cls(value.x1, value.y1, value.x2, value.y2)

    def _struct(self) -> TimingFunctionStruct:
        return TimingFunctionStruct(kind=_CUBIC_BEZIER, bezier=self._value)

    def __call__(self, x: ArrayLike, out: Optional[np.ndarray] = None) -> ScalarOrArray:
        """Progress at ``x`` (kn_bezier_curve_progress; arrays through the SIMD batch, float32
        arrays through kn_bezier_curve_progress_array_f, solved in double and rounded once)."""
        return _arrays.evaluate(x, (self._curve,), lib.kn_bezier_curve_progress,
                                lib.kn_bezier_curve_progress_array,
                                lib.kn_bezier_curve_progress_array_f, out=out)

    def slope(self, x: float) -> float:
        """dy/dx at x (kn_bezier_slope); KineticsOverflowError where the tangent is vertical."""
        return result_of(ctypes.c_double, lib.kn_bezier_slope, self._value, float(x))

    def progress_range(self) -> Tuple[float, float]:
        """The least and greatest progress over x in [0, 1] (kn_bezier_progress_range)."""
        low, high = ctypes.c_double(), ctypes.c_double()
        check(lib.kn_bezier_progress_range(self._value, ctypes.byref(low), ctypes.byref(high)))
        return low.value, high.value

    def prepared(self) -> "PreparedCubicBezier":
        """This curve with its inverse table built (kn_bezier_prepared_create, a few µs): the
        cheaper evaluation for batches of thousands of inputs."""
        return PreparedCubicBezier(self)

    def __repr__(self) -> str:
        return "CubicBezier({}, {}, {}, {})".format(*self.control_points)


def bezier_progress(control_points: Sequence[float], x: ArrayLike,
                    out: Optional[np.ndarray] = None) -> ScalarOrArray:
    """One-shot progress of the curve with control points (x1, y1, x2, y2) at ``x``, validating
    and building the curve on every call (kn_bezier_progress and its array forms); the same bits as
    ``CubicBezier(*control_points)(x)``, which builds the curve once."""
    value = CubicBezierStruct(*(float(c) for c in control_points))
    return _arrays.evaluate(x, (value,), lib.kn_bezier_progress, lib.kn_bezier_progress_array,
                            lib.kn_bezier_progress_array_f, out=out)


class PreparedCubicBezier(Handle):
    """A cubic-Bézier curve with its inverse table (kn_bezier_prepared): each input is a table
    lookup and one Newton step, within 1e-12 like CubicBezier. A handle: release it with close()
    or a ``with`` block (or leave it to the garbage collector)."""

    _destroy = lib.kn_bezier_prepared_destroy

    def __init__(self, curve: CubicBezier) -> None:
        super().__init__(created_handle(lib.kn_bezier_prepared_create, curve._value))
        self.curve = curve

    def __call__(self, x: ArrayLike, out: Optional[np.ndarray] = None) -> ScalarOrArray:
        """Progress at ``x`` (kn_bezier_prepared_progress and its array forms)."""
        return _arrays.evaluate(x, (self.handle,), lib.kn_bezier_prepared_progress,
                                lib.kn_bezier_prepared_progress_array,
                                lib.kn_bezier_prepared_progress_array_f, out=out)


class Steps(TimingFunction):
    """CSS steps(count, position): ``position`` is ``jump-start`` (``start``), ``jump-end``
    (``end``, the default), ``jump-none`` or ``jump-both``; count >= 1 (>= 2 for jump-none),
    checked on the first evaluation by the library."""

    def __init__(self, count: int, position: str = "jump-end") -> None:
        if position not in STEP_POSITIONS:
            raise ValueError(f"unknown step position {position!r}; expected one of "
                             f"{list(STEP_POSITIONS)}")
        self.count = int(count)
        self.position = position
        self(0.0)  # the library's own validation, so a bad count fails here

    def _struct(self) -> TimingFunctionStruct:
        return TimingFunctionStruct(
            kind=_STEPS, steps=StepsStruct(self.count, STEP_POSITIONS[self.position]))

    def __repr__(self) -> str:
        return f"Steps({self.count}, {self.position!r})"


Stop = Union[float, Tuple[float, float], Tuple[float, float, float]]


class LinearEasing(Handle, TimingFunction):
    """CSS linear(): straight segments through stops, each an output or a tuple (output, input)
    or (output, input, second_input) with inputs as fractions (CSS percentages / 100), placed by
    the CSS rules (kn_linear_easing_create; at least two stops). A handle."""

    _destroy = lib.kn_linear_easing_destroy

    def __init__(self, stops: Sequence[Stop]) -> None:
        array = (LinearStopStruct * len(stops))()
        for stop, given in zip(array, stops):
            numbers = tuple(given) if isinstance(given, (tuple, list)) else (given,)
            if not 1 <= len(numbers) <= 3:
                raise ValueError(f"a linear() stop has one to three numbers, got {given!r}")
            stop.output = float(numbers[0])
            stop.input_count = len(numbers) - 1
            for index, value in enumerate(numbers[1:]):
                stop.inputs[index] = float(value)
        super().__init__(created_handle(lib.kn_linear_easing_create, array, len(stops)))

    @classmethod
    def _adopt(cls, handle: int) -> "LinearEasing":
        easing = cls.__new__(cls)
        Handle.__init__(easing, handle)
        return easing

    def _struct(self) -> TimingFunctionStruct:
        return TimingFunctionStruct(kind=_LINEAR, linear=self.handle)


def easing(css: str) -> TimingFunction:
    """Parses a CSS <easing-function> (``ease-in-out``, ``cubic-bezier(0.1, 0.7, 1, 0.1)``,
    ``steps(4, jump-both)``, ``linear(0, 0.8 20% 40%, 1)``, …) with kn_easing_create and returns
    the matching TimingFunction: Identity, CubicBezier, Steps or LinearEasing. ParseError names the
    character where the text goes wrong."""
    function = TimingFunctionStruct()
    handle = ctypes.c_void_p()
    check(lib.kn_easing_create(css.encode("utf-8"), ctypes.byref(function), ctypes.byref(handle)))
    if function.kind == _CUBIC_BEZIER:
        b = function.bezier
        return CubicBezier(b.x1, b.y1, b.x2, b.y2)
    if function.kind == _STEPS:
        position = {0: "jump-start", 1: "jump-end", 2: "jump-none", 3: "jump-both"}
        return Steps(function.steps.count, position[function.steps.position])
    if function.kind == _LINEAR:
        return LinearEasing._adopt(handle.value)
    return Identity()
