// The Maury Game's Popularity Track as SVG: the spaces on a curve from the least popular (left)
// to the Star (right), each marker in its player's colour AND labelled with their name.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
const LABEL = 60; // a name's size, in the picture's units (about 4% of a TV's height)
const RADIUS = 450;
const BASE = 330; // where the track's ends stand
const ROW = 72;
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
  return [500 + radius * Math.cos(angle), BASE - radius * 0.6 * Math.sin(angle)];
}

// Each name goes inside the arch below its marker, on the lowest row where it meets no other
// name (rows go up from the track's ends); a line joins it to its marker.
function labelRows(markers, spaces) {
  const rows = [];
  return markers
    .map((marker) => ({ marker, x: spot(marker.space, spaces, RADIUS)[0] }))
    .sort((a, b) => a.x - b.x)
    .map(({ marker, x }) => {
      const half = (marker.name.length * LABEL * 0.62) / 2;
      for (let row = 0; ; row++) {
        // Inside the arch at this row's height, clear of the markers on the track.
        const rise = (10 + row * ROW + LABEL / 2) / (RADIUS * 0.6);
        const reach = RADIUS * Math.sqrt(Math.max(0, 1 - rise * rise)) - 50 - half;
        const at = Math.min(500 + reach, Math.max(500 - reach, x));
        if (row >= rows.length) rows.push(-Infinity);
        if (rows[row] + 24 < at - half || reach < 0) {
          rows[row] = at + half;
          return { marker, at, row };
        }
      }
    });
}

function drawTrack(section) {
  const figure = document.createElement("figure");
  figure.className = "track";
  figure.style.margin = "0";
  const order = section.order.join(", ");
  const spaces = section.spaces;
  const labels = labelRows(section.markers, spaces);
  const height = BASE + 80;
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
  image.append(svg("text", { x: leastX - 30, y: BASE + 70, fill: "#fff", "font-size": 48 },
    "LEAST"));
  image.append(svg("text", { x: starX + 30, y: BASE + 70, fill: "#fff", "font-size": 48,
    "text-anchor": "end" }, "★ STAR"));
  for (const { marker, at, row } of labels) {
    const [x, y] = spot(marker.space, spaces, RADIUS);
    const ly = BASE - 10 - row * ROW;
    const group = svg("g", { class: "marker", "data-name": marker.name,
      "data-space": marker.space });
    const colour = COLOURS[marker.seat % COLOURS.length];
    group.append(svg("line", { x1: x, y1: y, x2: at, y2: ly - LABEL * 0.75, stroke: colour,
      "stroke-width": 6 }));
    group.append(svg("circle", { cx: x, cy: y, r: 34, fill: colour, stroke: "#000",
      "stroke-width": 4 }));
    group.append(svg("text", { x, y: y + 15, fill: "#000", "font-size": 42,
      "font-weight": 800, "text-anchor": "middle" }, marker.name.slice(0, 1)));
    group.append(svg("text", { x: at, y: ly, fill: "#fff", stroke: "#000",
      "stroke-width": 10, "paint-order": "stroke", "font-size": LABEL, "font-weight": 800,
      "text-anchor": "middle" }, marker.name));
    image.append(group);
  }
  const caption = document.createElement("figcaption");
  caption.className = "order";
  caption.textContent = `Least to most popular: ${order}`;
  figure.append(image, caption);
  return figure;
}

window.drawTrack = drawTrack;
