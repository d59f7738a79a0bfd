"""The exponential polynomial of Sources/Kinetics/Spring/_SpringMath.swift.

e^r = 1 + (r + r^2 * Q(r)) on |r| <= ln2/2, Q(r) = (e^r - 1 - r)/r^2 fitted by a Chebyshev
polynomial of degree 9 (mpmath.chebyfit, 50 digits). Prints the coefficients e0...e9 (ascending)
and the largest error of e^r and e^r - 1 over 20 001 points when the polynomial is evaluated in
Double with the Swift code's Estrin scheme, in ulps of the mpmath value.
"""
import mpmath as mp

mp.mp.dps = 50
HALF_LN2 = mp.log(2) / 2


def quotient(r):
    if abs(r) < mp.mpf("1e-20"):
        return mp.mpf(1) / 2
    return (mp.exp(r) - 1 - r) / r**2


poly, error = mp.chebyfit(quotient, [-HALF_LN2, HALF_LN2], 10, error=True)
coefficients = [float(c) for c in poly[::-1]]
print("fit error on Q:", mp.nstr(error, 3))
for index, c in enumerate(coefficients):
    print(f"e{index} = {c!r}")


def evaluate(r):
    e = coefficients
    r2 = r * r
    r4 = r2 * r2
    q01 = (e[0] + e[1] * r) + r2 * (e[2] + e[3] * r)
    q23 = (e[4] + e[5] * r) + r2 * (e[6] + e[7] * r)
    q4 = e[8] + e[9] * r
    minus_one = r + r2 * (q01 + r4 * (q23 + r4 * q4))
    return 1 + minus_one, minus_one


worst_exp = worst_expm1 = 0
for i in range(20001):
    r = -float(HALF_LN2) + 2 * float(HALF_LN2) * i / 20000
    value, minus_one = evaluate(r)
    exact = mp.exp(mp.mpf(r))
    worst_exp = max(worst_exp, abs(mp.mpf(value) - exact) / exact)
    if r != 0:
        worst_expm1 = max(worst_expm1, abs(mp.mpf(minus_one) - (exact - 1)) / abs(exact - 1))
print("e^r: max", float(worst_exp) / 2**-52, "ulp; e^r - 1: max", float(worst_expm1) / 2**-52, "ulp")
