// The table page: the game's public board, the host's captions, the question and its timer,
// and the show's moments, redrawn from each `table` message (a reload gets it again). It sends
// nothing to the host.
//
// Hooks for tests: body[data-phase] ("join" or "play") and body[data-version] (the state's
// version drawn); #join-list li[data-name][data-joined]; #player-list li[data-name][data-value]
// [data-turn]; .track g.marker[data-name][data-space]; #question-for, #question-text,
// #countdown-text; #captions li[data-text] (newest first; a long one in [data-pages], showing
// [data-page]); #moment[data-id]; body[data-over] at the end;
// body[data-crowded] when the players take a strip across the top;
// [data-gave-way] on a panel hidden because the screen had no room for it.
"use strict";

const token = (location.pathname.match(/^\/t\/([^/]+)\/?$/) || [])[1];
const MOMENT_SECONDS = 3.5;
const LAST_MOMENT_SECONDS = 8;
let delay = 500;
let closed = false;
let deadline = null;
let shownMoment = null;
let momentTimer = null;
let queue = [];
let values = new Map();

function element(tag, className, text) {
  const made = document.createElement(tag);
  if (className) made.className = className;
  if (text !== undefined) made.textContent = text;
  return made;
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss" : "ws";
  const socket = new WebSocket(`${scheme}://${location.host}/tws/${token}`);
  socket.onopen = () => { delay = 500; status("Connected"); };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === "table") render(message);
    // A small line that never moves the board: the final moment stays until the host exits.
    if (message.type === "over") { closed = true; status("Links closed"); fit(); }
  };
  socket.onclose = () => {
    if (closed) return;
    status("Reconnecting…");
    setTimeout(connect, delay);
    delay = Math.min(delay * 2, 8000);
  };
}

function status(text) { document.getElementById("connection").textContent = text; }

function render(state) {
  document.body.dataset.phase = state.phase;
  document.getElementById("game").textContent = state.game;
  document.getElementById("join").hidden = state.phase !== "join";
  renderJoin(state.join);
  const board = state.board || { round: "", turn: "", players: [], sections: [] };
  document.getElementById("round").textContent = state.phase === "join" ? "Join the game" : board.round;
  document.getElementById("turn").textContent = board.turn;
  renderPlayers(board.players.length ? board.players :
    state.join.map((p) => ({ name: p.name, standing: "", value: "", tags: [], turn: false })));
  renderSections(board.sections);
  document.body.dataset.over = Boolean(board.over);
  document.body.dataset.reveal = board.sections.some((section) => section.kind === "reveal");
  renderQuestion(state.question);
  renderCaptions(state.captions);
  renderMoments(state.moments);
  fit();
  document.body.dataset.version = state.version;
}

function renderJoin(seats) {
  const list = document.getElementById("join-list");
  list.replaceChildren(...seats.map((seat) => {
    const item = element("li");
    item.dataset.name = seat.name;
    item.dataset.joined = seat.joined;
    if (seat.qr) item.append(qrCode(seat.qr, `QR code of ${seat.name}'s phone link`));
    else if (seat.joined) item.append(element("span", "tick", "✓"));
    item.append(element("p", "name", seat.name));
    item.append(element("p", "state", seat.joined ? "✓ Joined" : "Waiting…"));
    return item;
  }));
}

function qrCode(rows, label) {
  const size = rows.length + 4;
  const image = document.createElementNS(SVG, "svg");
  image.setAttribute("viewBox", `0 0 ${size} ${size}`);
  image.setAttribute("role", "img");
  image.setAttribute("aria-label", label);
  image.setAttribute("shape-rendering", "crispEdges");
  let path = "";
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) if (row[x] === "1") path += `M${x + 2} ${y + 2}h1v1h-1z`;
  });
  const dark = document.createElementNS(SVG, "path");
  dark.setAttribute("d", path);
  dark.setAttribute("fill", "#000");
  image.append(dark);
  return image;
}

