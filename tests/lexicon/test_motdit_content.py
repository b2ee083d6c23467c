"""The shipped Maudit Mot Dit content passes its checks and plays in the real engine."""

from __future__ import annotations

from collections import Counter

import pytest
from wordfreq import zipf_frequency

from engine.core import Shuffle
from engine.motdit import (
    Answer,
    Bonus,
    ChooseWord,
    ClueForbidden,
    ClueVerdict,
    GiveClue,
    MotDit,
    MotDitConfig,
    Phase,
    WordCard,
    WordGuessed,
)
from lexicon import fameus, maury, motdit
from lexicon.check import check_all

MIN_ZIPF = 2.5
"""No deck word may be rarer than this on wordfreq's zipf scale (3 is about 1 per million)."""


@pytest.fixture(scope="module")
def lex() -> motdit.MotDitLexicon:
    """The shipped content."""
    return motdit.load()


def test_the_checker_passes_on_the_shipped_content():
    assert check_all((motdit, maury, fameus)) == []


def test_the_deck_is_110_engine_cards_with_600_or_more_words(lex):
    deck = motdit.load_deck()
    assert len(deck) == 110 and all(isinstance(c, WordCard) for c in deck)
    assert len({w for c in deck for w in c.words}) >= 600
    assert all(len(set(c.words)) == 8 for c in deck)


def test_eight_distinct_spoken_symbols(lex):
    assert len(lex.symbols) == len(set(lex.symbols)) == 8
    assert not set(lex.symbols) & {w for c in lex.cards for w in c.words}


def test_every_deck_word_is_common():
    rare = {
        w: zipf_frequency(w, "en")
        for c in motdit.load_deck()
        for w in c.words
        if zipf_frequency(w, "en") < MIN_ZIPF
    }
    assert not rare


def test_harder_words_take_more_clues(lex):
    by_clues = {n: [i.zipf for i in lex.words.values() if i.clues == n] for n in range(1, 6)}
    means = [sum(z) / len(z) for z in by_clues.values()]
    assert means == sorted(means, reverse=True)


def test_card_backs_follow_the_bonus_rules(lex):
    options = [o for c in lex.cards for o in c.options]
    assert all(o.clues == 1 for o in options if o.bonus is Bonus.PLAY_AGAIN)
    assert all(o.clues in (4, 5) for o in options if o.bonus is Bonus.BAD_LUCK)
    counts = Counter(o.bonus for o in options)
    assert counts[Bonus.PLAY_AGAIN] > 0 and counts[Bonus.BAD_LUCK] > 0
    assert set(Counter(o.clues for o in options)) == {1, 2, 3, 4, 5}
    assert all(c.options[0].clues != c.options[1].clues for c in lex.cards)


@pytest.mark.parametrize(
    ("word", "family"),
    [
        ("fish", {"fishes", "fishing", "fisherman", "fishy", "goldfish"}),
        ("star", {"stars", "starfish", "starry"}),
        ("snow", {"snowy", "snowman", "snowflake", "snowfall"}),
        ("mouse", {"mice"}),
        ("knife", {"knives"}),
    ],
)
def test_families_hold_inflections_derivations_and_compounds(lex, word, family):
    assert family <= set(lex.family(word))


@pytest.mark.parametrize(
    ("word", "look_alike"),
    [
        ("car", "carpet"),
        ("sea", "season"),
        ("pen", "penguin"),
        ("star", "start"),
        ("ham", "hamster"),
        ("arm", "army"),
        ("mango", "man"),
    ],
)
def test_look_alikes_are_on_the_deny_list_not_in_the_family(lex, word, look_alike):
    assert look_alike in lex.look_alikes(word)
    assert look_alike not in lex.family(word)
    assert not lex.same_family(word, look_alike)


def test_same_family_accepts_plain_inflections_of_listed_forms(lex):
    assert lex.same_family("fish", "Fishermen")
    assert lex.same_family("star", "starfishes")
    assert lex.same_family("car", "cars")
    assert not lex.same_family("car", "carpets")


def test_every_word_has_four_translations(lex):
    for info in lex.words.values():
        assert set(info.translations) == set(motdit.LANGUAGES)
        assert all(info.translations.values())
    assert {"voiture", "auto"} <= set(lex.translations("car")["french"])
    assert lex.is_translation("dog", "Hund") and not lex.is_translation("dog", "cat")


def test_homophones(lex):
    assert "knight" in lex.homophones("night") and "night" in lex.homophones("knight")
    assert "flour" in lex.homophones("flower") and "flower" in lex.homophones("flour")
    assert lex.sounds_like("pear", "pair") and not lex.sounds_like("pear", "peach")


def test_module_accessors_use_the_shipped_content():
    assert "fishing" in motdit.family("fish")
    assert "carpet" in motdit.look_alikes("car")
    assert "perro" in motdit.translations("dog")["spanish"]
    assert motdit.homophones("whale") == ("wail",)
    assert motdit.family("no such word") == ()


def test_a_game_is_set_up_and_played_with_the_real_deck(lex):
    deck = motdit.load_deck()
    g = MotDit(MotDitConfig(("Ann", "Bob", "Cy"), deck))
    g.apply(Shuffle(tuple(reversed(range(len(deck))))))
    assert g.state.phase is Phase.CHOOSE and g.state.pool == 55
    g.apply(ChooseWord(0, 0))
    secret = g.secret_word()
    assert secret == deck[g.state.card].word(0) and secret in lex.words
    # The referee rules a clue of the secret word's family out: the round ends unscored.
    clue = lex.family(secret)[0]
    assert lex.same_family(secret, clue)
    events = g.apply(GiveClue(0, clue, ClueVerdict.SAME_FAMILY))
    assert any(isinstance(e, ClueForbidden) for e in events)
    # Next holder: a fair clue, and Cy guesses the word.
    assert g.state.holder == 1 and g.state.phase is Phase.CHOOSE
    g.apply(ChooseWord(1, 1))
    word = g.secret_word()
    assert word is not None and not lex.same_family(word, "party")
    g.apply(GiveClue(1, "party"))
    events = g.apply(Answer((2,), True, word))
    assert any(isinstance(e, WordGuessed) and e.word == word for e in events)
    assert g.scores()[2] == 1


def test_stats_report(lex):
    lines = motdit.stats()
    text = "\n".join(lines)
    assert lines[0].startswith("Maudit Mot Dit: 110 word cards, 8 symbols")
    assert "clues 1:" in text and "play again" in text and "bad luck" in text
    distinct = len({w for c in lex.cards for w in c.words})
    assert f"{distinct} distinct" in text
