"""The pairing dialog as a state machine: each step, its words, and the next step.

Two devices pair with no server: the host shows an *offer* (a QR code and a
short text), the guest reads it and shows an *answer*, the host reads that,
and the data channel opens.  The host's text starts with the room (four
characters, which game) and the seat it is for (one digit), then the
:mod:`games.netplay.pairing` text of its WebRTC offer; the guest's text is the
pairing text of its answer.  Every character is a QR alphanumeric one.

A :class:`Pairing` is an immutable value; the bridge calls its methods on
each event (a code pasted, the offer made, the channel open, the timer) and
copies :meth:`Pairing.words` into the dialog, so what a person reads at each
step is decided here and tested on CPython.
"""

from __future__ import annotations

import dataclasses
import os

from ...netplay import pairing
from ..i18n import t

#: Characters of a room name (QR alphanumeric, unambiguous when read aloud).
ROOM_CHARS = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ"
ROOM_LENGTH = 4
#: The QR code of a pairing text: error correction L (segno raises it while the
#: version stays: a 131-160-character text is version 5 or 6, 37-41 modules), a
#: quiet zone of 4 modules (the standard's), each module at least this many CSS px.
QR_ERROR = "L"
QR_QUIET = 4
QR_MODULE_PX = 5

#: How the camera reads a code: the browser's own ``BarcodeDetector`` where it reads QR
#: codes (Chromium on Android, macOS and ChromeOS: nothing to download), else jsQR (npm,
#: vendored by tools/site_qr.py) on the camera's frames, fetched when such a scan starts.
DETECTOR = "detector"
JSQR = "jsqr"

# Steps: host first shows its code and waits for the guest's; the guest reads
# the host's first, then shows its own and waits for the channel.
OFFER = "offer"  # host: making its offer (a moment)
SHOW_OFFER = "show_offer"  # host: the guest should scan this; type the guest's answer
READ_OFFER = "read_offer"  # guest: scan or paste the host's code
SHOW_ANSWER = "show_answer"  # guest: the host should scan this
CONNECTING = "connecting"  # both codes read: the channel is forming (10 s at most)
CONNECTED = "connected"
FAILED = "failed"  # no connection within the time: say what to try
STEPS = (OFFER, SHOW_OFFER, READ_OFFER, SHOW_ANSWER, CONNECTING, CONNECTED, FAILED)


class CodeProblem(ValueError):
    """A pasted or scanned code that cannot be used; ``key`` is its words' translation key."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def new_room() -> str:
    """A fresh room name: four characters from :data:`ROOM_CHARS`.

    >>> room = new_room()
    >>> len(room), set(room) <= set(ROOM_CHARS)
    (4, True)
    """
    return "".join(ROOM_CHARS[b % len(ROOM_CHARS)] for b in os.urandom(ROOM_LENGTH))


def _clean(text: str) -> str:
    """A code as typed or scanned: line breaks and tabs dropped, capitals (spaces are characters).

    >>> _clean(" ab 1\\r\\n2c\\n")
    'AB 12C'
    """
    return "".join(c for c in text if c not in "\r\n\t").strip(" ").upper()


def offer_text(room: str, seat: int, sdp: str) -> str:
    """The host's code for ``seat`` of ``room``: the room, the seat's digit, the offer's text."""
    try:
        return f"{room}{seat}" + pairing.encode(sdp, "offer")
    except pairing.PairingError:
        raise CodeProblem("devices.problem.offer") from None


def read_offer(text: str) -> tuple[str, int, str]:
    """(room, seat, SDP) of a host's code; CodeProblem with the words of what is wrong."""
    code = _clean(text)
    if not code:
        raise CodeProblem("devices.problem.empty")
    room, seat = code[:ROOM_LENGTH], code[ROOM_LENGTH : ROOM_LENGTH + 1]
    if len(code) < ROOM_LENGTH + 2 or not all(c in ROOM_CHARS for c in room) or not seat.isdigit():
        raise CodeProblem("devices.problem.not_offer")
    try:
        kind, sdp = pairing.decode(code[ROOM_LENGTH + 1 :])
    except pairing.PairingError:
        raise CodeProblem("devices.problem.damaged") from None
    if kind != "offer":
        raise CodeProblem("devices.problem.not_offer")
    return room, int(seat), sdp


def answer_text(sdp: str) -> str:
    try:
        return pairing.encode(sdp, "answer")
    except pairing.PairingError:
        raise CodeProblem("devices.problem.offer") from None


