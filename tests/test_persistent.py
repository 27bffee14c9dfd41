"""Chain and Tally (games.persistent) against plain tuples and Counters."""

from __future__ import annotations

import gc
from collections import Counter

import pytest
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


@pytest.mark.slow
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


@settings(max_examples=40)
@given(st.lists(st.integers(0, 2000), min_size=1, max_size=12), st.integers(0, 40_000))
def test_long_chains_branch_and_index_like_tuples(picks: list[int], length: int) -> None:
    """Past one block (32), one tree level (1,024) and two (32,768): branches from the middle,
    every item read by index, the tuple and the last item."""
    items = tuple(range(length))
    trunk = Chain(items)
    grown: Chain[int] = Chain()
    for item in items:
        grown = grown.append(item)
    assert trunk == grown and len(trunk) == length and grown.as_tuple() == items
    for pick in picks:
        cut = pick * 20 % (length + 1)
        branch = Chain(items[:cut]).append(-1).append(-2)
        assert branch.as_tuple() == (*items[:cut], -1, -2) and branch.last == -2
        assert [branch[i] for i in range(0, cut + 2, max(1, cut // 50))] == [
            (*items[:cut], -1, -2)[i] for i in range(0, cut + 2, max(1, cut // 50))]
        assert branch[-1] == -2 and branch[cut] == -1
    for index in range(0, length, max(1, length // 300)):
        assert grown[index] == index and grown[index - length] == index


def _nesting(value: object) -> int:
    """How many containers (chains and tuples) deep ``value`` goes, found without recursion."""
    deepest, stack = 0, [(value, 1)]
    while stack:
        node, depth = stack.pop()
        deepest = max(deepest, depth)
        if isinstance(node, Chain):
            children = gc.get_referents(node)
        elif isinstance(node, tuple):
            children = list(node)
        else:
            continue
        stack.extend((child, depth + 1) for child in children if isinstance(child, (Chain, tuple)))
    return deepest


def test_a_long_chain_is_a_shallow_structure() -> None:
    """Freeing (or copying) a structure recurses over its nesting: a chain of a game's
    100,000 moves must nest a few levels, not one per move (a linked list overflowed
    Pyodide's stack when a game of 5,000 moves was freed)."""
    chain: Chain[int] = Chain()
    for item in range(100_000):
        chain = chain.append(item)
    assert _nesting(chain) <= 8
    assert _nesting(Chain(range(100_000))) <= 8


def test_freeing_a_long_game_history_does_not_overflow_the_stack() -> None:
    """Run in Pyodide too (tests/pyodide), whose stack a per-move recursion overflowed."""
    chain: Chain[str] = Chain()
    for item in range(20_000):
        chain = chain.append(str(item))
    assert chain.last == "19999"
    del chain
    gc.collect()
