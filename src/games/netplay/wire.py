"""The wire format between a host device and its guests: versioned JSON text.

Every message is one JSON object ``{"v": 1, "kind": "...", ...fields}`` sent
as one data-channel text message.  Each kind is a frozen dataclass below, so
the host and the guest handle values, never raw dictionaries, and
:func:`parse` is the one door through which text from another device comes
in.  It raises :class:`WireError` (with a :attr:`~WireError.reason` code) for
anything that is not exactly one known message of this version: too long
text, bad JSON, nesting too deep, unknown kind, a missing, extra or ill-typed
field.  It raises nothing else, whatever the text (``tests/test_netplay_wire.py``
fuzzes it), because a peer is untrusted: a reply to bad text is a refusal,
never a crash of the host's page.

Text is limited in size before ``json.loads`` runs: a guest sends short
messages (:data:`GUEST_LIMIT`), the host may send a whole game's move list in
a welcome (:data:`HOST_LIMIT`, the size of the longest save, ``core.MAX_TEXT``).
Field types are read from the dataclasses' own annotations (:data:`_READERS`),
so a new field cannot be added without saying how it is checked.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable
from typing import Any, ClassVar

from ..core import MAX_DEPTH, MAX_TEXT, check_text
from ..errors import InvalidSaveError

#: Version of this wire format; a message of another version is refused.
VERSION = 1
#: Longest text a guest may send (a move intent, a hello, a ping).
GUEST_LIMIT = 4_096
#: Longest text the host may send (a welcome holds the whole move list).
HOST_LIMIT = MAX_TEXT
#: Longest token, room id, move notation or seat word inside a message.
MAX_WORD = 256
#: Most numbers or notations in one list field (a Quinto game's moves bound it).
MAX_ITEMS = 20_000


class WireError(ValueError):
    """Text that is not one valid message; ``reason`` is a code the UI words.

    Codes: ``too-large``, ``bad-json``, ``bad-version``, ``unknown-kind``,
    ``bad-field``.  ``detail`` says which field, for logs and tests (it
    repeats at most a short piece of the input).
    """

    reason: ClassVar[str] = "malformed"

    def __init__(self, detail: str = "") -> None:
        super().__init__(f"{self.reason}: {detail}" if detail else self.reason)
        self.detail = detail


class TooLargeError(WireError):
    reason = "too-large"


class BadJsonError(WireError):
    reason = "bad-json"


class BadVersionError(WireError):
    reason = "bad-version"


class UnknownKindError(WireError):
    reason = "unknown-kind"


class BadFieldError(WireError):
    reason = "bad-field"


# --- the messages ------------------------------------------------------------


@dataclasses.dataclass(frozen=True)
class Hello:
    """Guest -> host: join ``room`` in ``seat`` (None: any open seat).

    ``token`` is the guest's own random secret, kept by its page: a guest that
    reloads or reconnects says it again and gets its seat back."""

    kind: ClassVar[str] = "hello"
    room: str
    seat: int | None
    token: str


@dataclasses.dataclass(frozen=True)
class Welcome:
    """Host -> one guest: the seat it has and the game as it stands.

    ``setup`` is the game's public setup (its options without any secret: a
    Quinto seed or draw order never leaves the host), ``moves`` the history in
    the game's notation, ``private`` what only this seat may see (a Quinto
    rack, in draw order; empty in games without secrets), ``seats`` each
    seat's state (see :data:`SEAT_STATES`), ``public`` the checkable
    public state (see :mod:`games.netplay.views`) and ``names`` the players'
    names as the host's table calls them (empty: the guest numbers them)."""

    kind: ClassVar[str] = "welcome"
    room: str
    seat: int
    game: str
    setup: dict[str, Any]
    moves: tuple[str, ...]
    private: tuple[int, ...]
    seats: tuple[str, ...]
    public: dict[str, Any]
    names: tuple[str, ...] = ()


@dataclasses.dataclass(frozen=True)
class MoveIntent:
    """Guest -> host: ``seat`` wants to play ``move`` as move ``number``
    (0-based: the length of the history it has), so a stale intent is refused."""

    kind: ClassVar[str] = "intent"
    number: int
    seat: int
    move: str


@dataclasses.dataclass(frozen=True)
class MoveApplied:
    """Host -> each guest: move ``number`` was ``move``, played by ``player``.

    ``public`` is the public state after it (whose turn, scores...), which the
    guest checks against its own replay; ``private`` the recipient's own new
    view (a Quinto rack), never another seat's."""

    kind: ClassVar[str] = "applied"
    number: int
    player: int
    move: str
    public: dict[str, Any]
    private: tuple[int, ...]


@dataclasses.dataclass(frozen=True)
class Refused:
    """Host -> one peer: what it sent changed nothing.

    ``reason`` is a code (:data:`games.netplay.host.REASONS`), ``key`` the
    translation key the guest's page shows."""

    kind: ClassVar[str] = "refused"
    reason: str
    key: str


@dataclasses.dataclass(frozen=True)
class SeatPaused:
    """Host -> guests: the device of ``seat`` dropped; its turn waits."""

    kind: ClassVar[str] = "paused"
    seat: int


