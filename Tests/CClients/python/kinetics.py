"""A thin ctypes binding of libKineticsC.so (kinetics.h) for Python, with numpy arrays for batches.

Usage:
    import numpy as np
    from kinetics import Kinetics
    kn = Kinetics("/path/to/libKineticsC.so")
    y = kn.bezier_progress(kn.named_curve("easeInEaseOut"), np.linspace(0, 1, 101))
    with kn.keyframe_track([[0, 0], [100, 0], [100, 100]], mode="cubic") as track:
        xy = track.values(np.linspace(0, 1, 5))          # shape (5, 2)
Errors raise KineticsError with the library's message. Handles (KeyframeTrack, Path, LinearEasing,
PreparedBezier) are released by close(), by leaving a `with` block, or when garbage-collected; a
BezierCurve is plain memory owned by Python (kn_bezier_curve) and needs no release.
"""
import ctypes
import numpy as np

KN_OK = 0
NAMED_CURVES = {"linear": 0, "easeIn": 1, "easeOut": 2, "easeInEaseOut": 3, "default": 4}
KEYFRAME_MODES = {"linear": 0, "discrete": 1, "paced": 2, "cubic": 3, "cubicPaced": 4}
END_TANGENTS = {"extrapolated": 0, "repeatedEndpoint": 1, "zero": 2}
CONTINUITY_SIGNS = {"appleDocumentation": 0, "kochanekBartels": 1}
PACED_TIMINGS = {"appliesAnimationTimingFunction": 0, "ignoresAnimationTimingFunction": 1}
CUBIC_PACINGS = {"chordLength": 0, "arcLength": 1}
FILL_MODES = {"removed": 0, "forwards": 1, "backwards": 2, "both": 3}
PHASES = {0: "before", 1: "active", 2: "after"}
NO_ITERATION = -(2 ** 63)
STEP_POSITIONS = {"jump-start": 0, "start": 0, "jump-end": 1, "end": 1, "jump-none": 2, "jump-both": 3}
SETTLING_MODELS = {"exact": 0, "envelope": 1, "core-animation": 2}
ROTATION_MODES = {"auto": 0, "autoReverse": 1}


class KineticsError(Exception):
    """A Kinetics call returned a status other than KN_OK; `status` holds the kn_status."""

    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


class CubicBezier(ctypes.Structure):
    """kn_cubic_bezier: control points (x1, y1) and (x2, y2)."""
    _fields_ = [("x1", ctypes.c_double), ("y1", ctypes.c_double),
                ("x2", ctypes.c_double), ("y2", ctypes.c_double)]


class Steps(ctypes.Structure):
    """kn_steps: CSS steps(count, position)."""
    _fields_ = [("count", ctypes.c_int64), ("position", ctypes.c_int)]


class TimingFunction(ctypes.Structure):
    """kn_timing_function: kind 0 identity, 1 Bézier, 2 steps, 3 linear() (a LinearEasing handle)."""
    _fields_ = [("kind", ctypes.c_int), ("bezier", CubicBezier), ("steps", Steps),
                ("linear", ctypes.c_void_p)]


class KeyframeTrackDesc(ctypes.Structure):
    """kn_keyframe_track_desc."""
    _fields_ = [("values", ctypes.c_void_p), ("value_count", ctypes.c_size_t),
                ("dimension", ctypes.c_size_t), ("mode", ctypes.c_int),
                ("key_times", ctypes.c_void_p), ("key_time_count", ctypes.c_size_t),
                ("timing_function", ctypes.POINTER(TimingFunction)),
                ("timing_functions", ctypes.POINTER(TimingFunction)),
                ("timing_function_count", ctypes.c_size_t),
                ("tension", ctypes.c_void_p), ("continuity", ctypes.c_void_p),
                ("bias", ctypes.c_void_p), ("end_tangents", ctypes.c_int),
                ("continuity_sign", ctypes.c_int), ("paced_timing", ctypes.c_int),
                ("cubic_pacing", ctypes.c_int)]


class MediaTiming(ctypes.Structure):
    """kn_media_timing: CAMediaTiming's properties (make one with Kinetics.media_timing)."""
    _fields_ = [("begin_time", ctypes.c_double), ("duration", ctypes.c_double),
                ("speed", ctypes.c_double), ("time_offset", ctypes.c_double),
                ("repeat_count", ctypes.c_double), ("repeat_duration", ctypes.c_double),
                ("autoreverses", ctypes.c_int), ("fill_mode", ctypes.c_int)]


