"""CAMediaTiming's time model: begin time, speed, offset, repeats, autoreverse and fill modes
(kinetics.h, Media timing)."""

from __future__ import annotations

import ctypes
import math
from dataclasses import dataclass
from typing import Optional, Tuple

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._library import MediaTimingStateStruct, MediaTimingStruct, check, lib

FILL_MODES = {"removed": 0, "forwards": 1, "backwards": 2, "both": 3}
"""What shows outside the active interval (kn_fill_mode; Core Animation's default: removed)."""
PHASES = ("before", "active", "after")
"""Where a time lies relative to the active interval (kn_timing_phase)."""
NO_ITERATION = -(2 ** 63)
"""The iteration MediaTiming.evaluate reports where nothing shows (KN_NO_ITERATION)."""


@dataclass(frozen=True)
class MediaTimingState:
    """The state of an animation at one parent time (kn_media_timing_state)."""

    phase: str
    """``before``, ``active`` or ``after`` the active interval."""
    visible: bool
    """True when the animation contributes (active, or filled)."""
    reversing: bool
    """True in the backward half of an autoreversing iteration."""
    iteration: Optional[int]
    """The 0-based iteration, or None where nothing shows."""
    local_time: float
    """(t − begin_time)·speed + time_offset."""
    simple_time: float
    """Time within the iteration, in [0, duration] (NaN where nothing shows)."""
    progress: float
    """simple_time / duration, in [0, 1] (NaN where nothing shows)."""


class MediaTiming:
    """CAMediaTiming's properties, checked by the library on construction (duration > 0, not
    both repeat_count and repeat_duration, …): the state of the animation at any parent time.
    ``repeat_count`` 0 means once and ``math.inf`` forever; ``fill_mode`` is one of FILL_MODES."""

    def __init__(self, duration: float, begin_time: float = 0.0, speed: float = 1.0,
                 time_offset: float = 0.0, repeat_count: float = 0.0,
                 repeat_duration: float = 0.0, autoreverses: bool = False,
                 fill_mode: str = "removed") -> None:
        if fill_mode not in FILL_MODES:
            raise ValueError(f"unknown fill mode {fill_mode!r}; expected one of "
                             f"{list(FILL_MODES)}")
        value = MediaTimingStruct()
        check(lib.kn_media_timing_init(float(duration), ctypes.byref(value)))
        value.begin_time, value.speed, value.time_offset = begin_time, speed, time_offset
        value.repeat_count, value.repeat_duration = repeat_count, repeat_duration
        value.autoreverses, value.fill_mode = int(bool(autoreverses)), FILL_MODES[fill_mode]
        self._value = value
        self.state(begin_time if math.isfinite(begin_time) else 0.0)  # validates every field

    @property
    def duration(self) -> float:
        """One simple iteration, local seconds."""
        return self._value.duration

    def state(self, t: float) -> MediaTimingState:
        """The state at parent time t (kn_media_timing_state_at; NaN counts as begin_time);
        KineticsOverflowError when the local time lies beyond double."""
        out = MediaTimingStateStruct()
        check(lib.kn_media_timing_state_at(self._value, float(t), ctypes.byref(out)))
        return MediaTimingState(
            phase=PHASES[out.phase], visible=bool(out.visible), reversing=bool(out.reversing),
            iteration=None if out.iteration == NO_ITERATION else out.iteration,
            local_time=out.local_time, simple_time=out.simple_time, progress=out.progress)

    def evaluate(self, t: ArrayLike) -> Tuple[np.ndarray, np.ndarray, np.ndarray]:
        """For each parent time in ``t``: the local time, the iteration (an int64 array,
        NO_ITERATION where nothing shows) and the progress (NaN where nothing shows), each shaped
        as ``t`` (kn_media_timing_evaluate_array)."""
        times = _arrays.doubles(t)
        local_time, progress = np.empty_like(times), np.empty_like(times)
        iteration = np.empty(times.shape, dtype=np.int64)
        check(lib.kn_media_timing_evaluate_array(
            self._value, _arrays.pointer(times), _arrays.pointer(local_time),
            iteration.ctypes.data_as(ctypes.POINTER(ctypes.c_int64)), _arrays.pointer(progress),
            times.size))
        return local_time, iteration, progress

    def progress(self, t: ArrayLike) -> np.ndarray:
        """The progress alone at each parent time (NaN where nothing shows)."""
        return self.evaluate(t)[2]
