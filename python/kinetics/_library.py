"""Loads libKineticsC.so and declares the ctypes form of every function and struct of kinetics.h.

The library is the one bundled in the installed package (``kinetics/_lib``, put there by the wheel
build), or the file named by the environment variable ``KINETICS_LIBRARY`` when it is set: the way to
use the package from a checkout without installing it, for example
``KINETICS_LIBRARY=.build/debug/libKineticsC.so PYTHONPATH=python python3 -c 'import kinetics'``.
"""

from __future__ import annotations

import ctypes
import os
from pathlib import Path

from ._errors import error_for

LIBRARY_ENVIRONMENT_VARIABLE = "KINETICS_LIBRARY"
"""The environment variable that names the libKineticsC.so to load instead of the bundled one."""

_BUNDLED = Path(__file__).resolve().parent / "_lib" / "libKineticsC.so.0"

c_double = ctypes.c_double
c_size_t = ctypes.c_size_t
c_int = ctypes.c_int
c_int64 = ctypes.c_int64
c_void_p = ctypes.c_void_p
double_p = ctypes.POINTER(c_double)
float_p = ctypes.POINTER(ctypes.c_float)
int64_p = ctypes.POINTER(c_int64)
size_p = ctypes.POINTER(c_size_t)


class CubicBezierStruct(ctypes.Structure):
    """kn_cubic_bezier."""

    _fields_ = [("x1", c_double), ("y1", c_double), ("x2", c_double), ("y2", c_double)]


class StepsStruct(ctypes.Structure):
    """kn_steps."""

    _fields_ = [("count", c_int64), ("position", c_int)]


class TimingFunctionStruct(ctypes.Structure):
    """kn_timing_function."""

    _fields_ = [("kind", c_int), ("bezier", CubicBezierStruct), ("steps", StepsStruct),
                ("linear", c_void_p)]


class LinearStopStruct(ctypes.Structure):
    """kn_linear_stop."""

    _fields_ = [("output", c_double), ("inputs", c_double * 2), ("input_count", c_int)]


class SpringStruct(ctypes.Structure):
    """kn_spring."""

    _fields_ = [("mass", c_double), ("stiffness", c_double), ("damping", c_double)]


class SpringMotionStruct(ctypes.Structure):
    """kn_spring_motion (``from`` is spelled ``start``: a Python keyword)."""

    _fields_ = [("start", c_double), ("to", c_double), ("initial_velocity", c_double)]


class SpringDescriptionStruct(ctypes.Structure):
    """kn_spring_description."""

    _fields_ = [(name, c_double) for name in (
        "mass", "stiffness", "damping", "damping_ratio", "response", "bounce",
        "natural_frequency", "damped_frequency")]


class KeyframeTrackDescStruct(ctypes.Structure):
    """kn_keyframe_track_desc."""

    _fields_ = [("values", double_p), ("value_count", c_size_t), ("dimension", c_size_t),
                ("mode", c_int), ("key_times", double_p), ("key_time_count", c_size_t),
                ("timing_function", ctypes.POINTER(TimingFunctionStruct)),
                ("timing_functions", ctypes.POINTER(TimingFunctionStruct)),
                ("timing_function_count", c_size_t), ("tension", double_p),
                ("continuity", double_p), ("bias", double_p), ("end_tangents", c_int),
                ("continuity_sign", c_int), ("paced_timing", c_int), ("cubic_pacing", c_int)]


class MediaTimingStruct(ctypes.Structure):
    """kn_media_timing."""

    _fields_ = [("begin_time", c_double), ("duration", c_double), ("speed", c_double),
                ("time_offset", c_double), ("repeat_count", c_double),
                ("repeat_duration", c_double), ("autoreverses", c_int), ("fill_mode", c_int)]


class MediaTimingStateStruct(ctypes.Structure):
    """kn_media_timing_state."""

    _fields_ = [("phase", c_int), ("visible", c_int), ("reversing", c_int),
                ("iteration", c_int64), ("local_time", c_double), ("simple_time", c_double),
                ("progress", c_double)]


