"""What only the benchmarks use: never shipped to players.

The site ships the ``games`` package alone (tools/build_site.py zips
``src/games``), so code that only measures the computer players lives here,
beside it under ``src/``: :mod:`.arena` (matches between levels, behind
``python -m games arena``, whose command is :mod:`.arena_command`),
:mod:`.levels` (the levels people play plus the bench-only opponents), earlier
commits' levels in :mod:`.foreign` (the previous Quinque Hard among them) and
a Boardspace-style Quinamid robot in :mod:`.quinamid_boardspace` (depth 3)
and :mod:`.quinamid_deep` (depth 5).

Imports go one way: ``games_bench`` imports ``games``, never the reverse
(tests/test_imports.py), so a player's download holds none of this.
"""
