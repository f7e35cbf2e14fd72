"""Every question the engine asks has exactly one prompt at the table (issue 31): ``PROMPTS`` in
ui/table/prompts.py, keyed by ``Question``; each puts words in the prompt bar, translated; and
no code of the table reads a decision by a prompt string."""
from __future__ import annotations

import ast
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from mtgdesk.engine import Step
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.ui.common.language import LanguageManager
from mtgdesk.ui.table.prompts import PROMPTS
from tests.helpers.games import find, position
from tests.ui.test_table_parts import _table_on

UI = Path(__file__).resolve().parents[2] / "mtgdesk" / "ui"


def test_every_question_has_one_prompt_at_the_table() -> None:
    assert set(PROMPTS) == set(Question), set(Question) ^ set(PROMPTS)
    assert all(callable(prompt) for prompt in PROMPTS.values())


def _reads_a_prompt(node: ast.AST) -> bool:
    """``d.prompt``, ``decision.prompt``, ``….decision.prompt``: a decision read by its prompt."""
    if not (isinstance(node, ast.Attribute) and node.attr == "prompt"):
        return False
    value = node.value
    return (isinstance(value, ast.Name) and value.id in ("d", "decision")) or \
        (isinstance(value, ast.Attribute) and value.attr == "decision")


def test_no_code_of_the_table_reads_a_prompt_string() -> None:
    found = []
    for path in sorted(UI.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        found += [f"{path.name}:{n.lineno}" for n in ast.walk(tree) if _reads_a_prompt(n)]
    assert found == []


def _decisions(game: Any) -> dict[Question, Decision]:
    """A decision of each question, for player 0, with options of the right sort."""
    bears, forest = find(game, "Grizzly Bears"), find(game, "Forest")
    hand = tuple(game.players[0].hand)
    kinds = {Question.PRIORITY: DecisionKind.PRIORITY, Question.MULLIGAN: DecisionKind.MULLIGAN,
             Question.DECLARE_ATTACKERS: DecisionKind.ATTACKERS, Question.DECLARE_BLOCKERS: DecisionKind.BLOCKERS,
             Question.TARGETS: DecisionKind.TARGETS, Question.PAY: DecisionKind.PAY,
             Question.ASSIGN_DAMAGE: DecisionKind.ASSIGN_DAMAGE, Question.DISCARD: DecisionKind.DISCARD,
             Question.DISCARD_TO_HAND_SIZE: DecisionKind.DISCARD, Question.ORDER_TRIGGERS: DecisionKind.ORDER,
             Question.REPLACEMENT: DecisionKind.REPLACEMENT, Question.GAME_OVER: DecisionKind.GAME_OVER}
    options: dict[Question, tuple[Any, ...]] = {
        Question.TARGETS: ((bears, PlayerRef(1)),), Question.X: (0, 1, 2),
        Question.ASSIGN_DAMAGE: (bears, PlayerRef(1)), Question.DISCARD: hand, Question.DISCARD_TO_HAND_SIZE: hand,
        Question.SEARCH: (forest, None), Question.TO_HAND: hand, Question.ORDER_TOP: hand,
        Question.PAY_OR_COUNTER: (True, False), Question.PAY_OR_NOT: (True, False), Question.MAY: (True, False),
        Question.LEGEND_RULE: (bears, forest),
        Question.ORDER_TRIGGERS: (SimpleNamespace(card=SimpleNamespace(name="Grizzly Bears")),),
        Question.REPLACEMENT: (SimpleNamespace(source_name="Grizzly Bears"),),
        Question.COLOR: ("W", "U"), Question.PLAYER: (PlayerRef(1),), Question.OBJECT: (bears,),
        Question.SOURCE: (bears,), Question.CARD_NAME: ("Shock", "Forest"), Question.COPY: (bears, None),
        Question.SACRIFICE: (bears, forest), Question.DISCARD_COST: hand, Question.TAP_COST: (bears,),
        Question.MANA_COLOR: ("G", "R"), Question.TEXT_WORD: ("white", "Forest"),
        Question.SEARCH_CARDS: hand, Question.ORDER_BOTTOM: hand, Question.PAY_LIFE: (False, True),
        Question.UNTAP_TYPE: ("artifact", "creature", "land"),
    }
    data: dict[Question, tuple[tuple[str, Any], ...]] = {
        Question.PAY: (("cost", "{1}{R}"),), Question.PAY_OR_COUNTER: (("cost", "{2}"),),
        Question.PAY_OR_NOT: (("cost", "{1}"),), Question.ASSIGN_DAMAGE: (("attacker", bears),),
        Question.PAY_LIFE: (("amount", 2), ("card", forest)), Question.SEARCH_CARDS: (("whose", 1),),
    }
    return {q: Decision(0, kinds.get(q, DecisionKind.CHOICE), q, options.get(q, ()), 1, data.get(q, ()))
            for q in Question}


def _shown(table: Any, decisions: dict[Question, Decision]) -> dict[Question, str]:
    prompts = table.controller.prompts
    texts = {}
    for q, d in decisions.items():
        PROMPTS[q](prompts, d)
        texts[q] = prompts.prompt.text()
    return texts


def test_every_question_puts_its_words_in_the_prompt_bar_translated(qtbot: Any) -> None:
    """Each question's prompt shows words (never an empty bar), and in French other words than
    in English: its text goes through the translation (the words of one question may be another's,
    as paying a cost is paid either way)."""
    game = position(Step.MAIN1, a_battlefield=["Grizzly Bears", "Forest"], a_hand=["Shock", "Craw Wurm"],
                    a_library=["Island"], b_library=["Island"])
    table = _table_on(game, qtbot)
    decisions = _decisions(game)
    english = _shown(table, decisions)
    assert [q for q, text in english.items() if not text.strip()] == []
    languages = LanguageManager()
    try:
        assert languages.set_language("fr")
        french = _shown(table, decisions)
    finally:
        languages.set_language("en")
    assert [q for q, text in french.items() if not text.strip() or text == english[q]] == []


def test_the_table_prompts_an_effect_s_discard_with_the_card_drawn_in_the_hand(qtbot: Any) -> None:
    """"Draw a card, then discard a card" (Thought Courier, CR 701.9), asked with ``Game.ask`` in
    the position reached: the table shows the card drawn in the hand and prompts the discard;
    clicking it and Discard answers, and the game goes on."""
    from mtgdesk.engine import Zone
    from mtgdesk.engine import actions as A

    game = position(Step.MAIN1, a_hand=["Forest"], a_battlefield=["Thought Courier"],
                    a_library=["Island", "Shock"], b_library=["Island"])
    game.apply(A.ActivateAbility(0, find(game, "Thought Courier"), 0))
    while game.decision.kind is DecisionKind.PRIORITY:
        game.apply(A.PassPriority(game.decision.player))
    assert game.decision.question is Question.DISCARD and game.frames
    table = _table_on(game, qtbot)
    shock = find(game, "Shock", Zone.HAND)
    assert shock in table.controller.bridge.hand_ids(0)
    assert "Discard 1 card" in table.prompt.text()
    button = table.prompt.buttons["discard_button"]
    assert not button.isEnabled()
    table.controller.card_clicked(shock, by_hand=True)
    qtbot.waitUntil(lambda: table.prompt.buttons["discard_button"].isEnabled())
    table.prompt.buttons["discard_button"].click()
    qtbot.waitUntil(lambda: not game.frames)
    assert [game.objects[i].card.name for i in game.players[0].graveyard] == ["Shock"]
