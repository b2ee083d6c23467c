/* The microphone's sound as the host hears it (docs/phones.md, "Hold to talk"): whatever the
 * AudioContext's rate and channels, 16 kHz mono int16 in chunks of 320 samples (20 ms).
 *
 * talk.js tells it which utterance is being captured ({utterance: n}, 0 for none); each chunk
 * is posted as {utterance, samples: Int16Array} with its buffer transferred. A new utterance
 * starts from silence, so no sound from before the button was pressed is ever sent.
 */
"use strict";

const OUT_RATE = 16000;
const CHUNK = 320;
const CUTOFF_HZ = 7000;
const TAPS = 95; // odd, so the filter is symmetric about one sample: a whole-sample delay

/* A windowed-sinc low-pass (Blackman window) at `cutoff` cycles per sample, gain 1 at 0 Hz.
 * Above 16 kHz the sound between 8 kHz and half the input rate would otherwise fold down
 * onto the speech below 8 kHz. At 48 kHz, 95 taps pass up to 6 kHz (within 0.1 dB), are 3 dB
 * down at 6.75 kHz and 60 dB down from 8.3 kHz on. */
function lowPass(cutoff) {
  const taps = new Float32Array(TAPS);
  const middle = (TAPS - 1) / 2;
  let sum = 0;
  for (let i = 0; i < TAPS; i++) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const phase = (2 * Math.PI * i) / (TAPS - 1);
    const blackman = 0.42 - 0.5 * Math.cos(phase) + 0.08 * Math.cos(2 * phase);
    taps[i] = sinc * blackman;
    sum += taps[i];
  }
  return taps.map((tap) => tap / sum);
}

class TalkProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.step = sampleRate / OUT_RATE; // input samples per output sample
    this.taps = this.step > 1 ? lowPass(CUTOFF_HZ / sampleRate) : null;
    // The last TAPS input samples twice over, so the newest TAPS are always contiguous.
    this.history = new Float32Array(2 * TAPS);
    this.utterance = 0;
    this.port.onmessage = (event) => this.begin(event.data.utterance);
    this.begin(0);
  }

  begin(utterance) {
    this.utterance = utterance;
    this.history.fill(0);
    this.newest = 0;
    this.previous = 0; // the last filtered input sample
    this.phase = 1; // where the next output sample falls, in input samples after `previous`
    this.chunk = new Int16Array(CHUNK);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (this.utterance === 0 || !channels || channels.length === 0) return true;
    const length = channels[0].length;
    for (let i = 0; i < length; i++) {
      let mono = 0;
      for (const channel of channels) mono += channel[i];
      this.take(this.filter(mono / channels.length));
    }
    return true;
  }

  filter(sample) {
    if (this.taps === null) return sample;
    this.newest = (this.newest + 1) % TAPS;
    this.history[this.newest] = sample;
    this.history[this.newest + TAPS] = sample;
    let sum = 0;
    const start = this.newest + 1; // the oldest of the TAPS newest samples
    for (let k = 0; k < TAPS; k++) sum += this.taps[k] * this.history[start + k];
    return sum;
  }

  /* Linear interpolation between filtered input samples at the output's instants. */
  take(sample) {
    while (this.phase <= 1) {
      this.emit(this.previous + (sample - this.previous) * this.phase);
      this.phase += this.step;
    }
    this.phase -= 1;
    this.previous = sample;
  }

  emit(value) {
    const clipped = Math.max(-1, Math.min(1, value));
    this.chunk[this.filled++] = Math.round(clipped * 32767);
    if (this.filled === CHUNK) {
      const samples = this.chunk;
      this.port.postMessage({ utterance: this.utterance, samples }, [samples.buffer]);
      this.chunk = new Int16Array(CHUNK);
      this.filled = 0;
    }
  }
}

registerProcessor("partyhost-talk", TalkProcessor);
