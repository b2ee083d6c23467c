/* The page's options, remembered on this phone: read aloud (#speak) and the plain look
 * (#plain), and the storage the other options use (the talk toggle, the chime).
 *
 *   PartyhostOptions.setUp()              // ticks the boxes as remembered, and wires them
 *   PartyhostOptions.remembered(key)      // a remembered value, or null
 *   PartyhostOptions.remember(key, value) // remembered where the browser allows it
 */
"use strict";

window.PartyhostOptions = (() => {
  const SPEAK_KEY = "partyhost.speak";
  const PLAIN_KEY = "partyhost.plain";
  const $ = (id) => document.getElementById(id);

  function setUpSpeaking() {
    const box = $("speak");
    if (!("speechSynthesis" in window)) {
      box.disabled = true;
      document.querySelector("label[for=speak]").append(" (not on this phone)");
      return;
    }
    box.checked = remembered(SPEAK_KEY) === "yes";
    box.addEventListener("change", () => {
      remember(SPEAK_KEY, box.checked ? "yes" : "no");
      if (!box.checked) speechSynthesis.cancel();
    });
  }

  /* The plain look (no game colours), remembered: for a player who needs the most contrast. */
  function setUpPlain() {
    const box = $("plain");
    box.checked = remembered(PLAIN_KEY) === "yes";
    document.body.classList.toggle("plain", box.checked);
    box.addEventListener("change", () => {
      remember(PLAIN_KEY, box.checked ? "yes" : "no");
      document.body.classList.toggle("plain", box.checked);
    });
  }

  /* localStorage throws where the browser forbids it (private modes): the option is then unsaved. */
  function remembered(key) {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  }

  function remember(key, value) {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Not remembered: the box still works for this visit.
    }
  }

  function setUp() {
    setUpSpeaking();
    setUpPlain();
  }

  return { setUp, remembered, remember };
})();
