"""`partyhost lexicon check|stats` through the real command line."""

from __future__ import annotations

import pytest

from host.cli import main
from lexicon import motdit


def test_check_passes_with_a_one_line_summary(capsys):
    assert main(["lexicon", "check"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 1 and out[0].startswith("lexicon OK: Maudit Mot Dit (110 word cards")


def test_check_fails_with_one_line_per_problem(data, monkeypatch, capsys):
    text = (data / motdit.CARDS_FILE).read_text(encoding="utf-8")
    (data / motdit.CARDS_FILE).write_text(text.replace("jewel", "dog"), encoding="utf-8")
    monkeypatch.setattr(motdit.content, "DATA_DIR", data)
    assert main(["lexicon", "check"]) == 1
    captured = capsys.readouterr()
    assert captured.out.splitlines() == [
        "Maudit Mot Dit: motdit_cards.tsv: 'dog' is both a symbol name and a word"
    ]
    assert captured.err.strip() == "1 problem(s)"


def test_stats(capsys):
    assert main(["lexicon", "stats"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Maudit Mot Dit: 110 word cards, 8 symbols")
    for part in ("clues 1:", "play again", "bad luck", "distinct"):
        assert part in out


def test_an_action_is_required(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["lexicon"])
    assert exit_.value.code == 2
    assert capsys.readouterr().err.startswith("partyhost lexicon: error:")
