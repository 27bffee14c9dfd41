"""Breton in-app rules: the same HTML as rules_en.py (ids, links, figures), in Breton."""

from .rules_en import rule_figures, rules_contents
from .strings_tutorial_br import TUTORIAL_BR

_LABEL = "Endalc'had"
_OURS = "Penaos e c'hoariomp"
_QQ = rule_figures("quinque", TUTORIAL_BR)
_QT = rule_figures("quinto", TUTORIAL_BR)
_QM = rule_figures("quinamid", TUTORIAL_BR)

_QUINQUE_HTML = f"""
{rules_contents("quinque", ("goal", "Pal"), ("setup", "Aozañ"), ("turn", "Un dro"), ("winning", "Gounit"),
                ("variants", "C'hoari araokaet"), ("ours", _OURS), label=_LABEL)}
<h3 id="rules-quinque-goal">Pal</h3>
<p>Bezañ an hini kentañ o lakaat pemp eus e barachutoù a-renk: a-blaen, a-serzh pe a-veskell.
Al linenn a gont war kael ar barachuterien, zoken pa vez ar plakennoù dindani distumm pe dilec'hiet.</p>
<h3 id="rules-quinque-setup">Aozañ</h3>
<p>18 parachut en deus pep c'hoarier (● pladennoù orañjez evit ar c'hoarier kentañ, ◆ lozanjoù glas evit an
eil). Ar c'hoarier kentañ a laka ar blakenn gentañ hag a verk unan eus he farachuterien. Goude-se e c'hoari
an eil c'hoarier an dro glok gentañ.</p>
<h3 id="rules-quinque-turn">Un dro</h3>
<p><b>Ober kentañ</b> (ret): merkañ ur parachuter, pe dilec'hiañ ur blakenn.
<b>Eil ober</b> (dre zibab): dilec'hiañ ur blakenn, pe pouezañ war <i>Echuiñ an dro</i>.</p>
<ul>
<li><b>Merkañ ur parachuter:</b> lakaat ur parachut war ur parachuter dieub eus ur blakenn war an daol, pe
ouzhpennañ ur blakenn nevez bord ouzh bord gant ar stummadur ha merkañ unan eus he farachuterien. Evel ober
kentañ hepken.</li>
<li><b>Dilec'hiañ ur blakenn:</b> a-hed ur renk, ur golonenn pe ul linenn a-veskell, ken pell ha ma karer,
dreist an toulloù hag ar plakennoù all, betek ur c'harrez dieub. Goude-se e rank an holl blakennoù ober ur
strollad hepken, stag bord ouzh bord. Ne dro morse ar plakennoù.</li>
<li>N'haller ket dilec'hiañ ur blakenn merket en dro-mañ, na ur blakenn stag he fevar bord ouzh plakennoù
all.</li>
</ul>
{_QQ["rules.quinque.diagram.move"]}
{_QQ["rules.quinque.diagram.locked"]}
<h3 id="rules-quinque-winning">Gounit</h3>
<p>Pemp a-renk a c'hounez diouzhtu. Pa ne chom parachut ebet ken gant an daou c'hoarier, kevatal eo.</p>
{_QQ["rules.quinque.diagram.line"]}
<h3 id="rules-quinque-variants">C'hoari araokaet</h3>
<p>Pegen pell ez a ur blakenn a zepant eus he farachutoù (forzh peseurt liv): 1: ur c'harrez a-hed he renk
pe he c'holonenn; 2: ken pell ha ma karer a-hed he renk pe he c'holonenn, a-dreuz d'ar plakennoù; 3: ken
pell ha ma karer a-veskell, a-dreuz d'ar plakennoù; 4: forzh peseurt tu, ken pell ha ma karer, a-dreuz d'ar
plakennoù.</p>
<h3 id="rules-quinque-ours">Penaos e c'hoariomp</h3>
<ul>
<li>An trec'h a vez gwiriet goude pep ober. Un dilec'hiadenn plakenn na glok nemet linenn an enebour a laka an
enebour da c'hounit; mar klok linennoù evit an daou c'hoarier, an hini a zo e dro a c'hounez.</li>
<li>16 plakenn a zo: ne c'haller ouzhpennañ ur blakenn nevez nemet keit ha ma vez nebeutoc'h eget 16 war an
daol.</li>
<li>An eil ober a c'hall dilec'hiañ an hevelep plakenn en-dro. Ar blakenn nemeti war an daol n'hall ket
fiñval.</li>
<li>Ur c'hoarier hep ober kentañ reizh ebet a dremen, ha setu echu e dro. Ur c'hoarier hep parachut ebet
ken a rank dilec'hiañ ur blakenn pa c'hall unan fiñval.</li>
<li>Ar blakenn gentañ a ya er c'hreiz; he lakaat ha merkañ ur parachuter eo tro gentañ a-bezh ar c'hoarier
kentañ.</li>
<li>Ar fiñvoù araokaet a zalc'h an holl rediennoù diazez: ul lec'h dieub, ur stummadur stag hepken goude, hag
an div reolenn aour. Gant ur parachut e ya ur blakenn ur c'harrez resis.</li>
<li>Ar blakenn merket en dro-mañ hepken a zo prennet: ur blakenn dilec'hiet gant an ober kentañ a c'hall
fiñval en-dro, zoken distreiñ.</li>
<li>Ul linenn hiroc'h eget pemp a c'hounez ivez. Un trec'h a echu an dro diouzhtu (eil ober ebet).</li>
<li>Kevatal: kerkent ha ma vez lakaet an 36vet parachut hep linenn (echuiñ a ra ar c'hrogad eno, zoken a-raok
an eil ober), pe pa zeu an hevelep lec'hiadur (ar memes plakennoù ha parachutoù, e forzh pelec'h ma vefe ar
stummadur; ar memes c'hoarier, ar memes ober, ar memes plakenn prennet) un trede gwech.</li>
</ul>
"""

