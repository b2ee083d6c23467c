"""Which player a name means: the name itself, a near spelling, the same sound, never one
that is as near to two players."""

from __future__ import annotations

import pytest

from host.judge.names import names_in, who

TABLE = ("Ann", "Bob", "Cy", "Dee", "Annabelle", "Gaston")


@pytest.mark.parametrize(
    ("said", "player"),
    [
        ("Bob", "Bob"),
        ("BOB!", "Bob"),
        ("Bobb", "Bob"),  # a slip of the keys
        ("Anne", "Ann"),
        ("Bbo", "Bob"),  # two letters swapped
        ("D", "Dee"),  # sounds the same
        ("Si", "Cy"),
        ("Jhon", "John"),  # sounds like John, not like Jon
        ("Anabel", "Annabelle"),
        ("Annabel", "Annabelle"),
    ],
)
def test_a_near_spelling_or_the_same_sound_is_that_player(said, player):
    table = (*TABLE, "Jon", "John")
    assert who(said, table) == table.index(player)


@pytest.mark.parametrize("said", ["eagle", "Rex", "two", "", "seat one", "Bo Bob"])
def test_a_word_that_is_no_one_s_name_names_nobody(said):
    assert who(said, TABLE) is None


@pytest.mark.parametrize(
    ("said", "table"),
    [
        ("Din", ("Dan", "Don")),  # one letter from each, and sounds like both
        ("Anne", ("Ann", "Anna")),
        ("Bobb", ("Bob", "Bobby")),
    ],
)
def test_a_name_as_near_to_two_players_is_refused(said, table):
    assert who(said, (*table, "Cy")) is None


def test_each_player_s_own_name_always_wins():
    table = ("Ann", "Anne", "Anna")
    assert [who(name, table) for name in table] == [0, 1, 2]
    assert who("Zoe", ("Zoë", "Zed")) == 0  # accents fold away


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("Bob and Cy", ("Bob", "Cy")),
        ("Bobb, Si & D", ("Bob", "Cy", "Dee")),
        ("Dee Bob", ("Dee", "Bob")),
        ("Bob and Bob", ("Bob",)),
        ("Bob in Cy", ("Bob", "Cy")),  # "and" as the ears may write it after a name
        ("Dee an Bob", ("Dee", "Bob")),
        ("Annabelle and gast", ("Annabelle", "Gaston")),  # the ears' breath cut Gaston short
    ],
)
def test_a_list_of_names_names_each_player_once(text, players):
    assert names_in(text, TABLE) == tuple(TABLE.index(p) for p in players)


@pytest.mark.parametrize("text", ["Bob and the eagle", "I think Bob", "nobody", "Din and Bob"])
def test_a_list_with_anything_but_names_names_nobody(text):
    assert names_in(text, (*TABLE, "Dan", "Don")) == ()
