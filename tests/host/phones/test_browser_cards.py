"""Cards on the phones, against the real host in headless Chromium: the cards a question is
about are its buttons (the legal ones only enabled, a greyed one saying why), a tap on a card
answers what its choice would, the question sits above the fold of a small phone, a question
is felt (the title, a vibration), and a Maury hand or a Fame Us team shows on its own player's
phone and on no other."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engine.fameus import FameUs
from engine.maury import Colour, Maury, Play
from host.phrasebook.maury import hand
from tests.host.phones.browser import Phone, axe_check
from tests.host.phones.hosted import Host
from tests.host.phones.privacy import assert_only_on

pytestmark = pytest.mark.slow

SMALL = (360, 640)
"""A small phone's viewport, in CSS pixels: the question must fit it without scrolling."""
BUZZES = """window.buzzes = [];
navigator.vibrate = (pattern) => { buzzes.push(pattern); return true; };"""
"""Records, in the page, every call to navigator.vibrate."""
CARDS = """return [...document.querySelectorAll("#question button.card")].map((b) =>
  ({card: b.dataset.card, text: b.innerText, enabled: !b.disabled, why: b.dataset.why || "",
    looks: [...b.classList]}));"""
"""The question's card buttons: which card, their words, whether they can be tapped, why not,
and their classes."""
BELOW_FOLD = """return [...document.querySelectorAll("#question-text, #question button.choice")]
  .filter((e) => e.getBoundingClientRect().bottom > window.innerHeight)
  .map((e) => e.innerText);"""
"""The question's text and answers that end below the first screen."""


TAP_SECOND = """document.querySelector('#question button.card[data-card="1"]').click();
return document.title;"""
"""Taps the second card, and what the title says right then."""


def cards(phone: Phone) -> list[dict]:
    """The question's card buttons on `phone`."""
    return list(phone.run(CARDS))


def tap_card(phone: Phone, card: int) -> None:
    """Tap the card button of card `card`."""
    phone.click(f'#question button.card[data-card="{card}"]')


def saved(host: Host, game: type) -> object:
    """The game as last autosaved, as the engine reads it."""
    return game.from_json(json.dumps(host.game_json()))


def test_the_mot_dit_holder_taps_the_card_of_their_word_on_a_small_phone(
    start_host: Callable[..., Host], join
) -> None:
    host = start_host("motdit", "Ann,Bob,Cy")
    ann = join(host, named=("Ann",))["Ann"]
    ann.resize(*SMALL)
    ann.wait_for_question("how to play")
    ann.run(BUZZES)
    ann.tap("skip")
    ann.wait_for_question("choose your word")
    drawn = host.log("motdit.CardDrawn")[-1]
    options = [(drawn["words"][o["symbol"]], o["clues"]) for o in drawn["options"]]
    shown = cards(ann)
    assert [c["card"] for c in shown] == ["0", "1"]
    for (word, clues), card in zip(options, shown, strict=True):
        assert word in card["text"] and f"{clues} clue" in card["text"], card
    assert ann.run(BELOW_FOLD) == []
    assert ann.run("return document.title") == "Your turn - partyhost"
    assert len(ann.run("return buzzes")) == 1
    assert ann.run(TAP_SECOND) == "Ann: Maudit Mot Dit"  # the title back once answered
    ann.wait(lambda p: host.log("motdit.WordChosen"), "the word chosen in the save")
    assert host.log("motdit.WordChosen")[-1]["word"] == options[1][0]


def test_a_maury_hand_shows_on_its_phone_alone_and_a_comeback_offers_the_legal_cards(
    start_host: Callable[..., Host], join
) -> None:
    host = start_host("maury", "Ann,Bob,Cy")
    named = join(host)
    phones = list(named.values())
    phones[0].wait_for_question("how to play")
    phones[0].tap("skip")
    game = saved(host, Maury)
    opener = game.state.turn
    deck = game.config.deck
    plays = [a for a in game.legal_actions(opener) if isinstance(a, Play) and a.target is None]
    opening = next(a.card for a in plays if deck[a.card].colour is Colour.BLUE)
    phones[opener].wait_for_question("which card")
    for seat, name in enumerate(named):
        told = hand(game.config, tuple(game.state.hands[seat]))
        named[name].wait(lambda p, t=told: t in " ".join(p.private_lines()), f"{name}'s hand")
        assert_only_on(named, name, [told])
    tap_card(phones[opener], opening)
    phones[opener].wait_for_question("Right?")
    phones[opener].tap("yes")

    host_game = phones[opener].wait(lambda p: in_talk(host), "the comebacks asked")
    legal = {
        p: {a.card for a in host_game.legal_actions(p) if isinstance(a, Play)}
        for p in host_game.answerers()
    }
    responder = next(p for p, ok in legal.items() if ok and ok != set(host_game.state.hands[p]))
    bob = phones[responder]
    bob.wait_for_question("Any comebacks")
    bob.tap(bob.choices()[0])  # their own name
    bob.wait_for_question("which comeback")
    shown = cards(bob)
    assert {int(c["card"]) for c in shown} == set(host_game.state.hands[responder])
    assert {int(c["card"]) for c in shown if c["enabled"]} == legal[responder]
    greyed = [c for c in shown if not c["enabled"]]
    assert greyed and all(c["why"] and f"Not now: {c['why']}" in c["text"] for c in greyed)
    for c in shown:  # each card looks its colour, and a Maury card a Maury card
        card = host_game.config.deck[int(c["card"])]
        assert card.colour.value in c["looks"]
        assert ("maury-card" in c["looks"]) == card.is_maury
    axe_check(bob)
    comeback = min(legal[responder])
    tap_card(bob, comeback)
    bob.wait_for_question("Right?")
    bob.tap("yes")
    bob.wait(lambda p: played(host, responder, comeback), "the comeback played in the save")


def in_talk(host: Host) -> Maury | None:
    """The saved game once its opening card waits for comebacks, else None."""
    game = saved(host, Maury)
    return game if game.state.exchange and game.answerers() else None


def played(host: Host, player: int, card: int) -> bool:
    """Whether the save says `player` played `card`."""
    return any(e["player"] == player and e["card"] == card for e in host.log("maury.CardPlayed"))


def test_a_fame_us_team_shows_on_its_phone_alone_and_a_criterion_is_played_by_its_card(
    start_host: Callable[..., Host], join
) -> None:
    host = start_host("fameus", "Ann,Bob,Cy,Dee")
    named = join(host)
    phones = list(named.values())
    phones[0].wait_for_question("how to play")
    phones[0].tap("skip")
    player = saved(host, FameUs).state.active
    phone = phones[player]
    phone.wait_for_question("play or pass")
    teams = host.game_json()["state"]["teams"]
    assert len(set(teams)) == 2
    for name, team in zip(named, teams, strict=True):
        told = named[name].wait(
            lambda p, t=team: [line for line in p.private_lines() if t in line], f"{name}'s team"
        )
        assert_only_on(named, name, told)
    assert phone.shown("#hand") and cards(phone) == []  # the hand beside play, pass or accuse
    phone.tap("play")
    phone.wait_for_question("which criterion")
    axe_check(phone)
    hand = saved(host, FameUs).view(player).hand
    shown = cards(phone)
    assert [int(c["card"]) for c in shown] == list(hand) and all(c["enabled"] for c in shown)
    tap_card(phone, hand[-1])
    phone.wait(lambda p: host.log("fameus.CriterionPlayed"), "the criterion played in the save")
    assert host.log("fameus.CriterionPlayed")[-1]["card"] == hand[-1]
