// WebRTC data channels for play across devices (loaded only when pairing starts:
// web/devices.py adds this script).  It keeps the connections and reports every event
// to one Python handler; what the events mean is decided in Python (games.ui.devices).
// No STUN or TURN server: iceServers is empty, so only host candidates are gathered
// and nothing leaves the local network.
"use strict";
(() => {
  const links = new Map(); // id -> {pc, channel}
  let sink = null;
  const tell = (id, kind, text) => { if (sink) sink(id, kind, text || ""); };

  function gathered(pc) {
    if (pc.iceGatheringState === "complete") return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => { if (pc.iceGatheringState === "complete") resolve(); };
      pc.addEventListener("icegatheringstatechange", done);
      setTimeout(resolve, 3000); // some browsers never say complete without a server
    });
  }

  function wire(id, pc, channel) {
    const link = links.get(id) || {pc};
    link.channel = channel;
    links.set(id, link);
    channel.onopen = () => tell(id, "open");
    channel.onmessage = (event) => tell(id, "message", String(event.data));
    channel.onclose = () => { if (links.get(id) === link) { links.delete(id); tell(id, "close"); } };
  }

  function fresh(id) {
    close(id);
    const pc = new RTCPeerConnection({iceServers: []});
    links.set(id, {pc});
    pc.addEventListener("connectionstatechange", () => {
      if (pc.connectionState === "failed" || pc.connectionState === "closed") {
        const link = links.get(id);
        if (link && link.pc === pc) { links.delete(id); tell(id, "close"); }
      }
    });
    return pc;
  }

  function close(id) {
    const link = links.get(id);
    if (!link) return;
    links.delete(id);
    try { if (link.channel) link.channel.close(); link.pc.close(); } catch (e) { /* already closed */ }
  }

  window.quintetRtc = {
    available: () => typeof RTCPeerConnection === "function",
    listen(handler) { sink = handler; },
    async offer(id) {
      const pc = fresh(id);
      wire(id, pc, pc.createDataChannel("quintet", {ordered: true}));
      await pc.setLocalDescription(await pc.createOffer());
      await gathered(pc);
      return pc.localDescription.sdp;
    },
    async accept(id, sdp) {
      const link = links.get(id);
      if (!link) throw new Error("no such link");
      await link.pc.setRemoteDescription({type: "answer", sdp});
    },
    async answer(id, sdp) {
      const pc = fresh(id);
      pc.ondatachannel = (event) => wire(id, pc, event.channel);
      await pc.setRemoteDescription({type: "offer", sdp});
      await pc.setLocalDescription(await pc.createAnswer());
      await gathered(pc);
      return pc.localDescription.sdp;
    },
    send(id, text) {
      const link = links.get(id);
      if (link && link.channel && link.channel.readyState === "open") { link.channel.send(text); return true; }
      return false;
    },
    close,
  };
})();
