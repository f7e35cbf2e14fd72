"""Your record, from the saved game records: wins and losses by your deck, by the computer's
level and personality, by what was played (constructed, casual, sealed, draft, puzzles);
streaks; average turns; and achievements, as Forge has them (a first win with each colour, a
draft won, every puzzle of a category solved, a win at 1 life, a win with no cards in hand...).

Nothing here is kept by hand: every figure and every achievement is derived from the records of
the games (``records.py``) and of the puzzles played (``PuzzleResult``, one small file of
results written when a puzzle is decided: a puzzle starts from a position, not from a seed, so
it has no game record). An achievement is earned by the first game, in the order they were
played, that meets it; so an achievement whose game is the one just finished is new.

What a record doesn't say (your life and hand when a game ended) comes from replaying it; those
end states are kept in a cache beside the records (``.end-states.json``), derived data that is
rebuilt when it is missing or can't be read.

Pure Python, no Qt.
"""
from __future__ import annotations

import json
import time
from collections import Counter
from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..problems import FileProblem
from ..userfiles import parse_json, read_user_text
from .atomic import atomic_write_text, set_aside
from .paths import data_dir, records_dir

if TYPE_CHECKING:
    from .records import GameRecord

__all__ = ["ACHIEVEMENTS", "Achievement", "Earned", "GameFacts", "PuzzleResult", "Summary", "Tally",
           "earned_achievements", "game_facts", "list_puzzle_results", "new_for_game", "puzzle_categories",
           "record_puzzle_result", "summarize"]

OUTCOMES = ("won", "lost", "draw")
COLOURS = ("W", "U", "B", "R", "G")
#: What a game was played as, in the order the statistics list them.
FORMATS = ("constructed", "casual", "sealed", "draft", "limited", "puzzle")
STARTING_LIFE = 20  # CR 103.4
END_STATES_FILE = ".end-states.json"
PUZZLE_RESULTS_FILE = "puzzle-results.json"
#: The most puzzle results kept (the oldest go first), and the largest file read.
MAX_PUZZLE_RESULTS = 5000
MAX_RESULTS_BYTES = 4 * 1024 * 1024
MAX_END_STATES = 20000


# ------------------------------------------------------------------ one game, as facts

@dataclass(frozen=True)
class GameFacts:
    """What the statistics need of one finished game against the computer, from your side."""

    id: str
    when: str  # when it ended (the record's last change), ISO 8601
    deck: str
    colours: frozenset[str]  # of your deck's spells
    level: str  # the computer's level, "" if not recorded
    personality: str  # the computer's personality, "" (not recorded yet: none exist)
    format: str  # one of FORMATS
    outcome: str  # one of OUTCOMES
    turns: int
    life: int | None = None  # your life when it ended (won games), None if not known
    hand: int | None = None  # cards in your hand when it ended (won games)


def my_seat(record: "GameRecord") -> int | None:
    """Your seat in a game against the computer (one person, one computer), else None."""
    if sorted(record.players) != ["computer", "human"]:
        return None
    return record.players.index("human")


def play_format(record: "GameRecord", seat: int) -> str:
    """What a game was played as: the record's own word, or for a record written before it was
    kept, constructed (60 cards or more) or limited."""
    kept = getattr(record, "play_format", "")
    if kept:
        return kept
    return "constructed" if len(record.decks[seat]) >= 60 else "limited"


def deck_colours(card_names: Iterable[str]) -> frozenset[str]:
    """The colours of a deck's cards (lands are colourless); unknown names are left out."""
    from ..cards import load_pool

    pool = load_pool()
    colours: set[str] = set()
    for name in set(card_names):
        try:
            colours |= pool.get(name).colors
        except Exception:  # a card this version doesn't know: it adds no colour
            continue
    return frozenset(colours)


def end_state(record: "GameRecord", seat: int) -> tuple[int, int]:
    """(life, cards in hand) of ``seat`` when the record's game ended: its replay."""
    game, _, _ = record.replay()
    return game.players[seat].life, len(game.players[seat].hand)


