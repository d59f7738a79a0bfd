"""The binding covers kinetics.h: every function is declared and called by the package."""

import re
from pathlib import Path

import kinetics
from kinetics import _library

CHECKOUT = Path(__file__).resolve().parents[2]
HEADER = CHECKOUT / "Sources" / "CKinetics" / "include" / "kinetics.h"
PACKAGE = Path(kinetics.__file__).parent


def header_functions():
    return set(re.findall(r"^[a-z_ *]+\b(kn_[a-z_0-9]+)\(", HEADER.read_text(), re.MULTILINE))


def test_every_function_of_the_header_has_a_declared_signature():
    assert header_functions() == set(_library.SIGNATURES)


def test_every_function_of_the_header_is_called_by_the_package():
    source = "\n".join(path.read_text() for path in PACKAGE.glob("*.py") if path.name != "_library.py")
    source += _library.__dict__["check"].__code__.co_names.__repr__()  # kn_last_error_message
    uncalled = {name for name in header_functions() if f"lib.{name}" not in source
                and name not in {"kn_last_error_message"}}
    assert uncalled == set()


def test_thread_limit_round_trips_and_bad_values_are_refused():
    try:
        kinetics.set_max_threads(1)
        assert kinetics.get_max_threads() == 1
        try:
            kinetics.set_max_threads(0)
            raise AssertionError("0 threads accepted")
        except kinetics.InvalidArgumentError:
            pass
    finally:
        kinetics.set_max_threads(None)
    assert kinetics.get_max_threads() is None


def test_the_library_loaded_is_the_one_the_environment_names(monkeypatch):
    monkeypatch.setenv(kinetics.LIBRARY_ENVIRONMENT_VARIABLE, "/somewhere/libKineticsC.so")
    assert str(kinetics.library_path()) == "/somewhere/libKineticsC.so"
