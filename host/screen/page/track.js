// The Maury Game's Popularity Track as SVG: the spaces on a curve from the least popular (left)
// to the Star (right), each marker in its player's colour with their initial, and each name
// under the track in the markers' order, joined to its marker by a line.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const WIDTH = 1000; // the picture's width, in its own units
const LABEL = 72; // a name's size in the picture drawn at its own shape
const GAP = 40; // the least room between two names on a row
const CHAR = 0.72; // a bold character's width with its outline, in names' sizes (DejaVu Sans Bold is about 0.7)
const OUTLINE = { stroke: "#000", "stroke-width": 12, "paint-order": "stroke" }; // lines go under a word
const COLOURS = ["#ffd60a", "#4cc9f0", "#ff70a6", "#80ed99", "#ff9f1c", "#c8a2ff"];
// The track at its own shape: an arch leaving room beside its feet for the ends' words.
const OWN_SHAPE = { label: LABEL, end: 44, radius: 360, rise: 151, base: 250, marker: 34,
  aside: 34, top: 340, row: 88, below: 24 };

function svg(tag, attributes, text) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (text !== undefined) element.textContent = text;
  return element;
}

// The point of space `i` of `spaces` on the arch of `shape`: at even angles round its own
// shape's arch; evenly across a fitted one, whose low arch would crowd its ends' spaces.
function spot(i, spaces, shape) {
  if (shape.even) {
    const u = (2 * i) / Math.max(1, spaces - 1) - 1;
    return [WIDTH / 2 + shape.radius * u, shape.base - shape.rise * (1 - u * u)];
  }
  const angle = Math.PI - (Math.PI * i) / Math.max(1, spaces - 1);
  return [WIDTH / 2 + shape.radius * Math.cos(angle), shape.base - shape.rise * Math.sin(angle)];
}

