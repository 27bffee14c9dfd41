"""Saving for the controller: autosave, resume, and what to do when storage fails.

A mixin of :class:`~games.ui.controller.Controller`, kept apart so the
controller reads as the game's flow.  Storage goes through
:class:`~games.ui.storage.SaveStore`, which never raises; this layer turns
its state into words for the player (said once, calmly) and handles another
tab changing the same game.
"""

from __future__ import annotations

from ..core import GAMES
from ..errors import GameError, InvalidSaveError
from .i18n import LANGUAGE_KEY, t, t_message
from .session import Session
from .storage import FULL, LAST_GAME, SAVE_PREFIX, SAVING, SaveStore, backup_key


class SavesMixin:
    """Needs ``store``, ``session``, ``message``, ``announcements``, ``conflict`` and ``show``."""

    store: SaveStore
    session: Session | None
    message: str
    announcements: list[str]
    conflict: bool
    _told_status: str = SAVING

    def show(self, session: Session) -> None:  # provided by the controller
        raise NotImplementedError

    def resume(self, game: str) -> bool:  # provided by the controller
        raise NotImplementedError

    def saved(self, game: str) -> Session | None:
        """The autosaved session of ``game``; a corrupt save is discarded with a message."""
        return self._read_save(SAVE_PREFIX + game, game)

    def other_copy(self, game: str) -> Session | None:
        """The backup of ``game``: the copy another tab (or this one) displaced."""
        return self._read_save(backup_key(SAVE_PREFIX + game), game)

    def _read_save(self, key: str, game: str) -> Session | None:
        text = self.store.get(key)
        if not text:
            return None
        try:
            session = Session.from_save(text)
            if session.game != game:
                raise InvalidSaveError("The save belongs to another game.")
            return session
        except GameError as err:
            self.store.remove(key)
            self.message = t("msg.bad_save", reason=t_message(err))
            return None

    def autosave(self) -> None:
        if self.session is not None:
            self.store.set(SAVE_PREFIX + self.session.game, self.session.to_save())
            self.store.set(LAST_GAME, self.session.game)
            self._tell_storage_status()

    def _tell_storage_status(self) -> None:
        """Say once, calmly, when saving stops working (and when it works again)."""
        status = self.store.status
        if status != self._told_status:
            self._told_status = status
            self.message = t(f"storage.{status}.message")
            self.announcements.append(self.message)

    @property
    def storage_status(self) -> str:
        """saving, tab_only or full (see games.ui.storage)."""
        return self.store.status

    def free_space(self) -> int:
        """Remove finished games and other copies to make room; keep games in progress."""
        keep = {LAST_GAME, LANGUAGE_KEY}  # the language chosen stays chosen
        for game in GAMES:
            session = self.saved(game)
            if session is not None and not session.state.is_over:
                keep.add(SAVE_PREFIX + game)
        if self.session is not None:
            keep.add(SAVE_PREFIX + self.session.game)
        removed = self.store.free_space(keep)
        self.autosave()
        if self.store.status == FULL:
            self.message = t("storage.full.still")
        return removed

    def storage_changed(self, key: str | None, value: str | None) -> None:
        """Another tab changed storage (a storage event): notice a change to our game."""
        if self.session is None or key != SAVE_PREFIX + self.session.game:
            return
        if self.store.changed_elsewhere(key, value) and value:
            self.conflict = True
            self.message = t("msg.changed_elsewhere")
            self.announcements.append(self.message)

    def resolve_conflict(self, load_other: bool) -> None:
        """Keep this tab's game or load the other tab's; the one set aside is kept as a copy."""
        self.conflict = False
        self.message = ""
        if self.session is None:
            return
        key = SAVE_PREFIX + self.session.game
        if not load_other:
            self.autosave()  # the store keeps the other tab's save as the backup copy
            return
        text = self.store.get(key)  # read first: this is now what we have seen
        ours = self.session.to_save()
        other = self.saved(self.session.game)
        if other is None:
            return
        self.store.set(backup_key(key), ours)
        self.store.adopt(key, text)
        self.show(other)

    def open_other_copy(self, game: str) -> bool:
        """Swap a game's save with its backup copy and open it (nothing is dropped)."""
        other = self.other_copy(game)
        if other is None:
            return False
        current = self.store.get(SAVE_PREFIX + game)
        if current:
            self.store.set(backup_key(SAVE_PREFIX + game), current)
        else:
            self.store.remove(backup_key(SAVE_PREFIX + game))
        self.show(other)
        return True

    def resume_last(self) -> bool:
        """On reload, go straight back to the game last on screen (if it is saved)."""
        game = self.store.get(LAST_GAME)
        return bool(game) and game in GAMES and self.resume(str(game))

    def forget_last(self) -> None:
        """Back on the start screen: a reload shows the start screen too."""
        self.store.remove(LAST_GAME)
