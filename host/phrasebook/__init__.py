"""The phrasebook: engine events turned into the host's spoken lines, one module per game.

Each game's module defines its `BOOK`; the game registry (host.games) names it, and
`GameSpec.phrasebook(players, rng, config)` seats it at a table.
"""