def game_facts(records: Iterable["GameRecord"], end_states: dict[str, list[int]] | None = None,
               replay: bool | Collection[str] = True) -> list[GameFacts]:
    """The facts of every finished game against the computer, in the order they ended.

    ``end_states`` (record id → [actions, life, hand]) caches the replays: a won game whose
    entry is missing or out of date is replayed (unless ``replay`` is False, or is a collection
    of record ids that doesn't hold its id) and its entry set. A record that isn't replayed, or
    doesn't replay, keeps its life and hand unknown (None)."""
    cache = end_states if end_states is not None else {}
    out = []
    for r in records:
        seat = my_seat(r)
        if seat is None or not r.over:
            continue
        outcome = "draw" if r.winner is None else ("won" if r.winner == seat else "lost")
        life = hand = None
        if outcome == "won":
            known = cache.get(r.id)
            if isinstance(known, list) and len(known) == 3 and known[0] == len(r.actions):
                life, hand = known[1], known[2]
            elif replay is True or (replay is not False and r.id in replay):
                try:
                    life, hand = end_state(r, seat)
                    cache[r.id] = [len(r.actions), life, hand]
                except Exception:  # a record that doesn't replay (RecordError): its end is unknown
                    pass
        out.append(GameFacts(id=r.id, when=r.updated, deck=r.deck_names[seat] or "?",
                             colours=deck_colours(r.decks[seat]), level=r.levels[1 - seat],
                             personality=str(getattr(r, "personalities", ["", ""])[1 - seat] or ""),
                             format=play_format(r, seat), outcome=outcome, turns=r.turn, life=life, hand=hand))
    out.sort(key=lambda f: (f.when, f.id))
    return out


# ------------------------------------------------------------------ the summary

@dataclass
class Tally:
    """Games won, lost and drawn."""

    won: int = 0
    lost: int = 0
    drawn: int = 0

    @property
    def games(self) -> int:
        return self.won + self.lost + self.drawn

    @property
    def win_rate(self) -> float:
        """Won over all games, in [0, 1] (0 with no game)."""
        return self.won / self.games if self.games else 0.0

    def add(self, outcome: str) -> None:
        if outcome == "won":
            self.won += 1
        elif outcome == "lost":
            self.lost += 1
        else:
            self.drawn += 1


@dataclass
class Summary:
    """Your record over finished games against the computer, and puzzles."""

    total: Tally = field(default_factory=Tally)
    by_deck: dict[str, Tally] = field(default_factory=dict)
    by_level: dict[str, Tally] = field(default_factory=dict)
    by_personality: dict[str, Tally] = field(default_factory=dict)
    by_format: dict[str, Tally] = field(default_factory=dict)
    outcomes: list[str] = field(default_factory=list)  # in the order played
    current_streak: tuple[str, int] = ("", 0)  # the last games' outcome and how many in a row
    longest_winning_streak: int = 0
    longest_losing_streak: int = 0
    average_turns: float = 0.0
    puzzles_solved: int = 0
    puzzles_tried: int = 0


def _streaks(outcomes: list[str]) -> tuple[tuple[str, int], int, int]:
    current: tuple[str, int] = ("", 0)
    longest = Counter[str]()
    for outcome in outcomes:
        current = (outcome, current[1] + 1) if outcome == current[0] else (outcome, 1)
        longest[outcome] = max(longest[outcome], current[1])
    return current, longest["won"], longest["lost"]


def summarize(facts: list[GameFacts], puzzles: Iterable["PuzzleResult"] = ()) -> Summary:
    """Counts by deck, level, personality (games that record one) and format; streaks (a draw
    ends one); the average number of turns."""
    s = Summary()
    for f in facts:
        s.total.add(f.outcome)
        s.by_deck.setdefault(f.deck, Tally()).add(f.outcome)
        if f.level:
            s.by_level.setdefault(f.level, Tally()).add(f.outcome)
        if f.personality:
            s.by_personality.setdefault(f.personality, Tally()).add(f.outcome)
        s.by_format.setdefault(f.format, Tally()).add(f.outcome)
        s.outcomes.append(f.outcome)
    s.current_streak, s.longest_winning_streak, s.longest_losing_streak = _streaks(s.outcomes)
    s.average_turns = sum(f.turns for f in facts) / len(facts) if facts else 0.0
    results = list(puzzles)
    if results:
        solved = [r for r in results if r.verdict == "solved"]
        s.puzzles_tried, s.puzzles_solved = len(results), len(solved)
        s.by_format["puzzle"] = Tally(won=len(solved), lost=len(results) - len(solved))
    return s


