"""pytest setup: the package under test is python/kinetics (this checkout), loading the library
named by KINETICS_LIBRARY (`make test-python` sets both)."""

import sys
from pathlib import Path

sys.dont_write_bytecode = True
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
