"""The QR code as terminal text: the code's modules, two per character, light ones drawn."""

from __future__ import annotations

import pytest
import segno

from host.phones.qr import qr_grid, qr_text

LIGHT = {"█": (True, True), "▀": (True, False), "▄": (False, True), " ": (False, False)}
URLS = ["https://192.168.1.20:8443/", "http://a", "https://10.0.0.7:40123/join?seat=4&code=XYZ"]


def modules(text: str) -> list[list[bool]]:
    """The light/dark modules (True for light) the half-block text draws, row by row."""
    rows = []
    for line in text.split("\n"):
        halves = [LIGHT[char] for char in line]
        rows += [[upper for upper, _ in halves], [lower for _, lower in halves]]
    return rows


@pytest.mark.parametrize("url", URLS)
def test_the_text_draws_the_code_module_by_module(url):
    matrix = segno.make_qr(url, error="l").matrix
    size = len(matrix)
    drawn = modules(qr_text(url))
    assert len(drawn) in (size + 4, size + 5)
    for row in drawn[:2] + drawn[size + 2 : size + 4]:
        assert all(row)  # the light quiet zone above and below
    for y, row in enumerate(matrix):
        line = drawn[y + 2]
        assert line[:2] == [True, True] and line[-2:] == [True, True]
        assert line[2:-2] == [not dark for dark in row], f"module row {y}"
    assert not any(any(row) for row in drawn[size + 4 :])  # a padding half row is background


@pytest.mark.parametrize("url", URLS)
def test_every_row_has_the_same_width(url):
    lines = qr_text(url).split("\n")
    size = len(segno.make_qr(url, error="l").matrix)
    assert {len(line) for line in lines} == {size + 4}
    assert len(lines) == (size + 5) // 2


def test_a_short_url_is_a_full_qr_code_never_a_micro_one():
    assert len(qr_text("http://a").split("\n")[0]) >= 21 + 4


def test_the_codes_stand_side_by_side_under_their_names():
    links = [(name, f"https://192.168.1.20:40123/p/{name * 11}/") for name in ("Ann", "Bob", "Cy")]
    code = qr_text(links[0][1]).split("\n")
    width = len(code[0])
    grid = qr_grid(links, 2 * width + 3).split("\n")
    assert grid[0].split() == ["Ann", "Bob"]
    assert grid[1 : 1 + len(code)] == [
        f"{line}   {line2}".rstrip()
        for line, line2 in zip(code, qr_text(links[1][1]).split("\n"), strict=True)
    ]
    third = grid.index("Cy".center(width).rstrip())  # the next row, under its own name
    assert grid[third + 1 : third + 1 + len(code)] == [
        line.rstrip() for line in qr_text(links[2][1]).split("\n")
    ]
    assert qr_grid(links, 10).count("Ann") == 1  # too narrow: one code a row, none cut
