"""The owner of one kn_* handle: released exactly once, by close(), a ``with`` block or the
garbage collector."""

from __future__ import annotations

from typing import Callable, Optional


class Handle:
    """Owns a handle returned by a kn_*_create call and releases it with the matching destroy.

    Use it as a context manager (``with kinetics.Path(d) as path: ...``) or call close() for a
    deterministic release; an unreleased handle is released when the object is collected. Any
    call after close() raises ValueError."""

    _destroy: Callable[[int], int]

    def __init__(self, handle: int) -> None:
        self._handle: Optional[int] = handle

    @property
    def handle(self) -> int:
        """The raw handle, for a direct kn_* call; ValueError once closed."""
        if self._handle is None:
            raise ValueError(f"{type(self).__name__} is closed")
        return self._handle

    @property
    def closed(self) -> bool:
        """True once close() has released the handle."""
        return self._handle is None

    def close(self) -> None:
        """Releases the handle (the first call only; later calls do nothing)."""
        handle, self._handle = getattr(self, "_handle", None), None
        if handle is not None:
            type(self)._destroy(handle)

    def __enter__(self):
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __del__(self) -> None:
        self.close()
