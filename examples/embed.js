// The host page's side of the embedding example (examples/embed.html).
"use strict";

const QUINTET_URL = "https://quintet.example/?embed=1&game=quinamid";
const src = new URLSearchParams(location.search).get("quintet") || QUINTET_URL;
const frame = document.getElementById("quintet");
const origin = new URL(src, location.href).origin;
frame.src = src;

// Everything the game said, in order (a test reads it; a site would react to it).
window.quintetMessages = [];

window.addEventListener("message", (event) => {
  // Only the frame's own origin, and only Quintet's messages.
  if (event.origin !== origin || event.source !== frame.contentWindow) return;
  const data = event.data;
  if (!data || typeof data.type !== "string" || !data.type.startsWith("quintet:")) return;
  window.quintetMessages.push(data);
  const item = document.createElement("li");
  item.textContent = JSON.stringify(data);
  document.getElementById("log").appendChild(item);
});

document.getElementById("new-quinto").addEventListener("click", () => {
  frame.contentWindow.postMessage({ type: "quintet:new", game: "quinto", options: { players: 3 } }, origin);
});
