"""A Table whose players are simulated: heard through the real ears, or answering in text."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from host.ears.context import normalize
from host.ears.hearing import Ears
from host.flows.commands import KEEP_PLAYING
from host.flows.table import Table
from host.games import AS_IS, Asking, GameSpec
from host.session.ears_listener import AudioListener
from host.session.own import Said, Vouched, patience_of
from host.session.prompt import NO, YES, Ask, Listener, Prompt
from host.session.session import Session
from host.session.typed import TypedListener
from host.sim.audio import PartyAudio, SimulatedPlayers, Spoken
from host.sim.clock import VirtualClock
from host.sim.registry import simulated
from host.voice.line import Line

Around = Callable[[Listener, PartyAudio], Listener]
"""What a party puts around the ears' listener: the listening cues, the phones, a time limit."""


def simulated_table(
    session: Session,
    spec: GameSpec,
    ears: Ears,
    say: Callable[[Line], None],
    snr: float | None,
    players: SimulatedPlayers | None = None,
    *,
    transcript: Callable[[str], None] = lambda text: None,
    around: Around = lambda listener, audio: listener,
    asking: Asking = AS_IS,
) -> tuple[Table, PartyAudio]:
    """A Table whose simulated players (by default the game's own) speak into party noise and
    are heard through `ears` (within what `around` puts around them); each line of the party's
    transcript goes to `transcript`, and the table asks as `asking` says."""
    manners = seated(session, spec, players)
    names = session.game.config.players
    audio = PartyAudio(manners, names, snr, session.seed, transcript)
    listener = AudioListener(ears, audio.utterance, audio.transcript, on_heard=audio.heard)
    table = _table(session, spec, say, around(listener, audio), manners, audio.clock, asking)
    return table, audio


def text_table(
    session: Session,
    spec: GameSpec,
    say: Callable[[Line], None] = lambda line: None,
    heard: Callable[[str], None] = lambda text: None,
    players: SimulatedPlayers | None = None,
    asking: Asking = AS_IS,
) -> Table:
    """A Table whose simulated players (by default the game's own) answer in text (no audio),
    each answer passed to `heard`; the table asks as `asking` says."""
    manners = seated(session, spec, players)
    clock = VirtualClock()

    def answer(prompt) -> str:
        text = manners.answer(prompt).words
        clock.spoke(text, silence=patience_of(prompt))
        heard(text)
        return text

    return _table(session, spec, say, TypedListener(answer), manners, clock, asking)


def seated(
    session: Session, spec: GameSpec, players: SimulatedPlayers | None = None
) -> TableManners:
    """`players` (by default the game's registered simulated players) at `session`'s table."""
    if players is None:
        players = simulated(spec)(lambda: session.game, session.rngs["players"])
    return TableManners(players)


class TableManners(SimulatedPlayers):
    """Simulated players as every game's table answers the framework's own questions: the rules
    are skipped, a pause is resumed, an undo or a stop nobody asked for (the ears misheard) is
    declined, "did you say X?" is answered by whoever spoke last to that question's player
    (or to the table), yes when X is what they said, and a question put to the player who
    vouches for an answer (the Mot Dit holder) yes when the answer was X."""

    def __init__(self, players: SimulatedPlayers) -> None:
        self.players = players
        self.last: dict[int | None, Spoken] = {}
        """The latest answer to anything but a confirmation, by the player asked (None: the
        table) and by each who called out on the open floor, since players asked at once (on
        phones) are confirmed one by one after."""

    def answer(self, prompt: Prompt) -> Spoken:
        """The framework's questions answered here, the game's by its simulated players."""
        if prompt.ask is Ask.RESUME:
            return Spoken(prompt.player, "resume")
        if prompt.ask is Ask.SURE:
            return Spoken(prompt.player, KEEP_PLAYING)
        if prompt.ask is Ask.RULES:
            return Spoken(prompt.player, "skip")
        if prompt.ask is Ask.CONFIRM:
            last = self.last.get(prompt.player, Spoken(prompt.player, ""))
            assert isinstance(prompt.own, Said)
            return Spoken(last.player, _yes_if(prompt.own.phrase, last))
        if prompt.ask is Ask.VOUCH:
            vouched = prompt.own
            assert isinstance(vouched, Vouched)
            last = self.last.get(vouched.speaker, Spoken(vouched.speaker, ""))
            return Spoken(prompt.player, _yes_if(vouched.phrase, last))
        spoken = self.players.answer(prompt)
        if spoken.text:
            self.last[prompt.player] = spoken
        for part in spoken.parts if prompt.player is None else ():
            if part.player is not None and part.text:  # callers on the open floor
                self.last[part.player] = part
        return spoken

    def hears(self, line: Line) -> None:
        """The players hear what the host says."""
        self.players.hears(line)

    def typed(self, prompt: Prompt) -> str:
        """What the asked player types when the keyboard takes over."""
        if prompt.ask in (Ask.RESUME, Ask.SURE, Ask.CONFIRM, Ask.VOUCH, Ask.RULES):
            return self.answer(prompt).text
        return self.players.typed(prompt)


def _yes_if(phrase: str, last: Spoken) -> str:
    """Yes if `phrase` is what was `last` said, or one of the words called out in it (the
    open floor's "Bob, fish"), else no."""
    said = {normalize(last.words), *(normalize(part.call) for part in last.parts)}
    return YES[0] if normalize(phrase) in said else NO[0]


def _table(
    session: Session,
    spec: GameSpec,
    say: Callable[[Line], None],
    listener: Listener,
    players: SimulatedPlayers,
    clock: VirtualClock,
    asking: Asking = AS_IS,
) -> Table:
    last: Prompt | None = None
    asked: list[Prompt] = []
    """The question put last (the prompter's watchers say it, the keyboard's among them)."""

    def watch(prompts: Sequence[Prompt], _seconds: float | None) -> None:
        if prompts:
            asked[:] = prompts[:1]

    def keyboard(_text: str) -> str:
        nonlocal last
        prompt = asked[-1]
        if prompt is last:
            # Typing again for the same question: the player's words were refused. Type the
            # first choice, so that a simulated player who is not understood never stalls.
            return prompt.expected[0]
        last = prompt
        return players.typed(prompt)

    def heard(line: Line) -> None:
        say(line)
        players.hears(line)

    asking = replace(asking, watchers=(*asking.watchers, watch))
    return spec.table(session, heard, listener, keyboard, clock, asking=asking)
