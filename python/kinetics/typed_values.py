"""Transforms and colors as the typed-value calls of kinetics.h take them, their interpolation
options, and CAValueFunction (kinetics.h, Transforms and colors).

A transform is a 4×4 matrix, given as an array of shape (4, 4) or 16 numbers, row-major m11, m12,
…, m44 (CATransform3D's field order: points are row vectors, m41…m43 the translation, m34 = −1/d
the perspective); results come back as float64 arrays of shape (4, 4). A color is 4 numbers: red,
green, blue (gamma-encoded sRGB) and alpha (straight, in [0, 1]).
"""

from __future__ import annotations

import numpy as np

from . import _arrays
from ._arrays import ArrayLike
from ._errors import SizeError
from ._library import check, lib

TRANSFORM_SIZE = 16
"""Doubles in one transform (kinetics.h: row-major m11…m44)."""
COLOR_SIZE = 4
"""Doubles in one color (red, green, blue, alpha)."""

ROTATION_PATHS = {"shortest": 0, "as-given": 1}
"""Which arc a 3-D rotation takes between two keys (kn_rotation_path): never more than 180 degrees
(the default), or CSS Transforms 2's pseudocode literally (no sign flip)."""
COLOR_SPACES = {"srgb": 0, "linear-srgb": 1, "oklab": 2}
"""The space two colors blend in (kn_color_space; default gamma-encoded sRGB, CSS's legacy
colors)."""
ALPHA_MODES = {"premultiplied": 0, "straight": 1}
"""How alpha takes part in a color blend (kn_alpha_mode): CSS Color 4 section 12.3 premultiplied
(the default), or every component on its own."""


def one_value(value: ArrayLike, size: int, name: str) -> np.ndarray:
    """One transform (size 16: shape (4, 4) or (16,)) or color (size 4) as ``size`` contiguous
    doubles; SizeError for any other number of elements (the C call would read past it)."""
    array = _arrays.doubles(value).reshape(-1)
    if array.size != size:
        raise SizeError(f"{name}: expected {size} numbers, got {array.size}")
    return array


def value_table(values: ArrayLike, name: str) -> np.ndarray:
    """Keyframe values as a 2-D C-contiguous float64 table, one row per value: rows of 16 for an
    array of shape (n, 4, 4) or (n, 16), rows of 4 for colors (n, 4). A row length other than the
    one expected is left for the library to refuse (SizeError naming the dimension)."""
    table = _arrays.doubles(values)
    if table.ndim == 3:
        table = table.reshape(table.shape[0], -1)
    if table.ndim != 2:
        raise ValueError(f"{name}: expected one row per value (a 2-D array, or 3-D of 4×4 "
                         f"matrices), got {table.ndim} dimensions")
    return table


def matrices(flat: np.ndarray) -> np.ndarray:
    """Rows of 16 doubles viewed as 4×4 matrices (no copy)."""
    return flat.reshape(flat.shape[:-1] + (4, 4))


def value_function_transform(name: str, inputs: ArrayLike) -> np.ndarray:
    """CAValueFunction: the 4×4 transform that the function ``name`` (rotateX, rotateY, rotateZ,
    scale, scaleX, scaleY, scaleZ, translate, translateX, translateY, translateZ) makes of
    ``inputs`` (3 numbers for scale and translate, 1 for the others; angles in radians), from
    kn_value_function_transform. InvalidArgumentError for an unknown name or a non-finite input,
    SizeError for another number of inputs.

    >>> kinetics.value_function_transform("translate", [1, -2, 3])[3].tolist()
    [1.0, -2.0, 3.0, 1.0]
    """
    values = _arrays.doubles(inputs).reshape(-1)
    out = np.empty(TRANSFORM_SIZE)
    check(lib.kn_value_function_transform(name.encode("utf-8"), _arrays.pointer(values),
                                          values.size, _arrays.pointer(out)))
    return matrices(out)