class MediaTimingState(ctypes.Structure):
    """kn_media_timing_state."""
    _fields_ = [("phase", ctypes.c_int), ("visible", ctypes.c_int), ("reversing", ctypes.c_int),
                ("iteration", ctypes.c_int64), ("local_time", ctypes.c_double),
                ("simple_time", ctypes.c_double), ("progress", ctypes.c_double)]


class LinearStop(ctypes.Structure):
    """kn_linear_stop: an output and 0, 1 or 2 input fractions."""
    _fields_ = [("output", ctypes.c_double), ("inputs", ctypes.c_double * 2), ("input_count", ctypes.c_int)]


class Spring(ctypes.Structure):
    """kn_spring: mass, stiffness, damping."""
    _fields_ = [("mass", ctypes.c_double), ("stiffness", ctypes.c_double), ("damping", ctypes.c_double)]


class SpringMotion(ctypes.Structure):
    """kn_spring_motion: from, to, initial_velocity."""
    _fields_ = [("from_", ctypes.c_double), ("to", ctypes.c_double), ("initial_velocity", ctypes.c_double)]


class SpringDescription(ctypes.Structure):
    """kn_spring_description: every parameterization of one spring."""
    _fields_ = [(name, ctypes.c_double) for name in (
        "mass", "stiffness", "damping", "damping_ratio", "response", "bounce", "natural_frequency",
        "damped_frequency")]


_double_array = np.ctypeslib.ndpointer(dtype=np.float64, flags="C_CONTIGUOUS")
_float_array = np.ctypeslib.ndpointer(dtype=np.float32, flags="C_CONTIGUOUS")
_int64_array = np.ctypeslib.ndpointer(dtype=np.int64, flags="C_CONTIGUOUS")
_double_out = ctypes.POINTER(ctypes.c_double)
_size_out = ctypes.POINTER(ctypes.c_size_t)


def _doubles(values):
    """A C-contiguous float64 copy-or-view of `values`."""
    return np.ascontiguousarray(values, dtype=np.float64)


def _optional_array_out(array):
    """An ndarray for a nullable output parameter, or None (NULL)."""
    return None if array is None else array.ctypes.data_as(ctypes.c_void_p)


def _progress(kinetics, subject, x, scalar, array, array_f):
    """Evaluates a timing curve at x with the scalar entry point (x a number: returns a float) or
    an array one (x a numpy array: float32 stays float32 through `array_f`, anything else goes
    through float64 `array`)."""
    if np.isscalar(x):
        out = ctypes.c_double()
        kinetics._check(scalar(subject, float(x), ctypes.byref(out)))
        return out.value
    x = np.ascontiguousarray(x)
    if x.dtype == np.float32:
        out = np.empty_like(x)
        kinetics._check(array_f(subject, x, out, x.size))
        return out
    x = x.astype(np.float64, copy=False)
    out = np.empty_like(x)
    kinetics._check(array(subject, x, out, x.size))
    return out


class BezierCurve:
    """A kn_bezier_curve: a validated curve built once (no table, no allocation in the library) in
    a buffer owned by this object, aligned to KN_BEZIER_CURVE_ALIGNMENT; the cheap way to evaluate
    one curve many times by scalar calls. Nothing to release."""

    ALIGNMENT = 16

    def __init__(self, kinetics, curve):
        self._kinetics = kinetics
        size = kinetics._lib.kn_bezier_curve_size()
        # Over-allocated by the alignment, then the first aligned address is used.
        self._buffer = np.zeros(size + self.ALIGNMENT, dtype=np.uint8)
        address = self._buffer.ctypes.data
        self._pointer = ctypes.c_void_p(address + (-address) % self.ALIGNMENT)
        kinetics._check(kinetics._lib.kn_bezier_curve_init(curve, self._pointer))

    def progress(self, x):
        """Progress at x: a float for a scalar, an array of the same dtype for a numpy array."""
        lib = self._kinetics._lib
        return _progress(self._kinetics, self._pointer, x, lib.kn_bezier_curve_progress,
                         lib.kn_bezier_curve_progress_array, lib.kn_bezier_curve_progress_array_f)


class _Handle:
    """An owned kn_* handle, released exactly once."""

    def __init__(self, kinetics, handle, destroy):
        self._kinetics = kinetics
        self._handle = handle
        self._destroy = destroy

    @property
    def handle(self):
        if not self._handle:
            raise ValueError("the handle was closed")
        return self._handle

    def close(self):
        if self._handle:
            self._destroy(self._handle)
            self._handle = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


