"""A phone's utterances from its binary frames: order, loss, duplicates, the 8-second cap,
cancel and disconnect, bad frames, and the audio frames' rate limit."""

from __future__ import annotations

import struct
import tracemalloc

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from host.phones.utterance import (
    MAX_SAMPLES,
    AudioRate,
    BadFrame,
    Frame,
    Utterances,
    frame,
)


def pcm(values) -> bytes:
    """Samples as the page sends them: int16 little-endian."""
    return np.asarray(values, dtype="<i2").tobytes()


def data(utterance: int, sequence: int, values) -> bytes:
    """A whole binary frame: the header, then the samples."""
    return struct.pack("<II", utterance, sequence) + pcm(values)


def chunk(sequence: int, length: int = 320) -> np.ndarray:
    """Frame `sequence`'s samples, different from every other frame's (never zero)."""
    return np.arange(1, length + 1, dtype=np.int16) + np.int16(1000 * (sequence % 30))


def heard(frames: list[Frame], utterance: int = 1) -> np.ndarray:
    """The audio of an utterance fed `frames` in the order given."""
    utterances = Utterances()
    utterances.start(utterance, 7)
    for each in frames:
        utterances.add(each)
    return utterances.end(utterance).audio


def as_int16(audio: np.ndarray) -> np.ndarray:
    """The float audio back as the int16 samples it was made of."""
    return np.round(audio * 32768).astype(np.int16)


def test_a_frame_is_its_header_then_its_samples():
    parsed = frame(data(3, 258, [1, -2, 32767, -32768]))
    assert parsed == Frame(3, 258, pcm([1, -2, 32767, -32768]))
    assert frame(struct.pack("<II", 2**32 - 1, 2**32 - 1) + b"\0\0").utterance == 2**32 - 1


def test_the_largest_frame_passes():
    assert len(frame(data(1, 0, [0] * 2044)).samples) == 4088


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"", "header"),
        (b"\1\0\0\0\0\0\0", "header"),
        (struct.pack("<II", 1, 0), "samples"),
        (struct.pack("<II", 1, 0) + b"\1\2\3", "16-bit"),
        (data(1, 0, [0] * 2045), "4096"),
    ],
)
def test_bad_frames_are_refused_with_a_reason(raw, reason):
    with pytest.raises(BadFrame) as refused:
        frame(raw)
    assert reason in str(refused.value)
    assert "\n" not in str(refused.value)
    assert isinstance(refused.value, ValueError)


def test_frames_in_order_make_the_audio_at_full_scale():
    audio = heard([frame(data(1, 0, [0, 16384, -32768])), frame(data(1, 1, [32767, -1]))])
    assert audio.dtype == np.float32
    assert audio.tolist() == [0.0, 0.5, -1.0, 32767 / 32768, -1 / 32768]


def test_reordered_frames_are_put_in_sequence_order():
    frames = [Frame(1, n, pcm(chunk(n))) for n in range(5)]
    audio = heard([frames[n] for n in (3, 0, 4, 2, 1)])
    assert as_int16(audio).tolist() == np.concatenate([chunk(n) for n in range(5)]).tolist()


def test_a_lost_frame_is_silence_as_long_as_the_frames_around_it():
    frames = [Frame(1, n, pcm(chunk(n, 160))) for n in (0, 2, 3)]
    audio = as_int16(heard(frames))
    assert len(audio) == 4 * 160
    assert audio[:160].tolist() == chunk(0, 160).tolist()
    assert not audio[160:320].any()
    assert audio[320:].tolist() == np.concatenate([chunk(2, 160), chunk(3, 160)]).tolist()


def test_lost_frames_take_the_median_frame_length():
    lengths = {1: 100, 2: 300, 3: 300, 5: 300, 6: 7}
    frames = [Frame(1, n, pcm(chunk(n, length))) for n, length in lengths.items()]
    audio = as_int16(heard(frames))
    assert len(audio) == sum(lengths.values()) + 2 * 300  # frames 0 and 4 were lost
    assert not audio[:300].any()
    assert audio[300:400].tolist() == chunk(1, 100).tolist()


def test_duplicates_are_dropped_and_the_first_copy_kept():
    utterances = Utterances()
    utterances.start(1, 7)
    assert utterances.add(Frame(1, 0, pcm(chunk(0))))
    assert not utterances.add(Frame(1, 0, pcm(chunk(5))))
    assert as_int16(utterances.end(1).audio).tolist() == chunk(0).tolist()


def test_the_utterance_knows_its_question_and_may_be_empty():
    utterances = Utterances()
    utterances.start(4, 12)
    ended = utterances.end(4)
    assert (ended.number, ended.question, len(ended.audio)) == (4, 12, 0)
    assert utterances.end(4) is None


