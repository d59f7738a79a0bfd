"""Spring animations (CASpringAnimation) of transforms, colors and vectors, basic animations of
vectors, and the presentation value of a property with a stack of animations (kinetics.h, Spring
animations, vector animations and presentation values; docs/c-api.md)."""

from __future__ import annotations

import ctypes
from typing import Optional, Sequence, Tuple, Union

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._errors import SizeError
from ._handle import Handle
from ._library import KeyframeAnimationDescStruct, c_void_p, check, created_handle, lib
from .basic_animations import ColorAnimation, TransformAnimation, _BasicAnimation
from .keyframes import KeyframeTrack, _option
from .media_timing import MediaTiming
from .springs import Spring
from .timing import TimingFunction
from .typed_tracks import ColorTrack, TransformTrack
from .typed_values import (ALPHA_MODES, COLOR_SIZE, COLOR_SPACES, ROTATION_PATHS, TRANSFORM_SIZE,
                           one_value)

def _vector_dimension(from_value: Optional[ArrayLike], to_value: Optional[ArrayLike],
                      by_value: Optional[ArrayLike]) -> int:
    """The number of components of the first value given (all must agree: SizeError)."""
    sizes = {np.size(value) for value in (from_value, to_value, by_value) if value is not None}
    if len(sizes) > 1:
        raise SizeError(f"from_value, to_value and by_value have different sizes {sorted(sizes)}")
    if not sizes:
        raise SizeError("a vector animation needs from_value, to_value or by_value to know its size")
    return sizes.pop()


class VectorAnimation(_BasicAnimation):
    """A CABasicAnimation of a vector of 1 to 4 numbers (kn_vector_animation_create): a scalar such
    as opacity, a point, a size or a rectangle. ``from_value``, ``to_value`` and ``by_value`` are
    each None (unset) or one vector, all of the same size; not all three may be set, and Core
    Animation's seven cases resolve the endpoints. Additive and cumulative work component by
    component. ``spring`` (a Spring) with ``initial_velocity`` (changes per second) makes it a
    spring animation (kn_vector_spring_animation_create): the spring released at 0 toward 1,
    sampled over ``timing.duration``, is the timing function (``timing_function`` must then be
    None). A handle. ``animation(t, underlying)`` gives ``(vector, visible)``."""

    _destroy = lib.kn_vector_animation_destroy
    _value = lib.kn_vector_animation_value

    def __init__(self, timing: MediaTiming, from_value: Optional[ArrayLike] = None,
                 to_value: Optional[ArrayLike] = None, by_value: Optional[ArrayLike] = None,
                 timing_function: Optional[TimingFunction] = None, additive: bool = False,
                 cumulative: bool = False, spring: Optional[Spring] = None,
                 initial_velocity: float = 0.0) -> None:
        dimension = _vector_dimension(from_value, to_value, by_value)
        self._size, self._value_shape = dimension, (dimension,)
        desc, _keep = self._description(timing, from_value, to_value, by_value, timing_function,
                                        additive, cumulative)
        if spring is None:
            handle = created_handle(lib.kn_vector_animation_create, ctypes.byref(desc), dimension)
        else:
            handle = created_handle(lib.kn_vector_spring_animation_create, ctypes.byref(desc),
                                    dimension, spring._value, float(initial_velocity))
        super().__init__(handle)

    @property
    def dimension(self) -> int:
        """The number of components of each value (kn_vector_animation_dimension)."""
        dimension = ctypes.c_size_t()
        check(lib.kn_vector_animation_dimension(self.handle, ctypes.byref(dimension)))
        return dimension.value


