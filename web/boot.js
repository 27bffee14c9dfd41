// Boot progress (placeholder; the real loading screen lands with the UI).
document.getElementById("loading-step").textContent = "Starting Python…";
