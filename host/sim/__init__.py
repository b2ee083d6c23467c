"""Simulated parties: players whose answers are real synthesized speech in party noise."""