# ------------------------------------------------------------------ puzzles

@dataclass(frozen=True)
class PuzzleResult:
    """A puzzle played to its verdict: its name (file stem), category ("" for none), title,
    goal ("win" or "survive"), verdict ("solved" or "lost") and when."""

    name: str
    category: str
    title: str
    goal: str
    verdict: str
    when: str


def puzzle_category(path: str | Path) -> str:
    """A puzzle's category: the start of its file name in a ``categories`` folder
    (``categories/lethal_shock_the_blocker.toml`` is "lethal"), else ""."""
    path = Path(path)
    if path.parent.name != "categories" or "_" not in path.stem:
        return ""
    return path.stem.split("_", 1)[0]


def puzzle_categories(folder: str | Path) -> dict[str, set[str]]:
    """Every category of the puzzles in ``folder/categories`` and the names of its puzzles."""
    out: dict[str, set[str]] = {}
    categories = Path(folder) / "categories"
    try:
        paths = sorted(categories.glob("*.toml"))
    except OSError:
        return out
    for path in paths:
        category = puzzle_category(path)
        if category:
            out.setdefault(category, set()).add(path.stem)
    return out


def puzzle_results_path() -> Path:
    return data_dir() / PUZZLE_RESULTS_FILE


def list_puzzle_results(path: Path | None = None) -> list[PuzzleResult]:
    """The puzzle results written so far, oldest first; a file that can't be read is set aside
    (``NAME.bad-<date>``) and counts as none."""
    path = path or puzzle_results_path()
    if not path.is_file():
        return []
    try:
        data = parse_json(read_user_text(path, max_bytes=MAX_RESULTS_BYTES), str(path))
        if not isinstance(data, dict) or not isinstance(data.get("results"), list):
            raise FileProblem(str(path), None, "expected {\"results\": [...]}")
        out = []
        for item in data["results"][-MAX_PUZZLE_RESULTS:]:
            if not isinstance(item, dict) or not all(isinstance(item.get(k), str) for k in
                                                     ("name", "category", "title", "goal", "verdict", "when")):
                raise FileProblem(str(path), None, "a result is {name, category, title, goal, verdict, when}")
            if item["verdict"] not in ("solved", "lost"):
                raise FileProblem(str(path), None, f"a verdict is solved or lost, not {item['verdict']!r}")
            out.append(PuzzleResult(item["name"][:200], item["category"][:50], item["title"][:200],
                                    item["goal"][:20], item["verdict"], item["when"][:30]))
        return out
    except FileProblem:
        set_aside(path)
        return []


def record_puzzle_result(puzzle_path: str | Path, title: str, goal: str, verdict: str,
                         path: Path | None = None) -> PuzzleResult:
    """Add a puzzle's verdict to the results file (written atomically)."""
    path = path or puzzle_results_path()
    result = PuzzleResult(Path(puzzle_path).stem, puzzle_category(puzzle_path), title, goal, verdict,
                          time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime()))
    results = [*list_puzzle_results(path), result][-MAX_PUZZLE_RESULTS:]
    atomic_write_text(path, json.dumps({"results": [r.__dict__ for r in results]}, ensure_ascii=False))
    return result


# ------------------------------------------------------------------ achievements

@dataclass(frozen=True)
class Achievement:
    """An achievement, declared once: its id (the interface names it), and what earns it: a
    game that meets ``game`` (a predicate over its facts), a winning streak of ``streak``
    games, wins with every colour, or every puzzle of a category solved."""

    id: str
    game: Callable[[GameFacts], bool] | None = None
    streak: int = 0
    every_colour: bool = False
    puzzles: bool = False


def _won(f: GameFacts) -> bool:
    return f.outcome == "won"


def _with(colour: str) -> Callable[[GameFacts], bool]:
    return lambda f: _won(f) and colour in f.colours


