/* Hold to talk (docs/phones.md): the phone's microphone streamed to the host as one utterance
 * at a time, 16 kHz mono int16 in binary frames (an 8-byte header: the utterance and the
 * frame's sequence number, both uint32 little-endian; then the samples).
 *
 *   const talk = PartyhostTalk.create({send, sendBinary, onState});
 *   talk.start(questionId)  // button pressed: "talk start", then the frames (a promise)
 *   talk.stop()             // button released: "talk end"
 *   talk.cancel()           // the player slid away: "talk cancel"
 *   talk.close()            // cancel, and let go of the microphone (the seat went elsewhere)
 *   talk.busy               // from start until the utterance is over
 *
 * send(object) sends a JSON message, sendBinary(arrayBuffer) a binary frame; onState(text)
 * is told "Listening…" when capture begins, "" when it ends, and a sentence for the player
 * when the microphone cannot be used. At 8 seconds the utterance ends by itself ("talk end",
 * and onState says that eight seconds is the most). A press released before the microphone
 * first opened (a permission prompt took the player's finger away) sends nothing, and
 * onState says to press again.
 *
 * The microphone stays open from the first utterance on: opening it again takes long enough
 * on a phone to lose the first syllable, and some browsers would ask for permission each time.
 * Nothing is sent between utterances; the worklet drops the sound there.
 */
"use strict";

window.PartyhostTalk = (() => {
  const WORKLET = "/static/talk-worklet.js";
  const MAX_SAMPLES = 8 * 16000;
  const HEADER_BYTES = 8;
  const READY = "The microphone is ready: press again and speak.";
  const CONSTRAINTS = {
    audio: {
      channelCount: 1,
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    },
  };

  function explain(error) {
    switch (error && error.name) {
      case "Insecure":
        return "The microphone only works on a secure (https) page: open your link again.";
      case "Unsupported":
        return "This browser cannot record for the game: tap your answer instead.";
      case "NotAllowedError":
      case "SecurityError":
        return "The microphone is not allowed: allow it in the browser, or tap your answer.";
      case "NotFoundError":
      case "OverconstrainedError":
        return "This phone has no microphone the page can use: tap your answer instead.";
      case "NotReadableError":
      case "AbortError":
        return "The microphone is busy in another app: close it and try again.";
      default:
        return "The microphone could not start: tap your answer instead.";
    }
  }

  function failure(name) {
    return Object.assign(new Error(name), { name });
  }

  function frame(utterance, sequence, samples) {
    const buffer = new ArrayBuffer(HEADER_BYTES + 2 * samples.length);
    const view = new DataView(buffer);
    view.setUint32(0, utterance, true);
    view.setUint32(4, sequence, true);
    for (let i = 0; i < samples.length; i++) {
      view.setInt16(HEADER_BYTES + 2 * i, samples[i], true);
    }
    return buffer;
  }

  function create(options) {
    let opening = null; // the promise of the open microphone and worklet, once asked for
    let node = null;
    let context = null;
    let stream = null;
    let wanted = false; // pressed and not yet released
    let utterance = 0; // the last utterance begun, counted from 1
    let capturing = false;
    let sequence = 0;
    let sent = 0; // samples sent in this utterance

    const talk = {
      busy: false,
      start,
      stop: () => finish("end", ""),
      cancel: () => finish("cancel", ""),
      close,
    };

    async function open() {
      if (!window.isSecureContext) throw failure("Insecure");
      const AudioContextClass = window.AudioContext || window.webkitAudioContext;
      const worklets = AudioContextClass && "audioWorklet" in AudioContextClass.prototype;
      if (!navigator.mediaDevices || !worklets) throw failure("Unsupported");
      // Made before the first await, while the press still counts as the player's gesture:
      // a browser starts a context made later suspended, and silent.
      const made = new AudioContextClass();
      let tracks = null;
      try {
        tracks = await navigator.mediaDevices.getUserMedia(CONSTRAINTS);
        await made.audioWorklet.addModule(WORKLET);
        const source = made.createMediaStreamSource(tracks);
        // No outputs: the graph pulls the node without it being heard on the speaker.
        node = new AudioWorkletNode(made, "partyhost-talk", { numberOfOutputs: 0 });
        node.port.onmessage = (event) => chunk(event.data);
        source.connect(node);
        context = made;
        stream = tracks;
      } catch (error) {
        if (tracks !== null) for (const track of tracks.getTracks()) track.stop();
        made.close();
        throw error;
      }
    }

    function close() {
      finish("cancel", "");
      const was = opening;
      opening = null;
      if (was === null) return;
      was.then(() => {
        for (const track of stream.getTracks()) track.stop();
        context.close();
        stream = null;
        context = null;
        node = null;
      }, () => undefined);
    }

    async function start(questionId) {
      if (talk.busy) return;
      talk.busy = true;
      wanted = true;
      const first = opening === null;
      try {
        if (first) opening = open();
        await opening;
      } catch (error) {
        opening = null; // a later press asks again (the player may have allowed it since)
        talk.busy = false;
        wanted = false;
        options.onState(explain(error));
        return;
      }
      // The system suspends a context during a phone call, say; resuming fails only once the
      // context is closed, and then the utterance is silence, which the host says it missed.
      if (context.state !== "running") await context.resume().catch(() => undefined);
      if (!wanted) {
        talk.busy = false; // released before the microphone was open: nothing to send
        if (first && opening !== null) options.onState(READY); // not once closed
        return;
      }
      utterance += 1;
      sequence = 0;
      sent = 0;
      capturing = true;
      options.send({ type: "talk", action: "start", id: questionId, utterance });
      node.port.postMessage({ utterance });
      options.onState("Listening…");
    }

    function chunk({ utterance: number, samples }) {
      if (!capturing || number !== utterance) return;
      const room = MAX_SAMPLES - sent;
      const kept = samples.length > room ? samples.subarray(0, room) : samples;
      options.sendBinary(frame(utterance, sequence, kept));
      sequence += 1;
      sent += kept.length;
      if (sent >= MAX_SAMPLES) finish("end", "Eight seconds is the most: that is sent.");
    }

    function finish(action, state) {
      wanted = false;
      if (!capturing) return;
      capturing = false;
      talk.busy = false;
      node.port.postMessage({ utterance: 0 });
      options.send({ type: "talk", action, utterance });
      options.onState(state);
    }

    return talk;
  }

  return { create };
})();