class BasicAnimationDescStruct(ctypes.Structure):
    """kn_basic_animation_desc (``from_value``, ``to_value``, ``by_value``: NULL or one value)."""

    _fields_ = [("from_value", double_p), ("to_value", double_p), ("by_value", double_p),
                ("timing", MediaTimingStruct),
                ("timing_function", ctypes.POINTER(TimingFunctionStruct)),
                ("additive", c_int), ("cumulative", c_int)]


class KeyframeAnimationDescStruct(ctypes.Structure):
    """kn_keyframe_animation_desc."""

    _fields_ = [("timing", MediaTimingStruct), ("additive", c_int), ("cumulative", c_int)]


class TransitionStruct(ctypes.Structure):
    """kn_transition (``timing_function``: NULL for linear)."""

    _fields_ = [("type", c_int), ("subtype", c_int), ("start_progress", c_double),
                ("end_progress", c_double), ("timing", MediaTimingStruct),
                ("timing_function", ctypes.POINTER(TimingFunctionStruct))]


class TrimFractionStruct(ctypes.Structure):
    """kn_trim_fraction."""

    _fields_ = [("animated", c_int), ("model_value", c_double), ("from_value", c_double),
                ("to_value", c_double)]


class TrimAnimationStruct(ctypes.Structure):
    """kn_trim_animation (``timing_function``: NULL for linear)."""

    _fields_ = [("start", TrimFractionStruct), ("end", TrimFractionStruct),
                ("offset", TrimFractionStruct), ("timing", MediaTimingStruct),
                ("timing_function", ctypes.POINTER(TimingFunctionStruct)), ("mode", c_int),
                ("swaps_crossed", c_int)]


class ViewTransitionStruct(ctypes.Structure):
    """kn_view_transition."""

    _fields_ = [("kind", c_int), ("duration", c_double), ("delay", c_double),
                ("repeat_count", c_double), ("autoreverses", c_int), ("curve", c_int),
                ("eye_distance", c_double)]


class ViewTransitionFrameStruct(ctypes.Structure):
    """kn_view_transition_frame."""

    _fields_ = [("progress", c_double), ("from_visible", c_int), ("to_visible", c_int),
                ("from_opacity", c_double), ("to_opacity", c_double), ("angle", c_double),
                ("curl_line", c_double), ("transform", c_double * 16)]


class TransitionFrameStruct(ctypes.Structure):
    """kn_transition_frame."""

    _fields_ = [("visible", c_int), ("new_on_top", c_int), ("progress", c_double),
                ("old_x", c_double), ("old_y", c_double), ("old_opacity", c_double),
                ("new_x", c_double), ("new_y", c_double), ("new_opacity", c_double)]


class GradientDescStruct(ctypes.Structure):
    """kn_gradient_desc (``locations``: NULL for evenly spaced)."""

    _fields_ = [("colors", double_p), ("locations", double_p), ("color_count", c_size_t),
                ("start_x", c_double), ("start_y", c_double), ("end_x", c_double),
                ("end_y", c_double), ("type", c_int), ("space", c_int), ("alpha_mode", c_int)]


class ReplicatorDescStruct(ctypes.Structure):
    """kn_replicator_desc."""

    _fields_ = [("instance_count", c_size_t), ("instance_delay", c_double),
                ("instance_transform", c_double * 16), ("instance_color", c_double * 4),
                ("red_offset", c_double), ("green_offset", c_double), ("blue_offset", c_double),
                ("alpha_offset", c_double)]


class TransactionOpStruct(ctypes.Structure):
    """kn_transaction_op (only the fields of ``kind`` are read)."""

    _fields_ = [("kind", c_int), ("duration", c_double), ("disable_actions", c_int),
                ("timing_function", ctypes.POINTER(TimingFunctionStruct)),
                ("key", ctypes.c_char_p), ("old_value", double_p), ("new_value", double_p),
                ("dimension", c_size_t)]


