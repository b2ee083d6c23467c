"""A Table whose players are simulated: heard through the real ears, or answering in text."""

from __future__ import annotations

from collections.abc import Callable

from host.ears.hearing import Ears
from host.flows.registry import FlowKit
from host.flows.table import Table
from host.phrasebook import for_game
from host.session.commands import with_extra
from host.session.ears_listener import AudioListener
from host.session.prompter import Listener, Prompter
from host.session.session import Session
from host.session.typed import TypedListener
from host.sim.audio import PartyAudio, SimulatedPlayers
from host.sim.clock import VirtualClock
from host.voice.line import Line


def simulated_table(
    session: Session, kit: FlowKit, ears: Ears, say: Callable[[Line], None], snr: float | None
) -> tuple[Table, PartyAudio]:
    """A Table whose simulated players speak into party noise and are heard through `ears`."""
    players = kit.simulated(lambda: session.game, session.rngs["players"])
    audio = PartyAudio(players, session.game.config.players, snr, session.seed)
    listener = AudioListener(ears, audio.utterance, transcript=lambda text: audio.transcript(text))
    return _table(session, kit, say, listener, players, audio.clock), audio


def text_table(
    session: Session,
    kit: FlowKit,
    say: Callable[[Line], None] = lambda line: None,
    heard: Callable[[str], None] = lambda text: None,
) -> Table:
    """A Table whose simulated players answer in text (no audio), each answer passed to `heard`."""
    players = kit.simulated(lambda: session.game, session.rngs["players"])
    clock = VirtualClock()

    def answer(prompt) -> str:
        text = players.answer(prompt).text
        clock.spoke(text)
        heard(text)
        return text

    return _table(session, kit, say, TypedListener(answer), players, clock)


def _table(
    session: Session,
    kit: FlowKit,
    say: Callable[[Line], None],
    listener: Listener,
    players: SimulatedPlayers,
    clock: VirtualClock,
) -> Table:
    names = session.game.config.players

    def keyboard(_text: str) -> str:
        assert prompter.typing is not None
        return players.typed(prompter.typing)

    prompter = Prompter(say, listener, keyboard, with_extra(kit.commands(names)))
    book = for_game(session.game.name, names, session.rngs["phrases"], config=session.game.config)
    return Table(session, book, say, prompter, kit.help, clock)
