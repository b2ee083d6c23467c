/* "Your turn", felt in a pocket or another tab (docs/phones.md, "Your turn"): when a question
 * comes to this phone it vibrates where the browser allows it, plays a short chime if the
 * player ticked #sound (made here with WebAudio, no sound file), and the page's title says
 * "Your turn - partyhost" until the question is answered or gone.
 *
 *   const turn = PartyhostTurn.create({remembered, remember});
 *   turn.title(text)  // the page's title when it is not the player's turn
 *   turn.asked()      // a new question for this phone
 *   turn.done()       // answered, or gone: the title comes back
 */
"use strict";

window.PartyhostTurn = (() => {
  const SOUND_KEY = "partyhost.sound";
  const YOUR_TURN = "Your turn - partyhost";
  const BUZZ_MS = [120, 80, 120];
  // Two rising notes (a fifth apart), each a soft bell: a quick attack and a short decay.
  const NOTES = [
    { hz: 660, at: 0, seconds: 0.18 },
    { hz: 990, at: 0.14, seconds: 0.3 },
  ];
  const LOUDNESS = 0.25;

  function create(options) {
    const box = document.getElementById("sound");
    let audio = null; // made on the player's tick: browsers start sound only after a gesture
    let plain = "partyhost";
    let waiting = false;

    function context() {
      const Context = window.AudioContext || window.webkitAudioContext;
      if (!audio && Context) audio = new Context();
      return audio;
    }

    box.checked = options.remembered(SOUND_KEY) === "yes";
    box.addEventListener("change", () => {
      options.remember(SOUND_KEY, box.checked ? "yes" : "no");
      if (box.checked) chime(); // the tick is the gesture that lets the page play sound
    });

    function chime() {
      const sound = context();
      if (!sound) return;
      if (sound.state === "suspended") sound.resume().catch(() => {});
      const start = sound.currentTime + 0.02;
      for (const note of NOTES) {
        const tone = sound.createOscillator();
        const level = sound.createGain();
        tone.type = "sine";
        tone.frequency.value = note.hz;
        level.gain.setValueAtTime(0, start + note.at);
        level.gain.linearRampToValueAtTime(LOUDNESS, start + note.at + 0.01);
        level.gain.exponentialRampToValueAtTime(0.001, start + note.at + note.seconds);
        tone.connect(level).connect(sound.destination);
        tone.start(start + note.at);
        tone.stop(start + note.at + note.seconds + 0.02);
      }
    }

    function buzz() {
      if (typeof navigator.vibrate !== "function") return;
      try {
        navigator.vibrate(BUZZ_MS); // refused (false) before the player has touched the page
      } catch {
        // Not allowed here: the title and the sound still say it.
      }
    }

    return {
      title(text) {
        plain = text;
        if (!waiting) document.title = text;
      },
      asked() {
        waiting = true;
        document.title = YOUR_TURN;
        buzz();
        if (box.checked) chime();
      },
      done() {
        waiting = false;
        document.title = plain;
      },
    };
  }

  return { create };
})();
