// Reading a QR code from the camera where the browser has no BarcodeDetector (Firefox,
// Safari, Chromium on Linux): web/devices.py adds this script, and jsQR (the decoder the
// build vendors from npm, named in #qr-reader: tools/site_qr.py), when such a browser
// starts a scan, never at boot.  devices.py keeps the camera and the loop (a few reads a
// second, as with BarcodeDetector); each read here draws the video's current frame onto
// a canvas that is never shown and hands its pixels to jsQR.
"use strict";
(() => {
  // The longest side a frame is read at: a pairing code fills a good part of the view,
  // and a phone reads a 720-pixel frame in tens of milliseconds on the page's thread.
  const SIDE = 720;
  let canvas = null;

  // The text of the QR code in the video's current frame, or "" (none seen, or no frame yet).
  function read(video) {
    const width = video.videoWidth, height = video.videoHeight;
    if (!width || !height || typeof jsQR !== "function") return "";
    const scale = Math.min(1, SIDE / Math.max(width, height));
    const w = Math.round(width * scale), h = Math.round(height * scale);
    canvas ||= document.createElement("canvas");
    if (canvas.width !== w || canvas.height !== h) { canvas.width = w; canvas.height = h; }
    const context = canvas.getContext("2d", {willReadFrequently: true});
    context.drawImage(video, 0, 0, w, h);
    // The page draws its codes dark on light: no need to look for inverted ones too.
    const found = jsQR(context.getImageData(0, 0, w, h).data, w, h, {inversionAttempts: "dontInvert"});
    return found ? found.data : "";
  }

  window.quintetScan = {read};
})();
