#!/usr/bin/env python3
"""Reference data for Kinetics paths (Tests/KineticsTests/Path), at 50 significant digits.

Independent of the Swift code: it reads its own absolute-command path data, converts arcs with its
own SVG 1.1 F.6.5 transcription, integrates speed with mpmath.quad (tanh-sinh) on intervals split
at the exact speed extrema (polynomial roots for Béziers, multiples of pi/2 for arcs), and inverts
arc length with mpmath.findroot (Anderson's bracketing method). Run: python3 generate_path.py
Writes paths.csv (id, d), path_lengths.csv (id, keyframe, length; keyframe -1 is the total) and
path_paced.csv (id, u, x, y, angle at the point at arc length u*L; angle empty where speed is 0).
"""
from mpmath import mp, mpf, matrix, polyroots, quad, findroot, cos, sin, atan2, sqrt, pi, fabs

mp.dps = 50

PATHS = [
    ("smooth-cubic", "M 0 0 C 30 90 70 -40 100 20"),
    ("cusp-cubic", "M 0 0 C 100 100 0 100 100 0"),
    ("near-cusp-cubic", "M 0 0 C 100 100 0.001 100 100 0"),
    ("near-cusp-cubic-1e-7", "M 0 0 C 100 100 0.0000001 100 100 0"),
    ("coincident-controls", "M 0 0 C 0 0 100 100 100 100"),
    ("quadratic", "M 0 0 Q 50 100 100 0"),
    ("reversing-quadratic", "M 0 0 Q 100 0 50 0"),
    ("rotated-arc", "M 10 50 A 40 20 30 1 0 90 50"),
    ("scaled-arc", "M 0 0 A 1 1 0 0 1 100 0"),
    ("triangle", "M 0 0 L 100 0 L 100 50 Z"),
    ("mixed", "M 0 0 C 20 80 60 80 80 0 Q 100 -60 140 0 A 30 30 0 0 1 200 0 L 200 40 Z"),
    ("two-subpaths", "M 0 0 L 10 0 M 50 50 C 60 80 90 80 100 50 L 100 100"),
]
FRACTIONS = ["0", "0.1", "0.25", "0.37", "0.5", "0.73", "0.9", "0.999", "1"]


def parse(d):
    """Absolute M L C Q A Z only, one command letter per segment (what PATHS uses)."""
    tokens = d.split()
    segments, i = [], 0
    current = start = None
    while i < len(tokens):
        c = tokens[i]
        args = lambda n: [mpf(t) for t in tokens[i + 1:i + 1 + n]]
        if c == "M":
            current = start = tuple(args(2)); i += 3
        elif c == "L":
            p = tuple(args(2)); segments.append(("cubic", line(current, p))); current = p; i += 3
        elif c == "Z":
            segments.append(("cubic", line(current, start))); current = start; i += 1
        elif c == "C":
            a = args(6); p1, p2, p3 = tuple(a[0:2]), tuple(a[2:4]), tuple(a[4:6])
            segments.append(("cubic", (current, p1, p2, p3))); current = p3; i += 7
        elif c == "Q":
            a = args(4); q, p = tuple(a[0:2]), tuple(a[2:4])
            c1 = tuple(current[k] + 2 * (q[k] - current[k]) / 3 for k in range(2))
            c2 = tuple(p[k] + 2 * (q[k] - p[k]) / 3 for k in range(2))
            segments.append(("cubic", (current, c1, c2, p))); current = p; i += 5
        elif c == "A":
            a = args(7); end = (a[5], a[6])
            segments.append(("arc", arc_center(current, end, a[0], a[1], a[2], a[3] != 0, a[4] != 0)))
            current = end; i += 8
        else:
            raise ValueError(c)
    return segments


def line(p, q):
    return (p, tuple(p[k] + (q[k] - p[k]) / 3 for k in range(2)),
            tuple(q[k] - (q[k] - p[k]) / 3 for k in range(2)), q)


def arc_center(p1, p2, rx, ry, phi_deg, large, sweep):
    """SVG 1.1 F.6.5 with the F.6.6 radius correction."""
    phi = phi_deg * pi / 180
    dx, dy = (p1[0] - p2[0]) / 2, (p1[1] - p2[1]) / 2
    x1 = cos(phi) * dx + sin(phi) * dy
    y1 = -sin(phi) * dx + cos(phi) * dy
    rx, ry = fabs(rx), fabs(ry)
    lam = x1 ** 2 / rx ** 2 + y1 ** 2 / ry ** 2
    if lam > 1:
        rx, ry = sqrt(lam) * rx, sqrt(lam) * ry
    num = rx ** 2 * ry ** 2 - rx ** 2 * y1 ** 2 - ry ** 2 * x1 ** 2
    den = rx ** 2 * y1 ** 2 + ry ** 2 * x1 ** 2
    coef = sqrt(max(num / den, 0)) * (1 if large != sweep else -1)
    cx1, cy1 = coef * rx * y1 / ry, -coef * ry * x1 / rx
    cx = cos(phi) * cx1 - sin(phi) * cy1 + (p1[0] + p2[0]) / 2
    cy = sin(phi) * cx1 + cos(phi) * cy1 + (p1[1] + p2[1]) / 2
    ux, uy = (x1 - cx1) / rx, (y1 - cy1) / ry
    vx, vy = (-x1 - cx1) / rx, (-y1 - cy1) / ry
    theta1 = atan2(uy, ux)
    delta = atan2(ux * vy - uy * vx, ux * vx + uy * vy)
    if not sweep and delta > 0:
        delta -= 2 * pi
    if sweep and delta < 0:
        delta += 2 * pi
    return (cx, cy, rx, ry, phi, theta1, delta)


