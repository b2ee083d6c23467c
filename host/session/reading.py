"""The one place an answer is read: a choice tapped, words typed or speech heard, at the laptop
or on a seat's phone, is cleaned (the door), matched to the question's phrases and the commands,
and refused with why when the question cannot take it.

Reading asks nothing: an answer heard unsure comes back as an AskBack for the prompter to put
("Did you say fish?"), so that a phone's listener may read an answer too, to keep a question
open on a phone whose answer is refused, and both read it alike.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from enum import StrEnum

from host.ears.recognizer import Heard, Tier
from host.phrasebook.page_says import PhoneSays
from host.session.commands import Command
from host.session.door import Refused, clean
from host.session.own import vouch_of
from host.session.prompt import (
    IfUnsure,
    Prompt,
    Reply,
    named_in,
    near_command,
    plain,
    two_words,
    typed_phrase,
)

LAPTOP_ONLY = {Command.STOP: PhoneSays.LAPTOP_STOPS, Command.GIVE_SEAT: PhoneSays.LAPTOP_GIVES}
"""The commands a phone may not give, and why: no phone ends the game for everyone."""


@dataclass(frozen=True)
class Tapped:
    """A choice tapped on a phone (one of its buttons or cards), as its page spells it."""

    text: str


@dataclass(frozen=True)
class Typed:
    """Words typed as an answer: in a phone's text box, or at the laptop's keyboard."""

    text: str


@dataclass(frozen=True)
class Given:
    """An answer as it came: a choice tapped, words typed or speech heard, and the seat of the
    phone that gave it (None: the laptop)."""

    said: Heard | Tapped | Typed
    seat: int | None = None


@dataclass(frozen=True)
class AskBack:
    """An answer heard unsure: `reply` is taken once its player says yes to "Did you say
    `phrase`?" (or, `vouched`, the player the question names to vouch for it); on a no, the
    words `otherwise` are taken as written (a name nobody listed), if any, as said into the
    phone of `seat` (None: at the laptop)."""

    phrase: str
    reply: Reply
    vouched: bool = False
    otherwise: str | None = None
    seat: int | None = None


Reading = Reply | AskBack | None
"""What an answer says: a reply, one to ask back first, or nothing the question can use."""


@dataclass(frozen=True)
class Reader:
    """Reads the answers at a table: the commands it hears (their phrases), and its players'
    names, so that a phone's claim of the floor is for its own seat."""

    commands: Mapping[str, StrEnum]
    players: tuple[str, ...] = ()

    def phrases(self, prompt: Prompt) -> tuple[str, ...]:
        """What an answer to `prompt` is listened for: its phrases, then the commands."""
        return tuple(dict.fromkeys(prompt.expected + prompt.taking.known + tuple(self.commands)))

    def read(self, prompt: Prompt, given: Given) -> Reading:
        """What `given` answers to `prompt`; Refused, with why its player is told, when the
        question cannot take it."""
        said, seat = given.said, given.seat
        if isinstance(said, Heard):
            return self._heard(prompt, self._on_phone(prompt, said, seat), seat)
        if seat is None:  # the laptop's keyboard: an empty line is no answer yet
            if not said.text.strip():
                return None
            text = clean(said.text)
            phrase = typed_phrase(prompt, text, (*self.commands, *prompt.expected))
            return self._sure(prompt, phrase, text, None, typed=True)
        text = clean(said.text)
        if isinstance(said, Tapped):  # one of the buttons, as the page spells it, or nothing
            phrase = next((p for p in self.phrases(prompt) if plain(p) == plain(text)), None)
            if phrase is None:
                return None
        else:
            phrase = typed_phrase(prompt, text, self.phrases(prompt))
        if phrase in prompt.taking.claim:
            phrase = self.players[seat].casefold()
        if phrase is None and not prompt.taking.open_answer:
            return None
        return self._sure(prompt, phrase, text, seat)

    def told(self, prompt: Prompt, heard: Heard, seat: int) -> str:
        """What a phone is told its speech said: the answer heard, but for a likely phrase the
        ears are unsure of (a guess taken for the secret word) the words they wrote and who is
        asked about it ("opposed to (checking with Irma)"), for "Heard: poster" would give the
        secret away to a guesser who said "toaster"."""
        heard = self._on_phone(prompt, heard, seat)
        if prompt.taking.favours(heard.phrase) and not heard.sure:
            vouch = vouch_of(prompt)
            whom = "you" if vouch is None else self.players[vouch.player]
            return PhoneSays.CHECKING.format(said=heard.text or "something", whom=whom)
        return heard.phrase or heard.text

    def _on_phone(self, prompt: Prompt, heard: Heard, seat: int | None) -> Heard:
        """What a phone's speech says. Pressing to talk at a claim is the claim, for the
        phone's own seat, unless it said a phrase that names nobody ("nobody"). An answer
        heard is taken without "did you say": the speaker reads it on their own phone
        ("Heard: two"), where no one else hears a read-back; a command, a likely phrase, a
        known one and one only a press let through (Tier.FLOOR) keep their tier (an unsure one
        is asked back: on a guess, a near miss of the secret word could be taken for it; a name
        may be none of those known)."""
        if seat is None:
            return heard
        claims = heard.phrase in prompt.taking.claim or (heard.phrase is None and bool(heard.text))
        if prompt.taking.claim and claims:
            return replace(heard, phrase=self.players[seat].casefold(), tier=Tier.SURE)
        expected = heard.phrase in map(plain, prompt.expected)
        if expected and not prompt.taking.favours(heard.phrase) and heard.tier is not Tier.FLOOR:
            return replace(heard, tier=Tier.SURE)
        return heard

    def _heard(self, prompt: Prompt, heard: Heard, seat: int | None) -> Reading:
        if heard.text.strip():
            heard = replace(heard, text=clean(heard.text))
        phrase, text = heard.phrase, heard.text
        if phrase in self.commands:  # a command is never acted on unsure
            reply = self._command(phrase, text, seat)
            return reply if heard.sure else AskBack(phrase, reply)
        known = {plain(k): k for k in prompt.taking.known}
        if phrase in known and not heard.sure:
            if f" {phrase} " in f" {plain(text)} ":
                return Reply(phrase, text)
            return AskBack(known[phrase], Reply(phrase, text), otherwise=text, seat=seat)
        if phrase is not None:
            reply = Reply(phrase, text)
            if heard.sure or two_words(prompt):
                return reply
            if prompt.taking.if_unsure is IfUnsure.TAKE:
                return replace(reply, sure=False)
            vouched = vouch_of(prompt) is not None and prompt.taking.favours(phrase)
            return AskBack(phrase, reply, vouched)
        sure = heard.sure or not prompt.expected  # words the ears took for no phrase expected
        reply = self._sure(prompt, None, text, seat)
        if reply is None or reply.phrase is not None or sure:
            return reply
        # Words the ears took for none of the phrases they expected ("metal", a clue outside
        # the deck) may be a phrase misheard: asked back first.
        if prompt.taking.if_unsure is IfUnsure.TAKE:
            return replace(reply, sure=False)
        return AskBack(text, reply)

    def _sure(
        self, prompt: Prompt, phrase: str | None, text: str, seat: int | None, typed: bool = False
    ) -> Reply | None:
        """The reply of a phrase (or, None, of words) its player's answer is sure to be."""
        if phrase in self.commands:
            return self._command(phrase, text, seat, typed)
        if phrase is not None:
            return Reply(phrase, text, typed=typed)
        named = named_in(prompt, text)
        if named is not None:
            return Reply(named, text, typed=typed)
        self._refused_name(prompt, text)
        if prompt.taking.open_answer and text:
            return self.opened(prompt, text, seat, typed)
        return None

    def opened(self, prompt: Prompt, text: str, seat: int | None, typed: bool = False) -> Reply:
        """Open text as an answer, unless it is a command with a slip in it ("bad luck for
        Bobb"): words addressed to the host are never taken as a guess or a clue; Refused if
        the question cannot take them."""
        command = near_command(text, self.commands)
        if command is not None:
            return self._command(command, text, seat, typed)
        why = prompt.taking.refusal(text)
        if why is not None:
            raise Refused(why)
        return Reply(None, text, typed=typed)

    def _command(self, phrase: str, text: str, seat: int | None, typed: bool = False) -> Reply:
        """The command `phrase` said; Refused on a phone for one only the laptop gives."""
        command = self.commands[phrase]
        if seat is not None and command in LAPTOP_ONLY:
            raise Refused(LAPTOP_ONLY[Command(command)])
        return Reply(phrase, text, command, typed)

    def _refused_name(self, prompt: Prompt, text: str) -> None:
        """Refused, with why, when `text` names only players a question of names cannot take
        ("you already answered"): the player hears the reason, not "I did not catch that"."""
        why = (
            None
            if prompt.taking.open_answer or not prompt.taking.names
            else prompt.taking.refusal(text)
        )
        if why is not None:
            raise Refused(why)
