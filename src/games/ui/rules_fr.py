"""French in-app rules: the same HTML as rules_en.py (ids, links, figures), in French."""

from .rules_en import rule_figures, rules_contents
from .strings_tutorial_fr import TUTORIAL_FR

_LABEL = "Sommaire"
_OURS = "Notre façon de jouer"
_QQ = rule_figures("quinque", TUTORIAL_FR)
_QT = rule_figures("quinto", TUTORIAL_FR)
_QM = rule_figures("quinamid", TUTORIAL_FR)

_QUINQUE_HTML = f"""
{rules_contents("quinque", ("goal", "But"), ("setup", "Mise en place"), ("turn", "Un tour"),
                ("winning", "Victoire"), ("variants", "Jeu avancé"), ("ours", _OURS), label=_LABEL)}
<h3 id="rules-quinque-goal">But</h3>
<p>Être le premier à aligner cinq de ses parachutes : en rangée, en colonne ou en diagonale.
La ligne compte sur la grille des parachutistes, même quand les tuiles dessous sont décalées.</p>
<h3 id="rules-quinque-setup">Mise en place</h3>
<p>Chaque joueur a 18 parachutes (● disques orange pour le premier joueur, ◆ losanges bleus pour le second).
Le premier joueur pose la première tuile et marque un de ses parachutistes. Puis le second joueur joue le
premier tour complet.</p>
<h3 id="rules-quinque-turn">Un tour</h3>
<p><b>Première action</b> (obligatoire) : marquer un parachutiste, ou déplacer une tuile.
<b>Seconde action</b> (facultative) : déplacer une tuile, ou toucher <i>Fin du tour</i>.</p>
<ul>
<li><b>Marquer un parachutiste :</b> poser un parachute sur un parachutiste libre d'une tuile sur la table, ou
ajouter une nouvelle tuile bord à bord avec la formation et marquer un de ses parachutistes. Seulement en
première action.</li>
<li><b>Déplacer une tuile :</b> le long d'une rangée, d'une colonne ou d'une diagonale, d'autant de cases que
voulu, par-dessus les vides et les autres tuiles, jusqu'à une case libre. Ensuite, toutes les tuiles doivent
former un seul groupe relié bord à bord. Les tuiles ne tournent jamais.</li>
<li>On ne peut pas déplacer une tuile marquée à ce tour, ni une tuile dont les quatre bords touchent des
tuiles.</li>
</ul>
{_QQ["rules.quinque.diagram.move"]}
{_QQ["rules.quinque.diagram.locked"]}
<h3 id="rules-quinque-winning">Victoire</h3>
<p>Cinq alignés gagnent aussitôt. Quand les deux joueurs n'ont plus de parachutes, la partie est nulle.</p>
{_QQ["rules.quinque.diagram.line"]}
<h3 id="rules-quinque-variants">Jeu avancé</h3>
<p>La distance que parcourt une tuile dépend de ses parachutes (des deux couleurs) : 1 : une case le long de
sa rangée ou de sa colonne ; 2 : n'importe quelle distance le long de sa rangée ou de sa colonne, à travers
les tuiles ; 3 : n'importe quelle distance en diagonale, à travers les tuiles ; 4 : toute direction, toute
distance, à travers les tuiles.</p>
<h3 id="rules-quinque-ours">Notre façon de jouer</h3>
<ul>
<li>La victoire est vérifiée après chaque action. Un déplacement de tuile qui ne complète que la ligne de
l'adversaire le fait gagner ; s'il complète des lignes pour les deux joueurs, le joueur dont c'est le tour
gagne.</li>
<li>Il y a 16 tuiles : on ne peut ajouter une nouvelle tuile que s'il y en a moins de 16 sur la table.</li>
<li>La seconde action peut déplacer de nouveau la même tuile. La seule tuile sur la table ne peut pas
bouger.</li>
<li>Un joueur sans première action possible passe, ce qui termine son tour. Un joueur qui n'a plus de
parachutes doit déplacer une tuile quand une tuile peut bouger.</li>
<li>La première tuile va au centre ; la poser et marquer un parachutiste constitue tout le premier tour du
premier joueur.</li>
<li>Les déplacements avancés gardent toutes les exigences de base : une destination libre, une seule
formation reliée ensuite, et les deux règles d'or. Avec un parachute, une tuile avance d'exactement une
case.</li>
<li>Seule la tuile marquée à ce tour est bloquée : une tuile déplacée en première action peut bouger de
nouveau, même revenir en arrière.</li>
<li>Une ligne de plus de cinq gagne aussi. Une victoire termine le tour aussitôt (pas de seconde
action).</li>
<li>Partie nulle : juste après la pose du 36e parachute sans ligne (la partie s'arrête là, même avant une
seconde action), ou quand la même position (mêmes tuiles et parachutes, où que soit la formation ; même
joueur, même action, même tuile bloquée) apparaît une troisième fois.</li>
</ul>
"""

