/* The seat's cards drawn as cards (docs/phones.md, "Cards"): a Mot Dit card's options, a Maury
 * Game hand, Fame Us criteria, each drawn from the parts its hand sends, whatever the game.
 * Each card shows its words in full; its icons are decoration (aria-hidden) beside the words
 * that say the same thing.
 *
 *   PartyhostCards.face(hand, card)                  // a card to look at: an li
 *   PartyhostCards.button(hand, card, entry, answer) // a card that answers a question
 *
 * `hand` is the state's hand ({game, title, cards}); `card` one of its cards; `entry` the
 * question's word on that card ({card, choice, why}): a card with a `why` is greyed and says
 * why, one without sends its `choice` through answer(choice) when tapped.
 */
"use strict";

window.PartyhostCards = (() => {
  const SVG = "http://www.w3.org/2000/svg";
  // Original line drawings on a 24 x 24 grid, drawn with the text's colour.
  const ICONS = {
    "gain-not": "M5 6h14v12H5z M8 10h8 M8 14h5 M12 2v5 M9.5 4.5 12 7l2.5-2.5",
    "take-not": "M5 6h14v12H5z M8 10h8 M8 14h5 M2 12h6 M5.5 9.5 8 12l-2.5 2.5",
    "gain-popularity": "M12 20V5 M6 11l6-6 6 6 M4 22h16",
    "lose-popularity": "M12 4v15 M6 13l6 6 6-6 M4 2h16",
    "draw-cards": "M4 7h10v14H4z M8 3h10v14 M12 10v6 M9 13h6",
    "swap-not-cards": "M4 8h14 M14 4l4 4-4 4 M20 16H6 M10 12l-4 4 4 4",
    "swap-places": "M7 3v18 M17 3v18 M3 8l4-5 4 5 M13 16l4 5 4-5",
    "move-to-a-space": "M12 3a9 9 0 1 0 .01 0z M12 8a4 4 0 1 0 .01 0z M12 12h.01",
    "look-at-a-hand": "M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z M12 9a3 3 0 1 0 .01 0z",
    "play again": "M20 12a8 8 0 1 1-3-6.2 M20 3v5h-5",
    "bad luck": "M13 2 5 14h6l-2 8 10-13h-6z",
    clue: "M4 5h16v10H10l-5 4v-4H4z",
    star: "M12 2l3 7h7l-5.5 4.5 2 7.5L12 17l-6.5 4 2-7.5L2 9h7z",
  };

  function icon(name) {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("viewBox", "0 0 24 24");
    svg.setAttribute("aria-hidden", "true");
    svg.setAttribute("class", "icon");
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", ICONS[name] || ICONS.star);
    svg.append(path);
    return svg;
  }

  function part(tag, className, ...children) {
    const element = document.createElement(tag);
    element.className = className;
    element.append(...children);
    return element;
  }

  /* A pause between a card's parts for a screen reader, which reads a button's words as one. */
  const pause = () => part("span", "visually-hidden", ", ");

  /* The inside of a card: its parts in order, as the hand sends them (host/phones/cards), with
   * a pause for a screen reader between two parts it reads. */
  function drawing(card) {
    return card.parts.flatMap((shown, k) => {
      const inside = shown.icon ? [icon(shown.icon), shown.text] : [shown.text];
      const drawn = part("span", shown.kind, ...inside);
      if (shown.hidden) drawn.setAttribute("aria-hidden", "true");
      return k > 0 && !card.parts[k - 1].hidden ? [pause(), drawn] : [drawn];
    });
  }

  function classes(hand, card) {
    const names = ["card", hand.game];
    names.push(...card.looks);
    if (card.chosen) names.push("chosen");
    return names.join(" ");
  }

  /* A card to look at: its words said once, as the label has them; the drawing is not read. */
  function face(hand, card) {
    const drawn = part("span", "drawing", ...drawing(card));
    drawn.setAttribute("aria-hidden", "true");
    return part("li", classes(hand, card), part("span", "visually-hidden", card.label), drawn);
  }

  /* A card as an answer: its words are its name, and a greyed one says why after them. */
  function button(hand, card, entry, answer) {
    const tap = part("button", `choice ${classes(hand, card)}`, ...drawing(card));
    tap.type = "button";
    tap.dataset.card = card.id;
    tap.dataset.choice = entry.choice;
    if (entry.why) {
      tap.dataset.why = entry.why;
      tap.disabled = true;
      tap.append(pause(), part("span", "why", `Not now: ${entry.why}`));
    } else {
      tap.addEventListener("click", () => answer(entry.choice));
    }
    return tap;
  }

  return { face, button };
})();
