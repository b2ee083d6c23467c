"""A question on a phone while the hourglass runs on its player: the host puts it again every
second, and the page keeps it where it is, in a real Chromium: never hidden, never announced
again, the focus left where the player put it; a tap still answers it."""

from __future__ import annotations

from collections.abc import Callable

from engine.fameus import FameUs
from tests.host.phones.hosted import Host
from tests.host.phones.test_browser_cards import saved

WATCH = """
const pass = [...document.querySelectorAll('#choices button')]
  .find((b) => b.textContent.trim().toLowerCase() === 'pass');
pass.focus();
window.watched = {announced: 0, hidden: 0, blurred: 0};
new MutationObserver(() => window.watched.announced++)
  .observe(document.getElementById('asked'), {childList: true});
const box = document.getElementById('question');
new MutationObserver(() => { if (box.hidden) window.watched.hidden++; })
  .observe(box, {attributes: true, attributeFilter: ['hidden']});
pass.addEventListener('blur', () => window.watched.blurred++);
"""
"""Focus the pass button, then count what would tell the player of a question asked anew."""
WATCHED = "return [window.watched, document.activeElement.textContent.trim().toLowerCase()]"


def test_a_question_under_the_hourglass_keeps_its_place_and_its_focus(
    start_host: Callable[..., Host], join
) -> None:
    host = start_host("fameus", "Ann,Bob,Cy,Dee")
    phones = list(join(host).values())
    phones[0].wait_for_question("how to play")
    phones[0].tap("skip")
    phone = phones[saved(host, FameUs).state.active]
    phone.wait_for_question("play or pass")
    assert host.process.stdin is not None
    host.process.stdin.write("hourglass\n")  # typed at the laptop, on the slow player
    host.process.stdin.flush()
    phone.wait_for_question("sand is running")
    first = phone.run("return page.questionId")
    phone.run(WATCH)
    phone.wait(lambda p: p.run("return page.questionId") >= first + 2, "the question put again")
    assert phone.run(WATCHED) == [{"announced": 0, "hidden": 0, "blurred": 0}, "pass"]
    phone.tap("pass")
    phone.wait(lambda p: host.log("fameus.Passed"), "the pass in the save")
