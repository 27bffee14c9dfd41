"""The computer players over every game: legal moves, determinism, errors, arena, CLI.

Budgets are scaled down (``work``) so the whole AI suite stays quick; the
levels' tactics (a win now, stopping a win) do not depend on the budget.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

import games
from games import GameState, IllegalMoveError, InvalidOptionError
from games.ai import LEVELS, choose_move
from games.cli import main
from games.core import replay
from games_bench.arena import GameRecord, run_match, usable_cpus, wilson
from random_play import walk

GAMES = ("quinque", "quinto", "quinamid")
OPTIONS: dict[str, list[dict[str, object]]] = {
    "quinque": [{}, {"advanced": True}],
    "quinto": [{"seed": 5}, {"seed": 6, "players": 3}, {"seed": 7, "variant": "small-fry"}],
    "quinamid": [{}, {"advanced": True, "start": "staggered"}],
}
WORK = 0.2


def random_positions(game: str, count: int, seed: int) -> list[GameState]:
    """Positions reached by random playouts of every option set, still running."""
    rng = random.Random(seed)
    out: list[GameState] = []
    for i in range(count):
        options = OPTIONS[game][i % len(OPTIONS[game])]
        stop = rng.randrange(0, 40)
        out.append(walk(games.new_game(game, **options), rng, stop))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_every_level_plays_a_legal_move(game: str) -> None:
    for n, state in enumerate(random_positions(game, 4, seed=len(game))):
        legal = {str(m) for m in state.legal_moves()}
        for level in LEVELS:
            move = choose_move(state, level, seed=n, work=WORK)
            assert str(move) in legal, (game, level, state.history, str(move))
            state.play(move)  # and the engine accepts it


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_same_seed_same_move(game: str) -> None:
    state = random_positions(game, 1, seed=11)[0]
    for level in LEVELS:
        first = choose_move(state, level, seed=3, work=WORK)
        again = choose_move(state, level, seed=3, work=WORK)
        assert str(first) == str(again), (game, level)


def test_levels_are_named() -> None:
    assert LEVELS == ("random", "greedy", "easy", "medium", "hard")
    with pytest.raises(InvalidOptionError, match="no level 'expert'"):
        choose_move(games.new_game("quinamid"), "expert")


def test_no_move_once_the_game_is_over() -> None:
    state = games.new_game("quinamid")
    for move in ("a1", "a6", "b1", "b6", "c1", "c6", "d1", "d6", "e1"):
        state = state.play(move)
    assert state.is_over
    with pytest.raises(IllegalMoveError):
        choose_move(state, "hard")


def test_the_input_state_is_not_changed() -> None:
    state = random_positions("quinque", 1, seed=4)[0]
    before = state.to_json()
    choose_move(state, "hard", work=WORK)
    assert state.to_json() == before


def test_a_time_limit_still_gives_a_legal_move() -> None:
    state = random_positions("quinamid", 1, seed=8)[0]
    move = choose_move(state, "hard", seconds=0.0)
    assert str(move) in {str(m) for m in state.legal_moves()}


def test_wilson_interval() -> None:
    lo, hi = wilson(9, 10)
    assert 0.59 < lo < 0.6 and 0.98 < hi < 0.99
    assert wilson(0, 10)[0] == 0.0
    assert wilson(10, 10)[1] == 1.0


def test_arena_alternates_seats_and_counts() -> None:
    result = run_match("quinamid", "greedy", "random", 4, seed=1, work=WORK)
    assert result.games == 4
    assert result.wins + result.draws + result.losses == 4
    assert result.wins >= 3  # greedy takes wins and stops them; random does neither
    assert result.timing["A"].count > 0 and result.timing["B"].count > 0
    report = result.report()
    assert "95% CI" in report and "time per move" in report


@pytest.mark.slow
def test_arena_openings_are_shared_by_each_pair_and_vary_between_pairs() -> None:
    seen: list[tuple[str, ...]] = []

    def progress(record: GameRecord) -> None:
        seen.append(record.history[:3])

    result = run_match("quinamid", "greedy", "greedy", 6, seed=2, work=WORK, opening=3, progress=progress)
    assert seen[0] == seen[1] and seen[2] == seen[3] and seen[4] == seen[5]
    assert len(set(seen)) == 3 == len(result.openings)
    assert "3 distinct openings" in result.report()
    assert "distinct games" not in result.report()  # every game is new: 3 openings, 2 seats
    # Medium has no noise, so its games do not depend on the seed: without openings it
    # plays one game per seat over and over, and the report says so.
    repeated = run_match("quinamid", "medium", "medium", 4, seed=2, work=WORK)
    assert len(repeated.openings) == 1 and len(repeated.distinct) == 2
    assert "2 distinct games: the others repeat one of them move for move" in repeated.report()


@pytest.mark.slow
def test_arena_command(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["arena", "quinto", "--a", "greedy", "--b", "random", "-n", "2", "--seed", "3"])
    out = capsys.readouterr().out
    assert code == 0
    assert "quinto: A = greedy vs B = random, 2 games" in out
    assert "A wins" in out and "A draws" in out and "A losses" in out


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "emscripten", reason="no subprocesses in Pyodide")
@pytest.mark.skipif(usable_cpus() < 2, reason="one CPU: the arena refuses more jobs than CPUs")
def test_arena_in_parallel_plays_the_same_games() -> None:
    """Each game is seeded by its number, so worker processes change nothing but the order."""
    serial = run_match("quinamid", "greedy", "easy", 4, seed=5, work=WORK, opening=2)
    finished: list[GameRecord] = []
    parallel = run_match(
        "quinamid", "greedy", "easy", 4, seed=5, work=WORK, opening=2, jobs=2, progress=finished.append
    )
    assert (parallel.wins, parallel.draws, parallel.losses) == (serial.wins, serial.draws, serial.losses)
    assert parallel.moves == serial.moves and parallel.openings == serial.openings
    assert sorted(r.index for r in finished) == [0, 1, 2, 3]
    assert parallel.timing["A"].count == serial.timing["A"].count


def test_arena_command_records_each_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.jsonl"
    argv = ["arena", "quinamid", "--a", "greedy", "--b", "random", "-n", "2", "--record", str(path)]
    assert main(argv) == 0
    lines = [json.loads(line) for line in path.read_text().splitlines()]
    assert [line["game"] for line in lines] == [1, 2] and [line["a_seat"] for line in lines] == [0, 1]
    for line in lines:  # each record replays to its result
        end = replay("quinamid", {}, line["moves"])
        expected = "draw" if end.winner is None else "A" if end.winner == line["a_seat"] else "B"
        assert line["result"] == expected
    assert main([*argv[:-2], "--record", str(tmp_path / "missing" / "x.jsonl")]) == 2
    assert "Cannot write the record file" in capsys.readouterr().err


@pytest.mark.slow
def test_arena_command_resumes_a_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.jsonl"
    argv = ["arena", "quinamid", "--a", "greedy", "--b", "easy", "--opening", "2", "--record", str(path)]
    assert main([*argv, "-n", "4"]) == 0
    whole = capsys.readouterr().out.splitlines()[:5]
    lines = path.read_text().splitlines()
    path.write_text("\n".join(lines[:2]) + "\n")  # as if stopped after two games
    assert main([*argv, "-n", "4", "--resume", "-v"]) == 0
    out = capsys.readouterr().out
    played = [line for line in out.splitlines() if line.startswith("game ")]
    assert [line.split(":")[0] for line in played] == ["game 3", "game 4"]  # only the games not yet played
    assert out.splitlines()[len(played) : len(played) + 5] == whole  # and the same report
    assert len(path.read_text().splitlines()) == 4


def test_arena_plays_part_of_a_match(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "quinamid", "--a", "greedy", "--b", "random", "--opening", "2", "-n", "4"]
    whole, parts = tmp_path / "whole.jsonl", [tmp_path / "a.jsonl", tmp_path / "b.jsonl"]
    assert main([*argv, "--record", str(whole)]) == 0
    assert main([*argv, "--games", "1-1", "--record", str(parts[0])]) == 0
    assert main([*argv, "--games", "2-4", "--record", str(parts[1])]) == 0
    out = capsys.readouterr().out
    assert "3 games" in out  # the part's own report
    joined = parts[0].read_text() + parts[1].read_text()
    assert _same_games(joined, whole.read_text())  # the same games as the whole match
    # The joined parts resume as the whole match: nothing left to play.
    joined_path = tmp_path / "joined.jsonl"
    joined_path.write_text(joined)
    assert main([*argv, "--resume", "-v", "--record", str(joined_path)]) == 0
    assert not [line for line in capsys.readouterr().out.splitlines() if line.startswith("game ")]
    for bad in ("0-2", "3-2", "1-5", "x", "2"):
        assert main([*argv, "--games", bad]) == 2
        assert "--games must be FROM-TO" in capsys.readouterr().err


def _same_games(a: str, b: str) -> bool:
    """The same games (number, seat, result, moves) in two record texts, whatever their order and times."""
    def key(text: str) -> list[tuple[int, int, str, list[str]]]:
        rows = [json.loads(line) for line in text.splitlines()]
        return sorted((r["game"], r["a_seat"], r["result"], r["moves"]) for r in rows)
    return key(a) == key(b)


def test_arena_resume_refuses_bad_records(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.jsonl"
    argv = ["arena", "quinamid", "--a", "greedy", "--b", "random", "-n", "2", "--record", str(path)]
    assert main(argv) == 0
    capsys.readouterr()
    good = path.read_text()
    assert main([*argv[:4], "--b", "easy", *argv[6:], "--resume"]) == 2  # another match
    assert "another match" in capsys.readouterr().err
    path.write_text(good + "{not json\n")
    assert main([*argv, "--resume"]) == 2
    assert "Line 3 of the record file is not a game of the arena" in capsys.readouterr().err
    first = json.loads(good.splitlines()[0])
    first["a_seat"] = 1  # tampered: game 1 seats A first
    path.write_text(json.dumps(first) + "\n")
    assert main([*argv, "--resume"]) == 2
    assert "not a game of this match" in capsys.readouterr().err
    assert main([*argv[:-2], "--resume"]) == 2
    assert "--resume needs --record" in capsys.readouterr().err
    assert path.read_text() == json.dumps(first) + "\n"  # a refused resume adds nothing


def test_arena_command_errors(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["arena", "quinto", "--a", "expert", "--b", "random", "-n", "1"]) == 2
    assert "no level 'expert'" in capsys.readouterr().err
    assert main(["arena", "chess", "--a", "hard", "--b", "random"]) == 2
    assert main(["arena", "quinto", "--a", "hard", "--b", "random", "-n", "0"]) == 2
    assert main(["arena", "quinto", "--a", "hard", "--b", "random", "--jobs", "0"]) == 2


def test_replay_command_still_works(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", "quinamid", "a1", "b2"]) == 0
    assert '"history":["a1","b2"]' in capsys.readouterr().out
