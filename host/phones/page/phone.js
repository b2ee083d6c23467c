/* The phone page of partyhost: one seat's view of the game over the host's WebSocket, as
 * docs/phones.md describes. No build step and nothing fetched but the host's own socket.
 *
 * Stable DOM hooks (the browser tests use them; docs/phones.md lists them too):
 *   #name, #game        the player's name and the game
 *   #connection         "Connecting…", "Connected", "Reconnecting…" or "Closed" (text)
 *   #speak              checkbox: read new private lines and questions aloud (remembered)
 *   #notice             a taken or error message (hidden when none)
 *   #question           the question put to this player (hidden when none)
 *   #question-text      its text
 *   button.choice       one per choice, the choice as its text
 *   #answer-text, #answer-send   the text field and Send button of an open question
 *   #answered           what this phone answered last
 *   #private            this seat's private lines, one li each, newest first
 *   #caption            the last public line; #turn whose turn; #score the score
 *   #said, #asked       live regions: new private lines (polite), new questions (assertive)
 *   #talk               reserved for a hold-to-talk button
 */
"use strict";

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8000;
const SPEAK_KEY = "partyhost.speak";

const $ = (id) => document.getElementById(id);

const page = {
  token: null,
  socket: null,
  retryMs: RETRY_FIRST_MS,
  retryTimer: null,
  taken: false,
  lines: null, // the private lines last shown, oldest first; null before the first state
  questionId: null,
  sent: null, // the id of the question this phone answered, until the host refuses the answer
  confirmed: false, // whether the host said it took that answer
};

function start() {
  const match = location.pathname.match(/^\/p\/([^/]+)\/?$/);
  setUpSpeaking();
  $("answer-form").addEventListener("submit", sendTyped);
  if (!match) {
    notice("This address names no seat: scan your code again.");
    setConnection("Closed");
    return;
  }
  page.token = match[1];
  // A phone that wakes up reconnects at once rather than at the end of its backoff.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") reconnectNow();
  });
  window.addEventListener("online", reconnectNow);
  connect();
}

