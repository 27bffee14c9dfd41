"""Pairing texts: a browser's data-channel offer or answer, short, QR-alphanumeric, and back."""

from __future__ import annotations

import pytest

from games.netplay import base45, pairing
from netplay_sdp import SAMPLES

QR_ALPHANUMERIC = set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")


def test_base45_matches_rfc_9285() -> None:
    assert base45.encode(b"AB") == "BB8"
    assert base45.encode(b"Hello!!") == "%69 VD92EX0"
    assert base45.encode(b"base-45") == "UJCLQE7W581"
    assert base45.decode("QED8WEX0") == b"ietf!"
    for bad in ("GGW", "A", "abc"):
        with pytest.raises(base45.Base45Error):
            base45.decode(bad)


def _essentials(sdp: str) -> set[str]:
    """What a LAN data channel needs of an SDP (see pairing's module doc)."""
    keep = ("a=ice-ufrag:", "a=ice-pwd:", "a=fingerprint:", "a=setup:", "a=mid:", "a=sctp-port:")
    lines = {line for line in sdp.split("\r\n") if line.startswith(keep)}
    lines = {line.replace(line[14:], line[14:].upper()) if line.startswith("a=fingerprint") else line
             for line in lines}
    hosts = {" ".join(line.split()[4:6]) + " " + line.split()[2].lower()
             for line in sdp.split("\r\n") if line.startswith("a=candidate") and "typ host" in line}
    return lines | hosts


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_a_browser_sdp_round_trips_in_a_short_qr_text(name: str) -> None:
    kind, sdp = SAMPLES[name]
    code = pairing.encode(sdp, kind)
    assert set(code) <= QR_ALPHANUMERIC
    assert len(code) <= 200 and len(code) < len(sdp) / 3  # measured: 117-159 characters for 586-845
    back_kind, back = pairing.decode(code)
    assert back_kind == kind
    assert _essentials(back) == _essentials(sdp)
    assert "typ srflx" not in back and "m=application 9 UDP/DTLS/SCTP webrtc-datachannel" in back
    assert pairing.decode(code.lower()) == (kind, back)  # a QR reader or a keyboard may give lowercase
    assert pairing.decode(f"  {code}\n") == (kind, back)


@pytest.mark.parametrize("name", sorted(SAMPLES))
def test_the_whole_sdp_goes_when_asked_or_when_it_must(name: str) -> None:
    kind, sdp = SAMPLES[name]
    full = pairing.encode(sdp, kind, full=True)
    assert set(full) <= QR_ALPHANUMERIC
    assert pairing.decode(full) == (kind, sdp)
    odd = sdp.replace("a=fingerprint:sha-256", "a=fingerprint:sha-384")
    assert pairing.decode(pairing.encode(odd, kind)) == (kind, odd)


@pytest.mark.parametrize("code", ["", "Z123", "A", "A!!", "AGGW", "C" + base45.encode(b"\xff\xfe"),
                                  "E" + base45.encode(b"\x01" * 40), "A" * 20_000])
def test_bad_pairing_texts_raise_a_typed_error(code: str) -> None:
    with pytest.raises(pairing.PairingError):
        pairing.decode(code)


def test_lengths(capsys: pytest.CaptureFixture[str]) -> None:
    """Prints the measured lengths (pytest -s shows them)."""
    for name, (kind, sdp) in sorted(SAMPLES.items()):
        compact, full = pairing.encode(sdp, kind), pairing.encode(sdp, kind, full=True)
        print(f"{name}: SDP {len(sdp)}, compact {len(compact)}, whole SDP {len(full)}")
        assert len(compact) < len(full)


TEXTS = ["Xk7q", "9f2c6e1a", "ABCD", "abc", "a+/b", "0", "sdparta_0", "p3R8vL2nQe9TfY4wK1sJ6hBm",
         "4b1e9c07d2a35f6e8b90c1d2e3f4a5b6", "A1b2C3d4E5"]


@pytest.mark.parametrize("text", TEXTS)
def test_text_fields_pack_exactly(text: str) -> None:
    packed = pairing._pack_text(text)
    assert pairing._read_text(packed, 0) == (text, len(packed))
