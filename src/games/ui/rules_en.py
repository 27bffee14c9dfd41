"""English in-app rules (part of the one translation table: see i18n.py).

Each game has the rulebook in short, then "How we play it": every decision
taken where the rulebook is silent or editions differ, so a player who
knows another edition sees what differs.  HTML, kept simple (nav, h3, p,
ul, figure).

Rules that teach: each game's rules open with a short contents list of
in-page links (``#rules-<game>-goal``, ``-turn``, ``-winning`` or
``-scoring``, ``-variants``, ``-ours``...) to headings carrying those ids,
so a player jumps to the part they need.  Where a picture explains a rule
better than words, a ``<figure class="rule-diagram">`` placeholder names a
real position (``data-link``, a share link) and its caption key; the page
draws it with the game's own board view.  The figures come from
:mod:`games.ui.rule_diagrams` (one list, in order) with their English
captions from :mod:`games.ui.strings_tutorial_en`, so the HTML and the list
cannot disagree.

The other languages' rules (``rules_<lang>.py``) build the same HTML with
:func:`rule_figures` and :func:`rules_contents` from their own captions and
headings, so every language keeps the same ids, links and figures.

``QUINTO_RULES_HTML`` and ``QUINAMID_RULES_HTML`` are the Quinto and
Quinamid rules in the same shape; the tables of those games
(src/games/ui/strings_quinto_en.py, src/games/ui/strings_quinamid_en.py)
use them as their ``rules.<game>.html`` entries.
"""

from collections.abc import Mapping

from .rule_diagrams import DIAGRAMS, figure_html
from .strings_tutorial_en import TUTORIAL_EN


def rule_figures(game: str, captions: Mapping[str, str] = TUTORIAL_EN) -> dict[str, str]:
    """Caption key -> the placeholder element of that diagram, with its caption from ``captions``."""
    return {d.caption_key: figure_html(d, captions[d.caption_key]) for d in DIAGRAMS[game]}


def rules_contents(game: str, *sections: tuple[str, str], label: str = "Contents") -> str:
    """The contents list: one in-page link per (section id suffix, heading)."""
    items = "".join(f'<li><a href="#rules-{game}-{part}">{title}</a></li>' for part, title in sections)
    return f'<nav class="rules-contents" aria-label="{label}"><ul>{items}</ul></nav>'


_contents = rules_contents
_QQ = rule_figures("quinque")
_QT = rule_figures("quinto")
_QM = rule_figures("quinamid")

_QUINQUE_HTML = f"""
{_contents("quinque", ("goal", "Goal"), ("setup", "Setup"), ("turn", "A turn"), ("winning", "Winning"),
           ("variants", "Advanced game"), ("ours", "How we play it"))}
<h3 id="rules-quinque-goal">Goal</h3>
<p>Be the first to line up five of your parachutes in a row: across, down or diagonally.
The line counts on the grid of skydivers, even when the tiles under it are bent or offset.</p>
<h3 id="rules-quinque-setup">Setup</h3>
<p>Each player has 18 parachutes (● orange discs for the first player, ◆ blue diamonds for the second).
The first player places the first tile and marks one of its skydivers. Then the second player takes the
first full turn.</p>
<h3 id="rules-quinque-turn">A turn</h3>
<p><b>First action</b> (you must): mark a skydiver, or move a tile.
<b>Second action</b> (optional): move a tile, or press <i>End turn</i>.</p>
<ul>
<li><b>Mark a skydiver:</b> put a parachute on a free skydiver of a tile on the table, or add a new tile
edge to edge with the formation and mark one of its skydivers. Only as the first action.</li>
<li><b>Move a tile:</b> along a row, column or diagonal, any distance, over gaps and other tiles, to a free
square. Afterwards all tiles must form one group joined edge to edge. Tiles never turn.</li>
<li>You may not move a tile you marked this turn, nor a tile whose four edges all touch tiles.</li>
</ul>
{_QQ["rules.quinque.diagram.move"]}
{_QQ["rules.quinque.diagram.locked"]}
<h3 id="rules-quinque-winning">Winning</h3>
<p>Five in a row wins at once. When both players are out of parachutes, it is a draw.</p>
{_QQ["rules.quinque.diagram.line"]}
<h3 id="rules-quinque-variants">Advanced game</h3>
<p>How far a tile moves depends on its parachutes (either colour): 1: one square along its row or column;
2: any distance along its row or column, through tiles; 3: any distance diagonally, through tiles;
4: any direction, any distance, through tiles.</p>
<h3 id="rules-quinque-ours">How we play it</h3>
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
"""

