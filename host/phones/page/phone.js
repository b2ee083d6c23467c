/* The phone page of partyhost: one seat's view of the game over the host's WebSocket, as
 * docs/phones.md describes. No build step and nothing fetched but the host's own socket.
 *
 * Stable DOM hooks (the browser tests use them; docs/phones.md lists them too):
 *   #name, #game        the player's name and the game
 *   #connection         "Connecting…", "Connected", "Reconnecting…", "Waiting for the host"
 *                       (the seat is another phone's) or "Closed" (text)
 *   #speak              checkbox: read new private lines and questions aloud (remembered)
 *   #notice             a taken or error message (hidden when none)
 *   #question           the question put to this player (hidden when none)
 *   #question-text      its text
 *   button.choice       one per choice: a card (button.card, data-card, data-choice, named by
 *                       the whole card; disabled with data-why when it cannot answer), or
 *                       the choice as its text
 *   #answer-text, #answer-send   the text field and Send button of an open question
 *   #question-context   what the table stands at as the question is put ("Clues so far: ...")
 *   #question-timer     the seconds left to answer, when the question has a timer
 *   #commands           the choices that change the game ("curse"), set apart below the
 *                       answers: button.choice.command each
 *   #lobby              before the game: "You're in, Ann." and whom the game waits for
 *   #answered           what this phone answered last
 *   #hand               the seat's cards (li.card) when no question is about them
 *   #latest             the newest private line, while its turn or round is played
 *   #private            this seat's private lines, one li each, newest first (in #history)
 *   #caption            the last public line; #turn whose turn; #score the score
 *   #said-list          the public lines before it, newest first (in #said-before)
 *   #said, #asked       live regions: new private lines (polite), new questions (assertive)
 *   #sound, #plain      checkboxes: a chime on your turn; the plain high-contrast look
 *   body[data-game]     the game's look: motdit, maury or fameus (body.plain: none)
 *   #ending             the final card, once the game is over: #ending-title who won,
 *                       #ending-you this player's own result, #ending-standings li (best first),
 *                       #closed the small line that says the links are closed
 *   #talk               the talk button, in the question: "Hold to talk" or "Tap to talk",
 *                       "Listening… let go to send" or "Listening… press again to send"
 *   #talk-toggle        checkbox: tap to start and tap to stop instead of holding (remembered)
 *   #talk-state         status: "Listening…", "Sent: listening to it…", "Heard: X", "Not
 *                       understood: say it again, or tap", why the microphone cannot be used,
 *                       or that it is ready (a first press let go before it opened)
 */
"use strict";

const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 8000;

const $ = (id) => document.getElementById(id);

const page = {
  token: null,
  socket: null,
  retryMs: RETRY_FIRST_MS,
  retryTimer: null,
  taken: false,
  over: false,
  lines: null, // the private lines last shown, oldest first; null before the first state
  questionId: null,
  sent: null, // the id of the question this phone answered, until the host refuses the answer
  confirmed: false, // whether the host said it took that answer
  talking: null, // the talk button (talk-button.js)
  turn: null, // the your-turn signals (turn.js)
  hand: null, // the seat's cards, as the last state gave them
  typed: false, // the answer waiting for the host was typed in the text field
  deadline: null, // when the question's time is up (performance.now()), if it has a timer
  unheard: false, // the host understood nothing of what was said; its error saying so comes next
};

function start() {
  const match = location.pathname.match(/^\/p\/([^/]+)\/?$/);
  PartyhostOptions.setUp();
  const { remembered, remember } = PartyhostOptions;
  page.turn = PartyhostTurn.create({ remembered, remember });
  page.talking = PartyhostTalkButton.create({
    send: (message) => sendRaw(JSON.stringify(message)),
    sendBinary: sendRaw,
    question: () => (connected() ? page.questionId : null),
    sent: () => waitFor($("talk-state")),
    remembered,
    remember,
  });
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
  window.addEventListener("pagehide", () => page.talking.cancel());
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
    // The host forgets an utterance whose connection closed: stop saying it to nobody.
    page.talking.cancel();
    if (page.socket === socket) closed();
  });
}

