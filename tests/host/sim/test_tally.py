"""The tally of what the ears heard of a simulated party: by kind of question, and with phones,
the phones' answers and the laptop's apart with the phones' delays."""

from __future__ import annotations

from dataclasses import replace

from host.ears.context import Hints
from host.flows.fameus import FameUsAsk
from host.flows.motdit import MotDitAsk
from host.flows.motdit_calls import MotDitAsking
from host.session.own import Vouch, Vouched
from host.session.prompt import Answering, Ask, Prompt
from host.sim.audio import PartyAudio, SimulatedPlayers, Spoken
from host.sim.talking import PhoneVoices
from host.sim.tally import RecognitionTally, SplitTally
from host.voice.line import Line


def test_the_tally_counts_exact_hearings_by_kind_of_question_and_skips_silence():
    tally = RecognitionTally()
    tally.record(FameUsAsk.VOTE, "I vote for", "i vote for")
    tally.record(FameUsAsk.VOTE, "thumbs down", "thumbs up")
    tally.record(FameUsAsk.TURN, "pass", None)
    tally.record(FameUsAsk.TURN, "", None)  # a slow player said nothing: no answer to count
    assert tally.counts == {FameUsAsk.VOTE: (1, 2), FameUsAsk.TURN: (0, 1)}
    tally.record(Ask.CONFIRM, "yes", "yes", confirmation=True)
    assert tally.summary().startswith(
        "Heard exactly: 2 of 4 answers (50%), 1 of 3 (33%) without the confirmations; "
    )


def split_tally() -> SplitTally:
    """Three answers into the phones (two heard exactly, one a confirmation), two to the
    laptop (one heard exactly), ten delays from 100 to 190 ms, one answer tapped, three picked
    among what the host offered."""
    laptop = RecognitionTally()
    laptop.record(MotDitAsk.GUESS, "bell", "bell")
    laptop.record(MotDitAsk.GUESS, "pool", None)
    tally = SplitTally(laptop)
    tally.phones.record(MotDitAsk.CLUE, "nurse", "nurse")
    tally.phones.record(MotDitAsk.CLUE, "turkey", None)
    tally.phones.record(Ask.CONFIRM, "yes", "yes", confirmation=True)
    tally.delays.extend(0.100 + 0.010 * k for k in range(10))
    tally.tapped = 1
    tally.picked = 3
    return tally


def test_the_phones_and_the_laptop_are_counted_apart():
    phones, laptop, delays = split_tally().summary().splitlines()
    assert phones == (
        "Heard exactly through the phones: 2 of 3 answers (67%), 1 of 2 (50%) without the "
        "confirmations; clue 1 of 2, did you say 1 of 1"
    )
    assert laptop == (
        "Heard exactly by the laptop: 1 of 2 answers (50%), 1 of 2 (50%) without the "
        "confirmations; guess 1 of 2"
    )
    assert delays.startswith("Phones: told what was heard ")


def test_the_phones_delays_are_their_median_and_90th_percentile_in_ms():
    tally = split_tally()
    assert tally.delay() == (
        "told what was heard 145 ms after letting go (median), 181 ms (90th percentile), "
        "over 10 utterances"
    )
    assert tally.summary().endswith(
        "; 3 answers picked among what the host offered, 1 answer tapped after saying it twice"
    )


def test_a_party_whose_phones_never_talked_says_so():
    tally = SplitTally(RecognitionTally())
    assert tally.delay() == "no utterance heard"
    assert "Heard exactly through the phones: 0 of 0 answers, 0 of 0 without" in tally.summary()


def test_a_phone_guess_the_holder_vouches_for_counts_as_heard_when_it_was_the_secret():
    tally = SplitTally(RecognitionTally())
    voices = PhoneVoices(PartyAudio(Sayer(), ("Ann", "Bob", "Cy"), 20, 1), 30, tally, 1)
    holder = Vouch(0, Line("Ann, did they say your word?"))
    guess = Prompt.of(
        Line("Your guess?"), ("poster", "toaster"), MotDitAsk.GUESS, 1, Answering.ANY_WORDS
    )
    guess = replace(
        guess.taken(hints=Hints(likely=frozenset({"poster"}))), own=MotDitAsking(holder)
    )
    voices.heard(guess, Spoken(1, "poster"), "opposed to", 0.2)  # told the words, not the word
    voices.heard(guess, Spoken(2, "toaster"), "toaster", 0.2)
    voices.heard(replace(guess, player=2), Spoken(2, "toaster"), "roster", 0.2)
    assert tally.phones.counts[MotDitAsk.GUESS] == (1, 3)
    for speaker in (1, 2, 1):  # Bob said it; Cy did not; Bob's answer is counted once
        voices.vouched(Vouched("poster", speaker))
    assert tally.phones.counts[MotDitAsk.GUESS] == (2, 3)


class Sayer(SimulatedPlayers):
    """Simulated players who are never asked anything here."""

    def answer(self, prompt: Prompt) -> Spoken:
        raise AssertionError(prompt)

    def typed(self, prompt: Prompt) -> str:
        raise AssertionError(prompt)
