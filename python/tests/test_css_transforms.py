"""CSS transform lists: matrices checked against the CSS Transforms definitions written out here
with numpy (column vectors, post-multiplied, transposed into the row-major CATransform3D layout),
and parse errors naming the character."""

import math

import numpy as np
import pytest

import kinetics


def column_translate(x, y, z=0.0):
    m = np.eye(4)
    m[:3, 3] = (x, y, z)
    return m


def column_rotate_z(angle):
    m = np.eye(4)
    m[:2, :2] = [[math.cos(angle), -math.sin(angle)], [math.sin(angle), math.cos(angle)]]
    return m


def column_rotate_y(angle):
    m = np.eye(4)
    m[0, 0], m[0, 2], m[2, 0], m[2, 2] = math.cos(angle), math.sin(angle), -math.sin(angle), \
        math.cos(angle)
    return m


def column_scale(x, y, z=1.0):
    return np.diag([x, y, z, 1.0])


def column_skew(ax, ay):
    m = np.eye(4)
    m[0, 1], m[1, 0] = math.tan(ax), math.tan(ay)
    return m


def column_perspective(d):
    m = np.eye(4)
    m[3, 2] = -1.0 / d
    return m


@pytest.mark.parametrize("css, column_matrix", [
    ("none", np.eye(4)),
    ("translate(10px, 20px) rotate(90deg)", column_translate(10, 20) @ column_rotate_z(math.pi / 2)),
    ("rotate(0.25turn) translateX(5px)", column_rotate_z(math.pi / 2) @ column_translate(5, 0)),
    ("scale(2, 50%) skew(10deg, -5grad)",
     column_scale(2, 0.5) @ column_skew(math.radians(10), -5 * math.pi / 200)),
    ("perspective(500px) rotateY(30deg) translateZ(-100px)",
     column_perspective(500) @ column_rotate_y(math.radians(30)) @ column_translate(0, 0, -100)),
    ("matrix(1, 2, 3, 4, 5, 6)", np.array([[1, 3, 0, 5], [2, 4, 0, 6], [0, 0, 1, 0],
                                           [0, 0, 0, 1]], dtype=float)),
])
def test_a_css_transform_list_is_the_product_of_its_functions_matrices(css, column_matrix):
    matrix = kinetics.parse_css_transform(css)
    assert matrix.shape == (4, 4)
    assert np.allclose(matrix, column_matrix.T, rtol=0, atol=1e-12)


def test_malformed_text_raises_a_parse_error_naming_the_character():
    with pytest.raises(kinetics.ParseError, match="at character 10: expected a unit"):
        kinetics.parse_css_transform("rotate(30)")
    with pytest.raises(kinetics.ParseError, match="percentage needs the element's reference box"):
        kinetics.parse_css_transform("translate(50%)")
