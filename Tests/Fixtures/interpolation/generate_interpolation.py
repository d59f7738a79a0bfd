#!/usr/bin/env python3
"""Reference values for Kinetics' value interpolation, computed at 50 significant digits.

An implementation written on its own from the specifications' pseudocode, not from the Swift code:
- affine.csv: CSS Transforms Level 1, "Decomposing a 2D matrix" / "Interpolation of decomposed 2D
  matrix values" / "Recomposing to a 2D matrix", literally (angles in degrees, as the spec has them).
- transform3d.csv: CSS Transforms Level 2, "Decomposing a 3D matrix" (the perspective solved with the
  spec's inverse-transpose product, the quaternion with the spec's 0.5*sqrt(max(...)) formulas and
  sign tests), the spec's slerp (acos form; path "shortest" additionally negates the end quaternion
  when the dot product is negative, path "asGiven" is the pseudocode as printed), and recomposition
  with the skew matrices applied one by one in the spec's order. The rotation matrix is written for
  row vectors (the transpose of the column-vector quaternion matrix), the only choice for which
  recompose(decompose(M)) == M; the script asserts that round trip for every input at 50 digits.
- colors.csv: CSS Color 4 section 12 (premultiplied or straight alpha; sRGB, linear-light sRGB with
  the transfer function of section 10.2, or Oklab of section 9.2 with Ottosson's matrices).

Matrices use Core Animation's layout: row i, column j is m(i+1)(j+1); points are row vectors.
Inputs are doubles (random parameters from a seeded numpy generator, plus hand-picked edge cases);
outputs are the 50-digit results rounded to the nearest double, printed in shortest round-trip form.

Run: python3 generate_interpolation.py   (writes the three CSV files beside this script)
"""
import math
import os

import mpmath as mp
import numpy as np

mp.mp.dps = 50
HERE = os.path.dirname(os.path.abspath(__file__))
FRACTIONS = [0.25, 0.5, 0.75, -0.25, 1.5]


def fmt(x):
    return repr(float(x))


# ---------------------------------------------------------------- 2-D (CSS Transforms Level 1)

def unmatrix2d(m):
    a, b, c, d, tx, ty = [mp.mpf(v) for v in m]
    row0x, row0y, row1x, row1y = a, b, c, d
    translate = [tx, ty]
    scale = [mp.sqrt(row0x ** 2 + row0y ** 2), mp.sqrt(row1x ** 2 + row1y ** 2)]
    determinant = row0x * row1y - row0y * row1x
    if determinant == 0:
        return None
    if determinant < 0:
        if row0x < row1y:
            scale[0] = -scale[0]
        else:
            scale[1] = -scale[1]
    if scale[0]:
        row0x *= 1 / scale[0]
        row0y *= 1 / scale[0]
    if scale[1]:
        row1x *= 1 / scale[1]
        row1y *= 1 / scale[1]
    angle = mp.atan2(row0y, row0x)
    if angle:
        sn, cs = -row0y, row0x
        m11, m12, m21, m22 = row0x, row0y, row1x, row1y
        row0x = cs * m11 + sn * m21
        row0y = cs * m12 + sn * m22
        row1x = -sn * m11 + cs * m21
        row1y = -sn * m12 + cs * m22
    return dict(t=translate, s=scale, angle=mp.degrees(angle), m=[row0x, row0y, row1x, row1y])


def recompose2d(p):
    m11, m12, m21, m22 = p["m"]
    angle = mp.radians(p["angle"])
    cs, sn = mp.cos(angle), mp.sin(angle)
    # Rotation rows (cos, sin), (-sin, cos) applied to the remainder matrix, then the rows scaled.
    a = cs * m11 + sn * m21
    b = cs * m12 + sn * m22
    c = -sn * m11 + cs * m21
    d = -sn * m12 + cs * m22
    return [a * p["s"][0], b * p["s"][0], c * p["s"][1], d * p["s"][1], p["t"][0], p["t"][1]]


