"""Breton phrases for moves in words (the hint and the move log): see strings_moves_en.py.

The log uses the preterite with the particle "a" ("{name} a verkas..."), which
needs no gender for the player's name.
"""

MOVES_BR: dict[str, str] = {
    # Quinque: squares are x,y; corners are the skydivers a-d of a tile.
    "move.quinque.corner.a": "uhel a-gleiz",
    "move.quinque.corner.b": "uhel a-zehou",
    "move.quinque.corner.c": "izel a-gleiz",
    "move.quinque.corner.d": "izel a-zehou",
    "move.quinque.mark": "Merkañ ar parachuter {corner} eus ar blakenn e {square}",
    "move.quinque.place": "Lakaat ur blakenn nevez e {square} ha merkañ he farachuter {corner}",
    "move.quinque.slide": "Dilec'hiañ ar blakenn eus {src} da {dst}",
    "move.quinque.pass": "Tremen: echuiñ an dro",
    "move.quinque.mark.past": "{name} a verkas ar parachuter {corner} eus ar blakenn e {square}",
    "move.quinque.place.past": "{name} a lakaas ur blakenn nevez e {square} hag a verkas he farachuter {corner}",
    "move.quinque.slide.past": "{name} a zilec'hias ar blakenn eus {src} da {dst}",
    "move.quinque.pass.past": "{name} a dremenas",
    # Quinto: a play lists its tiles, each a value on a square.
    "move.quinto.tile": "{value} e {square}",
    "move.quinto.play": "C'hoari {tiles} evit {points} poent",
    "move.quinto.pass": "Tremen",
    "move.quinto.play.past": "{name} a c'hoarias {tiles} evit {points} poent",
    "move.quinto.pass.past": "{name} a dremenas",
    # Quinamid: holes are a1-f6 as drawn; boards are A-E.
    "move.quinamid.place": "Lakaat ur pezh e {hole}",
    "move.quinamid.slide.left": "Riklañ an taoler {board} a-gleiz",
    "move.quinamid.slide.right": "Riklañ an taoler {board} a-zehou",
    "move.quinamid.slide.up": "Riklañ an taoler {board} war-grec'h",
    "move.quinamid.slide.down": "Riklañ an taoler {board} war-draoñ",
    "move.quinamid.turn.clockwise": "Treiñ an taoler {board} gant roud ar bizied",
    "move.quinamid.turn.anticlockwise": "Treiñ an taoler {board} a-enep roud ar bizied",
    "move.quinamid.place.past": "{name} a lakaas ur pezh e {hole}",
    "move.quinamid.slide.left.past": "{name} a riklas an taoler {board} a-gleiz",
    "move.quinamid.slide.right.past": "{name} a riklas an taoler {board} a-zehou",
    "move.quinamid.slide.up.past": "{name} a riklas an taoler {board} war-grec'h",
    "move.quinamid.slide.down.past": "{name} a riklas an taoler {board} war-draoñ",
    "move.quinamid.turn.clockwise.past": "{name} a droas an taoler {board} gant roud ar bizied",
    "move.quinamid.turn.anticlockwise.past": "{name} a droas an taoler {board} a-enep roud ar bizied",
    # Lists of items inside a phrase ("9 e 0,-3, 7 e 0,-2 ha 8 e 0,-1").
    "move.list.pair": "{first} ha {last}",
    "move.list.more": "{items}, {next}",
    "move.list.last": "{items} ha {last}",
}
