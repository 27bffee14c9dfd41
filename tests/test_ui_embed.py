"""Embedding: the frame's messages to its parent, the parent's requests, the snippet."""

from __future__ import annotations

import html
from typing import Any

import pytest

from games.errors import InvalidSaveError
from games.ui.controller import Controller, MemoryStorage
from games.ui.embed import Outbox, goes_on_with, is_link, request_data, request_query, snippet
from games.ui.jobs import finish
from games.ui.opening import ASK, GAME, START, answer_job, open_link_job
from games.ui.session import Seat, Session, peek_save
from games.ui.view import Outcome


def sent(c: Controller, box: Outbox) -> list[dict[str, Any]]:
    s = c.session
    return box.messages(s.game if s else None, s.line if s else None, s.cursor if s else 0)


def test_every_move_is_reported_once_with_its_mover_then_undo_and_the_end() -> None:
    c = Controller(MemoryStorage())
    box = Outbox()
    assert sent(c, box) == []  # the start screen: nothing to tell
    assert c.start("quinamid", {}, (Seat("A"), Seat("B"))) is None
    assert sent(c, box) == [{"type": "quintet:game", "game": "quinamid", "moves": []}]
    assert sent(c, box) == [], "nothing new, nothing sent"
    c.apply(Outcome(move="c3"))
    c.apply(Outcome(move="d4"))
    assert sent(c, box) == [
        {"type": "quintet:move", "game": "quinamid", "move": "c3", "player": 0},
        {"type": "quintet:move", "game": "quinamid", "move": "d4", "player": 1},
    ]
    c.history.undo()
    assert sent(c, box) == [{"type": "quintet:undo", "game": "quinamid", "moves": 1}]
    c.apply(Outcome(move="e5"))
    assert sent(c, box) == [{"type": "quintet:move", "game": "quinamid", "move": "e5", "player": 1}]
    assert c.session is not None
    c.show(Session.from_save(c.session.to_save()))  # the same game, rebuilt from its save
    assert sent(c, box) == [], "the same game is not a new one"
    assert c.start("quinamid", {"advanced": True}, (Seat("A"), Seat("B"))) is None
    assert sent(c, box) == [{"type": "quintet:game", "game": "quinamid", "moves": []}]


def test_a_finished_game_reports_its_winner_and_scores_once() -> None:
    c = Controller(MemoryStorage())
    box = Outbox()
    moves = ["a1", "a6", "b1", "b6", "c1", "c6", "d1", "d6", "e1"]
    state, _ = c.link_target("?game=quinamid&moves=" + ";".join(moves[:-1]))
    assert state is not None
    c.open_state(state)
    assert [m["type"] for m in sent(c, box)] == ["quintet:game"]
    c.apply(Outcome(move=moves[-1]))
    assert c.session is not None and c.session.state.is_over
    out = sent(c, box)
    assert out[0] == {"type": "quintet:move", "game": "quinamid", "move": "e1", "player": 0}
    scores = list(c.session.state.scores)
    assert out[1] == {"type": "quintet:over", "game": "quinamid", "winner": 0, "scores": scores}
    assert sent(c, box) == []


def test_a_new_game_from_the_parent_is_checked_like_a_share_link() -> None:
    assert request_query({"type": "quintet:new", "game": "quinque"}) == "?game=quinque"
    assert request_query({"type": "quintet:new", "game": "quinto", "options": {"players": 3}}) \
        == "?game=quinto&players=3"
    assert request_query({"type": "quintet:new", "game": "quinamid", "options": {"advanced": True}}) \
        == "?game=quinamid&advanced=1"
    assert request_query("hello") is None and request_query({"type": "somebody-else"}) is None
    assert request_query({"type": "quintet:move", "game": "quinto", "move": "pass"}) is None, "our own"
    bad: list[Any] = [
        {"type": "quintet:new"},
        {"type": "quintet:new", "game": "chess"},
        {"type": "quintet:new", "game": "quinto", "options": {"players": 9}},
        {"type": "quintet:new", "game": "quinamid", "options": {"colour": "red"}},
        {"type": "quintet:new", "game": "quinamid", "options": {"moves": "a1"}},
        {"type": "quintet:new", "game": "quinto", "options": {"players": {"x": 1}}},
        {"type": "quintet:new", "game": "quinamid", "options": ["players", 3]},
        {"type": "quintet:play", "game": "quinamid"},
        {"type": "quintet:new", "game": "quinto", "options": {"bag": list(range(10_000))}},
    ]
    for data in bad:
        with pytest.raises(InvalidSaveError) as caught:
            request_query(data)
        assert str(caught.value) and len(str(caught.value)) < 200, data