function closed() {
  page.socket = null;
  if (page.taken || page.over) {
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
    // A page told its seat was taken gets the seat's state once the host gives it the seat:
    // it starts again as the seat's own page.
    if (page.taken) location.reload();
    else render(message);
  } else if (message.type === "over") {
    // The host has stopped: no reconnecting, and nothing left to answer.
    page.over = true;
    page.talking.close();
    page.turn.done();
    $("question").hidden = true;
    // After the final card the closing is a small line under it, not an alarm.
    if (!$("ending").hidden) $("closed").hidden = false;
    else notice(message.why);
  } else if (message.type === "taken") {
    // The seat's secrets now show on the other phone; this one may be left on the table.
    page.taken = true;
    // A device told the seat is another phone's stays connected, in case the host gives it
    // the seat; one whose seat was given away is closed next.
    setConnection("Waiting for the host");
    page.talking.close();
    // Nothing of the seat's is left to show: no empty section headings either.
    for (const id of ["question", "hand-box", "mine", "table"]) $(id).hidden = true;
    page.turn.done();
    for (const id of ["private", "latest", "hand", "question-text", "question-context", "choices",
      "said", "asked"]) {
      $(id).replaceChildren();
    }
    delete $("choices").dataset.drawn; // what the choices were drawn from: the question, its cards
    $("talk-state").replaceChildren();
    notice(message.why);
  } else if (message.type === "error") {
    // The answer was not taken: only the refusal shows, not the answer as if it counted; a
    // typed one stays in its field, selected, for the next typing to replace.
    $("answered").textContent = "";
    // After a "heard" of nothing, #talk-state has already said what this error says; the
    // answers the speech came closest to are now buttons, and said so.
    if (message.offered.length) notice(`Did you say ${orList(message.offered)}? Tap it, or say it again.`);
    else if (!page.unheard) notice(message.why);
    page.unheard = false;
    page.sent = null;
    updateControls();
    if (page.typed && !$("answer-form").hidden) $("answer-text").select();
    page.typed = false;
  } else if (message.type === "answered") {
    page.confirmed = message.id === page.sent;
    $("answered").textContent = `Your answer: ${message.text}.`;
    $("notice").hidden = true;
  } else if (message.type === "heard") {
    page.confirmed = Boolean(message.text) && page.sent !== null;
    page.unheard = !message.text;
    page.talking.heard(message.text);
  }
}

function render(state) {
  $("name").textContent = state.name;
  $("game").textContent = state.game;
  page.turn.title(`${state.name}: ${state.game}`);
  page.hand = state.hand;
  document.body.dataset.game = state.hand ? state.hand.game : "";
  renderLines(state.private, state.past);
  $("caption").textContent = state.caption;
  PartyhostTable.said(state.said || []);
  showText($("turn"), state.turn);
  showText($("score"), state.score);
  renderQuestion(state.question);
  renderHand(state.question);
  PartyhostTable.ending(state.ending, tell);
  PartyhostTable.lobby(state);
}

/* The seat's cards to look at, unless the question on the page is about them. */
function renderHand(question) {
  const cards = page.hand ? page.hand.cards : [];
  const asked = question && question.cards.length > 0;
  $("hand-box").hidden = asked || cards.length === 0;
  if (!cards.length) return;
  $("hand-heading").textContent = page.hand.title;
  $("hand").replaceChildren(...cards.map((card) => PartyhostCards.face(page.hand, card)));
}

/* The seat's lines, oldest first; the first `past` of them were told in turns already over, so
   the newest is shown as the latest only when it belongs to the turn now played. */
function renderLines(lines, past) {
  // The lines a reloaded page finds were already told; only those that come later are news.
  const news = page.lines === null ? [] : newLines(page.lines, lines);
  page.lines = lines;
  const current = lines.length > past;
  const items = lines.map((line) => {
    const item = document.createElement("li");
    item.textContent = line;
    return item;
  });
  items.reverse();
  if (current) items[0].className = "newest";
  $("private").replaceChildren(...items);
  $("latest").textContent = current ? lines.at(-1) : "";
  $("history").hidden = lines.length < (current ? 2 : 1);
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
    page.talking.cancel();
    box.hidden = true;
    if (page.questionId !== null) page.turn.done();
    page.questionId = null;
    $("asked").replaceChildren();
    return;
  }
  // The same question again (a caption changed, a reconnection, answers offered after speech
  // not understood), or asked anew as it was (a timed question is put again every second
  // while the hourglass runs): keep its focus, typing and place, and say nothing new.
  if (question.id === page.questionId) {
    renderChoices(question);
    updateControls();
    return;
  }
  if (sameQuestion(question)) {
    page.questionId = question.id;
    showText($("question-context"), question.context || "");
    renderChoices(question);
    updateControls();
    page.deadline = performance.now() + question.seconds * 1000;
    return;
  }
  page.talking.cancel(); // what was being said answered the question before
  page.questionId = question.id;
  page.sent = null;
  box.classList.toggle("private", question.private);
  $("question-text").textContent = question.text;
  const choices = renderChoices(question);
  $("answer-form").hidden = !question.open;
  $("answer-text").value = "";
  $("answered").textContent = "";
  page.talking.clear();
  updateControls();
  box.hidden = false;
  tell($("asked"), question.text);
  page.turn.asked();
  // Focus on the question itself (or the text field of an open one): no answer looks chosen.
  (question.open ? $("answer-text") : $("question-text")).focus();
  showText($("question-context"), question.context || "");
  page.deadline = question.seconds == null ? null : performance.now() + question.seconds * 1000;
  tick();
}

/* The cards of this phone's hand that `question` is about, and their entries. */
function handCards(question) {
  const byId = new Map((page.hand ? page.hand.cards : []).map((card) => [card.id, card]));
  const cards = question.cards.filter((entry) => byId.has(entry.card));
  return { byId, cards, used: cards.map((entry) => byId.get(entry.card)) };
}