def read_answer(text: str) -> str:
    """The SDP of a guest's code; CodeProblem (a host's code pasted back is named as such)."""
    code = _clean(text)
    if not code:
        raise CodeProblem("devices.problem.empty")
    try:
        read_offer(code)
    except CodeProblem:
        pass
    else:
        raise CodeProblem("devices.problem.own_code")
    try:
        kind, sdp = pairing.decode(code)
    except pairing.PairingError:
        raise CodeProblem("devices.problem.damaged") from None
    if kind != "answer":
        raise CodeProblem("devices.problem.not_answer")
    return sdp


def scanner(camera: bool, reads_qr: bool) -> str:
    """How this browser reads the other device's QR code: :data:`DETECTOR`, :data:`JSQR`,
    or "" when it has no camera API (``getUserMedia``; the Scan button is hidden, the
    text is still there to type or paste).

    ``reads_qr``: the browser has ``BarcodeDetector`` and its supported formats
    include ``qr_code`` (one may exist that reads none).  Firefox, Safari and
    Chromium on Linux have none: they read with jsQR.

    >>> scanner(True, True), scanner(True, False), scanner(False, True)
    ('detector', 'jsqr', '')
    """
    if not camera:
        return ""
    return DETECTOR if reads_qr else JSQR


@dataclasses.dataclass(frozen=True)
class Words:
    """What the dialog says: a title, the step's instructions, the note under them."""

    title: str
    step: str
    note: str
    #: A problem in words ("" for none), shown as an alert.
    problem: str = ""
    #: Show the code box and QR code (``code``), and the box to paste the other's code in.
    show_code: bool = False
    ask_code: bool = False
    busy: bool = False


@dataclasses.dataclass(frozen=True)
class Pairing:
    """One pairing in progress, on the host (``role`` host, for ``seat``) or on a guest."""

    role: str
    step: str
    seat: int = 0
    name: str = ""
    #: The code this device shows ("" until made).
    code: str = ""
    #: A problem's translation key ("" for none).
    problem: str = ""

    @classmethod
    def host(cls, seat: int, name: str) -> Pairing:
        return cls("host", OFFER, seat, name)

    @classmethod
    def guest(cls) -> Pairing:
        return cls("guest", READ_OFFER)

    # --- events ---------------------------------------------------------------------
    def offered(self, code: str) -> Pairing:
        """The host's offer is made: show it."""
        return dataclasses.replace(self, step=SHOW_OFFER, code=code, problem="")

    def answered(self, code: str) -> Pairing:
        """The guest's answer is made: show it and wait for the channel."""
        return dataclasses.replace(self, step=SHOW_ANSWER, code=code, problem="")

    def refused(self, key: str) -> Pairing:
        """The code read cannot be used: stay on this step and say why."""
        return dataclasses.replace(self, problem=key)

    def connecting(self) -> Pairing:
        return dataclasses.replace(self, step=CONNECTING, problem="")

    def connected(self) -> Pairing:
        return dataclasses.replace(self, step=CONNECTED, problem="")

    def timed_out(self) -> Pairing:
        """The timer ran out: only a pairing still waiting for its channel has failed."""
        if self.step in (CONNECTING, SHOW_ANSWER):
            return dataclasses.replace(self, step=FAILED, problem="devices.problem.timeout")
        return self

    @property
    def waits_for_channel(self) -> bool:
        return self.step in (CONNECTING, SHOW_ANSWER)

    # --- words ----------------------------------------------------------------------
    def words(self) -> Words:
        note = t("devices.note.network")
        problem = t(self.problem) if self.problem else ""
        title = t("devices.title.host", name=self.name) if self.role == "host" else t("devices.title.guest")
        if self.step == OFFER:
            return Words(title, t("devices.step.making"), note, problem, busy=True)
        if self.step == SHOW_OFFER:
            return Words(
                title,
                t("devices.step.show_offer", name=self.name),
                note,
                problem,
                show_code=True,
                ask_code=True,
            )
        if self.step == READ_OFFER:
            return Words(title, t("devices.step.read_offer"), note, problem, ask_code=True)
        if self.step == SHOW_ANSWER:
            return Words(title, t("devices.step.show_answer"), note, problem, show_code=True)
        if self.step == CONNECTING:
            return Words(title, t("devices.step.connecting"), note, problem, busy=True)
        if self.step == CONNECTED:
            if self.role == "host":
                return Words(title, t("devices.step.connected.host", name=self.name), "", problem)
            return Words(title, t("devices.step.connected.guest"), "", problem)
        return Words(title, t("devices.step.failed"), t("devices.step.failed.try"), problem)