// Where each name goes: the markers from left to right (ties by seat), their names on as few
// rows as let every name keep the same order as its marker, as close under it as the names
// beside it allow, and none meeting another on its row. Names on a row take turns (the first
// row the 1st, 3rd, 5th... of two rows), so each row's names stay in the markers' order too.
function placeNames(markers, spaces, shape) {
  const sorted = markers
    .map((marker) => ({ marker, x: spot(marker.space, spaces, shape)[0] }))
    .sort((a, b) => a.x - b.x || a.marker.seat - b.marker.seat);
  const width = sorted.map(({ marker }) => Math.min(960, marker.name.length * shape.label * CHAR));
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

// The track drawn again to a box `height` units high (the picture 1000 wide): its names
// `label` units high and its ends' words `end`, the names' rows at the bottom and the arch
// over them in what is left. The ends' words go over the arch's feet where it rises high
// enough to leave them room, else beside its feet, the arch narrowed for them.
function fittedShape(section, label, end, height) {
  const k = label / LABEL;
  const marker = Math.min(OWN_SHAPE.marker, Math.max(12, label * 0.47));
  const fitted = { ...OWN_SHAPE, even: true, label, end, marker, row: OWN_SHAPE.row * k,
    below: OWN_SHAPE.below * k };
  const over = arched({ ...fitted, over: true, radius: WIDTH / 2 - 20 - marker }, section, height);
  // The second space from each end stands under its end's word: the arch must lift it clear.
  if (over.rise * 0.64 + 4 >= end * 1.1) return over;
  const aside = marker + end * 0.2;
  const radius = WIDTH / 2 - 30 - "★ STAR".length * end * CHAR - aside;
  return arched({ ...fitted, aside, radius }, section, height);
}

// `shape` with its arch as high as a box `height` units high leaves it over its names' rows.
function arched(shape, section, height) {
  const { rows } = placeNames(section.markers, section.spaces, shape);
  const top = height - shape.below - (rows - 1) * shape.row;
  const { label, marker } = shape;
  // Too flat an arch to tell its spaces apart: the picture grows past its box instead.
  const rise = Math.max(marker, top - label * 0.95 - 2 * marker - 10);
  const base = rise + marker + 4;
  return { ...shape, rise, base, top: base + label * 0.95 + marker + 6 };
}

function picture(section, shape) {
  const order = section.order.join(", ");
  const spaces = section.spaces;
  const { rows, names } = placeNames(section.markers, spaces, shape);
  const height = shape.top + (rows - 1) * shape.row + shape.below;
  const image = svg("svg", { viewBox: `0 0 ${WIDTH} ${height}`, role: "img",
    "aria-label": `The Popularity Track, least popular first: ${order}` });
  const path = [];
  for (let i = 0; i < spaces; i++) path.push(spot(i, spaces, shape).join(","));
  const k = shape.marker / OWN_SHAPE.marker;
  image.append(svg("polyline", { points: path.join(" "), fill: "none", stroke: "#8a8a8a",
    "stroke-width": 10 * k }));
  for (let i = 0; i < spaces; i++) {
    const [x, y] = spot(i, spaces, shape);
    image.append(svg("circle", { cx: x, cy: y, r: 22 * k, fill: "#161616", stroke: "#fff",
      "stroke-width": 4 * k }));
  }
  const [leastX] = spot(0, spaces, shape);
  const [starX] = spot(spaces - 1, spaces, shape);
  // The lines first, under every marker and name: a name is never crossed out.
  const leaders = svg("g", { class: "leaders" });
  image.append(leaders);
  // The ends' words outside the arch, over or beside its feet, where no marker goes, over the
  // lines; the names go under it.
  const endY = shape.over ? shape.end * 0.95 : shape.base + shape.end * 0.34;
  const [leastAt, starAt] = shape.over ? [20, WIDTH - 20]
    : [leastX - shape.aside, starX + shape.aside];
  image.append(svg("text", { class: "end", x: leastAt, y: endY, fill: "#fff", ...OUTLINE,
    "font-size": shape.end, "text-anchor": shape.over ? "start" : "end" }, "LEAST"));
  image.append(svg("text", { class: "end", x: starAt, y: endY, fill: "#fff", ...OUTLINE,
    "font-size": shape.end, "text-anchor": shape.over ? "end" : "start" }, "★ STAR"));
  for (const { marker, at, row } of names) {
    const [x, y] = spot(marker.space, spaces, shape);
    const ly = shape.top + row * shape.row;
    const colour = COLOURS[marker.seat % COLOURS.length];
    leaders.append(svg("line", { x1: x, y1: y, x2: at, y2: ly - shape.label * 0.8, stroke: colour,
      "stroke-width": 6 * k }));
    const group = svg("g", { class: "marker", "data-name": marker.name,
      "data-space": marker.space });
    group.append(svg("circle", { cx: x, cy: y, r: shape.marker, fill: colour, stroke: "#000",
      "stroke-width": 4 * k }));
    group.append(svg("text", { x, y: y + shape.marker * 0.44, fill: "#000",
      "font-size": shape.marker * 1.24, "font-weight": 800, "text-anchor": "middle" },
    marker.name.slice(0, 1)));
    const name = svg("text", { class: "name", x: at, y: ly, fill: colour, stroke: "#000",
      "stroke-width": 12 * shape.label / LABEL, "paint-order": "stroke",
      "font-size": shape.label, "font-weight": 800, "text-anchor": "middle" }, marker.name);
    if (marker.name.length * shape.label * CHAR > 960) name.setAttribute("textLength", 960);
    group.append(name);
    image.append(group);
  }
  return image;
}

function drawTrack(section) {
  const figure = document.createElement("figure");
  figure.className = "track";
  figure.style.margin = "0";
  figure.section = section;
  const caption = document.createElement("figcaption");
  caption.className = "order";
  caption.textContent = `Least to most popular: ${section.order.join(", ")}`;
  figure.append(picture(section, OWN_SHAPE), caption);
  return figure;
}

// Every track drawn to its box back at its own shape, before the page is laid out again.
function resetTracks() {
  for (const image of document.querySelectorAll("figure.track svg[data-fitted]")) {
    image.replaceWith(picture(image.closest("figure").section, OWN_SHAPE));
  }
}

// A track whose picture, squeezed into the box the page gave it, would show its names or its
// ends' words smaller than the page's least text (`least`, in CSS pixels) is drawn again to
// that box: its words at least that size, its names as large as its own shape would have them.
function fitTracks(least) {
  for (const figure of document.querySelectorAll("figure.track")) {
    const image = figure.querySelector("svg");
    const box = image.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const [, , , height] = image.getAttribute("viewBox").split(" ").map(Number);
    const scale = Math.min(box.width / WIDTH, box.height / height);
    if (scale * Math.min(OWN_SHAPE.label, OWN_SHAPE.end) >= least) continue;
    const units = WIDTH / box.width;
    const end = Math.ceil(least * units);
    const shape = fittedShape(figure.section, Math.max(end, OWN_SHAPE.label * scale * units), end,
      box.height * units);
    const fitted = picture(figure.section, shape);
    fitted.dataset.fitted = "";
    image.replaceWith(fitted);
  }
}

window.drawTrack = drawTrack;
window.resetTracks = resetTracks;
window.fitTracks = fitTracks;
