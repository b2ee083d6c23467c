// The Maury Game's Popularity Track as SVG: the spaces on a curve from the least popular (left)
// to the Star (right), each marker in its player's colour AND labelled with their name.
"use strict";

const SVG = "http://www.w3.org/2000/svg";
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
  return [500 + radius * Math.cos(angle), 470 - radius * 0.9 * Math.sin(angle)];
}

function drawTrack(section) {
  const figure = document.createElement("figure");
  figure.className = "track";
  figure.style.margin = "0";
  const order = section.order.join(", ");
  const image = svg("svg", { viewBox: "0 0 1000 560", role: "img",
    "aria-label": `The Popularity Track, least popular first: ${order}` });
  const spaces = section.spaces;
  const path = [];
  for (let i = 0; i < spaces; i++) path.push(spot(i, spaces, 420).join(","));
  image.append(svg("polyline", { points: path.join(" "), fill: "none", stroke: "#8a8a8a",
    "stroke-width": 10 }));
  for (let i = 0; i < spaces; i++) {
    const [x, y] = spot(i, spaces, 420);
    image.append(svg("circle", { cx: x, cy: y, r: 22, fill: "#161616", stroke: "#fff",
      "stroke-width": 4 }));
  }
  image.append(svg("text", { x: 10, y: 550, fill: "#fff", "font-size": 44 }, "LEAST"));
  image.append(svg("text", { x: 990, y: 550, fill: "#fff", "font-size": 44,
    "text-anchor": "end" }, "★ STAR"));
  for (const marker of section.markers) {
    const [x, y] = spot(marker.space, spaces, 420);
    const inner = marker.space % 2 ? 290 : 190;
    const [lx, ly] = spot(marker.space, spaces, inner);
    const group = svg("g", { class: "marker", "data-name": marker.name,
      "data-space": marker.space });
    const colour = COLOURS[marker.seat % COLOURS.length];
    group.append(svg("line", { x1: x, y1: y, x2: lx, y2: ly, stroke: colour, "stroke-width": 6 }));
    group.append(svg("circle", { cx: x, cy: y, r: 34, fill: colour, stroke: "#000",
      "stroke-width": 4 }));
    group.append(svg("text", { x, y: y + 15, fill: "#000", "font-size": 42,
      "font-weight": 800, "text-anchor": "middle" }, marker.name.slice(0, 1)));
    group.append(svg("text", { x: lx, y: ly + 18, fill: "#fff", stroke: "#000",
      "stroke-width": 8, "paint-order": "stroke", "font-size": 60, "font-weight": 800,
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
