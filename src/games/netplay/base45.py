"""Base45 (RFC 9285): bytes as text of QR code alphanumeric characters only.

A QR code stores its 45 "alphanumeric" characters (digits, capitals, space
and ``$%*+-./:``) in 5.5 bits each, against 8 for any other byte, so the
pairing text (:mod:`games.netplay.pairing`) is written with them: two bytes
become three characters, about 1.5 characters a byte in the densest QR mode.
Written here (some 30 lines) rather than taken from a package, since the
page ships no other.
"""

from __future__ import annotations

ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:"
_VALUE = {c: i for i, c in enumerate(ALPHABET)}


class Base45Error(ValueError):
    """Text that is not base45 (a character outside the alphabet, a bad length or value)."""


def encode(data: bytes) -> str:
    """RFC 9285 section 4.

    >>> encode(b"AB"), encode(b"Hello!!"), encode(b"ietf!")
    ('BB8', '%69 VD92EX0', 'QED8WEX0')
    """
    out: list[str] = []
    for i in range(0, len(data) - 1, 2):
        n = data[i] * 256 + data[i + 1]
        out += [ALPHABET[n % 45], ALPHABET[n // 45 % 45], ALPHABET[n // 2025]]
    if len(data) % 2:
        n = data[-1]
        out += [ALPHABET[n % 45], ALPHABET[n // 45]]
    return "".join(out)


def decode(text: str) -> bytes:
    """The bytes :func:`encode` wrote; Base45Error for anything else.

    >>> decode("QED8WEX0")
    b'ietf!'
    """
    if len(text) % 3 == 1:
        raise Base45Error("length")
    out = bytearray()
    for i in range(0, len(text), 3):
        chunk = text[i : i + 3]
        try:
            digits = [_VALUE[c] for c in chunk]
        except KeyError:
            raise Base45Error("character") from None
        n = sum(d * 45**k for k, d in enumerate(digits))
        if len(chunk) == 3:
            if n > 0xFFFF:
                raise Base45Error("value")
            out += bytes((n >> 8, n & 0xFF))
        else:
            if n > 0xFF:
                raise Base45Error("value")
            out.append(n)
    return bytes(out)
