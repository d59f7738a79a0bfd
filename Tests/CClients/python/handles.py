"""Exercised by the test suite: misuses kn_* handles from Python through the kinetics package's
raw library (python/) — use after destroy, double destroy, a handle of another kind, a made-up
handle — and prints one "name,status,message" line per call. Every one must give
KN_ERROR_INVALID_HANDLE, not a crash.

    python3 handles.py /path/to/libKineticsC.so
"""
import ctypes
import sys

import _package  # noqa: F401 (python/ on the path, KINETICS_LIBRARY from argv[1])

import kinetics
from kinetics import KineticsError
from kinetics._library import check, lib


def report(name, call):
    try:
        call()
        print(f"{name},0,")
    except KineticsError as error:
        print(f"{name},{error.status},{error}")


def main():
    path = kinetics.Path("M 0 0 L 10 0")
    track = kinetics.KeyframeTrack([[0.0], [1.0]])
    stale = path.handle
    path.close()
    report("use-after-destroy", lambda: check(lib.kn_path_length(stale, ctypes.byref(ctypes.c_double()))))
    report("double-destroy", lambda: check(lib.kn_path_destroy(stale)))
    report("wrong-kind", lambda: check(lib.kn_path_length(track.handle, ctypes.byref(ctypes.c_double()))))
    report("garbage", lambda: check(lib.kn_keyframe_track_dimension(0x7F00DEAD0042, ctypes.byref(ctypes.c_size_t()))))
    track.close()


if __name__ == "__main__":
    main()
