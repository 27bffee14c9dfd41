// Boot progress and boot failures, before Python can speak for itself.
//
// A classic script (not a module) on purpose: a frame sandboxed without
// allow-same-origin has an opaque origin, where module scripts need CORS and
// never load, so only a classic script can say what is wrong there.
//
// Progress is real: it follows the runtime's own downloads (resource timing)
// as each large file arrives.  Strings here are shown before the translation
// table (in Python) is loaded, so they are kept to a minimum and replaced by
// translated text as soon as main.py runs.

(function () {
  "use strict";
  // The loading screen in the page's language, chosen as games.ui.i18n.choose_language
  // does: ?lang=, the saved choice, the browser's languages, English.  The words are the
  // loading.* entries of every language's catalog (src/games/ui/locales/<code>/strings.json),
  // the reasons a boot fails included, which the build writes on the next line
  // (tools/build_site.py, render_boot_words): their one source.  Unbuilt, a word is its key.
  // Only an error's own technical message stays as it is.
  const WORDS = {}; // every language's loading.* words: tools/build_site.py
  function pageLanguage() {
    const wanted = [new URLSearchParams(location.search).get("lang")];
    try {
      wanted.push(localStorage.getItem("quintet.lang"));
    } catch (error) {
      // storage refused (a private window, a blocked frame): the next choices decide
    }
    wanted.push(...(navigator.languages || [navigator.language]));
    for (const code of wanted) {
      const base = String(code || "").trim().replace("_", "-").split("-")[0].toLowerCase();
      if (Object.prototype.hasOwnProperty.call(WORDS, base)) return base;
    }
    return "en";
  }
  const lang = pageLanguage();
  const words = new Proxy(WORDS[lang] || {}, {get: (row, part) => row[part] ?? "loading." + String(part)});
  document.documentElement.lang = lang;
  // Each language but English is an archive of its own (tools/build_site.py names them in
  // #language-archives): the page's language is asked for with the app's own files (see
  // askForBootFiles), so the first screen is drawn in it without a wait after Python has
  // started.  web/language.py
  // takes the bytes (null when it did not load: the page then says so, in English).  An
  // English page asks for nothing more.
  function fetchLanguage() {
    if (lang === "en") return;
    let url = null;
    try {
      url = JSON.parse(document.getElementById("language-archives").textContent)[lang];
    } catch (error) {
      return; // no list (a page not built by tools/build_site.py): language.py decides
    }
    if (typeof url !== "string") return;
    const archive = fetch(url)
      .then((response) => (response.ok ? response.arrayBuffer() : null))
      .catch(() => null); // offline and not cached: never an unhandled rejection (a boot failure)
    window.quintetLanguageArchive = { code: lang, archive };
  }
  // A return visit starts Python from an image of its memory kept on the device (made and
  // opened by the loader, web/load-pyodide.mjs, under the loader's URL, which the build
  // writes into #python-image).  Reading its 31 MB takes a while, so it starts now, while
  // PyScript itself loads; the loader decides whether to use it.  Only on a visit the
  // service worker serves: the image is made on such a visit, never on a first one.
  function readPythonImage() {
    if (!(navigator.serviceWorker && navigator.serviceWorker.controller) || !self.caches) return;
    let key = null;
    try {
      key = new URL(JSON.parse(document.getElementById("python-image").textContent), location.href).href;
    } catch (error) {
      return; // no key (a page not built by tools/build_site.py)
    }
    const response = caches.open("python-image").then((cache) => cache.match(key)).catch(() => undefined);
    const bytes = response.then((found) => (found ? found.arrayBuffer() : null));
    bytes.catch(() => {}); // a failed read is the loader's to handle, if it uses the image at all
    window.quintetPythonImage = { key, found: response.then((found) => !!found), bytes };
  }
  const steps = [
    // [file name part, weight, text shown while it is the next thing awaited]
    ["pyscript/core.js", 5, words.runtime],
    ["pyodide.mjs", 5, words.runtime],
    ["pyodide.asm.wasm", 55, words.runtime],
    ["python_stdlib", 20, words.stdlib], // python_stdlib-<hash>.zip: the cut standard library
    ["games", 10, words.games],
    ["main.py", 5, words.starting],
  ];
  const done = new Set();
  const stepText = document.getElementById("loading-step");
  const bar = document.getElementById("loading-progress");
  const errorBox = document.getElementById("loading-error");
  const BOOT_TIMEOUT_MS = 120000;
  let chosen = false; // a game was tapped on the loading screen: main.py opens it when ready

  function update() {
    let value = 0;
    let next = null;
    for (const [part, weight, text] of steps) {
      if (done.has(part)) value += weight;
      else if (next === null) next = text;
    }
    bar.value = value;
    stepText.textContent = chosen ? words.starting : next ?? words.starting;
  }

  // Every file the boot needs, asked for at once instead of one after another as each
  // step finds the next: the build lists them as preload links, with their exact names,
  // and the runtime then reuses each response.  Two stages, so a phone's link carries
  // first what Python needs to start: the runtime (PyScript, Pyodide's wasm and standard
  // library, main.py: <template id="boot-preloads">), added right after the first paint
  // so the first screen never waits behind it; then, once the wasm and the standard
  // library have arrived, the app's own files (the games archive, the bridge's modules:
  // <template id="app-preloads">) and the page's language, which download while Python
  // starts (PyScript asks for them only after that).
  // A tab opened in the background skips this (PyScript may have asked for a file first,
  // and a preload after that would fetch it twice).  So does a page the service worker
  // serves (every visit after the first): its files are on the device, there is no network
  // wait to overlap, and a preloaded wasm loses the browser's cache of its compiled code
  // (measured warm: Python's start took twice as long, 0.28 s -> 0.55 s).
  const RUNTIME_ARRIVED = ["pyodide.asm.wasm", "python_stdlib"]; // names as in `steps`
  let appAskedFor = false;
  function addPreloads(id) {
    const template = document.getElementById(id);
    if (template) document.head.append(template.content.cloneNode(true));
  }
  function askForAppFiles() {
    if (appAskedFor) return;
    appAskedFor = true;
    addPreloads("app-preloads");
    fetchLanguage();
  }
  function askForBootFiles() {
    if (navigator.serviceWorker && navigator.serviceWorker.controller) return fetchLanguage();
    addPreloads("boot-preloads");
    whenArrived(RUNTIME_ARRIVED, askForAppFiles);
  }
  // Calls `then` once every file named in `parts` has arrived, or else when PyScript
  // starts loading its files (it asks for the app's files itself then, and a preload
  // must come before that request, not after it).  Arrivals are heard from resource
  // timing and, for the wasm, from web/load-pyodide.mjs's "quintet:wasm-compiled": Python
  // starts right after the wasm arrives and keeps the main thread busy, so resource
  // timing would tell of the wasm only once Python has started.
  function whenArrived(parts, then) {
    const arrived = new Set();
    function heard(name) {
      for (const part of parts) if (name.includes(part)) arrived.add(part);
      if (arrived.size === parts.length) then();
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) heard(entry.name);
    }).observe({ type: "resource", buffered: true });
    addEventListener("quintet:wasm-compiled", () => heard("pyodide.asm.wasm"), { once: true });
    addEventListener("py:progress", (event) => {
      if (event.detail === "Loading files") then();
    });
  }

  // The games to choose from while Python starts: tools/early_games.py wrote the list into
  // index.html in every language; this shows the page's own.  A tap is not lost: the
  // button stays pressed, the status says loading.starting, and main.py opens that game (its
  // new-game dialog or its tutorial) as soon as the app is ready (window.quintetEarlyTap).
  // Not for a share link, a framed page or a game to resume: those open their own screen.
  function offerGames() {
    if (location.search.includes("game=") || location.search.includes("embed=")) return;
    try {
      if (localStorage.getItem("quintet.last")) return;
    } catch (error) {
      // storage refused: there is no game to resume
    }
    const list = document.querySelector(`.early-games[lang="${lang}"]`);
    if (!list) return;
    list.hidden = false;
    document.getElementById("loading").classList.add("with-games");
    list.addEventListener("click", (event) => {
      const button = event.target.closest("button[data-early-game]");
      if (!button || document.documentElement.dataset.ready) return;
      for (const other of list.querySelectorAll("[aria-pressed]")) other.removeAttribute("aria-pressed");
      button.setAttribute("aria-pressed", "true");
      window.quintetEarlyTap = `${button.dataset.earlyGame} ${button.dataset.earlyAction}`;
      chosen = true;
      update();
    });
    performance.mark("quintet: screen"); // the first useful screen (bench/bench_boot.py)
  }

  function fail(reason) {
    if (document.documentElement.dataset.ready) return;
    if (errorBox.hidden) dispatchEvent(new Event("quintet:boot-failed"));
    errorBox.hidden = false;
    errorBox.textContent = words.failed.replace("{reason}", reason);
    stepText.textContent = "";
    bar.hidden = true;
    for (const list of document.querySelectorAll(".early-games")) list.hidden = true;
    document.getElementById("loading").classList.remove("with-games");
  }

  // Words for whatever a failed boot threw or rejected with: an Error has a
  // message; an Event (a script or file that failed to load) does not.
  function describe(reason) {
    if (reason && typeof reason.message === "string" && reason.message) return reason.message;
    if (reason instanceof Event) {
      const target = reason.target;
      const what = target && (target.src || target.href || target.url);
      if (what) return words.missing_file.replace("{file}", what);
      return words.missing;
    }
    return String(reason);
  }

  // A fatal error of the Python runtime while it boots leaves it unusable (Pyodide marks
  // the error pyodide_fatal_error; a WebAssembly trap is one too, such as the "Out of
  // bounds memory access" WebKit threw once in many boots), and a fresh start usually
  // works: the page reloads once by itself.  The retry is remembered for the tab
  // (sessionStorage) until a boot succeeds, so a runtime that fails every time shows its
  // error instead of reloading for ever; without sessionStorage there is no retry.
  const RETRY_KEY = "quintet.boot-retried";
  function crashed(error) {
    return !!error && (error.pyodide_fatal_error === true || error instanceof WebAssembly.RuntimeError);
  }
  // Whether ``error`` was a crash of the runtime, now handled: retried while booting, or
  // shown over the page once it was ready (false: any other error, or no retry left).
  function crashHandled(error) {
    if (!crashed(error)) return false;
    return document.documentElement.dataset.ready ? showCrashScreen(error) : retriedOnce(error);
  }
  // After the page was ready, a crash leaves a page that no longer answers: a screen over it
  // says so (in the words Python put there while it ran) and offers to reload, which
  // reopens the game as last autosaved.  Whether the last moves were saved is what the
  // page's save-state line showed (web/render.py hides it when the game is saved); on the
  // start screen no game is on show, so none is said to be saved.
  function showCrashScreen(error) {
    const screen = document.getElementById("crash-screen");
    if (!screen.hidden) return true;
    const saveState = document.getElementById("save-state");
    const unsaved = !!saveState && !saveState.hidden;
    const playing = document.getElementById("start-screen").hidden;
    document.getElementById("crash-saved").hidden = unsaved || !playing;
    document.getElementById("crash-unsaved").hidden = !unsaved;
    const button = document.getElementById("crash-reload");
    button.onclick = () => location.reload();
    // A tap beside the button keeps the focus on it, so Enter still reloads.
    screen.addEventListener("mousedown", (event) => {
      if (event.target !== button) event.preventDefault();
    });
    screen.hidden = false;
    document.documentElement.dataset.crashed = "1";
    document.getElementById("app").inert = true;
    button.focus();
    console.warn("Quintet: the Python runtime failed; the page must be reloaded", error);
    return true;
  }
  function retriedOnce(error) {
    try {
      if (sessionStorage.getItem(RETRY_KEY)) return false;
      sessionStorage.setItem(RETRY_KEY, "1");
    } catch {
      return false;
    }
    console.warn("Quintet: the Python runtime failed while starting; starting again", error);
    location.reload();
    return true;
  }
  addEventListener("quintet:ready", () => {
    try {
      sessionStorage.removeItem(RETRY_KEY);
    } catch {
      // no sessionStorage: nothing was remembered
    }
  }, { once: true });

  if (location.protocol === "file:") {
    fail(words.file);
  } else if (self.origin === "null") {
    fail(words.sandbox);
  } else if (typeof WebAssembly !== "object") {
    fail(words.no_wasm);
  } else {
    // Boot stages as performance marks, for measurements (e2e_engines/boot_profile.js
    // prints them per browser engine): PyScript's own progress steps ("py: Loading
    // Pyodide", "py: Loaded files", ...) and the moment the app is usable.
    addEventListener("py:progress", (event) => {
      if (typeof event.detail === "string") performance.mark("py: " + event.detail);
    });
    addEventListener("quintet:ready", () => performance.mark("quintet:ready"), { once: true });
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        for (const [part] of steps) {
          if (entry.name.includes(part)) done.add(part);
        }
      }
      update();
    });
    observer.observe({ type: "resource", buffered: true });
    readPythonImage();
    update();
    offerGames();
    if (document.visibilityState === "visible") requestAnimationFrame(() => setTimeout(askForBootFiles, 0));
    else fetchLanguage();
    window.addEventListener("error", (event) => {
      if (!crashHandled(event.error) && event.message) fail(event.message);
    });
    window.addEventListener("unhandledrejection", (event) => {
      if (!crashHandled(event.reason)) fail(describe(event.reason));
    });
    setTimeout(() => fail(words.timeout), BOOT_TIMEOUT_MS);
  }
})();