class TransformSpringAnimation(TransformAnimation):
    """A CASpringAnimation of a 4×4 transform (kn_transform_spring_animation_create): a
    TransformAnimation whose timing function is ``spring`` released at 0 toward 1 with
    ``initial_velocity`` (in changes per second, CASpringAnimation.initialVelocity), sampled over
    ``timing.duration`` (Spring.settling_time with the ``core-animation`` model gives Core
    Animation's settlingDuration). The values and options are those of TransformAnimation."""

    def __init__(self, timing: MediaTiming, spring: Spring, initial_velocity: float = 0.0,
                 from_value: Optional[ArrayLike] = None, to_value: Optional[ArrayLike] = None,
                 by_value: Optional[ArrayLike] = None, additive: bool = False,
                 cumulative: bool = False, rotation_path: str = "shortest") -> None:
        path = _option(ROTATION_PATHS, "rotation path", rotation_path)
        desc, _keep = self._description(timing, from_value, to_value, by_value, None, additive,
                                        cumulative)
        Handle.__init__(self, created_handle(lib.kn_transform_spring_animation_create,
                                             ctypes.byref(desc), spring._value,
                                             float(initial_velocity), path))


class ColorSpringAnimation(ColorAnimation):
    """A CASpringAnimation of an RGBA color (kn_color_spring_animation_create), as
    TransformSpringAnimation; the values and options are those of ColorAnimation."""

    def __init__(self, timing: MediaTiming, spring: Spring, initial_velocity: float = 0.0,
                 from_value: Optional[ArrayLike] = None, to_value: Optional[ArrayLike] = None,
                 by_value: Optional[ArrayLike] = None, additive: bool = False,
                 cumulative: bool = False, space: str = "srgb",
                 alpha: str = "premultiplied") -> None:
        space_value = _option(COLOR_SPACES, "color space", space)
        alpha_value = _option(ALPHA_MODES, "alpha mode", alpha)
        desc, _keep = self._description(timing, from_value, to_value, by_value, None, additive,
                                        cumulative)
        Handle.__init__(self, created_handle(lib.kn_color_spring_animation_create,
                                             ctypes.byref(desc), spring._value,
                                             float(initial_velocity), space_value, alpha_value))


def _keyframe_animation(create, track: Handle, timing: MediaTiming, additive: bool,
                        cumulative: bool) -> int:
    """The handle ``create`` (kn_transform_keyframe_animation_create or the color form) makes of
    ``track`` played by ``timing``."""
    desc = KeyframeAnimationDescStruct(timing=timing._value, additive=int(bool(additive)),
                                       cumulative=int(bool(cumulative)))
    return created_handle(create, track.handle, ctypes.byref(desc))


class TransformKeyframeAnimation(TransformAnimation):
    """A CAKeyframeAnimation of a 4×4 transform (kn_transform_keyframe_animation_create): the
    values of ``track`` (a TransformTrack) at the progress of each iteration of ``timing``;
    ``additive`` shows them over the value underneath (CATransform3DConcat(animated, underlying)),
    ``cumulative`` moves each iteration on by the change of the ones before. A TransformAnimation
    handle: called, stacked in presentation_value and closed as one; ``track`` may be closed
    afterwards (the animation keeps what it needs)."""

    def __init__(self, track: TransformTrack, timing: MediaTiming, additive: bool = False,
                 cumulative: bool = False) -> None:
        Handle.__init__(self, _keyframe_animation(lib.kn_transform_keyframe_animation_create, track,
                                                  timing, additive, cumulative))


class ColorKeyframeAnimation(ColorAnimation):
    """A CAKeyframeAnimation of an RGBA color (kn_color_keyframe_animation_create): the values of
    ``track`` (a ColorTrack, blended in its own space), as TransformKeyframeAnimation; additive
    colors add component by component (alpha clamped to [0, 1]). A ColorAnimation handle."""

    def __init__(self, track: ColorTrack, timing: MediaTiming, additive: bool = False,
                 cumulative: bool = False) -> None:
        Handle.__init__(self, _keyframe_animation(lib.kn_color_keyframe_animation_create, track,
                                                  timing, additive, cumulative))


class VectorKeyframeAnimation(VectorAnimation):
    """A CAKeyframeAnimation of a vector of 1 to 4 numbers (kn_vector_keyframe_animation_create):
    the values of ``track`` (a KeyframeTrack of that dimension, in any mode) at the progress of
    each iteration of ``timing``, as TransformKeyframeAnimation; additive and cumulative work
    component by component. A VectorAnimation handle: called, stacked in presentation_value with
    vector animations of its size, used as a ValueFunctionAnimation's input and closed as one;
    ``track`` may be closed afterwards. SizeError for a track of more than 4 numbers per value,
    InvalidHandleError for another kind of track."""

    def __init__(self, track: KeyframeTrack, timing: MediaTiming, additive: bool = False,
                 cumulative: bool = False) -> None:
        Handle.__init__(self, _keyframe_animation(lib.kn_vector_keyframe_animation_create, track,
                                                  timing, additive, cumulative))
        self._size = self.dimension
        self._value_shape = (self._size,)


