"""Breton strings of the Quinamid board and its in-app rules (see strings_quinamid_en.py)."""

from .rules_br import QUINAMID_RULES_HTML_BR

QUINAMID_BR: dict[str, str] = {
    # Board targets (keyboard focus, screen readers)
    "quinamid.hole_label": "{square} war an taoler {board}: {what}",
    "quinamid.empty": "toull goullo",
    "quinamid.owner0": "pladenn orañjez",
    "quinamid.owner1": "lozanj glas",
    "quinamid.board_base": "Taoler A, an diazez: ne fiñv morse",
    "quinamid.board_label": "Taoler {letter}: diuzit anezhañ evit e riklañ pe e dreiñ",
    "quinamid.board_stuck": "Taoler {letter}: n'hall ket fiñval en dro-mañ",
    # Buttons beside the board
    "quinamid.board_button": "Taoler {letter}",
    "quinamid.slide_left": "← Kleiz",
    "quinamid.slide_right": "→ Dehou",
    "quinamid.slide_up": "↑ Krec'h",
    "quinamid.slide_down": "↓ Traoñ",
    "quinamid.turn_cw": "↻ Gant ar bizied",
    "quinamid.turn_ccw": "↺ A-enep ar bizied",
    "quinamid.aria.slide_left": "Riklañ a-gleiz",
    "quinamid.aria.slide_right": "Riklañ a-zehou",
    "quinamid.aria.slide_up": "Riklañ war-grec'h",
    "quinamid.aria.slide_down": "Riklañ war-draoñ",
    "quinamid.aria.turn_cw": "Treiñ gant roud ar bizied",
    "quinamid.aria.turn_ccw": "Treiñ a-enep roud ar bizied",
    "quinamid.dir_left": "a-gleiz",
    "quinamid.dir_right": "a-zehou",
    "quinamid.dir_up": "war-grec'h",
    "quinamid.dir_down": "war-draoñ",
    "quinamid.overhang": "An taoler {letter} n'hall ket riklañ {direction}: dreist bord an taoler {below} e vefe.",
    "quinamid.choose_board": "Dibabit un taoler da gentañ: pouezit war e lizherenn war an taoler, pe war ur bouton Taoler.",
    "quinamid.selected": "Taoler {letter} diuzet: riklit anezhañ gant ar biroù.",
    "quinamid.selected_turn": "Taoler {letter} diuzet: riklit anezhañ gant ar biroù, pe troit anezhañ.",
    "quinamid.selected_info": "Diuzet: taoler {letter}. Pouezit en-dro war e lizherenn evit nullañ an dibab.",
    # Status and side panel
    "quinamid.to_move_no_counters": "Da {name} da c'hoari: pezh ebet ken, riklit pe troit un taoler",
    "quinamid.draw_repetition": "Kevatal: an hevelep lec'hiadur a zo deuet teir gwech.",
    "quinamid.counters_left": "Pezhioù: {n}",
    "quinamid.basic_game": "C'hoari diazez: an taolerioù a rikl, ne dreont ket.",
    "quinamid.advanced_game": "C'hoari araokaet: an taolerioù a rikl hag a dro.",
    "quinamid.variants": "Adstummoù ar reolennoù: {letters}",
    "quinamid.locked": "An taoler {letter} a zo bet fiñvet emberr: n'hall ket fiñval en dro-mañ.",
    "quinamid.locked_may_turn": "An taoler {letter} a zo bet fiñvet emberr: n'hall ket riklañ en dro-mañ, met treiñ en-dro a c'hall.",
    "quinamid.covered": "Pezhioù kuzhet: {a} · {b}",
    "quinamid.memory_note_one": "1 tenn c'hoariet. Kuzh e chom roll an tennoù betek fin ar c'hrogad: derc'hel sonj eus ar pezh a guzh an taolerioù eo kalon Quinamid.",
    "quinamid.memory_note": "{n} tenn c'hoariet. Kuzh e chom roll an tennoù betek fin ar c'hrogad: derc'hel sonj eus ar pezh a guzh an taolerioù eo kalon Quinamid.",
    # In-app rules
    "rules.quinamid.html": QUINAMID_RULES_HTML_BR,
}
