"""Where games are saved, and an honest answer to "is my game saved?".

The browser may refuse storage altogether (a private window, a page embedded
on another site with third-party storage blocked) or run out of it (quota
full).  Neither may cost a move: :class:`SaveStore` keeps every value in
memory when the backend will not take it, and reports one of three states
that the page shows the player (:data:`SAVING`, :data:`TAB_ONLY`,
:data:`FULL`).

Several tabs share one backend.  A tab never overwrites a save that another
tab wrote since this tab last read or wrote it without first copying it to
the game's backup slot, so two tabs playing the same game can each lose
nothing: the page offers to load the other copy (see
:meth:`SaveStore.changed_elsewhere`).

The backend is the two-method Web Storage API (``localStorage``); the browser
bridge adapts JavaScript errors into :class:`StorageRefused` and
:class:`StorageFull` so this module stays pure Python.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import Protocol

#: Every key Quintet writes starts with this (nothing else is ever touched).
PREFIX = "quintet."
SAVE_PREFIX = PREFIX + "save."
BACKUP_PREFIX = PREFIX + "backup."
LAST_GAME = PREFIX + "last"
#: The game being opened from its save, while it is opened: left behind only
#: when the page stopped before the game was on screen (see games.ui.saving).
OPENING = PREFIX + "opening"
#: A save set aside because opening it stopped the page (one slot per game).
ASIDE_PREFIX = PREFIX + "aside."

#: The three states the page shows (values are translation-table suffixes).
SAVING = "saving"
TAB_ONLY = "tab_only"
FULL = "full"


class StorageRefused(Exception):
    """The browser does not let this page use storage (private window, blocked frame)."""


class StorageFull(Exception):
    """The browser's storage quota for this site is used up."""


class Storage(Protocol):
    """The subset of the Web Storage API Quintet uses."""

    def getItem(self, key: str) -> str | None: ...
    def setItem(self, key: str, value: str) -> None: ...
    def removeItem(self, key: str) -> None: ...


class KeyedStorage(Storage, Protocol):
    """A backend that can also list its keys (to free space)."""

    def keys(self) -> list[str]: ...


class MemoryStorage:
    """Storage in a dict: tests, and a tab whose browser refuses storage.

    ``quota`` (characters over all keys and values) lets tests fill it up.
    """

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota

    def getItem(self, key: str) -> str | None:
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:
        if self.quota is not None:
            used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
            if used + len(key) + len(value) > self.quota:
                raise StorageFull(key)
        self.items[key] = value

    def removeItem(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


def backup_key(key: str) -> str:
    """The slot that keeps the other copy of a save (another tab's, or ours)."""
    return BACKUP_PREFIX + key.removeprefix(SAVE_PREFIX)


class SaveStore:
    """The storage the controller uses: never raises, never drops a value.

    ``backend`` None means storage is refused from the start.
    """

    def __init__(self, backend: Storage | None) -> None:
        self.backend = backend
        self.status = SAVING if backend is not None else TAB_ONLY
        #: Values the backend would not take (refused or full), newest wins.
        self.pending: dict[str, str] = {}
        #: What this tab last read from or wrote to each key of the backend.
        self.seen: dict[str, str | None] = {}

    # --- reading ---------------------------------------------------------------
    def get(self, key: str) -> str | None:
        if key in self.pending:
            return self.pending[key]
        value = self._read(key)
        self.seen[key] = value
        return value

    def _read(self, key: str) -> str | None:
        if self.backend is None:
            return None
        try:
            return self.backend.getItem(key)
        except StorageRefused:
            self._refused()
            return None

    # --- writing ---------------------------------------------------------------
    def set(self, key: str, value: str) -> None:
        """Store ``value``; on refusal or a full quota keep it in memory instead."""
        if self.backend is None:
            self.pending[key] = value
            return
        current = self._read(key)
        if self.status == TAB_ONLY:  # the read found storage refused
            self.pending[key] = value
            return
        if current == value:  # already there (rewriting may still fail on a full quota)
            self.pending.pop(key, None)
            self.seen[key] = value
            return
        changed_elsewhere = key in self.seen and current != self.seen[key]
        if key.startswith(SAVE_PREFIX) and current is not None and current != value and changed_elsewhere:
            # Another tab wrote this save since we last saw it: keep its copy.
            self._write(backup_key(key), current)
        if self._write(key, value):
            self.seen[key] = value

    def _write(self, key: str, value: str) -> bool:
        assert self.backend is not None
        try:
            self.backend.setItem(key, value)
        except StorageFull:
            self.pending[key] = value
            self.status = FULL
            return False
        except StorageRefused:
            self._refused()
            self.pending[key] = value
            return False
        self.pending.pop(key, None)
        if self.status == FULL and not self.pending:
            self.status = SAVING
        return True

    def remove(self, key: str) -> None:
        self.pending.pop(key, None)
        self.seen.pop(key, None)
        if self.backend is not None:
            try:
                self.backend.removeItem(key)
            except StorageRefused:
                self._refused()

    def _refused(self) -> None:
        self.backend = None
        self.status = TAB_ONLY

    # --- other tabs ----------------------------------------------------------------
    def changed_elsewhere(self, key: str, value: str | None) -> bool:
        """Another tab changed ``key`` (a storage event): does it differ from ours?"""
        if key in self.pending or self.backend is None:
            return False
        return key in self.seen and value != self.seen[key]

    def adopt(self, key: str, value: str | None) -> None:
        """This tab now shows ``value`` of ``key`` (loaded from another tab's save)."""
        self.seen[key] = value

    # --- space ---------------------------------------------------------------------
    def free_space(self, keep: Collection[str]) -> int:
        """Remove Quintet's own keys not in ``keep`` (old saves, backups), then retry.

        Returns how many keys were removed.  Keys of other sites' apps on the
        same origin are never touched.
        """
        backend = self.backend
        if backend is None or not hasattr(backend, "keys"):
            return 0
        removed = 0
        for key in list(backend.keys()):
            if key.startswith(PREFIX) and key not in keep and key not in self.pending:
                self.remove(key)
                removed += 1
        for key, value in list(self.pending.items()):
            self._write(key, value)
        return removed
