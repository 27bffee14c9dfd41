"""Malay phrases for moves in words (the hint and the move log): see strings_moves_en.py."""

MOVES_MS: dict[str, str] = {
    # Quinque: squares are x,y; corners are the skydivers a-d of a tile.
    "move.quinque.corner.a": "kiri atas",
    "move.quinque.corner.b": "kanan atas",
    "move.quinque.corner.c": "kiri bawah",
    "move.quinque.corner.d": "kanan bawah",
    "move.quinque.mark": "Tandakan penerjun {corner} pada jubin di {square}",
    "move.quinque.place": "Letakkan jubin baharu di {square} dan tandakan penerjun {corner}nya",
    "move.quinque.slide": "Gerakkan jubin di {src} ke {dst}",
    "move.quinque.pass": "Langkau: tamatkan giliran",
    "move.quinque.mark.past": "{name} menandakan penerjun {corner} pada jubin di {square}",
    "move.quinque.place.past": "{name} meletakkan jubin baharu di {square} dan menandakan penerjun {corner}nya",
    "move.quinque.slide.past": "{name} menggerakkan jubin di {src} ke {dst}",
    "move.quinque.pass.past": "{name} melangkau giliran",
    # Quinto: a play lists its tiles, each a value on a square.
    "move.quinto.tile": "{value} di {square}",
    "move.quinto.play": "Mainkan {tiles} untuk {points} mata",
    "move.quinto.pass": "Langkau",
    "move.quinto.play.past": "{name} memainkan {tiles} untuk {points} mata",
    "move.quinto.pass.past": "{name} melangkau giliran",
    # Quinamid: holes are a1-f6 as drawn; boards are A-E.
    "move.quinamid.place": "Letakkan buah di {hole}",
    "move.quinamid.slide.left": "Gelongsorkan papan {board} ke kiri",
    "move.quinamid.slide.right": "Gelongsorkan papan {board} ke kanan",
    "move.quinamid.slide.up": "Gelongsorkan papan {board} ke atas",
    "move.quinamid.slide.down": "Gelongsorkan papan {board} ke bawah",
    "move.quinamid.turn.clockwise": "Putar papan {board} ikut arah jam",
    "move.quinamid.turn.anticlockwise": "Putar papan {board} lawan arah jam",
    "move.quinamid.place.past": "{name} meletakkan buah di {hole}",
    "move.quinamid.slide.left.past": "{name} menggelongsorkan papan {board} ke kiri",
    "move.quinamid.slide.right.past": "{name} menggelongsorkan papan {board} ke kanan",
    "move.quinamid.slide.up.past": "{name} menggelongsorkan papan {board} ke atas",
    "move.quinamid.slide.down.past": "{name} menggelongsorkan papan {board} ke bawah",
    "move.quinamid.turn.clockwise.past": "{name} memutar papan {board} ikut arah jam",
    "move.quinamid.turn.anticlockwise.past": "{name} memutar papan {board} lawan arah jam",
    # Lists of items inside a phrase ("9 di 0,-3, 7 di 0,-2 dan 8 di 0,-1").
    "move.list.pair": "{first} dan {last}",
    "move.list.more": "{items}, {next}",
    "move.list.last": "{items} dan {last}",
}
