"""Keyframe tracks: CAKeyframeAnimation's values over progress u in [0, 1], in any dimension
(kinetics.h, Keyframe tracks)."""

from __future__ import annotations

import ctypes
from typing import Optional, Sequence, Tuple

import numpy as np

from . import _arrays
from ._arrays import ArrayLike, ScalarOrArray
from ._handle import Handle
from ._library import (KeyframeTrackDescStruct, TimingFunctionStruct, check, created_handle, lib,
                       result_of)
from .timing import TimingFunction

KEYFRAME_MODES = {"linear": 0, "discrete": 1, "paced": 2, "cubic": 3, "cubic-paced": 4}
"""Core Animation's calculation modes (kn_keyframe_mode)."""
END_TANGENTS = {"extrapolated": 0, "repeated-endpoint": 1, "zero": 2}
"""End tangents of the cubic modes (kn_end_tangents)."""
CONTINUITY_SIGNS = {"apple": 0, "kochanek-bartels": 1}
"""The sign convention of continuity values (kn_continuity_sign)."""
PACED_TIMINGS = {"applies-timing-function": 0, "ignores-timing-function": 1}
"""Whether paced modes apply the animation-level timing function (kn_paced_timing)."""
CUBIC_PACINGS = {"chord-length": 0, "arc-length": 1}
"""How cubic-paced mode paces the spline (kn_cubic_pacing)."""


def _option(table: dict, name: str, value: str) -> int:
    if value not in table:
        raise ValueError(f"unknown {name} {value!r}; expected one of {list(table)}")
    return table[value]


def track_description(table: np.ndarray, key_times: Optional[ArrayLike] = None,
                      mode: str = "linear", timing_function: Optional[TimingFunction] = None,
                      timing_functions: Optional[Sequence[TimingFunction]] = None,
                      tension: Optional[ArrayLike] = None,
                      continuity: Optional[ArrayLike] = None, bias: Optional[ArrayLike] = None,
                      end_tangents: str = "extrapolated", continuity_sign: str = "apple",
                      paced_timing: str = "applies-timing-function",
                      cubic_pacing: str = "chord-length") -> Tuple[KeyframeTrackDescStruct, list]:
    """The kn_keyframe_track_desc of a C-contiguous float64 ``table`` (one row per value) and the
    options of KeyframeTrack, with the arrays it points into (keep them alive until the create
    call returns). Shared by KeyframeTrack and the typed tracks (TransformTrack, ColorTrack)."""
    desc = KeyframeTrackDescStruct(
        values=_arrays.pointer(table), value_count=table.shape[0], dimension=table.shape[1],
        mode=_option(KEYFRAME_MODES, "mode", mode),
        end_tangents=_option(END_TANGENTS, "end_tangents", end_tangents),
        continuity_sign=_option(CONTINUITY_SIGNS, "continuity_sign", continuity_sign),
        paced_timing=_option(PACED_TIMINGS, "paced_timing", paced_timing),
        cubic_pacing=_option(CUBIC_PACINGS, "cubic_pacing", cubic_pacing))
    keep: list = [table]
    if key_times is not None:
        times = _arrays.doubles(key_times).reshape(-1)
        keep.append(times)
        desc.key_times, desc.key_time_count = _arrays.pointer(times), times.size
    for name, given in (("tension", tension), ("continuity", continuity), ("bias", bias)):
        if given is not None:
            array = _arrays.doubles(given).reshape(-1)
            if array.size != table.shape[0]:
                raise ValueError(f"{name}: expected {table.shape[0]} numbers, one per value, "
                                 f"got {array.size}")
            keep.append(array)
            setattr(desc, name, _arrays.pointer(array))
    if timing_function is not None:
        function = timing_function._struct()
        keep.append(function)
        desc.timing_function = ctypes.pointer(function)
    if timing_functions is not None:
        functions = (TimingFunctionStruct * len(timing_functions))(
            *(f._struct() for f in timing_functions))
        keep.append(functions)
        desc.timing_functions = ctypes.cast(functions, ctypes.POINTER(TimingFunctionStruct))
        desc.timing_function_count = len(timing_functions)
    return desc, keep


