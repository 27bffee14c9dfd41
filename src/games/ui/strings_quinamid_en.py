"""English strings of the Quinamid board and its in-app rules (part of the one table)."""

QUINAMID_EN: dict[str, str] = {
    # Board targets (keyboard focus, screen readers)
    "quinamid.hole_label": "{square} on board {board}: {what}",
    "quinamid.empty": "empty hole",
    "quinamid.owner0": "orange disc",
    "quinamid.owner1": "blue diamond",
    "quinamid.board_base": "Board A, the base: it never moves",
    "quinamid.board_label": "Board {letter}: select it to slide or turn it",
    "quinamid.board_stuck": "Board {letter}: it cannot move this turn",
    # Buttons beside the board
    "quinamid.board_button": "Board {letter}",
    "quinamid.slide_left": "← Left",
    "quinamid.slide_right": "→ Right",
    "quinamid.slide_up": "↑ Up",
    "quinamid.slide_down": "↓ Down",
    "quinamid.turn_cw": "↻ Turn clockwise",
    "quinamid.turn_ccw": "↺ Turn anticlockwise",
    "quinamid.aria.slide_left": "Slide left",
    "quinamid.aria.slide_right": "Slide right",
    "quinamid.aria.slide_up": "Slide up",
    "quinamid.aria.slide_down": "Slide down",
    "quinamid.aria.turn_cw": "Turn clockwise",
    "quinamid.aria.turn_ccw": "Turn anticlockwise",
    "quinamid.dir_left": "left",
    "quinamid.dir_right": "right",
    "quinamid.dir_up": "up",
    "quinamid.dir_down": "down",
    "quinamid.overhang": "Board {letter} cannot slide {direction}: it would overhang board {below}.",
    "quinamid.choose_board": "First choose a board: tap its letter on the board, or a Board button.",
    "quinamid.selected": "Board {letter} selected: slide it with the arrow buttons.",
    "quinamid.selected_turn": "Board {letter} selected: slide it with the arrow buttons, or turn it.",
    "quinamid.selected_info": "Selected: board {letter}. Tap its letter again to drop the choice.",
    # Status and side panel
    "quinamid.to_move_no_counters": "{name} to play: no counters left, slide or turn a board",
    "quinamid.draw_repetition": "Draw: the same position occurred three times.",
    "quinamid.counters_left": "Counters: {n}",
    "quinamid.basic_game": "Basic game: boards slide, they do not turn.",
    "quinamid.advanced_game": "Advanced game: boards slide and turn.",
    "quinamid.variants": "Rule variants: {letters}",
    "quinamid.locked": "Board {letter} was just moved: it cannot move this turn.",
    "quinamid.locked_may_turn": "Board {letter} was just moved: it cannot slide this turn, but may turn again.",
    "quinamid.covered": "Covered counters: {a} · {b}",
    "quinamid.memory_note_one": "1 move played. The move list stays hidden until the game ends: remembering what the boards cover is the heart of Quinamid.",
    "quinamid.memory_note": "{n} moves played. The move list stays hidden until the game ends: remembering what the boards cover is the heart of Quinamid.",
    # In-app rules
    "rules.quinamid.html": """
<h3>Goal</h3>
<p>Be the first to have five of your counters in a row on the surface you see: across, up or diagonally.</p>
<h3>The pyramid</h3>
<p>Five square boards are stacked from the largest to the smallest: A (6×6, the base), B (5×5), C (4×4),
D (3×3) and E (2×2, the top). Each board has holes only around its edge, and each board covers the middle of
the one below, so you always see exactly 36 holes, a 6×6 surface. Each player has 30 counters
(● orange discs for the first player, ◆ blue diamonds for the second).</p>
<h3>A turn</h3>
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
<h3>On the screen</h3>
<p>Tap a hole to place a counter. To move a board, tap its letter badge on its corner (or a <i>Board</i>
button), then an arrow or turn button; you can also drag a badge one square to slide its board. A button that
cannot be used says why. The letter of a board that cannot move this turn is crossed out.</p>
<h3>Variants</h3>
<ul>
<li>a) The first player may not place on the 2×2 board in the first move.</li>
<li>b) Each player may place only one counter on the 2×2 board in the whole game.</li>
<li>c) A player must have a counter on every other board before placing on the 2×2 board.</li>
<li>d) Six in a row wins instead of five.</li>
<li>e) Boards turn clockwise only, and the board just moved may be turned again by the next player.</li>
</ul>
<h3>How we play it</h3>
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
<li>Start positions (the rulebook's two diagrams are lost): <i>corner</i>, the default, with every board flush in
the bottom-left corner of the one below; or <i>staggered</i>, which puts the 2×2 board in the centre. Games
start with empty boards.</li>
<li>Variant a forbids the 2×2 board only in the first move of the game. In variant c, covered counters count:
they never leave their board. Variant e switches turns on (clockwise only) even in the basic game, and the
board just moved may be turned again, but not slid.</li>
<li>Memory is the heart of the game: covered counters are never shown, and during play the move list shows only
how many moves were made (the full list appears when the game ends). The new-game option <i>Open memory</i>
shows the list all along, for learners.</li>
</ul>
""",
}