class TransactionKeyStruct(ctypes.Structure):
    """kn_transaction_key (``key`` owned by the handle)."""

    _fields_ = [("key", ctypes.c_char_p), ("dimension", c_size_t), ("animated", c_int),
                ("begin_time", c_double), ("duration", c_double), ("end_time", c_double),
                ("settings_begin_op", c_int64), ("timing_function_op", c_int64)]


class TransactionCompletionStruct(ctypes.Structure):
    """kn_transaction_completion."""

    _fields_ = [("begin_op", c_int64), ("time", c_double)]


class EmitterCellDescStruct(ctypes.Structure):
    """kn_emitter_cell_desc (``parent``: the index of an earlier cell, -1 for a cell of the layer)."""

    _fields_ = [("parent", c_int64), ("birth_rate", c_double), ("lifetime", c_double),
                ("lifetime_range", c_double), ("velocity", c_double), ("velocity_range", c_double),
                ("emission_longitude", c_double), ("emission_latitude", c_double),
                ("emission_range", c_double), ("acceleration", c_double * 3), ("spin", c_double),
                ("spin_range", c_double), ("scale", c_double), ("scale_range", c_double),
                ("scale_speed", c_double), ("color", c_double * 4), ("color_range", c_double * 4),
                ("color_speed", c_double * 4), ("begin_time", c_double), ("duration", c_double)]


class EmitterDescStruct(ctypes.Structure):
    """kn_emitter_desc (``timing``: NULL for none)."""

    _fields_ = [("position_x", c_double), ("position_y", c_double), ("z_position", c_double),
                ("size_width", c_double), ("size_height", c_double), ("depth", c_double),
                ("shape", c_int), ("mode", c_int), ("space", c_int), ("birth_rate", c_double),
                ("lifetime", c_double), ("velocity", c_double), ("scale", c_double),
                ("spin", c_double), ("seed", ctypes.c_uint32),
                ("timing", ctypes.POINTER(MediaTimingStruct)),
                ("cells", ctypes.POINTER(EmitterCellDescStruct)), ("cell_count", c_size_t)]

_P = ctypes.POINTER
_HANDLE_P = _P(c_void_p)
_BEZIER_ARRAY = [CubicBezierStruct, double_p, double_p, c_size_t]
_BEZIER_ARRAY_F = [CubicBezierStruct, float_p, float_p, c_size_t]
_SPRING_ARRAY = [SpringStruct, SpringMotionStruct, double_p, double_p, c_size_t]
_SPRING_ARRAY_F = [SpringStruct, SpringMotionStruct, float_p, float_p, c_size_t]

