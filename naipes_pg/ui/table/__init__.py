"""The one generic table scene and its parts; per-game layout adapters in ``layouts``."""
