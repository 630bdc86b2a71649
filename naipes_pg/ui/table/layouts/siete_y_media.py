"""Siete y Media: the players around the house's place."""

from __future__ import annotations

from ..layout import Layout


class SieteYMediaLayout(Layout):
    pass