QUINTO_RULES_HTML_BR = f"""
{rules_contents("quinto", ("goal", "Pal"), ("setup", "Aozañ"), ("turn", "Un dro"), ("scoring", "Ar skor"),
                ("end", "Fin"), ("variants", "Adstummoù"), ("ours", _OURS), label=_LABEL)}
<h3 id="rules-quinto-goal">Pal</h3>
<p>Gounit ar muiañ a boentoù o lakaat plakennoù niverennet e linennoù a ra niver plakenn ar c'hreiz (ar
Multile) pe unan eus e liesadoù, evel ur c'hroazger a sammadoù.</p>
<h3 id="rules-quinto-setup">Aozañ</h3>
<p>Emañ ar Multile ruz er c'hreiz: 5 e Quinto. 90 plakenn a zo, eus 0 da 9. Pep c'hoarier a denn pemp;
diskouezet e vez ho rastell e-pad ho tro hepken.</p>
<h3 id="rules-quinto-turn">Un dro</h3>
<ul>
<li>Lakait eus 1 da 5 plakenn eus ho rastell, holl en ur renk pe en ur golonenn hepken, unan anezho da
vihanañ o stekiñ ouzh ur blakenn a zo war an taoler dija (an tenn kentañ: o stekiñ ouzh ar Multile).</li>
<li>Pep linenn ma kemer ho plakennoù perzh enni, a-blaen hag a-serzh, a rank ober niver ar Multile pe unan
eus e liesadoù, ha linenn ebet ne c'hall kaout muioc'h eget pemp plakenn.</li>
<li>Goude-se tennit plakennoù betek kaout pemp en-dro. Ur c'hoarier na c'hall ket c'hoari a goll e dro
(Tremen).</li>
</ul>
{_QT["rules.quinto.diagram.first"]}
<h3 id="rules-quinto-scoring">Ar skor</h3>
<p>Gounit a rit sammad pep linenn ma emañ ho plakennoù enni: un tenn hepken a c'hall reiñ poentoù e meur a
du. Ur 0 ouzhpennet d'ul linenn a ro sammad al linenn-se.</p>
{_QT["rules.quinto.diagram.double"]}
{_QT["rules.quinto.diagram.triple"]}
<h3 id="rules-quinto-end">Fin</h3>
<p>Pa ne chom plakenn ebet ken, pep c'hoarier a goll sammad ar plakennoù chomet war e rastell.
Ar skor uhelañ a c'hounez.</p>
<h3 id="rules-quinto-variants">Adstummoù</h3>
<p><b>Quinto-Plus:</b> ar Multile a zo 6, 7, 8 pe 9. <b>Small-Fry:</b> an niver a zo 2, 3 pe 4, evit ar
c'hoarierien yaouankañ.</p>
<h3 id="rules-quinto-ours">Penaos e c'hoariomp</h3>
<ul>
<li>Ar plakennoù: 0 ×7, 1 ×6, 2 ×6, 3 ×7, 4 ×10, 5 ×6, 6 ×10, 7 ×14, 8 ×12, 9 ×12 (90 en holl).</li>
<li>Ar Multile a gont el linennoù a dremen drezañ (9+7+8+5+6 = 35, evel e krogad skouer al levr
reolennoù).</li>
<li>Un tenn eo eus 1 da 5 plakenn eus ho rastell en ur renk pe en ur golonenn hepken, oc'h ober ul linenn
hepken, hep troc'h, gant ar plakennoù a zo eno dija (karrez goullo ebet etrezo), unan anezho da vihanañ
e-kichen ur blakenn c'hoariet dija.</li>
<li>Ul linenn a zo un heuliad hep troc'h a ziv blakenn pe muioc'h, a-blaen pe a-serzh. Pep linenn ennañ unan
eus ho plakennoù nevez a rank ober ul liesad pozitivel eus an niver (ne gont ket 0) ha kaout 5 plakenn d'ar
muiañ, ar Multile e-barzh. Ur blakenn e-unan ne ra linenn ebet en tu-se.</li>
<li>Ho skor eo sammad sammadoù an holl linennoù ennañ unan eus ho plakennoù nevez.</li>
<li>Goude c'hoari e tennit plakennoù betek kaout 5 en-dro keit ha ma pad ar sac'h.</li>
<li>Ne c'hallit tremen nemet pa n'hoc'h eus tenn reizh ebet; neuze eo ret deoc'h. Tremen ne denn plakenn
ebet.</li>
<li>Ur blakenn nevez e-unan a ro poentoù evit he renk hag he c'holonenn pa vez div blakenn pe muioc'h e pep
hini.</li>
<li>Echuiñ a ra ar c'hrogad pa vez goullo ar sac'h ha pa en deus ur c'hoarier implijet e holl blakennoù, pe
pa ne c'hall den c'hoari e-pad un dro glok, da lavaret eo kement a dremenoù an eil war-lerc'h egile ha
c'hoarierien a zo (zoken mar chom plakennoù er sac'h). Pep c'hoarier a goll neuze sammad ar plakennoù war e
rastell. Mard eo rannet ar skor uhelañ, den ne c'hounez.</li>
<li>Ar meskañ a zeu eus un niverenn enrollet, neuze ur c'hrogad enrollet pe rannet a vez adc'hoariet resis
evel m'emañ.</li>
<li>Ur c'hrogad rannet a c'hall degas e sac'h plakennoù dezhañ e urzh an tennañ ivez: 180 plakenn d'ar
muiañ (div wech an 90 boas), neuze zoken ur c'hoari graet er gêr a ro ur c'hrogad a nebeutoc'h eget un
nebeud kantadoù a dennoù.</li>
<li>Eus 2 da 4 c'hoarier war un ardivink hepken. Diskouezet e vez ho rastell e-pad ho tro hepken, hag an
taoler a vez kuzhet etre an troioù betek ma vez prest ar c'hoarier war-lerc'h. Ar c'hoarier 1 a grog (gant
prenestr ar c'hrogad nevez e c'haller meskañ ar plasoù).</li>
<li>Dre ma 'z eo kuzh ar rastelloù hag ar sac'h, dizober un tenn n'eo ket aotreet nemet m'her aotreit pa
gregit gant ar c'hrogad: dizober a ziskouezfe ar plakennoù tennet nevez zo.</li>
<li>Adstummoù: Quinto (5), Quinto-Plus (6, 7, 8 pe 9, tennet diouzh chañs pe dibabet), Small-Fry (ur
blakenn 2, ur 3 hag ur 4 a vez tennet er-maez eus ar sac'h; unan anezho, tennet diouzh chañs pe dibabet, a
zeu da vezañ plakenn ar c'hreiz hag a ro an niver, hag an div all a zistro d'ar sac'h).</li>
<li>N'en deus ket an taoler a vord: brasaat a ra a-feur ma c'hoarier, hag ar gwel a vras pe a vihana evit
en em ober.</li>
<li>An alioù (mar bint aotreet pa gregit gant ar c'hrogad) a laka war wel ho tenn a ro ar muiañ a boentoù;
c'hwi a zivizo bepred hag-eñ e c'hoariot anezhañ.</li>
</ul>
"""