QUINTO_RULES_HTML_FR = f"""
{rules_contents("quinto", ("goal", "But"), ("setup", "Mise en place"), ("turn", "Un tour"),
                ("scoring", "Score"), ("end", "Fin"), ("variants", "Variantes"), ("ours", _OURS),
                label=_LABEL)}
<h3 id="rules-quinto-goal">But</h3>
<p>Marquer le plus de points en posant des tuiles numérotées en lignes dont la somme vaut le nombre de la
tuile centrale (le Multile) ou un de ses multiples, comme des mots croisés de sommes.</p>
<h3 id="rules-quinto-setup">Mise en place</h3>
<p>Le Multile rouge est au centre : 5 au Quinto. Il y a 90 tuiles, de 0 à 9. Chaque joueur en pioche cinq ;
votre chevalet n'est montré que pendant votre tour.</p>
<h3 id="rules-quinto-turn">Un tour</h3>
<ul>
<li>Posez de 1 à 5 tuiles de votre chevalet, toutes sur une seule rangée ou une seule colonne, au moins l'une
touchant une tuile déjà sur le plateau (au premier coup : touchant le Multile).</li>
<li>Chaque ligne dont vos tuiles font partie, en rangée comme en colonne, doit faire le nombre du Multile ou
un de ses multiples, et aucune ligne ne peut compter plus de cinq tuiles.</li>
<li>Puis piochez pour revenir à cinq tuiles. Un joueur qui ne peut pas jouer perd son tour (Passer).</li>
</ul>
{_QT["rules.quinto.diagram.first"]}
<h3 id="rules-quinto-scoring">Score</h3>
<p>Vous marquez le total de chaque ligne où se trouvent vos tuiles : un seul coup peut marquer dans plusieurs
directions. Un 0 ajouté à une ligne marque le total de cette ligne.</p>
{_QT["rules.quinto.diagram.double"]}
{_QT["rules.quinto.diagram.triple"]}
<h3 id="rules-quinto-end">Fin</h3>
<p>Quand il n'y a plus de tuiles, chaque joueur perd le total des tuiles restées sur son chevalet.
Le meilleur score gagne.</p>
<h3 id="rules-quinto-variants">Variantes</h3>
<p><b>Quinto-Plus :</b> le Multile vaut 6, 7, 8 ou 9. <b>Small-Fry :</b> le nombre vaut 2, 3 ou 4, pour les
plus jeunes.</p>
<h3 id="rules-quinto-ours">Notre façon de jouer</h3>
<ul>
<li>Les tuiles : 0 ×7, 1 ×6, 2 ×6, 3 ×7, 4 ×10, 5 ×6, 6 ×10, 7 ×14, 8 ×12, 9 ×12 (90 en tout).</li>
<li>Le Multile compte dans les lignes qui le traversent (9+7+8+5+6 = 35, comme dans la partie d'exemple de la
règle).</li>
<li>Un coup, c'est 1 à 5 tuiles de votre chevalet sur une seule rangée ou une seule colonne, formant une seule
ligne continue avec les tuiles déjà posées (aucune case vide entre elles), dont au moins une est voisine
d'une tuile déjà jouée.</li>
<li>Une ligne est une suite continue de deux tuiles ou plus, en rangée ou en colonne. Chaque ligne qui
contient une de vos nouvelles tuiles doit faire un multiple positif du nombre (0 ne compte pas) et compter
au plus 5 tuiles, Multile compris. Une tuile seule ne forme pas de ligne dans cette direction.</li>
<li>Votre score est la somme des totaux de chaque ligne qui contient une de vos nouvelles tuiles.</li>
<li>Après avoir joué, vous piochez pour revenir à 5 tuiles tant que la pioche le permet.</li>
<li>Vous ne pouvez passer que si vous n'avez aucun coup possible ; alors vous devez passer. Passer ne fait
piocher aucune tuile.</li>
<li>Une seule nouvelle tuile marque à la fois sa rangée et sa colonne quand chacune compte deux tuiles ou
plus.</li>
<li>La partie se termine quand la pioche est vide et qu'un joueur a posé toutes ses tuiles, ou quand
personne ne peut jouer pendant un tour de table complet, c'est-à-dire autant de passes d'affilée qu'il y a
de joueurs (même s'il reste des tuiles dans la pioche). Chaque joueur perd alors le total des tuiles de
son chevalet. Si le meilleur score est partagé, personne ne gagne.</li>
<li>Le mélange vient d'un numéro enregistré : une partie enregistrée ou partagée se rejoue à l'identique.</li>
<li>Une partie partagée peut aussi apporter son propre sac de tuiles dans l'ordre de la pioche : au plus 180
tuiles (deux fois les 90 habituelles), si bien que même un jeu fait maison donne une partie d'au plus
quelques centaines de coups.</li>
<li>De 2 à 4 joueurs sur un seul appareil. Votre chevalet n'est montré que pendant votre tour, et le plateau
est caché entre les tours jusqu'à ce que le joueur suivant soit prêt. Le joueur 1 commence (la fenêtre de
nouvelle partie peut tirer les places au sort).</li>
<li>Comme les chevalets et la pioche sont secrets, annuler un coup est désactivé sauf si vous l'autorisez en
commençant la partie : annuler montrerait les tuiles qui viennent d'être piochées.</li>
<li>Variantes : Quinto (5), Quinto-Plus (6, 7, 8 ou 9, tiré au hasard ou choisi), Small-Fry (une tuile 2,
une 3 et une 4 sont retirées de la pioche ; l'une d'elles, tirée au hasard ou choisie, devient la tuile
centrale et fixe le nombre, et les deux autres retournent dans la pioche).</li>
<li>Le plateau n'a pas de bords : il grandit au fil du jeu, et la vue s'adapte.</li>
<li>Les indices (si vous les autorisez en commençant la partie) disposent votre coup le plus rentable ; vous
décidez toujours de le jouer ou non.</li>
</ul>
"""

