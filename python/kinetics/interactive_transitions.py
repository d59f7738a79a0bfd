"""Interactive transitions: UIPercentDrivenInteractiveTransition replayed from its events
(kinetics.h, Interactive transitions; docs/interactive-transitions.md)."""

from __future__ import annotations

import ctypes
from typing import Optional, Sequence, Tuple, Union

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._handle import Handle
from ._library import check, created_handle, lib

EVENT_KINDS = {"update": 0, "pause": 1, "finish": 2, "cancel": 3}
"""kn_transition_event: ``update`` takes a percent (clamped to [0, 1]); ``pause`` holds (and stops
a running completion: the re-grab); ``finish`` runs the rest to 1; ``cancel`` back to 0."""

COMPLETION_CURVES = {"easeInOut": 0, "easeIn": 1, "easeOut": 2, "linear": 3}
"""kn_completion_curve: UIView.AnimationCurve, UIKit's default ``easeInOut``."""

Event = Union[Tuple[float, str], Tuple[float, str, float]]


class InteractiveTransition(Handle):
    """A transition of ``duration`` seconds driven by ``events``, each ``(time, "update",
    percent)``, ``(time, "pause")``, ``(time, "finish")`` or ``(time, "cancel")`` in
    non-decreasing time (kn_interactive_transition_create). After finish or cancel the rest runs
    remaining · duration / completion_speed seconds with the completion curve. Bad input
    (times out of order, NaN, a call its phase does not allow) raises InvalidArgumentError with
    the library's message. A handle: close() it or use a ``with`` block."""

    _destroy = lib.kn_interactive_transition_destroy

    def __init__(self, duration: float, events: Sequence[Event], completion_speed: float = 1.0,
                 completion_curve: str = "easeInOut") -> None:
        if completion_curve not in COMPLETION_CURVES:
            raise ValueError(f"unknown completion curve {completion_curve!r}; expected one of "
                             f"{list(COMPLETION_CURVES)}")
        kinds, times, values = [], [], []
        for event in events:
            if len(event) not in (2, 3) or event[1] not in EVENT_KINDS:
                raise ValueError(f"an event is (time, kind) or (time, 'update', percent); got {event!r}")
            if (event[1] == "update") != (len(event) == 3):
                raise ValueError(f"only an update takes a percent; got {event!r}")
            kinds.append(EVENT_KINDS[event[1]])
            times.append(float(event[0]))
            values.append(float(event[2]) if len(event) == 3 else 0.0)
        count = len(kinds)
        super().__init__(created_handle(
            lib.kn_interactive_transition_create, float(duration), float(completion_speed),
            COMPLETION_CURVES[completion_curve], (ctypes.c_int * count)(*kinds),
            (ctypes.c_double * count)(*times), (ctypes.c_double * count)(*values), count))

    def progress(self, t: ArrayLike) -> Union[float, np.ndarray]:
        """percentComplete at ``t``: a float for a number, an array shaped as ``t`` for an array
        (kn_interactive_transition_progress_array; the same values bit for bit)."""
        times = _arrays.doubles(t)
        out = np.empty_like(times)
        check(lib.kn_interactive_transition_progress_array(
            self.handle, _arrays.pointer(times), _arrays.pointer(out), times.size))
        return float(out.reshape(-1)[0]) if np.ndim(t) == 0 else out

    @property
    def completion(self) -> Optional[Tuple[float, float, bool]]:
        """``(start, end, finishes)`` of the completion that ends the transition, or None while
        the events leave it interactive (kn_interactive_transition_completion)."""
        start, end, finishes = ctypes.c_double(), ctypes.c_double(), ctypes.c_int()
        status = lib.kn_interactive_transition_completion(
            self.handle, ctypes.byref(start), ctypes.byref(end), ctypes.byref(finishes))
        if status == 5:  # KN_ERROR_NO_SOLUTION: still interactive.
            return None
        check(status)
        return start.value, end.value, bool(finishes.value)
