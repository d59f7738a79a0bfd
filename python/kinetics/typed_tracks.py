"""Keyframe tracks of transforms and colors: CAKeyframeAnimation on ``transform`` or a color
property (kinetics.h, Transforms and colors; docs/keyframes.md)."""

from __future__ import annotations

import ctypes
from typing import Callable, Optional, Sequence, Tuple

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._handle import Handle
from ._library import check, created_handle, lib
from .keyframes import _option, track_description
from .timing import TimingFunction
from .typed_values import (ALPHA_MODES, COLOR_SIZE, COLOR_SPACES, ROTATION_PATHS, TRANSFORM_SIZE,
                           value_table)


class _TypedTrack(Handle):
    """The evaluation shared by TransformTrack and ColorTrack: ``size`` doubles per value, shaped
    ``value_shape`` on the way out."""

    _size: int
    _value_shape: Tuple[int, ...]
    _value: Callable[..., int]
    _value_array: Callable[..., int]

    def __call__(self, u: ArrayLike, out: Optional[np.ndarray] = None) -> np.ndarray:
        """The value at progress ``u`` (NaN and u < 0 count as 0, u > 1 as 1): one value for a
        number, an array of shape ``u.shape`` + the value's shape for an array (float64; written
        into ``out`` when given, a writeable C-contiguous float64 array of that shape)."""
        if _arrays.is_scalar(u) and out is None:
            value = np.empty(self._size)
            check(type(self)._value(self.handle, float(u), _arrays.pointer(value)))
            return value.reshape(self._value_shape)
        progress = _arrays.doubles(u)
        result = np.empty(progress.shape + self._value_shape)
        result = result if out is None else _arrays.output_like(result, out)
        check(type(self)._value_array(self.handle, _arrays.pointer(progress),
                                      _arrays.pointer(result), progress.size))
        return result


class TransformTrack(_TypedTrack):
    """A keyframe track of 4×4 transforms (kn_transform_track_create): ``values`` has shape
    (n, 4, 4) or (n, 16), row-major m11…m44. Each segment's pair of keys is decomposed once here
    and interpolated as CSS Transforms 2 says (translation, scale, skew and perspective linearly,
    rotation by quaternion slerp along ``rotation_path``, one of ROTATION_PATHS). ``key_times``,
    ``mode`` (``linear`` or ``discrete``; the paced and cubic modes raise InvalidArgumentError: a
    transform has no distance or tangent), ``timing_function`` and ``timing_functions`` as for
    KeyframeTrack. SizeError for values that are not 16 numbers each. A handle: close() it or use a
    ``with`` block. ``track(u)`` gives a (4, 4) array, or ``u.shape + (4, 4)`` for an array."""

    _destroy = lib.kn_transform_track_destroy
    _size, _value_shape = TRANSFORM_SIZE, (4, 4)
    _value = lib.kn_transform_track_value
    _value_array = lib.kn_transform_track_value_array

    def __init__(self, values: ArrayLike, key_times: Optional[ArrayLike] = None,
                 mode: str = "linear", timing_function: Optional[TimingFunction] = None,
                 timing_functions: Optional[Sequence[TimingFunction]] = None,
                 rotation_path: str = "shortest") -> None:
        path = _option(ROTATION_PATHS, "rotation path", rotation_path)
        desc, _keep = track_description(value_table(values, "values"), key_times, mode,
                                        timing_function, timing_functions)
        super().__init__(created_handle(lib.kn_transform_track_create, ctypes.byref(desc), path))


class ColorTrack(_TypedTrack):
    """A keyframe track of RGBA colors (kn_color_track_create): ``values`` has shape (n, 4), red,
    green, blue (gamma-encoded sRGB) and straight alpha in [0, 1], blended in ``space`` (one of
    COLOR_SPACES) with ``alpha`` handling (one of ALPHA_MODES) as CSS Color 4 says. ``key_times``,
    ``mode`` (``linear`` or ``discrete``), ``timing_function`` and ``timing_functions`` as for
    KeyframeTrack. InvalidArgumentError for a non-finite component or alpha outside [0, 1],
    SizeError for values that are not 4 numbers each. A handle. ``track(u)`` gives 4 numbers, or
    ``u.shape + (4,)`` for an array."""

    _destroy = lib.kn_color_track_destroy
    _size, _value_shape = COLOR_SIZE, (COLOR_SIZE,)
    _value = lib.kn_color_track_value
    _value_array = lib.kn_color_track_value_array

    def __init__(self, values: ArrayLike, key_times: Optional[ArrayLike] = None,
                 mode: str = "linear", timing_function: Optional[TimingFunction] = None,
                 timing_functions: Optional[Sequence[TimingFunction]] = None,
                 space: str = "srgb", alpha: str = "premultiplied") -> None:
        space_value = _option(COLOR_SPACES, "color space", space)
        alpha_value = _option(ALPHA_MODES, "alpha mode", alpha)
        desc, _keep = track_description(value_table(values, "values"), key_times, mode,
                                        timing_function, timing_functions)
        super().__init__(created_handle(lib.kn_color_track_create, ctypes.byref(desc),
                                        space_value, alpha_value))
