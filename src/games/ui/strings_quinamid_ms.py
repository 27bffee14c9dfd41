"""Malay strings of the Quinamid board and its in-app rules (see strings_quinamid_en.py)."""

from .rules_ms import QUINAMID_RULES_HTML_MS

QUINAMID_MS: dict[str, str] = {
    # Board targets (keyboard focus, screen readers)
    "quinamid.hole_label": "{square} pada papan {board}: {what}",
    "quinamid.empty": "lubang kosong",
    "quinamid.owner0": "cakera jingga",
    "quinamid.owner1": "berlian biru",
    "quinamid.board_base": "Papan A, tapaknya: ia tidak pernah bergerak",
    "quinamid.board_label": "Papan {letter}: pilih untuk menggelongsor atau memutarnya",
    "quinamid.board_stuck": "Papan {letter}: ia tidak boleh bergerak pada giliran ini",
    # Buttons beside the board
    "quinamid.board_button": "Papan {letter}",
    "quinamid.slide_left": "← Kiri",
    "quinamid.slide_right": "→ Kanan",
    "quinamid.slide_up": "↑ Atas",
    "quinamid.slide_down": "↓ Bawah",
    "quinamid.turn_cw": "↻ Ikut arah jam",
    "quinamid.turn_ccw": "↺ Lawan arah jam",
    "quinamid.aria.slide_left": "Gelongsor ke kiri",
    "quinamid.aria.slide_right": "Gelongsor ke kanan",
    "quinamid.aria.slide_up": "Gelongsor ke atas",
    "quinamid.aria.slide_down": "Gelongsor ke bawah",
    "quinamid.aria.turn_cw": "Putar ikut arah jam",
    "quinamid.aria.turn_ccw": "Putar lawan arah jam",
    "quinamid.dir_left": "ke kiri",
    "quinamid.dir_right": "ke kanan",
    "quinamid.dir_up": "ke atas",
    "quinamid.dir_down": "ke bawah",
    "quinamid.overhang": "Papan {letter} tidak boleh menggelongsor {direction}: ia akan terjulur keluar dari papan {below}.",
    "quinamid.choose_board": "Pilih papan dahulu: ketik hurufnya pada papan, atau butang Papan.",
    "quinamid.selected": "Papan {letter} dipilih: gelongsorkannya dengan butang anak panah.",
    "quinamid.selected_turn": "Papan {letter} dipilih: gelongsorkannya dengan butang anak panah, atau putarkannya.",
    "quinamid.selected_info": "Dipilih: papan {letter}. Ketik hurufnya sekali lagi untuk membatalkan pilihan.",
    # Status and side panel
    "quinamid.to_move_no_counters": "Giliran {name}: tiada buah lagi, gelongsorkan atau putarkan papan",
    "quinamid.draw_repetition": "Seri: kedudukan yang sama berlaku tiga kali.",
    "quinamid.counters_left": "Buah: {n}",
    "quinamid.basic_game": "Permainan asas: papan menggelongsor, tidak berputar.",
    "quinamid.advanced_game": "Permainan lanjutan: papan menggelongsor dan berputar.",
    "quinamid.variants": "Varian peraturan: {letters}",
    "quinamid.locked": "Papan {letter} baru sahaja digerakkan: ia tidak boleh bergerak pada giliran ini.",
    "quinamid.locked_may_turn": "Papan {letter} baru sahaja digerakkan: ia tidak boleh menggelongsor pada giliran ini, tetapi boleh berputar lagi.",
    "quinamid.covered": "Buah terlindung: {a} · {b}",
    "quinamid.memory_note_one": "1 langkah dimainkan. Senarai langkah kekal tersembunyi hingga permainan tamat: mengingati apa yang dilindungi papan ialah teras Quinamid.",
    "quinamid.memory_note": "{n} langkah dimainkan. Senarai langkah kekal tersembunyi hingga permainan tamat: mengingati apa yang dilindungi papan ialah teras Quinamid.",
    # In-app rules
    "rules.quinamid.html": QUINAMID_RULES_HTML_MS,
}
