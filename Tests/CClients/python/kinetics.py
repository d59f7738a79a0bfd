"""A thin ctypes binding of libKineticsC.so (kinetics.h) for Python, with numpy arrays for batches.

Usage:
    import numpy as np
    from kinetics import Kinetics
    kn = Kinetics("/path/to/libKineticsC.so")
    y = kn.bezier_progress(kn.named_curve("easeInEaseOut"), np.linspace(0, 1, 101))
Errors raise KineticsError with the library's message.
"""
import ctypes
import numpy as np

KN_OK = 0
NAMED_CURVES = {"linear": 0, "easeIn": 1, "easeOut": 2, "easeInEaseOut": 3, "default": 4}


class KineticsError(Exception):
    """A Kinetics call returned a status other than KN_OK."""


class CubicBezier(ctypes.Structure):
    """kn_cubic_bezier: control points (x1, y1) and (x2, y2)."""
    _fields_ = [("x1", ctypes.c_double), ("y1", ctypes.c_double),
                ("x2", ctypes.c_double), ("y2", ctypes.c_double)]


_double_array = np.ctypeslib.ndpointer(dtype=np.float64, flags="C_CONTIGUOUS")
_float_array = np.ctypeslib.ndpointer(dtype=np.float32, flags="C_CONTIGUOUS")


class Kinetics:
    """Loads the library and declares the signatures of the functions it uses."""

    def __init__(self, path):
        lib = ctypes.CDLL(path)
        lib.kn_last_error_message.restype = ctypes.c_char_p
        lib.kn_bezier_named.argtypes = [ctypes.c_int, ctypes.POINTER(CubicBezier)]
        lib.kn_bezier_progress.argtypes = [CubicBezier, ctypes.c_double, ctypes.POINTER(ctypes.c_double)]
        lib.kn_bezier_progress_array.argtypes = [CubicBezier, _double_array, _double_array, ctypes.c_size_t]
        lib.kn_bezier_progress_array_f.argtypes = [CubicBezier, _float_array, _float_array, ctypes.c_size_t]
        for name in ("kn_bezier_named", "kn_bezier_progress", "kn_bezier_progress_array",
                     "kn_bezier_progress_array_f"):
            getattr(lib, name).restype = ctypes.c_int
        self._lib = lib

    def _check(self, status):
        if status != KN_OK:
            raise KineticsError(self._lib.kn_last_error_message().decode("utf-8"))

    def named_curve(self, name):
        """The control points of a named curve (linear, easeIn, easeOut, easeInEaseOut, default)."""
        curve = CubicBezier()
        self._check(self._lib.kn_bezier_named(NAMED_CURVES[name], ctypes.byref(curve)))
        return curve

    def bezier_progress(self, curve, x):
        """Progress at x: a float for a scalar, an array of the same dtype for a numpy array."""
        if np.isscalar(x):
            out = ctypes.c_double()
            self._check(self._lib.kn_bezier_progress(curve, float(x), ctypes.byref(out)))
            return out.value
        x = np.ascontiguousarray(x)
        if x.dtype == np.float32:
            out = np.empty_like(x)
            self._check(self._lib.kn_bezier_progress_array_f(curve, x, out, x.size))
            return out
        x = x.astype(np.float64, copy=False)
        out = np.empty_like(x)
        self._check(self._lib.kn_bezier_progress_array(curve, x, out, x.size))
        return out
