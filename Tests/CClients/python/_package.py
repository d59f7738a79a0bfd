"""Makes `import kinetics` load the Python package of this checkout (python/kinetics) with the
libKineticsC.so the test passes as the first argument (the package's KINETICS_LIBRARY variable), so
the Swift tests need no pip install. Imported first by every script here."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "python"))
if len(sys.argv) > 1:
    os.environ["KINETICS_LIBRARY"] = sys.argv[1]
