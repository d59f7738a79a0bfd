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
    # Byte: parameterization (0 m/k/c, 1 response/ζ/m, 2 duration/bounce, 3 perceptual, 4 UIKit);
    # its doubles; from, to, v0; then times.
    "spring-constructors": {
        "mass-stiffness-damping": bytes([0]) + doubles(1, 100, 10, 0, 1, 0, 0.1, 0.5, 2.0),
        "critical": bytes([0]) + doubles(1, 100, 20, 0, 1, 0, 0.25, 1.0),
        "undamped": bytes([0]) + doubles(1, 100, 0, 0, 1, 3, 10.0),
        "overdamped-far": bytes([0]) + doubles(1e-3, 1e6, 1e3, -1e6, 1e6, 0, 1e-3, 1e3),
        "zero-mass": bytes([0]) + doubles(0, 100, 10, 0, 1, 0),
        "nan-damping": bytes([0]) + doubles(1, 100, math.nan, 0, 1, 0),
        "response": bytes([1]) + doubles(0.5, 0.825, 1, 0, 100, 0, 0.3),
        "response-zero": bytes([1]) + doubles(0, 0.5, 1, 0, 1, 0),
        "duration-bounce": bytes([2]) + doubles(0.5, 0.3, 0, 1, -2, 0.2),
        "negative-bounce": bytes([2]) + doubles(0.5, -0.5, 0, 1, 0),
        "perceptual": bytes([3]) + doubles(0.4, 0.2, 10, -10, 5, 1e-9),
        "uikit": bytes([4]) + doubles(0.5, 0.7, 2, 0, 1, 0, 0.5),
        "uikit-zero-ratio": bytes([4]) + doubles(0.5, 0, 1, 0, 1, 0),
        "huge-stiffness": bytes([0]) + doubles(1, BIGGEST, 1, 0, 1, 0, 1e-300),
    },
    # Bytes mode (0 linear, 1 discrete, 2 paced, 3 cubic, 4 cubicPaced), dimension − 1, count − 1,
    # flags, options; values, key times, tension/continuity/bias, a curve, media timing, points.
    "keyframe-tracks": {
        "linear-2d": bytes([0, 1, 2, 1, 0]) + doubles(0, 0, 100, 0, 100, 100, 0, 0.3, 1, 0, 1, 1, 0, 1, 0.25, 0.75),
        "discrete": bytes([1, 0, 2, 1, 0]) + doubles(1, 2, 3, 0, 0.2, 0.5, 1, 0, 1, 1, 0, 0, 0.2, 0.9),
        "paced": bytes([2, 1, 3, 0, 0]) + doubles(0, 0, 3, 4, 3, 0, 0, 0, 0, 2, 1, 0, 2, 0.5),
        "cubic-tcb": bytes([3, 0, 3, 5, 1]) + doubles(0, 10, -5, 20, 0, 0.2, 0.6, 1, 0.5, 0, 0, -0.5, 0, 1, 0, 0, 0, 0, 0.1, 0.3, 0.7),
        "cubic-paced-arc": bytes([4, 1, 2, 0, 16]) + doubles(0, 0, 10, 10, 20, 0, 0, 1, 1, 0, 0, 0.5),
        "timing-functions": bytes([0, 0, 2, 10, 0]) + doubles(0, 1, 0, 0.42, 0, 0.58, 1, 0, 1, 1, 0, 0, 0.5),
        "autoreverse-fill": bytes([0, 0, 1, 0xE0, 0]) + doubles(0, 1, 1, 2, -1, 0.5, 3, -1, 0.5, 2.5, 7),
        "key-times-one-off": bytes([0, 0, 2, 17, 0]) + doubles(0, 1, 2, 0, 0.5, 0.7, 1),
        "decreasing-key-times": bytes([3, 0, 2, 1, 0]) + doubles(0, 1, 2, 0, 0.7, 1),
        "nan-value": bytes([0, 0, 1, 0, 0]) + doubles(0, math.nan, 0, 1, 1, 0, 1),
        "huge-values": bytes([3, 0, 3, 0, 2]) + doubles(BIGGEST, -BIGGEST, BIGGEST, 0, 0, 1, 1, 0, 1, 0.5),
    },
    # Byte family (0 steps, 1 linear(), 2 Bézier batch); then its parameters; then points.
    # A model byte (0: transition, 1: replicator, 2: gradient, 3: transaction), then the model's own layout (Fuzz/layer-constructors.swift).
    "layer-constructors": {
        "transition-push-from-right": bytes([0, 2]) + doubles(0, 1, 0.25, 200, 100, 0.1, 0.3),
        "transition-fade-partial": bytes([0, 0]) + doubles(0.2, 0.6, 1, 10, 10, 0.5),
        "transition-end-before-start": bytes([0, 1]) + doubles(0.7, 0.3, 1, 10, 10),
        "transition-negative-width": bytes([0, 3]) + doubles(0, 1, 1, -1, 10, 0.5),
        # count 12 (as an Int64), delay, offsets, a rotation by 30° about z moved by (10, 0, 0).
        "replicator-ring": bytes([1]) + struct.pack("<q", 12) + doubles(0.1, -0.05, 0, 0.05, 0)
        + doubles(math.cos(math.pi / 6), math.sin(math.pi / 6), 0, 0, -math.sin(math.pi / 6), math.cos(math.pi / 6), 0, 0,
                  0, 0, 1, 0, 10, 0, 0, 1) + doubles(3, 11, 12),
        "gradient-axial-three": bytes([2, 0x04, 3]) + doubles(1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 0.5)
        + doubles(0, 0.3, 1) + doubles(0.5, 0, 0.5, 1) + doubles(0.5, 0.3, 0.1, 0.9),
        "gradient-conic-oklab": bytes([2, 0x2A, 2]) + doubles(1, 1, 0, 1, 0, 0, 1, 0.25)
        + doubles(0.5, 0.5, 1, 0.5) + doubles(0.5, 1, 0, 0.5),
        "gradient-equal-locations": bytes([2, 0x05, 2]) + doubles(1, 0, 0, 1, 0, 0, 1, 1) + doubles(0.5, 0.5)
        + doubles(0.5, 0.5, 1, 1),
        # commit at 1; set k0 1 -> 0; begin (duration 0.5, completion); set k1 0 -> 2; commit.
        "transaction-nested": bytes([3]) + doubles(1) + bytes([0, 0]) + doubles(1, 0) + bytes([1, 9]) + doubles(0.5)
        + bytes([0, 1]) + doubles(0, 2) + bytes([2]),
        "transaction-negative-duration": bytes([3]) + doubles(0) + bytes([1, 1]) + doubles(-1) + bytes([2]),
        "replicator-scale-overflow": bytes([1]) + struct.pack("<q", 4096) + doubles(0, 0, 0, 0, 0)
        + doubles(2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1),
    },
    # A layer byte (shape, mode, plane bit), a seed byte, nine layer Doubles, a cell count, then per
    # cell a parent byte and ten Doubles, then times (Fuzz/emitter-constructors.swift).
    "emitter-constructors": {
        "rectangle-surface-one-cell": bytes([0x12, 7]) + doubles(100, 200, 0, 40, 10, 0, 1, 1, 1) + bytes([1, 0])
        + doubles(20, 1.5, 0.5, 100, 20, -1.5, 0.4, 98, -0.2, 0) + doubles(0.75, 3.2),
        "rocket-with-sparks": bytes([0x23, 1]) + doubles(0, 0, 0, 10, 0, 0, 1, 1, 1) + bytes([2, 0])
        + doubles(2, 1.2, 0, 100, 0, 0.3, 0, 50, 0, 0) + bytes([1]) + doubles(5, 0.5, 0.1, 10, 0, 0, 3.1, 0, -1, 0.1)
        + doubles(1.0, 2.45),
        "negative-rate": bytes([0, 0]) + doubles(0, 0, 0, 0, 0, 0, 1, 1, 1) + bytes([1, 0])
        + doubles(-1, 1, 0, 0, 0, 0, 0, 0, 0, 0),
        "nested-negative-begin": bytes([0, 0]) + doubles(0, 0, 0, 0, 0, 0, 1, 1, 1) + bytes([2, 0])
        + doubles(1, 1, 0, 0, 0, 0, 0, 0, 0, 0) + bytes([1]) + doubles(1, 1, 0, 0, 0, 0, 0, 0, 0, -1),
        "overflowing-product": bytes([0x2C, 9]) + doubles(0, 0, 0, 5, 5, 5, BIGGEST, 1, 1) + bytes([1, 0])
        + doubles(2, 1, 0, 0, 0, 0, 0, 0, 0, 0),
        "huge-time": bytes([0x05, 3]) + doubles(0, 0, 0, 3, 3, 3, 1, 1, 1) + bytes([1, 0])
        + doubles(1000, 2, 1, 1, 1, 0, 3.2, 0, 0, -5) + doubles(1e300, -1e300, 4.5e15, math.inf, math.nan),
        # A sub-cell living 3.7e19 s under a parent living 0 s: its window's rounding margin must
        # not reach 10^7 s past t (ten million parents listed).
        "long-child-lifetime": bytes([0, 0]) + doubles(0, 0, 0, 0, 0, 0, 1, 1, 1) + bytes([2, 0])
        + doubles(1, 0, 0, 0, 0, 0, 0, 0, 0, 0) + bytes([1]) + doubles(1e-300, 3.7e19, 0, 0, 0, 0, 0, 0, 0, 0)
        + doubles(0.5),
    },
    "timing-functions": {
        "steps-end": bytes([0]) + struct.pack("<q", 4) + bytes([1]) + doubles(0.25, 0.5, 0.99, 1.5),
        "steps-none": bytes([0]) + struct.pack("<q", 1) + bytes([2]) + doubles(0.5),
        "steps-both": bytes([0]) + struct.pack("<q", 3) + bytes([3]) + doubles(0, 1 / 3, -0.1),
        "steps-huge": bytes([0]) + struct.pack("<q", 2**62) + bytes([0]) + doubles(0.5, 1 - 2**-53),
        "steps-negative": bytes([0]) + struct.pack("<q", -1) + bytes([0]),
        "linear-css": bytes([1, 3]) + bytes([0]) + doubles(0) + bytes([1]) + doubles(0.5, 0.25) + bytes([0]) + doubles(1) + doubles(0.1, 0.3, 2),
        "linear-hold": bytes([1, 3]) + bytes([0]) + doubles(0) + bytes([3]) + doubles(0.5, 0.2, 0.8) + bytes([0]) + doubles(1) + doubles(0.5),
        "linear-one-stop": bytes([1, 1]) + bytes([0]) + doubles(0),
        "linear-nan": bytes([1, 2]) + bytes([1]) + doubles(0, math.nan) + bytes([0]) + doubles(1),
        "bezier-batch": bytes([2]) + doubles(0.42, 0, 0.58, 1, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9),
        "bezier-batch-overshoot": bytes([2]) + doubles(0.34, 1.56, 0.64, 1, -2, 0.05, 0.5, 3, 1e20),
    },
    # Bytes part (0 spline, 1 chain, 2 fitting), size, variant; then doubles.
    "linear-algebra-inputs": {
        "spline-natural": bytes([0, 3, 0]) + doubles(0, 1, 2, 3, 0, 1, 0, 1, 0.5, 2.5),
        "spline-not-a-knot-2ch": bytes([0, 4, 3]) + doubles(0, 0.1, 0.5, 0.7, 1, 0, 0, 1, 2, 0, 1, 3, 3, 1, 0, 0.3),
        "spline-periodic": bytes([0, 3, 4]) + doubles(0, 1, 2, 3, 0, 1, -1, 0, 1.5),
        "spline-clamped": bytes([0, 2, 6]) + doubles(0, 0.5, 1, 0, 1, 0, 2, -2, 0.25),
        "spline-thomas": bytes([0, 3, 16]) + doubles(0, 1, 2, 3, 1, 2, 3, 4, 1.5),
        "spline-decreasing": bytes([0, 2, 0]) + doubles(0, 2, 1, 0, 1, 2),
        "chain-two": bytes([1, 1, 0]) + doubles(1, 2, 100, 50, 100, 1, 0.5, 1, 1, 0, 0, 0, 0, 0.5, 2),
        "chain-zero-mass": bytes([1, 0, 0]) + doubles(0, 1, 1, 0, 0, 1, 0),
        "fit-ease": bytes([2, 8, 0]) + doubles(0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1, 0, 0.02, 0.08, 0.18, 0.31, 0.5, 0.69, 0.82, 0.92, 0.98, 1),
        "fit-export": bytes([2, 4, 65]) + doubles(0, 0.25, 0.5, 0.75, 1, 0, 0.1, 0.5, 0.9, 1, 0.01),
        "fit-not-increasing": bytes([2, 2, 0]) + doubles(0, 0.5, 0.5, 0, 1, 1),
    },
    # SVG path data text, as the paths part parses it (SVG 1.1 §8.3).
    "svg-path-data": {
        "lines": b"M 0 0 L 100 0 L 100 100 Z",
        "relative": b"m10,10 l20,0 h10 v-5 H0 V0 z",
        "cubic-smooth": b"M0 0 C 10 20 30 40 50 60 S 90 100 110 120",
        "quadratic-smooth": b"M0,0 Q 50,100 100,0 T 200,0",
        "arcs": b"M0,0 A 10 10 0 1 1 20 0 a5 5 30 0 0 10 10",
        "compact-flags": b"M0 0a10 10 0 1120 0",
        "exponents": b"M1e2-1e-2L.5.5-.5-.5",
        "cusp": b"M0 0 C 100 100 0 100 100 0",
        "no-moveto": b"L 10 10",
        "unknown-command": b"M 0 0 X 1 1",
        "nan": b"M 0 0 L nan 1",
        "overflow": b"M 0 0 L 1e999 0",
        "odd-coordinates": b"M 0 0 L 10",
        "bad-flag": b"M0 0 A 10 10 0 2 0 20 0",
        "huge": b"M-1e300 1e300 C 1e300 -1e300 -1e300 -1e300 1e300 1e300",
    },
    # The subcommands of docs/curves.md, valid and invalid.
    "curves-arguments": {
        "help": words("--help"),
        "unknown-subcommand": words("no-such-curve"),
        "bezier": words("bezier", "0.42", "0", "0.58", "1", "--samples", "11"),
        "bezier-named-json": words("bezier", "--named", "easeInEaseOut", "--format", "json"),
        "bezier-at-svg": words("bezier", "0.25", "0.1", "0.25", "1", "--at=-0.5,0,0.5,1.5", "--format", "svg"),
        "bezier-bad-samples": words("bezier", "0.5", "0", "0.5", "1", "--samples", "0"),
        "bezier-nan": words("bezier", "0.5", "nan", "0.5", "1"),
        "bezier-slope-range": words("bezier", "0.5", "-0.5", "0.5", "1.5", "--slope", "--at", "0,1.5"),
        "easing-steps": words("easing", "steps(4, jump-end)", "--samples", "9"),
        "easing-linear-json": words("easing", "linear(0, 0.5 25% 75%, 1)", "--format", "json"),
        "easing-invalid": words("easing", "steps(1, jump-none)"),
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
        "animator-reverse": words("animator", "--duration", "1", "--reverse-at", "0.6", "--samples", "3"),
        "animator-pause-svg": words("animator", "--duration", "1", "--pause-at", "0.3", "--continue-curve", "easeOut", "--format", "svg"),
        "interpolate-color-json": words("interpolate", "--kind", "color", "--from", "1,0,0", "--to", "0,0,1,0", "--at", "0.5", "--format", "json"),
        "interpolate-vector-nan": words("interpolate", "--kind", "vector", "--from", "0,nan", "--to", "1,1"),
        "spline-clamped": words("spline", "--key-times", "-1 0 2", "--values", "-1; 0; -3", "--boundary", "clamped", "--start-slope", "1", "--end-slope", "0"),
        "spline-periodic-svg": words("spline", "--key-times", "0,1,2", "--values", "0;1;0", "--boundary", "periodic", "--format", "svg", "--samples", "20"),
        "coupled-springs-expm": words("coupled-springs", "--masses", "1", "--stiffnesses", "4 0", "--position", "-0.5", "--at", "0,0.3,1.7", "--method", "expm"),
        # Parsed and validated only: the target never calls run(), so nothing reads standard input.
        "fit-parse": words("fit", "--input", "-", "--normalize", "--max-error", "0.005"),
        "bezier-empty-field": words("bezier", "--named", "ease", "--at", "0.1,,0.2"),
    },
    # A selector byte (0 list, 1 rows, 2 path bytes, 3 path through a pipe), then the text.
    "curves-lists-and-path-sources": {
        "list": b"\x00" + b"0, 0.5 1,-2e-3",
        "list-empty-field": b"\x00" + b"0.1,,0.2",
        "list-trailing-comma": b"\x00" + b"0.5,",
        "list-huge": b"\x00" + b"1e308 -1.7976931348623157e308,5e-324",
        "list-nan": b"\x00" + b"nan,inf",
        "rows": b"\x01" + b"0 0; 100 0; 100 100",
        "rows-empty": b"\x01" + b"0;;1",
        "path-bytes": b"\x02" + b"M 0 0 C 50 -40 100 40 150 0 A 40 40 0 0 1 150 80",
        "path-invalid-utf8": b"\x02" + b"M 0 0 L \xff\xfe 1",
        "path-pipe": b"\x03" + b"M0,0 L10,10 Z",
        "path-pipe-empty": b"\x03",
    },
    # CSS <easing-function> text, as a user would type it (valid and invalid).
    "easing-functions": {
        "keyword": b"ease-in-out",
        "keyword-upper": b"  STEP-END\n",
        "cubic-bezier": b"cubic-bezier(0.1, -0.5, 0.9, 1.5)",
        "cubic-bezier-huge": b"cubic-bezier(0, 1.7976931348623157e308, 1, -1e308)",
        "cubic-bezier-x-out": b"cubic-bezier(1.1, 0, 1, 1)",
        "steps": b"steps(4, jump-end)",
        "steps-none-invalid": b"steps(1, jump-none)",
        "steps-huge": b"steps(9223372036854775807, jump-both)",
        "linear": b"linear(0, 0.8 20% 40%, 0.5, 1)",
        "linear-percent-first": b"linear(0, 25% 75% 0.5, 100% 1)",
        "linear-one-stop": b"linear(0)",
        "linear-subnormal": b"linear(0 0%, 0.2, 0.4, 0.6, 0.8, 1 2e-321%)",
        "unclosed": b"linear(0, 1",
        "invalid-utf8": b"steps(\xff\xfe)",
    },
    # CSS transform lists, as a user would type them (valid and invalid).
    "css-transforms": {
        "none": b"none",
        "list": b"translate(10px, -20px) rotate(30deg) scale(1.5, 50%)",
        "three-d": b"perspective(800px) translateZ(-40px) rotateY(35deg) rotate3d(1, 2, 3, 0.25turn)",
        "matrix3d": b"matrix3d(1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, -0.002, 10, 20, 30, 1) skew(5deg, -0.1rad)",
        "case-spacing": b"  TRANSLATE( 1PX ,2px )ROTATE(10DEG)skewx(5grad)\n",
        "overflow": b"scale(1e200) scale(1e200)",
        "huge-angle": b"rotate(1.7976931348623157e308deg)",
        "missing-unit": b"rotate(30)",
        "percent-translate": b"translate(50%)",
        "unclosed": b"matrix(1, 2, 3",
        "invalid-utf8": b"rotate(\xff\xfe)",
    },
    # Flags (bits 0-2 animated start, end, offset; 3 each subpath; 4 swaps; 5 autoreverses), from, to and
    # model of start, end and offset, duration, begin, then times (Fuzz/trim-animation.swift).
    "trim-animation": {
        "draw-on": bytes([0x02]) + doubles(0, 0, 0, 0, 1, 1, 0, 0, 0, 1, 0, 0.25, 0.5, 1, 2),
        "chase-around": bytes([0x07]) + doubles(0, 0.6, 0.6, 0.2, 1, 1, 0, 1, 1, 2, 0.5, 0.9, 1.7),
        "crossing-swaps": bytes([0x11]) + doubles(-0.5, 1.5, 0, 0, 0, 0.5, 0, 0, 0, 1, 0, 0.3, 0.8),
        "each-subpath-autoreverse": bytes([0x2A]) + doubles(0, 0, 0, 0.1, 0.9, 0.9, 0, 0, 0, 1, 0, 0.5, 1.5),
        "nan-to": bytes([0x02]) + doubles(0, 0, 0, 0, math.nan, 1, 0, 0, 0, 1, 0),
        "huge-offset": bytes([0x04]) + doubles(0, 0, 0, 0, 1, 1, BIGGEST, -BIGGEST, 0, 1, 0, 0.5),
    },
    # Flags (bits 0-2 kind modulo 7, 3-4 curve, 5 autoreverses), progress, eye distance, duration,
    # delay, repeat count, then times (Fuzz/view-transitions.swift).
    "view-transitions": {
        "flip-left": bytes([1]) + doubles(0.25, 1000, 0.5, 0, 0, 0.1, 0.25, 0.6),
        "flip-bottom-half": bytes([4 | 0x18]) + doubles(0.5, 300, 1, 0.2, 1.5, 0.7, 2),
        "dissolve-autoreverse": bytes([0 | 0x20]) + doubles(0.3, 1000, 1, 0, 2, 0.5, 1.5, 4.1),
        "curl-up": bytes([5]) + doubles(1, 1000, 0.5, 0, 0, 0.25),
        "progress-nan": bytes([2]) + doubles(math.nan, 1000, 1, 0, 0),
        "eye-zero": bytes([3]) + doubles(0.5, 0, 1, 0, 0),
        "eye-subnormal": bytes([1]) + doubles(2.53e-321, 2.53e-321, 1, 0, 0),
    },
    # duration, completionSpeed, a curve byte, then events: a kind byte (0 update, 1 pause,
    # 2 finish, 3 cancel), the time, and for an update the percent (Fuzz/interactive-transitions.swift).
    "interactive-transitions": {
        "drag-finish": doubles(0.5, 1) + b"\x00" + b"\x00" + doubles(0.1, 0.2) + b"\x00"
        + doubles(0.3, 0.6) + b"\x02" + doubles(0.4),
        "regrab-cancel": doubles(1, 1.5) + b"\x02" + b"\x00" + doubles(0.1, 0.3) + b"\x02"
        + doubles(0.2) + b"\x01" + doubles(0.35) + b"\x00" + doubles(0.5, 0.1) + b"\x03" + doubles(0.6),
        "out-of-order": doubles(1, 1) + b"\x01" + b"\x00" + doubles(0.5, 0.2) + b"\x00" + doubles(0.4, 0.3),
        "nan-percent": doubles(1, 1) + b"\x03" + b"\x00" + doubles(0.5, math.nan),
        "huge-times": doubles(BIGGEST, 1e-300) + b"\x00" + b"\x02" + doubles(-BIGGEST) + b"\x01" + doubles(BIGGEST),
        "finish-twice": doubles(1, 1) + b"\x00" + b"\x02" + doubles(0) + b"\x02" + doubles(0.1),
    },
}

for target, seeds in SEEDS.items():
    folder = CORPUS / target
    folder.mkdir(parents=True, exist_ok=True)
    for name, content in seeds.items():
        (folder / name).write_bytes(content)
