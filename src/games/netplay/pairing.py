"""Pairing with no server: a WebRTC offer or answer as a short QR-friendly text.

Two devices on one network open a data channel by exchanging an offer and an
answer (SDP).  With no server to carry them, one device shows its SDP as a
QR code or a short text and the other scans or types it.  A browser's SDP
for a data channel is 500-800 characters, mostly what a LAN connection does
not need; :func:`encode` keeps only what it does:

* whether it is an offer or an answer, and the ``mid`` it answers to;
* ``ice-ufrag`` and ``ice-pwd`` (the ICE credentials, as the bits they carry);
* the DTLS ``fingerprint`` (sha-256, as 32 bytes: this is what makes the
  channel safe from whoever relays the text) and the ``setup`` role;
* the *host* candidates (address, port, UDP or TCP): an IPv4 or IPv6 address
  or a browser's mDNS name (``<uuid>.local``, as 16 bytes); server-reflexive
  and relay candidates are left out, as no STUN or TURN server is used;
* the SCTP port and max-message-size when they are not the usual ones.

Those fields are packed, deflated (zlib, no header; kept as they are when
deflating does not shorten them, as random keys seldom deflate) and written
in base45 (:mod:`games.netplay.base45`), whose characters are QR
alphanumeric ones.
:func:`decode` writes a minimal SDP back that the browser accepts.  An SDP
the compact form cannot carry (another hash, several media sections, no
fingerprint...) goes whole instead (:func:`encode` falls back; ``full=True``
forces it), deflated the same way, so pairing never depends on a browser's
exact SDP.  The first character says which form follows.
"""

from __future__ import annotations

import base64
import ipaddress
import re
import struct
import zlib

from . import base45

#: First character: the form and the SDP type.
_FORMS = {
    "A": ("compact", "offer"), "B": ("compact", "answer"), "C": ("full", "offer"), "D": ("full", "answer"),
    "E": ("stored", "offer"), "F": ("stored", "answer"),
}
_SETUPS = ("actpass", "active", "passive")
#: Longest pairing text accepted (a whole SDP of several kilobytes, deflated).
MAX_CODE = 12_000
_MDNS = re.compile(r"^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.local$")
_ICE_CHARS = re.compile(r"^[A-Za-z0-9+/]{1,256}$")
_HEX = re.compile(r"^[0-9a-f]+$")


class PairingError(ValueError):
    """A pairing text that cannot be read, or an SDP that cannot be sent."""


def _deflate(data: bytes) -> bytes:
    packer = zlib.compressobj(9, zlib.DEFLATED, -15)
    return packer.compress(data) + packer.flush()


def _inflate(data: bytes, limit: int = 65_536) -> bytes:
    unpacker = zlib.decompressobj(-15)
    try:
        out = unpacker.decompress(data, limit)
    except zlib.error:
        raise PairingError("not deflated data") from None
    if unpacker.unconsumed_tail or not unpacker.eof:
        raise PairingError("too long or cut")
    return out


def _attributes(sdp: str) -> tuple[list[str], list[str]]:
    """(every a= value, every m= line) of ``sdp``."""
    lines = [line.strip() for line in sdp.replace("\r\n", "\n").split("\n") if line.strip()]
    media = [line for line in lines if line.startswith("m=")]
    return [line[2:] for line in lines if line.startswith("a=")], media


def _one(attrs: list[str], name: str) -> str:
    found = {a[len(name) + 1 :] for a in attrs if a.startswith(name + ":")}
    if len(found) != 1:
        raise PairingError(f"{name}: {len(found)} values")
    return found.pop()


