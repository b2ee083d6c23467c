"""The benchmark of clues and guesses outside the deck (`partyhost bench open`): its words and
its table, on hand-made hearings."""

from __future__ import annotations

from host.bench.open_words import WORDS, Said, hear_all, summary, words
from host.session.ears_listener import NOT_ANSWERS
from lexicon.motdit import lexicon


def test_the_words_outside_the_deck_are_none_of_its_words_and_no_filler():
    outside, inside = words(seed=1)
    deck = set(lexicon().words)
    assert len(outside) == len(inside) == WORDS
    assert not deck & set(outside) and set(inside) <= deck
    assert not NOT_ANSWERS & set(outside)
    assert words(seed=2) != (outside, inside)


def test_the_table_counts_each_kind_of_word_apart():
    said = [
        Said(False, "clean", "metal", None, "metal"),
        Said(False, "clean", "heavy", None, "happy"),
        Said(False, "clean", "cold", "coal", None),
        Said(False, "20 dB", "soft", None, None),
        Said(True, "clean", "lime", "lime", None),
        Said(True, "clean", "pill", None, "season"),
    ]
    rows = summary(said).splitlines()
    assert rows[2] == "| outside the deck | clean | 1 of 3 | 1 | 1 (0 right) |"
    assert rows[3] == "| outside the deck | 20 dB | 0 of 1 | 0 | 0 (0 right) |"
    assert rows[4] == "| of the deck | clean | 0 of 2 | 1 | 1 (1 right) |"


def test_the_real_ears_hear_each_word_once_in_each_condition():
    said = hear_all(seed=1, log=lambda line: None, count=3)
    assert len(said) == 12 and {s.condition for s in said} == {"clean", "20 dB"}
    clean = [s for s in said if s.condition == "clean"]
    assert any(s.word in (s.phrase, s.asked) for s in clean), clean  # not everything is lost
