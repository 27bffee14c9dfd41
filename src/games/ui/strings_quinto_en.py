"""English strings of the Quinto board and its in-app rules (part of the one table)."""

from .rules_en import QUINTO_RULES_HTML

QUINTO_EN: dict[str, str] = {
    # Status line and side panel
    "quinto.turn": "{name} to play: put tiles from your rack on the board, then press Play.",
    "quinto.turn_pass": "{name} has no legal play and must pass.",
    "quinto.detail.score": "Score {score}",
    "quinto.detail.final": "Final {score}: {plays} from plays − {penalty} for the tiles left ({tiles})",
    "quinto.detail.final_clean": "Final {score}: no tiles left",
    "quinto.info.multile": "Every line must total a multiple of {n}.",
    "quinto.info.pool": "Tiles in the pool: {n}",
    "quinto.info.how": "Drag tiles from your rack to the board (or tap a tile, then a square); the score shows here before you press Play.",
    "quinto.info.must_pass": "None of your tiles can be played: press Pass.",
    "quinto.info.over": "Game over: the tiles left on each rack were taken off its holder's score.",
    "quinto.preview.legal": "This play scores {score}.",
    "quinto.preview.illegal": "Not playable yet: {reason}",
    "quinto.preview.row": "Row {sum} = {total}",
    "quinto.preview.column": "Column {sum} = {total}",
    "quinto.history.play": "{player} {move} — {score}",
    "quinto.history.pass": "{player} pass — 0",
    "quinto.last_score": "+{score}",
    # Board targets (keyboard focus, screen readers)
    "quinto.rack_tile": "Tile {value} on your rack",
    "quinto.square": "Empty square {x},{y}",
    "quinto.tentative": "Your tile {value} on {x},{y}: take it back",
    # Messages and announcements
    "quinto.picked": "Tile {value} picked: choose its square.",
    "quinto.placed": "{value} on {x},{y}. {preview}",
    "quinto.taken_back": "{value} is back on your rack.",
    "quinto.recalled": "Your tiles are back on your rack.",
    "quinto.pick_first": "Pick a tile from your rack first, then its square.",
    "quinto.no_tiles": "Put tiles on the board first.",
    "quinto.no_recall": "No tiles to take back.",
    "quinto.no_pass": "You have a legal play, so you cannot pass.",
    "quinto.no_hint": "There is no legal play to suggest.",
    "quinto.hint": "Hint: {move}, for {score} points. Press Play to play it, or Recall.",
    # In-app rules
    "rules.quinto.html": QUINTO_RULES_HTML,
}