def interpolate2d(ma, mb, u):
    A, B = unmatrix2d(ma), unmatrix2d(mb)
    if A is None or B is None:
        return list(ma) if u < 0.5 else list(mb)
    if (A["s"][0] < 0 and B["s"][1] < 0) or (A["s"][1] < 0 and B["s"][0] < 0):
        A["s"] = [-A["s"][0], -A["s"][1]]
        A["angle"] += 180 if A["angle"] < 0 else -180
    if not A["angle"]:
        A["angle"] = mp.mpf(360)
    if not B["angle"]:
        B["angle"] = mp.mpf(360)
    if abs(A["angle"] - B["angle"]) > 180:
        if A["angle"] > B["angle"]:
            A["angle"] -= 360
        else:
            B["angle"] -= 360
    u = mp.mpf(u)
    lerp = lambda x, y: (1 - u) * x + u * y
    P = dict(
        t=[lerp(A["t"][i], B["t"][i]) for i in range(2)],
        s=[lerp(A["s"][i], B["s"][i]) for i in range(2)],
        angle=lerp(A["angle"], B["angle"]),
        m=[lerp(A["m"][i], B["m"][i]) for i in range(4)])
    return recompose2d(P)


# ---------------------------------------------------------------- 3-D (CSS Transforms Level 2)

def decompose3d(values):
    matrix = mp.matrix(4, 4)
    for i in range(4):
        for j in range(4):
            matrix[i, j] = mp.mpf(values[4 * i + j])
    if matrix[3, 3] == 0:
        return None
    h = matrix[3, 3]
    for i in range(4):
        for j in range(4):
            matrix[i, j] /= h
    perspective_matrix = matrix.copy()
    for i in range(3):
        perspective_matrix[i, 3] = 0
    perspective_matrix[3, 3] = 1
    if mp.det(perspective_matrix) == 0:
        return None
    if matrix[0, 3] != 0 or matrix[1, 3] != 0 or matrix[2, 3] != 0:
        rhs = mp.matrix([[matrix[0, 3], matrix[1, 3], matrix[2, 3], matrix[3, 3]]])  # a row vector
        transposed_inverse = mp.inverse(perspective_matrix).T
        perspective = list(rhs * transposed_inverse)  # multVecMatrix(rhs, transposedInverse)
    else:
        perspective = [mp.mpf(0)] * 3 + [mp.mpf(1)]
    translate = [matrix[3, i] for i in range(3)]
    row = [[matrix[i, j] for j in range(3)] for i in range(3)]
    dot = lambda p, q: sum(x * y for x, y in zip(p, q))
    length = lambda p: mp.sqrt(dot(p, p))
    normalize = lambda p: [x / length(p) for x in p]
    combine = lambda p, q, ps, qs: [ps * x + qs * y for x, y in zip(p, q)]
    cross = lambda p, q: [p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]]
    scale, skew = [0] * 3, [0] * 3
    scale[0] = length(row[0])
    row[0] = normalize(row[0])
    skew[0] = dot(row[0], row[1])
    row[1] = combine(row[1], row[0], 1, -skew[0])
    scale[1] = length(row[1])
    row[1] = normalize(row[1])
    skew[0] /= scale[1]
    skew[1] = dot(row[0], row[2])
    row[2] = combine(row[2], row[0], 1, -skew[1])
    skew[2] = dot(row[1], row[2])
    row[2] = combine(row[2], row[1], 1, -skew[2])
    scale[2] = length(row[2])
    row[2] = normalize(row[2])
    skew[1] /= scale[2]
    skew[2] /= scale[2]
    if dot(row[0], cross(row[1], row[2])) < 0:
        scale = [-s for s in scale]
        row = [[-x for x in r] for r in row]
    q = [
        mp.mpf("0.5") * mp.sqrt(max(1 + row[0][0] - row[1][1] - row[2][2], 0)),
        mp.mpf("0.5") * mp.sqrt(max(1 - row[0][0] + row[1][1] - row[2][2], 0)),
        mp.mpf("0.5") * mp.sqrt(max(1 - row[0][0] - row[1][1] + row[2][2], 0)),
        mp.mpf("0.5") * mp.sqrt(max(1 + row[0][0] + row[1][1] + row[2][2], 0)),
    ]
    if row[2][1] > row[1][2]:
        q[0] = -q[0]
    if row[0][2] > row[2][0]:
        q[1] = -q[1]
    if row[1][0] > row[0][1]:
        q[2] = -q[2]
    return dict(p=perspective, t=translate, s=scale, k=skew, q=q)


def slerp(qa, qb, u, path):
    product = sum(x * y for x, y in zip(qa, qb))
    if path == "shortest" and product < 0:
        qb = [-x for x in qb]
        product = -product
    product = min(max(product, -1), 1)
    if abs(product) == 1:
        return list(qa)
    theta = mp.acos(product)
    w = mp.sin(u * theta) / mp.sqrt(1 - product * product)
    return [qa[i] * (mp.cos(u * theta) - product * w) + qb[i] * w for i in range(4)]


