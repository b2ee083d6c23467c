"""What a person at three metres sees of the table page, measured from its geometry in the
browser (getBoundingClientRect, scrollWidth, scrollHeight), not from its words: every way the
page can break at a size, as a list of one-line problems (none: the page holds)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from tests.host.phones.browser import Phone

SIZES = ((1280, 720), (1920, 1080), (3840, 2160), (1080, 1920))
"""A small TV or a laptop, a full HD TV, a 4K TV, and a full HD screen turned round."""

PROBLEMS = """
const W = innerWidth, H = innerHeight, slack = 1.5, problems = [];
const minQr = arguments[0];
const shown = (e) => e.checkVisibility({ visibilityProperty: true }) &&
  !e.closest('.visually-hidden');
const box = (e) => e.getBoundingClientRect();
const label = (e) => (e.id ? '#' + e.id : e.tagName.toLowerCase() +
  (e.className && typeof e.className === 'string' ? '.' + e.className.split(' ').join('.') : '')) +
  ' "' + (e.textContent || '').trim().slice(0, 40) + '"';
const inside = (r, o) => r.left >= o.left - slack && r.right <= o.right + slack &&
  r.top >= o.top - slack && r.bottom <= o.bottom + slack;
const meet = (a, b) => a.left < b.right - slack && b.left < a.right - slack &&
  a.top < b.bottom - slack && b.top < a.bottom - slack;
const screen = { left: 0, top: 0, right: W, bottom: H };
const root = document.documentElement;
if (root.scrollWidth > W + slack) problems.push(`the page is ${root.scrollWidth} px wide, ${W}`);
if (root.scrollHeight > H + slack) problems.push(`the page is ${root.scrollHeight} px high, ${H}`);
// Every text a person should read: inside the screen and inside every box that clips it.
for (const e of document.querySelectorAll('body *')) {
  if (e.closest('svg') || !shown(e)) continue;
  if (![...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim())) continue;
  const r = box(e);
  if (r.width < 2 || r.height < 2) continue;
  if (!inside(r, screen)) { problems.push(`off the screen: ${label(e)}`); continue; }
  if (e.scrollWidth > e.clientWidth + slack && getComputedStyle(e).overflowX !== 'visible')
    problems.push(`cut sideways: ${label(e)}`);
  for (let up = e.parentElement; up && up !== document.body; up = up.parentElement) {
    if (getComputedStyle(up).overflow !== 'visible' && !inside(r, box(up))) {
      problems.push(`clipped by ${label(up).split(' ')[0]}: ${label(e)}`);
      break;
    }
  }
}
// Every panel holds its text.
for (const e of document.querySelectorAll('main > section, #now > div, .section, footer')) {
  if (shown(e) && e.scrollHeight > e.clientHeight + slack)
    problems.push(`panel overflows (${e.scrollHeight} > ${e.clientHeight}): ${label(e)}`);
}
// The moment card hides no panel.
const moment = document.getElementById('moment');
if (shown(moment)) {
  for (const e of document.querySelectorAll('.section, #question, #player-list li')) {
    if (shown(e) && meet(box(moment), box(e))) problems.push(`the moment covers ${label(e)}`);
  }
}
// Every QR code whole, large enough to scan, its name under it.
for (const li of document.querySelectorAll('#join-list li')) {
  const code = li.querySelector('svg'), name = li.querySelector('.name');
  if (!shown(li) || !code) continue;
  const r = box(code);
  if (!inside(r, screen)) problems.push(`QR code cut: ${li.dataset.name}`);
  if (Math.min(r.width, r.height) < minQr * Math.min(W, H) - slack)
    problems.push(`QR code small: ${li.dataset.name} ${Math.round(r.width)} px`);
  if (!name || !inside(box(name), screen) || box(name).top < r.bottom - slack)
    problems.push(`name not under its code: ${li.dataset.name}`);
}
// The track: each name in the markers' order, no two names on each other, inside the picture.
const markers = [...document.querySelectorAll('.track g.marker')].filter(shown);
const names = markers.map((g) => ({ name: g.dataset.name,
  at: box(g.querySelector('circle')), text: box(g.querySelector('text:last-of-type')) }));
for (let i = 0; i < names.length; i++) {
  if (!inside(names[i].text, screen)) problems.push(`track name off the screen: ${names[i].name}`);
  for (let j = i + 1; j < names.length; j++) {
    if (meet(names[i].text, names[j].text))
      problems.push(`track names overlap: ${names[i].name} and ${names[j].name}`);
  }
}
const centre = (r) => (r.left + r.right) / 2;
const byMarker = [...names].sort((a, b) => centre(a.at) - centre(b.at)).map((n) => n.name);
const byName = [...names].sort((a, b) => centre(a.text) - centre(b.text)).map((n) => n.name);
if (byMarker.join() !== byName.join())
  problems.push(`track names out of order: ${byName.join(', ')} by markers ${byMarker.join(', ')}`);
return problems;
"""
"""Every problem the page shows now (argument: a QR code's least side, as a share of the
screen's shorter side)."""


@contextmanager
def sized(tv: Phone) -> Iterator[None]:
    """Within: the test sets sizes; after: the TV's own size again."""
    try:
        yield
    finally:
        tv.resize(1920, 1080, mobile=False)


def resized(tv: Phone, width: int, height: int) -> None:
    """Make the TV `width` x `height` and give its page a moment to lay itself out again."""
    tv.resize(width, height, mobile=False)
    tv.run_async(
        "const done = arguments[arguments.length - 1];"
        "requestAnimationFrame(() => requestAnimationFrame(() => done()));"
    )


def problems(tv: Phone, where: str, least_qr: float = 0.0) -> list[str]:
    """Every problem of the page at each of SIZES, each prefixed with the size and `where`."""
    found = []
    for width, height in SIZES:
        resized(tv, width, height)
        found += [f"{width}x{height} {where}: {p}" for p in tv.run(PROBLEMS, least_qr)]
    return found
