"""A Table whose players are simulated: heard through the real ears, or answering in text."""

from __future__ import annotations

from collections.abc import Callable

from host.ears.hearing import Ears
from host.flows.registry import FlowKit
from host.flows.table import KEEP_PLAYING, Table
from host.phrasebook import for_game
from host.session.commands import with_extra
from host.session.ears_listener import AudioListener
from host.session.prompter import Ask, Listener, Prompt, Prompter
from host.session.session import Session
from host.session.typed import TypedListener
from host.sim.audio import PartyAudio, SimulatedPlayers, Spoken
from host.sim.clock import VirtualClock
from host.voice.line import Line


def simulated_table(
    session: Session, kit: FlowKit, ears: Ears, say: Callable[[Line], None], snr: float | None
) -> tuple[Table, PartyAudio]:
    """A Table whose simulated players speak into party noise and are heard through `ears`."""
    players = TableManners(kit.simulated(lambda: session.game, session.rngs["players"]))
    audio = PartyAudio(players, session.game.config.players, snr, session.seed)
    listener = AudioListener(
        ears, audio.utterance, lambda text: audio.transcript(text), on_heard=audio.heard
    )
    return _table(session, kit, say, listener, players, audio.clock), audio


def text_table(
    session: Session,
    kit: FlowKit,
    say: Callable[[Line], None] = lambda line: None,
    heard: Callable[[str], None] = lambda text: None,
) -> Table:
    """A Table whose simulated players answer in text (no audio), each answer passed to `heard`."""
    players = TableManners(kit.simulated(lambda: session.game, session.rngs["players"]))
    clock = VirtualClock()

    def answer(prompt) -> str:
        text = players.answer(prompt).text
        clock.spoke(text)
        heard(text)
        return text

    return _table(session, kit, say, TypedListener(answer), players, clock)


class TableManners:
    """Simulated players as every game's table answers the framework's own questions: a pause
    is resumed, and an undo or a stop nobody asked for (the ears misheard) is declined."""

    def __init__(self, players: SimulatedPlayers) -> None:
        self.players = players

    def answer(self, prompt: Prompt) -> Spoken:
        """The framework's questions answered here, the game's by its simulated players."""
        if prompt.ask is Ask.RESUME:
            return Spoken(prompt.player, "resume")
        if prompt.ask is Ask.SURE:
            return Spoken(prompt.player, KEEP_PLAYING)
        return self.players.answer(prompt)

    def typed(self, prompt: Prompt) -> str:
        """What the asked player types when the keyboard takes over."""
        if prompt.ask in (Ask.RESUME, Ask.SURE):
            return self.answer(prompt).text
        return self.players.typed(prompt)


def _table(
    session: Session,
    kit: FlowKit,
    say: Callable[[Line], None],
    listener: Listener,
    players: SimulatedPlayers,
    clock: VirtualClock,
) -> Table:
    names = session.game.config.players

    commands = with_extra(kit.commands(names))
    last: Prompt | None = None

    def keyboard(_text: str) -> str:
        nonlocal last
        prompt = prompter.typing
        assert prompt is not None
        if prompt is last:
            # Typing again for the same question: the player's words were refused. Type the
            # first choice, so that a simulated player who is not understood never stalls.
            return prompt.expected[0]
        last = prompt
        return players.typed(prompt)

    prompter = Prompter(say, listener, keyboard, commands)
    book = for_game(session.game.name, names, session.rngs["phrases"], config=session.game.config)
    return Table(session, book, say, prompter, kit.help, clock)
