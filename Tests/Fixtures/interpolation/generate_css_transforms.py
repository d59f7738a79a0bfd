#!/usr/bin/env python3
"""Reference matrices for Transform3D(css:), computed at 50 significant digits.

Written on its own from the specifications, not from the Swift code: each transform function is the
4x4 matrix that CSS Transforms 1 section 14 and CSS Transforms 2 section 15 ("Mathematical
Description of Transform Functions") print, for column vectors (rotate3d with the spec's
sc = sin(a/2)cos(a/2) and sq = sin^2(a/2), skew with tan, perspective with -1/d in row 3 column 4,
matrix3d's 16 numbers column by column); a list f1 f2 ... fn is the product F1 F2 ... Fn (CSS
Transforms 1 section 6, "post-multiply"). Units are converted here from their definitions in CSS
Values 4 (1turn = 360deg, 1grad = 0.9deg, 1rad = 180/pi deg). The result is transposed into Core
Animation's layout (row vectors: the translation in m41..m43) and written row by row, m11 ... m44.

Each case below is the CSS text and, separately, the list of functions it means, written out by
hand; the script never parses CSS.

Run: python3 generate_css_transforms.py   (writes css_transforms.tsv beside this script)
"""
import os

import mpmath as mp

mp.mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))


def identity():
    return mp.eye(4)


def translate3d(x, y, z):
    m = identity()
    m[0, 3], m[1, 3], m[2, 3] = x, y, z
    return m


def scale3d(x, y, z):
    m = identity()
    m[0, 0], m[1, 1], m[2, 2] = x, y, z
    return m


def rotate3d(x, y, z, a):
    """CSS Transforms 2 section 15: the column-vector matrix of rotate3d(x, y, z, a)."""
    x, y, z = mp.mpf(x), mp.mpf(y), mp.mpf(z)
    if x == 0 and y == 0 and z == 0:
        return identity()
    n = mp.sqrt(x * x + y * y + z * z)
    x, y, z = x / n, y / n, z / n
    sc = mp.sin(a / 2) * mp.cos(a / 2)
    sq = mp.sin(a / 2) ** 2
    return mp.matrix([
        [1 - 2 * (y * y + z * z) * sq, 2 * (x * y * sq - z * sc), 2 * (x * z * sq + y * sc), 0],
        [2 * (x * y * sq + z * sc), 1 - 2 * (x * x + z * z) * sq, 2 * (y * z * sq - x * sc), 0],
        [2 * (x * z * sq - y * sc), 2 * (y * z * sq + x * sc), 1 - 2 * (x * x + y * y) * sq, 0],
        [0, 0, 0, 1]])


def skew(ax, ay):
    """CSS Transforms 1: [[1, tan(ax)], [tan(ay), 1]] in the 2-D block."""
    m = identity()
    m[0, 1] = mp.tan(ax)
    m[1, 0] = mp.tan(ay)
    return m


def matrix(a, b, c, d, e, f):
    """CSS Transforms 1: matrix(a, b, c, d, e, f) is [[a, c, e], [b, d, f], [0, 0, 1]]."""
    m = identity()
    m[0, 0], m[1, 0], m[0, 1], m[1, 1], m[0, 3], m[1, 3] = a, b, c, d, e, f
    return m


def matrix3d(*v):
    """CSS Transforms 2: the 16 numbers column by column."""
    m = identity()
    for column in range(4):
        for row in range(4):
            m[row, column] = v[4 * column + row]
    return m


def perspective(d):
    m = identity()
    if d is not None:
        m[3, 2] = -1 / mp.mpf(max(d, 1))
    return m


def deg(x):
    return mp.mpf(x) * mp.pi / 180


def grad(x):
    return mp.mpf(x) * mp.pi / 200


def turn(x):
    return mp.mpf(x) * 2 * mp.pi


def rad(x):
    return mp.mpf(x)