class ValueFunctionAnimation(TransformAnimation):
    """CAPropertyAnimation.valueFunction (kn_value_function_animation_create): the transform the
    value function ``name`` (rotateX, rotateY, rotateZ, scale, scaleX/Y/Z, translate,
    translateX/Y/Z, as value_function_transform) makes of the value of ``input``, a VectorAnimation
    of 1 number (3 for scale and translate), so rotateZ animated from 0 to 4π turns twice. Its
    unset endpoints resolve to the function's neutral input (0, or 1 for scales); it replaces the
    transform underneath or, when ``additive``, is concatenated before it. InvalidArgumentError for
    an unknown name, SizeError for an input of another size. A TransformAnimation handle; ``input``
    may be closed afterwards."""

    def __init__(self, name: str, input: VectorAnimation, additive: bool = False) -> None:
        Handle.__init__(self, created_handle(lib.kn_value_function_animation_create,
                                             name.encode("utf-8"), input.handle,
                                             int(bool(additive))))


Animation = Union[TransformAnimation, ColorAnimation, VectorAnimation]


def presentation_value(model_value: ArrayLike, animations: Sequence[Animation], t: float,
                       previous_model_value: Optional[ArrayLike] = None) -> np.ndarray:
    """The presentation value of a property at parent time ``t``: ``model_value``, then each of
    ``animations`` in the order they were added, as Core Animation composes them (an animation
    showing something replaces the value so far, or is shown over it when additive; one showing
    nothing is skipped), from kn_transform_presentation_value, kn_color_presentation_value or
    kn_vector_presentation_value by the kind of the model value: all animations must be of one
    kind (TransformAnimation: a (4, 4) result; ColorAnimation: 4 numbers; VectorAnimation: as many
    numbers as the model value). ``previous_model_value`` is the value before the model value was
    last set, or None. With no animations: the model value, as float64.

    >>> timing = kinetics.MediaTiming(1.0)
    >>> with kinetics.VectorAnimation(timing, to_value=[10.0]) as fade:
    ...     kinetics.presentation_value([0.0], [fade], 0.5).tolist()
    [5.0]
    """
    if not animations:
        return _arrays.doubles(model_value).copy()
    kinds = {kind for kind in (TransformAnimation, ColorAnimation, VectorAnimation)
             if all(isinstance(animation, kind) for animation in animations)}
    if len(kinds) != 1:
        raise TypeError("animations: all TransformAnimation, all ColorAnimation or all "
                        "VectorAnimation")
    kind = kinds.pop()
    handles = (c_void_p * len(animations))(*[animation.handle for animation in animations])
    count = len(animations)
    if kind is TransformAnimation:
        size, shape = TRANSFORM_SIZE, (4, 4)
    elif kind is ColorAnimation:
        size, shape = COLOR_SIZE, (COLOR_SIZE,)
    else:
        size = int(np.size(model_value))
        shape = (size,)
    model = one_value(model_value, size, "model_value")
    previous = None if previous_model_value is None else one_value(previous_model_value, size,
                                                                   "previous_model_value")
    out = np.empty(size)
    arguments: Tuple = (_arrays.pointer(model), _arrays.pointer(previous))
    if kind is VectorAnimation:
        check(lib.kn_vector_presentation_value(*arguments, size, handles, count, float(t),
                                               _arrays.pointer(out)))
    elif kind is TransformAnimation:
        check(lib.kn_transform_presentation_value(*arguments, handles, count, float(t),
                                                  _arrays.pointer(out)))
    else:
        check(lib.kn_color_presentation_value(*arguments, handles, count, float(t),
                                              _arrays.pointer(out)))
    return out.reshape(shape)
