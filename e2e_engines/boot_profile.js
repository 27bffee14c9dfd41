// Where a page load spent its time, as printable lines (one expression, no
// statements outside it: both smoke tests evaluate this file in the page after
// html[data-ready], Selenium as `return (<this file>)`, Puppeteer as is).
//
// Reads only what the browser records anyway: the page's clock, resource
// timing (every file fetched, with start, end and size), and the marks
// web/boot.js sets at each PyScript boot step ("py: Loading Pyodide", ...)
// and when the app is ready ("quintet:ready"). All times are milliseconds
// from the start of the navigation. Prints numbers; asserts nothing.
(() => {
  const ms = (t) => String(Math.round(t)).padStart(6) + " ms";
  const name = (url) => new URL(url, location.href).pathname.replace(/^.*\//, "") || "/";
  const nav = performance.getEntriesByType("navigation")[0];
  const ready = performance.getEntriesByName("quintet:ready", "mark")[0];
  const lines = [];
  lines.push("  ready (html[data-ready])" + (ready ? ms(ready.startTime) : " not marked; now " + ms(performance.now())));
  if (nav) {
    lines.push(`  page: response end${ms(nav.responseEnd)}, DOMContentLoaded${ms(nav.domContentLoadedEventEnd)}` +
      (nav.workerStart > 0 ? " (from the service worker)" : ""));
  }
  // Boot steps: each mark, and the time since the previous one.
  let previous = 0;
  const marks = performance.getEntriesByType("mark").filter((m) => m.name.startsWith("py: ") || m.name === "quintet:ready");
  for (const mark of marks) {
    lines.push(`  step ${mark.name.padEnd(28)}${ms(mark.startTime)}  (+${Math.round(mark.startTime - previous)})`);
    previous = mark.startTime;
  }
  // The runtime's large files (in the order fetched), then the slowest of the rest. Size is
  // what crossed the network: 0 from the HTTP cache or the service worker.
  const KEY = /pyodide\.m?js$|pyodide\.asm\.|python_stdlib[-\w]*\.zip$|games-\w+\.zip$|core-\w+\.js$|main\.py$/;
  const loaded = performance.getEntriesByType("resource").filter((r) => !ready || r.startTime <= ready.startTime);
  const key = loaded.filter((r) => KEY.test(name(r.name))).sort((a, b) => a.startTime - b.startTime);
  const rest = loaded.filter((r) => !KEY.test(name(r.name))).sort((a, b) => b.duration - a.duration).slice(0, 3);
  for (const r of [...key, ...rest]) {
    const kb = Math.round((r.transferSize || 0) / 1024);
    lines.push(`  fetch ${name(r.name).padEnd(28)}${ms(r.startTime)} ->${ms(r.responseEnd)}  took${ms(r.duration)}` +
      `  ${String(kb).padStart(5)} kB over the wire`);
  }
  return lines.join("\n");
})()