QUINAMID_RULES_HTML_BR = f"""
{rules_contents("quinamid", ("goal", "Pal"), ("setup", "Ar biramidenn"), ("turn", "Un dro"),
                ("winning", "Gounit"), ("screen", "War ar skramm"), ("variants", "Adstummoù"),
                ("ours", _OURS), label=_LABEL)}
<h3 id="rules-quinamid-goal">Pal</h3>
<p>Bezañ an hini kentañ o kaout pemp eus e bezhioù a-renk war ar gorre a welit: a-blaen, a-serzh pe
a-veskell.</p>
<h3 id="rules-quinamid-setup">Ar biramidenn</h3>
<p>Pemp taoler karrez a zo berniet eus ar brasañ d'ar bihanañ: A (6×6, an diazez), B (5×5), C (4×4),
D (3×3) hag E (2×2, ar beg). N'eus toulloù nemet en-dro da vord pep taoler, ha pep taoler a c'holo kreiz
an hini dindanañ, neuze e welit bepred 36 toull resis, ur gorre 6×6. 30 pezh en deus pep c'hoarier
(● pladennoù orañjez evit ar c'hoarier kentañ, ◆ lozanjoù glas evit an eil).</p>
<h3 id="rules-quinamid-turn">Un dro</h3>
<p>Grit <b>unan</b> eus an traoù-mañ:</p>
<ul>
<li><b>Lakaat</b> ur pezh en un toull goullo a welit, war forzh peseurt taoler.</li>
<li><b>Riklañ</b> un taoler (B da E) ur c'harrez a-gleiz, a-zehou, war-grec'h pe war-draoñ. Kement tra a zo
warnañ a fiñv gantañ: e bezhioù hag an taolerioù a-us. Un taoler n'hall morse mont dreist bord an taoler
dindanañ.</li>
<li><b>Treiñ</b> un taoler (B da E) ur c'hard tro, en eil tu pe en tu all, gant kement tra a zo warnañ (er
c'hoari araokaet hepken). Goude-se e c'holo ar memes karrezioù.</li>
</ul>
<p>An taoler riklet pe troet nevez zo n'hall ket bezañ riklet pe troet gant ar c'hoarier war-lerc'h.</p>
<p>Riklañ ha treiñ a guzh pezhioù zo hag a ziguzh re all. Ar pezhioù kuzh a chom war o zaoler, er-maez a
welled: klaskit derc'hel sonj pelec'h emaint.</p>
{_QM["rules.quinamid.diagram.slide_before"]}
{_QM["rules.quinamid.diagram.slide_after"]}
<h3 id="rules-quinamid-winning">Gounit</h3>
<p>Pemp eus ho pezhioù a-renk war ar gorre a welit a c'hounez diouzhtu, forzh war peseurt taolerioù emaint.
Ar pezhioù kuzh ne gontont ket keit ha ma n'eo ket aet un taoler kuit d'o diskouez en-dro.</p>
{_QM["rules.quinamid.diagram.line"]}
<h3 id="rules-quinamid-screen">War ar skramm</h3>
<p>Pouezit war un toull evit lakaat ur pezh. Al lizherennoù a betek f a-us an taoler a envel e golonennoù, hag
an niveroù 1 betek 6 en e gichen e renkoù, o kontañ adalek an traoñ: an alioù ha roll an tennoù a envel un
toull evel-se (c4: kolonenn c, pevare renk). Evit fiñval un taoler, pouezit war e vadj lizherenn (en e gorn,
pe e renk al lizherennoù dindan un taoler bihan) pe war ur bouton <i>Taoler</i>, ha goude war ur bir pe ur
bouton treiñ; gallout a rit ivez stlejañ ur badj ur c'harrez evit riklañ e daoler. Ur bouton na c'haller ket
implijout a lavar perak. Lizherenn un taoler n'hall ket fiñval en dro-mañ a zo barrennet.</p>
<h3 id="rules-quinamid-variants">Adstummoù</h3>
<ul>
<li>a) Ar c'hoarier kentañ n'hall ket lakaat war an taoler 2×2 gant an tenn kentañ.</li>
<li>b) Pep c'hoarier n'hall lakaat nemet ur pezh war an taoler 2×2 e-pad ar c'hrogad a-bezh.</li>
<li>c) Ur c'hoarier a rank kaout ur pezh war pep taoler all a-raok lakaat war an taoler 2×2.</li>
<li>d) C'hwec'h a-renk a c'hounez e-lec'h pemp.</li>
<li>e) An taolerioù a dro gant roud ar bizied hepken, hag an taoler fiñvet nevez zo a c'hall bezañ troet
en-dro gant ar c'hoarier war-lerc'h.</li>
</ul>
<h3 id="rules-quinamid-ours">Penaos e c'hoariomp</h3>
<ul>
<li>An taolerioù a vez anvet A (an diazez 6×6) betek E (ar beg 2×2). An diazez ne rikl ha ne dro morse.</li>
<li>Pep taoler a zo ur walenn: 20, 16, 12, 8 ha 4 toull, 60 en holl, evit 30 pezh dre c'hoarier.</li>
<li>An taoler anvet en ur riklañ pe en un treiñ hepken a zo prennet evit ar c'hoarier war-lerc'h, ket an
taolerioù kaset gantañ.</li>
<li>Treiñ un taoler a dro anezhañ gant ar bern a-bezh a-us dezhañ, en ur pezh, ur c'hard tro en-dro d'e
greiz. Un treiñ na cheñch netra a welit (un taoler beg goullo) a zo un tenn memes tra.</li>
<li>Ur c'hoarier hep pezh ebet ken a c'hall riklañ pe treiñ taolerioù c'hoazh.</li>
<li>Al linennoù ne gontont nemet war ar gorre a welit. Goude pep tenn e vez gwiriet linennoù an daou
c'hoarier: mard eus ul linenn gant ur c'hoarier hepken, eñ a c'hounez. Mar ra un tenn linennoù evit an daou
c'hoarier, an hini n'en deus <b>ket</b> c'hoariet a c'hounez: n'hallit ket reiñ ul linenn d'hoc'h
enebour.</li>
<li>Kevatal: pa zeu an hevelep lec'hiadur (taolerioù, pezhioù, c'hoarier a zo e dro hag an taoler prennet) an
trede gwech; al lec'hiadur kregiñ a gont.</li>
<li>Lec'hiadurioù kregiñ (kollet eo daou dresadenn al levr reolennoù): <i>er c'horn</i>, dre ziouer, gant
pep taoler stok ouzh korn izel a-gleiz an hini dindanañ; pe <i>a-skalier</i>, a laka an taoler 2×2 er
c'hreiz. Ar c'hrogadoù a grog gant taolerioù goullo.</li>
<li>An adstumm a ne zifenn an taoler 2×2 nemet e-pad tenn kentañ ar c'hrogad. En adstumm c, ar pezhioù kuzh
a gont: ne guitaont morse o zaoler. An adstumm e a laka an treiñ da vont en-dro (gant roud ar bizied hepken)
zoken er c'hoari diazez, hag an taoler fiñvet nevez zo a c'hall bezañ troet en-dro, met ket riklet.</li>
<li>Ar memor eo kalon ar c'hoari: ar pezhioù kuzh ne vezont morse diskouezet, hag e-pad ar c'hoari ne ziskouez
roll an tennoù nemet pet tenn a zo bet graet (ar roll klok a zeu war wel e fin ar c'hrogad). An dibarzh
krogad nevez <i>Memor digor</i> a ziskouez ar roll a-hed ar c'hrogad, evit an deskarded.</li>
</ul>
"""

