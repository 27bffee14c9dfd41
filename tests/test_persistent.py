"""Chain and Tally (games.persistent) against plain tuples and Counters."""

from __future__ import annotations

from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from games.persistent import Chain, Tally


class Colliding:
    """A key whose hash collides with many others (and with small ints)."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __hash__(self) -> int:
        return self.value % 3

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Colliding) and other.value == self.value

    def __repr__(self) -> str:
        return f"Colliding({self.value})"


keys = st.one_of(st.integers(-50, 50), st.integers(), st.builds(Colliding, st.integers(0, 30)),
                 st.tuples(st.integers(0, 3), st.text(max_size=2)))


@settings(max_examples=200)
@given(st.lists(st.tuples(st.integers(0, 1000), st.text(max_size=3)), max_size=80))
def test_chains_branch_like_tuples(steps: list[tuple[int, str]]) -> None:
    """Append to any earlier chain (a branch), read some: always equal to the tuple built by copying."""
    chains: list[Chain[str]] = [Chain()]
    tuples: list[tuple[str, ...]] = [()]
    for pick, item in steps:
        i = pick % len(chains)
        chains.append(chains[i].append(item))
        tuples.append((*tuples[i], item))
        if pick % 3 == 0:
            assert chains[-1].as_tuple() == tuples[-1]
    for chain, expected in zip(chains, tuples, strict=True):
        assert len(chain) == len(expected) and chain.as_tuple() == expected and list(chain) == list(expected)
        if expected:
            assert chain.last == expected[-1] and chain[-1] == expected[-1]
        assert chain == Chain(expected) and hash(chain) == hash(Chain(expected))
    assert Chain(["a"]) != Chain(["b"]) and Chain(["a"]).append("b") == Chain(["a", "b"])


@settings(max_examples=200)
@given(st.lists(st.tuples(st.integers(0, 1000), keys), max_size=120), st.lists(keys, max_size=10))
def test_tallies_branch_like_counters(steps: list[tuple[int, object]], probes: list[object]) -> None:
    tallies = [Tally()]
    counters: list[Counter[object]] = [Counter()]
    for pick, key in steps:
        i = pick % len(tallies)
        tallies.append(tallies[i].add(key))
        counters.append(counters[i] + Counter([key]))
    for tally, counter in zip(tallies, counters, strict=True):
        assert len(tally) == sum(counter.values())
        for key in [*counter, *probes]:
            assert tally.count(key) == counter[key], key


def test_a_key_counted_many_times_survives_leaf_splits() -> None:
    tally = Tally()
    for _ in range(3):
        tally = tally.add(0)
    for value in range(1, 2000):
        tally = tally.add(value)
    assert tally.count(0) == 3 and tally.count(1999) == 1 and tally.count(2000) == 0
    assert Tally.of([Colliding(1), Colliding(4), Colliding(1)]).count(Colliding(1)) == 2