QUINTO_RULES_HTML = f"""
{_contents("quinto", ("goal", "Goal"), ("setup", "Setup"), ("turn", "A turn"), ("scoring", "Scoring"),
           ("end", "End"), ("variants", "Variants"), ("ours", "How we play it"))}
<h3 id="rules-quinto-goal">Goal</h3>
<p>Score the most points by laying number tiles in lines that add up to the centre tile's number
(the Multile) or a multiple of it, like a crossword of sums.</p>
<h3 id="rules-quinto-setup">Setup</h3>
<p>The red Multile sits in the centre: 5 in Quinto. There are 90 tiles, 0 to 9. Each player draws five;
your rack is shown only on your turn.</p>
<h3 id="rules-quinto-turn">A turn</h3>
<ul>
<li>Put down 1 to 5 tiles from your rack, all in one row or one column, with at least one touching a tile
already on the board (the first play: touching the Multile).</li>
<li>Every line your tiles are part of, across and down, must total the Multile number or a multiple of it,
and no line may hold more than five tiles.</li>
<li>Then draw back up to five tiles. A player who cannot play loses the turn (Pass).</li>
</ul>
{_QT["rules.quinto.diagram.first"]}
<h3 id="rules-quinto-scoring">Scoring</h3>
<p>You score the total of every line your tiles are in: one play can score in several directions.
A 0 added to a line scores that line's total.</p>
{_QT["rules.quinto.diagram.double"]}
{_QT["rules.quinto.diagram.triple"]}
<h3 id="rules-quinto-end">End</h3>
<p>When the tiles run out, each player loses the total of the tiles left on their rack.
Highest score wins.</p>
<h3 id="rules-quinto-variants">Variants</h3>
<p><b>Quinto-Plus:</b> the Multile is 6, 7, 8 or 9. <b>Small-Fry:</b> the number is 2, 3 or 4, for younger
players.</p>
<h3 id="rules-quinto-ours">How we play it</h3>
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
"""

