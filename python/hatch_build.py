"""The wheel's build step: compiles libKineticsC.so with SwiftPM (release) and bundles it, with
the Swift runtime libraries it needs, as kinetics/_lib (docs/architecture.md, "Packaging").

The package is built from a checkout of Kinetics: this folder's parent holds Package.swift. The
Swift toolchain (swift on PATH, or $SWIFT) compiles the library into the checkout's .build, so a
second build reuses the first; the staged files go to a temporary folder, removed when the wheel is
written, and nothing is written into the checkout besides .build.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class SwiftLibraryBuildHook(BuildHookInterface):
    """Builds and bundles libKineticsC.so for the `wheel` target."""

    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict) -> None:
        if self.target_name != "wheel":
            return
        checkout = Path(self.root).resolve().parent
        if not (checkout / "Package.swift").is_file():
            raise RuntimeError(f"kinetics: build from a Kinetics checkout (no Package.swift in "
                               f"{checkout})")
        swift = os.environ.get("SWIFT", "swift")
        subprocess.run([swift, "build", "-c", "release", "--product", "KineticsC"],
                       cwd=checkout, check=True, stdout=sys.stderr)
        built = subprocess.run([swift, "build", "-c", "release", "--show-bin-path"],
                               cwd=checkout, check=True, capture_output=True,
                               text=True).stdout.strip()
        release = (checkout / "VERSION").read_text().strip()
        sys.path.insert(0, str(checkout / "Packaging"))
        from stage_library import stage  # noqa: E402 (Packaging/stage_library.py)

        self._staging = tempfile.mkdtemp(prefix="kinetics-wheel-")
        staging = Path(self._staging)
        written = stage(Path(built) / "libKineticsC.so", staging, release, "swift")
        major = release.split(".")[0]
        include = build_data.setdefault("force_include", {})
        for name in written:
            source = staging / name
            if source.is_symlink():
                continue  # wheels hold no links: the soname file alone is loaded
            target = f"libKineticsC.so.{major}" if name.startswith("libKineticsC") else name
            include[str(source)] = f"kinetics/_lib/{target}"
        include[str(checkout / "LICENSE")] = "kinetics/LICENSE"
        build_data["pure_python"] = False
        build_data["infer_tag"] = True

    def finalize(self, version: str, build_data: dict, artifact_path: str) -> None:
        staging = getattr(self, "_staging", None)
        if staging is not None:
            shutil.rmtree(staging, ignore_errors=True)
