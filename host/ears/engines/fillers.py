"""Filler competitors: the 400 most frequent English words (wordfreq, in the CMU dictionary) and
hesitations. Out-of-set speech, babble and chatter decode to one of them instead of an expected
phrase; a filler heard means "not expected". The benchmark's out-of-set words were kept out of
this list, so its false-accept figures are for words the ears have never seen."""

_FILLERS = """
the to and of in is for that you it on with this was be as are have at he not by but from my
or we an your all so his they me if one can will just like about up out what has when more
do no were who had their there her which time get been would she new people how some also
them now other its our than good only after first him into know see two make over think any
then could back these us want because go well said way most much very where even should may
here need really did right work year years being day too going before off why made still
take got many never those life say world down great through last while best such love man
home long look something use same used both every am come part state three around between
always better find help high little old since another does own things under during game
thing give house place school again next each without against end found must show big feel
sure team ever family keep might please put money free second someone away left number city
days lot name night play until company doing few let real called different having set
thought done however getting government group looking public top women business care start
system times week already anything case nothing person today change enough everything full
live making point read told yet bad four hard mean once support including music power states
water based believe national small job side though try went yes actually american less order
party says service country season children everyone general trying united using area black
following law makes together whole car face kind per president working games health hope
important least means news within able book early friends information local oh thanks video
young ago others social talk court fact given guys level mind often single become body
coming control death food hours office pay problem south true almost history large lost
research room several started taking university win along anyone else girl john matter
pretty remember friend hit needs playing probably saying understand yeah york close comes
idea international looks past possible wanted cause happy human members months move question
series wait woman ask community data late north saw special watch either future low million
morning police short stay um uh hmm ah ha huh okay wow oops hey
"""
FILLERS = tuple(_FILLERS.split())  # most frequent first