ACHIEVEMENTS: tuple[Achievement, ...] = (
    Achievement("first_win", _won),
    *(Achievement(f"win_{c}", _with(c)) for c in COLOURS),
    Achievement("every_colour", every_colour=True),
    Achievement("win_casual", lambda f: _won(f) and f.format == "casual"),
    Achievement("win_sealed", lambda f: _won(f) and f.format == "sealed"),
    Achievement("win_draft", lambda f: _won(f) and f.format == "draft"),
    Achievement("beat_hard", lambda f: _won(f) and f.level == "hard"),
    Achievement("win_at_one_life", lambda f: _won(f) and f.life == 1),
    Achievement("win_empty_hand", lambda f: _won(f) and f.hand == 0),
    Achievement("win_untouched", lambda f: _won(f) and f.life is not None and f.life >= STARTING_LIFE),
    Achievement("streak_3", streak=3),
    Achievement("streak_5", streak=5),
    Achievement("first_puzzle", puzzles=True),
)


@dataclass(frozen=True)
class Earned:
    """An achievement earned: its id ("puzzles:<category>" for a category's puzzles), when, and
    by what (a game record's id, or a puzzle's name)."""

    id: str
    when: str
    by: str


def earned_achievements(facts: list[GameFacts], puzzles: Iterable[PuzzleResult] = (),
                        categories: Mapping[str, Collection[str]] | None = None) -> dict[str, Earned]:
    """Every achievement earned, by id, each by the first game (or puzzle) that met it.

    ``facts`` in the order played (``game_facts``); ``categories`` maps each puzzle category to
    the names of its puzzles (``puzzle_categories``): a category is done when each was solved."""
    earned: dict[str, Earned] = {}

    def earn(aid: str, when: str, by: str) -> None:
        earned.setdefault(aid, Earned(aid, when, by))

    run = 0
    colours_won: set[str] = set()
    for f in facts:
        for a in ACHIEVEMENTS:
            if a.game is not None and a.game(f):
                earn(a.id, f.when, f.id)
        run = run + 1 if f.outcome == "won" else 0
        for a in ACHIEVEMENTS:
            if a.streak and run >= a.streak:
                earn(a.id, f.when, f.id)
        if f.outcome == "won":
            colours_won |= f.colours
            if colours_won >= set(COLOURS):
                earn("every_colour", f.when, f.id)
    solved: dict[str, set[str]] = {}
    for r in sorted(puzzles, key=lambda r: r.when):
        if r.verdict != "solved":
            continue
        earn("first_puzzle", r.when, r.name)
        solved.setdefault(r.category, set()).add(r.name)
        wanted = (categories or {}).get(r.category)
        if r.category and wanted and set(wanted) <= solved[r.category]:
            earn(f"puzzles:{r.category}", r.when, r.name)
    return earned


#: The achievements that need a game's end (life, hand), which only a replay knows.
END_STATE_ACHIEVEMENTS = frozenset({"win_at_one_life", "win_empty_hand", "win_untouched"})


def new_for_game(earned: Mapping[str, Earned], by: str, facts: Iterable[GameFacts] = ()) -> list[Earned]:
    """The achievements that the game (record id) or puzzle (name) ``by`` earned: new ones,
    since an achievement is earned by the first that meets it. Given ``facts``, one that needs
    a game's end is left out while an earlier won game's end is unknown (not replayed yet): it
    might have earned it first, and a new achievement is never claimed wrongly."""
    unsure = False
    for f in facts:
        if f.id == by:
            break
        unsure = unsure or (f.outcome == "won" and f.life is None)
    return [e for e in earned.values() if e.by == by and not (unsure and e.id in END_STATE_ACHIEVEMENTS)]


# ------------------------------------------------------------------ the end-state cache

def end_states_path() -> Path:
    return records_dir() / END_STATES_FILE


def load_end_states(path: Path | None = None) -> dict[str, list[int]]:
    """The cache of replayed end states; empty when missing or unreadable (it is rebuilt)."""
    path = path or end_states_path()
    if not path.is_file():
        return {}
    try:
        data = parse_json(read_user_text(path, max_bytes=MAX_RESULTS_BYTES), str(path))
    except FileProblem:
        set_aside(path)
        return {}
    if not isinstance(data, dict):
        return {}
    return {k: v for k, v in list(data.items())[:MAX_END_STATES]
            if isinstance(k, str) and isinstance(v, list) and len(v) == 3 and all(type(x) is int for x in v)}


def save_end_states(cache: Mapping[str, Any], path: Path | None = None) -> None:
    """Write the cache atomically (a failure only costs replays next time)."""
    try:
        atomic_write_text(path or end_states_path(), json.dumps(dict(list(cache.items())[-MAX_END_STATES:])))
    except OSError:
        pass
