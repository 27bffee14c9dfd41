"""English phrases for moves in words: the hint ("Move the tile at 1,0 to 2,0")
and the move log ("Ann moved the tile at 1,0 to 2,0"), part of the one table.

Numbers, squares and names are always placeholders, never part of a
sentence, so a translation can put them where its grammar wants them.  The
hint keys are ``move.<game>.<kind>``; the log keys add ``.past`` and a
``{name}``.  Built by :mod:`games.ui.move_words`.
"""

MOVES_EN: dict[str, str] = {
    # Quinque: squares are x,y; corners are the skydivers a-d of a tile.
    "move.quinque.corner.a": "top-left",
    "move.quinque.corner.b": "top-right",
    "move.quinque.corner.c": "bottom-left",
    "move.quinque.corner.d": "bottom-right",
    "move.quinque.mark": "Mark the {corner} skydiver of the tile at {square}",
    "move.quinque.place": "Place a new tile at {square} and mark its {corner} skydiver",
    "move.quinque.slide": "Move the tile at {src} to {dst}",
    "move.quinque.pass": "Pass: end the turn",
    "move.quinque.mark.past": "{name} marked the {corner} skydiver of the tile at {square}",
    "move.quinque.place.past": "{name} placed a new tile at {square} and marked its {corner} skydiver",
    "move.quinque.slide.past": "{name} moved the tile at {src} to {dst}",
    "move.quinque.pass.past": "{name} passed",
    # Quinto: a play lists its tiles, each a value on a square.
    "move.quinto.tile": "{value} on {square}",
    "move.quinto.play": "Play {tiles} for {points} points",
    "move.quinto.pass": "Pass",
    "move.quinto.play.past": "{name} played {tiles} for {points} points",
    "move.quinto.pass.past": "{name} passed",
    # Quinamid: holes are a1-f6 as drawn; boards are A-E.
    "move.quinamid.place": "Place a counter on {hole}",
    "move.quinamid.slide.left": "Slide board {board} left",
    "move.quinamid.slide.right": "Slide board {board} right",
    "move.quinamid.slide.up": "Slide board {board} up",
    "move.quinamid.slide.down": "Slide board {board} down",
    "move.quinamid.turn.clockwise": "Turn board {board} clockwise",
    "move.quinamid.turn.anticlockwise": "Turn board {board} anticlockwise",
    "move.quinamid.place.past": "{name} placed a counter on {hole}",
    "move.quinamid.slide.left.past": "{name} slid board {board} left",
    "move.quinamid.slide.right.past": "{name} slid board {board} right",
    "move.quinamid.slide.up.past": "{name} slid board {board} up",
    "move.quinamid.slide.down.past": "{name} slid board {board} down",
    "move.quinamid.turn.clockwise.past": "{name} turned board {board} clockwise",
    "move.quinamid.turn.anticlockwise.past": "{name} turned board {board} anticlockwise",
    # Lists of items inside a phrase ("9 on 0,-3, 7 on 0,-2 and 8 on 0,-1").
    "move.list.pair": "{first} and {last}",
    "move.list.more": "{items}, {next}",
    "move.list.last": "{items} and {last}",
}
