#!/usr/bin/env python3
"""Reference values for Kinetics' keyframe tracks and media timing, from the documented rules.

Independent of the Swift code: keyframes are evaluated with mpmath at 50 digits (Kochanek-Bartels
tangents from the SIGGRAPH 1984 paper with its uneven-spacing adjustment, Bezier timing functions
solved by bisection on x(t)); media timing is evaluated with exact rationals (fractions.Fraction of
the binary64 inputs), so phases, iterations and progress at boundaries are exact.

Writes keyframes.csv (case,u,channel,value), timing.csv (case,t,phase,iteration,progress) and
presentation.csv (t,value0,value1: a property under four basic animations).
Run: python3 generate_keyframes.py   (from this directory)
"""
from fractions import Fraction as F
import math
import mpmath as mp

mp.mp.dps = 50

BEZIER = {"easeIn": (0.42, 0, 1, 1), "easeOut": (0, 0, 0.58, 1), "easeInEaseOut": (0.42, 0, 0.58, 1),
          "default": (0.25, 0.1, 0.25, 1), "custom": (0.1, 0.2, 0.3, 1), "linear": (0, 0, 1, 1)}


def bezier_progress(name, x):
    """CSS/Core Animation cubic Bezier timing: y(t*) with x(t*) = x; clamped outside [0, 1] like the
    Swift placeholder solver (which the keyframe code receives as a black box)."""
    if name is None:
        return x
    x1, y1, x2, y2 = (mp.mpf(v) for v in BEZIER[name])
    if x <= 0:
        return mp.mpf(0)
    if x >= 1:
        return mp.mpf(1)
    b = lambda t, p1, p2: 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t ** 2 * p2 + t ** 3
    lo, hi = mp.mpf(0), mp.mpf(1)
    for _ in range(180):
        mid = (lo + hi) / 2
        if b(mid, x1, x2) < x:
            lo = mid
        else:
            hi = mid
    return b((lo + hi) / 2, y1, y2)


def paced_times(values):
    d = [mp.sqrt(sum((mp.mpf(b) - mp.mpf(a)) ** 2 for a, b in zip(p, q))) for p, q in zip(values, values[1:])]
    total = sum(d)
    n = len(values)
    if total == 0:
        return [mp.mpf(i) / (n - 1) for i in range(n)]
    out, run = [mp.mpf(0)], mp.mpf(0)
    for x in d:
        run += x
        out.append(run / total)
    out[-1] = mp.mpf(1)
    return out


def tangents(values, times, t, c, b, ends, apple_sign):
    """Incoming and outgoing tangent per key and channel, per unit of segment parameter."""
    n, dim = len(values), len(values[0])
    inc = [[mp.mpf(0)] * dim for _ in range(n)]
    out = [[mp.mpf(0)] * dim for _ in range(n)]
    for i in range(n):
        ci = -mp.mpf(c[i]) if apple_sign else mp.mpf(c[i])
        ti, bi = mp.mpf(t[i]), mp.mpf(b[i])
        has_prev = i > 0 and times[i] - times[i - 1] > 0
        has_next = i < n - 1 and times[i + 1] - times[i] > 0
        for k in range(dim):
            prev = (mp.mpf(values[i][k]) - mp.mpf(values[i - 1][k]), times[i] - times[i - 1]) if has_prev else None
            nxt = (mp.mpf(values[i + 1][k]) - mp.mpf(values[i][k]), times[i + 1] - times[i]) if has_next else None
            if prev is None and nxt is None:
                continue
            if prev is None or nxt is None:
                if ends == "zero":
                    continue
                present = prev if prev is not None else nxt
                phantom = (present[0] if ends == "extrapolated" else mp.mpf(0), present[1])
                prev = prev if prev is not None else phantom
                nxt = nxt if nxt is not None else phantom
            o = (1 - ti) * (1 + ci) * (1 + bi) / 2 * prev[0] + (1 - ti) * (1 - ci) * (1 - bi) / 2 * nxt[0]
            d = (1 - ti) * (1 - ci) * (1 + bi) / 2 * prev[0] + (1 - ti) * (1 + ci) * (1 - bi) / 2 * nxt[0]
            out[i][k] = o * 2 * nxt[1] / (prev[1] + nxt[1])
            inc[i][k] = d * 2 * prev[1] / (prev[1] + nxt[1])
    return inc, out