# Every function of kinetics.h with its argument types; each returns kn_status unless listed in
# _OTHER_RESULTS. tests/test_binding.py checks this table against the header.
SIGNATURES: dict[str, list] = {
    "kn_set_max_threads": [c_int64],
    "kn_get_max_threads": [int64_p],
    "kn_bezier_named": [c_int, _P(CubicBezierStruct)],
    "kn_bezier_progress": [CubicBezierStruct, c_double, double_p],
    "kn_bezier_slope": [CubicBezierStruct, c_double, double_p],
    "kn_bezier_progress_range": [CubicBezierStruct, double_p, double_p],
    "kn_bezier_progress_array": _BEZIER_ARRAY,
    "kn_bezier_progress_array_f": _BEZIER_ARRAY_F,
    "kn_bezier_curve_init": [CubicBezierStruct, c_void_p],
    "kn_bezier_curve_progress": [c_void_p, c_double, double_p],
    "kn_bezier_curve_progress_array": [c_void_p, double_p, double_p, c_size_t],
    "kn_bezier_curve_progress_array_f": [c_void_p, float_p, float_p, c_size_t],
    "kn_bezier_prepared_create": [CubicBezierStruct, _HANDLE_P],
    "kn_bezier_prepared_destroy": [c_void_p],
    "kn_bezier_prepared_progress": [c_void_p, c_double, double_p],
    "kn_bezier_prepared_progress_array": [c_void_p, double_p, double_p, c_size_t],
    "kn_bezier_prepared_progress_array_f": [c_void_p, float_p, float_p, c_size_t],
    "kn_linear_easing_create": [_P(LinearStopStruct), c_size_t, _HANDLE_P],
    "kn_linear_easing_destroy": [c_void_p],
    "kn_timing_progress": [_P(TimingFunctionStruct), c_double, double_p],
    "kn_timing_progress_array": [_P(TimingFunctionStruct), double_p, double_p, c_size_t],
    "kn_easing_create": [ctypes.c_char_p, _P(TimingFunctionStruct), _HANDLE_P],
    "kn_spring_from_response": [c_double, c_double, c_double, _P(SpringStruct)],
    "kn_spring_from_duration_bounce": [c_double, c_double, _P(SpringStruct)],
    "kn_spring_from_perceptual_duration": [c_double, c_double, _P(SpringStruct)],
    "kn_spring_from_uikit": [c_double, c_double, c_double, _P(SpringStruct)],
    "kn_spring_describe": [SpringStruct, _P(SpringDescriptionStruct)],
    "kn_spring_uikit_duration": [SpringStruct, c_double, double_p],
    "kn_spring_position": [SpringStruct, SpringMotionStruct, c_double, double_p],
    "kn_spring_velocity": [SpringStruct, SpringMotionStruct, c_double, double_p],
    "kn_spring_position_array": _SPRING_ARRAY,
    "kn_spring_velocity_array": _SPRING_ARRAY,
    "kn_spring_position_array_f": _SPRING_ARRAY_F,
    "kn_spring_velocity_array_f": _SPRING_ARRAY_F,
    "kn_spring_settling_time": [SpringStruct, SpringMotionStruct, c_double, c_int, double_p],
    "kn_path_create_svg": [ctypes.c_char_p, _HANDLE_P],
    "kn_path_create_svg_with_paced_table": [ctypes.c_char_p, _HANDLE_P],
    "kn_path_destroy": [c_void_p],
    "kn_path_length": [c_void_p, double_p],
    "kn_path_keyframe_count": [c_void_p, size_p],
    "kn_path_sample_paced": [c_void_p, double_p, double_p, double_p, double_p, c_int, c_size_t],
    "kn_path_trim_svg": [c_void_p, c_double, c_double, c_double, c_int, ctypes.c_char_p, c_size_t,
                         size_p],
    "kn_path_trim_animated_svg": [c_void_p, _P(TrimAnimationStruct), c_double, ctypes.c_char_p,
                                  c_size_t, size_p],
    "kn_keyframe_track_create": [_P(KeyframeTrackDescStruct), _HANDLE_P],
    "kn_keyframe_track_destroy": [c_void_p],
    "kn_keyframe_track_dimension": [c_void_p, size_p],
    "kn_keyframe_track_key_times": [c_void_p, double_p, c_size_t, size_p],
    "kn_keyframe_track_value": [c_void_p, c_double, double_p],
    "kn_keyframe_track_channel_array": [c_void_p, c_size_t, double_p, double_p, c_size_t],
    "kn_keyframe_track_channel_array_f": [c_void_p, c_size_t, float_p, float_p, c_size_t],
    "kn_keyframe_track_value_array": [c_void_p, double_p, double_p, c_size_t],
    "kn_media_timing_init": [c_double, _P(MediaTimingStruct)],
    "kn_media_timing_state_at": [MediaTimingStruct, c_double, _P(MediaTimingStateStruct)],
    "kn_media_timing_evaluate_array": [MediaTimingStruct, double_p, double_p, int64_p, double_p,
                                       c_size_t],
    "kn_transform_track_create": [_P(KeyframeTrackDescStruct), c_int, _HANDLE_P],
    "kn_transform_track_destroy": [c_void_p],
    "kn_transform_track_value": [c_void_p, c_double, double_p],
    "kn_transform_track_value_array": [c_void_p, double_p, double_p, c_size_t],
    "kn_color_track_create": [_P(KeyframeTrackDescStruct), c_int, c_int, _HANDLE_P],
    "kn_color_track_destroy": [c_void_p],
    "kn_color_track_value": [c_void_p, c_double, double_p],
    "kn_color_track_value_array": [c_void_p, double_p, double_p, c_size_t],
    "kn_transform_animation_create": [_P(BasicAnimationDescStruct), c_int, _HANDLE_P],
    "kn_transform_animation_destroy": [c_void_p],
    "kn_transform_animation_value": [c_void_p, c_double, double_p, double_p, double_p,
                                     _P(c_int)],
    "kn_color_animation_create": [_P(BasicAnimationDescStruct), c_int, c_int, _HANDLE_P],
    "kn_color_animation_destroy": [c_void_p],
    "kn_color_animation_value": [c_void_p, c_double, double_p, double_p, double_p, _P(c_int)],
    "kn_value_function_transform": [ctypes.c_char_p, double_p, c_size_t, double_p],
    "kn_transform_spring_animation_create": [_P(BasicAnimationDescStruct), SpringStruct, c_double,
                                             c_int, _HANDLE_P],
    "kn_color_spring_animation_create": [_P(BasicAnimationDescStruct), SpringStruct, c_double,
                                         c_int, c_int, _HANDLE_P],
    "kn_vector_animation_create": [_P(BasicAnimationDescStruct), c_size_t, _HANDLE_P],
    "kn_vector_spring_animation_create": [_P(BasicAnimationDescStruct), c_size_t, SpringStruct,
                                          c_double, _HANDLE_P],
    "kn_vector_animation_destroy": [c_void_p],
    "kn_vector_animation_dimension": [c_void_p, size_p],
    "kn_vector_animation_value": [c_void_p, c_double, double_p, double_p, double_p, _P(c_int)],
    "kn_vector_presentation_value": [double_p, double_p, c_size_t, _P(c_void_p), c_size_t,
                                     c_double, double_p],
    "kn_transform_presentation_value": [double_p, double_p, _P(c_void_p), c_size_t, c_double,
                                        double_p],
    "kn_color_presentation_value": [double_p, double_p, _P(c_void_p), c_size_t, c_double,
                                    double_p],
    "kn_transform_keyframe_animation_create": [c_void_p, _P(KeyframeAnimationDescStruct),
                                               _HANDLE_P],
    "kn_color_keyframe_animation_create": [c_void_p, _P(KeyframeAnimationDescStruct), _HANDLE_P],
    "kn_value_function_animation_create": [ctypes.c_char_p, c_void_p, c_int, _HANDLE_P],
    "kn_vector_keyframe_animation_create": [c_void_p, _P(KeyframeAnimationDescStruct), _HANDLE_P],
    "kn_transform3d_parse_css": [ctypes.c_char_p, double_p],
    "kn_transition_frame_at": [_P(TransitionStruct), c_double, c_double, c_double,
                               _P(TransitionFrameStruct)],
    "kn_view_transition_frame_at": [_P(ViewTransitionStruct), c_double,
                                    _P(ViewTransitionFrameStruct)],
    "kn_view_transition_flip_transforms": [c_int, c_double, double_p, double_p, c_size_t],
    "kn_gradient_color_at": [_P(GradientDescStruct), c_double, c_double, double_p],
    "kn_gradient_colors_grid": [_P(GradientDescStruct), c_size_t, c_size_t, double_p],
    "kn_interactive_transition_create": [c_double, c_double, c_int, _P(c_int), double_p, double_p,
                                         c_size_t, _HANDLE_P],
    "kn_interactive_transition_destroy": [c_void_p],
    "kn_interactive_transition_progress": [c_void_p, c_double, double_p],
    "kn_interactive_transition_progress_array": [c_void_p, double_p, double_p, c_size_t],
    "kn_interactive_transition_completion": [c_void_p, double_p, double_p, _P(c_int)],
    "kn_replicator_create": [_P(ReplicatorDescStruct), _HANDLE_P],
    "kn_replicator_destroy": [c_void_p],
    "kn_replicator_instance_transform": [c_void_p, c_size_t, double_p],
    "kn_replicator_instance_transforms": [c_void_p, double_p, c_size_t],
    "kn_replicator_instance_color": [c_void_p, c_size_t, double_p],
    "kn_replicator_instance_colors": [c_void_p, double_p, c_size_t],
    "kn_replicator_instance_time": [c_void_p, c_size_t, c_double, double_p],
    "kn_replicator_instance_times": [c_void_p, c_double, double_p, c_size_t],
    "kn_replicator_instance_transforms_f": [c_void_p, float_p, c_size_t],
    "kn_transaction_create": [_P(TransactionOpStruct), c_size_t, c_double, _HANDLE_P],
    "kn_transaction_destroy": [c_void_p],
    "kn_transaction_key_count": [c_void_p, size_p],
    "kn_transaction_key_at": [c_void_p, c_size_t, _P(TransactionKeyStruct)],
    "kn_transaction_key_values": [c_void_p, c_size_t, double_p, double_p, c_size_t],
    "kn_transaction_key_value": [c_void_p, c_size_t, c_double, double_p, c_size_t, _P(c_int)],
    "kn_transaction_completion_count": [c_void_p, size_p],
    "kn_transaction_completion_at": [c_void_p, c_size_t, _P(TransactionCompletionStruct)],
    "kn_transaction_finish_time": [c_void_p, double_p],
    "kn_emitter_create": [_P(EmitterDescStruct), _HANDLE_P],
    "kn_emitter_destroy": [c_void_p],
    "kn_emitter_live_count": [c_void_p, c_double, size_p],
    "kn_emitter_particles": [c_void_p, c_double, double_p, c_size_t, size_p],
    "kn_emitter_particles_f": [c_void_p, c_double, float_p, c_size_t, size_p],
    "kn_last_error_message": [],
    "kn_bezier_curve_size": [],
}

