"""Sessions: seeded chance, autosave after every action, exact resume, undo."""

from __future__ import annotations

import random

import pytest

from engine.core import TABLE, Rejection, Shuffle
from engine.maury import HandShown, Maury, Pass, Play, Power
from engine.motdit import Answer, ChooseWord, GiveClue, MotDit, MotDitConfig, RoundEnded
from host.games import resume
from host.session.saves import Save, SaveError, read_save, write_save
from host.session.session import Session, Undo
from tests.engine.maury_helpers import cid, game, orange
from tests.engine.test_motdit_properties import random_deck
from tests.host.session.motdit_bots import MotDitBots


def new_session(seed: int, path=None) -> Session:
    deck = random_deck(random.Random(99), 30)
    session = Session(MotDit(MotDitConfig(("Ann", "Bob", "Cy", "Dee"), deck)), seed, path)
    session.start()
    return session


def play_out(session: Session, stop_after: int | None = None) -> int:
    """Let scripted players act, drawing from the session's own 'players' stream."""
    bots = MotDitBots(session.rngs["players"])
    steps = 0
    while not session.game.is_over() and steps != stop_after:
        result = session.apply(bots.next_action(session.game))
        assert not isinstance(result, Rejection)
        steps += 1
    return steps


def test_the_same_seed_plays_the_same_game():
    a, b = new_session(5), new_session(5)
    play_out(a)
    play_out(b)
    assert a.game.log == b.game.log and a.actions == b.actions
    c = new_session(6)
    play_out(c)
    assert c.game.log != a.game.log


def test_a_resumed_game_ends_exactly_like_an_uninterrupted_one(tmp_path):
    whole = new_session(11)
    play_out(whole)
    path = tmp_path / "party.json"
    broken = new_session(11, path)
    play_out(broken, stop_after=17)
    resumed = resume(path)
    assert resumed.game.state == broken.game.state
    play_out(resumed)
    assert resumed.game.scores() == whole.game.scores()
    assert resumed.game.log == whole.game.log


def test_undo_takes_back_the_last_action_only():
    session = new_session(3)
    holder = session.game.state.holder
    session.apply(ChooseWord(holder, 0))
    before = session.game.to_json()
    session.apply(GiveClue(holder, "sea"))
    assert session.undo() is Undo.DONE
    assert session.game.to_json() == before
    assert session.undo() is Undo.DONE  # the choice too
    assert session.game.state.option is None
    assert session.undo() is Undo.NOTHING  # nothing but the set-up shuffle is left


def test_undo_never_reopens_a_round_whose_word_the_table_has_heard():
    session = new_session(3)
    holder = session.game.state.holder
    session.apply(ChooseWord(holder, 0))
    word = session.game.secret_word()
    session.apply(GiveClue(holder, "sea"))
    guesser = (holder + 1) % 4
    session.apply(Answer((guesser,), True, word))
    assert any(isinstance(e, RoundEnded) and e.word == word for e in session.game.log)
    after = session.game.to_json()
    assert session.undo() is Undo.REVEALED
    assert session.game.to_json() == after  # nothing was taken back


def test_a_rejected_action_is_not_recorded_or_saved(tmp_path):
    path = tmp_path / "party.json"
    session = new_session(3, path)
    saved = path.read_text()
    result = session.apply(Answer((1,), True))
    assert isinstance(result, Rejection)
    assert session.actions[-1:] != [Answer((1,), True)]
    assert path.read_text() == saved


def test_resuming_an_unknown_game_is_a_clear_error(tmp_path):
    path = tmp_path / "party.json"
    new_session(3, path)
    save = read_save(path)
    write_save(path, Save("chess", save.game_json, save.host))
    with pytest.raises(SaveError, match="unknown game 'chess'"):
        resume(path)


def test_resuming_a_save_with_a_broken_action_log_is_a_clear_error(tmp_path):
    path = tmp_path / "party.json"
    new_session(3, path)
    save = read_save(path)
    write_save(path, Save(save.game, save.game_json, {**save.host, "actions": [{"x": 1}]}))
    with pytest.raises(SaveError, match="cannot be resumed"):
        resume(path)


def test_undo_never_takes_back_a_look_at_another_players_hand():
    dealt = game(3, [[orange(Power.LOOK_AT_HAND)]])
    session = Session(Maury(dealt.config), 1)
    deck = tuple(range(len(dealt.config.deck)))
    session.game, session.actions = dealt, [Shuffle((0, 1, 2)), Shuffle(deck)]  # as dealt
    ann, cy = 0, 2
    session.apply(Play(ann, cid(ann, 0), cy))
    session.apply(Pass(TABLE))
    assert any(isinstance(e, HandShown) for e in session.game.log)
    assert session.undo() is Undo.REVEALED  # Ann has seen Cy's hand: she cannot unsee it
