"""Replicators and transactions through their handles: the documented formulas computed here
independently, batch = scalar bit for bit, and errors."""

import math

import numpy as np
import pytest

import kinetics


def spiral_step(angle, scale, tx, ty):
    c, s = scale * math.cos(angle), scale * math.sin(angle)
    return [c, s, 0, 0, -s, c, 0, 0, 0, 0, 1, 0, tx, ty, 0, 1]


def test_replicator_instances_follow_the_step_the_delay_and_the_offsets():
    step = spiral_step(0.3, 0.98, 5, -2)
    with kinetics.Replicator(30, 0.05, step, (1, 0.5, 0.25, 1), (-0.02, 0.01, 0, -0.025)) as layer:
        matrix = np.array(step).reshape(4, 4)
        expected = np.eye(4)
        for index in range(30):
            # Instance i is the step multiplied i times (row vectors), within rounding.
            assert np.allclose(layer.instance_transform(index), expected, rtol=0, atol=1e-12)
            expected = expected @ matrix
        assert np.array_equal(layer.instance_transform(0), np.eye(4))
        assert np.array_equal(layer.instance_transform(1), matrix)
        assert layer.instance_time(7, 1.3) == 1.3 - 7 * 0.05
        color = np.clip(np.array([1, 0.5, 0.25, 1]) + 9 * np.array([-0.02, 0.01, 0, -0.025]), 0, 1)
        assert np.array_equal(layer.instance_color(9), color)


def test_replicator_batches_equal_the_scalar_calls_bit_for_bit():
    tilted = [0.9, 0.3, -0.2, 0, -0.25, 0.92, 0.3, 0, 0.28, -0.22, 0.93, 0, 1, 2, 3, 1]
    for step in (spiral_step(2 * math.pi / 97, 0.999, 20, 5), tilted):
        with kinetics.Replicator(200, 0.01, step, color_offsets=(0, 0, 0, -0.004)) as layer:
            transforms, colors, times = layer.instance_transforms(), layer.instance_colors(), layer.instance_times(2.5)
            for index in range(200):
                assert transforms[index].tobytes() == layer.instance_transform(index).tobytes()
                assert colors[index].tobytes() == layer.instance_color(index).tobytes()
                assert times[index] == layer.instance_time(index, 2.5)


def test_float32_transforms_are_the_double_ones_rounded_once():
    with kinetics.Replicator(200, 0.01, spiral_step(2 * math.pi / 97, 0.999, 20, 5)) as layer:
        doubles, floats = layer.instance_transforms(), layer.instance_transforms(dtype=np.float32)
        assert floats.dtype == np.float32 and floats.shape == (200, 4, 4)
        assert floats.tobytes() == doubles.astype(np.float32).tobytes()
    # 1.5^i leaves float32's range near i = 219 while the doubles stay finite: an overflow error.
    with kinetics.Replicator(250, 0.01, spiral_step(0.1, 1.5, 1, 0)) as layer:
        assert np.isfinite(layer.instance_transforms()).all()
        with pytest.raises(kinetics.KineticsError, match="beyond the range of float"):
            layer.instance_transforms(dtype=np.float32)
    with kinetics.Replicator(3) as layer, pytest.raises(ValueError, match="float64 or float32"):
        layer.instance_transforms(dtype=np.float16)


def test_a_ring_of_twelve_closes_on_the_source():
    with kinetics.Replicator(13, instance_transform=spiral_step(2 * math.pi / 12, 1, 10, 0)) as ring:
        assert np.allclose(ring.instance_transform(12), np.eye(4), rtol=0, atol=1e-13)


def test_replicator_errors_give_the_status_and_the_message():
    with pytest.raises(kinetics.KineticsOverflowError, match="instance 1024"):
        kinetics.Replicator(2000, instance_transform=[2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 2, 0, 0, 0, 0, 1])
    with pytest.raises(kinetics.InvalidArgumentError, match="alpha"):
        kinetics.Replicator(3, instance_color=(1, 1, 1, 2))
    layer = kinetics.Replicator(3)
    with pytest.raises(kinetics.InvalidArgumentError, match="instance 3 is outside"):
        layer.instance_transform(3)
    with pytest.raises(kinetics.InvalidArgumentError, match="t must be finite"):
        layer.instance_time(0, math.inf)
    layer.close()
    with pytest.raises(ValueError):
        layer.instance_color(0)


