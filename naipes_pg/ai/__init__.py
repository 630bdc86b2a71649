"""Computer players: the Agent protocol, a random agent, per-game greedy agents."""

from .agents import AGENT_NAMES, Agent, RandomAgent, make_agent

__all__ = ["AGENT_NAMES", "Agent", "RandomAgent", "make_agent"]
