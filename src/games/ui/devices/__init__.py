"""One game across devices, as the page shows it: the pairing screens and the seats.

:mod:`.flow` is the pairing flow (what each screen of the pairing dialog says
and which step comes next: pure values); :mod:`.table` is the controller's
``devices`` collaborator, which runs :mod:`games.netplay`'s host or guest for
the game on screen.  The bridge (``web/devices.py``, ``web/rtc.js``) only
carries the texts over WebRTC and copies these words into the dialog.
"""

from __future__ import annotations

#: The seat kind of a person playing on another device (beside ``human`` and the levels).
DEVICE = "device"
#: A connection that has not opened this many seconds after both codes were read failed.
CONNECT_SECONDS = 10.0
#: A guest says hello again this often until the host answers, this many times at most: a
#: hello lost as the channel opens (Chromium dropped one in a few dozen pairings) must not
#: leave the guest waiting.  The host answers a repeated hello with the same welcome.
HELLO_SECONDS = 2.0
HELLO_TRIES = 5
