"""CAEmitterLayer particles as a pure function of time: every live particle at any t, computed
directly (kinetics.h, Particles; docs/particles.md)."""

from __future__ import annotations

import ctypes
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Sequence

import numpy as np

from ._handle import Handle
from ._library import (EmitterCellDescStruct, EmitterDescStruct, check, created_handle, lib,
                       result_of)
from .keyframes import _option
from .media_timing import MediaTiming

EMITTER_SHAPES = {"point": 0, "line": 1, "rectangle": 2, "circle": 3, "cuboid": 4, "sphere": 5}
"""CAEmitterLayer's emitterShape (kn_emitter_shape; default point)."""
EMITTER_MODES = {"points": 0, "outline": 1, "surface": 2, "volume": 3}
"""CAEmitterLayer's emitterMode (kn_emitter_mode; Core Animation's default volume)."""
EMISSION_SPACES = {"space": 0, "plane": 1}
"""How directions spread: on the 3-D cone (space) or by angle in the xy-plane (kn_emission_space)."""
COLUMNS = ("position_x", "position_y", "position_z", "velocity_x", "velocity_y", "velocity_z",
           "scale", "rotation", "red", "green", "blue", "alpha", "age", "lifetime_fraction", "cell")
"""The particle columns, in the order of kn_emitter_particles (KN_EMITTER_COLUMNS)."""


@dataclass
class EmitterCell:
    """A CAEmitterCell: ranges are half-widths, speeds per second, angles in radians; ``color``,
    ``color_range`` and ``color_speed`` are (red, green, blue, alpha); ``emitter_cells`` are
    sub-emitters riding on each particle. Defaults are Core Animation's."""

    birth_rate: float = 0.0
    lifetime: float = 0.0
    lifetime_range: float = 0.0
    velocity: float = 0.0
    velocity_range: float = 0.0
    emission_longitude: float = 0.0
    emission_latitude: float = 0.0
    emission_range: float = 0.0
    acceleration: Sequence[float] = (0.0, 0.0, 0.0)
    spin: float = 0.0
    spin_range: float = 0.0
    scale: float = 1.0
    scale_range: float = 0.0
    scale_speed: float = 0.0
    color: Sequence[float] = (1.0, 1.0, 1.0, 1.0)
    color_range: Sequence[float] = (0.0, 0.0, 0.0, 0.0)
    color_speed: Sequence[float] = (0.0, 0.0, 0.0, 0.0)
    begin_time: float = 0.0
    duration: float = 0.0
    emitter_cells: List["EmitterCell"] = field(default_factory=list)


def _flattened(cells: Sequence[EmitterCell]) -> List[EmitterCellDescStruct]:
    """The cells depth-first (a cell, then its sub-cells), each naming its parent's index: the
    order of the ``cell`` column."""
    out: List[EmitterCellDescStruct] = []

    def add(cell: EmitterCell, parent: int) -> None:
        desc = EmitterCellDescStruct(
            parent=parent, birth_rate=cell.birth_rate, lifetime=cell.lifetime,
            lifetime_range=cell.lifetime_range, velocity=cell.velocity,
            velocity_range=cell.velocity_range, emission_longitude=cell.emission_longitude,
            emission_latitude=cell.emission_latitude, emission_range=cell.emission_range,
            spin=cell.spin, spin_range=cell.spin_range, scale=cell.scale,
            scale_range=cell.scale_range, scale_speed=cell.scale_speed,
            begin_time=cell.begin_time, duration=cell.duration)
        for name, count in (("acceleration", 3), ("color", 4), ("color_range", 4), ("color_speed", 4)):
            values = [float(v) for v in getattr(cell, name)]
            if len(values) != count:
                raise ValueError(f"{name} needs {count} numbers, got {len(values)}")
            getattr(desc, name)[:] = values
        out.append(desc)
        index = len(out) - 1
        for child in cell.emitter_cells:
            add(child, index)

    for cell in cells:
        add(cell, -1)
    return out


class Emitter(Handle):
    """A CAEmitterLayer (kn_emitter_create): its cells, shape and the layer's multipliers, validated
    once. ``particles(t)`` gives every live particle at parent time t as columns, the same bits
    whatever the order of the calls or the number of threads. A handle: close() it or use a
    ``with`` block."""

    _destroy = lib.kn_emitter_destroy

    def __init__(self, cells: Sequence[EmitterCell], position: Sequence[float] = (0.0, 0.0),
                 z_position: float = 0.0, size: Sequence[float] = (0.0, 0.0), depth: float = 0.0,
                 shape: str = "point", mode: str = "volume", space: str = "space",
                 birth_rate: float = 1.0, lifetime: float = 1.0, velocity: float = 1.0,
                 scale: float = 1.0, spin: float = 1.0, seed: int = 0,
                 timing: Optional[MediaTiming] = None) -> None:
        flat = _flattened(cells)
        array = (EmitterCellDescStruct * max(1, len(flat)))(*flat)
        timing_value = timing._value if timing is not None else None
        desc = EmitterDescStruct(
            position_x=float(position[0]), position_y=float(position[1]), z_position=z_position,
            size_width=float(size[0]), size_height=float(size[1]), depth=depth,
            shape=_option(EMITTER_SHAPES, "emitter shape", shape),
            mode=_option(EMITTER_MODES, "emitter mode", mode),
            space=_option(EMISSION_SPACES, "emission space", space), birth_rate=birth_rate,
            lifetime=lifetime, velocity=velocity, scale=scale, spin=spin, seed=seed,
            timing=ctypes.pointer(timing_value) if timing_value is not None else None,
            cells=array, cell_count=len(flat))
        super().__init__(created_handle(lib.kn_emitter_create, ctypes.byref(desc)))

    def live_count(self, t: float) -> int:
        """The number of particles live at parent time t (kn_emitter_live_count)."""
        return result_of(ctypes.c_size_t, lib.kn_emitter_live_count, self.handle, float(t))

    def particles(self, t: float, dtype=np.float64) -> Dict[str, np.ndarray]:
        """Every live particle at parent time t: a dict of COLUMNS, each an array of the live
        count (float64, or float32 with ``dtype=np.float32``: each value rounded once);
        ``cell`` is the cell's depth-first index (kn_emitter_particles, _f). Never inf or NaN:
        KineticsOverflowError (naming the column, the cell and t) when a live particle's value
        lies beyond the range of the dtype."""
        dtype = np.dtype(dtype)
        if dtype not in (np.dtype(np.float64), np.dtype(np.float32)):
            raise ValueError(f"dtype must be float64 or float32, got {dtype}")
        capacity = self.live_count(t)
        out = np.empty((len(COLUMNS), capacity), dtype=dtype)
        count = ctypes.c_size_t()
        function = lib.kn_emitter_particles if dtype == np.float64 else lib.kn_emitter_particles_f
        pointer_type = ctypes.POINTER(ctypes.c_double if dtype == np.float64 else ctypes.c_float)
        check(function(self.handle, float(t), out.ctypes.data_as(pointer_type), capacity,
                       ctypes.byref(count)))
        return {name: out[index, :count.value] for index, name in enumerate(COLUMNS)}
