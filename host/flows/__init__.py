"""Game flows: each game played by voice through the session, prompter, judge and phrasebook."""
