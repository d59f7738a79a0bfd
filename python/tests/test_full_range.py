"""Issue 19 from Python: for random finite inputs across the whole range of double (a seeded
generator; half of the numbers random bit patterns, every exponent equally likely, half uniform in
[-4, 4]), the classes over the C calls of Tests/CClients/full_range.c either return finite numbers
or raise a KineticsError (with the library's message): never NaN or an infinity."""

import math
import struct

import numpy as np
import kinetics
from kinetics.keyframes import KEYFRAME_MODES
from kinetics.layers import VIEW_TRANSITION_KINDS
from kinetics.typed_values import COLOR_SPACES


class FullRange:
    """Seeded finite doubles over the whole range (a failure repeats)."""

    def __init__(self, seed):
        self.random = np.random.default_rng(seed)

    def bits(self):
        return int(self.random.integers(0, 2**63)) * 2 + int(self.random.integers(0, 2))

    def double(self):
        if self.random.integers(0, 2):
            return float(self.random.uniform(-4, 4))
        while True:
            value = struct.unpack("<d", struct.pack("<Q", self.bits()))[0]
            if math.isfinite(value):
                return value

    def unit(self):
        return float(self.random.uniform(0, 1))


def finite_or_error(call):
    """call()'s numbers, all finite, or None when it raised a KineticsError with a message."""
    try:
        result = call()
    except kinetics.KineticsError as error:
        assert str(error), "an error without a message"
        return None
    values = np.asarray(result, dtype=np.float64)
    assert np.isfinite(values).all(), values
    return result


def made(call):
    """call()'s object, or None when it raised a KineticsError with a message."""
    try:
        return call()
    except kinetics.KineticsError as error:
        assert str(error), "an error without a message"
        return None


def test_random_finite_inputs_give_finite_numbers_or_an_error():
    draw = FullRange(19)
    answered = {}
    for round_ in range(1500):
        a, b, c, v = abs(draw.double()), draw.double(), abs(draw.double()), draw.double()
        springs = [
            made(lambda: kinetics.Spring.from_response(a, abs(b), c)),
            made(lambda: kinetics.Spring.from_duration(a, math.fmod(b, 1))),
            made(lambda: kinetics.Spring.from_perceptual_duration(a, math.fmod(b, 1))),
            made(lambda: kinetics.Spring.from_uikit(a, math.fmod(abs(b), 1), v)),
            made(lambda: kinetics.Spring(a, c, abs(b))),
        ]
        for spring in springs:
            if spring is not None:
                answered["spring"] = answered.get("spring", 0) + 1
                for value in spring.describe().__dict__.values():
                    assert math.isfinite(value), spring.describe()
                if finite_or_error(lambda: spring.uikit_duration(v)) is not None:
                    answered["uikit_duration"] = answered.get("uikit_duration", 0) + 1

        xs = np.array([draw.double() for _ in range(5)])
        curve = made(lambda: kinetics.CubicBezier(abs(draw.double()) / 4, draw.double(),
                                                             abs(draw.double()) / 4, draw.double()))
        if curve is not None:
            answered["curve"] = answered.get("curve", 0) + 1
            finite_or_error(lambda: curve(xs))
            finite_or_error(lambda: curve(xs.clip(-1e30, 1e30).astype(np.float32)))
            finite_or_error(lambda: curve.slope(xs[0]))
            finite_or_error(lambda: curve.progress_range())
            if round_ % 16 == 0:
                with curve.prepared() as prepared:
                    finite_or_error(lambda: prepared(xs))

        if round_ % 4 == 0:
            css = "linear({!r}, {!r} {!r}%, {!r})".format(draw.double(), draw.double(), 100 * draw.unit(),
                                                          draw.double())
            function = made(lambda: kinetics.easing(css))
            if function is not None:
                finite_or_error(lambda: function(xs))

            mode = list(KEYFRAME_MODES)[round_ // 4 % 5]
            values = np.array([[draw.double(), draw.double()] for _ in range(3)])
            with kinetics.KeyframeTrack(values, mode=mode) as track:
                assert np.isfinite(track.key_times).all()
                finite_or_error(lambda: track(np.array([draw.unit() for _ in range(5)])))
                finite_or_error(lambda: track.channel(np.array([draw.unit() for _ in range(5)],
                                                               dtype=np.float32), 1))
                answered["track"] = answered.get("track", 0) + 1

            colors = np.array([[draw.double(), draw.unit(), draw.double(), draw.unit()] for _ in range(2)])
            space = list(COLOR_SPACES)[round_ // 4 % 3]
            colored = made(lambda: kinetics.ColorTrack(colors, space=space))
            if colored is not None:
                with colored:
                    finite_or_error(lambda: colored(np.array([draw.unit() for _ in range(5)])))
            matrices = np.array([[draw.double() for _ in range(16)] for _ in range(2)])
            with kinetics.TransformTrack(matrices) as moved:
                finite_or_error(lambda: moved(np.array([draw.unit() for _ in range(5)])))

            events = [(0.0, "update", draw.double()), (abs(draw.double()), "finish")]
            transition = made(lambda: kinetics.InteractiveTransition(abs(draw.double()), events,
                                                                     abs(draw.double())))
            if transition is not None:
                with transition:
                    finite_or_error(lambda: transition.progress(np.array([draw.double() for _ in range(5)])))
                    completion = transition.completion
                    assert completion is None or (math.isfinite(completion[0]) and math.isfinite(completion[1]))
                    answered["interactive"] = answered.get("interactive", 0) + 1

            kind = list(VIEW_TRANSITION_KINDS)[round_ // 4 % 7]
            view = made(lambda: kinetics.ViewTransition(kind, abs(draw.double()), draw.double(), abs(draw.double()),
                                                        eye_distance=abs(draw.double())))
            if view is not None:
                frame = made(lambda: view.frame(draw.double()))
                if frame is not None:
                    answered["view"] = answered.get("view", 0) + 1
                    assert np.isfinite([frame.progress, frame.from_opacity, frame.to_opacity]).all()
                    assert np.isfinite(frame.transform).all()

        if round_ % 32 == 0:
            data = "M {!r} {!r} C {!r} {!r} {!r} {!r} {!r} {!r}".format(*(draw.double() for _ in range(8)))
            path = made(lambda: kinetics.Path(data))
            if path is not None:
                with path:
                    finite_or_error(lambda: path.length)
                    answered["path"] = answered.get("path", 0) + 1
    # Every family had inputs it accepted.
    assert set(answered) == {"spring", "uikit_duration", "curve", "track", "interactive", "view", "path"}, answered
