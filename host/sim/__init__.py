"""Simulated parties: players whose answers are real synthesized speech in party noise.

Each game's simulated players are the class its GameSpec names (host.sim.registry).
"""
