"""Saving for the controller: autosave, resume, and what to do when storage fails.

Owned by :class:`~games.ui.controller.Controller` (``controller.saves``), kept
apart so the controller reads as the game's flow.  Storage goes through
:class:`~games.ui.storage.SaveStore`, which never raises; this layer turns
its state into words for the player (said once, calmly) and handles another
tab changing the same game.

Opening a save replays it, which grows with the game's length, so every way
of opening one is a job (games.ui.jobs), and a save once replayed is kept
with its text: the start screen, the new-game dialog and a link's "replace
your game?" question only peek at a save (:func:`~games.ui.session.peek_save`).

A save that stops the page while it opens must not stop it at every visit:
while a save is opened its game's name is kept under
:data:`~games.ui.storage.OPENING`; the page removes it once the game is on
screen (:meth:`Saves.opened`).  Found at the next boot, it means the
last opening never finished: that save is set aside
(:data:`~games.ui.storage.ASIDE_PREFIX`) and the start screen offers to try
it again or discard it.
"""

from __future__ import annotations

from ..core import GAMES
from ..errors import GameError, InvalidSaveError
from .i18n import LANGUAGE_KEY, t, t_message
from .jobs import Job, finish
from .session import SavePeek, Session, peek_save
from .storage import (
    ASIDE_PREFIX,
    FULL,
    LAST_GAME,
    OPENING,
    SAVE_PREFIX,
    SAVING,
    SaveStore,
    backup_key,
)
from .table import Table


