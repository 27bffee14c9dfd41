"""English strings of the Quinto board and its in-app rules (part of the one table)."""

QUINTO_EN: dict[str, str] = {
    # Status line and side panel
    "quinto.turn": "{name} to play: put tiles from your rack on the board, then press Play.",
    "quinto.turn_pass": "{name} has no legal play and must pass.",
    "quinto.detail.score": "Score {score}",
    "quinto.detail.final": "Final {score}: {plays} from plays − {penalty} for the tiles left ({tiles})",
    "quinto.detail.final_clean": "Final {score}: no tiles left",
    "quinto.info.multile": "Every line must total a multiple of {n}.",
    "quinto.info.pool": "Tiles in the pool: {n}",
    "quinto.info.how": "Drag tiles from your rack to the board (or tap a tile, then a square); the score shows here before you press Play.",
    "quinto.info.must_pass": "None of your tiles can be played: press Pass.",
    "quinto.info.over": "Game over: the tiles left on each rack were taken off its holder's score.",
    "quinto.preview.legal": "This play scores {score}.",
    "quinto.preview.illegal": "Not playable yet: {reason}",
    "quinto.preview.row": "Row {sum} = {total}",
    "quinto.preview.column": "Column {sum} = {total}",
    "quinto.history.play": "{player} {move} — {score}",
    "quinto.history.pass": "{player} pass — 0",
    "quinto.last_score": "+{score}",
    # Board targets (keyboard focus, screen readers)
    "quinto.rack_tile": "Tile {value} on your rack",
    "quinto.square": "Empty square {x},{y}",
    "quinto.tentative": "Your tile {value} on {x},{y}: take it back",
    # Messages and announcements
    "quinto.picked": "Tile {value} picked: choose its square.",
    "quinto.placed": "{value} on {x},{y}. {preview}",
    "quinto.taken_back": "{value} is back on your rack.",
    "quinto.recalled": "Your tiles are back on your rack.",
    "quinto.pick_first": "Pick a tile from your rack first, then its square.",
    "quinto.no_tiles": "Put tiles on the board first.",
    "quinto.no_recall": "No tiles to take back.",
    "quinto.no_pass": "You have a legal play, so you cannot pass.",
    "quinto.no_hint": "There is no legal play to suggest.",
    "quinto.hint": "Hint: {move} scores {score}. Press Play to play it, or Recall.",
    # In-app rules
    "rules.quinto.html": """
<h3>Goal</h3>
<p>Score the most points by laying number tiles in lines that add up to the centre tile's number
(the Multile) or a multiple of it, like a crossword of sums.</p>
<h3>Setup</h3>
<p>The red Multile sits in the centre: 5 in Quinto. There are 90 tiles, 0 to 9. Each player draws five;
your rack is shown only on your turn.</p>
<h3>A turn</h3>
<ul>
<li>Put down 1 to 5 tiles from your rack, all in one row or one column, with at least one touching a tile
already on the board (the first play: touching the Multile).</li>
<li>Every line your tiles are part of, across and down, must total the Multile number or a multiple of it,
and no line may hold more than five tiles.</li>
<li>You score the total of every line your tiles are in: one play can score in several directions.
A 0 added to a line scores that line's total.</li>
<li>Then draw back up to five tiles. A player who cannot play loses the turn (Pass).</li>
</ul>
<h3>End</h3>
<p>When the tiles run out, each player loses the total of the tiles left on their rack. Highest score wins.</p>
<h3>Variants</h3>
<p><b>Quinto-Plus:</b> the Multile is 6, 7, 8 or 9. <b>Small-Fry:</b> the number is 2, 3 or 4, for younger
players.</p>
<h3>How we play it</h3>
<ul>
<li>The tiles: 0 ×7, 1 ×6, 2 ×6, 3 ×7, 4 ×10, 5 ×6, 6 ×10, 7 ×14, 8 ×12, 9 ×12 (90 in all).</li>
<li>The Multile counts in the lines through it (9+7+8+5+6 = 35, as in the rulebook's sample game).</li>
<li>A play is 1 to 5 tiles from your rack in one row or one column, forming one unbroken line with the
tiles already there (no empty square in between), with at least one tile next to a tile already played.</li>
<li>A line is an unbroken run of two or more tiles across or down. Every line that contains one of your
new tiles must total a positive multiple of the number (0 does not count) and hold at most 5 tiles, the
Multile included. A lone tile forms no line in that direction.</li>
<li>Your score is the sum of the totals of every line that contains one of your new tiles.</li>
<li>After playing you draw back up to 5 tiles while the pool lasts.</li>
<li>You may pass only when you have no legal play; then you must. A pass draws no tiles.</li>
<li>A single new tile scores both its row and its column when each holds two or more tiles.</li>
<li>The game ends when the pool is empty and a player has used all their tiles, or when nobody can play
for a full round, that is as many passes in a row as there are players (even with tiles left in the
pool). Each player then loses the total of the tiles on their
rack. If the top score is shared, nobody wins.</li>
<li>The shuffle comes from a recorded number, so a saved or shared game replays exactly.</li>
<li>A shared game may also bring its own bag of tiles in draw order: at most 180 tiles (twice the usual
90), so even a home-made set makes a game of at most a few hundred moves.</li>
<li>2 to 4 players on one device. Your rack is shown only on your turn, and the board is covered between
turns until the next player is ready. Player 1 starts (the new-game dialog can shuffle the seats).</li>
<li>Because racks and the pool are secret, taking back a play is off unless you allow it when starting
the game: undoing would show the tiles just drawn.</li>
<li>Variants: Quinto (5), Quinto-Plus (6, 7, 8 or 9, drawn at random or chosen), Small-Fry (one each of
the tiles 2, 3 and 4 is taken from the pool; one of them, drawn at random or chosen, becomes the centre
tile and sets the number, and the other two go back into the pool).</li>
<li>The board has no edges: it grows as you play, and the view zooms to fit.</li>
<li>Hints (if allowed when starting the game) lay out your highest-scoring play; you still decide whether
to play it.</li>
</ul>
""",
}
