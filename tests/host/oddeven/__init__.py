"""Odd or Even: a small game the tests alone play, one module per layer (engine, lexicon,
phrasebook, flow, board, hand, simulated players) and one GameSpec (spec.py), to prove that a
game is added without a change to any other file."""
