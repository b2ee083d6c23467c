"""Pure game rules for partyhost: standard library only, no chance, clock, I/O or audio."""
