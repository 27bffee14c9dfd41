"""French strings of the Quinto board and its in-app rules (see strings_quinto_en.py)."""

from .rules_fr import QUINTO_RULES_HTML_FR

QUINTO_FR: dict[str, str] = {
    # Status line and side panel
    "quinto.turn": "À {name} de jouer : posez des tuiles de votre chevalet sur le plateau, puis touchez Jouer.",
    "quinto.turn_pass": "{name} n'a aucun coup possible et doit passer.",
    "quinto.detail.score": "Score {score}",
    "quinto.detail.final": "Final {score} : {plays} des coups − {penalty} pour les tuiles restantes ({tiles})",
    "quinto.detail.final_clean": "Final {score} : aucune tuile restante",
    "quinto.info.multile": "Chaque ligne doit faire un multiple de {n}.",
    "quinto.info.pool": "Tuiles dans la pioche : {n}",
    "quinto.info.how": "Faites glisser des tuiles de votre chevalet vers le plateau (ou touchez une tuile, puis une case) ; le score s'affiche ici avant que vous touchiez Jouer.",
    "quinto.info.must_pass": "Aucune de vos tuiles ne peut être jouée : touchez Passer.",
    "quinto.info.over": "Partie terminée : les tuiles restées sur chaque chevalet ont été retirées du score de leur joueur.",
    "quinto.preview.legal": "Ce coup rapporte {score}.",
    "quinto.preview.illegal": "Pas encore jouable : {reason}",
    "quinto.preview.row": "Rangée {sum} = {total}",
    "quinto.preview.column": "Colonne {sum} = {total}",
    "quinto.history.play": "{player} {move} — {score}",
    "quinto.history.pass": "{player} passe — 0",
    "quinto.last_score": "+{score}",
    # Board targets (keyboard focus, screen readers)
    "quinto.rack_tile": "Tuile {value} sur votre chevalet",
    "quinto.square": "Case vide {x},{y}",
    "quinto.tentative": "Votre tuile {value} en {x},{y} : la reprendre",
    # Messages and announcements
    "quinto.picked": "Tuile {value} choisie : choisissez sa case.",
    "quinto.placed": "{value} en {x},{y}. {preview}",
    "quinto.taken_back": "Le {value} est revenu sur votre chevalet.",
    "quinto.recalled": "Vos tuiles sont revenues sur votre chevalet.",
    "quinto.pick_first": "Choisissez d'abord une tuile de votre chevalet, puis sa case.",
    "quinto.no_tiles": "Posez d'abord des tuiles sur le plateau.",
    "quinto.no_recall": "Aucune tuile à reprendre.",
    "quinto.no_pass": "Vous avez un coup possible : vous ne pouvez pas passer.",
    "quinto.no_hint": "Il n'y a aucun coup possible à suggérer.",
    "quinto.hint": "Indice : {move}, pour {score} points. Touchez Jouer pour le jouer, ou Récupérer.",
    # In-app rules
    "rules.quinto.html": QUINTO_RULES_HTML_FR,
}
