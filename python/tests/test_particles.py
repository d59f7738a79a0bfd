"""kinetics.Emitter (kn_emitter_*): live counts from the birth schedule, the closed form, float32
as float64 rounded once, sub-emitters' cell column, and refusals."""

import numpy as np
import pytest

import kinetics


def test_live_count_is_the_births_of_the_last_lifetime():
    with kinetics.Emitter([kinetics.EmitterCell(birth_rate=10, lifetime=1, velocity=5)]) as emitter:
        # Births at k/10: those in (1.05, 2.05] are k = 11 … 20.
        assert emitter.live_count(2.05) == 10
        assert emitter.live_count(-1) == 0


def test_particles_follow_the_closed_form():
    cell = kinetics.EmitterCell(birth_rate=2, lifetime=1, velocity=100, acceleration=(0, 40, 0))
    with kinetics.Emitter([cell], position=(10, 20)) as emitter:
        p = emitter.particles(0.75)
        # Births at 0 and 0.5, along +x, gravity along +y.
        assert list(p["age"]) == [0.75, 0.25]
        assert list(p["position_x"]) == [10 + 100 * 0.75, 10 + 100 * 0.25]
        assert list(p["position_y"]) == [20 + 0.5 * 40 * 0.75 ** 2, 20 + 0.5 * 40 * 0.25 ** 2]
        f = emitter.particles(0.75, dtype=np.float32)
        for name in kinetics.particles.COLUMNS:
            assert f[name].dtype == np.float32
            assert np.array_equal(f[name], p[name].astype(np.float32))


def test_sub_emitters_are_numbered_depth_first():
    spark = kinetics.EmitterCell(birth_rate=5, lifetime=0.5)
    rocket = kinetics.EmitterCell(birth_rate=1, lifetime=2, velocity=50, emitter_cells=[spark])
    dust = kinetics.EmitterCell(birth_rate=3, lifetime=1)
    with kinetics.Emitter([rocket, dust], seed=3, space="plane", shape="circle", size=(5, 0)) as emitter:
        cells = emitter.particles(1.3)["cell"]
        assert set(cells) == {0.0, 1.0, 2.0}
        assert list(cells) == sorted(cells)


def test_invalid_emitters_are_refused():
    with pytest.raises(kinetics.InvalidArgumentError, match="lifetime must be zero or positive"):
        kinetics.Emitter([kinetics.EmitterCell(birth_rate=1, lifetime=-1)])
    with pytest.raises(kinetics.InvalidArgumentError, match="nested deeper than 4 levels"):
        cell = kinetics.EmitterCell(birth_rate=1)
        for _ in range(4):
            cell = kinetics.EmitterCell(emitter_cells=[cell])
        kinetics.Emitter([cell])
    with pytest.raises(ValueError):
        kinetics.Emitter([kinetics.EmitterCell(color=(1, 0, 0))])
    with pytest.raises(ValueError, match="unknown emitter shape"):
        kinetics.Emitter([kinetics.EmitterCell()], shape="star")
    with kinetics.Emitter([kinetics.EmitterCell(birth_rate=1, lifetime=1)]) as emitter:
        with pytest.raises(kinetics.InvalidArgumentError, match="time must be finite"):
            emitter.live_count(float("inf"))


def test_particles_beyond_the_output_range_raise_the_overflow_error():
    # Issue 19: never inf or NaN with success. At t = 50 a speed of 1e308 is beyond double; 1e37
    # is beyond float only (5e38 > 3.4e38).
    calm = kinetics.EmitterCell(birth_rate=1, lifetime=100, velocity=1)
    fast = kinetics.EmitterCell(birth_rate=1, lifetime=100, velocity=1e308)
    with kinetics.Emitter([calm, fast]) as emitter:
        with pytest.raises(kinetics.KineticsOverflowError,
                           match=r"position_x of a particle of cells\[1\] is beyond the range of double"):
            emitter.particles(50)
    with kinetics.Emitter([kinetics.EmitterCell(birth_rate=1, lifetime=100, velocity=1e37)]) as emitter:
        assert np.isfinite(emitter.particles(50)["position_x"]).all()
        with pytest.raises(kinetics.KineticsOverflowError, match="beyond the range of float"):
            emitter.particles(50, dtype=np.float32)
