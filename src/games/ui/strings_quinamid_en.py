"""English strings of the Quinamid board and its in-app rules (part of the one table)."""

QUINAMID_EN: dict[str, str] = {}
