"""Breton strings of the Quinto board and its in-app rules (see strings_quinto_en.py)."""

from .rules_br import QUINTO_RULES_HTML_BR

QUINTO_BR: dict[str, str] = {
    # Status line and side panel
    "quinto.turn": "Da {name} da c'hoari: lakait plakennoù eus ho rastell war an taoler, ha goude pouezit war C'hoari.",
    "quinto.turn_pass": "Tenn reizh ebet evit {name}: ret eo tremen.",
    "quinto.detail.score": "Skor {score}",
    "quinto.detail.final": "Diwezhañ {score}: {plays} gant an tennoù − {penalty} evit ar plakennoù chomet ({tiles})",
    "quinto.detail.final_clean": "Diwezhañ {score}: plakenn ebet chomet",
    "quinto.info.multile": "Pep linenn a rank ober ul liesad eus {n}.",
    "quinto.info.pool": "Plakennoù er sac'h: {n}",
    "quinto.info.how": "Stlejit plakennoù eus ho rastell d'an taoler (pe pouezit war ur blakenn, ha goude war ur c'harrez); diskouezet e vez ar skor amañ a-raok ma pouezot war C'hoari.",
    "quinto.info.must_pass": "N'hall plakenn ebet ganeoc'h bezañ c'hoariet: pouezit war Tremen.",
    "quinto.info.over": "Echu eo ar c'hrogad: lamet eo bet ar plakennoù chomet war pep rastell diwar skor o ferc'henn.",
    "quinto.preview.legal": "An tenn-mañ a ro {score}.",
    "quinto.preview.illegal": "N'haller ket c'hoari se c'hoazh: {reason}",
    "quinto.preview.row": "Renk {sum} = {total}",
    "quinto.preview.column": "Kolonenn {sum} = {total}",
    "quinto.history.play": "{player} {move} — {score}",
    "quinto.history.pass": "{player} a dremen — 0",
    "quinto.last_score": "+{score}",
    # Board targets (keyboard focus, screen readers)
    "quinto.rack_tile": "Plakenn {value} war ho rastell",
    "quinto.square": "Karrez goullo {x},{y}",
    "quinto.tentative": "Ho plakenn {value} e {x},{y}: adtapout anezhi",
    # Messages and announcements
    "quinto.picked": "Plakenn {value} dibabet: dibabit he c'harrez.",
    "quinto.placed": "{value} e {x},{y}. {preview}",
    "quinto.taken_back": "Distro eo {value} war ho rastell.",
    "quinto.recalled": "Distro eo ho plakennoù war ho rastell.",
    "quinto.pick_first": "Dibabit ur blakenn eus ho rastell da gentañ, ha goude he c'harrez.",
    "quinto.no_tiles": "Lakait plakennoù war an taoler da gentañ.",
    "quinto.no_recall": "Plakenn ebet da adtapout.",
    "quinto.no_pass": "Un tenn reizh hoc'h eus, neuze n'hallit ket tremen.",
    "quinto.no_hint": "N'eus tenn reizh ebet da ginnig.",
    "quinto.hint": "Ali: {move}, evit {score} poent. Pouezit war C'hoari evit e c'hoari, pe war Adtapout.",
    # In-app rules
    "rules.quinto.html": QUINTO_RULES_HTML_BR,
}