function connect() {
  page.retryTimer = null;
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/ws/${page.token}`);
  page.socket = socket;
  socket.addEventListener("open", () => {
    page.retryMs = RETRY_FIRST_MS;
    // An answer the host never confirmed may have been lost with the old connection.
    if (!page.confirmed) page.sent = null;
    setConnection("Connected");
  });
  socket.addEventListener("message", (event) => receive(event.data));
  socket.addEventListener("close", () => {
    if (page.socket === socket) closed();
  });
}

function closed() {
  page.socket = null;
  if (page.taken) {
    setConnection("Closed");
    return;
  }
  setConnection("Reconnecting…");
  page.retryTimer = setTimeout(connect, page.retryMs);
  page.retryMs = Math.min(page.retryMs * 2, RETRY_MAX_MS);
}

function reconnectNow() {
  if (page.retryTimer === null) return;
  clearTimeout(page.retryTimer);
  page.retryMs = RETRY_FIRST_MS;
  connect();
}

function receive(data) {
  let message;
  try {
    message = JSON.parse(data);
  } catch {
    return;
  }
  if (message.type === "state") {
    render(message);
  } else if (message.type === "taken") {
    // The seat's secrets now show on the other phone; this one may be left on the table.
    page.taken = true;
    $("question").hidden = true;
    for (const id of ["private", "question-text", "choices", "said", "asked"]) {
      $(id).replaceChildren();
    }
    notice(message.why);
  } else if (message.type === "error") {
    notice(message.why);
    page.sent = null;
    updateControls();
  } else if (message.type === "answered") {
    page.confirmed = message.id === page.sent;
    $("answered").textContent = `Your answer: ${message.text}.`;
  }
}

function render(state) {
  $("name").textContent = state.name;
  $("game").textContent = state.game;
  document.title = `${state.name}: ${state.game}`;
  renderLines(state.private);
  $("caption").textContent = state.caption;
  showText($("turn"), state.turn);
  showText($("score"), state.score);
  renderQuestion(state.question);
}

function renderLines(lines) {
  // The lines a reloaded page finds were already told; only those that come later are news.
  const news = page.lines === null ? [] : newLines(page.lines, lines);
  page.lines = lines;
  const items = lines.map((line) => {
    const item = document.createElement("li");
    item.textContent = line;
    return item;
  });
  items.reverse();
  if (items.length) items[0].className = "newest";
  $("private").replaceChildren(...items);
  if (news.length) tell($("said"), news.join(" "));
}

/* The lines of `now` that `before` did not end with: the host may drop its oldest lines. */
function newLines(before, now) {
  for (let kept = Math.min(before.length, now.length); kept > 0; kept--) {
    const tail = before.slice(before.length - kept);
    if (tail.every((line, i) => line === now[i])) return now.slice(kept);
  }
  return now;
}

function renderQuestion(question) {
  const box = $("question");
  if (!question) {
    box.hidden = true;
    page.questionId = null;
    $("asked").replaceChildren();
    return;
  }
  // The same question again (a caption changed, a reconnection): keep its focus and typing.
  if (question.id === page.questionId) {
    updateControls();
    return;
  }
  page.questionId = question.id;
  page.sent = null;
  if (question.private) $("mine").insertBefore(box, $("private"));
  else $("mine").before(box);
  box.classList.toggle("private", question.private);
  $("question-text").textContent = question.text;
  const choices = question.choices.map((choice) => {
    const button = document.createElement("button");
    button.type = "button";
    button.className = "choice";
    button.textContent = choice;
    button.addEventListener("click", () => answer(choice));
    return button;
  });
  $("choices").replaceChildren(...choices);
  $("choices").hidden = choices.length === 0;
  $("answer-form").hidden = !question.open;
  $("answer-text").value = "";
  $("answered").textContent = "";
  updateControls();
  box.hidden = false;
  tell($("asked"), question.text);
  (choices[0] || $("answer-text")).focus();
}

function sendTyped(event) {
  event.preventDefault();
  const text = $("answer-text").value.trim();
  if (text) answer(text);
  else $("answer-text").focus();
}

function answer(text) {
  if (!page.socket || page.socket.readyState !== WebSocket.OPEN) {
    notice("Not connected: wait for “Connected”, then answer again.");
    return;
  }
  page.socket.send(JSON.stringify({ type: "answer", id: page.questionId, text }));
  page.sent = page.questionId;
  page.confirmed = false;
  $("notice").hidden = true;
  $("answered").textContent = `Sent: ${text}.`;
  // Focus leaves the question before its controls are disabled, or it would be lost.
  $("answered").focus();
  updateControls();
}

/* A question's controls wait while the host has this phone's answer to it: no double answers. */
function updateControls() {
  const waiting = page.sent !== null && page.sent === page.questionId;
  for (const control of $("question").querySelectorAll("button, input")) {
    control.disabled = waiting;
  }
}

function setConnection(text) {
  $("connection").textContent = text;
}

function notice(text) {
  $("notice").textContent = text;
  $("notice").hidden = false;
}

function showText(element, text) {
  element.textContent = text;
  element.hidden = !text;
}

/* A new node in a live region is announced even when its text is the same as the last. */
function tell(region, text) {
  const said = document.createElement("p");
  said.textContent = text;
  region.replaceChildren(said);
  if ($("speak").checked) speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

function setUpSpeaking() {
  const box = $("speak");
  if (!("speechSynthesis" in window)) {
    box.disabled = true;
    document.querySelector("label[for=speak]").append(" (not on this phone)");
    return;
  }
  box.checked = remembered() === "yes";
  box.addEventListener("change", () => {
    remember(box.checked ? "yes" : "no");
    if (!box.checked) speechSynthesis.cancel();
  });
}

/* localStorage throws where the browser forbids it (private modes): the option is then unsaved. */
function remembered() {
  try {
    return localStorage.getItem(SPEAK_KEY);
  } catch {
    return null;
  }
}

function remember(value) {
  try {
    localStorage.setItem(SPEAK_KEY, value);
  } catch {
    // Not remembered: the box still works for this visit.
  }
}

start();
