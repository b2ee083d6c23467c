// The Maury Game's Popularity Track as SVG: the spaces on a curve from the least popular (left)
// to the Star (right), each marker in its player's colour with their initial, and each name
// under the track in the markers' order, joined to its marker by a line.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const LABEL = 72; // a name's size, in the picture's units (1000 wide): 4% of a crowded TV's height
const RADIUS = 360; // the arch, leaving room beside its feet for the ends' words
const BASE = 250; // where the track's ends stand
const ROW = 88; // from one row of names to the next
const GAP = 40; // the least room between two names on a row
const CHAR = 0.72; // a bold character's width with its outline, in names' sizes (DejaVu Sans Bold is about 0.7)
const COLOURS = ["#ffd60a", "#4cc9f0", "#ff70a6", "#80ed99", "#ff9f1c", "#c8a2ff"];

function svg(tag, attributes, text) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

// The point of space `i` of `spaces` on the curve, at `radius` from its centre.
function spot(i, spaces, radius) {
  const angle = Math.PI - (Math.PI * i) / Math.max(1, spaces - 1);
  return [500 + radius * Math.cos(angle), BASE - radius * 0.42 * Math.sin(angle)];
}

// Where each name goes: the markers from left to right (ties by seat), their names on as few
// rows as let every name keep the same order as its marker, as close under it as the names
// beside it allow, and none meeting another on its row. Names on a row take turns (the first
// row the 1st, 3rd, 5th... of two rows), so each row's names stay in the markers' order too.
function placeNames(markers, spaces, size) {
  const sorted = markers
    .map((marker) => ({ marker, x: spot(marker.space, spaces, RADIUS)[0] }))
    .sort((a, b) => a.x - b.x || a.marker.seat - b.marker.seat);
  const width = sorted.map(({ marker }) => Math.min(960, marker.name.length * size * CHAR));
  const n = sorted.length;
  for (let rows = 1; ; rows++) {
    const at = sorted.map(({ x }) => x);
    const room = (i, j) => (width[i] + width[j]) / 2 + GAP; // i and j on one row
    // From the left, each name as far right as its marker wants and its left neighbours allow;
    // then from the right, as far left as its right neighbours need.
    for (let i = 0; i < n; i++) {
      at[i] = Math.max(at[i], 20 + width[i] / 2);
      if (i > 0) at[i] = Math.max(at[i], at[i - 1] + 1);
      if (i >= rows) at[i] = Math.max(at[i], at[i - rows] + room(i - rows, i));
    }
    for (let i = n - 1; i >= 0; i--) {
      at[i] = Math.min(at[i], 980 - width[i] / 2);
      if (i < n - 1) at[i] = Math.min(at[i], at[i + 1] - 1);
      if (i + rows < n) at[i] = Math.min(at[i], at[i + rows] - room(i, i + rows));
    }
    const fits = at.every((x, i) => x - width[i] / 2 >= 19 &&
      (i < rows || x - at[i - rows] >= room(i - rows, i) - 0.5) && (i === 0 || x > at[i - 1]));
    if (fits || rows >= n) {
      return { rows, names: sorted.map(({ marker }, i) => ({ marker, at: at[i], row: i % rows })) };
    }
  }
}

function drawTrack(section) {
  const figure = document.createElement("figure");
  figure.className = "track";
  figure.style.margin = "0";
  const order = section.order.join(", ");
  const spaces = section.spaces;
  const { rows, names } = placeNames(section.markers, spaces, LABEL);
  const top = BASE + 90; // the first row of names, under the track's ends
  const height = top + (rows - 1) * ROW + 24;
  const image = svg("svg", { viewBox: `0 0 1000 ${height}`, role: "img",
    "aria-label": `The Popularity Track, least popular first: ${order}` });
  const path = [];
  for (let i = 0; i < spaces; i++) path.push(spot(i, spaces, RADIUS).join(","));
  image.append(svg("polyline", { points: path.join(" "), fill: "none", stroke: "#8a8a8a",
    "stroke-width": 10 }));
  for (let i = 0; i < spaces; i++) {
    const [x, y] = spot(i, spaces, RADIUS);
    image.append(svg("circle", { cx: x, cy: y, r: 22, fill: "#161616", stroke: "#fff",
      "stroke-width": 4 }));
  }
  const [leastX] = spot(0, spaces, RADIUS);
  const [starX] = spot(spaces - 1, spaces, RADIUS);
  // The ends' words outside the arch, beside its feet, where no marker or leader line goes;
  // the names go under it.
  image.append(svg("text", { x: leastX - 34, y: BASE + 15, fill: "#fff", "font-size": 44,
    "text-anchor": "end" }, "LEAST"));
  image.append(svg("text", { x: starX + 34, y: BASE + 15, fill: "#fff", "font-size": 44 },
    "★ STAR"));
  // The lines first, under every marker and name: a name is never crossed out.
  const leaders = svg("g", { class: "leaders" });
  image.append(leaders);
  for (const { marker, at, row } of names) {
    const [x, y] = spot(marker.space, spaces, RADIUS);
    const ly = top + row * ROW;
    const colour = COLOURS[marker.seat % COLOURS.length];
    leaders.append(svg("line", { x1: x, y1: y, x2: at, y2: ly - LABEL * 0.8, stroke: colour,
      "stroke-width": 6 }));
    const group = svg("g", { class: "marker", "data-name": marker.name,
      "data-space": marker.space });
    group.append(svg("circle", { cx: x, cy: y, r: 34, fill: colour, stroke: "#000",
      "stroke-width": 4 }));
    group.append(svg("text", { x, y: y + 15, fill: "#000", "font-size": 42,
      "font-weight": 800, "text-anchor": "middle" }, marker.name.slice(0, 1)));
    const name = svg("text", { x: at, y: ly, fill: colour, stroke: "#000", "stroke-width": 12,
      "paint-order": "stroke", "font-size": LABEL, "font-weight": 800, "text-anchor": "middle" },
    marker.name);
    if (marker.name.length * LABEL * CHAR > 960) name.setAttribute("textLength", 960);
    group.append(name);
    image.append(group);
  }
  const caption = document.createElement("figcaption");
  caption.className = "order";
  caption.textContent = `Least to most popular: ${order}`;
  figure.append(image, caption);
  return figure;
}

window.drawTrack = drawTrack;