RULES_BR: dict[str, str] = {
    "rules.quinque.html": _QUINQUE_HTML,
    "rules.table.html": """
<h3>C'hoari ouzh taol</h3>
<ul>
<li><b>Dizober tennoù</b> a vez dibabet pa grog ar c'hrogad, memes mod en holl c'hoarioù:
<i>Biskoazh</i>; <i>E-pad ma zro</i> (dre ziouer): ar c'hoarier en deus graet un dra nevez zo a c'hall
dizober e oberoù e-unan betek ma ra ar c'hoarier war-lerc'h, da skouer eil ober Quinque pe ur pezh Quinamid
a-raok ma respont ar c'hoarier all. E Quinto un tenn kadarnaet a echu an dro, rak tennet en deus plakennoù
kuzh; ar plakennoù war an taoler a c'haller adtapout bepred a-raok <i>C'hoari</i>; <i>Forzh pegoulz</i>,
evit c'hoari hep aon. Ouzh an urzhiataer, <i>Dizober</i> a zizober ho tenn hag e respont.</li>
<li><b>Rastelloù kuzh</b> (Quinto etre tud): a-raok tro pep hini, an hini kentañ e-barzh, ar skramm a vez
kuzhet betek ma pouez an den-se war <i>Kenderc'hel</i>. Netra all ne ya en-dro keit ha ma vez kuzhet: ali
ebet, tenn ebet, dizober ebet.</li>
<li><b>Kadarnaat pep tenn</b> (dre zibab): un tenn a vez diskouezet da gentañ ha ne gont nemet pa bouezit war
<i>Kadarnaat</i>.</li>
<li><b>C'hoarierien tal-ouzh-tal</b> (dre zibab, er varrenn ostilhoù ivez): ar skramm a dro etrezek an hini a
rank c'hoari. <i>Distreiñ an taoler</i> ne zistro nemet an taoler; ar boutonoù riklañ hag ar biroù war ar
c'hlavier a dalv bepred tuioù war ar skramm.</li>
<li><b>Roll an tennoù</b> a lavar pep tenn gant gerioù. Pouezit war un tenn evit adwelet al lec'hiadur-se;
ar c'hrogad e-unan ne cheñch ket betek ma pouezot war <i>Distreiñ d'ar c'hrogad</i>. E Quinamid e chom kuzh
an tennoù betek ar fin, rak derc'hel sonj anezho a zo ul lodenn eus ar c'hoari (nemet mard eo gweredekaet ar
<i>memor digor</i>).</li>
<li><b>Enrollañ</b>: pep tenn a vez enrollet er merdeer-mañ. Pa nac'h ar merdeer mirout roadennoù (ur
prenestr prevez, pe ur bajenn enframmet ma 'z eo stanket ar memor a-berzh trede) ne vev ar c'hrogad nemet
en ivinell-mañ, hag ar bajenn a lavar se; mard eo leun ar memor, ar bajenn a lavar n'haller ket enrollañ ar
c'hrogad hag ar c'hoari a gendalc'h.</li>
</ul>
""",
}
