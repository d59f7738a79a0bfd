"""Paths from SVG path data: arc length, paced (constant-speed) points and the direction of travel
(kinetics.h, Paths)."""

from __future__ import annotations

import ctypes
from typing import TYPE_CHECKING, Optional, Tuple, Union

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._handle import Handle
from ._library import (TrimAnimationStruct, TrimFractionStruct, check, created_handle, lib,
                       result_of)

if TYPE_CHECKING:
    from .media_timing import MediaTiming
    from .timing import TimingFunction

ROTATION_MODES = {"auto": 0, "auto-reverse": 1}
"""kn_rotation_mode: ``auto`` is the tangent direction atan2(dy, dx) in (−π, π];
``auto-reverse`` adds π (CAKeyframeAnimation.rotationMode)."""


TRIM_MODES = {"whole-length": 0, "each-subpath": 1}
"""kn_trim_mode: ``whole-length`` takes the fractions of the whole length, subpaths end to end
(CAShapeLayer strokeStart/strokeEnd); ``each-subpath`` trims every subpath by its own length."""


class Path(Handle):
    """A path from SVG path data (the ``d`` attribute, SVG 1.1 section 8.3), measured to 1e-12
    (kn_path_create_svg). With ``paced_table=True`` it also builds the paced-sampling table
    (kn_path_create_svg_with_paced_table): points within 1e-9·length, about fifty times cheaper
    each, worth it from a few thousand samples. ParseError names the character offset of
    malformed data. A handle: close() it or use a ``with`` block."""

    _destroy = lib.kn_path_destroy

    def __init__(self, svg_path_data: str, paced_table: bool = False) -> None:
        create = (lib.kn_path_create_svg_with_paced_table if paced_table
                  else lib.kn_path_create_svg)
        super().__init__(created_handle(create, svg_path_data.encode("utf-8")))
        self.paced_table = paced_table

    @property
    def length(self) -> float:
        """The total arc length (moves add nothing; kn_path_length)."""
        return result_of(ctypes.c_double, lib.kn_path_length, self.handle)

    @property
    def keyframe_count(self) -> int:
        """The number of elements but moves, as Core Animation counts keyframes."""
        return result_of(ctypes.c_size_t, lib.kn_path_keyframe_count, self.handle)

    def sample_paced(self, u: ArrayLike, rotation: str = "auto", angles: bool = True
                     ) -> Union[Tuple[np.ndarray, np.ndarray, np.ndarray],
                                Tuple[np.ndarray, np.ndarray]]:
        """For each time fraction in ``u`` (clamped to [0, 1]) the point at arc length u·length and
        the direction of travel there: arrays ``(x, y, angle)`` shaped as ``u``, or ``(x, y)``
        with ``angles=False`` (kn_path_sample_paced)."""
        if rotation not in ROTATION_MODES:
            raise ValueError(f"unknown rotation mode {rotation!r}; expected one of "
                             f"{list(ROTATION_MODES)}")
        fractions = _arrays.doubles(u)
        x, y = np.empty_like(fractions), np.empty_like(fractions)
        angle = np.empty_like(fractions) if angles else None
        check(lib.kn_path_sample_paced(
            self.handle, _arrays.pointer(fractions), _arrays.pointer(x), _arrays.pointer(y),
            _arrays.pointer(angle), ROTATION_MODES[rotation], fractions.size))
        return (x, y, angle) if angle is not None else (x, y)

    def point_at(self, u: float) -> Tuple[float, float]:
        """The point at arc length u·length, u a time fraction in [0, 1]."""
        x, y = self.sample_paced([float(u)], angles=False)
        return float(x[0]), float(y[0])

    def angle_at(self, u: float, rotation: str = "auto") -> float:
        """The direction of travel (radians) at arc length u·length."""
        return float(self.sample_paced([float(u)], rotation=rotation)[2][0])

    def trimmed_svg(self, start: float, end: float, offset: float = 0.0,
                    mode: str = "whole-length") -> str:
        """The part of the path between the arc-length fractions ``start <= end`` in [0, 1], the
        window moved by ``offset`` (wrapping past the end, Lottie's trim offset), as SVG path
        data with absolute commands (kn_path_trim_svg). ValueError for a bad window or a path
        with no segment."""
        if mode not in TRIM_MODES:
            raise ValueError(f"unknown trim mode {mode!r}; expected one of {list(TRIM_MODES)}")
        length = ctypes.c_size_t(0)
        check(lib.kn_path_trim_svg(self.handle, float(start), float(end), float(offset),
                                   TRIM_MODES[mode], None, 0, ctypes.byref(length)))
        buffer = ctypes.create_string_buffer(length.value + 1)
        check(lib.kn_path_trim_svg(self.handle, float(start), float(end), float(offset),
                                   TRIM_MODES[mode], buffer, len(buffer), ctypes.byref(length)))
        return buffer.value.decode("ascii")

    def trimmed_svg_at(self, t: float, timing: "MediaTiming",
                       start: Union[float, Tuple[float, float]] = 0.0,
                       end: Union[float, Tuple[float, float]] = 1.0,
                       offset: Union[float, Tuple[float, float]] = 0.0,
                       timing_function: Optional["TimingFunction"] = None,
                       mode: str = "whole-length", swaps_crossed: bool = False) -> str:
        """The trimmed path at parent time ``t`` of animated strokeStart, strokeEnd and trim
        offset (kn_path_trim_animated_svg; StrokeTrimAnimation, docs/paths.md): each of ``start``,
        ``end``, ``offset`` is a number (held) or a ``(from, to)`` pair animated by ``timing`` and
        ``timing_function`` (None: linear), showing ``to`` outside the animation. Start and end are
        clamped to [0, 1]; when start passes end nothing is drawn ("") unless ``swaps_crossed``
        (Lottie). ValueError (InvalidArgumentError) for a non-finite value or bad timing."""
        if mode not in TRIM_MODES:
            raise ValueError(f"unknown trim mode {mode!r}; expected one of {list(TRIM_MODES)}")

        def fraction(value: Union[float, Tuple[float, float]]) -> TrimFractionStruct:
            if isinstance(value, tuple):
                first, last = (float(v) for v in value)
                return TrimFractionStruct(animated=1, model_value=last, from_value=first,
                                          to_value=last)
            return TrimFractionStruct(animated=0, model_value=float(value))

        function = timing_function._struct() if timing_function is not None else None
        animation = TrimAnimationStruct(
            start=fraction(start), end=fraction(end), offset=fraction(offset),
            timing=timing._value,
            timing_function=ctypes.pointer(function) if function is not None else None,
            mode=TRIM_MODES[mode], swaps_crossed=int(bool(swaps_crossed)))
        length = ctypes.c_size_t(0)
        check(lib.kn_path_trim_animated_svg(self.handle, ctypes.byref(animation), float(t), None, 0,
                                            ctypes.byref(length)))
        buffer = ctypes.create_string_buffer(length.value + 1)
        check(lib.kn_path_trim_animated_svg(self.handle, ctypes.byref(animation), float(t), buffer,
                                            len(buffer), ctypes.byref(length)))
        return buffer.value.decode("ascii")
