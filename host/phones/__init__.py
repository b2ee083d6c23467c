"""Phones as private screens and close microphones: the server, the seats, the page."""
