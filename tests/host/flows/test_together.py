"""Questions put to several players at once (their phones): votes polled together, and Mot
Dit guesses judged in the order they came, shared by those who said the word together."""

from __future__ import annotations

import pytest

from host.flows.floor import Floor
from host.phrasebook.motdit_says import MotDitSays
from host.session.prompt import HearsTogether, plain
from host.session.reading import Given, Tapped, Typed
from host.session.typed import TypedListener, scripted
from tests.engine.motdit_helpers import card
from tests.host.flows.helpers import table


class Phones(TypedListener):
    """Typed answers one by one, and scripted answers from phones asked together: each round
    is (player, text, seconds after asking) in the order they came."""

    def __init__(self, answers: list[str], rounds: list[list[tuple[int, str, float]]]) -> None:
        super().__init__(scripted(answers))
        self.rounds = rounds
        self.asked: list[list[int]] = []
        self.buttons: list[tuple[str, ...]] = []

    def reaches(self, player):
        return True

    def together(self, prompts, phrases, seconds, settles=None):
        self.asked.append([p.player for p in prompts])
        self.buttons.append(prompts[0].buttons)
        if not self.rounds:
            return []
        said = []
        for player, text, after in self.rounds.pop(0):
            prompt = next(p for p in prompts if p.player == player)
            phrase = next((p for p in phrases(prompt) if plain(p) == plain(text)), None)
            said.append(
                (player, Given(Typed(text) if phrase is None else Tapped(text), player), after)
            )
        return said


def test_the_phones_listener_kind_is_recognised():
    assert isinstance(Phones([], []), HearsTogether)


@pytest.mark.parametrize(("later", "scores"), [(2.7, (1, 1, 1, 0)), (2.9, (1, 1, 0, 0))])
def test_guesses_together_share_the_word_only_when_said_together(later, scores):
    phones = Phones(["one", "ocean"], [[(1, "fish", 2.0), (2, "fish", later), (3, "tuna", 4.5)]])
    flow, said = table("A,B,C,D", [card("fish", 1), card("ball", 2)], [], listener=phones)
    with pytest.raises(EOFError):
        flow.run()
    assert flow.game.scores() == scores
    assert phones.asked[0] == [1, 2, 3]  # every guesser at once, in seat order
    assert "at the same time?" not in said.text()  # the phones knew when each spoke


def test_a_wrong_guess_first_then_the_right_one():
    phones = Phones(["one", "ocean"], [[(3, "tuna", 1.0), (1, "fish", 2.0)]])
    flow, said = table("A,B,C,D", [card("fish", 1), card("ball", 2)], [], listener=phones)
    with pytest.raises(EOFError):
        flow.run()
    assert flow.game.scores()[1] == 1 and flow.game.scores()[3] == 0
    assert "tuna" in said.text()  # ruled wrong, and the game went on to the right one


def test_a_vote_together_then_the_rest_asked_by_name():
    # C's clue "ocean" is put to a vote: A and B vote on their phones, D is asked aloud.
    phones = Phones(["one", "no", "no"], [[(0, "yes", 1.0), (1, "no", 1.2)]])
    flow, said = table("A,B,C,D", [card("fish", 1)], [], listener=phones)
    votes = flow.table.polls.poll("Is it fair? Say yes or no.", [0, 1, 3])
    assert (votes.ayes, votes.noes) == ((0,), (1, 3))
    assert phones.asked == [[0, 1, 3]]
    assert "D?" in said.text() and "A?" not in said.text()