def point(seg, t):
    kind, g = seg
    if kind == "cubic":
        p0, p1, p2, p3 = g; s = 1 - t
        return tuple(s**3 * p0[k] + 3 * s * s * t * p1[k] + 3 * s * t * t * p2[k] + t**3 * p3[k] for k in range(2))
    cx, cy, rx, ry, phi, th, de = g
    a = th + t * de
    lx, ly = rx * cos(a), ry * sin(a)
    return (cx + cos(phi) * lx - sin(phi) * ly, cy + sin(phi) * lx + cos(phi) * ly)


def velocity(seg, t):
    kind, g = seg
    if kind == "cubic":
        p0, p1, p2, p3 = g; s = 1 - t
        return tuple(3 * (s * s * (p1[k] - p0[k]) + 2 * s * t * (p2[k] - p1[k]) + t * t * (p3[k] - p2[k])) for k in range(2))
    cx, cy, rx, ry, phi, th, de = g
    a = th + t * de
    lx, ly = -rx * sin(a) * de, ry * cos(a) * de
    return (cos(phi) * lx - sin(phi) * ly, sin(phi) * lx + cos(phi) * ly)


def speed(seg, t):
    v = velocity(seg, t)
    return sqrt(v[0] ** 2 + v[1] ** 2)


def breakpoints(seg):
    kind, g = seg
    cuts = {mpf(0), mpf(1)}
    if kind == "cubic":
        p0, p1, p2, p3 = g
        a = [3 * (p1[k] - p0[k]) for k in range(2)]
        b = [6 * (p2[k] - 2 * p1[k] + p0[k]) for k in range(2)]
        c = [3 * (p3[k] - 3 * p2[k] + 3 * p1[k] - p0[k]) for k in range(2)]
        dot = lambda u, v: u[0] * v[0] + u[1] * v[1]
        coeffs = [2 * dot(c, c), 3 * dot(b, c), 2 * dot(a, c) + dot(b, b), dot(a, b)]
        while coeffs and coeffs[0] == 0:
            coeffs = coeffs[1:]
        if len(coeffs) > 1:
            for r in polyroots(coeffs, maxsteps=200, extraprec=200):
                if fabs(mp.im(r)) < mpf(10) ** -30 and 0 < mp.re(r) < 1:
                    cuts.add(mp.re(r))
    else:
        cx, cy, rx, ry, phi, th, de = g
        lo, hi = min(th, th + de), max(th, th + de)
        k = mp.floor(lo / (pi / 2)) + 1
        while k * pi / 2 < hi:
            cuts.add((k * pi / 2 - th) / de); k += 1
    return sorted(cuts)


def arc_length(seg, a=mpf(0), b=mpf(1)):
    cuts = [a] + [c for c in breakpoints(seg) if a < c < b] + [b]
    return sum(quad(lambda t: speed(seg, t), [cuts[i], cuts[i + 1]]) for i in range(len(cuts) - 1))


def inverse(seg, r, length):
    if r <= 0:
        return mpf(0)
    if r >= length:
        return mpf(1)
    f = lambda t: arc_length(seg, mpf(0), t) - r
    return findroot(f, (mpf(0), mpf(1)), solver="anderson", tol=mpf(10) ** -40)


def main():
    with open("paths.csv", "w") as out:
        out.write("id,d\n")
        for name, d in PATHS:
            out.write(f"{name},{d}\n")
    lengths_rows, paced_rows = [], []
    for name, d in PATHS:
        segs = parse(d)
        lengths = [arc_length(s) for s in segs]
        total = sum(lengths)
        for i, l in enumerate(lengths):
            lengths_rows.append(f"{name},{i},{mp.nstr(l, 25)}")
        lengths_rows.append(f"{name},-1,{mp.nstr(total, 25)}")
        for u in FRACTIONS:
            target = mpf(u) * total
            acc, index = mpf(0), 0
            while index < len(segs) - 1 and (acc + lengths[index] < target or lengths[index] == 0):
                acc += lengths[index]; index += 1
            t = inverse(segs[index], target - acc, lengths[index])
            p = point(segs[index], t)
            v = velocity(segs[index], t)
            sp = sqrt(v[0] ** 2 + v[1] ** 2)
            angle = mp.nstr(atan2(v[1], v[0]), 20) if sp > mpf(10) ** -12 else ""
            paced_rows.append(f"{name},{u},{mp.nstr(p[0], 25)},{mp.nstr(p[1], 25)},{angle}")
        print(name, mp.nstr(total, 20))
    with open("path_lengths.csv", "w") as out:
        out.write("id,keyframe,length\n" + "\n".join(lengths_rows) + "\n")
    with open("path_paced.csv", "w") as out:
        out.write("id,u,x,y,angle\n" + "\n".join(paced_rows) + "\n")


if __name__ == "__main__":
    main()
