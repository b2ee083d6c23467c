"""The Whisper engine with the real tiny.en model (loaded once per test process): words said
alone and inside carrier phrases, numbers, rejection, commands held to a higher threshold, open
speech, and `partyhost hear` on a phrase. Rates are asserted over small sets, below what
`partyhost bench ears` measures."""

from __future__ import annotations

import json
from dataclasses import replace

import numpy as np
import pytest

from host.audio import write_wav
from host.bench.corpus import pink_noise
from host.bench.words import DECK
from host.ears import Context, EngineError
from host.ears.engines.whisper_engine import WhisperEngine, unrepeated
from host.ears.numbers import spell_numbers
from host.ears.pronounce import said_alike
from host.ears.recognizer import Heard, Tier
from host.ears.tiers import FEATURES, WHISPER, Evidence, Tiers, spotted
from host.sim.speech import babble, mix
from tests.host.ears.helpers import CARD, OUT_OF_SET, VOICES, partyhost, said
from tests.host.ears.helpers import whisper_ears as whisper

CARRIERS = ("I think it's {}", "is it {}", "{} please", "um, {}", "it's a {}")


def quiet(clip: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """The clip with 0.3 s of a quiet room's pink noise around it."""
    return mix(clip, pink_noise(len(clip) + 12000, rng), 40.0, before=0.3, after=0.3)


def test_numbers_are_written_as_words():
    assert spell_numbers("10 of clubs") == "ten of clubs"
    assert spell_numbers("the 1st and 22nd, 105 or 40th") == (
        "the first and twenty second, one hundred five or fortieth"
    )
    assert spell_numbers("3,000 and 2000000") == "three thousand and 2000000"


FIT_ONLY = Tiers(
    accept=-2.0, confirm=-6.0, command=-1.0,
    weights=tuple(float(name == "fit") for name in FEATURES),
)  # fmt: skip
"""Tiers whose raw score is the likeliest phrase's own log-probability."""


def test_a_command_needs_more_certainty_than_an_answer():
    context = Context.of(["apple", "pause the game"], commands=["pause the game"])
    score = -1.5  # over accept, under command
    answer = FIT_ONLY.verdict(Evidence("", 0.1, {"apple": score, "pause the game": -90.0}), context)
    heard = FIT_ONLY.verdict(Evidence("", 0.1, {"pause the game": score, "apple": -90.0}), context)
    assert answer.phrase == "apple" and answer.sure and heard.phrase is None


def test_the_tiers_accept_confirm_and_reject():
    context = Context.of(["apple", "tiger"])
    for score, phrase, sure in [(-1.9, "apple", True), (-4.0, "apple", False), (-6.5, None, False)]:
        heard = FIT_ONLY.verdict(Evidence("", 0.1, {"apple": score, "tiger": -90.0}), context)
        assert (heard.phrase, heard.sure) == (phrase, sure), score


@pytest.mark.parametrize("weak_kept", ["pressed", "any_words"])
def test_a_phrase_under_confirm_is_kept_at_confidence_0_down_to_the_floor(weak_kept: str) -> None:
    """Pressed to talk, or where any words may answer (a guess): asked back, not lost."""
    laptop = Context.of(["apple", "tiger", "pause the game"], commands=["pause the game"])
    phone = replace(laptop, **{weak_kept: True})
    tiers = replace(FIT_ONLY, floor=-8.0)
    under = Evidence("a pull", 0.1, {"apple": -7.0, "tiger": -90.0})  # between floor and confirm
    assert tiers.verdict(under, laptop).phrase is None
    assert tiers.verdict(under, phone) == Heard("apple", "a pull", 0.0, tier=Tier.FLOOR)
    lower = Evidence("a pull", 0.1, {"apple": -9.0, "tiger": -90.0})
    assert tiers.verdict(lower, phone).phrase is None
    over = tiers.verdict(Evidence("a pull", 0.1, {"apple": -6.0, "tiger": -90.0}), phone)
    assert over.phrase == "apple" and over.tier is Tier.CONFIRM
    command = Evidence("pause then", 0.1, {"pause the game": -7.0, "apple": -90.0})
    assert tiers.verdict(command, phone).phrase is None


def test_an_answer_a_command_edged_out_is_asked_back_when_pressed_to_talk():
    laptop = Context.of(["irma", "felix", "where am i"], commands=["where am i"])
    phone = replace(laptop, pressed=True)
    tiers = replace(FIT_ONLY, floor=-8.0)
    close = Evidence("so much", 0.1, {"where am i": -4.0, "irma": -4.5, "felix": -12.0})
    assert tiers.verdict(close, phone) == Heard(
        "irma", "so much", 0.0, tier=Tier.FLOOR
    )  # asked back
    assert tiers.verdict(close, laptop).phrase is None  # a stray sentence at the laptop
    sure = Evidence("so much", 0.1, {"where am i": -0.5, "irma": -4.5})
    assert tiers.verdict(sure, phone).phrase == "where am i"
    far = Evidence("so much", 0.1, {"where am i": -4.0, "irma": -9.0})  # under the floor
    assert tiers.verdict(far, phone).phrase is None


def test_a_command_said_alone_is_heard_unsure_and_a_stray_one_not_at_all():
    context = Context.of(["apple", "pause the game"], commands=["pause the game"])
    scores = {"pause the game": -4.0}  # over confirm, under accept and command
    alone = FIT_ONLY.verdict(Evidence("pause the game", 0.1, scores), context)
    stray = FIT_ONLY.verdict(Evidence("pause then gamble", 0.1, scores), context)
    assert (alone.phrase, alone.sure) == ("pause the game", False)
    assert stray.phrase is None


def test_a_likely_phrase_is_favoured_and_asked_back_unless_written_alone():
    scores = {"poster": -1.5, "rooster": -1.0}  # both over accept
    plain = Context.of(["poster", "rooster"])
    favoured = Context.of(["poster", "rooster"], likely=["poster"])
    assert FIT_ONLY.verdict(Evidence("bolster", 0.1, scores), plain).phrase == "rooster"
    heard = FIT_ONLY.verdict(Evidence("bolster", 0.1, scores), favoured)
    assert (heard.phrase, heard.sure) == ("poster", False)
    assert FIT_ONLY.verdict(Evidence("poster", 0.1, scores), favoured).sure


def test_a_likely_phrase_just_behind_another_does_not_cut_its_lead():
    lead_only = Tiers(
        accept=3.0, confirm=1.0, command=10.0,
        weights=tuple(float(name == "lead") for name in FEATURES),
    )  # fmt: skip
    context = Context.of(["apple", "pass", "tiger"], likely=["pass"])
    clip = Evidence("apple", 0.1, {"apple": -1.0, "pass": -6.5, "tiger": -9.0})
    heard = lead_only.verdict(clip, context)  # pass, boosted, trails apple by 0.5, really by 5.5
    assert (heard.phrase, heard.sure) == ("apple", True)


def test_a_likely_phrase_too_weak_to_ask_back_gives_way_to_what_was_heard_without_it():
    context = Context.of(["poster", "rooster"], likely=["poster"])
    clip = Evidence("rooter", 0.1, {"poster": -7.0, "rooster": -5.5})  # poster under confirm
    heard = FIT_ONLY.verdict(clip, context)
    assert (heard.phrase, heard.sure) == ("rooster", False)


def test_a_phrase_a_likely_one_would_have_beaten_is_asked_back_even_when_written():
    context = Context.of(["apple", "poster"], likely=["poster"])
    clip = Evidence("apple", 0.1, {"apple": -1.0, "poster": -5.5})  # the secret, said weakly?
    assert FIT_ONLY.verdict(clip, Context.of(["apple", "poster"])).sure
    heard = FIT_ONLY.verdict(clip, context)
    assert (heard.phrase, heard.sure) == ("apple", False)


def test_a_related_phrase_wins_by_its_bonus_but_is_no_surer_for_it():
    scores = {"acorn": -3.0, "apron": -1.5}
    related = Context.of(["acorn", "apron"], related=["acorn"])
    clues, none = replace(FIT_ONLY, related_bonus=2.0), replace(FIT_ONLY, related_bonus=0.0)
    assert none.verdict(Evidence("a cone", 0.1, scores), related).phrase == "apron"
    heard = clues.verdict(Evidence("a cone", 0.1, scores), related)
    assert (heard.phrase, heard.sure) == ("acorn", False)  # its own -3.0: under accept (-2)
    strong = clues.verdict(Evidence("a cone", 0.1, {"acorn": -1.0, "apron": -0.5}), related)
    assert (strong.phrase, strong.sure) == ("acorn", False)  # sure of apron without the bonus
    weak = clues.verdict(Evidence("a cone", 0.1, {"acorn": -7.0, "apron": -5.5}), related)
    assert weak.phrase == "apron"  # acorn under confirm: what was heard without the bonus


def test_the_clues_never_make_a_guess_the_secret_nor_surer_of_it():
    rng = np.random.default_rng(5)
    phrases = ["poster", "toaster", "roster", "coaster"]
    secret = Context.of(phrases, likely=["poster"])
    pointed = Context.of(phrases, likely=["poster"], related=["poster", "toaster", "roster"])
    clues = replace(WHISPER, related_bonus=4.0)
    for _ in range(300):
        scores = {p: float(s) for p, s in zip(phrases, rng.uniform(-12, 0, 4), strict=True)}
        text = str(rng.choice(["poster", "toaster", "a coaster", ""]))
        clip = Evidence(text, 0.1, scores, {p: -15.0 for p in phrases})
        before, after = WHISPER.verdict(clip, secret), clues.verdict(clip, pointed)
        if after.phrase == "poster":
            assert before.phrase == "poster" and after.confidence <= before.confidence


@pytest.mark.parametrize("favour", ["likely", "related"])
def test_a_likely_or_related_phrase_is_always_scored_in_a_big_context(favour):
    engine = whisper().recognizer
    clip = said("balloon")
    deck = [*CARD, *DECK]
    assert "banana" not in engine.evidence(clip, Context.of(deck)).scores
    assert "banana" in engine.evidence(clip, Context.of(deck, **{favour: ["banana"]})).scores


def test_a_listed_name_is_scored_with_its_capitals_and_asked_back_unless_written_alone():
    names = ["Sherlock Holmes", "Albert Einstein", "Adele", "Napoleon"]
    clip = quiet(said("Albert Einstein", VOICES[1]), np.random.default_rng(28))
    lower = whisper().recognizer.evidence(clip, Context.of(names))
    written = whisper().recognizer.evidence(clip, Context.of(names, names=names))
    assert written.scores["albert einstein"] > lower.scores["albert einstein"] + 3
    heard = WHISPER.verdict(written, Context.of(names, names=names))
    assert heard.phrase == "albert einstein"
    assert heard.sure == (written.text == "albert einstein")
    sure = Evidence("albert einstein", 0.1, {"albert einstein": -0.5, "adele": -9.0})
    assert FIT_ONLY.verdict(sure, Context.of(names, names=names)).sure


def test_the_commands_do_not_count_among_the_choices_that_mark_a_hearing_down():
    commands = ["repeat", "the score", "whose turn", "help", "the rules", "pause the game"]
    scores = {"feather": -4.0, "anchor": -9.0}
    hand = WHISPER.best(Evidence("fiver", 0.1, scores), Context.of(["feather", "anchor"]))[1]
    with_commands = Context.of(["feather", "anchor", *commands], commands=commands)
    assert WHISPER.best(Evidence("fiver", 0.1, scores), with_commands)[1] == hand
    more = Context.of(["feather", "anchor", *commands])
    assert WHISPER.best(Evidence("fiver", 0.1, scores), more)[1] < hand
    only_commands = Context.of(commands, commands=commands)  # open speech: a name never listed
    assert WHISPER.best(Evidence("help", 0.1, {"help": -2.0}), only_commands)[0] == "help"


def test_a_transcript_said_like_the_phrase_but_spelt_otherwise_is_asked_back_not_dropped():
    context = Context.of(["eye", "kite", "cannon", "garden"])
    scores = {"eye": -8.6, "kite": -13.4, "cannon": -20.0, "garden": -21.0}
    homophone = WHISPER.verdict(Evidence("i", 0.1, scores), context)
    assert (homophone.phrase, homophone.sure) == ("eye", False)
    assert WHISPER.verdict(Evidence("side", 0.1, scores), context).phrase is None
    assert said_alike("canon", "cannon") and said_alike("i scream", "ice cream")
    assert not said_alike("cars", "curse") and not said_alike("zzyzx", "eye")


def test_a_hearing_that_found_nothing_names_the_closest_answers_but_no_command_nor_secret():
    context = Context.of(
        ["glove", "lamb", "pillow", "oven", "vase", "repeat"],
        commands=["repeat"],
        likely=["vase"],
    )
    scores = {"repeat": -8.0, "vase": -9.0, "glove": -30.0, "lamb": -31.0, "oven": -33.0}
    scores |= {"pillow": -32.0}
    heard = WHISPER.verdict(Evidence("love", 0.1, scores), context)
    assert heard.phrase is None and heard.likeliest == ("glove", "lamb", "pillow")
    assert WHISPER.verdict(Evidence("", 0.99, scores), context).likeliest == ()
    taken = WHISPER.verdict(Evidence("glove", 0.1, {"glove": -0.5, "lamb": -20.0}), context)
    assert taken.phrase == "glove" and taken.likeliest == ()


def test_pocketsphinx_agreeing_raises_the_score_and_a_longer_phrase_holding_it_agrees():
    context = Context.of(["play", "pass", "play eight"])
    scores = {"play": -3.0, "pass": -6.0, "play eight": -9.0}
    alone = WHISPER.best(Evidence("blade", 0.1, scores), context)[1]
    agreed = WHISPER.best(Evidence("blade", 0.1, scores, second="play"), context)[1]
    held = WHISPER.best(Evidence("blade", 0.1, scores, second="play eight"), context)[1]
    other = WHISPER.best(Evidence("blade", 0.1, scores, second="pass"), context)[1]
    assert agreed == held > alone == other


def test_the_second_opinion_is_scored_by_whisper_too():
    engine = whisper().recognizer
    clip = quiet(said("penguin", VOICES[2]), np.random.default_rng(29))
    evidence = engine.evidence(clip, Context.of([*CARD, *DECK]))
    assert evidence.second is not None and evidence.second in evidence.scores


def test_an_unwritten_phrase_over_confirm_is_heard_unsure_in_open_speech_too():
    # A Mot Dit guess ("south marine": submarine) or a famous name ("sure lock phones"): an
    # unsure phrase is asked back, where the transcript would be no answer or a garbled one.
    evidence = Evidence("south marine", 0.1, {"submarine": -4.0})  # over confirm, under accept
    for context in (Context.of(["submarine"], open_speech=True), Context.of(["submarine", "x"])):
        heard = FIT_ONLY.verdict(evidence, context)
        assert (heard.phrase, heard.sure) == ("submarine", False)


def test_a_phrase_the_model_writes_for_anything_is_marked_down_by_its_prior():
    context = Context.of(["no", "kangaroo"])
    evidence = Evidence("", 0.1, {"no": -8.0, "kangaroo": -9.0}, {"no": -10.0, "kangaroo": -38.0})
    assert WHISPER.best(evidence, context)[0] == "kangaroo"
    assert WHISPER.best(Evidence("", 0.1, {"no": -8.0, "kangaroo": -9.0}), context)[0] == "no"


def test_the_transcript_is_trusted_more_when_it_writes_the_phrase():
    context = Context.of(["harp", "harbor"])
    scores = {"harp": -7.3, "harbor": -7.2}
    written = WHISPER.best(Evidence("harp", 0.1, scores), context)
    unwritten = WHISPER.best(Evidence("heart", 0.1, scores), context)
    assert written[1] > unwritten[1]


def test_a_phrase_is_spotted_in_the_words_of_a_transcript_or_in_their_pieces():
    assert spotted("is it a tiger", ("tiger", "tie")) == "tiger"
    assert spotted("a light house", ("house", "lighthouse")) == "lighthouse"
    assert spotted("i vote ten of clubs", ("ten", "ten of clubs")) == "ten of clubs"
    assert spotted("heart", ("harp", "art")) is None


def test_a_transcript_said_again_until_cut_is_said_once():
    assert unrepeated("toast toast toast") == "toast"
    assert unrepeated("charlie chaplin charlie cha") == "charlie chaplin"
    assert unrepeated("i vote for i") == "i vote for"
    assert unrepeated("is it a tiger") == "is it a tiger"
    assert unrepeated("no i m") == "no i m"


def test_a_bad_model_folder_is_one_line(tmp_path):
    with pytest.raises(EngineError, match=r"no Whisper model at .*no such directory"):
        WhisperEngine(tmp_path / "nowhere")
    (tmp_path / "config.json").write_text("{}")
    with pytest.raises(EngineError, match=r"not a CTranslate2 Whisper model \(missing model.bin"):
        WhisperEngine(tmp_path)


def test_card_words_said_alone_are_heard():
    rng = np.random.default_rng(21)
    clips = [(w, quiet(said(w, v), rng)) for v in VOICES[:3] for w in CARD]
    heard = [whisper().hear_audio(x, Context.of(CARD)) for _, x in clips]
    assert np.mean([h.phrase == w for h, (w, _) in zip(heard, clips, strict=True)]) >= 0.6
    assert all(h.phrase in (w, None) for h, (w, _) in zip(heard, clips, strict=True) if h.sure)


def test_answers_inside_carrier_phrases_are_heard():
    rng = np.random.default_rng(22)
    lines = [(w, CARRIERS[i % len(CARRIERS)].format(w)) for i, w in enumerate(CARD)]
    clips = [(w, quiet(said(line, v), rng)) for v in VOICES[:2] for w, line in lines]
    hits = [whisper().hear_audio(x, Context.of(CARD)).phrase == w for w, x in clips]
    assert np.mean(hits) >= 0.6


def test_words_out_of_the_set_and_babble_are_mostly_rejected():
    rng = np.random.default_rng(23)
    context = Context.of(CARD)
    words = [quiet(said(w, v), rng) for v in VOICES[:2] for w in OUT_OF_SET]
    noise = [(babble(24000, rng) * 3000).astype(np.int16) for _ in range(6)]
    assert np.mean([whisper().hear_audio(x, context).phrase is not None for x in words]) <= 0.25
    assert not any(whisper().hear_audio(x, context).phrase for x in noise)


def test_open_speech_records_a_name_the_host_did_not_know():
    context = Context.of(["yes", "no"], open_speech=True)
    heard = whisper().hear_audio(quiet(said("Albert Einstein"), np.random.default_rng(24)), context)
    assert heard.phrase is None and "einstein" in heard.text


def test_hear_finds_the_answer_inside_a_phrase(tmp_path, zygote):
    path = tmp_path / "tiger.wav"
    write_wav(path, quiet(said("I think it's a tiger"), np.random.default_rng(25)))
    result = partyhost("hear", "--expect", "apple,tiger", str(path), "--json", zygote=zygote)
    assert result.returncode == 0, result.stderr
    heard = json.loads(result.stdout)
    assert heard["heard"] == "tiger" and heard["sure"] is True and heard["engine"] == "whisper"


def test_a_phrase_ending_in_another_is_heard_whole():
    context = Context.of(["for", "against", "thumbs up", "i vote for", "i vote against"])
    rng = np.random.default_rng(26)
    heard = [whisper().hear_audio(quiet(said("I vote for", v), rng), context) for v in VOICES[:3]]
    assert "i vote for" in [h.phrase for h in heard]  # the rest heard "I wrote for": a vote
    assert {h.phrase for h in heard} <= {"i vote for", "for"}, heard


def test_each_scored_phrase_carries_its_prior_and_a_short_common_word_has_the_higher():
    engine = whisper().recognizer
    clip = quiet(said("kangaroo"), np.random.default_rng(27))
    evidence = engine.evidence(clip, Context.of(["no", "kangaroo", "yes"]))
    assert set(evidence.priors) == set(evidence.scores)
    assert evidence.priors["no"] > evidence.priors["kangaroo"] + 10


def test_a_transcript_that_is_a_phrase_is_heard_over_a_synonym_its_prior_favours():
    context = Context.of(["yes", "yep", "yeah"])
    scores = {"yes": -5.0, "yep": -9.5, "yeah": -9.9}  # as heard in a Maury demo at 20 dB
    priors = {"yes": -11.3, "yep": -22.5, "yeah": -8.6}  # less prior, yep would lead
    assert WHISPER.best(Evidence("yes", 0.1, scores, priors), context)[0] == "yes"
    assert WHISPER.best(Evidence("", 0.1, scores, priors), context)[0] == "yep"


def test_every_phrase_is_ranked_with_none_pruned_and_the_word_said_first():
    context = Context.of([*CARD, *DECK])
    ranking = whisper().recognizer.ranked(quiet(said("balloon"), np.random.default_rng(3)), context)
    assert sorted(ranking) == sorted(context.phrases)
    assert ranking[0] == "balloon"