QUINAMID_RULES_HTML = f"""
{_contents("quinamid", ("goal", "Goal"), ("setup", "The pyramid"), ("turn", "A turn"), ("winning", "Winning"),
           ("screen", "On the screen"), ("variants", "Variants"), ("ours", "How we play it"))}
<h3 id="rules-quinamid-goal">Goal</h3>
<p>Be the first to have five of your counters in a row on the surface you see: across, up or diagonally.</p>
<h3 id="rules-quinamid-setup">The pyramid</h3>
<p>Five square boards are stacked from the largest to the smallest: A (6×6, the base), B (5×5), C (4×4),
D (3×3) and E (2×2, the top). Each board has holes only around its edge, and each board covers the middle of
the one below, so you always see exactly 36 holes, a 6×6 surface. Each player has 30 counters
(● orange discs for the first player, ◆ blue diamonds for the second).</p>
<h3 id="rules-quinamid-turn">A turn</h3>
<p>Do <b>one</b> of these:</p>
<ul>
<li><b>Place</b> a counter in an empty hole you can see, on any board.</li>
<li><b>Slide</b> one board (B to E) one square left, right, up or down. Everything on it moves with it: its
counters and the boards above. A board may never stick out past the edge of the board below.</li>
<li><b>Turn</b> one board (B to E) a quarter turn, either way, with everything on it (advanced game only). It
covers the same squares afterwards.</li>
</ul>
<p>The board just slid or turned may not be slid or turned by the next player.</p>
<p>Sliding and turning cover some counters and uncover others. Covered counters stay on their board, out of
sight: try to remember where they are.</p>
{_QM["rules.quinamid.diagram.slide_before"]}
{_QM["rules.quinamid.diagram.slide_after"]}
<h3 id="rules-quinamid-winning">Winning</h3>
<p>Five of your counters in a row on the surface you see win at once, whichever boards they are on. Covered
counters do not count until a board moves away and shows them again.</p>
{_QM["rules.quinamid.diagram.line"]}
<h3 id="rules-quinamid-screen">On the screen</h3>
<p>Tap a hole to place a counter. The letters a to f above the board name its columns, and the numbers 1 to
6 beside it its rows, counted from the bottom: hints and the move log name a hole that way (c4: column c,
fourth row). To move a board, tap its letter badge (on its corner, or in the row of
letters under a small board) or a <i>Board</i> button, then an arrow or turn button; you can also drag a
badge one square to slide its board. A button that cannot be used says why. The letter of a board that
cannot move this turn is crossed out.</p>
<h3 id="rules-quinamid-variants">Variants</h3>
<ul>
<li>a) The first player may not place on the 2×2 board in the first move.</li>
<li>b) Each player may place only one counter on the 2×2 board in the whole game.</li>
<li>c) A player must have a counter on every other board before placing on the 2×2 board.</li>
<li>d) Six in a row wins instead of five.</li>
<li>e) Boards turn clockwise only, and the board just moved may be turned again by the next player.</li>
</ul>
<h3 id="rules-quinamid-ours">How we play it</h3>
<ul>
<li>The boards are named A (the 6×6 base) to E (the 2×2 top). The base never moves or turns.</li>
<li>Each board is a ring: 20, 16, 12, 8 and 4 holes, 60 in all, for 30 counters per player.</li>
<li>Only the board named in a slide or turn is locked for the next player, not the boards it carried.</li>
<li>Turning a board turns it and the whole stack above it, rigidly, a quarter turn about its own centre.
A turn that changes nothing you can see (an empty top board) is still a move.</li>
<li>A player with no counters left may still slide or turn boards.</li>
<li>Lines count only on the visible surface. After every move both players' lines are checked: if only one
player has a line, that player wins. If one move makes lines for both players, the player who did
<b>not</b> move wins: you may not hand your opponent a line.</li>
<li>Draw: when the same position (boards, counters, player to move and locked board) occurs for the third
time; the start counts.</li>
<li>Start positions (the rulebook's two diagrams are lost): <i>corner</i>, the default, with every board
flush in the bottom-left corner of the one below; or <i>staggered</i>, which puts the 2×2 board in the
centre. Games start with empty boards.</li>
<li>Variant a forbids the 2×2 board only in the first move of the game. In variant c, covered counters count:
they never leave their board. Variant e switches turns on (clockwise only) even in the basic game, and the
board just moved may be turned again, but not slid.</li>
<li>Memory is the heart of the game: covered counters are never shown, and during play the move list shows
only how many moves were made (the full list appears when the game ends). The new-game option
<i>Open memory</i> shows the list all along, for learners.</li>
</ul>
"""

RULES_EN: dict[str, str] = {
    "rules.quinque.html": _QUINQUE_HTML,
    "rules.table.html": """
<h3>Playing at the table</h3>
<ul>
<li><b>Taking moves back</b> is chosen when a game starts, the same in every game:
<i>Never</i>; <i>Within my turn</i> (the default): the player who just acted may take their own actions
back until the next player acts, for example Quinque's second action or a Quinamid counter before the
other player answers. In Quinto a confirmed play ends the turn, since it drew secret tiles; the tiles
on the board can always be taken back before <i>Play</i>;
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