def hermite_speed(a, b, m0, m1, s):
    """|P'(s)| of one Hermite segment, Euclidean over channels."""
    total = mp.mpf(0)
    for k in range(len(a)):
        d = ((6 * s ** 2 - 6 * s) * (mp.mpf(a[k]) - mp.mpf(b[k])) + (3 * s ** 2 - 4 * s + 1) * m0[k]
             + (3 * s ** 2 - 2 * s) * m1[k])
        total += d ** 2
    return mp.sqrt(total)


def arc_length_locate(values, inc, out, p):
    """Segment and parameter at fraction p of the spline's total arc length (mpmath quad + Newton)."""
    n = len(values)
    speed = [lambda s, i=i: hermite_speed(values[i], values[i + 1], out[i], inc[i + 1], s) for i in range(n - 1)]
    lengths = [mp.quad(speed[i], mp.linspace(0, 1, 9)) for i in range(n - 1)]
    target = p * sum(lengths)
    for i in range(n - 1):
        if target <= lengths[i] or i == n - 2:
            remaining = min(target, lengths[i])
            if remaining <= 0:
                return i, mp.mpf(0)
            if remaining >= lengths[i]:
                return i, mp.mpf(1)
            # Newton on quad(speed, 0, s) = remaining, kept inside a bisection bracket.
            lo, hi, s = mp.mpf(0), mp.mpf(1), remaining / lengths[i]
            for _ in range(60):
                excess = mp.quad(speed[i], [0, s]) - remaining
                if excess > 0:
                    hi = s
                else:
                    lo = s
                step = s - excess / speed[i](s)
                step = step if lo < step < hi else (lo + hi) / 2
                if abs(step - s) < mp.mpf(10) ** -40:
                    return i, step
                s = step
            return i, s
        target -= lengths[i]


def evaluate(case, u):
    values, mode = case["values"], case["mode"]
    n, dim = len(values), len(values[0])
    u = min(max(mp.mpf(u), 0), 1)
    paced = mode in ("paced", "cubicPaced")
    p = u
    if case.get("animationTF") and not (paced and case.get("pacedIgnoresTF")):
        p = bezier_progress(case["animationTF"], u)
    if mode == "discrete":
        times = [mp.mpf(x) for x in case["keyTimes"]] if case.get("keyTimes") else [mp.mpf(i) / n for i in range(n + 1)]
        p = min(max(p, 0), 1)
        i = max(j for j in range(n) if times[j] <= p)
        return [mp.mpf(v) for v in values[i]]
    if paced:
        times = paced_times(values)
    elif case.get("keyTimes"):
        times = [mp.mpf(x) for x in case["keyTimes"]]
    else:
        times = [mp.mpf(i) / (n - 1) for i in range(n)]
    zeros = [0] * n
    if mode in ("cubic", "cubicPaced"):
        inc, out = tangents(values, times, case.get("tension", zeros), case.get("continuity", zeros),
                            case.get("bias", zeros), case.get("ends", "extrapolated"), case.get("appleSign", True))
    if case.get("arcLength"):
        i, s = arc_length_locate(values, inc, out, min(max(p, 0), 1))
    else:
        i = max([j for j in range(n - 1) if times[j] <= p] or [0])
        w = times[i + 1] - times[i]
        s = (p - times[i]) / w if w > 0 else (mp.mpf(0) if p < times[i] else mp.mpf(1))
    if case.get("segmentTFs") and not paced:
        s = bezier_progress(case["segmentTFs"][i], s)
    a, b = values[i], values[i + 1]
    if mode in ("linear", "paced"):
        return [(1 - s) * mp.mpf(x) + s * mp.mpf(y) for x, y in zip(a, b)]
    h00, h10 = (1 + 2 * s) * (1 - s) ** 2, s * (1 - s) ** 2
    h01, h11 = s ** 2 * (3 - 2 * s), s ** 2 * (s - 1)
    return [h00 * mp.mpf(a[k]) + h10 * out[i][k] + h01 * mp.mpf(b[k]) + h11 * inc[i + 1][k] for k in range(dim)]