def test_the_snippet_embeds_the_game_and_options_not_the_moves_and_is_escaped() -> None:
    c = Controller(MemoryStorage())
    state, _ = c.link_target("?game=quinamid&advanced=1&moves=a1")
    assert state is not None
    code = snippet("https://example.org/games/quintet/index.html?x=1#top", state, "fr")
    src = html.unescape(code.split('src="')[1].split('"')[0])
    assert src == "https://example.org/games/quintet/index.html?embed=1&game=quinamid&advanced=1&lang=fr"
    tricky = snippet('https://example.org/"><script>', None)
    assert "<script>" not in tricky and "&quot;&gt;&lt;script&gt;" in tricky


def test_a_framed_page_goes_on_with_the_saved_game_only_when_it_asks_for_that_game() -> None:
    c = Controller(MemoryStorage())
    saved_state, _ = c.link_target("?game=quinamid&advanced=1&moves=a1;b2")
    fresh_state, _ = c.link_target("?game=quinamid&advanced=1")
    assert saved_state is not None and fresh_state is not None
    seats = (Seat("A"), Seat("B"))
    saved = peek_save(Session.from_state(saved_state, seats).to_save())
    fresh = peek_save(Session.from_state(fresh_state, seats).to_save())
    assert goes_on_with("?game=quinamid", saved)
    assert goes_on_with("?game=quinamid&advanced=1", saved)
    assert not goes_on_with("?game=quinamid&advanced=0", saved), "other options: a new game"
    assert not goes_on_with("?game=quinamid&moves=a1", saved), "a link with moves is that position"
    assert not goes_on_with("?game=quinque", saved)
    assert not goes_on_with("?game=quinamid", fresh), "nothing played: nothing to go on with"
    assert not goes_on_with("?game=quinamid", None)


def test_hostile_messages_from_the_parent_are_refused_with_words() -> None:
    """Options nested 500 or 2,000 levels deep reached a RecursionError (and in the
    browser a JsException converting them): the bridge now hands over the message
    as JSON text, whose size and nesting are checked before it is parsed."""
    for depth in (9, 500, 2_000, 100_000):
        nested = "[" * depth + "]" * depth
        text = '{"type":"quintet:new","game":"quinamid","options":{"start":' + nested + "}}"
        with pytest.raises(InvalidSaveError, match="too deeply"):
            request_data(text)
    with pytest.raises(InvalidSaveError, match="too long"):
        request_data('{"type":"quintet:new","game":"' + "x" * 2_000_000 + '"}')
    with pytest.raises(InvalidSaveError, match="not valid JSON"):
        request_data("{")
    assert request_data(None) is None  # undefined, a function: nothing for us
    deep = request_data('{"type":"quintet:new","game":"quinamid","options":{"start":[[[[1]]]]}}')
    with pytest.raises(InvalidSaveError):  # within the limits, yet nested deeper than any option
        request_query(deep)


def test_an_option_given_as_null_is_its_default() -> None:
    data = request_data('{"type":"quintet:new","game":"quinto","options":{"players":null,"seed":4}}')
    assert request_query(data) == "?game=quinto&seed=4"


def test_an_address_with_moves_but_no_game_is_a_link_and_is_refused() -> None:
    assert is_link("?moves=c3") and is_link("?embed=1&game=quinto") and not is_link("?lang=fr&utm_source=x")
    c = Controller(MemoryStorage())
    outcome, waiting = finish(open_link_job(c, "?moves=c3", embedded=False))
    assert (outcome, waiting) == (START, None) and "does not say which game" in c.message


def test_a_link_asks_before_it_replaces_a_game_in_progress() -> None:
    c = Controller(MemoryStorage())
    c.start("quinamid", {}, (Seat("A"), Seat("B")))
    c.play("c3")
    outcome, waiting = finish(open_link_job(c, "?game=quinamid&moves=a1", embedded=False))
    assert outcome == ASK and waiting is not None and c.session is not None
    assert c.session.state.history == ("c3",), "nothing replaced before the answer"
    assert finish(answer_job(c, waiting, open_it=False)) and c.session.state.history == ("c3",)
    assert finish(answer_job(c, waiting, open_it=True)) and c.session.state.history == ("a1",)


def test_a_framed_page_goes_on_with_its_game_through_the_link_flow() -> None:
    store = MemoryStorage()
    c = Controller(store)
    c.start("quinamid", {}, (Seat("A"), Seat("B")))
    c.play("c3")
    again = Controller(store)
    assert finish(open_link_job(again, "?game=quinamid", embedded=True)) == (GAME, None)
    assert again.session is not None and again.session.state.history == ("c3",)
    unframed = Controller(store)
    outcome, waiting = finish(open_link_job(unframed, "?game=quinamid", embedded=False))
    assert outcome == ASK and waiting is not None and waiting.state.history == (), "a new game: ask first"
