"""The Maury Game checker catches each kind of problem, on a broken copy of the shipped data."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from lexicon import fameus, maury, motdit
from lexicon.check import check_all
from lexicon.core import LexiconError
from tests.lexicon.test_motdit_checker import edit, line_of

GAMES = (motdit, maury, fameus)

COLUMN = {name: i for i, name in enumerate(maury.CARD_COLUMNS)}
"""Field index of each cards-file column."""


def change_row(path: Path, start: str, change: Callable[[list[str]], list[str]]) -> int:
    """Rewrite the first line of `path` starting with `start` through `change`; its number."""
    number, line = line_of(path, start)
    edit(path, line + "\n", "\t".join(change(line.split("\t"))) + "\n")
    return number


def set_fields(**values: str) -> Callable[[list[str]], list[str]]:
    """A row change that sets the named card columns."""

    def change(fields: list[str]) -> list[str]:
        for name, value in values.items():
            fields[COLUMN[name]] = value
        return fields

    return change


def problems_at(data: Path, file: str, line: int) -> list[str]:
    """The checker's problems about `file`'s line `line`."""
    return [p for p in maury.check(data) if p.startswith(f"{file}:{line}:")]


def test_the_copy_is_clean(data):
    assert maury.check(data) == []


def test_a_missing_card_is_a_count_problem(data):
    change_row(data / maury.CARDS_FILE, "84\t", lambda f: [])
    text = (data / maury.CARDS_FILE).read_text(encoding="utf-8")
    (data / maury.CARDS_FILE).write_text(text.rstrip("\n") + "\n", encoding="utf-8")
    problems = maury.check(data)
    assert f"{maury.CARDS_FILE}: 83 argument cards, expected 84" in problems


@pytest.mark.parametrize(
    ("card", "values", "message"),
    [
        ("12", {"power": "steal the baby"}, "unknown power kind 'steal the baby' (known: draw"),
        ("70", {"power": "hug it out"}, "unknown power kind 'hug it out'"),
        ("12", {"colour": "purple"}, "unknown colour 'purple' (known: blue, red, orange)"),
        ("12", {"strength": "6"}, "the engine refuses this card: strength 6 is not 1..5"),
        ("12", {"take_not": "1"}, "the engine refuses this card: a blue card cannot have take_not"),
        ("40", {"gain_popularity": "2"}, "a red card cannot have gain_popularity"),
        ("12", {"gain_not": "0", "gain_popularity": "0"}, "needs at least one effect icon"),
        ("12", {"gain_not": "6"}, "gain_not 6 is not 0..5"),
        ("12", {"power": "swap places"}, "only orange cards have a power"),
        ("66", {"power": "-"}, "an orange card needs a power"),
        ("66", {"draw": "2"}, "'draw' goes with the draw cards power, and only with it"),
        ("12", {"strength": "strong"}, "must be whole numbers"),
        ("12", {"maury": "maybe"}, "maury must be yes or no, not 'maybe'"),
        ("12", {"card": "13"}, "card number '13' should be 12"),
    ],
)
def test_a_card_the_engine_refuses_is_reported_with_file_and_line(data, card, values, message):
    line = change_row(data / maury.CARDS_FILE, f"{card}\t", set_fields(**values))
    assert any(message in p for p in problems_at(data, maury.CARDS_FILE, line))
    with pytest.raises(LexiconError):
        maury.load(data)


def test_a_quote_used_twice(data):
    _, first = line_of(data / maury.CARDS_FILE, "1\t")
    quote = first.split("\t")[-1]
    line = change_row(data / maury.CARDS_FILE, "2\t", set_fields(quote=quote.upper()))
    assert problems_at(data, maury.CARDS_FILE, line) == [
        f"{maury.CARDS_FILE}:{line}: duplicate quote (first on line {line - 1})"
    ]


@pytest.mark.parametrize(
    ("quote", "message"),
    [
        ("word " * 19 + "twenty.", "quote has 20 words, should be under 20"),
        ("(sighs) I was at the gym.", "quote has characters a voice cannot say: '(' ')'"),
        ("I was at the gym *all* year.", "quote has characters a voice cannot say: '*'"),
        ("I was at the gym \U0001f4aa", "quote has characters a voice cannot say: '\U0001f4aa'"),
        ("I was at the gym in 1999.", "quote has characters a voice cannot say: '1' '9'"),
        ("She said \u201cno\u201d.", "quote has characters a voice cannot say: '\u201c' '\u201d'"),
        ("...", "quote has no words to say"),
    ],
)
def test_a_quote_a_voice_cannot_read(data, quote, message):
    line = change_row(data / maury.CARDS_FILE, "5\t", set_fields(quote=quote))
    assert problems_at(data, maury.CARDS_FILE, line) == [f"{maury.CARDS_FILE}:{line}: {message}"]
    assert maury.load(data).cards[4].quote == quote  # a content problem, not a format one


def test_a_deck_without_maury_cards_or_a_power(data):
    path = data / maury.CARDS_FILE
    text = path.read_text(encoding="utf-8").replace("\tyes\t", "\tno\t")
    path.write_text(text.replace("\tlook at a hand\t", "\tswap places\t"), encoding="utf-8")
    problems = maury.check(data)
    assert f"{maury.CARDS_FILE}: no Maury card" in problems
    assert f"{maury.CARDS_FILE}: no card has the power look at a hand" in problems


def test_a_missing_show_key_and_too_few_variants(data):
    path = data / maury.SHOW_FILE
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    kept = [x for x in lines if not x.startswith("audience_gasp\t")]
    boos = [i for i, x in enumerate(kept) if x.startswith("audience_boo\t")]
    path.write_text("".join(x for i, x in enumerate(kept) if i not in boos[2:]), encoding="utf-8")
    problems = maury.check(data)
    assert problems == [
        f"{maury.SHOW_FILE}: missing show key 'audience_gasp' (the audience gasps, in words)",
        f"{maury.SHOW_FILE}: audience_boo has 2 variants, expected at least 3",
    ]


@pytest.mark.parametrize(
    ("row", "message"),
    [
        ("reveal\tIn the case of this kid, {player}...", "reveal line does not say"),
        ("father\t{player}, you ARE the father! [drumroll]", "characters a voice cannot say"),
        ("father\t{player}, you ARE the father!", "duplicate father line (first on line"),
        ("opening\tWelcome, {player}!", "opening line may only use the slots none"),
        ("winners\t{winner} wins!", "may only use the slots {father}, {winners}"),
        ("reveal\tIn the case of this baby, {player!r}", "may only use the slots {player}"),
        ("father\t{player, you ARE the father!", "father line has a broken slot"),
        ("encore\tOne more time!", "unknown show key 'encore' (known: opening, reveal"),
    ],
)
def test_bad_show_lines_are_reported_with_file_and_line(data, row, message):
    path = data / maury.SHOW_FILE
    with path.open("a", encoding="utf-8") as out:
        out.write(row + "\n")
    line = len(path.read_text(encoding="utf-8").splitlines())
    problems = problems_at(data, maury.SHOW_FILE, line)
    assert len(problems) == 1 and message in problems[0], problems


def test_the_loader_refuses_malformed_data_naming_file_and_line(data):
    number = change_row(data / maury.CARDS_FILE, "3\t", lambda f: f[:-1])
    with pytest.raises(LexiconError) as caught:
        maury.load(data)
    assert caught.value.problems[:2] == (
        f"{maury.CARDS_FILE}:{number}: expected 11 tab-separated fields, found 10",
        f"{maury.CARDS_FILE}:{number + 1}: card number '4' should be 3",
    )
    assert isinstance(caught.value, ValueError)


def test_missing_files_and_a_bad_header(data):
    (data / maury.SHOW_FILE).unlink()
    edit(data / maury.CARDS_FILE, "\tquote\n", "\tline\n")
    problems = maury.check(data)
    assert f"{maury.SHOW_FILE}: missing file" in problems
    assert any(p.startswith(f"{maury.CARDS_FILE}:") and "header should be" in p for p in problems)


def test_the_full_check_names_the_game(data, monkeypatch):
    line = change_row(data / maury.CARDS_FILE, "9\t", set_fields(power="teleport"))
    monkeypatch.setattr(maury, "DATA_DIR", data)
    assert [p for p in check_all(GAMES) if "teleport" in p] == [
        f"The Maury Game: {maury.CARDS_FILE}:{line}: unknown power kind 'teleport' "
        "(known: draw cards, swap not cards, swap places, move to a space, look at a hand)"
    ]
