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
