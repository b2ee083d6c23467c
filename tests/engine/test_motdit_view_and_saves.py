"""What each player may see, and the JSON round trip of a Mot Dit game."""

from __future__ import annotations

import json

import pytest

from engine.motdit import Answer, CardDrawn, ChooseWord, GiveClue, MotDit, WordChosen
from tests.engine.motdit_helpers import card, game, ok


def started() -> MotDit:
    g = game("A,B,C", [card("fish", 3), card("dog", 2)])
    ok(g.apply(ChooseWord(0, 0)))
    ok(g.apply(GiveClue(0, "sea")))
    ok(g.apply(Answer((1,), False, "boat")))
    return g


def test_only_the_holder_sees_the_card_and_the_secret_word():
    g = started()
    holder = g.view(0)
    assert holder.secret_word == "fish" and holder.card_words[0] == "fish"
    for p in (1, 2):
        view = g.view(p)
        assert view.secret_word is None and view.card_words is None
        assert view.clue_count == 3 and view.clues == ("sea",)
        assert not any(isinstance(e, CardDrawn | WordChosen) for e in view.log)
        assert "fish" not in repr(view)


def test_the_word_is_public_once_the_round_is_over():
    g = started()
    ok(g.apply(Answer((2,), True, "fish")))
    assert any("fish" in repr(e) for e in g.view(2).log)
    assert g.view(1).card_words[0] == "dog"  # B holds the box now and sees the new card
    assert g.view(1).secret_word is None  # ...but has not chosen yet
    assert g.view(2).card_words is None


def test_view_of_an_unknown_player_is_an_api_error():
    with pytest.raises(ValueError):
        started().view(3)


def test_json_round_trip_mid_round_is_lossless_and_play_goes_on_identically():
    g = started()
    copy = MotDit.from_json(g.to_json())
    assert copy.state == g.state and copy.config == g.config
    assert copy.to_json() == g.to_json()
    assert ok(copy.apply(Answer((2,), True, "fish"))) == ok(g.apply(Answer((2,), True, "fish")))
    assert copy.state == g.state


@pytest.mark.parametrize(
    "text, message",
    [
        ("not json", "not JSON"),
        ('{"game": "maury"}', "not a motdit game"),
        ('{"game": "motdit", "format": 99}', "unsupported save format"),
        ('{"game": "motdit", "format": 1, "config": {}, "state": {}}', "malformed"),
    ],
)
def test_a_bad_save_is_a_clear_value_error(text, message):
    with pytest.raises(ValueError, match=message):
        MotDit.from_json(text)


def test_a_save_with_a_bad_config_is_refused():
    data = json.loads(started().to_json())
    data["config"]["players"] = ["A", "B"]
    with pytest.raises(ValueError, match="3 to 6 players"):
        MotDit.from_json(json.dumps(data))


def test_a_save_with_an_unknown_event_kind_is_refused():
    data = json.loads(started().to_json())
    data["state"]["log"][0]["$type"] = "engine.motdit.Nonsense"
    with pytest.raises(ValueError, match="unknown kind"):
        MotDit.from_json(json.dumps(data))
