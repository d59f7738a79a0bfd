"""CSS transform lists (the `transform` property's value) as 4×4 matrices (kinetics.h, CSS
transform lists)."""

from __future__ import annotations

import numpy as np

from . import _arrays
from ._library import check, lib
from .typed_values import TRANSFORM_SIZE, matrices


def parse_css_transform(css: str) -> np.ndarray:
    """The 4×4 transform (row-major, CATransform3D's layout: the translation in row 3) that a CSS
    ``transform`` value describes, from kn_transform3d_parse_css: ``none`` or a list of transform
    functions (matrix, matrix3d, translate…, scale…, rotate…, skew…, perspective), composed as
    CSS composes them (the last function applies to a point first). ParseError naming the
    character where parsing stopped for anything else.

    >>> kinetics.parse_css_transform("translate(10px, 20px)")[3].tolist()
    [10.0, 20.0, 0.0, 1.0]
    """
    out = np.empty(TRANSFORM_SIZE)
    check(lib.kn_transform3d_parse_css(css.encode("utf-8"), _arrays.pointer(out)))
    return matrices(out)
