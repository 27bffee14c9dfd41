"""Data-channel SDP as browsers write them once ICE gathering is complete
(made-up credentials, keys and addresses, in each browser's own shape), for
the pairing codec's tests.

Chromium hides a LAN address behind an mDNS name (``<uuid>.local``) and
writes a ``network-cost``; Firefox puts the fingerprint at session level,
writes longer hexadecimal credentials, TCP host candidates and a huge
max-message-size; both offer ``actpass`` and answer ``active``.
"""

CHROMIUM_OFFER = (
    "v=0\r\n"
    "o=- 6617245512342276158 2 IN IP4 127.0.0.1\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\n"
    "m=application 49417 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:1940382117 1 udp 2113937151 3f6c2a1e-8b4d-4e97-a0c5-1d2b7e9f4a60.local 49417 typ host "
    "generation 0 network-cost 999\r\n"
    "a=candidate:2807461995 1 udp 2113939711 b2d47c19-6e0a-4f3b-9c58-7a1e2d3f4b5c.local 53188 typ host "
    "generation 0 network-cost 999\r\n"
    "a=ice-ufrag:Xk7q\r\n"
    "a=ice-pwd:p3R8vL2nQe9TfY4wK1sJ6hBm\r\n"
    "a=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 7A:0C:9E:41:D2:5B:88:13:F6:2E:AC:77:05:B9:3D:E0:16:4F:C8:92:6A:1D:"
    "E3:57:B0:29:8C:F4:61:0D:AB:3E\r\n"
    "a=setup:actpass\r\n"
    "a=mid:0\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:262144\r\n"
)

CHROMIUM_ANSWER = (
    "v=0\r\n"
    "o=- 4480913326671185920 2 IN IP4 127.0.0.1\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=extmap-allow-mixed\r\n"
    "a=msid-semantic: WMS\r\n"
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:3550126381 1 udp 2113937151 9e1b4c7d-2a3f-4d6e-8b0c-5f7a1e2d9c34.local 61023 typ host "
    "generation 0 network-cost 999\r\n"
    "a=ice-ufrag:3uTz\r\n"
    "a=ice-pwd:Gq9m0Wc5XrV8nHd2LkPs7Ej1\r\n"
    "a=ice-options:trickle\r\n"
    "a=fingerprint:sha-256 C1:4D:72:0A:E8:95:3B:6F:D0:27:81:AE:5C:F3:19:64:B7:0E:48:DA:2F:93:"
    "6C:15:A0:7B:E4:38:D9:52:8F:01\r\n"
    "a=setup:active\r\n"
    "a=mid:0\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:262144\r\n"
)

FIREFOX_OFFER = (
    "v=0\r\n"
    "o=mozilla...THIS_IS_SDPARTA-128.0 2751862367018546173 0 IN IP4 0.0.0.0\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=sendrecv\r\n"
    "a=fingerprint:sha-256 5E:A3:17:C0:8B:42:F9:6D:01:BE:73:2A:D5:98:4C:E6:30:1F:AB:67:92:D8:"
    "0E:B5:4A:C3:79:16:E2:8D:5F:A4\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=ice-options:trickle\r\n"
    "a=msid-semantic:WMS *\r\n"
    "m=application 50904 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 192.168.1.34\r\n"
    "a=candidate:0 1 UDP 2122252543 192.168.1.34 50904 typ host\r\n"
    "a=candidate:2 1 UDP 2122187007 fd00:8a3c:1e52:0:41f2:9b3d:6c0e:2a71 45613 typ host\r\n"
    "a=candidate:1 1 TCP 2105524479 192.168.1.34 9 typ host tcptype active\r\n"
    "a=candidate:3 1 TCP 2105458943 fd00:8a3c:1e52:0:41f2:9b3d:6c0e:2a71 9 typ host tcptype active\r\n"
    "a=sendrecv\r\n"
    "a=end-of-candidates\r\n"
    "a=ice-pwd:4b1e9c07d2a35f6e8b90c1d2e3f4a5b6\r\n"
    "a=ice-ufrag:9f2c6e1a\r\n"
    "a=mid:0\r\n"
    "a=setup:actpass\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:1073741823\r\n"
)

FIREFOX_ANSWER = (
    "v=0\r\n"
    "o=mozilla...THIS_IS_SDPARTA-128.0 8316470285519360042 0 IN IP4 0.0.0.0\r\n"
    "s=-\r\n"
    "t=0 0\r\n"
    "a=sendrecv\r\n"
    "a=fingerprint:sha-256 0B:E7:58:2C:91:D4:36:AF:7E:03:C9:64:18:BD:F2:45:A0:5C:E1:8F:27:6B:"
    "D3:90:4E:12:F8:A6:3C:75:09:DB\r\n"
    "a=group:BUNDLE 0\r\n"
    "a=ice-options:trickle\r\n"
    "a=msid-semantic:WMS *\r\n"
    "m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\n"
    "c=IN IP4 0.0.0.0\r\n"
    "a=candidate:0 1 UDP 2122252543 192.168.1.51 58342 typ host\r\n"
    "a=candidate:1 1 TCP 2105524479 192.168.1.51 9 typ host tcptype active\r\n"
    "a=candidate:2 1 UDP 1686052863 203.0.113.77 58342 typ srflx raddr 192.168.1.51 rport 58342\r\n"
    "a=sendrecv\r\n"
    "a=end-of-candidates\r\n"
    "a=ice-pwd:e07a5c3b9d1f2468ac0e1b3d5f7a9c2e\r\n"
    "a=ice-ufrag:b5d8a213\r\n"
    "a=mid:0\r\n"
    "a=setup:active\r\n"
    "a=sctp-port:5000\r\n"
    "a=max-message-size:1073741823\r\n"
)

SAMPLES = {
    "chromium-offer": ("offer", CHROMIUM_OFFER),
    "chromium-answer": ("answer", CHROMIUM_ANSWER),
    "firefox-offer": ("offer", FIREFOX_OFFER),
    "firefox-answer": ("answer", FIREFOX_ANSWER),
}
