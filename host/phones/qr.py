"""The QR code of the phones' address, drawn as text for the terminal."""

from __future__ import annotations

import segno

QUIET = 2  # modules of light margin around the code; scanners manage with less than the spec's 4

# Each character is two modules, the upper and the lower, keyed by which of them is light.
HALVES = {(True, True): "█", (True, False): "▀", (False, True): "▄", (False, False): " "}


def qr_text(url: str) -> str:
    """The QR code of `url` as lines of half-block characters, for a dark terminal."""
    # A full QR code, never a Micro QR (segno.make's choice for short text): phones read only
    # the full kind. Level L keeps a short URL's code small; segno raises it when that is free.
    matrix = segno.make_qr(url, error="l").matrix
    width = len(matrix[0]) + 2 * QUIET
    margin = [[True] * width] * QUIET
    # A terminal draws its characters light on a dark background, so the blocks are the code's
    # LIGHT modules and the background shows through as the dark ones: the code comes out the
    # right way round, dark on light, which every phone camera reads.
    light = [[True] * QUIET + [not dark for dark in row] + [True] * QUIET for row in matrix]
    rows = margin + light + margin
    if len(rows) % 2:
        rows.append([False] * width)  # below the margin: the terminal's own dark background
    return "\n".join(
        "".join(HALVES[pair] for pair in zip(upper, lower, strict=True))
        for upper, lower in zip(rows[::2], rows[1::2], strict=True)
    )


GAP = 3
"""Columns between two codes side by side."""


def qr_grid(links: list[tuple[str, str]], columns: int) -> str:
    """Each (name, url)'s QR code under its name, side by side as many as fit in `columns`
    characters, so that every player finds their own code without scrolling back."""
    blocks = [(name, qr_text(url).split("\n")) for name, url in links]
    width = max(len(lines[0]) for _, lines in blocks)
    per_row = max(1, (columns + GAP) // (width + GAP))
    rows = []
    for start in range(0, len(blocks), per_row):
        row = blocks[start : start + per_row]
        height = max(len(lines) for _, lines in row)
        titled = [[name[:width].center(width), *lines] for name, lines in row]
        lines = [
            (" " * GAP).join(block[k] if k < len(block) else " " * width for block in titled)
            for k in range(height + 1)
        ]
        rows.append("\n".join(line.rstrip() for line in lines))
    return "\n\n".join(rows)