class KeyframeTrack(_Handle):
    """A kn_keyframe_track handle: evaluate with value, channel and values."""

    @property
    def dimension(self):
        out = ctypes.c_size_t()
        self._kinetics._check(self._kinetics._lib.kn_keyframe_track_dimension(self.handle, ctypes.byref(out)))
        return out.value

    @property
    def key_times(self):
        """The key times in effect, as a float64 array."""
        lib = self._kinetics._lib
        count = ctypes.c_size_t()
        self._kinetics._check(lib.kn_keyframe_track_key_times(self.handle, None, 0, ctypes.byref(count)))
        out = np.empty(count.value)
        self._kinetics._check(lib.kn_keyframe_track_key_times(
            self.handle, out.ctypes.data_as(_double_out), out.size, ctypes.byref(count)))
        return out

    def value(self, u):
        """All components at one progress u, as a float64 array."""
        out = np.empty(self.dimension)
        self._kinetics._check(self._kinetics._lib.kn_keyframe_track_value(
            self.handle, float(u), out.ctypes.data_as(_double_out)))
        return out

    def channel(self, u, channel=0):
        """One component at each progress in `u` (float32 arrays stay float32)."""
        lib = self._kinetics._lib
        u = np.ascontiguousarray(u)
        if u.dtype == np.float32:
            out = np.empty_like(u)
            self._kinetics._check(lib.kn_keyframe_track_channel_array_f(self.handle, channel, u, out, u.size))
            return out
        u = u.astype(np.float64, copy=False)
        out = np.empty_like(u)
        self._kinetics._check(lib.kn_keyframe_track_channel_array(self.handle, channel, u, out, u.size))
        return out

    def values(self, u):
        """Every component at each progress in `u`: an array of shape (len(u), dimension)."""
        u = _doubles(u).reshape(-1)
        out = np.empty((u.size, self.dimension))
        self._kinetics._check(self._kinetics._lib.kn_keyframe_track_value_array(self.handle, u, out, u.size))
        return out


class LinearEasing(_Handle):
    """A kn_linear_easing handle (CSS linear()); use it through `function`."""

    @property
    def function(self):
        """A TimingFunction of kind linear() pointing at this handle (keep the handle alive while
        the function is passed to calls; tracks made with it keep their own copy)."""
        return TimingFunction(kind=3, linear=self.handle)


class PreparedBezier(_Handle):
    """A kn_bezier_prepared handle: a curve with its inverse table built, for many inputs."""

    def progress(self, x):
        """Progress at x: a float for a scalar, an array of the same dtype for a numpy array."""
        lib = self._kinetics._lib
        return _progress(self._kinetics, self.handle, x, lib.kn_bezier_prepared_progress,
                         lib.kn_bezier_prepared_progress_array, lib.kn_bezier_prepared_progress_array_f)


class Path(_Handle):
    """A kn_path handle: a path from SVG path data, measured, with its paced table if asked for."""

    @property
    def length(self):
        out = ctypes.c_double()
        self._kinetics._check(self._kinetics._lib.kn_path_length(self.handle, ctypes.byref(out)))
        return out.value

    @property
    def keyframe_count(self):
        out = ctypes.c_size_t()
        self._kinetics._check(self._kinetics._lib.kn_path_keyframe_count(self.handle, ctypes.byref(out)))
        return out.value

    def sample_paced(self, u, angles=True, rotation="auto"):
        """Paced points at each time fraction of `u`: arrays x, y and (with angles) angle."""
        u = _doubles(u)
        x, y = np.empty_like(u), np.empty_like(u)
        angle = np.empty_like(u) if angles else None
        self._kinetics._check(self._kinetics._lib.kn_path_sample_paced(
            self.handle, u, x, y, _optional_array_out(angle), ROTATION_MODES[rotation], u.size))
        return (x, y, angle) if angles else (x, y)