@dataclasses.dataclass(frozen=True)
class SeatResumed:
    """Host -> guests: ``seat``'s device is back."""

    kind: ClassVar[str] = "resumed"
    seat: int


@dataclasses.dataclass(frozen=True)
class SeatReassigned:
    """Host -> guests: ``seat`` is now played by ``to`` (a :data:`SEAT_STATES` word)."""

    kind: ClassVar[str] = "reassigned"
    seat: int
    to: str


@dataclasses.dataclass(frozen=True)
class Ping:
    """Either way: are you there?  Answered by a :class:`Pong` with the same ``nonce``."""

    kind: ClassVar[str] = "ping"
    nonce: int


@dataclasses.dataclass(frozen=True)
class Pong:
    kind: ClassVar[str] = "pong"
    nonce: int


Message = (
    Hello | Welcome | MoveIntent | MoveApplied | Refused | SeatPaused | SeatResumed
    | SeatReassigned | Ping | Pong
)

KINDS: dict[str, type[Message]] = {
    cls.kind: cls
    for cls in (Hello, Welcome, MoveIntent, MoveApplied, Refused, SeatPaused, SeatResumed,
                SeatReassigned, Ping, Pong)
}

#: What a seat is: played at the host's device (``host``, hot-seat), by the
#: computer there, by a connected guest, by a guest whose device dropped
#: (``paused``), or waiting for a guest (``open``).
SEAT_STATES = ("host", "computer", "guest", "paused", "open")


# --- reading fields ----------------------------------------------------------


def _int(value: object, name: str) -> int:
    # bool is an int in Python, never in this format; 10**4000 is no seat either.
    if isinstance(value, bool) or not isinstance(value, int) or not -(2**53) < value < 2**53:
        raise BadFieldError(f"{name} must be a whole number")
    return value


def _str(value: object, name: str) -> str:
    if not isinstance(value, str) or len(value) > MAX_WORD:
        raise BadFieldError(f"{name} must be text of at most {MAX_WORD} characters")
    return value


def _list(value: object, name: str) -> list[Any]:
    if not isinstance(value, list) or len(value) > MAX_ITEMS:
        raise BadFieldError(f"{name} must be a list of at most {MAX_ITEMS} items")
    return value


def _object(value: object, name: str) -> dict[str, Any]:
    if not isinstance(value, dict) or len(value) > 64:
        raise BadFieldError(f"{name} must be an object")
    return value


_READERS: dict[str, Callable[[object, str], Any]] = {
    "int": _int,
    "str": _str,
    "int | None": lambda v, n: None if v is None else _int(v, n),
    "tuple[int, ...]": lambda v, n: tuple(_int(x, n) for x in _list(v, n)),
    "tuple[str, ...]": lambda v, n: tuple(_str(x, n) for x in _list(v, n)),
    "dict[str, Any]": _object,
}


def _fields(cls: type[Message]) -> tuple[dataclasses.Field[Any], ...]:
    return dataclasses.fields(cls)


def parse(text: object, limit: int = GUEST_LIMIT) -> Message:
    """The message ``text`` holds, or :class:`WireError`; nothing else is raised.

    >>> parse('{"v": 1, "kind": "ping", "nonce": 7}')
    Ping(nonce=7)
    >>> parse('{"v": 2, "kind": "ping", "nonce": 7}')
    Traceback (most recent call last):
    ...
    games.netplay.wire.BadVersionError: bad-version: version 2 is not 1
    """
    if not isinstance(text, str):
        raise BadJsonError("not text")
    if len(text) > limit:
        raise TooLargeError(f"{len(text)} characters, at most {limit}")
    try:
        check_text(text, "request")  # nesting depth, before json.loads recurses
    except InvalidSaveError:
        raise TooLargeError(f"nested deeper than {MAX_DEPTH}") from None
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise BadJsonError("not JSON") from None
    if not isinstance(data, dict):
        raise BadJsonError("not a JSON object")
    version = data.get("v")
    if isinstance(version, bool) or version != VERSION:
        raise BadVersionError(f"version {str(version)[:20]} is not {VERSION}")
    kind = data.get("kind")
    cls = KINDS.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise UnknownKindError(f"kind {str(kind)[:20]!r}")
    fields = _fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"v", "kind"}
    if extra:
        raise BadFieldError(f"unknown field {sorted(extra)[0][:20]!r}")
    values: dict[str, Any] = {}
    for f in fields:
        if f.name not in data:
            raise BadFieldError(f"missing field {f.name}")
        values[f.name] = _READERS[str(f.type)](data[f.name], f.name)
    return cls(**values)


def _no_constant(name: str) -> None:
    raise ValueError(name)  # NaN and Infinity are not JSON


def encode(message: Message) -> str:
    """The text of ``message`` (compact JSON; :func:`parse` reads it back)."""
    data: dict[str, Any] = {"v": VERSION, "kind": message.kind}
    for f in _fields(type(message)):
        value = getattr(message, f.name)
        data[f.name] = list(value) if isinstance(value, tuple) else value
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)