function renderPlayers(players) {
  const list = document.getElementById("player-list");
  const before = values;
  values = new Map();
  list.replaceChildren(...players.map((player) => {
    const item = element("li");
    item.dataset.name = player.name;
    item.dataset.value = player.value;
    item.dataset.turn = player.turn;
    if (player.turn) item.append(element("span", "turn-mark", "▶ Their turn"));
    item.append(element("span", "name", player.name));
    item.append(element("span", "standing", player.standing));
    if (player.tags.length) item.append(element("span", "tags", player.tags.join(" · ")));
    if (before.has(player.name) && before.get(player.name) !== player.value) {
      item.classList.add("bump");
    }
    values.set(player.name, player.value);
    return item;
  }));
}

function renderSections(sections) {
  const drawn = (place) => sections.filter((s) => Boolean(s.side) === place).map(drawSection);
  document.getElementById("board").replaceChildren(...drawn(false));
  document.getElementById("side").replaceChildren(...drawn(true));
}

function drawSection(section) {
  const box = element("div", `section ${section.kind}`);
  box.append(element("h2", "", section.title));
  if (section.kind === "facts") box.append(facts(section.items));
  if (section.kind === "list") box.append(listing(section));
  if (section.kind === "track") box.append(window.drawTrack(section));
  if (section.kind === "card") box.append(...card(section));
  if (section.kind === "reveal") box.append(reveal(section.rows));
  box.dataset.priority = PRIORITY[section.kind] - (section.side ? 5 : 0);
  return box;
}

// What gives way last when the screen has no room for everything (the question and the final
// moment never do): the moment, the card just played and the track before the lists and facts;
// a side panel gives way first.
const PRIORITY = { moment: 90, track: 85, card: 80, reveal: 80, list: 60, facts: 50 };

function facts(items) {
  const list = element("dl");
  for (const [label, value] of items) list.append(element("dt", "", label), element("dd", "", value));
  return list;
}

function listing(section) {
  if (!section.items.length) return element("p", "empty", section.empty);
  const list = element(section.numbered ? "ol" : "ul", section.numbered ? "numbered" : "");
  list.append(...section.items.map((item) => element("li", "", item)));
  return list;
}

function card(section) {
  const head = element("p");
  head.append(`${section.who}: `, element("span", "card-colour", section.card));
  // The quote was read aloud and shown in the card's moment: it goes before the card does.
  return [head, element("p", "card-quote first-to-go", `“${section.quote}”`)];
}

// The final standings: every player, best first, with what they ended with.
function standings(rows) {
  const list = element("ol", "standings");
  list.append(...rows.map((row) => {
    const item = element("li", row.won ? "won" : "");
    item.dataset.name = row.name;
    item.append(element("span", "name", `${row.won ? "★ " : ""}${row.name}`));
    item.append(element("span", "result", row.result));
    return item;
  }));
  return list;
}

function oddsBar(value, label) {
  const bar = element("span", "odds");
  bar.setAttribute("role", "img");
  bar.setAttribute("aria-label", label);
  const fill = element("span");
  fill.style.width = `${Math.round(value * 100)}%`;
  bar.append(fill);
  return bar;
}

function reveal(rows) {
  const list = element("ol");
  list.append(...rows.map((row) => {
    const item = element("li");
    item.dataset.name = row.name;
    item.append(element("span", "name", `${row.name}: ${row.label}`));
    item.append(oddsBar(row.odds, `odds ${row.label}`));
    const verdicts = [...row.drawn, ...(row.father ? ["THE FATHER"] : [])];
    item.append(element("span", "verdict", verdicts.join(", ")));
    return item;
  }));
  return list;
}

function renderQuestion(question) {
  const box = document.getElementById("question");
  box.hidden = !question;
  if (!question) { deadline = null; tick(); return; }
  document.getElementById("question-for").textContent = `For ${question.for}`;
  document.getElementById("question-text").textContent = question.text;
  deadline = question.seconds === null ? null : performance.now() + question.seconds * 1000;
  tick();
}

/* The countdown, four times a second; the page is written only when what it shows changes,
 * since every write costs a redraw. */
