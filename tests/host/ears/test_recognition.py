"""Real recognition with pocketsphinx on speech made now by espeak-ng (several voices, speeds,
pitches) and noise made now (babble of espeak-ng talkers, pink noise) at a known SNR.

Rates are asserted over small sets, never single clips; the thresholds sit below what the
benchmark measures (`partyhost bench ears`), so they catch regressions, not bad luck.
"""

from __future__ import annotations

import json

import numpy as np
import pytest

from host.audio import write_wav
from host.bench.corpus import pink_noise
from host.ears import Context, Ears
from host.sim.speech import babble, mix
from tests.host.ears.helpers import CARD, OUT_OF_SET, VOICES, partyhost, said

QUIET_ROOM_DB = 40.0


@pytest.fixture(scope="module")
def ears() -> Ears:
    """The embedded recognizer, loaded once for the module."""
    return Ears(engine="pocketsphinx")


def noisy(clip: np.ndarray, noise: str, snr: float, rng: np.random.Generator) -> np.ndarray:
    """The clip with 0.4 s around it, under pink noise or babble at `snr` dB."""
    length = len(clip) + 16000
    source = pink_noise(length, rng) if noise == "pink" else babble(length, rng)
    return mix(clip, source, snr, before=0.4, after=0.4)


def accuracy(ears: Ears, context: Context, clips: list[tuple[str, np.ndarray]]) -> float:
    """The share of clips heard as their own phrase."""
    return float(np.mean([ears.hear_audio(x, context).phrase == w for w, x in clips]))


def test_card_words_are_heard_in_a_quiet_room_and_at_20_db(ears):
    rng = np.random.default_rng(7)
    context = Context.of(CARD)
    quiet = [(w, noisy(said(w, v), "pink", QUIET_ROOM_DB, rng)) for v in VOICES for w in CARD]
    at_20 = [(w, noisy(said(w, v), "pink", 20, rng)) for v in VOICES[:3] for w in CARD]
    assert accuracy(ears, context, quiet) >= 0.75
    assert accuracy(ears, context, at_20) >= 0.75


def test_card_words_are_mostly_heard_at_10_db_pink_noise(ears):
    rng = np.random.default_rng(8)
    clips = [(w, noisy(said(w, v), "pink", 10, rng)) for v in VOICES[:3] for w in CARD]
    assert accuracy(ears, Context.of(CARD), clips) >= 0.45


def test_digital_silence_around_the_word_does_not_derail_the_decoder(ears):
    clips = [(w, mix(said(w, v), None, 0.0, 0.5, 0.5)) for v in VOICES[:3] for w in CARD]
    assert accuracy(ears, Context.of(CARD), clips) >= 0.7


def test_words_out_of_the_set_are_mostly_rejected(ears):
    rng = np.random.default_rng(9)
    context = Context.of(CARD)
    clips = [noisy(said(w, v), "pink", QUIET_ROOM_DB, rng) for v in VOICES[:4] for w in OUT_OF_SET]
    heard = [ears.hear_audio(x, context) for x in clips]
    accepted = np.mean([h.phrase is not None for h in heard])
    assert accepted <= 0.3
    assert np.mean([bool(h.text) for h in heard if h.phrase is None]) >= 0.5  # what it was


def test_babble_alone_is_not_heard_as_a_card_word(ears):
    rng = np.random.default_rng(10)
    context = Context.of(CARD)
    levels = rng.uniform(-30, -12, 24)
    clips = [
        (babble(int(rng.uniform(1.0, 2.0) * 16000), rng) * 10 ** (db / 20) * 32767).astype(np.int16)
        for db in levels
    ]
    accepted = np.mean([ears.hear_audio(x, context).phrase is not None for x in clips])
    assert accepted <= 0.05


def test_pink_noise_and_silence_alone_are_not_heard(ears):
    rng = np.random.default_rng(11)
    context = Context.of(CARD)
    clips = [(pink_noise(16000, rng) * 0.05 * 32767).astype(np.int16) for _ in range(8)]
    clips.append(np.zeros(16000, np.int16))
    assert all(ears.hear_audio(x, context).phrase is None for x in clips)


