"""The context: phrases normalized once, competitors kept apart, matching exact."""

from __future__ import annotations

import pytest

from host.ears import Context, EarsError
from host.ears.context import normalize


def test_phrases_are_normalized_and_deduplicated():
    context = Context.parse(" Ten of  Clubs!,yes,YES,,ice-cream,don't ")
    assert context.phrases == ("ten of clubs", "yes", "ice cream", "don't")


def test_competitors_never_repeat_an_expected_phrase():
    context = Context.of(["fish"], competitors=["fish", "dish", "Dish", "wish"])
    assert context.competitors == ("dish", "wish")
    assert context.words() == ("fish", "dish", "wish")


def test_likely_phrases_are_normalized_and_only_expected_ones():
    assert Context.of(["Fish", "dish"], likely=["FISH!", "cat"]).hints.likely == {"fish"}


def test_related_phrases_are_expected_ones_and_never_likely():
    context = Context.of(["acorn", "oak", "apron"], likely=["oak"], related=["Acorn", "OAK", "elm"])
    assert context.hints.related == {"acorn"}


def test_players_names_keep_their_capitals_but_are_not_listed_names():
    context = Context.of(["irma", "gaston", "nobody"], players=["Irma", "Gaston", "Felix"])
    assert context.players == ("Irma", "Gaston")
    assert context.spelt("irma") == "Irma" and context.spelt("nobody") == "nobody"
    assert not context.is_name("irma")


def test_names_keep_their_capitals_and_are_only_expected_ones():
    context = Context.of(["Albert Einstein", "yes"], names=["Albert Einstein", "Adele"])
    assert context.names == ("Albert Einstein",)
    assert context.spelt("albert einstein") == "Albert Einstein" and context.spelt("yes") == "yes"
    assert context.is_name("albert einstein") and not context.is_name("yes")


def test_match_is_exact_after_normalizing():
    context = Context.of(["ten of clubs", "yes"])
    assert context.match("Ten of clubs") == "ten of clubs"
    assert context.match("ten of") is None
    assert context.match("") is None


def test_an_empty_context_is_refused():
    with pytest.raises(EarsError, match="at least one phrase"):
        Context.parse(" , ,")


def test_normalize_keeps_letters_and_apostrophes():
    assert normalize("Rock'n'Roll 3000, baby") == "rock'n'roll baby"
