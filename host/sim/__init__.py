"""Simulated parties: players whose answers are real synthesized speech in party noise.

Each game's simulated players register themselves (host.sim.registry) when their module is
imported, which the imports below do.
"""

from host.sim import fameus_party, maury_party, motdit_party

__all__ = ["fameus_party", "maury_party", "motdit_party"]