_OTHER_RESULTS = {
    "kn_last_error_message": ctypes.c_char_p,
    "kn_bezier_curve_size": c_size_t,
}


def library_path() -> Path:
    """The libKineticsC.so this package loads: $KINETICS_LIBRARY when set, else the bundled one."""
    given = os.environ.get(LIBRARY_ENVIRONMENT_VARIABLE)
    return Path(given) if given else _BUNDLED


def _load() -> ctypes.CDLL:
    path = library_path()
    if not path.is_file():
        raise ImportError(
            f"kinetics: no libKineticsC.so at {path}: install the package with "
            f"`pip install <checkout>/python`, or set {LIBRARY_ENVIRONMENT_VARIABLE} to a built "
            f"library (swift build --product KineticsC)")
    library = ctypes.CDLL(str(path))
    for name, argtypes in SIGNATURES.items():
        function = getattr(library, name)
        function.argtypes = argtypes
        function.restype = _OTHER_RESULTS.get(name, c_int)
    return library


lib = _load()
"""The loaded library, its functions typed (for the few callers that need a raw kn_* call)."""


def check(status: int) -> None:
    """Raises the KineticsError for a status other than KN_OK, with kn_last_error_message()."""
    if status != 0:
        raise error_for(status, lib.kn_last_error_message().decode("utf-8", "replace"))


def result_of(result_type, function, *arguments):
    """Calls ``function(*arguments, &result)`` for a ctypes ``result_type`` and returns the
    result's value, after the status check (the form of every kn_* query with one output)."""
    result = result_type()
    check(function(*arguments, ctypes.byref(result)))
    return result.value


def created_handle(function, *arguments) -> int:
    """Calls a kn_*_create ``function(*arguments, &handle)`` and returns the new handle."""
    return result_of(c_void_p, function, *arguments)
