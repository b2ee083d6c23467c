/* The phone page's talk button (docs/phones.md, "Hold to talk"): held to talk, or tapped to
 * start and again to stop when #talk-toggle is on; Space or Enter toggles it either way. Its
 * label and the #talk-state status line say, in words, what the microphone is doing.
 *
 *   const talking = PartyhostTalkButton.create({send, sendBinary, question, sent,
 *                                               remembered, remember});
 *   talking.cancel()      // drop what is being said (the question changed, a tap answered it)
 *   talking.close()       // cancel, and let go of the microphone (the seat went elsewhere)
 *   talking.heard(text)   // the host's "heard": what it took, or "" for nothing understood
 *   talking.clear()       // an empty status line (a new question)
 *
 * send and sendBinary go to the host (talk.js); question() is the id of the question on the
 * page, null when there is none or no connection to answer it; sent() is told when an
 * utterance went to the host as the seat's answer; remembered(key) and remember(key, value)
 * keep the option.
 */
"use strict";

window.PartyhostTalkButton = (() => {
  const TOGGLE_KEY = "partyhost.talkToggle";
  const LISTENING = "Listening…";
  const SENT = "Sent: listening to it…";
  const NOT_HEARD = "Not understood: say it again, or tap";

  function create(options) {
    const button = document.getElementById("talk");
    const toggle = document.getElementById("talk-toggle");
    const status = document.getElementById("talk-state");
    const talk = PartyhostTalk.create({
      send: options.send,
      sendBinary: options.sendBinary,
      onState: changed,
    });
    let listening = false;
    let holding = false; // started by a press that is still held, not by a tap or a key
    let cancelling = false; // the page itself is dropping the utterance

    toggle.checked = options.remembered(TOGGLE_KEY) === "yes";
    toggle.addEventListener("change", () => {
      options.remember(TOGGLE_KEY, toggle.checked ? "yes" : "no");
      show(status.textContent);
    });
    button.addEventListener("pointerdown", (event) => {
      if (toggle.checked || event.button !== 0) return;
      holding = true;
      start();
    });
    for (const type of ["pointerup", "pointercancel", "pointerleave"]) {
      button.addEventListener(type, () => {
        if (holding) stop();
      });
    }
    button.addEventListener("click", (event) => {
      // A held press was its pointer events' (this click comes after the release); a click
      // with no pointer behind it is a screen reader's, and toggles as a key does.
      if (toggle.checked || event.detail === 0) flip();
    });
    button.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      event.preventDefault(); // no click as well, nor one per repeat of a key held down
      if (!event.repeat) flip();
    });
    button.addEventListener("keyup", (event) => {
      if (event.key === " ") event.preventDefault();
    });
    // A long press is how to talk, not a call for the browser's menu.
    button.addEventListener("contextmenu", (event) => event.preventDefault());
    show("");

    function flip() {
      holding = false;
      if (talk.busy) stop();
      else start();
    }

    function start() {
      const question = options.question();
      if (button.disabled || question === null) return;
      talk.start(question);
    }

    function stop() {
      holding = false;
      talk.stop();
    }

    /* Drop what is being said (talk.cancel or talk.close): nothing goes to the host. */
    function drop(how) {
      holding = false;
      cancelling = true;
      how();
      cancelling = false;
    }

    /* talk.js's news: "Listening…", "" once the utterance is over, or a sentence to show. */
    function changed(text) {
      const was = listening;
      listening = text === LISTENING;
      if (was && !listening && !cancelling) {
        options.sent();
        show(text || SENT);
        return;
      }
      show(text);
    }

    function show(state) {
      let label = toggle.checked ? "Tap to talk" : "Hold to talk";
      if (listening) label = holding ? "Listening… let go to send" : "Listening… press again to send";
      button.textContent = label;
      button.classList.toggle("listening", listening);
      if (status.textContent !== state) status.textContent = state; // a change is news
    }

    return {
      cancel: () => drop(talk.cancel),
      close: () => drop(talk.close),
      heard: (text) => show(text ? `Heard: ${text}` : NOT_HEARD),
      clear: () => show(""),
    };
  }

  return { create };
})();
