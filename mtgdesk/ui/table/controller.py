"""Gestures → actions: what a click, a drag or a button means for the decision the game asks
of the person at the table. The jobs around it have their own modules: what the prompt bar
says (``prompts``), what lights up (``highlights``), when the table passes by itself
(``auto_pass``).

An action is submitted only if ``legal_actions()`` lists it; anything else is refused with the
engine's reason (found on a copy of the game) shown in the status bar, and the card snaps back.
Declarations of attackers and blockers are collected here first (so a person can take one
back) and submitted one by one when they press the button. Passing priority is automatic when
nothing but passing is possible, and otherwise where the settings don't ask to stop.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QMenu

from mtgdesk.engine import IllegalAction
from mtgdesk.engine import actions as A
from mtgdesk.engine.decisions import Decision, DecisionKind, Question
from mtgdesk.engine.objects import PlayerRef
from mtgdesk.storage import Settings

from .auto_pass import Moment, PassPolicy, automatic_action, must_attack
from .highlights import Collected, highlights
from .prompt_bar import PromptBar
from .prompts import TablePrompts
from ..common.rules_text import ability_text
from .session import GameSession
from .snapshot import TableSnapshot
from .table_scene import TableScene
from .table_view import DropTarget, TableView
from .zone_control import ZoneControl
from ..common.texts import card_name, fill, refusal_text

if TYPE_CHECKING:
    from .damage_assignment import DamageSplit
    from .damage_panel import DamagePanel

#: The pause, at normal game speed, when the table passes by itself into a new step.
AUTO_STEP_MS = 180


class TableController(QObject):
    """Answers the pending decision from gestures, for the person whose side is shown.

    Signals:
        status_changed(str): a message for the status bar (a refusal, a hint).
        rule_cited(str): the Comprehensive Rules number a refusal cites.
        seat_needed(int): in a hot-seat game, the other player must take the seat to decide.
        refreshed(): highlights, arrows or the prompt changed; the table should be redrawn.
        rematch_requested(), main_menu_requested(): the game is over and the player chose what next.
        card_pointed(object): a card (``CardDef``) among a choice's is under the pointer.
    """

    status_changed = Signal(str)
    rule_cited = Signal(str)
    seat_needed = Signal(int)
    refreshed = Signal()
    rematch_requested = Signal()
    main_menu_requested = Signal()
    card_pointed = Signal(object)

    #: Set by ``damage_panel.prompt_assign``: the damage being divided (the bridge's generation,
    #: the split), kept while the prompt is shown again for the same decision.
    _damage_split: tuple[int, DamageSplit]

    def __init__(self, session: GameSession, scene: TableScene, view: TableView, prompt: PromptBar,
                 settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.bridge = session.bridge
        self.scene = scene
        self.view = view
        self.prompt = prompt
        self.settings = settings
        humans = session.human_seats()
        self._perspective = 0
        self.perspective = humans[0] if humans else 0
        self.pending_attackers: list[int] = []
        self._attackers_prefilled: tuple[int, int] | None = None  # (turn, player) of the declaration prefilled
        self.pending_blocks: list[tuple[int, int]] = []
        self.block_source: int | None = None
        self.selection: list[int] = []
        self.chosen_targets: list[Any] = []
        self.drop_hint: Any = None
        self.pay_by_hand = False  # this spell is paid by hand (dropped with Shift), whatever the settings
        # (generation, card, seat, mine) → lit
        self._previews: dict[tuple[int, int | None, int, bool], tuple[int, ...]] = {}
        self.skip_turn: int | None = None
        self.highlights: dict[int, str] = {}
        self.player_highlights: dict[int, str] = {}
        self._generation = -1
        self._auto_scheduled = -1
        self._auto_step: tuple[int, Any] | None = None
        self._awaiting_seat: int | None = None
        self._menu: QMenu | None = None
        self.automatic = True  # False freezes the table (the smoke test's picture)
        self.full_control = False  # stop at every priority (the Game menu's "Full control")
        self.rematch_text = ""  # the game-over prompt's word for a rematch ("Try again" in a puzzle)
        self.zones = ZoneControl(self, view.viewport())  # a graveyard, an exile, the cards of a choice
        self.zone = self.zones.panel
        self.prompts = TablePrompts(self, prompt)
        scene.draggable = self._can_drag
        scene.card_clicked.connect(self._on_scene_card_clicked)
        scene.player_clicked.connect(self._on_scene_player_clicked)
        scene.pile_clicked.connect(self.pile_clicked)
        scene.preview_wanted.connect(self._show_payment_preview)
        view.card_dropped.connect(self._on_view_card_dropped)
        view.cancelled.connect(self.cancel)

    # ------------------------------------------------------------------ the state of things

    @property
    def decision(self) -> Decision:
        decision: Decision = self.bridge.decision
        return decision

    def _mine(self) -> bool:
        """Whether the pending decision is the shown player's to make."""
        d = self.decision
        return (not self.bridge.over and d.kind is not DecisionKind.GAME_OVER
                and d.player == self.perspective and self.session.is_human(d.player)
                and not self.session.pace.busy)  # the computer's last action is still on show

    def _legal(self) -> list[A.Action]:
        return self.bridge.legal_actions() if self._mine() else []

    def refresh(self) -> None:
        """Recompute the prompt, the highlights and the arrows for the current decision, and
        schedule what happens by itself (auto-pass, automatic payment)."""
        generation = self.bridge.generation
        if generation != self._generation:
            self._generation = generation
            self._reset_decision_state()
        self._choose_must_attack()
        d = self.decision
        if (self.session.hot_seat and not self.bridge.over and d.player != self.perspective
                and self.session.is_human(d.player) and self._automatic_action(d.player) is None):
            if self._awaiting_seat != d.player:
                self._awaiting_seat = d.player
                self.seat_needed.emit(d.player)
        self.prompts.show()
        self._compute_highlights()
        self._show_payment_preview(self.scene.preview_card)
        self.zones.update()
        self._schedule_auto()

    @property
    def perspective(self) -> int:
        """The player sitting at the table: the table shows what they may see."""
        return self._perspective

    @perspective.setter
    def perspective(self, player: int) -> None:
        self._perspective = player
        self.bridge.show_to(player)

    def take_seat(self, player: int) -> None:
        """The hot-seat screen was passed: ``player`` now sits at the table."""
        self.perspective = player
        self._awaiting_seat = None
        self._generation = -1
        self.refresh()

    def _reset_decision_state(self) -> None:
        d = self.decision
        if d.kind is not DecisionKind.ATTACKERS:
            self.pending_attackers = []
            self._attackers_prefilled = None
        if d.kind is not DecisionKind.BLOCKERS:
            self.pending_blocks = []
            self.block_source = None
        if d.kind not in (DecisionKind.DISCARD, DecisionKind.CHOICE):
            self.selection = []
        if d.kind is not DecisionKind.TARGETS:
            self.chosen_targets = []
            self.view.stop_targeting()
        if d.kind not in (DecisionKind.TARGETS, DecisionKind.CHOICE, DecisionKind.PAY):
            self.drop_hint = None
            self.pay_by_hand = False
        if d.kind is not DecisionKind.ASSIGN_DAMAGE:
            self.scene.set_badges({})
        self.zones.decision_changed()
        if self.skip_turn is not None and self.bridge.view(self.perspective).turn != self.skip_turn:
            self.skip_turn = None

    def _choose_must_attack(self) -> None:
        """CR 508.1d: a creature that attacks each combat if able is chosen already when the
        player declares attackers (once a declaration: it may be taken back, and is then refused
        with that rule)."""
        d = self.decision
        key = (self.bridge.view(self.perspective).turn, d.player)
        if d.kind is not DecisionKind.ATTACKERS or not self._mine() or self._attackers_prefilled == key:
            return
        self._attackers_prefilled = key
        view = self.bridge.view(d.player)
        candidates = [a.creature for a in self.bridge.legal_actions() if isinstance(a, A.DeclareAttacker)]
        for creature in must_attack(candidates, lambda c: getattr(view.characteristics(c), "statics", ())):
            if creature not in self.pending_attackers:
                self.pending_attackers.append(creature)

    # ------------------------------------------------------------------ what happens by itself

    def _automatic_action(self, player: int) -> A.Action | None:
        """The action taken for ``player`` without asking, or None if they must decide
        (``auto_pass.automatic_action`` says which)."""
        d = self.decision
        if d.player != player or self.bridge.over or not self.session.is_human(player):
            return None
        return automatic_action(d, self.bridge.legal_actions(), self._policy(),
                                moment=lambda legal: self._moment(player, legal), drop_hint=self.drop_hint,
                                ending_turn=self.skip_turn == self.bridge.view(self.perspective).turn,
                                pay_by_hand=self.pay_by_hand and player == self.perspective)

    def _policy(self) -> PassPolicy:
        settings = self.settings
        return PassPolicy(settings.auto_pass, settings.stops_my_turn, settings.stops_opponent_turn,
                          settings.stop_when_opponent_casts, self.full_control,
                          settings.stop_when_opponent_attacks, settings.auto_pay)

    def _moment(self, player: int, legal: list[A.Action]) -> Moment:
        """The facts of ``player``'s priority that the stops depend on."""
        meaningful = [a for a in legal if not isinstance(a, A.PassPriority)
                      and not (isinstance(a, A.ActivateAbility) and self.bridge.is_mana_ability(a.source, a.index))]
        seen = self.bridge.view(player)  # public facts only: the turn, the step, the stack, combat
        stack = seen.stack()
        top = stack[-1].controller == player if stack else None
        # (priority in the declare attackers step comes once the attackers are declared, CR 508.2)
        attacked = seen.active != player and seen.step.value == "attackers" and bool(seen.attackers())
        i_block = any(self.bridge.controller(b) == player for b, _ in self.bridge.blocks())
        return Moment(bool(meaningful), seen.active == player, seen.step.value, top, self.skip_turn == seen.turn,
                      attacked, i_block)

    def _schedule_auto(self) -> None:
        if not self.automatic or self.session.pace.busy:
            return  # after the computer's action is shown (the page refreshes when it ends)
        generation = self.bridge.generation
        if self._auto_scheduled == generation:
            return
        d = self.decision
        if self._automatic_action(d.player) is None:
            return
        self._auto_scheduled = generation
        # A beat at each new step the table passes through by itself, so that the phase bar
        # walks through the turn at a pace one can follow (none with animations off).
        seen = self.bridge.view(self.perspective)
        step = (seen.turn, seen.step)
        delay = 0
        if step != self._auto_step:
            self._auto_step = step
            delay = round(AUTO_STEP_MS * self.settings.animation_factor)
        QTimer.singleShot(delay, lambda: self._run_auto(generation))

    def _run_auto(self, generation: int) -> None:
        if generation != self.bridge.generation or not self.automatic:
            return
        action = self._automatic_action(self.decision.player)
        if action is not None:
            self.bridge.submit(action)

    # ------------------------------------------------------------------ submitting

    def submit(self, action: A.Action) -> bool:
        """Submit an action from a gesture; a refusal is explained in the status bar."""
        if self._mine() and self.bridge.is_legal(action):
            self.status_changed.emit("")
            return self.bridge.submit(action)
        error = self.bridge.refusal(action) if self._mine() else None
        self.refuse(error)
        return False

    def refuse(self, error: IllegalAction | None, text: str = "") -> None:
        """Explain a refusal and send the cards back where they belong."""
        if not text:
            text = refusal_text(error) if error is not None else self._waiting_text()
        self.status_changed.emit(text)
        if error is not None:
            self.rule_cited.emit(error.rule)
        self.refreshed.emit()

    def _waiting_text(self) -> str:
        d = self.decision
        if self.bridge.over:
            return self.tr("The game is over.")
        if self.session.pace.busy:
            return self.tr("The computer's action is on show: press Space to go on.")
        return fill(self.tr("Waiting for %1."), self._name(d.player))

    def _name(self, player: int) -> str:
        return self.session.player_name(player)

    # ------------------------------------------------------------------ gestures

    def _can_drag(self, item: Any) -> bool:
        if not self._mine():
            return False
        state = item.state
        d = self.decision
        if state.zone == "hand":
            return state.controller == self.perspective and d.kind is DecisionKind.PRIORITY
        if state.zone == "battlefield" and state.controller == self.perspective:
            return d.kind in (DecisionKind.ATTACKERS, DecisionKind.BLOCKERS)
        return False

    def _on_view_card_dropped(self, obj_id: int, target: DropTarget) -> None:
        self.card_dropped(obj_id, target)

    def card_dropped(self, obj_id: int, target: DropTarget) -> None:
        """A card of the shown player was dragged somewhere."""
        if not self._mine():
            self.refuse(None)
            return
        d = self.decision
        p = self.perspective
        zone = self.bridge.zone(obj_id)
        if zone == "hand" and d.kind is DecisionKind.PRIORITY:
            if target.zone == "hand" and target.card is None and target.player is None:
                self.refreshed.emit()  # put back into the hand: nothing to do
                return
            card = self.bridge.card(obj_id)
            if card is not None and card.is_land:
                if target.side not in (None, p) and target.card is None:
                    self.refuse(None, fill(self.tr("Play %1 onto your own battlefield."), card_name(card.name)))
                    return
                self.submit(A.PlayLand(p, obj_id))
                return
            hint: Any = None
            if target.card is not None:
                hint = target.card
            elif target.player is not None:
                hint = PlayerRef(target.player)
            if self.submit(A.CastSpell(p, obj_id)):
                self.drop_hint = hint
                self._pay_by_hand_if(target.by_hand)
                self.refresh()
            return
        if zone == "battlefield" and d.kind is DecisionKind.ATTACKERS:
            defender = 1 - p
            if target.player == defender or target.side == defender or target.zone == "stack":
                self._toggle_attacker(obj_id, add_only=True)
            else:
                self.refreshed.emit()
            return
        if zone == "battlefield" and d.kind is DecisionKind.BLOCKERS:
            if target.card is not None and self.bridge.zone(target.card) == "battlefield":
                self._add_block(obj_id, target.card)
            else:
                self.refreshed.emit()
            return
        self.refuse(None, self.tr("That card can't be moved now."))

    def _pay_by_hand_if(self, by_hand: bool) -> None:
        """A spell was just cast with Shift held (dropped, clicked, Shift+Enter): its pay decision
        waits for the lands clicked, whatever the settings say (issue 35). Only while it is
        being cast (targets, choices, payment): the flag ends with that spell."""
        self.pay_by_hand = by_hand and self.decision.kind in (DecisionKind.TARGETS, DecisionKind.CHOICE,
                                                              DecisionKind.PAY)
        if self.pay_by_hand:
            self.refresh()
            self.refreshed.emit()

    def _on_scene_card_clicked(self, obj_id: int) -> None:
        self.card_clicked(obj_id, by_hand=bool(self.scene.click_modifiers & Qt.KeyboardModifier.ShiftModifier))

    def card_clicked(self, obj_id: int, by_hand: bool = False) -> None:
        """A card was clicked: play, cast, activate, declare, choose — whatever the decision
        makes of it (``by_hand``: Shift was held: a spell cast is paid by hand)."""
        if not self._mine():
            if not self.bridge.over:
                self.status_changed.emit(self._waiting_text())
            return
        d = self.decision
        kind = d.kind
        p = self.perspective
        legal = self.bridge.legal_actions()
        if kind is DecisionKind.PRIORITY:
            self._click_at_priority(obj_id, legal, by_hand)
        elif kind is DecisionKind.PAY:
            options = [a for a in legal if isinstance(a, A.ActivateAbility) and a.source == obj_id]
            if options:
                self._choose_among(options, after=self._pay_when_enough)
            else:
                self.refuse(self.bridge.refusal(A.ActivateAbility(p, obj_id, 0)))
        elif kind is DecisionKind.ATTACKERS:
            self._toggle_attacker(obj_id)
        elif kind is DecisionKind.BLOCKERS:
            self._click_blocker(obj_id)
        elif kind is DecisionKind.TARGETS:
            self._add_target(obj_id)
        elif kind in (DecisionKind.DISCARD,) or (kind is DecisionKind.CHOICE and d.question is Question.BOTTOM):
            if obj_id in (d.options if kind is DecisionKind.DISCARD and d.options else self.bridge.hand_ids(p)):
                if obj_id in self.selection:
                    self.selection.remove(obj_id)
                elif len(self.selection) < d.count:
                    self.selection.append(obj_id)
                self.refresh()
                self.refreshed.emit()
        elif kind is DecisionKind.ASSIGN_DAMAGE:
            self._give_lethal(obj_id)
        elif kind is DecisionKind.CHOICE:
            if obj_id in d.options:
                self.submit(A.ChooseOption(p, obj_id))
            else:
                self.refuse(None, self.tr("Choose one of the highlighted cards."))

    def pile_clicked(self, kind: str, owner: int) -> None:
        """A pile was clicked: a graveyard or an exile opens in the zone panel (``zones``)."""
        self.zones.pile_clicked(kind, owner)

    def show_choice_cards(self, options: list[tuple[Any, Any]]) -> Any:
        """The cards of a choice fanned in the zone panel; the prompt bar's button to show them again."""
        return self.zones.show_choice(options)

    def _on_zone_card_clicked(self, card_id: Any) -> None:
        self.zones.card_clicked(card_id)

    def _click_at_priority(self, obj_id: int, legal: list[A.Action], by_hand: bool = False) -> None:
        p = self.perspective
        mine = [a for a in legal if getattr(a, "card", None) == obj_id or getattr(a, "source", None) == obj_id]
        if len(mine) == 1:
            if self.submit(mine[0]) and isinstance(mine[0], A.CastSpell):
                self._pay_by_hand_if(by_hand)
            return
        if mine:
            self._choose_among(mine)
            return
        zone = self.bridge.zone(obj_id)
        card = self.bridge.card(obj_id)
        if zone == "hand" and card is not None:
            self.refuse(self.bridge.refusal(A.PlayLand(p, obj_id) if card.is_land else A.CastSpell(p, obj_id)))
            return
        if zone == "battlefield" and self.bridge.controller(obj_id) == p:
            ch = self.bridge.view(p).characteristics(obj_id)
            abilities = ch.activated if ch is not None else ()
            if abilities:
                self.refuse(self.bridge.refusal(A.ActivateAbility(p, obj_id, 0)))
            elif card is not None:
                self.refuse(None, fill(self.tr("%1 has no ability to activate."), card_name(card.name)))
            return
        self.status_changed.emit("")

    def _choose_among(self, options: Sequence[A.Action], after: Callable[[], None] | None = None,
                      menu_always: bool = False) -> None:
        """One action: take it. Several (a land that makes two colours, a permanent with two
        abilities): a menu."""
        expanded: list[tuple[str, A.Action]] = []
        for action in options:
            if isinstance(action, A.ActivateAbility):
                ability = self.bridge.ability(action.source, action.index)
                card = self.bridge.card(action.source)
                if ability is not None and card is not None:
                    if ability.is_mana and len(ability.produces) > 1 and action.mana_choice is None:
                        for mana in ability.produces:
                            text = fill(self.tr("Add %1"), "{" + mana + "}")
                            expanded.append((text, A.ActivateAbility(action.player, action.source, action.index, mana)))
                        continue
                    expanded.append((ability_text(card, ability), action))
                    continue
            expanded.append((self._action_text(action), action))
        if len(expanded) == 1 and not menu_always:
            self._submit_then(expanded[0][1], after)
            return
        self.close_menu()
        menu = QMenu(self.view)
        menu.setObjectName("action_menu")
        for text, action in expanded:
            entry = menu.addAction(text.replace("{", "").replace("}", ""))
            entry.triggered.connect(lambda checked=False, a=action: self._submit_then(a, after))
        self._menu = menu
        menu.popup(self.view.menu_point())

    def close_menu(self) -> None:
        """Close (and delete) the menu of choices, if one is open."""
        menu, self._menu = self._menu, None
        if menu is not None:
            menu.close()
            menu.deleteLater()

    def _submit_then(self, action: A.Action, after: Callable[[], None] | None) -> None:
        if self.submit(action) and after is not None:
            after()

    def _action_text(self, action: A.Action) -> str:
        name = card_name(self.bridge.name(getattr(action, "card", getattr(action, "source", 0))))
        if isinstance(action, A.PlayLand):
            return fill(self.tr("Play %1"), name)
        if isinstance(action, A.CastSpell):
            return fill(self.tr("Cast %1"), name)
        return fill(self.tr("Activate %1"), name)

    def _pay_when_enough(self) -> None:
        """Manual payment: once the pool holds enough, pay from it."""
        p = self.perspective
        if self.decision.kind is DecisionKind.PAY and A.PayFromPool(p) in self.bridge.legal_actions():
            self.bridge.submit(A.PayFromPool(p))

    def _on_scene_player_clicked(self, player: int) -> None:
        self.player_clicked(player)

    def player_clicked(self, player: int) -> None:
        if not self._mine():
            return
        d = self.decision
        if d.kind is DecisionKind.TARGETS:
            self._add_target(PlayerRef(player))
        elif d.kind is DecisionKind.ASSIGN_DAMAGE:
            self._give_lethal(PlayerRef(player))
        elif d.kind is DecisionKind.CHOICE and PlayerRef(player) in d.options:
            self.submit(A.ChooseOption(self.perspective, PlayerRef(player)))

    def cancel(self) -> None:
        """Escape: close the zone panel opened to look, take back the spell being cast, or undo
        the last pending declaration."""
        if self.zones.close_look():
            return
        if not self._mine():
            return
        p = self.perspective
        if A.CancelCasting(p) in self.bridge.legal_actions():
            self.submit(A.CancelCasting(p))
        elif self.block_source is not None:
            self.block_source = None
            self.refresh()
            self.refreshed.emit()
        elif self.pending_blocks:
            self.pending_blocks.pop()
            self.refresh()
            self.refreshed.emit()
        elif self.pending_attackers:
            self.pending_attackers.pop()
            self.refresh()
            self.refreshed.emit()

    # ------------------------------------------------------------------ combat declarations

    def _toggle_attacker(self, obj_id: int, add_only: bool = False) -> None:
        p = self.perspective
        if obj_id in self.pending_attackers:
            if not add_only:
                self.pending_attackers.remove(obj_id)
            self.refresh()
            self.refreshed.emit()
            return
        actions = [A.DeclareAttacker(p, a) for a in [*self.pending_attackers, obj_id]]
        error = self.bridge.simulate(actions)
        if error is not None:
            self.refuse(error)
            return
        self.pending_attackers.append(obj_id)
        self.status_changed.emit("")
        self.refresh()
        self.refreshed.emit()

    def attack_with_all(self) -> None:
        p = self.perspective
        for a in self.bridge.legal_actions():
            if isinstance(a, A.DeclareAttacker) and a.creature not in self.pending_attackers:
                attackers = [*self.pending_attackers, a.creature]
                if self.bridge.simulate([A.DeclareAttacker(p, c) for c in attackers]) is None:
                    self.pending_attackers.append(a.creature)
        self.refresh()
        self.refreshed.emit()

    def finish_attackers(self) -> None:
        p = self.perspective
        actions: list[A.Action] = [A.DeclareAttacker(p, a) for a in self.pending_attackers]
        actions.append(A.FinishAttackers(p))
        self._submit_all(actions)

    def _click_blocker(self, obj_id: int) -> None:
        p = self.perspective
        controller = self.bridge.controller(obj_id)
        if controller == p:
            if any(b == obj_id for b, _ in self.pending_blocks):
                self.pending_blocks = [(b, a) for b, a in self.pending_blocks if b != obj_id]
                self.block_source = None
            else:
                self.block_source = None if self.block_source == obj_id else obj_id
            self.status_changed.emit(self.tr("Now click the attacker it blocks.") if self.block_source else "")
            self.refresh()
            self.refreshed.emit()
            return
        if self.block_source is None:
            self.refuse(None, self.tr("First click (or drag) one of your untapped creatures, then the attacker "
                                      "it blocks."))
            return
        self._add_block(self.block_source, obj_id)

    def _add_block(self, blocker: int, attacker: int) -> None:
        p = self.perspective
        blocks = [(b, a) for b, a in self.pending_blocks if b != blocker] + [(blocker, attacker)]
        error = self.bridge.simulate([A.DeclareBlocker(p, b, a) for b, a in blocks])
        if error is not None:
            self.refuse(error)
            return
        self.pending_blocks = blocks
        self.block_source = None
        self.status_changed.emit("")
        self.refresh()
        self.refreshed.emit()

    def finish_blockers(self) -> None:
        p = self.perspective
        actions: list[A.Action] = [A.DeclareBlocker(p, b, a) for b, a in self.pending_blocks]
        actions.append(A.FinishBlockers(p))
        self._submit_all(actions)

    def _submit_all(self, actions: list[A.Action]) -> None:
        """Submit a declaration one action at a time, after checking the whole of it."""
        error = self.bridge.simulate(actions)
        if error is not None:
            self.refuse(error)
            return
        for action in actions:
            if not self.bridge.submit(action):
                break

    # ------------------------------------------------------------------ combat damage

    def _give_lethal(self, recipient: Any) -> None:
        """A blocker (or, with trample, the defending player) clicked while its attacker's damage
        is divided: it gets lethal damage (CR 510.1c-d, 702.19b)."""
        panel = cast("DamagePanel | None", self.prompts.extras.get("damage"))
        index = panel.index_of(recipient) if panel is not None else None
        if panel is None or index is None:
            self.refuse(None, self.tr("Click one of the creatures blocking it."))
            return
        panel.give_lethal(index)

    def damage_split_changed(self) -> None:
        """The damage being divided changed: each recipient shows its share on the table."""
        panel = cast("DamagePanel | None", self.prompts.extras.get("damage"))
        badges: dict[Any, str] = {}
        if panel is not None:
            badges = {r: str(n) for r, n in panel.split.assignment()}
        self.scene.set_badges(badges)

    # ------------------------------------------------------------------ targets

    def _add_target(self, target: Any) -> None:
        d = self.decision
        p = self.perspective
        index = len(self.chosen_targets)
        if index >= len(d.options) or target not in d.options[index]:
            self.refuse(self._target_refusal(target))
            return
        chosen = [*self.chosen_targets, target]
        if len(chosen) < len(d.options):
            self.chosen_targets = chosen
            self.refresh()
            self.refreshed.emit()
            return
        self.chosen_targets = []
        self.submit(A.ChooseTargets(p, tuple(chosen)))

    def _target_refusal(self, target: Any) -> IllegalAction | None:
        d = self.decision
        p = self.perspective
        filler = [opts[0] if opts else None for opts in d.options]
        index = len(self.chosen_targets)
        guess = list(self.chosen_targets) + [target] + filler[index + 1:]
        return self.bridge.simulate([A.ChooseTargets(p, tuple(guess[: len(d.options)]))]) or \
            IllegalAction("601.2c", "illegal_target")

    # ------------------------------------------------------------------ the prompt

    def primary(self) -> None:
        """Space: the prompt's main button (pass priority, confirm a declaration, keep)."""
        if not self.prompt.press_primary() and not self._mine() and not self.bridge.over:
            self.status_changed.emit(self._waiting_text())

    def hurry(self) -> None:
        """Space or "Faster" while the computer's action is shown: on to the next one."""
        self.session.pace.hurry()

    def skip_computer(self) -> None:
        """"Skip": the computer's actions without pauses until the person must decide."""
        self.session.pace.skip()

    def end_turn(self) -> None:
        """Pass priority until the turn ends, unless the opponent casts something."""
        self.skip_turn = self.bridge.view(self.perspective).turn
        if self._mine() and self.decision.kind is DecisionKind.PRIORITY:
            self.submit(A.PassPriority(self.perspective))

    def _toggle_selection(self, option: Any) -> None:
        d = self.decision
        if option in self.selection:
            self.selection.remove(option)
        elif len(self.selection) < d.count:
            self.selection.append(option)
        self.refresh()
        self.refreshed.emit()

    # ------------------------------------------------------------------ highlights and arrows

    def _compute_highlights(self) -> None:
        mine = self._mine()
        seen = self.bridge.view(self.perspective)
        stack = seen.stack()
        collected = Collected(self.pending_attackers, self.pending_blocks, self.block_source, self.chosen_targets,
                              self.selection)
        found = highlights(self.decision, self.bridge.legal_actions() if mine else [], mine, self.perspective,
                           collected, is_mana_ability=self.bridge.is_mana_ability,
                           attackers=seen.attackers(),
                           stack_top=stack[-1].id if stack else None,
                           hand=self.bridge.hand_ids(self.perspective) if mine else [])
        self.highlights = found.cards
        focus = self.session.pace.focus
        if focus is not None:
            self.highlights[focus] = "acted"  # what the computer just did, while it is shown
        self.player_highlights = found.players
        self.scene.extra_arrows = found.arrows

    def payment_preview(self, card: int | None) -> tuple[int, ...]:
        """The permanents the automatic payment would tap (``PlayerView.payment_preview``): for
        ``card`` of the player's hand if they may cast it now, else for the cost they are paying
        now; () when there is nothing to show. Asked once per card and decision (cached)."""
        key = (self.bridge.generation, card, self.perspective, self._mine())
        if key not in self._previews:
            if len(self._previews) > 64:
                self._previews.clear()
            lit: tuple[int, ...] | None = None
            if self._mine():
                p = self.perspective
                legal = self.bridge.legal_actions()
                view = self.bridge.view(p)
                if card is not None and A.CastSpell(p, card) in legal:
                    lit = view.payment_preview(card)
                elif self.decision.kind is DecisionKind.PAY:
                    lit = view.payment_preview()
            self._previews[key] = lit or ()
        return self._previews[key]

    def _show_payment_preview(self, card: int | None) -> None:
        """Light what the automatic payment would tap for the card dragged or pointed at in the
        hand, or for the cost being paid (CR 601.2g-h), before it happens."""
        self.scene.set_payment_preview(self.payment_preview(card))

    def on_snapshot(self, snapshot: TableSnapshot) -> None:
        """Called after each layout: keep the targeting arrow on its source."""
        if self.decision.kind is not DecisionKind.TARGETS or not self._mine():
            self.view.stop_targeting()


__all__ = ["TableController"]