class Saves:
    """The saves of ``table``'s games (see games.ui.table) in ``store``."""

    def __init__(self, table: Table, store: SaveStore) -> None:
        self.table = table
        self.store = store
        #: Another tab changed the save of the game on screen; the page asks which to keep.
        self.conflict = False
        #: The storage status last told to the player (said once, when it changes).
        self._told_status = SAVING
        #: Saves already replayed: storage key -> (the save's text, its session).
        self._replayed: dict[str, tuple[str, Session]] = {}

    # --- reading saves ---------------------------------------------------------------
    def saved(self, game: str) -> Session | None:
        """The autosaved session of ``game``; a corrupt save is discarded with a message."""
        return finish(self.saved_job(game))

    def saved_job(self, game: str) -> Job[Session | None]:
        return (yield from self._read_save_job(SAVE_PREFIX + game, game))

    def other_copy(self, game: str) -> Session | None:
        """The backup of ``game``: the copy another tab (or this one) displaced."""
        return finish(self._read_save_job(backup_key(SAVE_PREFIX + game), game))

    def peek(self, game: str, backup: bool = False) -> SavePeek | None:
        """What ``game``'s save (or its backup) says about itself, without replaying it;
        a save whose envelope is corrupt is discarded with a message."""
        key = backup_key(SAVE_PREFIX + game) if backup else SAVE_PREFIX + game
        text = self.store.get(key)
        if not text:
            return None
        try:
            found = peek_save(text)
            if found.game.spec.name != game:
                raise InvalidSaveError("The save belongs to another game.")
            return found
        except GameError as err:
            self._discard(key, err)
            return None

    def _read_save_job(self, key: str, game: str) -> Job[Session | None]:
        text = self.store.get(key)
        if not text:
            return None
        known = self._replayed.get(key)
        if known is not None and known[0] == text:
            return known[1]
        try:
            session = yield from Session.from_save_job(text)
            if session.game != game:
                raise InvalidSaveError("The save belongs to another game.")
        except GameError as err:
            self._discard(key, err)
            return None
        self._replayed[key] = (text, session)
        return session

    def _discard(self, key: str, err: GameError) -> None:
        self.store.remove(key)
        self._replayed.pop(key, None)
        self.table.message = t("msg.bad_save", reason=t_message(err))

    # --- opening a save ----------------------------------------------------------------
    def resume(self, game: str) -> bool:
        """:meth:`resume_job` at once (nothing runs between opening and showing)."""
        opened = finish(self.resume_job(game))
        self.opened()
        return opened

    def resume_job(self, game: str) -> Job[bool]:
        """Open ``game``'s save (False when there is none or it is corrupt).  Until
        :meth:`opened`, a page that stops on the way leaves :data:`OPENING` behind."""
        self.store.set(OPENING, game)
        session = yield from self.saved_job(game)
        if session is None:
            self.store.remove(OPENING)
            return False
        self.table.show(session)
        return True

    def opened(self) -> None:
        """The game is on screen: an opening that stops the page from now on is not the save's."""
        if self.store.get(OPENING) is not None:
            self.store.remove(OPENING)

    def resume_last_job(self) -> Job[bool]:
        """On reload, go straight back to the game last on screen (if it is saved)."""
        game = self.store.get(LAST_GAME)
        if not game or game not in GAMES:
            return False
        return (yield from self.resume_job(str(game)))

    def resume_last(self) -> bool:
        opened = finish(self.resume_last_job())
        self.opened()
        return opened

    def forget_last(self) -> None:
        """Back on the start screen: a reload shows the start screen too."""
        self.store.remove(LAST_GAME)

    # --- a save that stopped the page --------------------------------------------------
    def set_aside_unopened(self) -> str | None:
        """At boot: if the last opening of a save never finished, set that save aside
        (it is not opened again by itself) and return its game."""
        game = self.store.get(OPENING)
        if game is None:
            return None
        self.store.remove(OPENING)
        if game not in GAMES:
            return None
        text = self.store.get(SAVE_PREFIX + game)
        if text:
            self.store.set(ASIDE_PREFIX + game, text)
            self.store.remove(SAVE_PREFIX + game)
        self.store.remove(LAST_GAME)
        return game if self.set_aside_games() else None

    def set_aside_games(self) -> list[str]:
        """The games whose save is set aside, waiting for "try again" or "discard"."""
        return [game for game in GAMES if self.store.get(ASIDE_PREFIX + game)]

    def try_aside_again_job(self, game: str) -> Job[bool]:
        """Put ``game``'s set-aside save back (over any newer save of it) and open it."""
        text = self.store.get(ASIDE_PREFIX + game)
        if not text:
            return False
        self.store.set(SAVE_PREFIX + game, text)
        self.store.remove(ASIDE_PREFIX + game)
        return (yield from self.resume_job(game))

    def discard_aside(self, game: str) -> None:
        self.store.remove(ASIDE_PREFIX + game)

    # --- writing -------------------------------------------------------------------
    def autosave(self) -> None:
        if self.table.session is not None:
            key, text = SAVE_PREFIX + self.table.session.game, self.table.session.to_save()
            self.store.set(key, text)
            self._replayed[key] = (text, self.table.session)
            self.store.set(LAST_GAME, self.table.session.game)
            self._tell_storage_status()

    def _tell_storage_status(self) -> None:
        """Say once, calmly, when saving stops working (and when it works again)."""
        status = self.store.status
        if status != self._told_status:
            self._told_status = status
            self.table.message = t(f"storage.{status}.message")
            self.table.announcements.append(self.table.message)

    @property
    def storage_status(self) -> str:
        """saving, tab_only or full (see games.ui.storage)."""
        return self.store.status

    def free_space(self) -> int:
        """Remove finished games and other copies to make room; keep games in progress
        and saves set aside (the player has not yet said what to do with them)."""
        keep = {LAST_GAME, LANGUAGE_KEY}  # the language chosen stays chosen
        for game in GAMES:
            found = self.peek(game)
            if found is not None and not found.over:
                keep.add(SAVE_PREFIX + game)
            keep.add(ASIDE_PREFIX + game)
        if self.table.session is not None:
            keep.add(SAVE_PREFIX + self.table.session.game)
        removed = self.store.free_space(keep)
        self.autosave()
        if self.store.status == FULL:
            self.table.message = t("storage.full.still")
        return removed

    # --- other tabs --------------------------------------------------------------------
    def storage_changed(self, key: str | None, value: str | None) -> None:
        """Another tab changed storage (a storage event): notice a change to our game."""
        if self.table.session is None or key != SAVE_PREFIX + self.table.session.game:
            return
        if self.store.changed_elsewhere(key, value) and value:
            self.conflict = True
            self.table.message = t("msg.changed_elsewhere")
            self.table.announcements.append(self.table.message)

    def resolve_conflict(self, load_other: bool) -> None:
        finish(self.resolve_conflict_job(load_other))

    def resolve_conflict_job(self, load_other: bool) -> Job[None]:
        """Keep this tab's game or load the other tab's; the one set aside is kept as a copy."""
        self.conflict = False
        self.table.message = ""
        if self.table.session is None:
            return
        key = SAVE_PREFIX + self.table.session.game
        if not load_other:
            self.autosave()  # the store keeps the other tab's save as the backup copy
            return
        text = self.store.get(key)  # read first: this is now what we have seen
        ours = self.table.session.to_save()
        other = yield from self.saved_job(self.table.session.game)
        if other is None:
            return
        self.store.set(backup_key(key), ours)
        self.store.adopt(key, text)
        self.table.show(other)

    def open_other_copy(self, game: str) -> bool:
        return finish(self.open_other_copy_job(game))

    def open_other_copy_job(self, game: str) -> Job[bool]:
        """Swap a game's save with its backup copy and open it (nothing is dropped)."""
        other = yield from self._read_save_job(backup_key(SAVE_PREFIX + game), game)
        if other is None:
            return False
        current = self.store.get(SAVE_PREFIX + game)
        if current:
            self.store.set(backup_key(SAVE_PREFIX + game), current)
        else:
            self.store.remove(backup_key(SAVE_PREFIX + game))
        self.table.show(other)
        return True
