"""Playing one game across two to four devices, with no server: the pure-Python core.

One device hosts: its rules decide every move (:mod:`.host`).  Each other
device takes one seat as a guest (:mod:`.guest`) and replays every move on
its own copy of the rules, checking it against what the host says.  They
talk in a small versioned JSON format (:mod:`.wire`); what each seat may be
told is decided per game in one place (:mod:`.views`, :mod:`.quinto_views`,
:mod:`.lookup`), so a Quinto rack never leaves the host but for its owner.
Devices pair by exchanging a WebRTC offer and answer as a short text or QR
code (:mod:`.pairing`, over :mod:`.base45`).

Nothing here touches a browser: the page carries the texts over data
channels and shows what these values say.
"""
