"""Basic animations of transforms and colors: CABasicAnimation's from/to/by values over a media
timing, additive and cumulative (kinetics.h, Transforms and colors; docs/timing.md)."""

from __future__ import annotations

import ctypes
from typing import Callable, Optional, Tuple

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._handle import Handle
from ._library import BasicAnimationDescStruct, check, created_handle, lib
from .keyframes import _option
from .media_timing import MediaTiming
from .timing import TimingFunction
from .typed_values import (ALPHA_MODES, COLOR_SIZE, COLOR_SPACES, ROTATION_PATHS, TRANSFORM_SIZE,
                           one_value)


class _BasicAnimation(Handle):
    """The description and evaluation shared by TransformAnimation and ColorAnimation: ``size``
    doubles per value, shaped ``value_shape`` on the way out."""

    _size: int
    _value_shape: Tuple[int, ...]
    _value: Callable[..., int]

    def _description(self, timing: MediaTiming, from_value: Optional[ArrayLike],
                     to_value: Optional[ArrayLike], by_value: Optional[ArrayLike],
                     timing_function: Optional[TimingFunction], additive: bool,
                     cumulative: bool) -> Tuple[BasicAnimationDescStruct, list]:
        """The kn_basic_animation_desc and the objects it points into (alive until the create
        call returns)."""
        desc = BasicAnimationDescStruct(timing=timing._value, additive=int(bool(additive)),
                                        cumulative=int(bool(cumulative)))
        keep: list = []
        for name, given in (("from_value", from_value), ("to_value", to_value),
                            ("by_value", by_value)):
            if given is not None:
                value = one_value(given, self._size, name)
                keep.append(value)
                setattr(desc, name, _arrays.pointer(value))
        if timing_function is not None:
            function = timing_function._struct()
            keep.append(function)
            desc.timing_function = ctypes.pointer(function)
        return desc, keep

    def __call__(self, t: float, underlying: ArrayLike,
                 previous: Optional[ArrayLike] = None) -> Tuple[np.ndarray, bool]:
        """The value at parent time ``t`` over ``underlying`` (the model value, or the result of
        the animations before this one) and whether the animation shows: ``(value, True)`` while
        it contributes, ``(underlying, False)`` where it shows nothing (before it begins or after
        it ends without a fill). ``previous`` is the property's previous model value or None (an
        endpoint that is unset and not the underlying value takes it). Float64 results, shaped as
        the value (SizeError for an ``underlying`` or ``previous`` of another size)."""
        below = one_value(underlying, self._size, "underlying")
        before = None if previous is None else one_value(previous, self._size, "previous")
        out = np.empty(self._size)
        visible = ctypes.c_int()
        check(type(self)._value(self.handle, float(t), _arrays.pointer(below),
                                _arrays.pointer(before), _arrays.pointer(out),
                                ctypes.byref(visible)))
        return out.reshape(self._value_shape), bool(visible.value)


class TransformAnimation(_BasicAnimation):
    """A CABasicAnimation of a 4×4 transform (kn_transform_animation_create). ``from_value``,
    ``to_value`` and ``by_value`` are each None (unset) or one transform ((4, 4) or 16 numbers,
    row-major); not all three may be set, and Core Animation's seven cases resolve the endpoints.
    ``timing`` says when and how often it runs,
    ``timing_function`` (None: linear) shapes each iteration; ``additive`` concatenates the result
    before the value underneath (CATransform3DConcat(animated, underlying)), ``cumulative`` starts
    each iteration where the previous one ended. Rotations take ``rotation_path`` (one of
    ROTATION_PATHS). InvalidArgumentError for all three values set, a non-finite element, or a
    singular by_value with to_value (to − by needs its inverse). A handle: close() it or use a
    ``with`` block. ``animation(t, underlying)`` gives ``(matrix, visible)``, matrix (4, 4)."""

    _destroy = lib.kn_transform_animation_destroy
    _size, _value_shape = TRANSFORM_SIZE, (4, 4)
    _value = lib.kn_transform_animation_value

    def __init__(self, timing: MediaTiming, from_value: Optional[ArrayLike] = None,
                 to_value: Optional[ArrayLike] = None, by_value: Optional[ArrayLike] = None,
                 timing_function: Optional[TimingFunction] = None, additive: bool = False,
                 cumulative: bool = False, rotation_path: str = "shortest") -> None:
        path = _option(ROTATION_PATHS, "rotation path", rotation_path)
        desc, _keep = self._description(timing, from_value, to_value, by_value, timing_function,
                                        additive, cumulative)
        super().__init__(created_handle(lib.kn_transform_animation_create, ctypes.byref(desc),
                                        path))


class ColorAnimation(_BasicAnimation):
    """A CABasicAnimation of an RGBA color (kn_color_animation_create): ``from_value``,
    ``to_value`` and ``by_value`` are each None or 4 numbers (red, green, blue, straight alpha),
    resolved as for TransformAnimation with by added component by component; additive colors add
    to the value underneath (alpha clamped to [0, 1]). Colors blend in ``space`` (one of
    COLOR_SPACES) with ``alpha`` handling (one of ALPHA_MODES). InvalidArgumentError for all three
    values set, a non-finite component or alpha outside [0, 1]. A handle.
    ``animation(t, underlying)`` gives ``(color, visible)``, color 4 numbers."""

    _destroy = lib.kn_color_animation_destroy
    _size, _value_shape = COLOR_SIZE, (COLOR_SIZE,)
    _value = lib.kn_color_animation_value

    def __init__(self, timing: MediaTiming, from_value: Optional[ArrayLike] = None,
                 to_value: Optional[ArrayLike] = None, by_value: Optional[ArrayLike] = None,
                 timing_function: Optional[TimingFunction] = None, additive: bool = False,
                 cumulative: bool = False, space: str = "srgb",
                 alpha: str = "premultiplied") -> None:
        space_value = _option(COLOR_SPACES, "color space", space)
        alpha_value = _option(ALPHA_MODES, "alpha mode", alpha)
        desc, _keep = self._description(timing, from_value, to_value, by_value, timing_function,
                                        additive, cumulative)
        super().__init__(created_handle(lib.kn_color_animation_create, ctypes.byref(desc),
                                        space_value, alpha_value))