/* What the choices are drawn from: the same for a question asked again, word for word. */
function drawnKey(question, { cards, used } = handCards(question)) {
  return JSON.stringify([question.text, question.choices, cards, used]);
}

/* Whether `question` is the timed question on the page put again under a new id, word for
 * word, while this phone has not answered it. */
function sameQuestion(question) {
  return page.questionId !== null && !$("question").hidden && question.seconds != null
    && page.sent !== page.questionId
    && $("question-text").textContent === question.text
    && $("choices").dataset.drawn === drawnKey(question);
}

/* The seconds left to answer a timed question, as the table's screen counts them, four times a
 * second; the page is written only when what it shows changes, since every write costs the
 * phone a redraw (and its battery). */
function tick() {
  const timer = $("question-timer");
  const hidden = page.deadline === null || $("question").hidden;
  if (timer.hidden !== hidden) timer.hidden = hidden;
  if (hidden) return;
  const left = Math.max(0, Math.ceil((page.deadline - performance.now()) / 1000));
  const text = `${left} s left`;
  if (timer.textContent !== text) timer.textContent = text;
}

/** The question's choices as buttons (redrawn only when they changed): first the cards it is
 * about that can answer it, each the answer it stands for, then the other choices, then the
 * cards that cannot, greyed with why not; the buttons. */
function renderChoices(question) {
  const hand = handCards(question);
  const { byId, cards } = hand;
  const drawn = drawnKey(question, hand);
  if ($("choices").dataset.drawn === drawn) return [...$("choices").children];
  $("choices").dataset.drawn = drawn;
  // A tap answers the question on the page now if it still asks what these buttons were drawn
  // for (asked anew meanwhile, under another id), and nothing if another question came.
  const tap = (choice) => {
    if ($("choices").dataset.drawn === drawn) answer(choice, page.questionId);
  };
  const commands = new Set(question.commands || []);
  const onCards = new Set(cards.map((entry) => entry.choice));
  const card = (entry) => PartyhostCards.button(page.hand, byId.get(entry.card), entry, tap);
  // What can answer first, within reach; the greyed cards after, saying why not.
  const choices = [
    ...cards.filter((entry) => !entry.why).map(card),
    ...question.choices.filter((choice) => !onCards.has(choice) && !commands.has(choice))
      .map((choice) => choiceButton(choice, "choice", tap)),
    ...cards.filter((entry) => entry.why).map(card),
  ];
  $("choices").replaceChildren(...choices);
  $("choices").hidden = choices.length === 0;
  // What changes the game stands apart, after the ways of answering, never first in reach.
  const apart = question.choices.filter((choice) => commands.has(choice))
    .map((choice) => choiceButton(choice, "choice command", tap));
  $("commands").replaceChildren($("commands").firstElementChild, ...apart);
  $("commands").hidden = apart.length === 0;
  return [...choices, ...apart];
}

function choiceButton(choice, className, tap) {
  const button = document.createElement("button");
  button.type = "button";
  button.className = className;
  button.textContent = choice;
  button.addEventListener("click", () => tap(choice));
  return button;
}

function sendTyped(event) {
  event.preventDefault();
  const text = $("answer-text").value.trim();
  if (text) {
    answer(text, page.questionId, true);
    page.typed = true;
  }
  else $("answer-text").focus();
}

function answer(text, id, typed = false) {
  if (id !== page.questionId || id === null) return; // a press that came as its question went
  if (!connected()) {
    notice("Not connected: wait for “Connected”, then answer again.");
    return;
  }
  page.talking.cancel(); // the tap is the answer, not what was being said
  page.talking.clear();
  sendRaw(JSON.stringify({ type: "answer", id: page.questionId, text, typed }));
  page.turn.done();
  $("notice").hidden = true;
  $("answered").textContent = `Sent: ${text}.`;
  waitFor($("answered"));
}

/* This phone's answer went to the host: the question's controls wait until the host says,
 * and focus goes to `said`, the line that says so, before they are disabled (or it would be
 * lost). */
function waitFor(said) {
  page.sent = page.questionId;
  page.confirmed = false;
  if ($("question").contains(document.activeElement)) said.focus();
  updateControls();
}

/* A question's controls wait while the host has this phone's answer to it: no double answers. */
function updateControls() {
  const waiting = page.sent !== null && page.sent === page.questionId;
  for (const control of $("question").querySelectorAll("button, input[type=text]")) {
    control.disabled = waiting || "why" in control.dataset; // a greyed card stays greyed
  }
}

function connected() {
  return page.socket !== null && page.socket.readyState === WebSocket.OPEN;
}

/* Only on an open socket: a new one, still connecting, would throw. */
function sendRaw(data) {
  if (connected()) page.socket.send(data);
}

function setConnection(text) {
  $("connection").textContent = text;
}

/** "a", "a or b", "a, b or c". */
function orList(words) {
  return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} or ${words.at(-1)}`;
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

setInterval(tick, 250);
start();
