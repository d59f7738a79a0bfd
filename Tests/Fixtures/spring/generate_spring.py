#!/usr/bin/env python3
"""Reference data for the spring tests, computed with mpmath at 50 significant digits.

Writes motion.csv (position and velocity of m·x'' + c·x' + k·(x − target) = 0) and settling.csv
(the exact last time |x(t) − target| = ε·D, D = |target − from| or 1 when from = target).
Every parameter is a Double; mpmath reads its exact binary value (mpf(float) is exact), so the
references are those of the very springs the Swift tests build.
Run: python3 generate_spring.py   (from this directory)
"""
import math
import mpmath as mp

mp.mp.dps = 50

def closed_form(m, k, c, x0, target, v0, t):
    """u(t), v(t) by the textbook solution, in whichever regime the exact discriminant says."""
    m, k, c, x0, target, v0, t = map(mp.mpf, (m, k, c, x0, target, v0, t))
    u0 = x0 - target
    a = c / (2 * m)
    w2 = k / m
    d = w2 - a * a
    if d > 0:
        w = mp.sqrt(d); S = mp.sin(w * t) / w; C = mp.cos(w * t)
    elif d < 0:
        g = mp.sqrt(-d); S = mp.sinh(g * t) / g; C = mp.cosh(g * t)
    else:
        S = t; C = mp.mpf(1)
    E = mp.exp(-a * t)
    u = E * (u0 * C + (v0 + a * u0) * S)
    v = E * (v0 * C - (a * v0 + w2 * u0) * S)
    return target + u, v

# (mass, stiffness, damping ratio) — damping = 2ζ√(km) rounded to a Double.
SPRINGS = []
for (m, k) in [(1.0, 100.0), (1e-3, 1.0), (1.0, 1e6), (2.5, 170.0)]:
    for zeta in [0.0, 0.3, 1 - 1e-9, 1 - 1e-13, 1 + 1e-13, 1 + 1e-9, 3.0, 100.0]:
        SPRINGS.append((m, k, float(2 * zeta * math.sqrt(k * m))))
SPRINGS.append((1.0, 100.0, 20.0))          # exactly critical: 4km − c² = 0
SPRINGS.append((1.0, 39.47841760435743, 12.566370614359172))  # SwiftUI .smooth-like, ζ = 1

STATES = [(0.0, 1.0, 0.0), (1.0, 1.0, 3.0), (-2.0, 5.0, -40.0)]
T_FACTORS = [0.0, 0.01, 0.1, 0.5, 1.0, 2.0, 5.0, 20.0, 60.0, 200.0, 1e6]

def motion_rows():
    rows = []
    for (m, k, c) in SPRINGS:
        w0 = math.sqrt(k / m)
        for (x0, target, v0) in STATES:
            for f in T_FACTORS:
                t = f / w0
                if c == 0 and f > 200:
                    continue  # undamped: ω₀t = 1e6 would only measure the rounding of ω₀
                p, v = closed_form(m, k, c, x0, target, v0, t)
                rows.append((m, k, c, x0, target, v0, t, float(p), float(v)))
    return rows

def last_crossing(m, k, c, x0, target, v0, eps):
    """The last t with |u(t)| = ε·D: scan back from an envelope bound on a fine grid, then bisect."""
    mp.mp.dps = 40
    D = abs(target - x0) or 1.0
    level = mp.mpf(eps) * D
    a = mp.mpf(c) / (2 * m); w2 = mp.mpf(k) / m; d = w2 - a * a
    u0 = mp.mpf(x0) - target
    if d > 0:
        rate = a; amp = abs(u0) + abs(v0 + a * u0) / mp.sqrt(d)
        step = mp.pi / mp.sqrt(d) / 64
    else:
        g = mp.sqrt(-d); rate = w2 / (a + g); amp = abs(u0) + abs(v0 + rate * u0) * (1 / (2 * g) if g > 0 else mp.mpf(0))
        step = 1 / (a + g) / 16
    # an upper bound T where |u| ≤ level for all t ≥ T (critical: grow until the bound holds)
    T = mp.log(max(amp, level) / level) / rate + 1 / rate
    while d <= 0 and abs(closed_form(m, k, c, x0, target, v0, T)[0] - target) > level / 4:
        T *= 2
    # ζ ≥ 1 has at most one extremum, so a uniform grid of the whole span brackets the last
    # crossing; ζ < 1 needs at least 64 points per half period as well.
    step = T / 4000 if d <= 0 else min(step, T / 4000)
    f = lambda t: abs(closed_form(m, k, c, x0, target, v0, t)[0] - target) - level
    n = int(T / step) + 1
    hi = T
    for i in range(n, -1, -1):
        t = i * step
        if f(t) > 0:
            lo = t; hi = (i + 1) * step
            break
    else:
        mp.mp.dps = 50
        return 0.0
    for _ in range(200):
        mid = (lo + hi) / 2
        if f(mid) > 0: lo = mid
        else: hi = mid
    mp.mp.dps = 50
    return float((lo + hi) / 2)

def settling_rows():
    rows = []
    for (m, k, c) in SPRINGS:
        if c == 0:
            continue
        zeta = c / (2 * math.sqrt(k * m))
        if zeta > 50 and m == 1e-3:
            continue
        for (x0, target, v0) in STATES[:2]:
            for eps in [1e-3, 1e-6]:
                rows.append((m, k, c, x0, target, v0, eps, last_crossing(m, k, c, x0, target, v0, eps)))
    return rows

def write(name, header, rows):
    with open(name, "w") as out:
        out.write(header + "\n")
        for row in rows:
            out.write(",".join(repr(float(x)) for x in row) + "\n")

if __name__ == "__main__":
    write("motion.csv", "mass,stiffness,damping,from,to,initial_velocity,t,position,velocity", motion_rows())
    write("settling.csv", "mass,stiffness,damping,from,to,initial_velocity,epsilon,settling_time", settling_rows())
