"""English phrases for moves in words: the hint ("Move the leftmost tile of the
top row one square to the right") and the move log ("Ann played 8 above the
red 5 for 15 points"), part of the one table.

Numbers, places and names are always placeholders, never part of a
sentence, so a translation can put them where its grammar wants them.  The
hint keys are ``move.<game>.<kind>``; the log keys add ``.past`` and a
``{name}``.  The ``place.*`` keys name a place by what the player sees
around it (:mod:`games.ui.places` chooses).  Built by
:mod:`games.ui.move_words`.
"""

MOVES_EN: dict[str, str] = {
    # Quinque: a tile is named by its place among the tiles ({tile}, below); corners
    # are the skydivers a-d of a tile.
    "move.quinque.corner.a": "top-left",
    "move.quinque.corner.b": "top-right",
    "move.quinque.corner.c": "bottom-left",
    "move.quinque.corner.d": "bottom-right",
    "move.quinque.mark": "Mark the {corner} skydiver of {tile}",
    "move.quinque.place": "Place a new tile {where} and mark its {corner} skydiver",
    "move.quinque.slide": "Move {tile} {count} {direction}",
    "move.quinque.pass": "Pass: end the turn",
    "move.quinque.mark.past": "{name} marked the {corner} skydiver of {tile}",
    "move.quinque.place.past": "{name} placed a new tile {where} and marked its {corner} skydiver",
    "move.quinque.slide.past": "{name} moved {tile} {count} {direction}",
    "move.quinque.pass.past": "{name} passed",
    # A Quinque tile: the only one, the one the last action touched (drawn with a dark
    # rim), or its place in its row ({tile}) and its row among the rows ({row}),
    # each counted from the nearer end ({nth} is "second", "third"...).
    "place.quinque.the_tile": "the tile",
    "place.quinque.last": "the tile just played",
    "place.quinque.top": "the top tile",
    "place.quinque.bottom": "the bottom tile",
    "place.quinque.alone": "{tile}",
    "place.quinque.in_row": "{tile} in {row}",
    "place.quinque.tile.only": "the only tile",
    "place.quinque.tile.left": "the leftmost tile",
    "place.quinque.tile.right": "the rightmost tile",
    "place.quinque.tile.from_left": "the {nth} tile from the left",
    "place.quinque.tile.from_right": "the {nth} tile from the right",
    "place.quinque.row.top": "the top row",
    "place.quinque.row.bottom": "the bottom row",
    "place.quinque.row.from_top": "the {nth} row from the top",
    "place.quinque.row.from_bottom": "the {nth} row from the bottom",
    "place.nth.2": "second",
    "place.nth.3": "third",
    "place.nth.4": "fourth",
    "place.nth.5": "fifth",
    "place.nth": "{n}th",
    # Where a new Quinque tile goes: beside a tile ({tile} as above), or the first one.
    "place.quinque.on_table": "on the table",
    "place.quinque.side.left": "left of {tile}",
    "place.quinque.side.right": "right of {tile}",
    "place.quinque.side.above": "above {tile}",
    "place.quinque.side.below": "below {tile}",
    # How far and which way a Quinque tile moves ({count} {direction}).
    "place.squares.one": "one square",
    "place.squares": "{n} squares",
    "place.dir.left": "to the left",
    "place.dir.right": "to the right",
    "place.dir.up": "up",
    "place.dir.down": "down",
    "place.dir.up_left": "diagonally up and to the left",
    "place.dir.up_right": "diagonally up and to the right",
    "place.dir.down_left": "diagonally down and to the left",
    "place.dir.down_right": "diagonally down and to the right",
    # Quinto: a play lists its tiles, each a value beside a tile already there (the red
    # one is the centre tile) or beside a tile of the same play named before it.
    "place.quinto.left": "{value} left of the {anchor}",
    "place.quinto.right": "{value} right of the {anchor}",
    "place.quinto.above": "{value} above the {anchor}",
    "place.quinto.below": "{value} below the {anchor}",
    "place.quinto.left.centre": "{value} left of the red {anchor}",
    "place.quinto.right.centre": "{value} right of the red {anchor}",
    "place.quinto.above.centre": "{value} above the red {anchor}",
    "place.quinto.below.centre": "{value} below the red {anchor}",
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
    # The same, played by the person at the screen (a tutorial's learner): "You placed...".
    "move.quinque.mark.past.you": "You marked the {corner} skydiver of {tile}",
    "move.quinque.place.past.you": "You placed a new tile {where} and marked its {corner} skydiver",
    "move.quinque.slide.past.you": "You moved {tile} {count} {direction}",
    "move.quinque.pass.past.you": "You passed",
    "move.quinto.play.past.you": "You played {tiles} for {points} points",
    "move.quinto.pass.past.you": "You passed",
    "move.quinamid.place.past.you": "You placed a counter on {hole}",
    "move.quinamid.slide.left.past.you": "You slid board {board} left",
    "move.quinamid.slide.right.past.you": "You slid board {board} right",
    "move.quinamid.slide.up.past.you": "You slid board {board} up",
    "move.quinamid.slide.down.past.you": "You slid board {board} down",
    "move.quinamid.turn.clockwise.past.you": "You turned board {board} clockwise",
    "move.quinamid.turn.anticlockwise.past.you": "You turned board {board} anticlockwise",
    # Lists of items inside a phrase ("8 above the red 5, 7 above the 8 and 6 below the red 5").
    "move.list.pair": "{first} and {last}",
    "move.list.more": "{items}, {next}",
    "move.list.last": "{items} and {last}",
}