def recompose3d(p):
    M = mp.eye(4)
    for i in range(4):
        M[i, 3] = p["p"][i]
    for i in range(4):
        for j in range(3):
            M[3, i] += p["t"][j] * M[j, i]
    x, y, z, w = p["q"]
    # Column-vector quaternion matrix, then transposed for Core Animation's row vectors.
    R = mp.eye(4)
    R[0, 0] = 1 - 2 * (y * y + z * z)
    R[0, 1] = 2 * (x * y - z * w)
    R[0, 2] = 2 * (x * z + y * w)
    R[1, 0] = 2 * (x * y + z * w)
    R[1, 1] = 1 - 2 * (x * x + z * z)
    R[1, 2] = 2 * (y * z - x * w)
    R[2, 0] = 2 * (x * z - y * w)
    R[2, 1] = 2 * (y * z + x * w)
    R[2, 2] = 1 - 2 * (x * x + y * y)
    M = R.T * M
    for index, (i, j) in ((2, (2, 1)), (1, (2, 0)), (0, (1, 0))):
        if p["k"][index]:
            K = mp.eye(4)
            K[i, j] = p["k"][index]
            M = K * M
    for i in range(3):
        for j in range(4):
            M[i, j] *= p["s"][i]
    return [M[i, j] for i in range(4) for j in range(4)]


def interpolate3d(ma, mb, u, path):
    A, B = decompose3d(ma), decompose3d(mb)
    if A is None or B is None:
        return list(ma) if u < 0.5 else list(mb)
    u = mp.mpf(u)
    lerp = lambda x, y: [(1 - u) * a + u * b for a, b in zip(x, y)]
    P = dict(p=lerp(A["p"], B["p"]), t=lerp(A["t"], B["t"]), s=lerp(A["s"], B["s"]),
             k=lerp(A["k"], B["k"]), q=slerp(A["q"], B["q"], u, path))
    return recompose3d(P)


def check_round_trip(values):
    parts = decompose3d(values)
    if parts is None:
        return
    back = recompose3d(parts)
    h = mp.mpf(values[15])
    # The spec's 0.5*sqrt(max(1 +- ...)) quaternion formulas lose about half the digits of a small
    # component even at 50 digits, hence 1e-30 rather than 1e-50.
    scale = max(abs(mp.mpf(v)) for v in values)
    assert all(abs(b - mp.mpf(v) / h) <= mp.mpf("1e-30") * scale for b, v in zip(back, values)), values


# ---------------------------------------------------------------- inputs (doubles)

def rotation(axis, angle):
    n = np.asarray(axis, dtype=float)
    n = n / np.linalg.norm(n)
    c, s, k = math.cos(angle), math.sin(angle), 1 - math.cos(angle)
    x, y, z = n
    col = np.array([[c + k * x * x, k * x * y - s * z, k * x * z + s * y],
                    [k * x * y + s * z, c + k * y * y, k * y * z - s * x],
                    [k * x * z - s * y, k * y * z + s * x, c + k * z * z]])
    m = np.eye(4)
    m[:3, :3] = col.T
    return m


def translation(x, y, z):
    m = np.eye(4)
    m[3, :3] = [x, y, z]
    return m


def perspective(d):
    m = np.eye(4)
    m[2, 3] = -1 / d
    return m


def random_transform3d(rng, with_perspective):
    s = np.diag([*rng.uniform(0.3, 2.5, 3) * rng.choice([1, 1, 1, -1], 3), 1.0])
    k = np.eye(4)
    k[1, 0], k[2, 0], k[2, 1] = rng.uniform(-0.5, 0.5, 3)
    r = rotation(rng.normal(size=3), rng.uniform(-math.pi, math.pi))
    t = translation(*rng.uniform(-100, 100, 3))
    m = s @ k @ r @ t
    if with_perspective:
        m = m @ perspective(rng.uniform(200, 2000))
    return [float(v) for v in m.flatten()]


def random_affine(rng):
    angle = rng.uniform(-math.pi, math.pi)
    sx, sy = rng.uniform(0.3, 3, 2) * rng.choice([1, 1, -1], 2)
    skew = rng.uniform(-0.6, 0.6)
    c, s = math.cos(angle), math.sin(angle)
    lin = np.array([[sx, 0], [0, sy]]) @ np.array([[1, 0], [skew, 1]]) @ np.array([[c, s], [-s, c]])
    return [float(lin[0, 0]), float(lin[0, 1]), float(lin[1, 0]), float(lin[1, 1]),
            float(rng.uniform(-200, 200)), float(rng.uniform(-200, 200))]