# (name, CSS text, functions in order). Numbers are written as the decimal strings of the CSS text.
CASES = [
    ("none", "none", []),
    ("translate one", "translate(10px)", [translate3d(10, 0, 0)]),
    ("translate two", "translate(10px, -20.5px)", [translate3d(10, mp.mpf("-20.5"), 0)]),
    ("translate axes", "translateX(3px) translateY(4px) translateZ(-5px)",
     [translate3d(3, 0, 0), translate3d(0, 4, 0), translate3d(0, 0, -5)]),
    ("translate3d", "translate3d(1px, 2px, 3px)", [translate3d(1, 2, 3)]),
    ("scale one", "scale(2)", [scale3d(2, 2, 1)]),
    ("scale percent", "scale(150%, 50%)", [scale3d(mp.mpf("1.5"), mp.mpf("0.5"), 1)]),
    ("scale axes", "scaleX(2) scaleY(3) scaleZ(4)", [scale3d(2, 1, 1), scale3d(1, 3, 1), scale3d(1, 1, 4)]),
    ("scale3d", "scale3d(1.5, -1, 0.25)", [scale3d(mp.mpf("1.5"), -1, mp.mpf("0.25"))]),
    ("rotate deg", "rotate(30deg)", [rotate3d(0, 0, 1, deg(30))]),
    ("rotate rad", "rotate(1rad)", [rotate3d(0, 0, 1, rad(1))]),
    ("rotate grad", "rotate(50grad)", [rotate3d(0, 0, 1, grad(50))]),
    ("rotate turn", "rotate(0.25turn)", [rotate3d(0, 0, 1, turn(mp.mpf("0.25")))]),
    ("rotate zero", "rotate(0)", [identity()]),
    ("rotateX", "rotateX(45deg)", [rotate3d(1, 0, 0, deg(45))]),
    ("rotateY", "rotateY(-60deg)", [rotate3d(0, 1, 0, deg(-60))]),
    ("rotateZ", "rotateZ(120deg)", [rotate3d(0, 0, 1, deg(120))]),
    ("rotate3d", "rotate3d(1, 2, 3, 70deg)", [rotate3d(1, 2, 3, deg(70))]),
    ("rotate3d zero axis", "rotate3d(0, 0, 0, 70deg)", [identity()]),
    ("skew one", "skew(20deg)", [skew(deg(20), 0)]),
    ("skew two", "skew(20deg, -10deg)", [skew(deg(20), deg(-10))]),
    ("skewX", "skewX(0.5rad)", [skew(rad(mp.mpf("0.5")), 0)]),
    ("skewY", "skewY(15deg)", [skew(0, deg(15))]),
    ("matrix", "matrix(1, 2, 3, 4, 5, 6)", [matrix(1, 2, 3, 4, 5, 6)]),
    ("matrix3d", "matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1)",
     [matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, mp.mpf("-0.002"), 10, 20, 30, 1)]),
    ("perspective", "perspective(500px)", [perspective(500)]),
    ("perspective none", "perspective(none)", [perspective(None)]),
    ("perspective below 1px", "perspective(0.25px)", [perspective(mp.mpf("0.25"))]),
    ("order translate rotate", "translate(100px, 0) rotate(90deg)",
     [translate3d(100, 0, 0), rotate3d(0, 0, 1, deg(90))]),
    ("order rotate translate", "rotate(90deg) translate(100px, 0)",
     [rotate3d(0, 0, 1, deg(90)), translate3d(100, 0, 0)]),
    ("card flip", "perspective(800px) translateZ(-40px) rotateY(35deg) scale(0.9)",
     [perspective(800), translate3d(0, 0, -40), rotate3d(0, 1, 0, deg(35)), scale3d(mp.mpf("0.9"), mp.mpf("0.9"), 1)]),
    ("case and spacing", "  TRANSLATE( 1PX ,2px )ROTATE(10DEG)skewx(5deg)  ",
     [translate3d(1, 2, 0), rotate3d(0, 0, 1, deg(10)), skew(deg(5), 0)]),
    ("exponents and signs", "translate(+1e2px, -.5e-1px) scale(1E0)",
     [translate3d(100, mp.mpf("-0.05"), 0), scale3d(1, 1, 1)]),
    ("everything", "matrix(0.9, 0.1, -0.2, 1.1, 3, 4) rotate3d(-1, 1, 0.5, 1.25turn) "
     "skew(-7deg, 3deg) translate3d(-2px, 5px, 8px) scale3d(2, 0.5, 3) perspective(300px)",
     [matrix(mp.mpf("0.9"), mp.mpf("0.1"), mp.mpf("-0.2"), mp.mpf("1.1"), 3, 4),
      rotate3d(-1, 1, mp.mpf("0.5"), turn(mp.mpf("1.25"))), skew(deg(-7), deg(3)),
      translate3d(-2, 5, 8), scale3d(2, mp.mpf("0.5"), 3), perspective(300)]),
]


def product(functions):
    result = identity()
    for function in functions:
        result = result * function
    return result


def main():
    lines = ["name\tcss\t" + "\t".join(f"m{r}{c}" for r in range(1, 5) for c in range(1, 5)),
             "# generated by generate_css_transforms.py (CSS Transforms 1 and 2 matrices, mpmath 50 digits)"]
    for name, css, functions in CASES:
        column_vector = product(functions)
        row_vector = column_vector.T
        values = [repr(float(row_vector[r, c])) for r in range(4) for c in range(4)]
        lines.append("\t".join([name, css] + values))
    with open(os.path.join(HERE, "css_transforms.tsv"), "w", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
