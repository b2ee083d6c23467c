"""The voice families the benchmark and the development set speak with: each says a word
audibly at a speaking rate, a room echoes and band-passes as a laptop across it hears, and the
development voices are never the benchmark's."""

from __future__ import annotations

import math

import numpy as np
import pytest

from host.audio import RATE
from host.bench.ears import OVERALL, Figures, family_table
from host.bench.families import (
    FAMILIES,
    LAPTOP_BAND,
    SPEED_OF_SOUND,
    PiperStyle,
    Room,
    band_pass,
    impulse_response,
    in_room,
    talkers,
)


def level_db(x: np.ndarray) -> float:
    """The RMS level of int16 samples in dB below full scale."""
    return 20 * math.log10(float(np.sqrt(np.mean((np.asarray(x, float) / 32768) ** 2))))


@pytest.mark.parametrize("side", ["benchmark", "development"])
def test_every_family_says_a_word_audibly_at_a_speaking_rate(side):
    first = {}
    for talker in talkers(8, 2, side):
        first.setdefault(talker.family, talker)
    assert sorted(first) == sorted(FAMILIES)
    for family, talker in first.items():
        clip = talker.say("umbrella")
        assert clip.dtype == np.int16
        # Three syllables at 16 kHz: a speaker's 0.25 to 1.5 s (a room adds its echoes).
        assert 0.25 * RATE < len(clip) < (2.5 if family == "room" else 1.5) * RATE, family
        assert level_db(clip) > -40, family


def test_a_room_echoes_after_the_direct_sound_and_fades_by_its_reverberation_time():
    room = Room(distance=3.43, rt60=0.5, gain_db=0.0, seed=1)
    response = impulse_response(room)
    direct = int(room.distance / SPEED_OF_SOUND * RATE)
    assert np.argmax(np.abs(response)) == direct and not response[:direct].any()
    early = np.sum(response[direct + 1 : direct + RATE // 20] ** 2)
    late = np.sum(response[direct + RATE * 4 // 10 : direct + RATE * 9 // 20] ** 2)
    assert late < early * 10 ** (-30 / 10)  # 0.4 s on, over 30 dB down


def test_the_farther_the_talker_the_more_of_the_sound_is_echo():
    def echo_share(distance: float) -> float:
        response = impulse_response(Room(distance, 0.5, 0.0, seed=1))
        peak = np.max(np.abs(response))
        return float(np.sum(response**2) - peak**2) / float(np.sum(response**2))

    assert echo_share(0.5) < echo_share(2.0) < echo_share(4.0)


def test_the_laptop_band_cuts_the_hum_and_keeps_the_voice():
    t = np.arange(RATE) / RATE
    hum, voice = np.sin(2 * np.pi * 50 * t), np.sin(2 * np.pi * 1000 * t)
    assert LAPTOP_BAND[0] > 50
    assert np.std(band_pass(hum, *LAPTOP_BAND)) < 0.1 * np.std(hum)  # 20 dB down
    assert np.std(band_pass(voice, *LAPTOP_BAND)) > 0.9 * np.std(voice)


def test_a_room_s_gain_changes_the_level_by_as_many_decibels():
    clip = talkers(1, 1, "benchmark")[0].say("umbrella") // 8
    loud = in_room(clip, Room(1.0, 0.4, 6.0, seed=3))
    soft = in_room(clip, Room(1.0, 0.4, -6.0, seed=3))
    assert level_db(loud) - level_db(soft) == pytest.approx(12.0, abs=0.2)
    assert not np.array_equal(in_room(clip, Room(1.0, 0.4, 0.0, seed=3))[: len(clip)], clip)


def test_the_development_voices_are_none_of_the_benchmark_s_in_any_family():
    def voices(side: str, seed: int) -> dict[str, set]:
        out: dict[str, set] = {family: set() for family in FAMILIES}
        for talker in talkers(400, seed, side):
            voice = talker.voice
            if isinstance(voice, PiperStyle):
                heard_as = ("piper pitch", voice.pitch)
            else:
                heard_as = (voice.voice, voice.variant)
            room = talker.room.distance if talker.room else None
            out[talker.family].add((heard_as, room))
        return out

    benchmark, development = voices("benchmark", 1), voices("development", 3)
    for family in FAMILIES:
        assert benchmark[family] and development[family]
        assert not benchmark[family] & development[family], family
    assert {v for v, _ in benchmark["mbrola"]} == {("mb-us1", ""), ("mb-us2", "")}


def test_the_family_table_has_a_row_per_family_and_one_over_all():
    rates = {"clean": 0.9, "20 dB": 0.8, "10 dB": 0.6, "5 dB": 0.3}
    groups = {
        family: Figures(
            accuracy=rates,
            in_moment={**rates, "clean": 0.5 + i / 10},
            phrases_in_moment={"clean": 0.5, "20 dB": 0.4},
            babble_fa=0.01 if family == OVERALL else math.nan,
            median_ms=120.0,
        )
        for i, family in enumerate((OVERALL, *FAMILIES))
    }
    rows = family_table(groups).splitlines()[2:]
    assert [row.split(" | ")[0].strip("| ") for row in rows] == [OVERALL, *FAMILIES]
    assert rows[2].startswith("| mbrola | 70% / 80% / 60% / 30% |")
    assert "| 1% |" in rows[0] and "| - |" in rows[1]
    assert all(row.split(" | ")[3] == "50% / 40%" for row in rows)  # inside a phrase, 45
