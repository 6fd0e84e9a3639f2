// Spec §2: Internet Explorer cannot run the app's modules; only it runs this nomodule script.
// A file, not an inline script: the Content-Security-Policy allows scripts from our origin only.
document.getElementById("ie-notice").removeAttribute("hidden");
