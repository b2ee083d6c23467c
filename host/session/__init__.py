"""The host framework the three games share: saves, prompts, commands, turn-taking."""
