"""The Maury Game lines: one phrase function per event of engine.maury.

Card quotes come from the game's deck (pass the config to the phrasebook); the show's fixed
lines (opening, the Big Reveal, verdicts, the studio audience) from the lexicon.
"""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

from engine.core import TABLE
from engine.maury import (
    ArgumentCard,
    ArgumentSettled,
    CardPlayed,
    CardRevealed,
    CardsDealt,
    CardsDiscarded,
    CardsDrawn,
    CardsReceived,
    Colour,
    EnvelopeShuffled,
    GameEnded,
    HandShown,
    MarkerMoved,
    MarkerPushed,
    MauryConfig,
    MauryReason,
    NotCardsGained,
    NotCardsSwapped,
    NotCardsTaken,
    Passed,
    PlayEnded,
    Power,
    RevealStarted,
    StartingPlayerChosen,
    TurnStarted,
    father_odds,
)
from host.phrasebook.core import Book, Said, Speaker, cards_drawn, fill, joined
from host.phrasebook.maury_says import MaurySays
from host.phrasebook.words import count, listing, number
from host.voice.line import Cue, Line, cue
from lexicon.maury import lexicon

BOOK = Book("maury")
BOOK.secret(
    MauryReason.NOT_IN_HAND,
    MauryReason.WRONG_COLOUR,
    MauryReason.TOO_WEAK,
    MauryReason.ONLY_MAURY,
    MauryReason.NO_TARGET,
    MauryReason.NO_SPACE,
)
BOOK.first_time(
    CardPlayed,
    "A Maury card beats every other card: nobody can answer it, and its effect stands.",
    when=lambda say, event: say.config.deck[event.card].is_maury,
)
ODDS_AS_FRACTION_UP_TO = 12
"""Odds over a larger denominator are said as a rounded percentage."""
DRAMATIC_PAUSE = 0.3
"""Seconds of silence between "In the case of this baby..." and the drum roll."""


def show(say: Speaker, key: str, **values: Said | str) -> Line:
    """One of the lexicon's show lines for `key`, filled in, in the show's voice."""
    return replace(say.line(lexicon().show[key], **values), show=True)


def _deck(say: Speaker) -> MauryConfig:
    if not isinstance(say.config, MauryConfig):
        raise LookupError("the Maury phrasebook needs the game's config (for the card quotes)")
    return say.config


def _card(say: Speaker, card: int) -> ArgumentCard:
    return _deck(say).deck[card]


def describe(card: ArgumentCard) -> str:
    """A card as a private hand lists it: colour, strength and effect, 'blue four: gain...'."""
    maury = " Maury card" if card.is_maury else ""
    return f"{card.colour.value} {number(card.strength)}{maury}: {effect(card)}"


def effect(card: ArgumentCard) -> str:
    """What a card does, in a few words: 'gain two NOT cards and climb one space'."""
    if card.power is Power.DRAW_CARDS:
        return f"draw {count(card.draw, 'card')}"
    if card.power is not None:
        return POWERS[card.power]
    parts = {
        "gain_not": f"gain {count(card.gain_not, 'NOT card')}",
        "take_not": f"take {count(card.take_not, 'NOT card')}",
        "gain_popularity": f"climb {count(card.gain_popularity, 'space')}",
        "lose_popularity": f"push them down {count(card.lose_popularity, 'space')}",
    }
    return listing([text for icon, text in parts.items() if text and getattr(card, icon)])


POWERS = {
    Power.SWAP_NOT_CARDS: "swap NOT cards with a player you name",
    Power.SWAP_PLACES: "swap places on the track with a player you name",
    Power.MOVE_TO_SPACE: "move to any space you choose",
    Power.LOOK_AT_HAND: "look at the hand of a player you name",
}
"""The short effect of each orange power but drawing cards."""


def hand(config: MauryConfig, cards: tuple[int, ...]) -> str:
    """A private hand, card after card: 'blue four: climb two spaces; red one: ...'."""
    return "; ".join(describe(config.deck[c]) for c in cards) or "nothing at all"


def _hand(say: Speaker, cards: tuple[int, ...]) -> str:
    return hand(_deck(say), cards)


@BOOK.on(StartingPlayerChosen)
def _start(say: Speaker, e: StartingPlayerChosen) -> list[Line]:
    first = say.line(
        (
            "{player} is today's most popular guest, and goes first.",
            "Top of the popularity track: {player}. You open the show.",
        ),
        to=e.player,
        player=say.name(e.player),
    )
    return [show(say, "opening"), first]


@BOOK.on(CardsDealt)
def _dealt(say: Speaker, e: CardsDealt) -> Line:
    return say.line(
        (
            "Everyone gets {hand}, with {pile} left in the draw pile.",
            "{hand} each, and {pile} left to draw. Let the arguing begin!",
        ),
        hand=count(e.hand_size, "argument card"),
        pile=count(e.draw_pile, "card"),
    )


