"""Naipes: traditional Spanish card games on pygame-ce."""

__version__ = "0.1.0"
