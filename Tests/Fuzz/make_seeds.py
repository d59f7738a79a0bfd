#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz targets (Fuzz/*.swift) into Tests/Fuzz/Corpus/<target>/.

Seeds are the inputs libFuzzer starts from: a few well-formed and a few malformed cases per target,
so that mutation starts next to the interesting code paths. Run from anywhere:
    python3 Tests/Fuzz/make_seeds.py
"""
import math
import pathlib
import struct

CORPUS = pathlib.Path(__file__).resolve().parent / "Corpus"
BIGGEST = 1.7976931348623157e308


def doubles(*values):
    """Little-endian IEEE 754 bit patterns, the layout FuzzInput.nextDouble() reads."""
    return struct.pack("<%dd" % len(values), *values)


def words(*argv):
    """argv words separated by newlines, the layout the curves-arguments target splits."""
    return "\n".join(argv).encode()


SEEDS = {
    # x1, y1, x2, y2, then evaluation points.
    "timing-curve-constructors": {
        "linear": doubles(0, 0, 1, 1, 0.25, 0.5),
        "ease-in": doubles(0.42, 0, 1, 1, 0.1, 0.9),
        "ease-out": doubles(0, 0, 0.58, 1, 0.3),
        "ease-in-ease-out": doubles(0.42, 0, 0.58, 1, 0.5, -0.5, 1.5),
        "default": doubles(0.25, 0.1, 0.25, 1, 1e-9, 1 - 1e-16),
        "overshoot": doubles(0.34, 1.56, 0.64, 1, 0.6, -1e6, 1e6),
        "anticipate": doubles(0.36, -0.6, 0.66, -0.56, 0.2, 2.0),
        "x-at-bounds": doubles(0, -3, 1, 7, 5e-324, 0.9999999999999999),
        "huge-y": doubles(1e-300, BIGGEST, 1.0, -BIGGEST, -1e300, 1e300),
        "invalid-x": doubles(1.5, 0, 0.5, 1, 0.5),
        "nan-y": doubles(0.5, math.nan, 0.5, 1, 0.5),
        "infinite-x": doubles(math.inf, 0, 0.5, 1),
    },
    # Bytes n − 1, columns − 1, size skew; then sub-diagonal, diagonal, super-diagonal, B.
    "tridiagonal-system": {
        "spline-4x4-two-columns": bytes([3, 1, 0]) + doubles(1, 1, 1, 4, 4, 4, 4, 1, 1, 1, 1, 2, 3, 4, 0, -1, 0, 1),
        "needs-pivoting": bytes([2, 0, 0]) + doubles(1, 1, 0, 0, 1, 1, 1, 1, 2, 3),
        "singular": bytes([1, 0, 0]) + doubles(1, 1, 1, 1, 1, 1),
        "one-by-one-tiny-pivot": bytes([0, 0, 0]) + doubles(1e-300, 1e300),
        "nan-diagonal": bytes([1, 0, 0]) + doubles(1, math.nan, 2, 1, 1, 1),
        "short-subdiagonal": bytes([2, 0, 2]) + doubles(1, 4, 4, 4, 1, 1, 1, 2, 3),
        "long-right-hand-side": bytes([1, 0, 5]) + doubles(1, 4, 4, 1, 1, 2, 3),
    },
    # The subcommands of shared/DESIGN.md §4, valid and invalid.
    "curves-arguments": {
        "help": words("--help"),
        "unknown-subcommand": words("no-such-curve"),
        "bezier": words("bezier", "0.42", "0", "0.58", "1", "--samples", "11"),
        "bezier-named-json": words("bezier", "--named", "easeInEaseOut", "--format", "json"),
        "bezier-at-svg": words("bezier", "0.25", "0.1", "0.25", "1", "--at=-0.5,0,0.5,1.5", "--format", "svg"),
        "bezier-bad-samples": words("bezier", "0.5", "0", "0.5", "1", "--samples", "0"),
        "bezier-nan": words("bezier", "0.5", "nan", "0.5", "1"),
        "spring": words("spring", "--mass", "1", "--stiffness", "100", "--damping", "10"),
        "spring-settling": words("spring", "--damping-ratio", "0.5", "--response", "0.3", "--settling"),
        "spring-describe": words("spring", "--duration-bounce", "0.5,0.3", "--describe"),
        "spring-rk4": words("spring", "--mass", "1", "--stiffness", "-5", "--damping", "0", "--method", "rk4", "--step", "0.01"),
        "path-paced": words("path", "--d", "M 0 0 C 10 20 30 40 50 60 Z", "--paced", "--samples", "5"),
        "path-arc-length": words("path", "--d", "M0,0 A 10 10 0 1 1 20 0", "--length"),
        "path-malformed": words("path", "--d", "M 0 0 L 1e999 Q"),
        "keyframes": words("keyframes", "--values", "0 0; 100 0; 100 100", "--key-times", "0,0.3,1", "--mode", "cubic"),
        "keyframes-mismatch": words("keyframes", "--values", "0; 1; 2", "--key-times", "0,1", "--mode", "discrete"),
        "timing": words("timing", "--duration", "2", "--repeat-count", "2.5", "--autoreverses", "--fill", "both"),
    },
}

for target, seeds in SEEDS.items():
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in seeds.items():
        (folder / name).write_bytes(content)
