"""English strings of the Quinamid board and its in-app rules (part of the one table)."""

from .rules_en import QUINAMID_RULES_HTML

QUINAMID_EN: dict[str, str] = {
    # Board targets (keyboard focus, screen readers)
    "quinamid.hole_label": "{square} on board {board}: {what}",
    "quinamid.empty": "empty hole",
    "quinamid.owner0": "orange disc",
    "quinamid.owner1": "blue diamond",
    "quinamid.board_base": "Board A, the base: it never moves",
    "quinamid.board_label": "Board {letter}: select it to slide or turn it",
    "quinamid.board_stuck": "Board {letter}: it cannot move this turn",
    # Buttons beside the board
    "quinamid.board_button": "Board {letter}",
    "quinamid.slide_left": "← Left",
    "quinamid.slide_right": "→ Right",
    "quinamid.slide_up": "↑ Up",
    "quinamid.slide_down": "↓ Down",
    "quinamid.turn_cw": "↻ Turn clockwise",
    "quinamid.turn_ccw": "↺ Turn anticlockwise",
    "quinamid.aria.slide_left": "Slide left",
    "quinamid.aria.slide_right": "Slide right",
    "quinamid.aria.slide_up": "Slide up",
    "quinamid.aria.slide_down": "Slide down",
    "quinamid.aria.turn_cw": "Turn clockwise",
    "quinamid.aria.turn_ccw": "Turn anticlockwise",
    "quinamid.dir_left": "left",
    "quinamid.dir_right": "right",
    "quinamid.dir_up": "up",
    "quinamid.dir_down": "down",
    "quinamid.overhang": "Board {letter} cannot slide {direction}: it would overhang board {below}.",
    "quinamid.choose_board": "First choose a board: tap its letter on the board, or a Board button.",
    "quinamid.selected": "Board {letter} selected: slide it with the arrow buttons.",
    "quinamid.selected_turn": "Board {letter} selected: slide it with the arrow buttons, or turn it.",
    "quinamid.selected_info": "Selected: board {letter}. Tap its letter again to drop the choice.",
    # Status and side panel
    "quinamid.to_move_no_counters": "{name} to play: no counters left, slide or turn a board",
    "quinamid.draw_repetition": "Draw: the same position occurred three times.",
    "quinamid.counters_left": "Counters: {n}",
    "quinamid.basic_game": "Basic game: boards slide, they do not turn.",
    "quinamid.advanced_game": "Advanced game: boards slide and turn.",
    "quinamid.variants": "Rule variants: {letters}",
    "quinamid.locked": "Board {letter} was just moved: it cannot move this turn.",
    "quinamid.locked_may_turn": "Board {letter} was just moved: it cannot slide this turn, but may turn again.",
    "quinamid.covered": "Covered counters: {a} · {b}",
    "quinamid.memory_note_one": "1 move played. The move list stays hidden until the game ends: remembering what the boards cover is the heart of Quinamid.",
    "quinamid.memory_note": "{n} moves played. The move list stays hidden until the game ends: remembering what the boards cover is the heart of Quinamid.",
    # In-app rules
    "rules.quinamid.html": QUINAMID_RULES_HTML,
}
