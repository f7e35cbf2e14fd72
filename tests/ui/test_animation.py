"""The table's animations (ui/table/animation.py): tweens stepped by one driver at the speed the
settings ask, a new tween replacing the running one from where it is, stopped where it is,
finished at once; no animation at speed 0. No timing thresholds: a tween is stepped at chosen
times, or waited for."""
from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsRectItem

from mtgdesk.ui.table.animation import IN_QUAD, MOVE_MS, Animator, _Tween, _EASINGS

pytestmark = pytest.mark.gui


def test_at_speed_zero_the_value_is_set_at_once_and_finished_called(qapp: Any) -> None:
    animator, item, finished = Animator(0), QGraphicsRectItem(), []
    assert not animator.enabled and animator.duration(MOVE_MS) == 0
    animator.animate(item, b"pos", QPointF(40, 30), MOVE_MS, finished=lambda: finished.append(True))
    animator.animate(item, b"opacity", 0.25, MOVE_MS)
    assert item.pos() == QPointF(40, 30) and item.opacity() == 0.25
    assert finished == [True] and animator.running_count() == 0


def test_a_tween_follows_its_easing_from_its_start_to_its_end(qapp: Any) -> None:
    item = QGraphicsRectItem()
    tween = _Tween(item, b"pos", QPointF(0, 0), QPointF(100, 200), begin=1000, duration=400,
                   ease=_EASINGS[IN_QUAD], finished=None)
    assert not tween.step(1000) and item.pos() == QPointF(0, 0)
    assert not tween.step(1200) and item.pos() == QPointF(25, 50)  # half the time, a quarter of the way
    assert tween.step(1400) and item.pos() == QPointF(100, 200)
    assert tween.step(2000) and item.pos() == QPointF(100, 200)  # never past the end
    rotation = _Tween(item, b"rotation", 90, 0, begin=0, duration=100, ease=_EASINGS[IN_QUAD], finished=None)
    rotation.step(50)
    assert item.rotation() == pytest.approx(67.5)


def test_a_new_tween_replaces_the_running_one_and_the_animator_says_when_all_are_still(qtbot: Any) -> None:
    animator, item = Animator(1.0), QGraphicsRectItem()
    finished: list[str] = []
    animator.animate(item, b"pos", QPointF(500, 0), MOVE_MS, finished=lambda: finished.append("first"))
    animator.animate(item, b"pos", QPointF(0, 300), MOVE_MS, start=QPointF(10, 10),
                     finished=lambda: finished.append("second"))
    assert animator.running_count() == 1 and item.pos() == QPointF(10, 10)  # from the start given
    with qtbot.waitSignal(animator.idle, timeout=10000):
        pass
    assert item.pos() == QPointF(0, 300) and finished == ["second"] and animator.running_count() == 0


def test_stop_leaves_an_item_where_it_is_and_finish_all_ends_the_others(qtbot: Any) -> None:
    animator, stopped, moving = Animator(50.0), QGraphicsRectItem(), QGraphicsRectItem()  # 16 s: never ends alone
    finished: list[str] = []
    animator.animate(stopped, b"pos", QPointF(1000, 0), MOVE_MS, finished=lambda: finished.append("stopped"))
    animator.animate(moving, b"scale", 2.0, MOVE_MS, finished=lambda: finished.append("moving"))
    qtbot.waitUntil(lambda: stopped.pos().x() > 0, timeout=10000)
    animator.stop(stopped)
    where = stopped.pos()
    assert animator.running_count() == 1 and 0 < where.x() < 1000
    idle: list[bool] = []
    animator.idle.connect(lambda: idle.append(True))
    animator.finish_all()
    assert moving.scale() == 2.0 and stopped.pos() == where
    assert finished == ["moving"] and idle == [True] and animator.running_count() == 0
