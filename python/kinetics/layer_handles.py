"""CAReplicatorLayer and CATransaction behind handles (kinetics.h, "Layers: replicators" and
"Layers: transactions"; docs/layers.md)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass
from typing import List, Optional, Sequence, Tuple

import numpy as np

from . import _arrays
from ._handle import Handle
from ._library import (ReplicatorDescStruct, TransactionCompletionStruct, TransactionKeyStruct,
                       TransactionOpStruct, check, created_handle, lib, result_of)
from .timing import TimingFunction

_IDENTITY = (1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 0.0, 1.0)


class Replicator(Handle):
    """A CAReplicatorLayer: ``instance_count`` copies (the source included), each moved from the
    one before by ``instance_transform`` (16 numbers row-major or a 4 × 4 array; default the
    identity), delayed by ``instance_delay`` and tinted by ``instance_color`` plus ``color_offsets``
    (red, green, blue, alpha per instance) (kn_replicator_create). A handle: close() it or use a
    ``with`` block."""

    _destroy = lib.kn_replicator_destroy

    def __init__(self, instance_count: int = 1, instance_delay: float = 0.0,
                 instance_transform: Optional[Sequence[float]] = None,
                 instance_color: Sequence[float] = (1.0, 1.0, 1.0, 1.0),
                 color_offsets: Sequence[float] = (0.0, 0.0, 0.0, 0.0)) -> None:
        transform = _arrays.doubles(_IDENTITY if instance_transform is None else instance_transform)
        if transform.size != 16:
            raise ValueError("instance_transform must hold 16 numbers (a 4 × 4 matrix, row-major)")
        color = _arrays.doubles(instance_color)
        offsets = _arrays.doubles(color_offsets)
        if color.shape != (4,) or offsets.shape != (4,):
            raise ValueError("instance_color and color_offsets hold 4 numbers each (red, green, blue, alpha)")
        if instance_count < 0:
            raise ValueError(f"instance_count must be >= 0, got {instance_count}")
        desc = ReplicatorDescStruct(
            instance_count=int(instance_count), instance_delay=float(instance_delay),
            instance_transform=(ctypes.c_double * 16)(*transform.ravel()),
            instance_color=(ctypes.c_double * 4)(*color), red_offset=offsets[0],
            green_offset=offsets[1], blue_offset=offsets[2], alpha_offset=offsets[3])
        super().__init__(created_handle(lib.kn_replicator_create, ctypes.byref(desc)))
        self.instance_count = int(instance_count)

    def instance_transform(self, index: int) -> np.ndarray:
        """Instance ``index``'s transform, the step composed index times, as a 4 × 4 array
        (kn_replicator_instance_transform)."""
        out = np.empty((4, 4))
        check(lib.kn_replicator_instance_transform(self.handle, int(index), _arrays.pointer(out)))
        return out

    def instance_transforms(self, dtype=np.float64) -> np.ndarray:
        """Every instance's transform, shaped (instance_count, 4, 4); each equals
        instance_transform() bit for bit (kn_replicator_instance_transforms), or, with
        ``dtype=np.float32``, each element of it rounded once (kn_replicator_instance_transforms_f;
        KineticsError when a finite element is beyond float32's range)."""
        dtype = np.dtype(dtype)
        if dtype not in (np.dtype(np.float64), np.dtype(np.float32)):
            raise ValueError(f"dtype must be float64 or float32, got {dtype}")
        out = np.empty((self.instance_count, 4, 4), dtype=dtype)
        function = (lib.kn_replicator_instance_transforms_f if dtype == np.float32
                    else lib.kn_replicator_instance_transforms)
        check(function(self.handle, _arrays.pointer(out), self.instance_count))
        return out

    def instance_color(self, index: int) -> np.ndarray:
        """Instance ``index``'s color (4 floats), clamped to [0, 1] (kn_replicator_instance_color)."""
        out = np.empty(4)
        check(lib.kn_replicator_instance_color(self.handle, int(index), _arrays.pointer(out)))
        return out

    def instance_colors(self) -> np.ndarray:
        """Every instance's color, shaped (instance_count, 4) (kn_replicator_instance_colors)."""
        out = np.empty((self.instance_count, 4))
        check(lib.kn_replicator_instance_colors(self.handle, _arrays.pointer(out), self.instance_count))
        return out

    def instance_time(self, index: int, t: float) -> float:
        """Instance ``index``'s local time at parent time t: t − index·instance_delay
        (kn_replicator_instance_time)."""
        return result_of(ctypes.c_double, lib.kn_replicator_instance_time, self.handle, int(index), float(t))

    def instance_times(self, t: float) -> np.ndarray:
        """Every instance's local time at parent time t (kn_replicator_instance_times)."""
        out = np.empty(self.instance_count)
        check(lib.kn_replicator_instance_times(self.handle, float(t), _arrays.pointer(out), self.instance_count))
        return out


_OPS = {"begin": 0, "commit": 1, "duration": 2, "timing": 3, "disable_actions": 4, "completion": 5,
        "set": 6}


@dataclass(frozen=True)
class TransactionKey:
    """One key a transaction changed (kn_transaction_key and kn_transaction_key_values)."""

    key: str
    animated: bool
    begin_time: float
    duration: float
    end_time: float
    settings_begin_op: int
    """The index in the script of the ``("begin",)`` whose settings it took; -1: the outermost."""
    timing_function_op: int
    """The index of the ``("timing", f)`` whose function it uses; -1: the default curve."""
    from_value: Tuple[float, ...]
    to_value: Tuple[float, ...]


class Transaction(Handle):
    """A CATransaction script committed at ``commit_time`` (kn_transaction_create). The script is
    a sequence of tuples, in the order an app calls CATransaction: ``("begin",)``,
    ``("commit",)``, ``("duration", seconds)``, ``("timing", TimingFunction)``,
    ``("disable_actions", bool)``, ``("completion",)`` and ``("set", key, old, new)`` (old and new
    values as numbers or sequences). Items before the first begin belong to the outermost
    transaction. A handle: close() it or use a ``with`` block."""

    _destroy = lib.kn_transaction_destroy

    def __init__(self, script: Sequence[tuple], commit_time: float = 0.0) -> None:
        ops = (TransactionOpStruct * max(len(script), 1))()
        keep: List[object] = []  # the values and structs the ops point at, alive through the call
        for index, item in enumerate(script):
            if not item or item[0] not in _OPS:
                raise ValueError(f"script item {index}: {item!r} is not one of {sorted(_OPS)}")
            op = ops[index]
            op.kind = _OPS[item[0]]
            if item[0] == "duration":
                op.duration = float(item[1])
            elif item[0] == "disable_actions":
                op.disable_actions = 1 if item[1] else 0
            elif item[0] == "timing":
                if not isinstance(item[1], TimingFunction):
                    raise TypeError(f"script item {index}: timing takes a TimingFunction")
                function = item[1]._struct()
                keep.append(function)
                op.timing_function = ctypes.pointer(function)
            elif item[0] == "set":
                old, new = _arrays.doubles(np.atleast_1d(item[2])), _arrays.doubles(np.atleast_1d(item[3]))
                if old.shape != new.shape or old.ndim != 1:
                    raise ValueError(f"script item {index}: old and new values need the same length")
                keep += [old, new]
                op.key = str(item[1]).encode("utf-8")
                op.old_value, op.new_value = _arrays.pointer(old), _arrays.pointer(new)
                op.dimension = old.shape[0]
        super().__init__(created_handle(lib.kn_transaction_create, ops, len(script), float(commit_time)))

    @property
    def keys(self) -> List[TransactionKey]:
        """Every key changed: the animated ones first, in the order of their first change, then
        those shown at once (kn_transaction_key_at)."""
        count = result_of(ctypes.c_size_t, lib.kn_transaction_key_count, self.handle)
        result = []
        for index in range(count):
            key = TransactionKeyStruct()
            check(lib.kn_transaction_key_at(self.handle, index, ctypes.byref(key)))
            start, end = np.empty(key.dimension), np.empty(key.dimension)
            check(lib.kn_transaction_key_values(self.handle, index, _arrays.pointer(start),
                                                _arrays.pointer(end), key.dimension))
            result.append(TransactionKey(
                key=key.key.decode("utf-8"), animated=bool(key.animated), begin_time=key.begin_time,
                duration=key.duration, end_time=key.end_time, settings_begin_op=key.settings_begin_op,
                timing_function_op=key.timing_function_op, from_value=tuple(start), to_value=tuple(end)))
        return result

    def value(self, index: int, t: float) -> Tuple[np.ndarray, bool]:
        """Key ``index``'s presented value at parent time t and whether its animation runs then
        (kn_transaction_key_value)."""
        key = TransactionKeyStruct()
        check(lib.kn_transaction_key_at(self.handle, int(index), ctypes.byref(key)))
        out = np.empty(key.dimension)
        active = ctypes.c_int()
        check(lib.kn_transaction_key_value(self.handle, int(index), float(t), _arrays.pointer(out),
                                           key.dimension, ctypes.byref(active)))
        return out, bool(active.value)

    @property
    def completions(self) -> List[Tuple[int, float]]:
        """``(begin_op, time)`` for every transaction with a completion block, the outermost
        (begin_op -1) first (kn_transaction_completion_at)."""
        count = result_of(ctypes.c_size_t, lib.kn_transaction_completion_count, self.handle)
        result = []
        for index in range(count):
            completion = TransactionCompletionStruct()
            check(lib.kn_transaction_completion_at(self.handle, index, ctypes.byref(completion)))
            result.append((completion.begin_op, completion.time))
        return result

    @property
    def finish_time(self) -> float:
        """When the last implicit animation ends (the commit time when none runs)."""
        return result_of(ctypes.c_double, lib.kn_transaction_finish_time, self.handle)
