"""CATransition and CAGradientLayer (kinetics.h, Layers; docs/transitions.md, docs/layers.md)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import Optional, Sequence, Tuple

import numpy as np

from . import _arrays
from ._library import (GradientDescStruct, TransitionFrameStruct, TransitionStruct,
                       ViewTransitionFrameStruct, ViewTransitionStruct, check, lib)
from .keyframes import _option
from .media_timing import MediaTiming
from .timing import TimingFunction
from .typed_values import ALPHA_MODES, COLOR_SPACES

TRANSITION_TYPES = {"fade": 0, "moveIn": 1, "push": 2, "reveal": 3}
"""CATransition's types (kn_transition_type; Core Animation's default: fade)."""
TRANSITION_SUBTYPES = {"fromRight": 0, "fromLeft": 1, "fromTop": 2, "fromBottom": 3}
"""The edge a transition comes from, y-down (kn_transition_subtype)."""
VIEW_TRANSITION_KINDS = {"crossDissolve": 0, "flipFromLeft": 1, "flipFromRight": 2, "flipFromTop": 3,
                         "flipFromBottom": 4, "curlUp": 5, "curlDown": 6}
"""UIView.transition's options (kn_view_transition_kind)."""
VIEW_ANIMATION_CURVES = {"easeInOut": 0, "easeIn": 1, "easeOut": 2, "linear": 3}
"""The options' curve (kn_view_animation_curve; UIKit's default easeInOut)."""
DEFAULT_EYE_DISTANCE = 1000.0
"""The flips' perspective eye distance the model takes when none is given (m34 = -1/1000)."""
GRADIENT_TYPES = {"axial": 0, "radial": 1, "conic": 2}
"""CAGradientLayer's shapes (kn_gradient_type; default axial)."""


@dataclass(frozen=True)
class TransitionFrame:
    """The old and new content of a transition at one time (kn_transition_frame)."""

    visible: bool
    """False where the transition shows nothing (the other fields are then NaN)."""
    new_on_top: bool
    """True when the new content is drawn over the old (all types but reveal)."""
    progress: float
    old: Tuple[float, float, float]
    """The old content's x and y offsets and opacity."""
    new: Tuple[float, float, float]
    """The new content's x and y offsets and opacity."""


class Transition:
    """A CATransition: ``type`` and ``subtype`` (TRANSITION_TYPES, TRANSITION_SUBTYPES),
    start and end progress in [0, 1] (end ≥ start), its MediaTiming and timing function (None:
    linear). The library validates it on every call to frame()."""

    def __init__(self, timing: MediaTiming, type: str = "fade", subtype: str = "fromLeft",
                 start_progress: float = 0.0, end_progress: float = 1.0,
                 timing_function: Optional[TimingFunction] = None) -> None:
        self._function = timing_function._struct() if timing_function is not None else None
        self._value = TransitionStruct(
            type=_option(TRANSITION_TYPES, "transition type", type),
            subtype=_option(TRANSITION_SUBTYPES, "transition subtype", subtype),
            start_progress=float(start_progress), end_progress=float(end_progress),
            timing=timing._value,
            timing_function=ctypes.pointer(self._function) if self._function is not None else None)
        self.frame(0.0, 1.0, 1.0)  # validates

    def frame(self, t: float, width: float, height: float) -> TransitionFrame:
        """The frame at parent time t for a layer of width × height (kn_transition_frame_at)."""
        out = TransitionFrameStruct()
        check(lib.kn_transition_frame_at(ctypes.byref(self._value), float(t), float(width),
                                         float(height), ctypes.byref(out)))
        return TransitionFrame(
            visible=bool(out.visible), new_on_top=bool(out.new_on_top), progress=out.progress,
            old=(out.old_x, out.old_y, out.old_opacity), new=(out.new_x, out.new_y, out.new_opacity))



@dataclass(frozen=True)
class ViewTransitionFrame:
    """What a UIView transition shows at one time (kn_view_transition_frame)."""

    progress: float
    from_visible: bool
    to_visible: bool
    from_opacity: float
    to_opacity: float
    angle: float
    """Flips: the card's angle in radians (NaN for the other kinds)."""
    curl_line: float
    """Curls: the curl line's y as a fraction of the height from the top (NaN otherwise)."""
    transform: np.ndarray
    """The visible side's transform, a (4, 4) row-major array (identity but for flips)."""