function tick() {
  const box = document.getElementById("countdown");
  if (box.hidden !== (deadline === null)) box.hidden = deadline === null;
  if (deadline === null) return;
  const left = Math.max(0, (deadline - performance.now()) / 1000);
  const text = document.getElementById("countdown-text");
  const said = `${Math.ceil(left)} s left`;
  if (text.textContent !== said) text.textContent = said;
  const fill = document.querySelector("#countdown-bar span");
  if (!box.dataset.total || left > Number(box.dataset.total)) box.dataset.total = left;
  const width = `${Math.round((100 * left) / Math.max(1, Number(box.dataset.total)))}%`;
  if (fill.style.width !== width) fill.style.width = width;
}

let captionsShown = 0;

// The newest caption and how many came before it: what the host is saying now.
function newestCaption() {
  const newest = document.querySelector("#captions li");
  return `${captionsShown}:${newest ? newest.dataset.text : ""}`;
}

function renderCaptions(captions) {
  const list = document.getElementById("captions");
  const shown = [...list.children].map((li) => li.dataset.text).reverse().join("\n");
  const wanted = captions.map((c) => c.text).join("\n");
  if (shown === wanted) return; // the live region reads only what is new
  captionsShown += 1;
  clearTimeout(pageTimer);
  list.replaceChildren(...captions.slice().reverse().map((caption) => {
    const item = element("li", caption.cue ? "cue" : "", caption.text);
    item.dataset.text = caption.text;
    return item;
  }));
  pages = null;
}

// A caption too long for the screen is shown in pages, each whole, in time with its reading
// (PAGE_SECONDS a word, the host's reading pace), the last one staying: never cut.
const PAGE_SECONDS = 0.3;
let pages = null;
let pageTimer = null;

function pageCaption() {
  const footer = document.querySelector("footer");
  const newest = document.querySelector("#captions li");
  if (!newest || pages) return;
  const over = () => footer.scrollHeight > footer.clientHeight + 1;
  if (!over()) return;
  const words = newest.dataset.text.split(/\s+/);
  pages = [];
  for (let start = 0; start < words.length;) {
    let low = 1, high = words.length - start;
    while (low < high) { // the most words from `start` that fit, with the mark of more
      const mid = Math.ceil((low + high) / 2);
      newest.textContent = words.slice(start, start + mid).join(" ") + (start + mid < words.length ? " …" : "");
      if (over()) high = mid - 1; else low = mid;
    }
    pages.push(words.slice(start, start + low));
    start += low;
  }
  newest.dataset.pages = pages.length;
  showPage(newest, 0);
}

function showPage(newest, k) {
  const more = k + 1 < pages.length;
  newest.textContent = pages[k].join(" ") + (more ? " …" : "");
  newest.dataset.page = k + 1;
  if (more) pageTimer = setTimeout(() => showPage(newest, k + 1), pages[k].length * PAGE_SECONDS * 1000);
}

// Every panel shows its text whole or not at all: while a region of the page overflows, its
// least important panel gives way (and the oldest captions, and the join codes shrink); each
// render, resize and moment starts again from everything shown.
function fit() {
  window.resetTracks();
  layOutPanels();
  window.fitTracks(0.04 * Math.min(innerWidth, innerHeight));
}