def test_transaction_animates_each_key_once_and_times_the_completions():
    linear = kinetics.CubicBezier(0, 0, 1, 1)
    script = [
        ("completion",), ("timing", linear), ("set", "opacity", 1, 0),
        ("begin",), ("duration", 1), ("completion",), ("set", "position", (0, 0), (100, 50)),
        ("commit",),
        ("begin",), ("disable_actions", True), ("set", "bounds", (0, 0, 10, 10), (0, 0, 20, 20)),
        ("commit",),
    ]
    with kinetics.Transaction(script, commit_time=2) as transaction:
        opacity, position, bounds = transaction.keys
        assert (opacity.key, opacity.animated, opacity.duration, opacity.end_time) == ("opacity", True, 0.25, 2.25)
        assert (opacity.settings_begin_op, opacity.timing_function_op) == (-1, 1)
        assert (position.key, position.duration, position.end_time) == ("position", 1, 3)
        # position inherits the outermost timing function (op 1) and takes the nested duration.
        assert (position.settings_begin_op, position.timing_function_op) == (3, 1)
        assert position.from_value == (0, 0) and position.to_value == (100, 50)
        assert (bounds.key, bounds.animated, bounds.end_time) == ("bounds", False, 2)
        # Linear timing: halfway through each animation the value is halfway.
        value, active = transaction.value(0, 2.125)
        assert active and value[0] == pytest.approx(0.5, abs=1e-12)
        value, active = transaction.value(1, 2.5)
        assert active and np.allclose(value, [50, 25], rtol=0, atol=1e-9)
        value, active = transaction.value(2, 2.5)
        assert not active and list(value) == [0, 0, 20, 20]
        assert transaction.completions == [(-1, 3.0), (3, 3.0)]
        assert transaction.finish_time == 3


def test_transaction_defaults_are_a_quarter_second_and_a_completion_with_nothing_runs_at_once():
    with kinetics.Transaction([("set", "x", 0, 1)], commit_time=5) as one:
        assert one.keys[0].duration == 0.25 and one.finish_time == 5.25
    with kinetics.Transaction([("begin",), ("completion",), ("commit",)], commit_time=5) as empty:
        assert empty.keys == [] and empty.completions == [(0, 5.0)] and empty.finish_time == 5


def test_transaction_names_nested_siblings_inherited_curves_and_keys_shown_at_once():
    linear, ease = kinetics.CubicBezier(0, 0, 1, 1), kinetics.CubicBezier(0.42, 0, 0.58, 1)
    script = [
        ("timing", linear),                                   # op 0: the outermost curve
        ("begin",), ("set", "a", 0, 1),                       # ops 1-2
        ("begin",), ("duration", 2), ("set", "é", 1, 2), ("commit",),           # ops 3-6
        ("begin",), ("timing", ease),                         # ops 7-8: a second sibling
        ("begin",), ("set", "b", 5, 6), ("completion",), ("commit",),          # ops 9-12
        ("commit",), ("commit",),                             # ops 13-14
        ("begin",), ("disable_actions", True),                # ops 15-16
        ("set", "c", 1, 2), ("set", "d", 3, 4), ("set", "c", 9, 7), ("commit",),  # ops 17-20
    ]
    with kinetics.Transaction(script, commit_time=1) as transaction:
        # Animated keys in the order of their first change, then the keys shown at once.
        summary = [(k.key, k.animated, k.settings_begin_op, k.timing_function_op, k.end_time, k.from_value, k.to_value)
                   for k in transaction.keys]
        assert summary == [
            ("a", True, 1, 0, 1.25, (0,), (1,)),    # the first nested transaction, the outermost curve
            ("é", True, 3, 0, 3.0, (1,), (2,)),     # its first child: 2 s, the curve inherited two levels
            ("b", True, 9, 8, 1.25, (5,), (6,)),    # the second child's child: the second child's curve
            ("c", False, -1, -1, 1.0, (1,), (7,)),  # the first old and the last new value
            ("d", False, -1, -1, 1.0, (3,), (4,)),
        ]
        assert transaction.completions == [(9, 1.25)] and transaction.finish_time == 3
    # Canonically equivalent names are one key (Swift string equality), under its first spelling.
    script = [("disable_actions", True), ("set", "\u00e9", 1, 2), ("set", "x", 0, 1), ("set", "e\u0301", 3, 4)]
    with kinetics.Transaction(script, commit_time=1) as transaction:
        assert [(k.key, k.from_value, k.to_value) for k in transaction.keys] == [("\u00e9", (1,), (4,)), ("x", (0,), (1,))]


def test_transaction_errors_name_the_op():
    with pytest.raises(kinetics.InvalidArgumentError, match="op 0: .*commit without a matching begin"):
        kinetics.Transaction([("commit",)])
    with pytest.raises(kinetics.InvalidArgumentError, match="1 begin without a commit"):
        kinetics.Transaction([("begin",)])
    with pytest.raises(kinetics.InvalidArgumentError, match="op 1: .*animationDuration"):
        kinetics.Transaction([("begin",), ("duration", -1), ("commit",)])
    with pytest.raises(kinetics.InvalidArgumentError, match="op 0: .*finite"):
        kinetics.Transaction([("set", "x", math.nan, 1)])
    with pytest.raises(ValueError):
        kinetics.Transaction([("rollback",)])