def test_audio_past_eight_seconds_is_dropped_and_the_cap_is_told():
    utterances = Utterances()
    utterances.start(1, 7)
    taken = [utterances.add(Frame(1, n, pcm(chunk(n)))) for n in range(410)]
    assert taken == [True] * 400 + [False] * 10
    assert utterances.full(1)
    assert len(utterances.end(1).audio) == MAX_SAMPLES == 8 * 16000


def test_the_cap_is_not_told_before_it_is_reached():
    utterances = Utterances()
    utterances.start(1, 7)
    for n in range(399):
        utterances.add(Frame(1, n, pcm(chunk(n))))
    assert not utterances.full(1)
    assert not utterances.full(2)
    utterances.add(Frame(1, 399, pcm(chunk(399))))
    assert utterances.full(1)


def test_a_frame_far_past_the_cap_is_dropped_and_a_long_gap_stops_at_the_cap():
    utterances = Utterances()
    utterances.start(1, 7)
    assert not utterances.add(Frame(1, 2**32 - 1, pcm(chunk(1))))
    assert utterances.add(Frame(1, 0, pcm(chunk(0))))
    assert utterances.add(Frame(1, 399, pcm(chunk(1, 2044))))
    assert utterances.full(1)
    audio = utterances.end(1).audio
    assert len(audio) == MAX_SAMPLES
    assert not audio[320 : 399 * 320].any()


def test_a_gap_costs_no_more_memory_than_the_cap_when_the_frames_grow_longer():
    utterances = Utterances()
    utterances.start(1, 7)
    assert utterances.add(Frame(1, 0, pcm([5])))
    assert utterances.add(Frame(1, 20_000, pcm([6])))  # 20,000 one-sample frames: under 8 s
    for n in (1, 2, 3):
        utterances.add(Frame(1, n, pcm(chunk(n, 2044))))
    tracemalloc.start()
    try:
        audio = utterances.end(1).audio
        peak = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert len(audio) == MAX_SAMPLES
    assert peak < 4 * MAX_SAMPLES * 4


def test_frames_of_another_or_an_ended_utterance_are_dropped():
    utterances = Utterances()
    assert not utterances.add(Frame(1, 0, pcm(chunk(0))))
    utterances.start(1, 7)
    assert not utterances.add(Frame(2, 0, pcm(chunk(0))))
    utterances.end(1)
    assert not utterances.add(Frame(1, 1, pcm(chunk(1))))


def test_starting_another_utterance_forgets_the_unfinished_one():
    utterances = Utterances()
    utterances.start(1, 7)
    utterances.add(Frame(1, 0, pcm(chunk(0))))
    utterances.start(2, 8)
    assert utterances.end(1) is None
    assert not utterances.add(Frame(1, 1, pcm(chunk(1))))
    assert utterances.add(Frame(2, 0, pcm(chunk(2))))
    ended = utterances.end(2)
    assert (ended.question, as_int16(ended.audio).tolist()) == (8, chunk(2).tolist())


def test_cancel_forgets_the_utterance_and_only_that_one():
    utterances = Utterances()
    utterances.start(1, 7)
    utterances.add(Frame(1, 0, pcm(chunk(0))))
    utterances.cancel(2)
    utterances.cancel(1)
    assert not utterances.add(Frame(1, 1, pcm(chunk(1))))
    assert utterances.end(1) is None


def test_a_disconnect_forgets_everything_in_progress():
    utterances = Utterances()
    utterances.start(1, 7)
    utterances.add(Frame(1, 0, pcm(chunk(0))))
    utterances.drop_all()
    assert utterances.end(1) is None
    assert not utterances.full(1)


def test_audio_frames_pass_sixty_a_second_and_a_hundred_at_once():
    now = [0.0]
    rate = AudioRate(lambda: now[0])
    assert sum(rate.allow() for _ in range(150)) == 100
    now[0] += 1.0
    assert sum(rate.allow() for _ in range(150)) == 60


@settings(max_examples=50, deadline=None)
@given(st.integers(1, 40).flatmap(lambda n: st.permutations(range(n))))
def test_any_order_of_the_frames_gives_the_same_audio(order):
    frames = [Frame(3, n, pcm(chunk(n))) for n in range(len(order))]
    in_order = heard(frames, 3)
    assert np.array_equal(heard([frames[n] for n in order], 3), in_order)


@settings(max_examples=50, deadline=None)
@given(st.sets(st.integers(0, 60), min_size=1), st.randoms(use_true_random=False))
def test_whatever_is_lost_each_frame_keeps_its_place(received, random):
    order = sorted(received)
    random.shuffle(order)
    audio = as_int16(heard([Frame(1, n, pcm(chunk(n))) for n in order]))
    assert len(audio) == (max(received) + 1) * 320
    for n in range(max(received) + 1):
        expected = chunk(n) if n in received else np.zeros(320, np.int16)
        assert audio[n * 320 : (n + 1) * 320].tolist() == expected.tolist()