def _pack_text(text: str) -> bytes:
    """A short text field: its bytes after a head byte (two bits of kind, six of
    length).  ICE credentials are random, so they are stored as the bits they
    carry: Firefox writes lowercase hexadecimal (half the bytes), Chromium
    base64 characters (three bytes for four); anything else as it is."""
    if _HEX.match(text) and len(text) % 2 == 0:
        kind, raw = 1, bytes.fromhex(text)
    elif len(text) % 4 == 0 and _ICE_CHARS.match(text):
        kind, raw = 2, base64.b64decode(text)
    else:
        kind, raw = 0, text.encode()
    if len(raw) > 63:
        raise PairingError("field too long")
    return bytes((kind << 6 | len(raw),)) + raw


def _candidate(value: str) -> bytes | None:
    """One host candidate packed (kind, address, port, transport); None to leave it out."""
    parts = value.split()
    if len(parts) < 8 or parts[6:8] != ["typ", "host"] or parts[1] != "1":
        return None  # not a host candidate of the RTP component: useless on a LAN with no server
    transport, address, port = parts[2].lower(), parts[4], int(parts[5])
    if transport == "udp":
        flags = 0
    elif transport == "tcp" and "tcptype" in parts:
        flags = 1 + ("active", "passive", "so").index(parts[parts.index("tcptype") + 1])
    else:
        return None
    mdns = _MDNS.match(address.lower())
    if mdns:
        kind, raw = 2, bytes.fromhex(mdns.group(1).replace("-", ""))
    else:
        try:
            ip = ipaddress.ip_address(address)
        except ValueError:
            return None
        kind, raw = (0 if ip.version == 4 else 1), ip.packed
    return bytes((kind * 4 + flags,)) + raw + struct.pack(">H", port)


def compact(sdp: str) -> bytes:
    """The fields of a data-channel SDP a LAN needs, packed; PairingError when
    the SDP has something else the compact form cannot carry."""
    attrs, media = _attributes(sdp)
    if len(media) != 1 or "webrtc-datachannel" not in media[0]:
        raise PairingError("not one data channel section")
    ufrag, pwd = _one(attrs, "ice-ufrag"), _one(attrs, "ice-pwd")
    if not (_ICE_CHARS.match(ufrag) and _ICE_CHARS.match(pwd)):
        raise PairingError("ICE credentials")
    algorithm, _, digest = _one(attrs, "fingerprint").partition(" ")
    fingerprint = bytes.fromhex(digest.replace(":", "")) if algorithm.lower() == "sha-256" else b""
    if len(fingerprint) != 32:
        raise PairingError("fingerprint")
    setup = _one(attrs, "setup")
    if setup not in _SETUPS:
        raise PairingError("setup")
    mid = _one(attrs, "mid")
    named = {a.partition(":")[0] for a in attrs}
    port = int(_one(attrs, "sctp-port")) if "sctp-port" in named else 5000
    size = int(_one(attrs, "max-message-size")) if "max-message-size" in named else 0
    candidates = [c for c in (_candidate(a[10:]) for a in attrs if a.startswith("candidate:")) if c]
    if not candidates or len(candidates) > 15:
        raise PairingError("host candidates")
    head = bytes((_SETUPS.index(setup) * 16 + len(candidates),))
    return (head + fingerprint + _pack_text(ufrag) + _pack_text(pwd) + _pack_text(mid)
            + struct.pack(">HI", port, size) + b"".join(candidates))


def encode(sdp: str, kind: str, full: bool = False) -> str:
    """``sdp`` (of ``kind`` "offer" or "answer") as a pairing text (see the module doc)."""
    if kind not in ("offer", "answer"):
        raise PairingError("kind")
    if not full:
        try:
            packed = compact(sdp)
        except (PairingError, ValueError):
            full = True
    if full:
        packed = sdp.encode()
    form, body = ("full" if full else "compact"), _deflate(packed)
    if not full and len(body) >= len(packed):
        form, body = "stored", packed  # random keys do not deflate: a short form may not either
    letter = next(k for k, v in _FORMS.items() if v == (form, kind))
    return letter + base45.encode(body)


