"""The process-wide cap on the threads one array call may use (kn_set_max_threads)."""

from __future__ import annotations

import ctypes
from typing import Optional

from ._library import check, lib, result_of

_UNLIMITED = 0x7FFFFFFFFFFFFFFF  # KN_MAX_THREADS_UNLIMITED


def set_max_threads(count: Optional[int]) -> None:
    """Caps the threads of every later array call (the calling thread included): 1 keeps each
    call on its calling thread; None (the default state) uses every processor. Results are
    bit-identical whatever the count. InvalidArgumentError for 0 or a negative count."""
    check(lib.kn_set_max_threads(_UNLIMITED if count is None else int(count)))


def get_max_threads() -> Optional[int]:
    """The cap set by set_max_threads, or None when there is none."""
    limit = result_of(ctypes.c_int64, lib.kn_get_max_threads)
    return None if limit == _UNLIMITED else limit
