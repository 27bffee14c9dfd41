"""English strings of the Quinto board and its in-app rules (part of the one table)."""

QUINTO_EN: dict[str, str] = {}
