// Boot must never depend on storage.
//
// PyScript opens an IndexedDB database (its package cache) before it loads
// Pyodide, and stops there when the browser refuses: in a cross-site iframe
// with third-party storage blocked, in some private windows, with site data
// disabled.  This classic script runs before any module, so before PyScript,
// and makes a refused indexedDB.open() answer from memory instead: PyScript
// gets an empty cache that lasts as long as the page, which is all it needs
// (Quintet ships no packages through that cache).
//
// Quintet's own saves use localStorage; the Python side (games.ui.storage)
// reports whether they are kept, kept in this tab only, or not kept because
// the storage is full.  scope.quintetIndexedDB tells tests and the About
// screen which path IndexedDB took: "pending", "ok" or "memory".
//
// Workers (the computer player is a PyScript worker) boot their own Pyodide
// and open the same cache, so every module worker the page starts from a
// blob: URL (that is how PyScript starts them) imports this file first.

(function () {
  "use strict";
  const scope = globalThis;
  if (scope.document && scope.Worker && !scope.Worker.quintetGuarded) guardWorkers(scope);
  const factory = scope.IDBFactory && scope.IDBFactory.prototype;
  scope.quintetIndexedDB = "pending";
  if (!factory || typeof factory.open !== "function") {
    scope.quintetIndexedDB = "memory";
    return;
  }
  const realOpen = factory.open;
  const databases = new Map(); // name -> Map(storeName -> Map(key -> value))

  // A request that settles on the next microtask, like IndexedDB's own
  // (callers attach onsuccess/onerror right after the call returns).
  function settle(request, run) {
    queueMicrotask(() => {
      try {
        request.result = run();
        request.readyState = "done";
        if (request.onsuccess) request.onsuccess({ type: "success", target: request });
      } catch (error) {
        request.error = error;
        request.readyState = "done";
        if (request.onerror) request.onerror({ type: "error", target: request });
      }
    });
    return request;
  }

  function newRequest() {
    return { result: undefined, error: null, readyState: "pending", onsuccess: null, onerror: null };
  }

  function objectStore(entries) {
    const clone = (value) => (value === undefined ? value : structuredClone(value));
    return {
      get: (key) => settle(newRequest(), () => clone(entries.get(key))),
      getKey: (key) => settle(newRequest(), () => (entries.has(key) ? key : undefined)),
      getAll: () => settle(newRequest(), () => [...entries.values()].map(clone)),
      getAllKeys: () => settle(newRequest(), () => [...entries.keys()]),
      count: () => settle(newRequest(), () => entries.size),
      put: (value, key) => settle(newRequest(), () => (entries.set(key, clone(value)), key)),
      add: (value, key) => settle(newRequest(), () => {
        if (entries.has(key)) throw new DOMException("Key already exists", "ConstraintError");
        entries.set(key, clone(value));
        return key;
      }),
      delete: (key) => settle(newRequest(), () => void entries.delete(key)),
      clear: () => settle(newRequest(), () => void entries.clear()),
    };
  }

  function memoryDatabase(name) {
    const stores = databases.get(name) || new Map();
    databases.set(name, stores);
    const names = () => [...stores.keys()];
    const transaction = (scope) => {
      const tx = { oncomplete: null, onerror: null, onabort: null, mode: "readwrite" };
      tx.objectStore = (store) => {
        if (!stores.has(store)) throw new DOMException(`No object store ${store}`, "NotFoundError");
        return objectStore(stores.get(store));
      };
      // A transaction completes after the requests made in this task.
      setTimeout(() => tx.oncomplete && tx.oncomplete({ type: "complete", target: tx }), 0);
      tx.objectStoreNames = [].concat(scope);
      return tx;
    };
    return {
      name,
      version: 1,
      get objectStoreNames() {
        const list = names();
        return Object.assign(list, { contains: (store) => stores.has(store) });
      },
      createObjectStore(store) {
        if (!stores.has(store)) stores.set(store, new Map());
        return objectStore(stores.get(store));
      },
      deleteObjectStore(store) {
        stores.delete(store);
      },
      transaction,
      close() {},
    };
  }

  // Opens `name` in memory and fires what a real open fires for a new database.
  function openInMemory(name, request) {
    const fresh = !databases.has(name);
    const db = memoryDatabase(name);
    queueMicrotask(() => {
      request.result = db;
      request.readyState = "done";
      if (fresh && request.onupgradeneeded) {
        const tx = db.transaction(db.objectStoreNames);
        request.transaction = tx;
        request.onupgradeneeded({ type: "upgradeneeded", target: request, oldVersion: 0, newVersion: 1 });
        request.transaction = null;
      }
      if (request.onsuccess) request.onsuccess({ type: "success", target: request });
    });
    return request;
  }

  // An open that neither succeeds nor fails (an old Safari bug) would leave the
  // page on "Starting…": after OPEN_TIMEOUT_MS it is answered from memory too.
  const OPEN_TIMEOUT_MS = 3000;

  factory.open = function open(name, version) {
    let request;
    try {
      request = realOpen.apply(this, arguments);
    } catch (error) {
      // Opaque origins and some private modes throw at once.
      scope.quintetIndexedDB = "memory";
      return openInMemory(String(name), Object.assign(newRequest(), { onupgradeneeded: null }));
    }
    // The caller's handlers are kept here and called by our own listeners, so a
    // refused or stuck open can be answered from memory instead (and a late
    // answer of the real one then reaches nobody).
    const handlers = { onsuccess: null, onerror: null, onupgradeneeded: null };
    for (const key of Object.keys(handlers)) {
      Object.defineProperty(request, key, {
        configurable: true,
        get: () => handlers[key],
        set: (handler) => {
          handlers[key] = handler;
        },
      });
    }
    let from = "pending"; // who answers the caller: the real database, or memory
    function fromMemory() {
      from = "memory";
      scope.quintetIndexedDB = "memory";
      openInMemory(String(name), Object.assign(newRequest(), handlers));
    }
    const timer = setTimeout(() => {
      if (from === "pending") fromMemory();
    }, OPEN_TIMEOUT_MS);
    request.addEventListener("upgradeneeded", (event) => {
      if (from === "memory") return;
      from = "real";
      clearTimeout(timer);
      if (handlers.onupgradeneeded) handlers.onupgradeneeded.call(request, event);
    });
    request.addEventListener("success", (event) => {
      if (from === "memory") {
        request.result.close(); // too late: the page goes on from memory
        return;
      }
      from = "real";
      clearTimeout(timer);
      if (scope.quintetIndexedDB === "pending") scope.quintetIndexedDB = "ok";
      if (handlers.onsuccess) handlers.onsuccess.call(request, event);
    });
    request.addEventListener("error", (event) => {
      // Refused (or failed while upgrading): answered from memory, the caller never sees it.
      event.preventDefault();
      event.stopImmediatePropagation();
      clearTimeout(timer);
      if (from !== "memory") fromMemory();
    });
    return request;
  };

  // Module workers started from blob: URLs run this file before their own code.
  function guardWorkers(page) {
    const RealWorker = page.Worker;
    const guardURL = new URL("./storage-guard.js", page.document.baseURI).href;
    class GuardedWorker extends RealWorker {
      constructor(url, options) {
        if (options && options.type === "module" && String(url).startsWith("blob:")) {
          const source = `import ${JSON.stringify(guardURL)};\nimport ${JSON.stringify(String(url))};\n`;
          url = URL.createObjectURL(new Blob([source], { type: "text/javascript" }));
        }
        super(url, options);
      }
    }
    GuardedWorker.quintetGuarded = true;
    page.Worker = GuardedWorker;
  }
})();