def affine_rotation(degrees):
    a = math.radians(degrees)
    return [math.cos(a), math.sin(a), -math.sin(a), math.cos(a), 0.0, 0.0]


def main():
    rng = np.random.default_rng(20261121)
    identity2 = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0]
    affine_pairs = [
        ("rotate 170 to -170", affine_rotation(170), affine_rotation(-170)),
        ("rotate 0 to 90", identity2, affine_rotation(90)),
        # An exact half turn (b = c = 0): the angles differ by exactly 180 degrees, the spec's ">" test
        # is false, and the rotation runs from 360 down to 180 degrees. cos/sin of a rounded pi would
        # put the pair within 1e-14 degrees of that tie, where 50-digit and double arithmetic may
        # choose different directions.
        ("half turn", identity2, [-1.0, 0.0, 0.0, -1.0, 0.0, 0.0]),
        ("flip x to flip y", [-1.0, 0.0, 0.0, 1.0, 0.0, 0.0], [1.0, 0.0, 0.0, -1.0, 0.0, 0.0]),
        ("flip x to identity", [-1.0, 0.0, 0.0, 1.0, 10.0, 0.0], identity2),
        ("skew to scale", [1.0, 0.0, 0.5, 1.0, 0.0, 0.0], [2.0, 0.0, 0.0, 3.0, 5.0, -5.0]),
        ("singular to identity", [1.0, 2.0, 2.0, 4.0, 0.0, 0.0], identity2),
    ] + [(f"random {i}", random_affine(rng), random_affine(rng)) for i in range(12)]
    with open(os.path.join(HERE, "affine.csv"), "w") as f:
        f.write("case,fraction," + ",".join(f"from_{n}" for n in "a b c d tx ty".split()) + ","
                + ",".join(f"to_{n}" for n in "a b c d tx ty".split()) + ","
                + ",".join(f"expected_{n}" for n in "a b c d tx ty".split()) + "\n")
        f.write("# generated by generate_interpolation.py (CSS Transforms 1 pseudocode, mpmath 50 digits)\n")
        for name, ma, mb in affine_pairs:
            for u in FRACTIONS:
                out = interpolate2d(ma, mb, u)
                f.write(",".join([name, fmt(u)] + [fmt(v) for v in ma + mb] + [fmt(v) for v in out]) + "\n")

    identity4 = [float(v) for v in np.eye(4).flatten()]
    flat = lambda m: [float(v) for v in m.flatten()]
    pairs3d = [
        ("rotate x 180 from identity", identity4, flat(rotation([1, 0, 0], math.pi))),
        ("rotate y 170 to y -170", flat(rotation([0, 1, 0], math.radians(170))),
         flat(rotation([0, 1, 0], math.radians(-170)))),
        ("rotate z 90 to x 90", flat(rotation([0, 0, 1], math.pi / 2)), flat(rotation([1, 0, 0], math.pi / 2))),
        ("perspective 500 and rotate y", flat(perspective(500)), flat(rotation([0, 1, 0], 1.0) @ perspective(500))),
        ("reflection z to identity", flat(np.diag([1.0, 1.0, -1.0, 1.0]) @ translation(0, 0, 5)), identity4),
        ("homogeneous 2", [v * 2 for v in flat(rotation([1, 1, 0], 0.7) @ translation(1, 2, 3))], identity4),
        ("singular to rotation", flat(np.diag([1.0, 0.0, 1.0, 1.0])), flat(rotation([0, 0, 1], 0.5))),
    ] + [(f"random {i}", random_transform3d(rng, i % 2 == 0), random_transform3d(rng, i % 3 == 0))
         for i in range(16)]
    names = [f"m{i}{j}" for i in range(1, 5) for j in range(1, 5)]
    with open(os.path.join(HERE, "transform3d.csv"), "w") as f:
        f.write("case,path,fraction," + ",".join("from_" + n for n in names) + ","
                + ",".join("to_" + n for n in names) + "," + ",".join("expected_" + n for n in names) + "\n")
        f.write("# generated by generate_interpolation.py (CSS Transforms 2 pseudocode, mpmath 50 digits)\n")
        for name, ma, mb in pairs3d:
            check_round_trip(ma)
            check_round_trip(mb)
            for path in ("shortest", "asGiven"):
                for u in FRACTIONS:
                    out = interpolate3d(ma, mb, u, path)
                    f.write(",".join([name, path, fmt(u)] + [fmt(v) for v in ma + mb] + [fmt(v) for v in out]) + "\n")

    colors = [
        ((1.0, 0.0, 0.0, 1.0), (0.0, 0.0, 1.0, 0.0)),
        ((1.0, 1.0, 1.0, 1.0), (0.0, 0.0, 0.0, 1.0)),
        ((0.2, 0.4, 0.6, 0.3), (0.9, 0.1, 0.05, 0.8)),
        ((0.01, 0.5, 0.03, 0.0), (0.02, 0.2, 0.9, 0.0)),
    ] + [(tuple(float(v) for v in rng.uniform(0, 1, 4)), tuple(float(v) for v in rng.uniform(0, 1, 4)))
         for _ in range(6)]
    with open(os.path.join(HERE, "colors.csv"), "w") as f:
        f.write("space,alpha,fraction,from_r,from_g,from_b,from_a,to_r,to_g,to_b,to_a,"
                "expected_r,expected_g,expected_b,expected_a\n")
        f.write("# generated by generate_interpolation.py (CSS Color 4 section 12, mpmath 50 digits)\n")
        for space in ("srgb", "linear-srgb", "oklab"):
            for alpha_mode in ("premultiplied", "straight"):
                for ca, cb in colors:
                    for u in [0.25, 0.5, 0.75]:
                        out = interpolate_color(ca, cb, u, space, alpha_mode)
                        f.write(",".join([space, alpha_mode, fmt(u)] + [fmt(v) for v in ca + cb]
                                         + [fmt(v) for v in out]) + "\n")


