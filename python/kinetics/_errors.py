"""Exceptions raised for a kn_status other than KN_OK, carrying kn_last_error_message()."""

from __future__ import annotations


class KineticsError(Exception):
    """A Kinetics call failed. ``status`` is the kn_status code (kinetics.h), ``message`` (also
    ``str(error)``) is the library's kn_last_error_message(), which names the function and the
    rule broken (for example ``"kn_bezier_curve_init: timing curve: x1 must be in [0, 1], got
    1.5"``). Subclasses name the status; the argument errors are also ``ValueError``s."""

    status: int = -1

    def __init__(self, message: str, status: int | None = None) -> None:
        super().__init__(message)
        self.message = message
        if status is not None:
            self.status = status


class InvalidArgumentError(KineticsError, ValueError):
    """KN_ERROR_INVALID_ARGUMENT (1): a parameter is out of range or not finite."""

    status = 1


class NullPointerError(KineticsError):
    """KN_ERROR_NULL_POINTER (2): a required pointer was NULL (a binding error, not user input)."""

    status = 2


class ParseError(KineticsError, ValueError):
    """KN_ERROR_PARSE (3): text input (SVG path data, a CSS easing function) is malformed; the
    message names the character position."""

    status = 3


class SizeError(KineticsError, ValueError):
    """KN_ERROR_SIZE (4): counts or dimensions do not fit together, or overflow."""

    status = 4


class NoSolutionError(KineticsError, ValueError):
    """KN_ERROR_NO_SOLUTION (5): the quantity asked for does not exist (a spring that never
    settles, a UIKit duration with no matching spring)."""

    status = 5


class InvalidHandleError(KineticsError):
    """KN_ERROR_INVALID_HANDLE (6): a handle that is not live (destroyed, of another kind, or never
    created)."""

    status = 6


class KineticsOverflowError(KineticsError, OverflowError):
    """KN_ERROR_OVERFLOW (7): the exact result of finite inputs lies beyond the range of the output
    type; array calls name the first such index in the message."""

    status = 7


_BY_STATUS: dict[int, type[KineticsError]] = {
    cls.status: cls
    for cls in (InvalidArgumentError, NullPointerError, ParseError, SizeError, NoSolutionError,
                InvalidHandleError, KineticsOverflowError)
}


def error_for(status: int, message: str) -> KineticsError:
    """The exception for a failed status: the subclass for a known status, else KineticsError."""
    cls = _BY_STATUS.get(status)
    return cls(message) if cls is not None else KineticsError(message, status)
