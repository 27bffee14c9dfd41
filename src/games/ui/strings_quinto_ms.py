"""Malay strings of the Quinto board and its in-app rules (see strings_quinto_en.py)."""

from .rules_ms import QUINTO_RULES_HTML_MS

QUINTO_MS: dict[str, str] = {
    # Status line and side panel
    "quinto.turn": "Giliran {name}: letakkan jubin dari rak anda di papan, kemudian tekan Main.",
    "quinto.turn_pass": "{name} tiada langkah yang sah dan mesti melangkau giliran.",
    "quinto.detail.score": "Skor {score}",
    "quinto.detail.final": "Akhir {score}: {plays} daripada langkah − {penalty} untuk jubin yang tinggal ({tiles})",
    "quinto.detail.final_clean": "Akhir {score}: tiada jubin yang tinggal",
    "quinto.info.multile": "Setiap garisan mesti berjumlah gandaan {n}.",
    "quinto.info.pool": "Jubin dalam longgokan: {n}",
    "quinto.info.how": "Seret jubin dari rak anda ke papan (atau ketik jubin, kemudian petak); skornya dipaparkan di sini sebelum anda menekan Main.",
    "quinto.info.must_pass": "Tiada jubin anda yang boleh dimainkan: tekan Langkau.",
    "quinto.info.over": "Permainan tamat: jubin yang tinggal di setiap rak telah ditolak daripada skor pemiliknya.",
    "quinto.preview.legal": "Langkah ini memberi {score} mata.",
    "quinto.preview.illegal": "Belum boleh dimainkan: {reason}",
    "quinto.preview.row": "Baris {sum} = {total}",
    "quinto.preview.column": "Lajur {sum} = {total}",
    "quinto.history.play": "{player} {move} — {score}",
    "quinto.history.pass": "{player} langkau — 0",
    "quinto.last_score": "+{score}",
    # Board targets (keyboard focus, screen readers)
    "quinto.rack_tile": "Jubin {value} di rak anda",
    "quinto.square": "Petak kosong {x},{y}",
    "quinto.tentative": "Jubin {value} anda di {x},{y}: ambil balik",
    # Messages and announcements
    "quinto.picked": "Jubin {value} dipilih: pilih petaknya.",
    "quinto.placed": "{value} di {x},{y}. {preview}",
    "quinto.taken_back": "{value} kembali ke rak anda.",
    "quinto.recalled": "Jubin anda kembali ke rak anda.",
    "quinto.pick_first": "Pilih jubin dari rak anda dahulu, kemudian petaknya.",
    "quinto.no_tiles": "Letakkan jubin di papan dahulu.",
    "quinto.no_recall": "Tiada jubin untuk diambil balik.",
    "quinto.no_pass": "Anda ada langkah yang sah, jadi anda tidak boleh melangkau giliran.",
    "quinto.no_hint": "Tiada langkah sah untuk dicadangkan.",
    "quinto.hint": "Petunjuk: {move}, untuk {score} mata. Tekan Main untuk memainkannya, atau Ambil balik.",
    # In-app rules
    "rules.quinto.html": QUINTO_RULES_HTML_MS,
}
