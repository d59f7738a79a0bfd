#!/usr/bin/env python3
"""Prints one example or expected output from README.md, found by its marker comment
(`<!-- readme-example: NAME -->` or `<!-- readme-output: NAME -->` before a fenced block), so that
Packaging/test-packaging.sh runs the README's snippets verbatim and compares what they print.

    python3 Packaging/readme_example.py README.md example|output NAME
"""

import sys


def block(text: str, kind: str, name: str) -> str:
    """The body of the fenced block that follows the marker of `kind` and `name`."""
    marker = f"<!-- readme-{kind}: {name} -->"
    start = text.index(marker) + len(marker)
    fence_open = text.index("```", start)
    body_start = text.index("\n", fence_open) + 1
    body_end = text.index("```", body_start)
    return text[body_start:body_end]


if __name__ == "__main__":
    readme, kind, name = sys.argv[1:4]
    with open(readme, encoding="utf-8") as file:
        sys.stdout.write(block(file.read(), kind, name))