// The page laid out with every track at its own shape.
function layOutPanels() {
  for (const hidden of document.querySelectorAll("[data-gave-way]")) delete hidden.dataset.gaveWay;
  fitJoin();
  const over = (e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1;
  const crowded = crowd(over);
  // The captions before the panels: the lines that give way leave the game more room.
  const footer = document.querySelector("footer");
  const lines = [...document.querySelectorAll("#captions li")];
  while (lines.length > 1 && over(footer)) lines.pop().dataset.gaveWay = "";
  pageCaption();
  // If the game's panels give way, the players' tags (cards in hand) go instead where that
  // keeps more of them.
  const players = document.getElementById("player-list");
  const lost = () => [...document.querySelectorAll("main [data-gave-way][data-priority]")]
    .map((panel) => Number(panel.dataset.priority)).sort((a, b) => b - a);
  const layOut = (tight) => {
    players.classList.toggle("tight", tight);
    // In a strip, each player on one line where its width allows: its columns as wide as the
    // widest player's line, so that the strip takes as few rows as the names allow.
    if (crowded) players.style.setProperty("--one-line", `${oneLine(players)}px`);
    fitPanels(over);
    return lost();
  };
  const loose = layOut(false);
  if (!loose.length || worseOff(loose, layOut(true))) return;
  layOut(false);
}

// Whether a page that lost the panels of priorities `a` is worse off than one that lost `b`
// (each most important first): it lost a more important panel, or more of the same.
function worseOff(a, b) {
  for (let k = 0; k < a.length; k++) {
    if (k >= b.length || a[k] !== b[k]) return k >= b.length || a[k] > b[k];
  }
  return false;
}

// A big table: the players' list drops its "Their turn" line for an arrow, then, if that is
// not enough, takes a strip across the top of the screen (true).
function crowd(over) {
  const players = document.getElementById("player-list");
  const column = document.getElementById("players");
  players.classList.remove("compact", "tight");
  delete document.body.dataset.crowded;
  if (over(column)) players.classList.add("compact");
  if (!over(column)) return false;
  document.body.dataset.crowded = "true";
  return true;
}

// The panels that give way for the page to hold, as it is laid out now.
function fitPanels(over) {
  for (const hidden of document.querySelectorAll("main [data-gave-way]")) delete hidden.dataset.gaveWay;
  const regions = [...document.querySelectorAll("main > section"), document.querySelector("main")];
  // A region is full when it overflows, or when a panel in it had to shrink below its text.
  const shown = (region) => [...region.querySelectorAll("[data-priority]")]
    .filter((e) => e.checkVisibility());
  const full = (region) => region.checkVisibility() &&
    (over(region) || shown(region).some((panel) => panel.scrollHeight > panel.clientHeight + 1));
  // A panel gives way only when that helps: a region full for another reason (a players'
  // strip taller than the screen allows) keeps its panels rather than losing them all. A
  // region with no panel left to give (the question alone, in portrait) takes room from the
  // regions that share the screen's height with it.
  const excess = (region) => region.scrollHeight - region.clientHeight;
  const main = document.querySelector("main");
  const stuck = new Set();
  for (let tries = 0; tries < 40; tries++) {
    const region = regions.find((r) => !stuck.has(r) && full(r));
    if (!region) break;
    const own = shown(region);
    const panels = own.length ? own : shown(main).filter((panel) => !region.contains(panel));
    if (!panels.length) { stuck.add(region); continue; }
    const least = panels.reduce((a, b) => (Number(b.dataset.priority) < Number(a.dataset.priority) ? b : a));
    const before = excess(region);
    const clipped = own.length > 0 && least.scrollHeight > least.clientHeight + 1;
    // A panel's part said elsewhere (a card's quote) gives way before the panel itself, when
    // that is enough to help.
    const part = least.querySelector(".first-to-go:not([data-gave-way])");
    const helps = (going) => {
      going.dataset.gaveWay = "";
      if (clipped || !full(region) || excess(region) < before) return true;
      delete going.dataset.gaveWay;
      return false;
    };
    if (!(part && helps(part)) && !helps(least)) stuck.add(region);
  }
  // Then each panel that gave way comes back, the most important first, if it fills no region
  // that was not full (a moment too tall for its column must not take a smaller panel with it).
  const gone = [...document.querySelectorAll("main [data-gave-way][data-priority]")]
    .sort((a, b) => Number(b.dataset.priority) - Number(a.dataset.priority));
  for (const panel of gone) {
    const before = regions.map((region) => (full(region) ? excess(region) : null));
    delete panel.dataset.gaveWay;
    const worse = regions.some((region, k) => full(region) &&
      (before[k] === null || excess(region) > before[k] || shown(region).includes(panel)));
    if (worse) panel.dataset.gaveWay = "";
  }
}

// The width of the widest player's row on one line (its name, standing and tags side by side).
function oneLine(list) {
  list.classList.add("measuring");
  const widest = Math.max(...[...list.children].map((row) => row.getBoundingClientRect().width));
  list.classList.remove("measuring");
  return Math.ceil(widest);
}

// The join codes: the largest size at which every player's code, name and state fit on the
// screen, whatever the number of players and the screen's shape.
function fitJoin() {
  const list = document.getElementById("join-list");
  if (!list.checkVisibility() || !list.children.length) return;
  const n = list.children.length;
  const gapX = innerWidth * 0.03, gapY = innerHeight * 0.02;
  const width = list.clientWidth, height = list.clientHeight;
  const words = Math.min(innerWidth, innerHeight) * 0.06 * 1.1 + Math.min(innerWidth, innerHeight) * 0.04 * 1.1;
  let best = 0;
  for (let columns = 1; columns <= n; columns++) {
    const rows = Math.ceil(n / columns);
    const side = Math.min((width - gapX * (columns - 1)) / columns,
      (height - gapY * (rows - 1)) / rows - words);
    best = Math.max(best, side);
  }
  for (let side = Math.floor(best); side > 40; side = Math.floor(side * 0.95)) {
    list.style.setProperty("--qr", `${side}px`);
    if (list.scrollHeight <= list.clientHeight + 1 && list.scrollWidth <= list.clientWidth + 1) break;
  }
}

addEventListener("resize", fit);

// Moments play one after another, each for a few seconds; a page that joins late (or
// reloads) shows the latest at once.
function renderMoments(moments) {
  if (shownMoment === null) {
    shownMoment = moments.length ? moments[moments.length - 1].id - 1 : 0;
  }
  for (const moment of moments) {
    if (moment.id > shownMoment && !queue.some((m) => m.id === moment.id)) queue.push(moment);
  }
  // The end goes before the moments still waiting: nothing comes after it.
  const end = queue.find((moment) => moment.kind === "final");
  if (end) {
    queue = [end];
    clearTimeout(momentTimer);
    nextMoment();
  } else if (queue.length && !document.getElementById("moment").dataset.busy) nextMoment();
}

// Each moment stays at least MOMENT_SECONDS while others wait, and the last one
// LAST_MOMENT_SECONDS and as long as the host is still on the line it came with, then gives
// its place back to the board beside it.
function nextMoment() {
  const box = document.getElementById("moment");
  const moment = queue.shift();
  if (!moment) {
    delete box.dataset.busy;
    const last = box.dataset.id;
    const hide = () => {
      if (box.dataset.busy || box.dataset.id !== last) return;
      if (newestCaption() === box.dataset.line) { setTimeout(hide, 1000); return; }
      box.hidden = true;
      fit();
    };
    setTimeout(hide, (LAST_MOMENT_SECONDS - MOMENT_SECONDS) * 1000);
    return;
  }
  box.dataset.line = newestCaption();
  shownMoment = moment.id;
  box.dataset.busy = "1";
  // The end never gives way: everything else on the screen does first.
  if (moment.kind === "final") delete box.dataset.priority;
  else box.dataset.priority = PRIORITY.moment;
  box.dataset.id = moment.id;
  box.dataset.kind = moment.kind;
  document.getElementById("moment-title").textContent = moment.title;
  const body = document.getElementById("moment-body");
  const parts = moment.lines.map((line) => element("p", "", line));
  if (moment.quote) parts.push(element("p", "moment-quote", `“${moment.quote}”`));
  if (moment.bar !== undefined) parts.push(oddsBar(moment.bar, moment.label), element("p", "", moment.label));
  if (moment.standings) parts.push(standings(moment.standings));
  if (moment.tally) parts.push(element("p", "tally",
    `▲ ${moment.tally.up} for · ▼ ${moment.tally.down} against`));
  body.replaceChildren(...parts);
  box.hidden = false;
  box.classList.remove("show");
  void box.offsetWidth; // restart the animation
  box.classList.add("show");
  fit();
  if (moment.kind === "final") return; // the end stays until the host exits
  momentTimer = setTimeout(nextMoment, MOMENT_SECONDS * 1000);
}

setInterval(tick, 250);
connect();
