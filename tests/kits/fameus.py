"""Fame Us's part in the shared suites."""

from __future__ import annotations

from engine.fameus import FameUs, Team
from host.flows.fameus import FameUsAsk
from host.games import FAMEUS
from tests.engine import fameus_helpers
from tests.engine.random_play import state_copy
from tests.kits import Kit, section


def secrets_changed(game: FameUs, player: int) -> FameUs | None:
    """The game with `player` on the other team and a card of their hand swapped for the pile's."""
    other = FameUs(game.config, state_copy(game))
    s = other.state
    if not s.teams or game.is_over():
        return None  # the teams are public once the game is over
    s.teams[player] = Team.KINGS if s.teams[player] is Team.VIP_SQUARE else Team.VIP_SQUARE
    if s.hands[player] and s.pile:
        s.hands[player][0], s.pile[0] = s.pile[0], s.hands[player][0]
    return other


def board_check(game: FameUs, board: dict) -> None:
    """The criteria on the table (none at the end, when the final moment says it all), the
    piles beside them, and the hands' sizes; the teams only at the end."""
    s = game.state
    table = section(board, "list", "Criteria on the table")
    if game.is_over():
        assert board["sections"] == []
    else:
        assert table is not None and table["items"] == [game.config.deck[c] for c in s.table]
        piles = section(board, "facts", "The cards")
        assert piles is not None and piles["side"]
        assert dict(piles["items"])["Cards in the pile"] == str(len(s.pile))
    assert [p["value"] for p in board["players"]] == [len(h) for h in s.hands] or not s.hands
    tagged = [t for p in board["players"] for t in p["tags"]]
    assert bool(tagged) == game.is_over()


def other_team(state: dict) -> None:
    """A save edit putting the first player on the other team (Fame Us scores by team)."""
    state["teams"][0] = next(t for t in state["teams"] if t != state["teams"][0])


def own_cards(game: FameUs, seat: int) -> set[int]:
    """The seat's hand."""
    return set(game.view(seat).hand)


KIT = Kit(
    fill=fameus_helpers.fill,
    secrets_changed=secrets_changed,
    board_check=board_check,
    moments=frozenset({"VoteCounted", "GameEnded"}),
    players=("Ann", "Bob", "Cy", "Dee"),
    short=FAMEUS.new_game,
    screened=lambda game: game,
    own_cards=own_cards,
    kinds=frozenset(FameUsAsk),
    answers=(("pass", "play", "accuse"), ("pass", "play")),
    give=other_team,
)
