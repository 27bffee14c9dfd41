"""English in-app rules (part of the one translation table: see i18n.py).

Each game has the rulebook in short, then "How we play it": every decision
taken where the rulebook is silent or editions differ, so a player who
knows another edition sees what differs.  HTML, kept simple (h3, p, ul).
"""

RULES_EN: dict[str, str] = {
    "rules.quinque.html": """
<h3>Goal</h3>
<p>Be the first to line up five of your parachutes in a row: across, down or diagonally.
The line counts on the grid of skydivers, even when the tiles under it are bent or offset.</p>
<h3>Setup</h3>
<p>Each player has 18 parachutes (● orange discs for the first player, ◆ blue diamonds for the second).
The first player places the first tile and marks one of its skydivers. Then the second player takes the
first full turn.</p>
<h3>A turn</h3>
<p><b>First action</b> (you must): mark a skydiver, or move a tile.
<b>Second action</b> (optional): move a tile, or press <i>End turn</i>.</p>
<ul>
<li><b>Mark a skydiver:</b> put a parachute on a free skydiver of a tile on the table, or add a new tile
edge to edge with the formation and mark one of its skydivers. Only as the first action.</li>
<li><b>Move a tile:</b> along a row, column or diagonal, any distance, over gaps and other tiles, to a free
square. Afterwards all tiles must form one group joined edge to edge. Tiles never turn.</li>
<li>You may not move a tile you marked this turn, nor a tile whose four edges all touch tiles.</li>
</ul>
<h3>Advanced game</h3>
<p>How far a tile moves depends on its parachutes (either colour): 1: one square along its row or column;
2: any distance along its row or column, through tiles; 3: any distance diagonally, through tiles;
4: any direction, any distance, through tiles.</p>
<h3>End</h3>
<p>Five in a row wins at once. When both players are out of parachutes, it is a draw.</p>
<h3>How we play it</h3>
<ul>
<li>A win is checked after every action. A tile move that completes only your opponent's line makes your
opponent win; if it completes lines for both players, the player on turn wins.</li>
<li>There are 16 tiles: a new tile can be added only while fewer than 16 are on the table.</li>
<li>The second action may move the same tile again. The only tile on the table cannot move.</li>
<li>A player with no legal first action passes, which ends their turn. A player with no parachutes left
must move a tile when one can move.</li>
<li>The first tile goes at the centre; placing it and marking one skydiver is the first player's whole
first turn.</li>
<li>Advanced moves keep every basic requirement: a free destination, one joined formation afterwards, and
both golden rules. With one parachute a tile moves exactly one square.</li>
<li>Only the tile marked this turn is locked: a tile moved in the first action may move again, even back.</li>
<li>A line longer than five also wins. A win ends the turn at once (no second action).</li>
<li>Draw: right after the 36th parachute is placed with no line (the game ends there, even before a
second action), or when the same position (same tiles and
parachutes, wherever the formation sits; same player, same action, same locked tile) occurs a third time.</li>
</ul>
""",
    "rules.table.html": """
<h3>Playing at the table</h3>
<ul>
<li><b>Taking moves back</b> is chosen when a game starts, the same in every game:
<i>Never</i>; <i>Within my turn</i> (the default): the player who just acted may take their own actions
back until the next player acts, for example Quinque's second action or a Quinamid counter before the
other player answers (Quinto's tiles on the board can always be taken back before <i>Play</i>);
<i>Any time</i>, for casual play. Against the computer, <i>Undo</i> takes back your move and its reply.</li>
<li><b>Secret racks</b> (Quinto between people): before each person's turn, the first one included, the
screen is covered until that person taps <i>Continue</i>. Nothing else works while it is covered: no hint,
no play, no undo.</li>
<li><b>Confirm each move</b> (optional): a move is shown first and counts only when you tap
<i>Confirm</i>.</li>
<li><b>Players sit opposite</b> (optional, also on the toolbar): the screen turns to face whoever is to
play. <i>Flip board</i> turns only the board; slide buttons and arrow keys always mean directions on the
screen.</li>
<li><b>The move log</b> says each move in words. Tap a move to look back at that position; the game itself
does not change until you tap <i>Back to the game</i>. In Quinamid the moves stay hidden until the end,
since remembering them is part of the game (unless <i>open memory</i> is on).</li>
<li><b>Saving</b>: every move is saved in this browser. Where the browser refuses to keep data (a private
window, or an embedded page with third-party storage blocked) the game lives in this tab only, and the
page says so; if the storage is full, the page says the game cannot be saved and play goes on.</li>
</ul>
""",
}