class KeyframeTrack(Handle):
    """A keyframe track (kn_keyframe_track_create): ``values`` is a sequence of numbers or a 2-D
    array with one row per value; ``key_times`` None (even spacing) or non-decreasing fractions
    from 0 to 1; ``mode`` one of KEYFRAME_MODES; ``timing_function`` applied to the whole track
    first, ``timing_functions`` one per segment; ``tension``, ``continuity`` and ``bias`` one per
    value (Kochanek–Bartels). Every array is copied by the library. InvalidArgumentError names the
    rule broken and SizeError a count mismatch. A handle: close() it or use a ``with`` block."""

    _destroy = lib.kn_keyframe_track_destroy

    def __init__(self, values: ArrayLike, key_times: Optional[ArrayLike] = None,
                 mode: str = "linear", timing_function: Optional[TimingFunction] = None,
                 timing_functions: Optional[Sequence[TimingFunction]] = None,
                 tension: Optional[ArrayLike] = None, continuity: Optional[ArrayLike] = None,
                 bias: Optional[ArrayLike] = None, end_tangents: str = "extrapolated",
                 continuity_sign: str = "apple", paced_timing: str = "applies-timing-function",
                 cubic_pacing: str = "chord-length") -> None:
        table = _arrays.doubles(values)
        if table.ndim == 1:
            table = table.reshape(-1, 1)
        if table.ndim != 2:
            raise ValueError(f"values must be 1-D or 2-D, got {table.ndim} dimensions")
        desc, _keep = track_description(
            table, key_times, mode, timing_function, timing_functions, tension=tension,
            continuity=continuity, bias=bias, end_tangents=end_tangents,
            continuity_sign=continuity_sign, paced_timing=paced_timing, cubic_pacing=cubic_pacing)
        super().__init__(created_handle(lib.kn_keyframe_track_create, ctypes.byref(desc)))

    @property
    def dimension(self) -> int:
        """The number of components per value."""
        return result_of(ctypes.c_size_t, lib.kn_keyframe_track_dimension, self.handle)

    @property
    def key_times(self) -> np.ndarray:
        """The key times in effect (given, evenly spaced or paced), as a float64 array."""
        count = ctypes.c_size_t()
        check(lib.kn_keyframe_track_key_times(self.handle, None, 0, ctypes.byref(count)))
        out = np.empty(count.value)
        check(lib.kn_keyframe_track_key_times(self.handle, _arrays.pointer(out), out.size,
                                              ctypes.byref(count)))
        return out

    def __call__(self, u: ArrayLike, out: Optional[np.ndarray] = None) -> np.ndarray:
        """Every component at progress ``u`` (NaN and u < 0 count as 0, u > 1 as 1): an array of
        ``dimension`` numbers for a number (kn_keyframe_track_value), an array of shape
        ``u.shape + (dimension,)`` for an array (kn_keyframe_track_value_array; float64)."""
        dimension = self.dimension
        if _arrays.is_scalar(u) and out is None:
            value = np.empty(dimension)
            check(lib.kn_keyframe_track_value(self.handle, float(u), _arrays.pointer(value)))
            return value
        progress = _arrays.doubles(u)
        result = np.empty(progress.shape + (dimension,))
        result = result if out is None else _arrays.output_like(result, out)
        check(lib.kn_keyframe_track_value_array(self.handle, _arrays.pointer(progress),
                                                _arrays.pointer(result), progress.size))
        return result

    def channel(self, u: ArrayLike, channel: int = 0,
                out: Optional[np.ndarray] = None) -> ScalarOrArray:
        """Component ``channel`` at each progress in ``u``: an array shaped as ``u`` (float32
        stays float32; kn_keyframe_track_channel_array and _f), or a float for a number."""
        handle, index = self.handle, int(channel)
        if _arrays.is_scalar(u) and out is None:
            return float(self.channel(np.array([float(u)]), index)[0])
        values = _arrays.inputs(u)
        result = _arrays.output_like(values, out)
        function = (lib.kn_keyframe_track_channel_array_f if values.dtype == np.float32
                    else lib.kn_keyframe_track_channel_array)
        check(function(handle, index, _arrays.pointer(values), _arrays.pointer(result),
                       values.size))
        return result