def test_multi_word_phrases_and_yes_no(ears):
    rng = np.random.default_rng(12)
    cards = Context.of(["ten of clubs", "queen of hearts", "ace of spades", "two of diamonds"])
    votes = Context.of(["yes", "no"])
    card_clips = [
        (p, noisy(said(p, v), "pink", 30, rng)) for v in VOICES[:3] for p in cards.phrases
    ]
    vote_clips = [(p, noisy(said(p, v), "pink", 30, rng)) for v in VOICES for p in votes.phrases]
    assert accuracy(ears, cards, card_clips) >= 0.75
    assert accuracy(ears, votes, vote_clips) >= 0.6  # espeak "no" often sounds like "do"


def test_a_competitor_is_heard_but_not_accepted(ears):
    """Checking a guess: only the secret word counts, the rest of the card competes."""
    rng = np.random.default_rng(13)
    secret = CARD[0]
    context = Context.of([secret], competitors=CARD)
    others = [noisy(said(w, v), "pink", QUIET_ROOM_DB, rng) for v in VOICES[:3] for w in CARD[1:]]
    heard = [ears.hear_audio(x, context) for x in others]
    assert np.mean([h.phrase == secret for h in heard]) <= 0.1
    assert np.mean([h.text in CARD[1:] for h in heard]) >= 0.6


def test_open_speech_reports_the_words_of_a_free_answer(ears):
    context = Context.of(["yes", "no"], open_speech=True)
    heard = ears.hear_audio(mix(said("the weather is lovely"), None, 0.0, 0.4, 0.4), context)
    assert heard.phrase is None
    assert len(heard.text.split()) >= 2


def test_names_missing_from_the_dictionary_get_espeak_pronunciations(ears):
    context = Context.of(["kwabena", "zoltan", "yes"])
    assert ears.unknown_words(context) == ()
    heard = ears.hear_audio(mix(said("kwabena"), None, 0.0, 0.4, 0.4), context)
    assert heard.phrase == "kwabena"


def test_heard_reports_engine_confidence_and_time(ears):
    heard = ears.hear_audio(mix(said("rocket"), None, 0.0, 0.4, 0.4), Context.of(CARD))
    assert heard.engine == "pocketsphinx"
    assert 0.0 <= heard.confidence <= 1.0
    assert 0.0 < heard.decode_ms < 2000


def test_hear_json_prints_one_object_per_file_in_order(tmp_path, zygote):
    rng = np.random.default_rng(14)
    files = [tmp_path / f"{i}.wav" for i in range(4)]
    for path, text in zip(files, ["rocket", "dragon", "ten of clubs"], strict=False):
        write_wav(path, noisy(said(text, VOICES[0]), "pink", QUIET_ROOM_DB, rng))
    write_wav(files[3], (babble(24000, rng) * 3000).astype(np.int16))
    expect = ",".join([*CARD, "Ten of Clubs"])
    result = partyhost(
        "hear",
        *map(str, files),
        "--expect",
        expect,
        "--json",
        "--engine",
        "pocketsphinx",
        zygote=zygote,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == ["ears: pocketsphinx (asked for)"]
    objects = [json.loads(line) for line in result.stdout.splitlines()]
    assert [o["file"] for o in objects] == list(map(str, files))
    keys = ["file", "heard", "sure", "text", "confidence", "engine", "decode_ms"]
    assert all(list(o) == keys for o in objects)
    assert [o["heard"] for o in objects] == ["rocket", "dragon", "ten of clubs", None]
    assert all(o["engine"] == "pocketsphinx" and o["decode_ms"] > 0 for o in objects)
    assert all(isinstance(o["confidence"], float) for o in objects)


def test_hear_without_json_says_what_it_heard(tmp_path, zygote):
    path = tmp_path / "fish.wav"
    write_wav(path, mix(said("dragon"), None, 0.0, 0.4, 0.4))
    result = partyhost(
        "hear", str(path), "--expect", "dragon,castle", "--engine", "pocketsphinx", zygote=zygote
    )
    assert result.returncode == 0
    assert result.stdout.startswith(f"{path}: dragon (confidence ")


def test_a_longer_form_of_an_expected_word_is_no_filler(ears):
    # "playing" as a filler would steal a short "play"; without it, "playing" is heard as play.
    context = Context.of(("play", "pass", "accuse"))
    heard = [ears.hear_audio(said("playing", voice), context) for voice in VOICES]
    assert all("playing" not in h.text for h in heard)
    assert sum(h.phrase == "play" for h in heard) >= len(heard) // 2
