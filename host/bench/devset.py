"""The development set the Whisper tiers are calibrated on: words, phrases and voices the
benchmark never uses (its deck, out-of-set words and voices are all kept apart)."""

from __future__ import annotations

_WORDS = """
acorn airplane alarm apron axe badge barrel basket bath battery belt bench blanket bubble
button cabbage cactus canoe carrot chalk cloak compass crayon crystal dentist desk dolphin
donkey dress envelope eraser fan flute fox funnel gift giraffe glue hammock harp hive igloo
jar jeans kangaroo ketchup koala lantern lettuce lobster marble medal melon microphone mitten
necklace noodle nut onion oven paddle panda peach peanut pearl pepper pie pig pin pizza plum
pumpkin puzzle radio raft robin saddle salad sandwich scarf shell shovel skull sled sock sofa
soup squirrel stamp statue straw swan sword table tent tiger toast tomato tooth torch towel
tractor train trumpet tulip turtle umbrella vase violin wagon walrus wheel whistle window wolf
worm yacht zebra zipper
"""
WORDS = tuple(_WORDS.split())
PHRASES = (
    "thumbs up", "thumbs down", "i vote for", "i vote against", "we are ready", "ten of clubs",
    "queen of hearts", "pass", "play", "first", "no", "yes",
)  # fmt: skip
"""Game-like phrases, short words and several words, said alone like the words."""
_OTHERS = """
bargain cousin detail fabric gentle hollow insect jury lemonade mercy nephew orbit pledge
quarter ribbon salmon thunder uncle velvet whisper yellow zone album border carpenter denim
echo fiction harvest ivory journal kidney ledger meadow novel oyster pastry riddle senate
temple usher vendor walnut
"""
OTHERS = tuple(_OTHERS.split())  # out of set
_NEAR = """
batch path felt disk van socks lift not pay big pen draft sell slid shock soap tint toss truth
porch will warm felon mutton widow tower cable blue stump tub belly loaf dusk dish tasks meddle
mellow pouch wolves
"""
NEAR_MISSES = tuple(_NEAR.split())
"""Out of the set, a sound or two away from a development word (badge/batch, bath/path): what
tiny.en writes down as itself, spelt like a word it expects."""
CARRIERS = ("I guess {}", "is it a {}", "{}, I think", "uh, {}", "my answer is {}", "{}!")
VARIANTS = ("m6", "m8", "adam", "steph", "linda", "Annie")
"""espeak-ng variants the benchmark's speakers never use (host/bench/families.py has the
development voices of every family)."""
