"""The computer players read only their seat (issue 37): ``ai/facts.py`` asks the view for an
object's characteristics and printed card (``PlayerView.characteristics``, ``card_def``), the
search asks it for its belief (``PlayerView.belief``), and nothing in ``mtgdesk/ai`` reads a
view's game (``._game``)."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from mtgdesk.ai import facts
from mtgdesk.cards import load_pool
from mtgdesk.engine import Zone
from mtgdesk.engine.determinize import belief
from tests.helpers.games import find, position

AI = Path(__file__).resolve().parents[2] / "mtgdesk" / "ai"


def _game_reads(path: Path) -> list[str]:
    """Each read of a ``_game`` attribute in the file, by attribute or by name (``getattr``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and node.attr == "_game":
            found.append(f"{path.name}:{node.lineno}: ._game")
        if isinstance(node, ast.Constant) and node.value == "_game":
            found.append(f"{path.name}:{node.lineno}: '_game'")
    return found


def test_nothing_in_ai_reads_a_view_s_game() -> None:
    files = sorted(AI.glob("*.py"))
    assert len(files) > 10
    assert [r for p in files for r in _game_reads(p)] == []


def test_the_ast_check_finds_a_read_of_the_game(tmp_path: Path) -> None:
    bad = tmp_path / "bad.py"
    bad.write_text("def f(view):\n    return view._game.turn, getattr(view, '_game')\n")
    assert _game_reads(bad) == ["bad.py:2: ._game", "bad.py:2: '_game'"]


def _game():  # type: ignore[no-untyped-def]
    return position(a_hand=["Shock"], a_battlefield=["Grizzly Bears"], a_library=["Lava Axe"],
                    b_battlefield=["Llanowar Elves", "Forest"], b_hand=["Serra Angel"], b_library=["Bog Imp"])


def test_cr_400_2_facts_read_what_the_player_may_see_through_the_view() -> None:
    """Own hand and public zones: characteristics and the printed card; an opponent's hand and
    any library: ``LookupError`` (CR 400.2, 402.3)."""
    game = _game()
    view = game.view(0)
    shock, bears = find(game, "Shock", Zone.HAND), find(game, "Grizzly Bears")
    assert facts.card_of(view, shock).name == "Shock" and facts.mana_value(view, shock) == 1
    assert facts.characteristics(view, bears).power == 2
    for hidden in (find(game, "Serra Angel", Zone.HAND), find(game, "Lava Axe", Zone.LIBRARY),
                   find(game, "Bog Imp", Zone.LIBRARY)):
        with pytest.raises(LookupError):
            facts.card_of(view, hidden)
        with pytest.raises(LookupError):
            facts.characteristics(view, hidden)


def test_the_view_s_belief_reads_public_cards_only() -> None:
    """``PlayerView.belief`` is ``determinize.belief`` of that player: the opponent's shown cards
    and candidates of its colours, never its hidden Serra Angel."""
    game = _game()
    candidates = [load_pool().get(n) for n in ("Giant Growth", "Forest", "Shock")]
    lands, others = game.view(0).belief(candidates)
    assert (lands, others) == belief(game, 0, candidates)
    assert "Serra Angel" not in {c.name for c in others} and "Giant Growth" in {c.name for c in others}
