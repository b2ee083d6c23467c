/* The table around the question: the host's lines before the last, the lobby card before the
 * game, and every phone's final card once it is over (docs/phones.md, "Messages").
 *
 *   PartyhostTable.said(lines)           // the public lines, oldest first, the last apart
 *   PartyhostTable.lobby(state)          // "You're in, Ann. Waiting for Bob and Cy to join."
 *   PartyhostTable.ending(ending, tell)  // the final card; `tell` says it once, in a live region
 */
"use strict";

window.PartyhostTable = (() => {
  const $ = (id) => document.getElementById(id);

  /* The host's public lines before the last, newest first, so that a burst loses none. */
  function said(lines) {
    const before = lines.slice(0, -1).reverse();
    $("said-list").replaceChildren(...before.map((text) => {
      const item = document.createElement("li");
      item.textContent = text;
      return item;
    }));
    $("said-before").hidden = before.length === 0;
  }

  /* Before the game's first line: this phone is in, and the game waits for the others. */
  function lobby(state) {
    const waiting = state.waiting || [];
    const before = !state.caption && !state.question && !state.ending && state.private.length === 0;
    $("lobby").hidden = !before;
    // Nothing is said yet: the lobby card in place of empty sections; and no "Just for you"
    // heading over nothing while no line was for this player alone.
    $("table").hidden = before;
    $("mine").hidden = before || state.private.length === 0;
    if (!before) return;
    $("lobby-title").textContent = `You're in, ${state.name}.`;
    $("lobby-waiting").textContent = waiting.length
      ? `Waiting for ${andList(waiting)} to join.`
      : "Everyone is in: the game starts in a moment.";
  }

  /* The final card: who won, this player's own result, everyone's standing; the game's turn and
   * score lines give it their place (they would only be stale). */
  function ending(card, tell) {
    const box = $("ending");
    if (!card) { box.hidden = true; return; }
    const first = box.hidden;
    $("ending-title").textContent = card.title;
    $("ending-you").textContent = card.you;
    $("ending-lines").replaceChildren(...card.lines.map((line) => {
      const item = document.createElement("p");
      item.textContent = line;
      return item;
    }));
    $("ending-standings").replaceChildren(...card.standings.map((row) => {
      const item = document.createElement("li");
      item.className = row.won ? "won" : "";
      const name = document.createElement("strong");
      name.textContent = `${row.won ? "★ " : ""}${row.name}`;
      item.append(name, ` ${row.result}`);
      return item;
    }));
    $("turn").hidden = $("score").hidden = $("hand-box").hidden = true;
    box.hidden = false;
    if (first) {
      tell($("said"), `${card.title} ${card.you}`);
      $("ending-title").focus();
    }
  }

  /** "a", "a and b", "a, b and c". */
  function andList(words) {
    return words.length < 2 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;
  }

  return { said, lobby, ending };
})();
