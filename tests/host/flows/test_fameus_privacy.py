"""A whole Fame Us game through the real announcer: no team and no hand ever reaches the
shared captions or the caption log; each private line goes to its own player only."""

from __future__ import annotations

import io

from rich.console import Console

from engine.fameus import Team
from host.games import GAMES
from host.session.session import Session
from host.sim.party import text_table
from host.voice.announcer import Announcer
from host.voice.captions import CaptionLog, Captions
from host.voice.line import Line
from host.voice.look_away import LookAway
from host.voice.settings import VoiceSettings

SPEC = GAMES["fameus"]
NAMES = ("Irma", "Annabelle", "Felix", "Gaston", "Mia")


def test_teams_and_hands_stay_off_the_shared_screen_and_log(tmp_path):
    shared, behind = io.StringIO(), io.StringIO()
    log = CaptionLog(tmp_path / "captions.txt")
    captions = Captions(Console(file=shared, width=10_000), log=log)
    screen = LookAway(Console(file=behind, width=10_000), ask=lambda _prompt: "")
    said: list[Line] = []
    session = Session(SPEC.new_game(NAMES), 3)
    with Announcer(VoiceSettings(mute=True, read_pace=0), captions, screen) as announcer:

        def say(line: Line) -> None:
            said.append(line)
            announcer.say(line)

        SPEC.flow(text_table(session, SPEC, say)).run()
        announcer.wait()
    log.close()
    assert session.game.is_over()
    private = [line for line in said if line.private]
    teams = session.game.state.teams
    assert {line.to for line in private} == set(NAMES)
    for line in private:
        owner = NAMES.index(line.to)
        told = [t for t in Team if t.value in line.text]
        assert told in ([], [teams[owner]])  # a team line is only ever the player's own
        assert line.text in behind.getvalue()
    public = shared.getvalue() + (tmp_path / "captions.txt").read_text(encoding="utf-8")
    for line in private:
        assert line.text not in public
    for secret in ("Your cards", "your cards", "you drew", "new in your hand", "you play for"):
        assert secret not in public
    before_the_end = public[: public.index("The game is over")]
    assert not any(f"{name}, you" in before_the_end for name in NAMES)