def test_a_curse_said_with_the_guesses_is_voted_on_and_the_guesses_start_again():
    # B says "curse" before C says the word: the table votes it down, everyone guesses again.
    votes = [(p, "no", 1.0) for p in range(1, 4)]  # A's clue: A does not vote
    rounds = [[(1, "curse", 1.0), (2, "fish", 2.0)], votes, [(2, "fish", 1.0)]]
    phones = Phones(["one", "ocean"], rounds)
    flow, said = table("A,B,C,D", [card("fish", 1), card("ball", 2)], [], listener=phones)
    with pytest.raises(EOFError):
        flow.run()
    assert phones.buttons[0] == ("pass", "curse")  # a guess on a phone can call the curse
    assert "Curse A's clue" in said.text()
    assert phones.asked[1] == [1, 2, 3]  # the vote never asks A, whose clue it is about
    assert phones.asked[2] == [1, 2, 3]  # asked again, after the vote
    assert flow.game.scores()[2] == 1  # C's word counted once, in the guesses after the vote


def test_a_command_said_in_a_vote_is_no_vote_and_its_player_is_asked_by_name():
    phones = Phones(["one", "no"], [[(0, "repeat", 1.0), (1, "no", 1.2)]])
    flow, said = table("A,B,C,D", [card("fish", 1)], [], listener=phones)
    votes = flow.table.polls.poll("Is it fair? Say yes or no.", [0, 1])
    assert (votes.ayes, votes.noes) == ((), (0, 1))
    assert "A?" in said.text() and "B?" not in said.text()


@pytest.mark.parametrize(
    ("answers", "needed", "asked", "ayes", "noes"),
    [
        (["yes", "yes"], 2, ["A?", "B?"], (0, 1), ()),  # carried: C and D are not asked
        (["no", "no"], 3, ["A?", "B?"], (), (0, 1)),  # lost: C and D cannot carry it
        (["yes", "no", "yes"], 2, ["A?", "B?", "C?"], (0, 2), (1,)),
    ],
)
def test_a_poll_stops_asking_once_its_outcome_is_settled(answers, needed, asked, ayes, noes):
    flow, said = table("A,B,C,D", [card("fish", 1)], answers)
    votes = flow.table.polls.poll("Is it fair? Say yes or no.", [0, 1, 2, 3], needed=needed)
    assert (votes.ayes, votes.noes, votes.settled) == (ayes, noes, len(asked) < 4)
    who = [line for line in said.text().splitlines() if line in ("A?", "B?", "C?", "D?")]
    assert who == asked


def test_help_said_with_the_guesses_explains_the_speakers_own_question():
    phones = Phones(["one", "ocean"], [[(2, "help", 1.0)]])
    flow, said = table("A,B,C,D", [card("fish", 1), card("ball", 2)], [], listener=phones)
    with pytest.raises(EOFError):
        flow.run()
    assert "Right now: C, your guess?" in said.text()  # not the clue asked before


class SomePhones(Phones):
    """Phones for every player but B, who calls out at the laptop and holds the box next."""

    def reaches(self, player):
        return player != 1


@pytest.mark.parametrize("floor", list(Floor))
def test_a_word_found_on_the_phones_ends_the_round_before_the_laptop_is_asked(floor):
    phones = SomePhones(["one", "ocean"], [[(2, "fish", 1.0)]])
    flow, said = table(
        "A,B,C,D", [card("fish", 1), card("ball", 2)], [], listener=phones, floor=floor
    )
    with pytest.raises(EOFError):
        flow.run()
    assert flow.game.scores()[2] == 1
    texts = said.text()
    assert MotDitSays.GUESSES not in texts and "B, your guess?" not in texts
    assert said.lines[-1].text.startswith("B, choose your word")


def test_the_call_to_guess_on_phones_names_those_who_have_one_unless_everyone_does():
    phones = SomePhones(["one", "ocean"], [[(2, "fish", 1.0)]])
    flow, said = table("A,B,C,D", [card("fish", 1), card("ball", 2)], [], listener=phones)
    with pytest.raises(EOFError):
        flow.run()
    texts = said.text()
    assert "C and D: your guesses, on your phones!" in texts
    assert MotDitSays.EVERYONE_GUESSES not in texts, "B, without a phone, is not told to use one"
