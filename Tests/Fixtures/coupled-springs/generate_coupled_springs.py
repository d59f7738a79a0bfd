#!/usr/bin/env python3
"""Reference motions for KineticsLinearAlgebra's CoupledSpringSystem.

z(t) = expm(A t) z0 with A = [[0, I], [-M^-1 K, -M^-1 C]], computed with mpmath at 50 digits and
cross-checked against scipy.linalg.expm. Writes motions.csv: one row per (case, time, mass) with
position and velocity, and matrices.csv with the systems (row-major, space-separated).
Run from this directory: python3 generate_coupled_springs.py
"""
import mpmath as mp
import numpy as np
from scipy.linalg import expm

mp.mp.dps = 50

cases = {
    # A full (non-chain) symmetric system with light damping.
    "full": (
        [[2.0, 0.3, 0.0], [0.3, 1.5, 0.2], [0.0, 0.2, 1.0]],
        [[0.4, -0.1, 0.0], [-0.1, 0.3, -0.05], [0.0, -0.05, 0.2]],
        [[30.0, -10.0, 0.0], [-10.0, 25.0, -8.0], [0.0, -8.0, 12.0]],
        [1.0, -0.5, 0.25], [0.0, 2.0, -1.0],
    ),
    # One mass, critically damped (m = 1, k = 4, c = 4): A is defective.
    "critical": ([[1.0]], [[4.0]], [[4.0]], [1.0], [-3.0]),
    # Two masses joined by a spring, no walls, no damping: a rigid-body mode (A defective).
    "free": (
        [[1.0, 0.0], [0.0, 2.0]], [[0.0, 0.0], [0.0, 0.0]], [[5.0, -5.0], [-5.0, 5.0]],
        [0.5, -0.25], [1.0, 0.0],
    ),
}
times = ["0", "0.1", "0.5", "1", "2.5", "7"]

with open("matrices.csv", "w") as matrices, open("motions.csv", "w") as motions:
    matrices.write("case,mass,damping,stiffness,position,velocity\n")
    motions.write("case,t,mass_index,position,velocity\n")
    for name, (m, c, k, x0, v0) in cases.items():
        flat = lambda a: " ".join(repr(float(x)) for row in a for x in row)
        matrices.write(f"{name},{flat(m)},{flat(c)},{flat(k)},{' '.join(map(repr, x0))},{' '.join(map(repr, v0))}\n")
        n = len(m)
        M, C, K = mp.matrix(m), mp.matrix(c), mp.matrix(k)
        Minv = M ** -1
        A = mp.zeros(2 * n, 2 * n)
        MK, MC = Minv * K, Minv * C
        for i in range(n):
            A[i, n + i] = 1
            for j in range(n):
                A[n + i, j] = -MK[i, j]
                A[n + i, n + j] = -MC[i, j]
        z0 = mp.matrix(x0 + v0)
        A_np = np.array(A.tolist(), dtype=float)
        for t in times:
            z = mp.expm(A * mp.mpf(t)) * z0
            check = expm(A_np * float(t)) @ np.array(x0 + v0)
            assert np.max(np.abs(check - np.array([float(v) for v in z]))) < 1e-12
            for i in range(n):
                motions.write(f"{name},{t},{i},{mp.nstr(z[i], 20)},{mp.nstr(z[n + i], 20)}\n")
