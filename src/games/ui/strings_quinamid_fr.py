"""French strings of the Quinamid board and its in-app rules (see strings_quinamid_en.py)."""

from .rules_fr import QUINAMID_RULES_HTML_FR

QUINAMID_FR: dict[str, str] = {
    # Board targets (keyboard focus, screen readers)
    "quinamid.hole_label": "{square} sur le plateau {board} : {what}",
    "quinamid.empty": "trou vide",
    "quinamid.owner0": "disque orange",
    "quinamid.owner1": "losange bleu",
    "quinamid.board_base": "Plateau A, la base : il ne bouge jamais",
    "quinamid.board_label": "Plateau {letter} : sélectionnez-le pour le glisser ou le tourner",
    "quinamid.board_stuck": "Plateau {letter} : il ne peut pas bouger à ce tour",
    # Buttons beside the board
    "quinamid.board_button": "Plateau {letter}",
    "quinamid.slide_left": "← Gauche",
    "quinamid.slide_right": "→ Droite",
    "quinamid.slide_up": "↑ Haut",
    "quinamid.slide_down": "↓ Bas",
    "quinamid.turn_cw": "↻ Sens horaire",
    "quinamid.turn_ccw": "↺ Sens antihoraire",
    "quinamid.aria.slide_left": "Glisser vers la gauche",
    "quinamid.aria.slide_right": "Glisser vers la droite",
    "quinamid.aria.slide_up": "Glisser vers le haut",
    "quinamid.aria.slide_down": "Glisser vers le bas",
    "quinamid.aria.turn_cw": "Tourner dans le sens horaire",
    "quinamid.aria.turn_ccw": "Tourner dans le sens antihoraire",
    "quinamid.dir_left": "vers la gauche",
    "quinamid.dir_right": "vers la droite",
    "quinamid.dir_up": "vers le haut",
    "quinamid.dir_down": "vers le bas",
    "quinamid.overhang": "Le plateau {letter} ne peut pas glisser {direction} : il dépasserait du plateau {below}.",
    "quinamid.choose_board": "Choisissez d'abord un plateau : touchez sa lettre sur le plateau, ou un bouton Plateau.",
    "quinamid.selected": "Plateau {letter} sélectionné : glissez-le avec les flèches.",
    "quinamid.selected_turn": "Plateau {letter} sélectionné : glissez-le avec les flèches, ou tournez-le.",
    "quinamid.selected_info": "Sélection : plateau {letter}. Touchez de nouveau sa lettre pour annuler le choix.",
    # Status and side panel
    "quinamid.to_move_no_counters": "À {name} de jouer : plus de pions, glissez ou tournez un plateau",
    "quinamid.draw_repetition": "Match nul : la même position est apparue trois fois.",
    "quinamid.counters_left": "Pions : {n}",
    "quinamid.basic_game": "Jeu de base : les plateaux glissent, ils ne tournent pas.",
    "quinamid.advanced_game": "Jeu avancé : les plateaux glissent et tournent.",
    "quinamid.variants": "Variantes : {letters}",
    "quinamid.locked": "Le plateau {letter} vient d'être déplacé : il ne peut pas bouger à ce tour.",
    "quinamid.locked_may_turn": "Le plateau {letter} vient d'être déplacé : il ne peut pas glisser à ce tour, mais il peut encore tourner.",
    "quinamid.covered": "Pions cachés : {a} · {b}",
    "quinamid.memory_note_one": "1 coup joué. La liste des coups reste cachée jusqu'à la fin de la partie : se souvenir de ce que cachent les plateaux, c'est le cœur de Quinamid.",
    "quinamid.memory_note": "{n} coups joués. La liste des coups reste cachée jusqu'à la fin de la partie : se souvenir de ce que cachent les plateaux, c'est le cœur de Quinamid.",
    # In-app rules
    "rules.quinamid.html": QUINAMID_RULES_HTML_FR,
}