class Kinetics:
    """Loads the library and declares the signatures of its functions."""

    def __init__(self, path):
        lib = ctypes.CDLL(path)
        lib.kn_last_error_message.restype = ctypes.c_char_p
        handle = ctypes.c_void_p
        signatures = {
            "kn_bezier_named": [ctypes.c_int, ctypes.POINTER(CubicBezier)],
            "kn_bezier_progress": [CubicBezier, ctypes.c_double, _double_out],
            "kn_bezier_progress_array": [CubicBezier, _double_array, _double_array, ctypes.c_size_t],
            "kn_bezier_progress_array_f": [CubicBezier, _float_array, _float_array, ctypes.c_size_t],
            "kn_bezier_curve_init": [CubicBezier, ctypes.c_void_p],
            "kn_bezier_curve_progress": [ctypes.c_void_p, ctypes.c_double, _double_out],
            "kn_bezier_curve_progress_array": [ctypes.c_void_p, _double_array, _double_array, ctypes.c_size_t],
            "kn_bezier_curve_progress_array_f": [ctypes.c_void_p, _float_array, _float_array, ctypes.c_size_t],
            "kn_bezier_prepared_create": [CubicBezier, ctypes.POINTER(handle)],
            "kn_bezier_prepared_progress": [handle, ctypes.c_double, _double_out],
            "kn_bezier_prepared_progress_array": [handle, _double_array, _double_array, ctypes.c_size_t],
            "kn_bezier_prepared_progress_array_f": [handle, _float_array, _float_array, ctypes.c_size_t],
            "kn_timing_progress": [ctypes.POINTER(TimingFunction), ctypes.c_double, _double_out],
            "kn_timing_progress_array": [ctypes.POINTER(TimingFunction), _double_array, _double_array,
                                         ctypes.c_size_t],
            "kn_linear_easing_create": [ctypes.POINTER(LinearStop), ctypes.c_size_t, ctypes.POINTER(handle)],
            "kn_easing_create": [ctypes.c_char_p, ctypes.POINTER(TimingFunction), ctypes.POINTER(handle)],
            "kn_bezier_slope": [CubicBezier, ctypes.c_double, _double_out],
            "kn_bezier_progress_range": [CubicBezier, _double_out, _double_out],
            "kn_spring_from_response": [ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.POINTER(Spring)],
            "kn_spring_from_duration_bounce": [ctypes.c_double, ctypes.c_double, ctypes.POINTER(Spring)],
            "kn_spring_from_perceptual_duration": [ctypes.c_double, ctypes.c_double, ctypes.POINTER(Spring)],
            "kn_spring_from_uikit": [ctypes.c_double, ctypes.c_double, ctypes.c_double, ctypes.POINTER(Spring)],
            "kn_spring_describe": [Spring, ctypes.POINTER(SpringDescription)],
            "kn_spring_uikit_duration": [Spring, ctypes.c_double, _double_out],
            "kn_spring_position": [Spring, SpringMotion, ctypes.c_double, _double_out],
            "kn_spring_velocity": [Spring, SpringMotion, ctypes.c_double, _double_out],
            "kn_spring_position_array": [Spring, SpringMotion, _double_array, _double_array, ctypes.c_size_t],
            "kn_spring_velocity_array": [Spring, SpringMotion, _double_array, _double_array, ctypes.c_size_t],
            "kn_spring_position_array_f": [Spring, SpringMotion, _float_array, _float_array, ctypes.c_size_t],
            "kn_spring_velocity_array_f": [Spring, SpringMotion, _float_array, _float_array, ctypes.c_size_t],
            "kn_spring_settling_time": [Spring, SpringMotion, ctypes.c_double, ctypes.c_int, _double_out],
            "kn_path_create_svg": [ctypes.c_char_p, ctypes.POINTER(handle)],
            "kn_path_create_svg_with_paced_table": [ctypes.c_char_p, ctypes.POINTER(handle)],
            "kn_path_length": [handle, _double_out],
            "kn_path_keyframe_count": [handle, _size_out],
            "kn_path_sample_paced": [handle, _double_array, _double_array, _double_array, ctypes.c_void_p,
                                     ctypes.c_int, ctypes.c_size_t],
            "kn_keyframe_track_create": [ctypes.POINTER(KeyframeTrackDesc), ctypes.POINTER(handle)],
            "kn_keyframe_track_dimension": [handle, _size_out],
            "kn_keyframe_track_key_times": [handle, _double_out, ctypes.c_size_t, _size_out],
            "kn_keyframe_track_value": [handle, ctypes.c_double, _double_out],
            "kn_keyframe_track_channel_array": [handle, ctypes.c_size_t, _double_array, _double_array,
                                                ctypes.c_size_t],
            "kn_keyframe_track_channel_array_f": [handle, ctypes.c_size_t, _float_array, _float_array,
                                                  ctypes.c_size_t],
            "kn_keyframe_track_value_array": [handle, _double_array, _double_array, ctypes.c_size_t],
            "kn_media_timing_init": [ctypes.c_double, ctypes.POINTER(MediaTiming)],
            "kn_media_timing_state_at": [MediaTiming, ctypes.c_double, ctypes.POINTER(MediaTimingState)],
            "kn_media_timing_evaluate_array": [MediaTiming, _double_array, ctypes.c_void_p, ctypes.c_void_p,
                                               ctypes.c_void_p, ctypes.c_size_t],
        }
        for name, argtypes in signatures.items():
            function = getattr(lib, name)
            function.argtypes = argtypes
            function.restype = ctypes.c_int
        for name in ("kn_keyframe_track_destroy", "kn_linear_easing_destroy", "kn_path_destroy",
                     "kn_bezier_prepared_destroy"):
            getattr(lib, name).argtypes = [handle]
            getattr(lib, name).restype = ctypes.c_int
        lib.kn_bezier_curve_size.argtypes = []
        lib.kn_bezier_curve_size.restype = ctypes.c_size_t
        self._lib = lib

    def _check(self, status):
        if status != KN_OK:
            raise KineticsError(status, self._lib.kn_last_error_message().decode("utf-8"))

    # Timing curves and functions.

    def named_curve(self, name):
        """The control points of a named curve (linear, easeIn, easeOut, easeInEaseOut, default)."""
        curve = CubicBezier()
        self._check(self._lib.kn_bezier_named(NAMED_CURVES[name], ctypes.byref(curve)))
        return curve

    def easing(self, css):
        """A CSS <easing-function> string parsed by kn_easing_create: a (TimingFunction,
        LinearEasing or None) pair; keep the LinearEasing alive while the function is used."""
        function = TimingFunction()
        handle = ctypes.c_void_p()
        self._check(self._lib.kn_easing_create(css.encode("utf-8"), ctypes.byref(function),
                                               ctypes.byref(handle)))
        linear = LinearEasing(self, handle.value, self._lib.kn_linear_easing_destroy) if handle.value else None
        return function, linear

    def bezier_slope(self, curve, x):
        """dy/dx of the curve at x (kn_bezier_slope)."""
        slope = ctypes.c_double()
        self._check(self._lib.kn_bezier_slope(curve, x, ctypes.byref(slope)))
        return slope.value

    def bezier_progress_range(self, curve):
        """(min, max) of the progress over x in [0, 1] (kn_bezier_progress_range)."""
        low, high = ctypes.c_double(), ctypes.c_double()
        self._check(self._lib.kn_bezier_progress_range(curve, ctypes.byref(low), ctypes.byref(high)))
        return low.value, high.value

    def bezier_progress(self, curve, x):
        """Progress at x: a float for a scalar, an array of the same dtype for a numpy array (the
        curve is built on every call; see bezier_curve and prepared_bezier)."""
        lib = self._lib
        return _progress(self, curve, x, lib.kn_bezier_progress, lib.kn_bezier_progress_array,
                         lib.kn_bezier_progress_array_f)

    def bezier_curve(self, curve):
        """A BezierCurve (kn_bezier_curve) built once from a CubicBezier: cheap to make, for scalar
        calls and batches of up to a few thousand inputs."""
        return BezierCurve(self, curve)

    def prepared_bezier(self, curve):
        """A PreparedBezier (kn_bezier_prepared) with the inverse table built: about 7 µs to make,
        for batches of thousands of inputs."""
        out = ctypes.c_void_p()
        self._check(self._lib.kn_bezier_prepared_create(curve, ctypes.byref(out)))
        return PreparedBezier(self, out.value, self._lib.kn_bezier_prepared_destroy)

    @staticmethod
    def bezier_function(curve):
        """A TimingFunction holding a CubicBezier (or a named curve's control points)."""
        return TimingFunction(kind=1, bezier=curve)

    @staticmethod
    def steps_function(count, position="jump-end"):
        """A TimingFunction for CSS steps(count, position)."""
        return TimingFunction(kind=2, steps=Steps(count=count, position=STEP_POSITIONS[position]))

    def linear_easing(self, stops):
        """A LinearEasing (CSS linear()) from stops: each an output, or a tuple (output, input) or
        (output, input, second_input), inputs as fractions."""
        array = (LinearStop * len(stops))()
        for stop, given in zip(array, stops):
            given = given if isinstance(given, tuple) else (given,)
            stop.output = given[0]
            stop.input_count = len(given) - 1
            for index, value in enumerate(given[1:]):
                stop.inputs[index] = value
        out = ctypes.c_void_p()
        self._check(self._lib.kn_linear_easing_create(array, len(stops), ctypes.byref(out)))
        return LinearEasing(self, out.value, self._lib.kn_linear_easing_destroy)

    def timing_progress(self, function, x):
        """Progress of any TimingFunction at x: a float, or a float64 array for an array."""
        if np.isscalar(x):
            out = ctypes.c_double()
            self._check(self._lib.kn_timing_progress(ctypes.byref(function), float(x), ctypes.byref(out)))
            return out.value
        x = _doubles(x)
        out = np.empty_like(x)
        self._check(self._lib.kn_timing_progress_array(ctypes.byref(function), x, out, x.size))
        return out

    # Springs.

    def spring(self, mass=1.0, stiffness=None, damping=None, response=None, damping_ratio=None,
               duration=None, bounce=None, perceptual_duration=None, uikit_duration=None,
               uikit_velocity=0.0):
        """A validated Spring from one parameterization: (mass, stiffness, damping),
        (response, damping_ratio[, mass]), (duration, bounce), (perceptual_duration, bounce) or
        (uikit_duration, damping_ratio[, uikit_velocity])."""
        out = Spring()
        if response is not None:
            status = self._lib.kn_spring_from_response(response, damping_ratio, mass, ctypes.byref(out))
        elif duration is not None:
            status = self._lib.kn_spring_from_duration_bounce(duration, bounce, ctypes.byref(out))
        elif perceptual_duration is not None:
            status = self._lib.kn_spring_from_perceptual_duration(perceptual_duration, bounce, ctypes.byref(out))
        elif uikit_duration is not None:
            status = self._lib.kn_spring_from_uikit(uikit_duration, damping_ratio, uikit_velocity,
                                                    ctypes.byref(out))
        else:
            out = Spring(mass, stiffness, damping)
            status = self._lib.kn_spring_describe(out, ctypes.byref(SpringDescription()))
        self._check(status)
        return out

    def spring_describe(self, spring):
        """Every parameterization of a spring (a SpringDescription)."""
        out = SpringDescription()
        self._check(self._lib.kn_spring_describe(spring, ctypes.byref(out)))
        return out

    def spring_uikit_duration(self, spring, initial_velocity=0.0):
        """The UIKit duration that gives this spring back."""
        out = ctypes.c_double()
        self._check(self._lib.kn_spring_uikit_duration(spring, initial_velocity, ctypes.byref(out)))
        return out.value

    def _spring_motion(self, spring, t, start, target, initial_velocity, velocity):
        motion = SpringMotion(start, target, initial_velocity)
        lib = self._lib
        if np.isscalar(t):
            out = ctypes.c_double()
            function = lib.kn_spring_velocity if velocity else lib.kn_spring_position
            self._check(function(spring, motion, float(t), ctypes.byref(out)))
            return out.value
        t = np.ascontiguousarray(t)
        if t.dtype == np.float32:
            function = lib.kn_spring_velocity_array_f if velocity else lib.kn_spring_position_array_f
        else:
            t = t.astype(np.float64, copy=False)
            function = lib.kn_spring_velocity_array if velocity else lib.kn_spring_position_array
        out = np.empty_like(t)
        self._check(function(spring, motion, t, out, t.size))
        return out

    def spring_position(self, spring, t, start=0.0, target=1.0, initial_velocity=0.0):
        """Position at t (a float, or an array of the same dtype for a numpy array)."""
        return self._spring_motion(spring, t, start, target, initial_velocity, velocity=False)

    def spring_velocity(self, spring, t, start=0.0, target=1.0, initial_velocity=0.0):
        """Velocity at t (a float, or an array of the same dtype for a numpy array)."""
        return self._spring_motion(spring, t, start, target, initial_velocity, velocity=True)

    def spring_settling_time(self, spring, start=0.0, target=1.0, initial_velocity=0.0, epsilon=0.001,
                             model="exact"):
        """Settling time in seconds (model: exact, envelope, core-animation)."""
        out = ctypes.c_double()
        self._check(self._lib.kn_spring_settling_time(
            spring, SpringMotion(start, target, initial_velocity), epsilon, SETTLING_MODELS[model],
            ctypes.byref(out)))
        return out.value

    # Paths.

    def path(self, svg_path_data, paced_table=False):
        """A Path from SVG path data (the `d` attribute): exact samples, or with `paced_table` the
        table's (for thousands of samples; see kn_path_create_svg_with_paced_table)."""
        out = ctypes.c_void_p()
        create = self._lib.kn_path_create_svg_with_paced_table if paced_table else self._lib.kn_path_create_svg
        self._check(create(svg_path_data.encode("utf-8"), ctypes.byref(out)))
        return Path(self, out.value, self._lib.kn_path_destroy)

    # Keyframe tracks.

    def keyframe_track(self, values, key_times=None, mode="linear", timing_function=None,
                       timing_functions=None, tension=None, continuity=None, bias=None,
                       end_tangents="extrapolated", continuity_sign="appleDocumentation",
                       paced_timing="appliesAnimationTimingFunction", cubic_pacing="chordLength"):
        """A KeyframeTrack from values (a 1-D array of scalars or a 2-D array, one row per value)."""
        values = _doubles(values)
        if values.ndim == 1:
            values = values.reshape(-1, 1)
        flat = np.ascontiguousarray(values.reshape(-1))
        desc = KeyframeTrackDesc(values=flat.ctypes.data, value_count=values.shape[0],
                                 dimension=values.shape[1], mode=KEYFRAME_MODES[mode],
                                 end_tangents=END_TANGENTS[end_tangents],
                                 continuity_sign=CONTINUITY_SIGNS[continuity_sign],
                                 paced_timing=PACED_TIMINGS[paced_timing],
                                 cubic_pacing=CUBIC_PACINGS[cubic_pacing])
        keep = [flat]
        if key_times is not None:
            key_times = _doubles(key_times)
            keep.append(key_times)
            desc.key_times, desc.key_time_count = key_times.ctypes.data, key_times.size
        for name, array in (("tension", tension), ("continuity", continuity), ("bias", bias)):
            if array is not None:
                array = _doubles(array)
                if array.size != values.shape[0]:
                    raise KineticsError(4, f"{name}: expected {values.shape[0]} values, got {array.size}")
                keep.append(array)
                setattr(desc, name, array.ctypes.data)
        if timing_function is not None:
            desc.timing_function = ctypes.pointer(timing_function)
        if timing_functions is not None:
            functions = (TimingFunction * len(timing_functions))(*timing_functions)
            keep.append(functions)
            desc.timing_functions = ctypes.cast(functions, ctypes.POINTER(TimingFunction))
            desc.timing_function_count = len(timing_functions)
        out = ctypes.c_void_p()
        self._check(self._lib.kn_keyframe_track_create(ctypes.byref(desc), ctypes.byref(out)))
        return KeyframeTrack(self, out.value, self._lib.kn_keyframe_track_destroy)

    # Media timing.

    def media_timing(self, duration, begin_time=0.0, speed=1.0, time_offset=0.0, repeat_count=0.0,
                     repeat_duration=0.0, autoreverses=False, fill_mode="removed"):
        """A MediaTiming struct, validated by the library."""
        timing = MediaTiming()
        self._check(self._lib.kn_media_timing_init(float(duration), ctypes.byref(timing)))
        timing.begin_time, timing.speed, timing.time_offset = begin_time, speed, time_offset
        timing.repeat_count, timing.repeat_duration = repeat_count, repeat_duration
        timing.autoreverses, timing.fill_mode = int(bool(autoreverses)), FILL_MODES[fill_mode]
        self.media_timing_state(timing, begin_time)
        return timing

    def media_timing_state(self, timing, t):
        """The state (a MediaTimingState struct) at one parent time."""
        state = MediaTimingState()
        self._check(self._lib.kn_media_timing_state_at(timing, float(t), ctypes.byref(state)))
        return state

    def media_timing_evaluate(self, timing, t):
        """Local time, iteration (NO_ITERATION where nothing shows) and progress (NaN there) at
        each parent time of `t`, as three arrays."""
        t = _doubles(t)
        local_time, progress = np.empty_like(t), np.empty_like(t)
        iteration = np.empty(t.shape, dtype=np.int64)
        self._check(self._lib.kn_media_timing_evaluate_array(
            timing, t, _optional_array_out(local_time), _optional_array_out(iteration),
            _optional_array_out(progress), t.size))
        return local_time, iteration, progress
