"""The version is decided in VERSION and every copy agrees with it."""

import re
from pathlib import Path

import kinetics

CHECKOUT = Path(__file__).resolve().parents[2]
VERSION = (CHECKOUT / "VERSION").read_text().strip()


def test_the_version_is_semantic():
    assert re.fullmatch(r"\d+\.\d+\.\d+", VERSION)


def test_every_copy_of_the_version_agrees_with_the_version_file():
    pyproject = (CHECKOUT / "python" / "pyproject.toml").read_text()
    swift = (CHECKOUT / "Sources" / "Kinetics" / "KineticsVersion.swift").read_text()
    changelog = (CHECKOUT / "CHANGELOG.md").read_text()
    copies = {
        "kinetics.__version__": kinetics.__version__,
        "pyproject.toml": re.search(r'^version = "([^"]+)"', pyproject, re.MULTILINE).group(1),
        "KineticsVersion.current": re.search(r'current = "([^"]+)"', swift).group(1),
        "CHANGELOG.md": re.search(r"^## \[(\d[^\]]*)\]", changelog, re.MULTILINE).group(1),
    }
    assert copies == {name: VERSION for name in copies}


def test_the_makefile_and_the_wheel_build_read_the_version_file():
    assert "$(shell cat VERSION)" in (CHECKOUT / "Makefile").read_text()
    assert '"VERSION"' in (CHECKOUT / "python" / "hatch_build.py").read_text()
