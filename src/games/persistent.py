"""Immutable values that grow by sharing: a move list and a tally of positions.

A game state is immutable, so a state that copied its whole history (or its
list of positions seen, for a repetition draw) to add one entry would make a
game of n moves cost O(n^2) time, and O(n^2) memory for anyone keeping its
states.  These two values share everything before the new entry instead:

* :class:`Chain` -- a sequence that appends in O(log n) (at most 32 items and
  one short path copied); it becomes a tuple (O(n), once, cached) only when
  someone reads it as a whole.
* :class:`Tally` -- how many times each key was added; ``add`` and ``count``
  are O(log n) (a hash trie, 32 branches a level, copied along one path).

Both are shallow trees (a few levels for a million entries), never a linked
list: nothing that frees or walks them recurses once per entry, which would
overflow Pyodide's small stack in a long game.  Both are plain Python with no
dependencies, so they run the same on CPython and Pyodide.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator, Sequence
from typing import Any, Generic, TypeVar, overload

T = TypeVar("T")


class Chain(Sequence[T], Generic[T]):
    """An immutable sequence: ``chain.append(x)`` is a new chain sharing ``chain``.

    A persistent vector (as in Clojure): the items sit in full blocks of
    :data:`_BLOCK` in a tree of tuples, 32 branches a level, plus a last
    block (the *tail*) of up to 32 items that appends copy.  Appending
    copies at most one block and one path of the tree, reading an item
    walks one path, and the tree is at most four levels deep for a million
    items.  Depth matters: freeing a structure frees its parts recursively,
    and a linked list of one node per move overflowed Pyodide's stack after
    about 5,000 moves.
    """

    __slots__ = ("_height", "_len", "_root", "_tail", "_tuple")

    _root: tuple[Any, ...]
    _tail: tuple[T, ...]
    _tuple: tuple[T, ...] | None

    def __init__(self, items: Sequence[T] = ()) -> None:
        self._len = 0
        self._height = 0  # levels of the tree above its blocks (0: no tree yet)
        self._root = ()
        self._tail = ()
        self._tuple = None
        for start in range(0, len(items), _BLOCK):
            block = tuple(items[start : start + _BLOCK])
            if len(self._tail) == _BLOCK:
                self._root, self._height = self._with_tail_in_tree()
            self._tail = block
            self._len += len(block)

    def append(self, item: T) -> Chain[T]:
        new: Chain[T] = Chain.__new__(Chain)
        new._len = self._len + 1
        new._tuple = None
        if len(self._tail) < _BLOCK:
            new._root, new._height = self._root, self._height
            new._tail = (*self._tail, item)
        else:
            new._root, new._height = self._with_tail_in_tree()
            new._tail = (item,)
        return new

    def _with_tail_in_tree(self) -> tuple[tuple[Any, ...], int]:
        """The tree with the (full) tail added as its next block, and its height."""
        blocks = (self._len - len(self._tail)) // _BLOCK  # blocks already in the tree
        height = self._height
        if height == 0:
            return (self._tail,), 1
        if blocks == _BLOCK**height:  # full: a new root above it
            return (self._root, _path(height, self._tail)), height + 1
        return _with_block(self._root, height, blocks, self._tail), height

    def as_tuple(self) -> tuple[T, ...]:
        """The items as a tuple (built once, then cached)."""
        if self._tuple is None:
            items: list[T] = []
            _collect(self._root, self._height, items)
            items.extend(self._tail)
            self._tuple = tuple(items)
        return self._tuple

    @property
    def last(self) -> T:
        """The last item, in O(1)."""
        return self._tail[-1]

    def __len__(self) -> int:
        return self._len

    @overload
    def __getitem__(self, index: int) -> T: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[T]: ...
    def __getitem__(self, index: int | slice) -> T | Sequence[T]:
        if isinstance(index, slice) or self._tuple is not None:
            return self.as_tuple()[index]
        if index < 0:
            index += self._len
        in_tree = self._len - len(self._tail)
        if not 0 <= index < self._len:
            raise IndexError("Chain index out of range")
        if index >= in_tree:
            return self._tail[index - in_tree]
        node: Any = self._root
        block = index // _BLOCK
        for level in range(self._height - 1, -1, -1):
            node = node[(block // _BLOCK**level) % _BLOCK]
        return node[index % _BLOCK]  # type: ignore[no-any-return]

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


#: Items per block of a :class:`Chain`, and branches per node of its tree.
_BLOCK = 32


def _path(height: int, block: tuple[Any, ...]) -> tuple[Any, ...]:
    """A tree of ``height`` levels holding only ``block``."""
    node: tuple[Any, ...] = (block,)
    for _ in range(height - 1):
        node = (node,)
    return node


def _with_block(node: tuple[Any, ...], height: int, number: int, block: tuple[Any, ...]) -> tuple[Any, ...]:
    """A copy of the tree ``node`` (``height`` levels, not full) with ``block`` as block ``number``.

    Only the path to the new block is copied; everything else is shared.
    """
    if height == 1:
        return (*node, block)
    span = _BLOCK ** (height - 1)  # blocks under each child
    child = number // span
    if child < len(node):
        return (*node[:child], _with_block(node[child], height - 1, number % span, block))
    return (*node, _path(height - 1, block))


def _collect(node: tuple[Any, ...], height: int, out: list[Any]) -> None:
    """Append the items of the tree ``node`` to ``out``, in order."""
    if height == 1:
        for block in node:
            out.extend(block)
    elif height > 1:
        for child in node:
            _collect(child, height - 1, out)


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
