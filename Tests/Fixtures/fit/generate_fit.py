"""Reference cubic-Bézier fits of underdamped spring step responses, for CubicBezierFitFixtureTests.

Independent of Kinetics: SciPy's bounded trust-region least squares (scipy.optimize.least_squares,
method 'trf', x1, x2 bounded to [0, 1]) with the Bézier parameter solved by Brent's method to 1e-15,
started from every (x1, x2) on a 5x5 grid; the best of the 25 runs is written. The samples are
x_k = k/(count-1), y_k = 1 - e^{-zeta w t}(cos w_d t + zeta w/w_d sin w_d t) at t = x_k * duration.

Run: python3 generate_fit.py > spring_fits.csv
"""
import numpy as np
from scipy.optimize import brentq, least_squares


def bernstein(t, p1, p2):
    s = 1 - t
    return 3 * s * s * t * p1 + 3 * s * t * t * p2 + t ** 3


def step(t, zeta, omega):
    damped = omega * np.sqrt(1 - zeta * zeta)
    return 1 - np.exp(-zeta * omega * t) * (np.cos(damped * t) + zeta * omega / damped * np.sin(damped * t))


def fit(zeta, omega, duration, count):
    xs = np.linspace(0, 1, count)
    ys = step(xs * duration, zeta, omega)

    def residuals(p):
        x1, y1, x2, y2 = p
        out = []
        for x in xs:
            if x <= 0:
                t = 0.0
            elif x >= 1:
                t = 1.0
            else:
                t = brentq(lambda u: bernstein(u, x1, x2) - x, 0, 1, xtol=1e-15)
            out.append(bernstein(t, y1, y2))
        return np.array(out) - ys

    best = None
    grid = [0.1, 0.3, 0.5, 0.7, 0.9]
    for x1 in grid:
        for x2 in grid:
            result = least_squares(residuals, [x1, 0.5, x2, 1.0], bounds=([0, -np.inf, 0, -np.inf], [1, np.inf, 1, np.inf]),
                                   xtol=1e-15, ftol=1e-15, gtol=1e-15)
            if best is None or result.cost < best.cost:
                best = result
    return best


print("zeta,omega,duration,count,x1,y1,x2,y2,max_error,rms_error")
for zeta, omega, duration in [(0.7, 8.0, 1.2), (0.5, 10.0, 1.0), (0.9, 6.0, 1.5)]:
    count = 100
    result = fit(zeta, omega, duration, count)
    x1, y1, x2, y2 = result.x
    print(",".join(repr(float(v)) for v in [zeta, omega, duration]) + f",{count},"
          + ",".join(repr(float(v)) for v in [x1, y1, x2, y2, np.abs(result.fun).max(), np.sqrt(np.mean(result.fun ** 2))]))
