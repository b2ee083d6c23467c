"""Against the real host, a Maury hand and a Fame Us team show on their own player's phone and
on no other."""

from __future__ import annotations

import json
from collections.abc import Callable

import pytest

from engine.maury.game import Maury
from host.phrasebook.maury import hand
from tests.host.phones.hosted import Host
from tests.host.phones.privacy import assert_only_on

pytestmark = pytest.mark.slow


def test_a_maury_hand_shows_only_on_its_phone(start_host: Callable[..., Host], join) -> None:
    host = start_host("maury", "Ann,Bob,Cy")
    phones = join(host)
    phones["Ann"].wait_for_question("how to play")
    phones["Ann"].tap("skip")
    phones["Ann"].wait_for_question("which card")
    game = Maury.from_json(json.dumps(host.game_json()))
    for seat, name in enumerate(phones):
        cards = hand(game.config, tuple(game.state.hands[seat]))
        phones[name].wait(lambda p, c=cards: c in " ".join(p.private_lines()), f"{name}'s hand")
        assert_only_on(phones, name, [cards])


def test_a_fame_us_team_shows_only_on_its_phone(start_host: Callable[..., Host], join) -> None:
    host = start_host("fameus", "Ann,Bob,Cy,Dee")
    phones = join(host)
    phones["Ann"].wait_for_question("how to play")
    phones["Ann"].tap("skip")
    phones["Ann"].wait_for_question("play or pass")
    teams = host.game_json()["state"]["teams"]
    assert len(set(teams)) == 2
    for name, team in zip(phones, teams, strict=True):
        phone = phones[name]
        told = phone.wait(
            lambda p, t=team: [line for line in p.private_lines() if t in line], f"{name}'s team"
        )
        assert_only_on(phones, name, told)
