"""The package version: the repository's VERSION file (a test checks that the copies agree)."""

__version__ = "0.1.0"
