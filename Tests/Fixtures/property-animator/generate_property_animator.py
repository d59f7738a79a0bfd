"""Reference for the property animator: pause an easeInEaseOut animator (1 s) at 0.3 s, scrub it
linearly to 0.5, continue at t = 1 s with UISpringTimingParameters(dampingRatio: 0.6) and
durationFactor 0.5. Everything is recomputed here at 50 digits from first principles:

- easeInEaseOut is symmetric about (1/2, 1/2), so the curve shows 0.5 at x = 1/2 (t = 1/2 on the
  parametric form) and the velocity carried over is y'(1/2)/x'(1/2) = 1.5/0.87 per second.
- The remaining distance is 0.5, so UIKit's relative velocity is v = (1.5/0.87)/0.5.
- UIKit's duration mapping: omega0 solves ((zeta*w - v)/(w*sqrt(1-zeta^2)))*exp(-zeta*w*T) = 0.001
  beyond the peak of the left side (T = 0.5 s); the spring is m = 1, k = w^2, c = 2*zeta*w.
- The progress is the closed-form damped oscillation from 0.5 to 1 with initial velocity 1.5/0.87.

Writes spring_continuation.csv with columns t,progress,velocity.
"""
import csv
import os
from mpmath import mp, mpf, sqrt, exp, sin, cos, findroot

mp.dps = 50
zeta = mpf("0.6")
T = mpf("0.5")
x1, x2 = mpf("0.42"), mpf("0.58")


def xprime(t):
    return 3 * (1 - t) ** 2 * x1 + 6 * t * (1 - t) * (x2 - x1) + 3 * t ** 2 * (1 - x2)


def yprime(t):
    return 3 * (1 - t) ** 2 * 0 + 6 * t * (1 - t) * 1 + 3 * t ** 2 * 0


v_abs = yprime(mpf("0.5")) / xprime(mpf("0.5"))
p0 = mpf("0.5")
distance = 1 - p0
v_rel = v_abs / distance


def g(w):
    return (zeta * w - v_rel) / (w * sqrt(1 - zeta ** 2)) * exp(-zeta * w * T)


# g' = 0 where zeta^2*T*w^2 - zeta*T*v*w - v = 0 (differentiate (zeta - v/w)*exp(-zeta*w*T)).
a = zeta ** 2 * T
peak = (zeta * T * v_rel + sqrt((zeta * T * v_rel) ** 2 + 4 * a * v_rel)) / (2 * a)
high = peak * 2
while g(high) > mpf("0.001"):
    high *= 2
omega0 = findroot(lambda w: g(w) - mpf("0.001"), (peak, high), solver="illinois")
alpha = zeta * omega0
omega_d = omega0 * sqrt(1 - zeta ** 2)
u0 = p0 - 1


def state(s):
    b = (v_abs + alpha * u0) / omega_d
    e = exp(-alpha * s)
    position = 1 + e * (u0 * cos(omega_d * s) + b * sin(omega_d * s))
    velocity = e * ((b * omega_d - alpha * u0) * cos(omega_d * s) - (alpha * b + u0 * omega_d) * sin(omega_d * s))
    return position, velocity


here = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(here, "spring_continuation.csv"), "w", newline="") as handle:
    writer = csv.writer(handle)
    writer.writerow(["t", "progress", "velocity"])
    for i in range(0, 50):
        s = mpf(i) / 100
        position, velocity = state(s)
        writer.writerow([mp.nstr(1 + s, 20), mp.nstr(position, 20), mp.nstr(velocity, 20)])
print("omega0", omega0)
