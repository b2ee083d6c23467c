"""`partyhost odds`: exact father odds on the command line."""

from __future__ import annotations

import json
import os
from fractions import Fraction

import pytest

from engine.maury import father_odds
from host.cli import main
from tests.host.zygote import ROOT, Zygote


def test_one_line_per_player_in_the_order_given(capsys):
    assert main(["odds", "Ann=3", "Bob=1", "Cy=2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    expected = father_odds([3, 1, 2])
    assert [line.split()[0] for line in lines] == ["Ann", "Bob", "Cy"]
    for line, p in zip(lines, expected, strict=True):
        _, decimal, exact = line.split()
        assert float(decimal) == pytest.approx(float(p), abs=5e-7)
        assert Fraction(exact.strip("()")) == p


def test_json_maps_each_name_to_its_probability(capsys):
    assert main(["odds", "--json", "Ann=3", "Bob=1", "Cy=2"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert list(out) == ["Ann", "Bob", "Cy"]
    assert out == {n: float(p) for n, p in zip(out, father_odds([3, 1, 2]), strict=True)}


@pytest.mark.parametrize(
    "args",
    [
        [],
        ["Ann=-1"],
        ["Ann=1.5"],
        ["Ann=three"],
        ["Ann=3", "Bob=1", "ann=2"],
        ["Ann"],
        ["=3"],
        ["Ann="],
    ],
    ids=["no players", "negative", "fraction", "word", "duplicate", "no =", "no name", "no count"],
)
def test_bad_input_exits_2_with_a_one_line_error(args, capsys):
    assert main(["odds", *args]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("partyhost: error: ")
    assert captured.err.count("\n") == 1


def test_the_command_line_prints_no_traceback_on_bad_input(zygote: Zygote):
    args = ["odds", "Ann=2", "Bob=x"]
    result = zygote.run("host.cli", args, ROOT, dict(os.environ), timeout=60)
    assert result.returncode == 2
    assert (
        result.stderr
        == "partyhost: error: 'Bob=x': the NOT-card count must be a whole number from 0 to 1000\n"
    )
