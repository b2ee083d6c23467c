"""The benchmark's words: a 162-word deck, out-of-set words (unrelated, and near misses one
phone away from a deck word), none of them fillers."""

_DECK = """
apple anchor angel arrow baby ball balloon banana bank beach bear bed bell bicycle bird boat
bone book bottle bread bridge brush bucket butter cake camera candle car carpet castle cat
chain chair cheese cherry chicken chimney church circle clock cloud coat coffee coin comb
cookie corn cow crown cup curtain diamond dinosaur doctor dog doll door dragon drum duck
eagle egg elephant engine eye feather fence finger fire fish flag flower forest fork
fountain frog garden ghost giant glass glove goat gold grapes guitar hammer hat heart helmet
honey horse house ice island jacket jelly jungle kettle key king kitchen kite knife ladder
lamp leaf lemon letter lion lizard lock magnet map mirror monkey moon mountain mouse
mushroom needle nest night ocean octopus orange owl paint paper parrot pencil penguin piano
pillow pirate planet pocket potato queen rabbit rain rainbow ring river robot rocket rose
sail sand school scissors shark sheep ship shoe snake snow spider spoon star storm sugar sun
"""
DECK = tuple(_DECK.split())  # the expected phrases

_UNRELATED = """
adults agrees amen anybody asset assured atmosphere automatically backed banned believes
binding bother bowl campaigns cares characterized charging charts chest cleared collapse
combat conjunction consensus convincing creek desperately diet displays duties enthusiasm
explaining filmed flame floating furious generous harm improvement institutional
intelligence interstate laughed launch legally mainstream matched minorities monsters
negotiations nurses outlet owners painted partial participants perceived phenomenon prayer
pronounced provinces recognition regard repeated satisfying sequence sharks siege sizes
soldier steering suspension suspicion swedish taxi theft thorough tide triple violations
virtually virtue voluntary wages
"""
UNRELATED = tuple(_UNRELATED.split())  # out of set, nothing like a deck word

_NEAR_MISSES = """
chapel anger pro maybe call thank beat air head tell third bit known took battle red bring
rush buffet came handle far cancel cut main check chief search cycle block allowed vote copy
join code course brown cap certain log deal war dream luck legal edge element guy whether
sense five wish flat forced fog post class olive goes hold groups half art funny force nice
metal sea kill kitten white wife leader camp leave lesson later line wizard rock match men
miss needed west light open parent below pilot plant clean habit run wrong reverse road save
hand cool park deep shop due slow soon stop story seen
"""
NEAR_MISSES = tuple(_NEAR_MISSES.split())  # out of set, one phone from a deck word (anger/anchor)