def decode(code: str) -> tuple[str, str]:
    """(kind, SDP) of a pairing text; PairingError for anything that is not one.

    Spaces a person typed around it are ignored; lowercase is read as capitals
    (a QR reader or a keyboard may give either)."""
    code = code.strip().upper()
    if not code or len(code) > MAX_CODE or code[0] not in _FORMS:
        raise PairingError("not a pairing text")
    form, kind = _FORMS[code[0]]
    try:
        body = base45.decode(code[1:])
        packed = body if form == "stored" else _inflate(body)
    except base45.Base45Error:
        raise PairingError("not base45") from None
    if form == "full":
        try:
            return kind, packed.decode()
        except UnicodeDecodeError:
            raise PairingError("not text") from None
    try:
        return kind, _expand(packed)
    except (IndexError, ValueError, struct.error):
        raise PairingError("cut or damaged") from None


def _mdns_name(raw: bytes) -> str:
    """The ``<uuid>.local`` name of 16 bytes (by hand: the site ships no ``uuid`` module)."""
    text = raw.hex()
    return f"{text[:8]}-{text[8:12]}-{text[12:16]}-{text[16:20]}-{text[20:]}.local"


def _read_text(data: bytes, pos: int) -> tuple[str, int]:
    kind, size = data[pos] >> 6, data[pos] & 63
    end = pos + 1 + size
    if end > len(data) or kind == 3:
        raise PairingError("cut")
    raw = data[pos + 1 : end]
    if kind == 1:
        return raw.hex(), end
    if kind == 2:
        return base64.b64encode(raw).decode(), end
    return raw.decode(), end


def _expand(data: bytes) -> str:
    """The SDP of a compact form: only what :func:`compact` kept, in the order browsers write."""
    setup, count = _SETUPS[data[0] // 16], data[0] % 16
    fingerprint = ":".join(f"{b:02X}" for b in data[1:33])
    if len(fingerprint) != 95:
        raise PairingError("cut")
    ufrag, pos = _read_text(data, 33)
    pwd, pos = _read_text(data, pos)
    mid, pos = _read_text(data, pos)
    if not (_ICE_CHARS.match(ufrag) and _ICE_CHARS.match(pwd) and re.match(r"^[A-Za-z0-9_-]{1,32}$", mid)):
        raise PairingError("fields")
    port, size = struct.unpack_from(">HI", data, pos)
    pos += 6
    lines = ["v=0", "o=- 0 2 IN IP4 127.0.0.1", "s=-", "t=0 0", f"a=group:BUNDLE {mid}",
             "m=application 9 UDP/DTLS/SCTP webrtc-datachannel", "c=IN IP4 0.0.0.0"]
    for number in range(1, count + 1):
        head = data[pos]
        kind_code, flags = head // 4, head % 4
        width = (4, 16, 16)[kind_code]
        raw = data[pos + 1 : pos + 1 + width]
        (cport,) = struct.unpack_from(">H", data, pos + 1 + width)
        pos += 3 + width
        if len(raw) != width:
            raise PairingError("cut")
        address = _mdns_name(raw) if kind_code == 2 else str(ipaddress.ip_address(raw))
        transport = "udp" if flags == 0 else "tcp"
        local = 65535 - number  # a candidate's order of preference, as written
        priority = (126 << 24) | (local << 8) | 255 if flags == 0 else (90 << 24) | (local << 8) | 255
        extra = "" if flags == 0 else " tcptype " + ("active", "passive", "so")[flags - 1]
        lines.append(f"a=candidate:{number} 1 {transport} {priority} {address} {cport} typ host{extra}")
    if pos != len(data):
        raise PairingError("trailing bytes")
    lines += ["a=end-of-candidates", f"a=ice-ufrag:{ufrag}", f"a=ice-pwd:{pwd}",
              f"a=fingerprint:sha-256 {fingerprint}", f"a=setup:{setup}", f"a=mid:{mid}",
              f"a=sctp-port:{port}"]
    if size:
        lines.append(f"a=max-message-size:{size}")
    return "\r\n".join(lines) + "\r\n"
