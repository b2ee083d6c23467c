"""WordNet read from Debian's wordnet-base (the Makefile installs it): a word's senses through its
plural, words one relation or gloss apart, the deck words a guess's clues point to, and the game
without WordNet."""

from __future__ import annotations

from host.judge import wordnet
from host.judge.wordnet import WordNet, pointed_to


def test_a_plural_finds_the_senses_of_its_base_form():
    found = WordNet()
    assert "planet" in {w for s in found.synsets("planets") for w in s.words}
    assert "goose" in {w for s in found.synsets("geese") for w in s.words}
    assert not found.synsets("qwzxv")


def test_words_one_relation_or_gloss_apart_are_related_and_others_not():
    found = WordNet()
    assert found.related("oak", "acorn") and found.related("acorn", "oak")
    assert found.related("hive", "bee") and found.related("cheese", "pizza")
    assert not found.related("moon", "banana") and not found.related("oak", "oak")


def test_the_clues_point_to_the_related_words_the_most_clues_first_never_a_clue():
    deck = ("acorn", "banana", "oak", "tree", "squirrel", "piano")
    assert set(pointed_to(["oak"], deck)) == {"tree", "acorn"}
    both = pointed_to(["oak", "squirrel"], deck)  # acorn is a squirrel's food too
    assert set(both) == {"tree", "acorn"} and "oak" not in both
    assert pointed_to(["oak"], deck, most=1) in (("acorn",), ("tree",))
    assert pointed_to([], deck) == ()


def test_without_wordnet_no_word_is_pointed_to_and_one_line_says_so(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(wordnet, "WORDNET", tmp_path)
    wordnet.wordnet.cache_clear()
    try:
        assert pointed_to(["oak"], ("acorn", "tree")) == ()
        note = capsys.readouterr().err.strip()
        assert note.count("\n") == 0 and "wordnet-base" in note
    finally:
        wordnet.wordnet.cache_clear()