QUINAMID_RULES_HTML_FR = f"""
{rules_contents("quinamid", ("goal", "But"), ("setup", "La pyramide"), ("turn", "Un tour"),
                ("winning", "Victoire"), ("screen", "À l'écran"), ("variants", "Variantes"), ("ours", _OURS),
                label=_LABEL)}
<h3 id="rules-quinamid-goal">But</h3>
<p>Être le premier à avoir cinq de ses pions alignés sur la surface visible : en rangée, en colonne ou en
diagonale.</p>
<h3 id="rules-quinamid-setup">La pyramide</h3>
<p>Cinq plateaux carrés sont empilés du plus grand au plus petit : A (6×6, la base), B (5×5), C (4×4),
D (3×3) et E (2×2, le sommet). Chaque plateau n'a de trous que sur son pourtour, et chaque plateau couvre le
milieu de celui du dessous : on voit donc toujours exactement 36 trous, une surface de 6×6. Chaque joueur a
30 pions (● disques orange pour le premier joueur, ◆ losanges bleus pour le second).</p>
<h3 id="rules-quinamid-turn">Un tour</h3>
<p>Faites <b>une</b> de ces actions :</p>
<ul>
<li><b>Poser</b> un pion dans un trou vide visible, sur n'importe quel plateau.</li>
<li><b>Glisser</b> un plateau (B à E) d'une case vers la gauche, la droite, le haut ou le bas. Tout ce qu'il
porte bouge avec lui : ses pions et les plateaux du dessus. Un plateau ne peut jamais dépasser du bord du
plateau du dessous.</li>
<li><b>Tourner</b> un plateau (B à E) d'un quart de tour, dans un sens ou dans l'autre, avec tout ce qu'il
porte (jeu avancé seulement). Il couvre ensuite les mêmes cases.</li>
</ul>
<p>Le plateau qui vient de glisser ou de tourner ne peut pas être glissé ni tourné par le joueur suivant.</p>
<p>Glisser et tourner cachent certains pions et en découvrent d'autres. Les pions cachés restent sur leur
plateau, hors de vue : essayez de vous souvenir où ils sont.</p>
{_QM["rules.quinamid.diagram.slide_before"]}
{_QM["rules.quinamid.diagram.slide_after"]}
<h3 id="rules-quinamid-winning">Victoire</h3>
<p>Cinq de vos pions alignés sur la surface visible gagnent aussitôt, quels que soient leurs plateaux. Les
pions cachés ne comptent pas tant qu'un plateau ne s'est pas écarté pour les montrer de nouveau.</p>
{_QM["rules.quinamid.diagram.line"]}
<h3 id="rules-quinamid-screen">À l'écran</h3>
<p>Touchez un trou pour poser un pion. Les lettres a à f au-dessus du plateau nomment ses colonnes, et les
chiffres 1 à 6 à côté ses rangées, comptées depuis le bas : les indices et la liste des coups nomment
un trou ainsi (c4 : colonne c, quatrième rangée).
Pour déplacer un plateau, touchez sa pastille de lettre (dans son coin,
ou dans la rangée de lettres sous un petit plateau) ou un bouton <i>Plateau</i>, puis une flèche ou un bouton
de rotation ; vous pouvez aussi faire glisser une pastille d'une case pour glisser son plateau. Un bouton
inutilisable dit pourquoi. La lettre d'un plateau qui ne peut pas bouger à ce tour est barrée.</p>
<h3 id="rules-quinamid-variants">Variantes</h3>
<ul>
<li>a) Le premier joueur ne peut pas poser sur le plateau 2×2 au premier coup.</li>
<li>b) Chaque joueur ne peut poser qu'un seul pion sur le plateau 2×2 de toute la partie.</li>
<li>c) Un joueur doit avoir un pion sur chacun des autres plateaux avant de poser sur le plateau 2×2.</li>
<li>d) Il faut aligner six pions au lieu de cinq.</li>
<li>e) Les plateaux ne tournent que dans le sens horaire, et le plateau qui vient de bouger peut être tourné
de nouveau par le joueur suivant.</li>
</ul>
<h3 id="rules-quinamid-ours">Notre façon de jouer</h3>
<ul>
<li>Les plateaux s'appellent A (la base 6×6) à E (le sommet 2×2). La base ne glisse ni ne tourne jamais.</li>
<li>Chaque plateau est un anneau : 20, 16, 12, 8 et 4 trous, 60 en tout, pour 30 pions par joueur.</li>
<li>Seul le plateau nommé dans un glissement ou une rotation est bloqué pour le joueur suivant, pas les
plateaux qu'il a emportés.</li>
<li>Tourner un plateau le fait tourner avec toute la pile au-dessus, d'un bloc, d'un quart de tour autour de
son propre centre. Une rotation qui ne change rien de visible (un plateau du sommet vide) reste un
coup.</li>
<li>Un joueur qui n'a plus de pions peut encore glisser ou tourner des plateaux.</li>
<li>Les lignes ne comptent que sur la surface visible. Après chaque coup, les lignes des deux joueurs sont
vérifiées : si un seul joueur a une ligne, il gagne. Si un coup fait des lignes pour les deux joueurs, c'est
le joueur qui n'a <b>pas</b> joué qui gagne : on ne peut pas offrir une ligne à son adversaire.</li>
<li>Partie nulle : quand la même position (plateaux, pions, joueur qui a le trait et plateau bloqué) apparaît
pour la troisième fois ; la position de départ compte.</li>
<li>Positions de départ (les deux schémas de la règle sont perdus) : <i>en coin</i>, par défaut, chaque
plateau calé dans le coin en bas à gauche de celui du dessous ; ou <i>en quinconce</i>, qui met le plateau
2×2 au centre. Les parties commencent avec des plateaux vides.</li>
<li>La variante a n'interdit le plateau 2×2 qu'au premier coup de la partie. Dans la variante c, les pions
cachés comptent : ils ne quittent jamais leur plateau. La variante e active les rotations (sens horaire
seulement) même dans le jeu de base, et le plateau qui vient de bouger peut être tourné de nouveau, mais pas
glissé.</li>
<li>La mémoire est le cœur du jeu : les pions cachés ne sont jamais montrés, et pendant la partie la liste
des coups ne montre que leur nombre (la liste complète apparaît à la fin). L'option de nouvelle partie
<i>Mémoire ouverte</i> montre la liste tout du long, pour apprendre.</li>
</ul>
"""

