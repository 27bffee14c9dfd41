"""The game-by-game comparison of two arena records (games_bench.pairs)."""

from __future__ import annotations

from pathlib import Path

import pytest

from games.errors import GameError
from games_bench.arena import GameRecord
from games_bench.pairs import compare, read, report

MATCH = {"game": "quinque", "a": "hard", "b": "greedy", "seed": 3, "options": {}, "opening": 2}


def record(path: Path, results: dict[int, str], **match: object) -> Path:
    """A record file of the arena's own lines: A sits first, and wins, loses or draws."""
    winners = {"A": 0, "B": 1, "draw": None}
    games = [GameRecord(n - 1, 0, ("+0,0:a",), True, winners[r], ()) for n, r in results.items()]
    path.write_text("".join(g.to_json({**MATCH, **match}) + "\n" for g in games), encoding="utf-8")
    return path


def test_games_are_paired_by_number_and_only_changes_count(tmp_path: Path) -> None:
    first = {1: "A", 2: "draw", 3: "B", 4: "A", 5: "A"}
    second = {1: "A", 2: "A", 3: "draw", 4: "B", 6: "A"}  # game 5 and 6 are in one record only
    table, better, worse = compare(first, second)
    assert sum(table.values()) == 4
    assert table[("A", "A")] == 1 and table[("draw", "A")] == 1 and table[("B", "draw")] == 1
    assert table[("A", "B")] == 1
    assert (better, worse) == (2, 1)


def test_the_report_reads_records_and_prints_the_split(tmp_path: Path) -> None:
    a = record(tmp_path / "a.jsonl", {1: "A", 2: "draw", 3: "B"}, seconds=None)
    b = record(tmp_path / "b.jsonl", {1: "A", 2: "A", 3: "A"}, seconds=1.0)  # a deadline is no other game
    assert read(a)[1] == {1: "A", 2: "draw", 3: "B"}
    text = report(a, b)
    assert "3 games in both" in text
    assert "better in the second record in 2 games, worse in 0" in text


def test_records_of_other_games_are_refused(tmp_path: Path) -> None:
    a = record(tmp_path / "a.jsonl", {1: "A"})
    b = record(tmp_path / "b.jsonl", {1: "A"}, seed=4)
    with pytest.raises(GameError, match="seed"):
        report(a, b)
    with pytest.raises(GameError, match="no record file"):
        read(tmp_path / "missing.jsonl")
