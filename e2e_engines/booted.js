// Whether the boot has ended, one way or another (one expression, as
// boot_profile.js: Selenium evaluates it as `return (<this file>)`, Puppeteer
// as is): html[data-ready], a boot failure shown by web/boot.js in
// #loading-error, or a complete document without that box (not the game's
// page: a browser error page).  While web/boot.js starts the page again after
// a runtime crash, the new document is still loading: the wait goes on.
(() => {
  const box = document.getElementById("loading-error");
  if (document.documentElement.hasAttribute("data-ready")) return true;
  return box ? !box.hidden : document.readyState === "complete";
})()