@BOOK.on(CardsReceived)
def _received(say: Speaker, e: CardsReceived) -> Line:
    line = say.line(
        ("{player}, your {new}: {cards}.", "{player}, new in your hand: {cards}."),
        player=say.name(e.player),
        new="new card" if len(e.cards) == 1 else "new cards",
        cards=_hand(say, e.cards),
    )
    # Told at the player's next look, where their whole hand, told after it, marks it new.
    return replace(line, waits=True, about=MaurySays.HAND)


@BOOK.on(CardsDrawn)
def _drawn(say: Speaker, e: CardsDrawn) -> Line:
    return cards_drawn(say, e.player, e.count)


@BOOK.on(TurnStarted)
def _turn(say: Speaker, e: TurnStarted) -> Line:
    return say.line(
        (
            "Turn {n}. {player}, make your case!",
            "{player}, the floor is yours. Turn {n}.",
            "Turn {n}: {player}, tell the audience why you're not the father.",
        ),
        to=e.player,
        n=number(e.number),
        player=say.name(e.player),
    )


@BOOK.on(CardPlayed)
def _played(say: Speaker, e: CardPlayed) -> list[Line]:
    card = _card(say, e.card)
    article = "an" if card.colour is Colour.ORANGE else "a"
    values: dict[str, Said | str] = {
        "player": say.name(e.player),
        "card": f"{article} {card.colour.value} {number(card.strength)}",
    }
    if e.comeback:
        variants: tuple[str, ...] = (
            "{player} fires back with {card}:",
            "{player} is not having it, {card}:",
            "Oh, {player} has an answer, {card}:",
        )
    elif e.target is not None:
        values["target"] = say.name(e.target)
        variants = (
            "{player} aims {card} at {target}:",
            "{player} turns on {target} with {card}:",
        )
    else:
        variants = (
            "{player} plays {card}:",
            "{player} tells the audience, {card}:",
        )
    quote = Line(f'"{card.quote}"', show=True)  # the card's words, in the show's voice
    lines = [say.line(variants, **values), quote]
    if card.is_maury:
        lines.append(say.line(("A Maury card! Nobody can answer that.",)))
    if e.space is not None:
        lines.append(
            say.line(("{player} heads for space {space}.",), **values, space=number(e.space))
        )
    if e.comeback or card.is_maury:
        lines.append(show(say, "audience_gasp" if card.colour is Colour.RED else "audience_boo"))
    return lines


@BOOK.on(Passed)
def _passed(say: Speaker, e: Passed) -> Line:
    if e.player == TABLE:
        return say.line(("No more comebacks.", "The stage goes quiet. No more comebacks."))
    return say.line(
        ("{player} has nothing to say to that.", "{player} lets it go."), player=say.name(e.player)
    )


@BOOK.on(ArgumentSettled)
def _settled(say: Speaker, e: ArgumentSettled) -> list[Line]:
    line = say.line(
        ("{player}'s argument stands!", "The last word goes to {player}."),
        player=say.name(e.player),
    )
    return [line, show(say, "audience_cheer")]


@BOOK.on(NotCardsGained)
def _gained(say: Speaker, e: NotCardsGained) -> Line:
    variants = (
        "{player} slips {cards} into the envelope.",
        "{cards} into {player}'s envelope.",
    )
    if e.count < e.wanted:
        variants = ("The supply runs short: {player} gets only {cards}.",)
    if not e.count:
        variants = ("The supply is empty: no NOT cards for {player}.",)
    return say.line(variants, player=say.name(e.player), cards=count(e.count, "NOT card"))


@BOOK.on(NotCardsTaken)
def _taken(say: Speaker, e: NotCardsTaken) -> Line:
    variants = (
        "{player} takes {cards} from {victim}'s envelope.",
        "{victim} loses {cards} to {player}.",
    )
    if e.count < e.wanted:
        variants = ("{victim} had only {cards} to give, and {player} takes {them}.",)
    if not e.count:
        variants = ("{victim} has no NOT cards for {player} to take.",)
    return say.line(
        variants,
        player=say.name(e.player),
        victim=say.name(e.victim),
        cards=count(e.count, "NOT card"),
        them="it" if e.count == 1 else "them",
    )


@BOOK.on(NotCardsSwapped)
def _swapped(say: Speaker, e: NotCardsSwapped) -> Line:
    return say.line(
        (
            "{player} and {other} trade NOT cards: {player} now has {mine}, {other} {theirs}.",
            "Switcheroo! {player} holds {mine} now, and {other} {theirs}.",
        ),
        player=say.name(e.player),
        other=say.name(e.other),
        mine=count(e.player_count, "NOT card"),
        theirs=count(e.other_count, "NOT card"),
    )