RULES_FR: dict[str, str] = {
    "rules.quinque.html": _QUINQUE_HTML,
    "rules.table.html": """
<h3>Jouer à table</h3>
<ul>
<li><b>Annuler des coups</b> se choisit au début de la partie, de la même façon dans tous les jeux :
<i>Jamais</i> ; <i>Pendant mon tour</i> (par défaut) : le joueur qui vient d'agir peut annuler ses propres
actions jusqu'à ce que le joueur suivant agisse, par exemple la seconde action au Quinque ou un pion au
Quinamid avant la réponse de l'autre joueur. Au Quinto, un coup validé termine le tour, puisqu'il a fait
piocher des tuiles secrètes ; les tuiles posées sur le plateau peuvent toujours être reprises avant
<i>Jouer</i> ; <i>À tout moment</i>, pour jouer sans façon. Contre l'ordinateur, <i>Annuler</i> reprend votre
coup et sa réponse.</li>
<li><b>Chevalets secrets</b> (Quinto entre personnes) : avant le tour de chacun, le premier compris, l'écran
est caché jusqu'à ce que cette personne touche <i>Continuer</i>. Rien d'autre ne marche tant qu'il est caché :
ni indice, ni coup, ni annulation.</li>
<li><b>Confirmer chaque coup</b> (facultatif) : un coup est d'abord montré et ne compte que quand vous touchez
<i>Confirmer</i>.</li>
<li><b>Joueurs face à face</b> (facultatif, aussi dans la barre d'outils) : l'écran se tourne vers celui qui
doit jouer. <i>Retourner le plateau</i> ne tourne que le plateau ; les boutons de glissement et les flèches
du clavier indiquent toujours des directions à l'écran.</li>
<li><b>La liste des coups</b> dit chaque coup en toutes lettres. Touchez un coup pour revoir cette position ;
la partie elle-même ne change pas tant que vous ne touchez pas <i>Retour à la partie</i>. Au Quinamid, les
coups restent cachés jusqu'à la fin, puisque s'en souvenir fait partie du jeu (sauf si la <i>mémoire
ouverte</i> est activée).</li>
<li><b>Enregistrement</b> : chaque coup est enregistré dans ce navigateur. Quand le navigateur refuse de
garder des données (fenêtre privée, ou page intégrée dont le stockage tiers est bloqué), la partie ne vit
que dans cet onglet, et la page le dit ; si le stockage est plein, la page dit que la partie ne peut pas
être enregistrée et le jeu continue.</li>
</ul>
""",
}
