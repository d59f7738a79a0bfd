"""How numbers and numpy arrays cross into the kn_* array functions.

A C-contiguous float64 array goes to the double entry point and a C-contiguous float32 array to the
``_f`` one without a copy; any other array-like (a list, another dtype, a strided view) is copied
once into a C-contiguous float64 array. The result has the input's shape and the dtype of the entry
point used, and is written in place when an ``out`` array of that shape and dtype is given.
"""

from __future__ import annotations

import ctypes
from typing import Any, Callable, Optional, Tuple, Union

import numpy as np
import numpy.typing as npt

from ._library import check, double_p, float_p

ArrayLike = npt.ArrayLike
FloatArray = npt.NDArray[np.floating]
ScalarOrArray = Union[float, FloatArray]


def is_scalar(x: object) -> bool:
    """True for a Python or numpy number (and a 0-d array): these give a float back."""
    return np.ndim(x) == 0


def pointer(array: Optional[np.ndarray]):
    """The data pointer of a float64 or float32 array as the matching ctypes pointer (None: NULL)."""
    if array is None:
        return None
    return array.ctypes.data_as(float_p if array.dtype == np.float32 else double_p)


def doubles(values: ArrayLike) -> np.ndarray:
    """``values`` as a C-contiguous float64 array: the array itself when it already is one."""
    return np.ascontiguousarray(values, dtype=np.float64)


def inputs(x: ArrayLike) -> np.ndarray:
    """``x`` as an array the kn_* calls read in place: float32 stays float32, else float64."""
    array = np.asarray(x)
    if array.dtype == np.float32:
        return np.ascontiguousarray(array)
    return doubles(array)


def output_like(x: np.ndarray, out: Optional[np.ndarray]) -> np.ndarray:
    """A new array shaped and typed as ``x``, or ``out`` after checking that it is one."""
    if out is None:
        return np.empty_like(x)
    if out.shape != x.shape or out.dtype != x.dtype or not out.flags.c_contiguous \
            or not out.flags.writeable:
        raise ValueError(f"out must be a writeable C-contiguous {x.dtype} array of shape "
                         f"{x.shape}, got {out.dtype} {out.shape}")
    return out


def evaluate(x: ArrayLike, leading: Tuple[Any, ...], scalar: Callable[..., int],
             array: Callable[..., int], array_f: Optional[Callable[..., int]] = None,
             out: Optional[np.ndarray] = None) -> ScalarOrArray:
    """Calls ``scalar(*leading, x, &result)`` for a number, else
    ``array(*leading, x, out, count)`` (``array_f`` for a float32 array when the C API has one;
    otherwise float32 is widened to float64 once). ``leading`` holds the arguments before the
    input: the curve, handle, or spring and motion."""
    if is_scalar(x) and out is None:
        result = ctypes.c_double()
        check(scalar(*leading, float(x), ctypes.byref(result)))
        return result.value
    values = inputs(x)
    if values.dtype == np.float32 and array_f is None:
        values = doubles(values)
    result_array = output_like(values, out)
    function = array_f if values.dtype == np.float32 else array
    check(function(*leading, pointer(values), pointer(result_array), values.size))
    return result_array
