"""French phrases for moves in words (the hint and the move log): see strings_moves_en.py."""

MOVES_FR: dict[str, str] = {
    # Quinque: squares are x,y; corners are the skydivers a-d of a tile.
    "move.quinque.corner.a": "en haut à gauche",
    "move.quinque.corner.b": "en haut à droite",
    "move.quinque.corner.c": "en bas à gauche",
    "move.quinque.corner.d": "en bas à droite",
    "move.quinque.mark": "Marquer le parachutiste {corner} de la tuile en {square}",
    "move.quinque.place": "Poser une nouvelle tuile en {square} et marquer son parachutiste {corner}",
    "move.quinque.slide": "Déplacer la tuile de {src} en {dst}",
    "move.quinque.pass": "Passer : finir le tour",
    "move.quinque.mark.past": "{name} a marqué le parachutiste {corner} de la tuile en {square}",
    "move.quinque.place.past": "{name} a posé une nouvelle tuile en {square} et marqué son parachutiste {corner}",
    "move.quinque.slide.past": "{name} a déplacé la tuile de {src} en {dst}",
    "move.quinque.pass.past": "{name} a passé",
    # Quinto: a play lists its tiles, each a value on a square.
    "move.quinto.tile": "{value} en {square}",
    "move.quinto.play": "Jouer {tiles} pour {points} points",
    "move.quinto.pass": "Passer",
    "move.quinto.play.past": "{name} a joué {tiles} pour {points} points",
    "move.quinto.pass.past": "{name} a passé",
    # Quinamid: holes are a1-f6 as drawn; boards are A-E.
    "move.quinamid.place": "Poser un pion en {hole}",
    "move.quinamid.slide.left": "Glisser le plateau {board} vers la gauche",
    "move.quinamid.slide.right": "Glisser le plateau {board} vers la droite",
    "move.quinamid.slide.up": "Glisser le plateau {board} vers le haut",
    "move.quinamid.slide.down": "Glisser le plateau {board} vers le bas",
    "move.quinamid.turn.clockwise": "Tourner le plateau {board} dans le sens horaire",
    "move.quinamid.turn.anticlockwise": "Tourner le plateau {board} dans le sens antihoraire",
    "move.quinamid.place.past": "{name} a posé un pion en {hole}",
    "move.quinamid.slide.left.past": "{name} a glissé le plateau {board} vers la gauche",
    "move.quinamid.slide.right.past": "{name} a glissé le plateau {board} vers la droite",
    "move.quinamid.slide.up.past": "{name} a glissé le plateau {board} vers le haut",
    "move.quinamid.slide.down.past": "{name} a glissé le plateau {board} vers le bas",
    "move.quinamid.turn.clockwise.past": "{name} a tourné le plateau {board} dans le sens horaire",
    "move.quinamid.turn.anticlockwise.past": "{name} a tourné le plateau {board} dans le sens antihoraire",
    # Lists of items inside a phrase ("9 en 0,-3, 7 en 0,-2 et 8 en 0,-1").
    "move.list.pair": "{first} et {last}",
    "move.list.more": "{items}, {next}",
    "move.list.last": "{items} et {last}",
}