class ViewTransition:
    """UIView.transition(with:duration:options:animations:): ``kind`` (VIEW_TRANSITION_KINDS),
    duration, delay, repeat count and autoreverse, ``curve`` (VIEW_ANIMATION_CURVES) and the flips'
    ``eye_distance`` (m34 = -1/d). Validated on every call to frame()."""

    def __init__(self, kind: str, duration: float, delay: float = 0.0, repeat_count: float = 0.0,
                 autoreverses: bool = False, curve: str = "easeInOut",
                 eye_distance: float = DEFAULT_EYE_DISTANCE) -> None:
        self._value = ViewTransitionStruct(
            kind=_option(VIEW_TRANSITION_KINDS, "view transition kind", kind),
            duration=float(duration), delay=float(delay), repeat_count=float(repeat_count),
            autoreverses=int(bool(autoreverses)),
            curve=_option(VIEW_ANIMATION_CURVES, "view animation curve", curve),
            eye_distance=float(eye_distance))
        self.frame(0.0)  # validates

    def frame(self, t: float) -> ViewTransitionFrame:
        """The frame t seconds after the call (kn_view_transition_frame_at)."""
        out = ViewTransitionFrameStruct()
        check(lib.kn_view_transition_frame_at(ctypes.byref(self._value), float(t), ctypes.byref(out)))
        return ViewTransitionFrame(
            progress=out.progress, from_visible=bool(out.from_visible),
            to_visible=bool(out.to_visible), from_opacity=out.from_opacity,
            to_opacity=out.to_opacity, angle=out.angle, curl_line=out.curl_line,
            transform=np.array(list(out.transform)).reshape(4, 4))


def flip_transforms(kind: str, progress: Sequence[float],
                    eye_distance: float = DEFAULT_EYE_DISTANCE) -> np.ndarray:
    """The visible side's transforms of a flip at many progress values in [0, 1], an (n, 4, 4)
    array equal bit for bit to ViewTransition frames' (kn_view_transition_flip_transforms)."""
    values = _arrays.doubles(progress).ravel()
    out = np.empty((values.size, 4, 4))
    check(lib.kn_view_transition_flip_transforms(
        _option(VIEW_TRANSITION_KINDS, "view transition kind", kind), float(eye_distance),
        _arrays.pointer(values), _arrays.pointer(out), values.size))
    return out

class Gradient:
    """A CAGradientLayer: ``colors`` (n × 4: red, green, blue, alpha), ``locations`` (n,
    strictly increasing; None: evenly spaced), start and end points in unit coordinates, ``type``
    (GRADIENT_TYPES), and the interpolation ``space`` and ``alpha`` (straight by default, the
    model's Core Animation interpolation)."""

    def __init__(self, colors: Sequence[Sequence[float]], locations: Optional[Sequence[float]] = None,
                 start: Tuple[float, float] = (0.5, 0.0), end: Tuple[float, float] = (0.5, 1.0),
                 type: str = "axial", space: str = "srgb", alpha: str = "straight") -> None:
        self._colors = _arrays.doubles(colors)
        if self._colors.ndim != 2 or self._colors.shape[1] != 4:
            raise ValueError("colors must be an n × 4 array of red, green, blue, alpha")
        self._locations = None if locations is None else _arrays.doubles(locations)
        if self._locations is not None and self._locations.shape != (self._colors.shape[0],):
            raise ValueError("give one location per color")
        self._desc = GradientDescStruct(
            colors=_arrays.pointer(self._colors), locations=_arrays.pointer(self._locations),
            color_count=self._colors.shape[0], start_x=float(start[0]), start_y=float(start[1]),
            end_x=float(end[0]), end_y=float(end[1]),
            type=_option(GRADIENT_TYPES, "gradient type", type),
            space=_option(COLOR_SPACES, "color space", space),
            alpha_mode=_option(ALPHA_MODES, "alpha mode", alpha))
        self.color(0.5, 0.5)  # validates

    def color(self, x: float, y: float) -> np.ndarray:
        """The color (4 floats) at the point (x, y) of the unit square (kn_gradient_color_at)."""
        out = np.empty(4)
        check(lib.kn_gradient_color_at(ctypes.byref(self._desc), float(x), float(y),
                                       _arrays.pointer(out)))
        return out

    def grid(self, width: int, height: int) -> np.ndarray:
        """The colors at the pixel centers of a width × height grid, shaped (height, width, 4)
        (kn_gradient_colors_grid)."""
        out = np.empty((height, width, 4))
        check(lib.kn_gradient_colors_grid(ctypes.byref(self._desc), int(width), int(height),
                                          _arrays.pointer(out)))
        return out