KEYFRAME_CASES = {
    "linear2d": {"values": [[0, 0], [100, 0], [100, 100]], "keyTimes": [0, 0.3, 1], "mode": "linear"},
    "linearEased": {"values": [[0], [10], [-5], [20]], "mode": "linear", "animationTF": "easeInEaseOut",
                    "segmentTFs": ["easeIn", "linear", "custom"]},
    "discrete": {"values": [[1], [5], [-3]], "keyTimes": [0, 0.2, 0.7, 1], "mode": "discrete"},
    "discreteDefault": {"values": [[1], [5], [-3], [8]], "mode": "discrete"},
    "paced2d": {"values": [[0, 0], [3, 4], [3, 4], [0, 0], [-6, 8]], "mode": "paced", "animationTF": "easeOut"},
    "pacedIgnoringTF": {"values": [[0, 0], [3, 4], [-6, 8]], "mode": "paced", "animationTF": "easeOut",
                        "pacedIgnoresTF": True},
    "pacedStill": {"values": [[2, 2], [2, 2], [2, 2]], "mode": "paced"},
    "jump": {"values": [[0], [1], [5], [6]], "keyTimes": [0, 0.5, 0.5, 1], "mode": "linear"},
    "cubicCatmullRom": {"values": [[0], [1], [4], [2], [3]], "keyTimes": [0, 0.1, 0.5, 0.6, 1], "mode": "cubic"},
    "cubicTCB3d": {"values": [[0, 0, 0], [1, 2, -1], [3, -1, 2], [4, 4, 4], [-2, 0.5, 1]], "mode": "cubic",
                   "tension": [0.2, -0.5, 0.3, 0, 0.9], "continuity": [0, 0.4, -0.6, 0.25, 0],
                   "bias": [0.1, -0.3, 0.5, -1, 0], "segmentTFs": ["linear", "easeInEaseOut", "linear", "default"]},
    "cubicRepeatedEndsKB": {"values": [[0], [5], [-2], [4]], "keyTimes": [0, 0.25, 0.35, 1], "mode": "cubic",
                            "continuity": [0, 0.5, -0.5, 0], "ends": "repeatedEndpoint", "appleSign": False},
    "cubicZeroEnds": {"values": [[10], [20], [0]], "mode": "cubic", "ends": "zero"},
    "cubicJump": {"values": [[0], [1], [5], [6], [2]], "keyTimes": [0, 0.3, 0.3, 0.8, 1], "mode": "cubic"},
    "cubicPaced2d": {"values": [[0, 0], [100, 0], [100, 100], [0, 100]], "mode": "cubicPaced",
                     "tension": [0, 0.5, 0.5, 0], "animationTF": "easeIn"},
    "cubicPacedArc2d": {"values": [[0, 0], [100, 0], [100, 100], [0, 100], [-20, 40]], "mode": "cubicPaced",
                        "bias": [0, 0.3, 0, -0.2, 0], "arcLength": True},
}

U_SAMPLES = sorted(set([i / 40 for i in range(41)] + [0.3, 0.5, 0.7, 0.1, 0.6, 0.2, 0.8, 0.35, 0.25,
                                                       1e-9, 1 - 1e-9, 0.123456789, 0.987654321, -0.5, 1.5]))


def timing_state(c, t):
    """(phase, iteration, progress) by the CAMediaTiming rules, with exact rationals."""
    b, d, s, off = F(c.get("begin", 0)), F(c["duration"]), F(c.get("speed", 1)), F(c.get("offset", 0))
    rc, rd, auto, fill = c.get("repeatCount", 0), c.get("repeatDuration", 0), c.get("autoreverses", False), c.get("fill", "removed")
    cycle = 2 * d if auto else d
    infinite = rc == math.inf or rd == math.inf
    active = None if infinite else (F(rd) if rd else (F(rc) if rc else 1) * cycle)
    elapsed = (F(t) - b) * s
    if elapsed < 0:
        if fill not in ("backwards", "both"):
            return "before", None, None
        phase, a, left = "before", F(0), False
    elif active is not None and elapsed >= active:
        if fill not in ("forwards", "both"):
            return "after", None, None
        phase, a, left = "after", active, True
    else:
        phase, a, left = "active", elapsed, False
    x = a + off
    if active is not None:
        x = x - active * math.floor(x / active)
        if left and x == 0 and a > 0:
            x = active
    k = math.floor(x / cycle)
    r = x - k * cycle
    if left and r == 0 and x > 0:
        k, r = k - 1, cycle
    simple = 2 * d - r if auto and r > d else r
    return phase, k, simple / d


