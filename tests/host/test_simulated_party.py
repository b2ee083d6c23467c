"""A seeded simulated party on the real recognizer: players speak, the ears hear, it replays."""

from __future__ import annotations

from engine.motdit import MotDit, MotDitConfig
from host.demo import NAMES
from host.ears.hearing import Ears
from host.flows.registry import KITS
from host.session.session import Session
from lexicon import motdit as motdit_lexicon
from tests.host.party_helpers import spoken_party, untimed

SEED = 5


def party(ears: Ears) -> tuple[MotDit, list[str]]:
    """One lap of a 4-player party, heard through `ears` at 20 dB SNR; the game and transcript."""
    config = MotDitConfig(NAMES[:4], motdit_lexicon.load_deck(), laps=1)
    session = Session(MotDit(config), SEED)
    transcript = spoken_party(session, KITS["motdit"], ears, 20.0)
    game = session.game
    assert isinstance(game, MotDit)
    return game, transcript


def test_a_seeded_party_completes_and_the_same_seed_plays_the_same_game():
    # A fresh recognizer each time: a decoder adapts to what it has heard (cepstral mean).
    first, transcript = party(Ears("pocketsphinx"))
    second, again = party(Ears("pocketsphinx"))
    assert first.is_over() and first.state.turns_done == 4
    assert first.log == second.log
    assert untimed(transcript) == untimed(again)
    assert first.scores() == second.scores()
    heard = [line for line in transcript if line.strip().startswith("heard:")]
    assert len(heard) >= 8  # the players really spoke and were heard