def to_linear(c):
    c = mp.mpf(c)
    if abs(c) <= mp.mpf("0.04045"):
        return c / mp.mpf("12.92")
    return mp.sign(c) * ((abs(c) + mp.mpf("0.055")) / mp.mpf("1.055")) ** mp.mpf("2.4")


def to_encoded(c):
    if abs(c) <= mp.mpf("0.0031308"):
        return c * mp.mpf("12.92")
    return mp.sign(c) * (mp.mpf("1.055") * abs(c) ** (1 / mp.mpf("2.4")) - mp.mpf("0.055"))


# Oklab (Ottosson 2020, CSS Color 4 section 9.2): his published forward matrices; the inverses are
# computed here at 50 digits (the Swift code carries these inverses rounded to double).
OKLAB_M1 = mp.matrix([["0.4122214708", "0.5363325363", "0.0514459929"],
                      ["0.2119034982", "0.6806995451", "0.1073969566"],
                      ["0.0883024619", "0.2817188376", "0.6299787005"]])
OKLAB_M2 = mp.matrix([["0.2104542553", "0.7936177850", "-0.0040720468"],
                      ["1.9779984951", "-2.4285922050", "0.4505937099"],
                      ["0.0259040371", "0.7827717662", "-0.8086757660"]])


def signed_cbrt(x):
    return mp.cbrt(x) if x >= 0 else -mp.cbrt(-x)


def to_oklab(rgb):
    lms = OKLAB_M1 * mp.matrix([to_linear(v) for v in rgb])
    return list(OKLAB_M2 * mp.matrix([signed_cbrt(v) for v in lms]))


def from_oklab(lab):
    lms = OKLAB_M2 ** -1 * mp.matrix(lab)
    return [to_encoded(v) for v in OKLAB_M1 ** -1 * mp.matrix([v ** 3 for v in lms])]


def interpolate_color(ca, cb, u, space, alpha_mode):
    u = mp.mpf(u)
    if space == "linear-srgb":
        conv = lambda c: [to_linear(v) for v in c[:3]] + [mp.mpf(c[3])]
    elif space == "oklab":
        conv = lambda c: to_oklab(c[:3]) + [mp.mpf(c[3])]
    else:
        conv = lambda c: [mp.mpf(v) for v in c]
    a, b = conv(ca), conv(cb)
    straight = [(1 - u) * x + u * y for x, y in zip(a, b)]
    if alpha_mode == "premultiplied":
        pa = [v * a[3] for v in a[:3]] + [a[3]]
        pb = [v * b[3] for v in b[:3]] + [b[3]]
        blend = [(1 - u) * x + u * y for x, y in zip(pa, pb)]
        alpha = blend[3]
        rgb = [v / alpha for v in blend[:3]] if alpha > 0 else straight[:3]
    else:
        rgb, alpha = straight[:3], straight[3]
    alpha = min(max(alpha, 0), 1)
    if space == "linear-srgb":
        rgb = [to_encoded(v) for v in rgb]
    elif space == "oklab":
        rgb = from_oklab(rgb)
    return rgb + [alpha]


if __name__ == "__main__":
    main()