TIMING_CASES = {
    "plain": {"begin": 1, "duration": 2},
    "fastRepeatReverseBoth": {"begin": 0.5, "duration": 1, "speed": 2, "repeatCount": 3, "autoreverses": True, "fill": "both"},
    "reverse2point5": {"duration": 1, "repeatCount": 2.5, "autoreverses": True, "fill": "forwards"},
    "repeat2point5": {"duration": 1, "repeatCount": 2.5, "fill": "forwards"},
    "offsetWraps": {"duration": 1, "offset": 0.5, "repeatCount": 2, "fill": "both", "begin": 1},
    "negativeOffset": {"duration": 2, "offset": -0.75, "fill": "forwards"},
    "backwardSpeed": {"begin": 4, "duration": 1, "speed": -1, "repeatCount": 2, "fill": "both"},
    "repeatDurationReverse": {"duration": 1, "repeatDuration": 3.25, "autoreverses": True, "fill": "forwards"},
    "slowEarlyBackwards": {"begin": -1, "duration": 0.75, "speed": 0.5, "offset": -0.25, "fill": "backwards"},
    "forever": {"duration": 0.5, "repeatCount": math.inf, "begin": 2},
    "frozen": {"duration": 1, "speed": 0, "offset": 0.25},
}

T_SAMPLES = [i / 8 for i in range(-24, 81)]


# A property with model value (100, -50), previous model value (90, -40), and four animations in
# the order added (see presentation_value). Timing functions are linear so the values are exact.
PRESENTATION_ANIMATIONS = [
    {"from": [0, 0], "to": [10, 20], "timing": {"duration": 1, "repeatCount": 3, "fill": "forwards"},
     "cumulative": True},
    {"by": [5, -5], "additive": True,
     "timing": {"begin": 0.5, "duration": 2, "autoreverses": True, "fill": "both"}},
    {"to": [40, 40], "timing": {"begin": 2, "duration": 1.5, "speed": 2}},
    {"timing": {"begin": 4, "duration": 1}},
]
MODEL, PREVIOUS = [100, -50], [90, -40]


def presentation_value(t):
    """CABasicAnimation semantics: the seven from/to/by cases over the value so far (0 for an additive
    animation), cumulative adds iteration*(end of iteration - from), additive adds, later replace."""
    value = [F(v) for v in MODEL]
    for animation in PRESENTATION_ANIMATIONS:
        phase, k, progress = timing_state(animation["timing"], t)
        if progress is None:
            continue
        additive = animation.get("additive", False)
        current = [F(0)] * len(value) if additive else value
        frm, to, by = animation.get("from"), animation.get("to"), animation.get("by")
        frm = [F(x) for x in frm] if frm else None
        to = [F(x) for x in to] if to else None
        by = [F(x) for x in by] if by else None
        if frm and to:
            a, b = frm, to
        elif frm and by:
            a, b = frm, [x + y for x, y in zip(frm, by)]
        elif by and to:
            a, b = [x - y for x, y in zip(to, by)], to
        elif frm:
            a, b = frm, current
        elif to:
            a, b = current, to
        elif by:
            a, b = current, [x + y for x, y in zip(current, by)]
        else:
            a, b = (current if additive else [F(x) for x in PREVIOUS]), current
        result = [x + progress * (y - x) for x, y in zip(a, b)]
        if animation.get("cumulative") and k:
            end = a if animation["timing"].get("autoreverses") else b
            result = [r + k * (e - x) for r, e, x in zip(result, end, a)]
        value = [v + r for v, r in zip(value, result)] if additive else result
    return value


def shortest(x):
    return repr(float(x))


def main():
    with open("keyframes.csv", "w") as f:
        f.write("case,u,channel,value\n")
        f.write("# generated by generate_keyframes.py (mpmath, 50 digits); values rounded to nearest binary64\n")
        for name, case in KEYFRAME_CASES.items():
            for u in U_SAMPLES:
                for k, v in enumerate(evaluate(case, u)):
                    f.write(f"{name},{shortest(u)},{k},{shortest(v)}\n")
    with open("timing.csv", "w") as f:
        f.write("case,t,phase,iteration,progress\n")
        f.write("# generated by generate_keyframes.py (exact rationals)\n")
        for name, case in TIMING_CASES.items():
            for t in T_SAMPLES:
                phase, k, p = timing_state(case, t)
                f.write(f"{name},{shortest(t)},{phase},{'' if k is None else k},{'' if p is None else shortest(p)}\n")
    with open("presentation.csv", "w") as f:
        f.write("t,value0,value1\n")
        f.write("# generated by generate_keyframes.py (exact rationals)\n")
        for t in T_SAMPLES:
            f.write(f"{shortest(t)}," + ",".join(shortest(v) for v in presentation_value(t)) + "\n")


if __name__ == "__main__":
    main()
