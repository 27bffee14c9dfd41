"""Immutable values that grow by sharing: a move list and a tally of positions.

A game state is immutable, so a state that copied its whole history (or its
list of positions seen, for a repetition draw) to add one entry would make a
game of n moves cost O(n^2) time, and O(n^2) memory for anyone keeping its
states.  These two values share everything before the new entry instead:

* :class:`Chain` -- a sequence that appends in O(1); it becomes a tuple
  (O(n), once, cached) only when someone reads it as a whole.
* :class:`Tally` -- how many times each key was added; ``add`` and ``count``
  are O(log n) (a hash trie, 32 branches a level, copied along one path).

Both are plain Python with no dependencies, so they run the same on CPython
and Pyodide.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Chain(Sequence[T], Generic[T]):
    """An immutable sequence: ``chain.append(x)`` is a new chain sharing ``chain``."""

    __slots__ = ("_last", "_len", "_prev", "_tuple")

    _prev: Chain[T] | None
    _tuple: tuple[T, ...] | None

    def __init__(self, items: Sequence[T] = ()) -> None:
        self._prev = None
        self._last: Any = None
        self._len = len(items)
        self._tuple = tuple(items)

    def append(self, item: T) -> Chain[T]:
        new: Chain[T] = Chain.__new__(Chain)
        new._prev = self
        new._last = item
        new._len = self._len + 1
        new._tuple = None
        return new

    def as_tuple(self) -> tuple[T, ...]:
        """The items as a tuple (built once, then cached)."""
        if self._tuple is None:
            tail: list[Chain[T]] = []
            node: Chain[T] | None = self
            while node is not None and node._tuple is None:
                tail.append(node)
                node = node._prev
            base = () if node is None else node._tuple
            assert base is not None
            items = list(base)
            items.extend(n._last for n in reversed(tail))
            self._tuple = tuple(items)
        return self._tuple

    @property
    def last(self) -> T:
        """The last item, in O(1)."""
        if self._tuple is None:
            return self._last  # type: ignore[no-any-return]
        return self._tuple[-1]

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...
    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        return self.as_tuple()[index]

    def __iter__(self) -> Iterator[T]:
        return iter(self.as_tuple())

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Chain):
            return self is other or (self._len == other._len and self.as_tuple() == other.as_tuple())
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.as_tuple())

    def __repr__(self) -> str:
        return f"Chain({list(self.as_tuple())!r})"


_BITS = 5
_WIDTH = 1 << _BITS
_HASH_BITS = 64
# A trie node maps a 5-bit slice of the hash to a sub-node (dict) or to a
# leaf: a tuple of (hash, key, count) entries whose hashes agree up to here
# (one entry, except for keys whose 64-bit hashes are all equal).
_Leaf = tuple[tuple[int, Hashable, int], ...]
_Node = dict[int, "_Node | _Leaf"]


class Tally:
    """An immutable multiset of hashable keys: ``add`` returns a new tally."""

    __slots__ = ("_root", "_size")

    def __init__(self) -> None:
        self._root: _Node = {}
        self._size = 0

    def __len__(self) -> int:
        """How many keys were added (each time counts)."""
        return self._size

    def count(self, key: Hashable) -> int:
        h = hash(key) & (2**_HASH_BITS - 1)
        node = self._root
        shift = 0
        while True:
            entry = node.get((h >> shift) & (_WIDTH - 1))
            if entry is None:
                return 0
            if isinstance(entry, dict):
                node, shift = entry, shift + _BITS
                continue
            return next((c for eh, k, c in entry if eh == h and k == key), 0)

    def add(self, key: Hashable) -> Tally:
        new = Tally.__new__(Tally)
        new._root = _added(self._root, hash(key) & (2**_HASH_BITS - 1), key, 0)
        new._size = self._size + 1
        return new

    @classmethod
    def of(cls, keys: Sequence[Hashable]) -> Tally:
        tally = cls()
        for key in keys:
            tally = tally.add(key)
        return tally


def _added(node: _Node, h: int, key: Hashable, shift: int) -> _Node:
    """A copy of ``node`` (only this path is copied) with ``key`` counted once more."""
    slot = (h >> shift) & (_WIDTH - 1)
    entry = node.get(slot)
    new = dict(node)
    if entry is None:
        new[slot] = ((h, key, 1),)
    elif isinstance(entry, dict):
        new[slot] = _added(entry, h, key, shift + _BITS)
    else:
        for i, (eh, k, c) in enumerate(entry):
            if eh == h and k == key:
                new[slot] = (*entry[:i], (eh, k, c + 1), *entry[i + 1 :])
                return new
        if shift + _BITS >= _HASH_BITS or all(eh == h for eh, _, _ in entry):
            new[slot] = (*entry, (h, key, 1))  # the same 64-bit hash: share the leaf
        else:
            sub: _Node = {}
            for eh, k, c in entry:
                sub = _added(sub, eh, k, shift + _BITS)
                if c > 1:
                    sub = _with_count(sub, eh, k, c, shift + _BITS)
            new[slot] = _added(sub, h, key, shift + _BITS)
    return new


def _with_count(node: _Node, h: int, key: Hashable, count: int, shift: int) -> _Node:
    """``node`` with ``key`` (already present once) set to ``count`` (used when a leaf splits)."""
    for _ in range(count - 1):
        node = _added(node, h, key, shift)
    return node
