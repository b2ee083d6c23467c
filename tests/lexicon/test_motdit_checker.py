"""The Mot Dit checker catches each kind of problem, on a broken copy of the shipped data."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from lexicon import core, motdit
from lexicon.core import LexiconError


def edit(path: Path, old: str, new: str, count: int = 1) -> None:
    """Replace `old` by `new` in a data file (it must be there)."""
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, count), encoding="utf-8")


def line_of(path: Path, start: str) -> tuple[int, str]:
    """The number and text of the first line of `path` starting with `start`."""
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.startswith(start):
            return number, line
    raise AssertionError(start)


def card_row(data: Path, number: int) -> tuple[int, list[str]]:
    """Card `number`'s line number and fields."""
    line, text = line_of(data / motdit.CARDS_FILE, f"{number}\t")
    return line, text.split("\t")


def set_card(data: Path, number: int, fields: list[str]) -> None:
    """Rewrite card `number` with `fields`."""
    _, old = card_row(data, number)
    edit(data / motdit.CARDS_FILE, "\t".join(old) + "\n", "\t".join(fields) + "\n")


def test_the_copy_is_clean(data):
    assert motdit.check(data) == []


def test_a_missing_card_is_a_count_problem(data):
    _, fields = card_row(data, 110)
    edit(data / motdit.CARDS_FILE, "\t".join(fields) + "\n", "")
    assert f"{motdit.CARDS_FILE}: 109 word cards, expected 110" in motdit.check(data)


def test_too_few_distinct_words(data, monkeypatch):
    monkeypatch.setattr(motdit.report, "MIN_DISTINCT_WORDS", 10_000)
    problems = motdit.check(data)
    assert any("distinct words, expected at least 10000" in p for p in problems)


def test_a_word_twice_on_a_card(data):
    line, fields = card_row(data, 7)
    fields[2] = fields[3]
    set_card(data, 7, fields)
    assert any(
        p.startswith(f"{motdit.CARDS_FILE}:{line}:") and "appears 2 times on the card" in p
        for p in motdit.check(data)
    )


def test_both_options_on_one_symbol(data):
    line, fields = card_row(data, 3)
    fields[-1] = fields[-2]
    set_card(data, 3, fields)
    symbol = fields[-2].split()[0]
    assert f"{motdit.CARDS_FILE}:{line}: both options show the symbol {symbol}" in (
        motdit.check(data)
    )


def test_a_word_missing_from_the_pronunciation_dictionary(data, tmp_path):
    lexicon = motdit.load(data)
    words = sorted({w for c in lexicon.cards for w in c.words} | set(lexicon.symbols))
    complete = tmp_path / "complete.dict"
    complete.write_text(
        "".join(f"{w} AH\n" for w in words if w != "dog") + "dog(2) D AO G\n", encoding="utf-8"
    )
    assert motdit.check(data, complete) == []
    short = tmp_path / "short.dict"
    short.write_text("".join(f"{w} AH\n" for w in words if w != "dog"), encoding="utf-8")
    assert motdit.check(data, short) == [
        f"{motdit.CARDS_FILE}: 'dog' is not in the pronunciation dictionary"
    ]


def test_pocketsphinx_not_installed_is_a_problem(data, monkeypatch):
    monkeypatch.setattr(core, "pronunciation_dict_path", lambda: None)
    core.pronounceable_words.cache_clear()
    try:
        problems = motdit.check(data)
    finally:
        core.pronounceable_words.cache_clear()
    assert len(problems) == 1 and problems[0].startswith("pocketsphinx is not installed")