def _space(say: Speaker, space: int) -> str:
    return space_name(_deck(say), space)


def space_name(config: MauryConfig, space: int) -> str:
    """A track space as the host says it: 'the Star spot', 'space four', 'the bottom'."""
    if space == config.track_spaces - 1:
        return "the Star spot"
    return "the bottom of the track" if space == 0 else f"space {number(space)}"


@BOOK.on(MarkerMoved)
def _moved(say: Speaker, e: MarkerMoved) -> Line:
    if e.end > e.start:
        variants = ("{player} climbs to {space}.", "The crowd loves {player}: up to {space}.")
    elif e.end < e.start:
        variants = ("{player} slides down to {space}.", "Ouch. {player} drops to {space}.")
    else:
        variants = ("{player} stays put on {space}.",)
    return say.line(variants, player=say.name(e.player), space=_space(say, e.end))


@BOOK.on(MarkerPushed)
def _pushed(say: Speaker, e: MarkerPushed) -> Line:
    return say.line(
        ("{player} gets bumped to {space}.", "Make room: {player} is pushed to {space}."),
        player=say.name(e.player),
        space=_space(say, e.end),
    )


@BOOK.on(HandShown)
def _hand_shown(say: Speaker, e: HandShown) -> Line:
    return say.line(
        ("{viewer}, here is {owner}'s hand: {cards}.", "{viewer}, {owner} is holding: {cards}."),
        viewer=say.name(e.viewer),
        owner=say.name(e.owner),
        cards=_hand(say, e.cards),
    )


# "Into the discard pile: two cards." came 17 times a game, and nobody needs it.
BOOK.silent(CardsDiscarded)


@BOOK.on(PlayEnded)
def _play_ended(say: Speaker, e: PlayEnded) -> Line:
    piles = (("the draw pile", e.draw_pile_empty), ("the NOT supply", e.supply_empty))
    empty = [pile for pile, done in piles if done]
    if not empty:
        return say.line(("Play is over. It's time for the Big Reveal!",))
    return say.line(
        (
            "{why} {verb} empty. It's time for the Big Reveal!",
            "No more arguing: {why} {verb} empty. Bring out the envelopes!",
        ),
        why=listing(empty),
        verb="are" if len(empty) > 1 else "is",
    )


@BOOK.on(RevealStarted)
def _reveal_started(say: Speaker, e: RevealStarted) -> list[Line]:
    envelopes = joined(
        [
            fill("{name} with {cards}", name=say.name(p), cards=count(k, "NOT card"))
            for p, k in zip(e.test_order, e.envelopes, strict=False)
        ]
    )
    order = say.line(
        (
            "The Big Reveal! Least popular first: {order}.",
            "Envelopes out! We test in this order: {order}.",
        ),
        order=envelopes,
    )
    chances = joined(
        [
            fill("{name} {odds}", name=say.name(p), odds=odds(chance))
            for p, chance in zip(e.test_order, father_odds(e.envelopes), strict=False)
        ]
    )
    return [
        order,
        say.line(
            ("The odds of being the father: {chances}.", "Who is the father? {chances}."),
            chances=chances,
        ),
    ]


def odds(chance: Fraction) -> str:
    """A chance as a host says it: 'one in three', 'two in five', 'about 41 percent'; never
    'about zero percent' for a chance there is, nor 'about one hundred percent' for one short
    of certain."""
    if chance == 0:
        return "no chance at all"
    if chance == 1:
        return "certain"
    if chance.denominator <= ODDS_AS_FRACTION_UP_TO:
        return f"{number(chance.numerator)} in {number(chance.denominator)}"
    if chance < Fraction(1, 100):
        return "less than one percent"
    if chance > Fraction(99, 100):
        return "almost certain"
    return f"about {number(round(chance * 100))} percent"


@BOOK.on(EnvelopeShuffled)
def _shuffled(say: Speaker, e: EnvelopeShuffled) -> Line:
    return say.line(
        ("{player}'s envelope is shuffled.", "A good shuffle for {player}'s envelope."),
        player=say.name(e.player),
    )


@BOOK.on(CardRevealed)
def _revealed(say: Speaker, e: CardRevealed) -> list[Line]:
    player = say.name(e.player)
    opener = say.line(lexicon().show["reveal"], pause=DRAMATIC_PAUSE, player=player)
    roll = cue(Cue.DRUM_ROLL)
    verdict = replace(show(say, "father" if e.father else "not_father", player=player), tells=True)
    return [opener, roll, verdict, show(say, "audience_gasp" if e.father else "audience_cheer")]


@BOOK.on(GameEnded)
def _game_over(say: Speaker, e: GameEnded) -> Line:
    return show(say, "winners", winners=say.names(e.winners), father=say.name(e.father))
