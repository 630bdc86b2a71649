"""Chinchón: the hands around the table, the stock and the discard pile in the middle."""

from __future__ import annotations

from ..layout import Layout


class ChinchonLayout(Layout):
    pass