def test_the_dictionary_is_found_without_importing_pocketsphinx():
    code = (
        "import sys; from lexicon.core import pronunciation_dict_path as p; "
        "path = p(); print(path.name, 'pocketsphinx' in sys.modules)"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.split() == ["cmudict-en-us.dict", "False"]


def test_a_family_entry_on_the_deny_list(data):
    _, line = line_of(data / motdit.LOOKALIKES_FILE, "fish\t")
    edit(data / motdit.LOOKALIKES_FILE, line, line.replace("\t", "\tgoldfish, ", 1))
    assert motdit.check(data) == [
        f"{motdit.FAMILY_FILE}: family of 'fish' has goldfish, which its deny list "
        f"({motdit.LOOKALIKES_FILE}) says is not family"
    ]


@pytest.mark.parametrize(
    ("start", "change", "message"),
    [
        ("dog\t", lambda f: f[:-1], "expected 10 tab-separated fields, found 9"),
        ("dog\t", lambda f: [*f[:4], "x", *f[5:]], "zipf, syllables and clues must be numbers"),
        ("dog\t", lambda f: [*f[:4], "7", *f[5:]], "clue count 7 of 'dog' is not 1..5"),
        ("dog\t", lambda f: ["Dog", *f[1:]], "word 'Dog' is not one lower-case English word"),
        ("dog\t", lambda f: [*f[:6], "-", *f[7:]], "'dog' has no spanish translation"),
        ("cat\t", lambda f: ["dog", *f[1:]], "duplicate word 'dog'"),
        ("night\t", lambda f: [*f[:-1], "night"], "'night' lists itself or a blank"),
    ],
)
def test_malformed_word_rows_are_reported_with_file_and_line(data, start, change, message):
    number, line = line_of(data / motdit.WORDS_FILE, start)
    edit(data / motdit.WORDS_FILE, line, "\t".join(change(line.split("\t"))))
    problems = motdit.check(data)
    assert any(p.startswith(f"{motdit.WORDS_FILE}:{number}:") and message in p for p in problems), (
        problems
    )


@pytest.mark.parametrize(
    ("option", "message"),
    [
        ("moon", "should be SYMBOL CLUES [BONUS]"),
        ("crown 2", "should be SYMBOL CLUES [BONUS]"),
        ("{symbol} {clues} double points", "unknown bonus 'double points'"),
        ("{symbol} 3 play again", "play again goes only with 1-clue words"),
        ("{symbol} 2 bad luck", "Bad Luck goes only with (4, 5) clues, not 2"),
        ("{symbol} 6", "clue count 6 is not 1..5"),
        ("{symbol} {other}", "takes {clues} clues in motdit_words.tsv, not {other}"),
    ],
)
def test_malformed_options_are_reported_with_file_and_line(data, option, message):
    line, fields = card_row(data, 5)
    symbol, clues = fields[-1].split()[:2]
    other = "1" if clues != "1" else "2"
    fields[-1] = option.format(symbol=symbol, clues=clues, other=other)
    set_card(data, 5, fields)
    expected = message.format(clues=clues, other=other)
    assert any(
        p.startswith(f"{motdit.CARDS_FILE}:{line}: option_2") and expected in p
        for p in motdit.check(data)
    )


def test_an_unknown_word_on_a_card(data):
    line, fields = card_row(data, 9)
    fields[4] = "zyzzyva"
    set_card(data, 9, fields)
    problems = motdit.check(data)
    assert f"{motdit.CARDS_FILE}:{line}: anchor word 'zyzzyva' is not in motdit_words.tsv" in (
        problems
    )


def test_a_symbol_that_is_also_a_word(data):
    edit(data / motdit.CARDS_FILE, "jewel", "dog", count=-1)
    assert f"{motdit.CARDS_FILE}: 'dog' is both a symbol name and a word" in motdit.check(data)


def test_a_bad_card_header_and_a_missing_file(data):
    edit(data / motdit.CARDS_FILE, "option_1\toption_2", "first\tsecond")
    (data / motdit.FAMILY_FILE).unlink()
    problems = motdit.check(data)
    assert f"{motdit.FAMILY_FILE}: missing file" in problems
    assert any(p.startswith(f"{motdit.CARDS_FILE}: header should be card") for p in problems)


def test_family_rows_must_name_deck_words_once(data):
    with (data / motdit.FAMILY_FILE).open("a", encoding="utf-8") as out:
        out.write("fish\tfishes\nunicornfish\tx\n")
    problems = motdit.check(data)
    assert any("duplicate entry for 'fish'" in p for p in problems)
    assert any("'unicornfish' is not in motdit_words.tsv" in p for p in problems)


def test_the_loader_refuses_malformed_data_naming_file_and_line(data):
    number, line = line_of(data / motdit.WORDS_FILE, "cat\t")
    edit(data / motdit.WORDS_FILE, line, line.replace("\t", " ", 1))
    with pytest.raises(LexiconError) as caught:
        motdit.load(data)
    assert caught.value.problems[0].startswith(f"{motdit.WORDS_FILE}:{number}: expected 10")
    assert isinstance(caught.value, ValueError)
