"""Kinetics for Python: timing curves, springs, paths, keyframe tracks, media timing, and
keyframe tracks and basic animations of transforms and colors, computed
by libKineticsC (the C ABI of the Swift library Kinetics) through ctypes, with numpy arrays in and
out.

>>> import kinetics
>>> kinetics.CubicBezier(0.25, 0.1, 0.25, 1)(0.5)
0.802403387584857

Numbers give floats and arrays give arrays of the same shape: C-contiguous float64 and float32
arrays are read in place (float32 results for float32 inputs where kinetics.h has a float form),
anything else is copied once to float64. Failures raise KineticsError (a subclass per status) with
the library's message. Objects that own a library handle (Path, KeyframeTrack, LinearEasing,
PreparedCubicBezier, TransformTrack, ColorTrack, TransformAnimation, ColorAnimation) are context
managers; see docs/c-api.md for the C functions behind each call.
"""

from ._errors import (InvalidArgumentError, InvalidHandleError, KineticsError,
                      KineticsOverflowError, NoSolutionError, NullPointerError, ParseError,
                      SizeError)
from ._library import LIBRARY_ENVIRONMENT_VARIABLE, library_path
from ._version import __version__
from .basic_animations import ColorAnimation, TransformAnimation
from .css_transforms import parse_css_transform
from .interactive_transitions import InteractiveTransition
from .keyframes import KeyframeTrack
from .layers import Gradient, Transition, TransitionFrame
from .layer_handles import Replicator, Transaction, TransactionKey
from .layers import ViewTransition, ViewTransitionFrame, flip_transforms
from .media_timing import NO_ITERATION, MediaTiming, MediaTimingState
from .particles import Emitter, EmitterCell
from .paths import Path
from .presentation import (ColorSpringAnimation, TransformSpringAnimation, VectorAnimation,
                           presentation_value)
from .presentation import ColorKeyframeAnimation, TransformKeyframeAnimation, ValueFunctionAnimation
from .presentation import VectorKeyframeAnimation
from .springs import Spring, SpringDescription
from .threads import get_max_threads, set_max_threads
from .timing import (CubicBezier, Identity, LinearEasing, PreparedCubicBezier, Steps,
                     TimingFunction, bezier_progress, easing)
from .typed_tracks import ColorTrack, TransformTrack
from .typed_values import value_function_transform

__all__ = [
    "__version__", "ColorAnimation", "ColorTrack", "CubicBezier", "Gradient", "Identity", "InvalidArgumentError",
    "InvalidHandleError",
    "KeyframeTrack", "KineticsError", "KineticsOverflowError", "LIBRARY_ENVIRONMENT_VARIABLE",
    "LinearEasing", "MediaTiming", "MediaTimingState", "NO_ITERATION", "NoSolutionError",
    "NullPointerError", "ParseError", "Path", "PreparedCubicBezier", "SizeError", "Spring",
    "SpringDescription", "Steps", "TimingFunction", "TransformAnimation", "TransformTrack", "Transition",
    "TransitionFrame",
    "bezier_progress", "easing", "get_max_threads", "library_path", "set_max_threads",
    "value_function_transform",
    "ColorSpringAnimation", "TransformSpringAnimation", "VectorAnimation", "presentation_value",
    "ColorKeyframeAnimation", "TransformKeyframeAnimation", "ValueFunctionAnimation",
    "parse_css_transform",
    "InteractiveTransition",
    "Replicator", "Transaction", "TransactionKey",
    "Emitter", "EmitterCell",
    "ViewTransition", "ViewTransitionFrame", "flip_transforms",
    "VectorKeyframeAnimation",
]
