"""Scenario files: set up a position, take actions, check the result (docs: SCENARIOS.md).

``run_file(path)`` runs one file and returns its failures; ``mtgdesk check FILE...`` runs many.
"""
from __future__ import annotations

from .loader import Scenario, ScenarioError, load_scenario, parse_scenario
from .runner import Failure, run_file, run_scenario

__all__ = ["Failure", "Scenario", "ScenarioError", "load_scenario", "parse_scenario", "run_file", "run_scenario"]
