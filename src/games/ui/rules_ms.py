"""Malay in-app rules: the same HTML as rules_en.py (ids, links, figures), in Malay."""

from .rules_en import rule_figures, rules_contents
from .strings_tutorial_ms import TUTORIAL_MS

_LABEL = "Kandungan"
_OURS = "Cara kami bermain"
_QQ = rule_figures("quinque", TUTORIAL_MS)
_QT = rule_figures("quinto", TUTORIAL_MS)
_QM = rule_figures("quinamid", TUTORIAL_MS)

_QUINQUE_HTML = f"""
{rules_contents("quinque", ("goal", "Matlamat"), ("setup", "Persediaan"), ("turn", "Satu giliran"),
                ("winning", "Menang"), ("variants", "Permainan lanjutan"), ("ours", _OURS), label=_LABEL)}
<h3 id="rules-quinque-goal">Matlamat</h3>
<p>Jadilah yang pertama menyusun lima payung terjun anda sebaris: mendatar, menegak atau pepenjuru.
Garisan dikira pada grid penerjun, walaupun jubin di bawahnya bengkok atau tidak sejajar.</p>
<h3 id="rules-quinque-setup">Persediaan</h3>
<p>Setiap pemain ada 18 payung terjun (● cakera jingga untuk pemain pertama, ◆ berlian biru untuk pemain
kedua). Pemain pertama meletakkan jubin pertama dan menandakan salah seorang penerjunnya. Kemudian pemain
kedua bermain giliran penuh yang pertama.</p>
<h3 id="rules-quinque-turn">Satu giliran</h3>
<p><b>Tindakan pertama</b> (wajib): tandakan penerjun, atau gerakkan jubin.
<b>Tindakan kedua</b> (pilihan): gerakkan jubin, atau tekan <i>Tamat giliran</i>.</p>
<ul>
<li><b>Tandakan penerjun:</b> letakkan payung terjun pada penerjun yang bebas pada jubin di atas meja, atau
tambah jubin baharu yang bersentuhan sisi dengan formasi dan tandakan salah seorang penerjunnya. Hanya
sebagai tindakan pertama.</li>
<li><b>Gerakkan jubin:</b> di sepanjang baris, lajur atau pepenjuru, sejauh mana pun, melepasi ruang kosong
dan jubin lain, ke petak yang kosong. Selepas itu semua jubin mesti membentuk satu kumpulan yang bersambung
sisi ke sisi. Jubin tidak pernah berputar.</li>
<li>Anda tidak boleh menggerakkan jubin yang anda tandakan pada giliran ini, atau jubin yang keempat-empat
sisinya bersentuhan dengan jubin lain.</li>
</ul>
{_QQ["rules.quinque.diagram.move"]}
{_QQ["rules.quinque.diagram.locked"]}
<h3 id="rules-quinque-winning">Menang</h3>
<p>Lima sebaris menang serta-merta. Apabila kedua-dua pemain kehabisan payung terjun, permainan seri.</p>
{_QQ["rules.quinque.diagram.line"]}
<h3 id="rules-quinque-variants">Permainan lanjutan</h3>
<p>Jarak gerakan jubin bergantung pada payung terjunnya (mana-mana warna): 1: satu petak di sepanjang baris
atau lajurnya; 2: sejauh mana pun di sepanjang baris atau lajurnya, melepasi jubin; 3: sejauh mana pun secara
pepenjuru, melepasi jubin; 4: mana-mana arah, sejauh mana pun, melepasi jubin.</p>
<h3 id="rules-quinque-ours">Cara kami bermain</h3>
<ul>
<li>Kemenangan disemak selepas setiap tindakan. Gerakan jubin yang hanya melengkapkan garisan lawan
menjadikan lawan menang; jika ia melengkapkan garisan kedua-dua pemain, pemain yang sedang bergilir
menang.</li>
<li>Terdapat 16 jubin: jubin baharu hanya boleh ditambah selagi kurang daripada 16 berada di atas meja.</li>
<li>Tindakan kedua boleh menggerakkan jubin yang sama sekali lagi. Satu-satunya jubin di atas meja tidak
boleh bergerak.</li>
<li>Pemain yang tiada tindakan pertama yang sah melangkau giliran, dan gilirannya tamat. Pemain yang
kehabisan payung terjun mesti menggerakkan jubin apabila ada jubin yang boleh bergerak.</li>
<li>Jubin pertama diletakkan di tengah; meletakkannya dan menandakan seorang penerjun ialah seluruh giliran
pertama pemain pertama.</li>
<li>Gerakan lanjutan mengekalkan setiap syarat asas: destinasi yang kosong, satu formasi yang bersambung
selepas itu, dan kedua-dua peraturan emas. Dengan satu payung terjun, jubin bergerak tepat satu petak.</li>
<li>Hanya jubin yang ditanda pada giliran ini dikunci: jubin yang digerakkan dalam tindakan pertama boleh
bergerak lagi, malah kembali ke tempat asal.</li>
<li>Garisan yang lebih panjang daripada lima juga menang. Kemenangan menamatkan giliran serta-merta (tiada
tindakan kedua).</li>
<li>Seri: sebaik sahaja payung terjun ke-36 diletakkan tanpa garisan (permainan tamat di situ, walaupun
sebelum tindakan kedua), atau apabila kedudukan yang sama (jubin dan payung terjun yang sama, di mana pun
formasi itu berada; pemain yang sama, tindakan yang sama, jubin terkunci yang sama) berlaku kali
ketiga.</li>
</ul>
"""

QUINTO_RULES_HTML_MS = f"""
{rules_contents("quinto", ("goal", "Matlamat"), ("setup", "Persediaan"), ("turn", "Satu giliran"),
                ("scoring", "Mata"), ("end", "Tamat"), ("variants", "Varian"), ("ours", _OURS),
                label=_LABEL)}
<h3 id="rules-quinto-goal">Matlamat</h3>
<p>Kumpul mata paling banyak dengan meletakkan jubin nombor dalam garisan yang berjumlah nombor jubin tengah
(Multile) atau gandaannya, seperti silang kata jumlah.</p>
<h3 id="rules-quinto-setup">Persediaan</h3>
<p>Multile merah terletak di tengah: 5 dalam Quinto. Terdapat 90 jubin, 0 hingga 9. Setiap pemain mencabut
lima; rak anda hanya dipaparkan pada giliran anda.</p>
<h3 id="rules-quinto-turn">Satu giliran</h3>
<ul>
<li>Letakkan 1 hingga 5 jubin dari rak anda, semuanya dalam satu baris atau satu lajur, dengan
sekurang-kurangnya satu menyentuh jubin yang sudah ada di papan (langkah pertama: menyentuh Multile).</li>
<li>Setiap garisan yang mengandungi jubin anda, mendatar dan menegak, mesti berjumlah nombor Multile atau
gandaannya, dan tiada garisan boleh memuatkan lebih daripada lima jubin.</li>
<li>Kemudian cabut jubin semula hingga cukup lima. Pemain yang tidak boleh bermain kehilangan giliran
(Langkau).</li>
</ul>
{_QT["rules.quinto.diagram.first"]}
<h3 id="rules-quinto-scoring">Mata</h3>
<p>Anda mendapat jumlah setiap garisan yang mengandungi jubin anda: satu langkah boleh memberi mata dalam
beberapa arah. Jubin 0 yang ditambah pada garisan memberi jumlah garisan itu.</p>
{_QT["rules.quinto.diagram.double"]}
{_QT["rules.quinto.diagram.triple"]}
<h3 id="rules-quinto-end">Tamat</h3>
<p>Apabila jubin habis, setiap pemain kehilangan jumlah jubin yang tinggal di raknya.
Skor tertinggi menang.</p>
<h3 id="rules-quinto-variants">Varian</h3>
<p><b>Quinto-Plus:</b> Multile ialah 6, 7, 8 atau 9. <b>Small-Fry:</b> nombornya 2, 3 atau 4, untuk pemain
yang lebih muda.</p>
<h3 id="rules-quinto-ours">Cara kami bermain</h3>
<ul>
<li>Jubin: 0 ×7, 1 ×6, 2 ×6, 3 ×7, 4 ×10, 5 ×6, 6 ×10, 7 ×14, 8 ×12, 9 ×12 (90 kesemuanya).</li>
<li>Multile dikira dalam garisan yang melaluinya (9+7+8+5+6 = 35, seperti dalam permainan contoh buku
peraturan).</li>
<li>Satu langkah ialah 1 hingga 5 jubin dari rak anda dalam satu baris atau satu lajur, membentuk satu
garisan tanpa putus dengan jubin yang sudah ada (tiada petak kosong di antaranya), dengan sekurang-kurangnya
satu jubin bersebelahan dengan jubin yang sudah dimainkan.</li>
<li>Garisan ialah deretan tanpa putus dua jubin atau lebih secara mendatar atau menegak. Setiap garisan yang
mengandungi jubin baharu anda mesti berjumlah gandaan positif nombor itu (0 tidak dikira) dan memuatkan
paling banyak 5 jubin, termasuk Multile. Jubin tunggal tidak membentuk garisan dalam arah itu.</li>
<li>Skor anda ialah hasil tambah jumlah setiap garisan yang mengandungi jubin baharu anda.</li>
<li>Selepas bermain anda mencabut jubin semula hingga cukup 5 selagi longgokan masih ada.</li>
<li>Anda hanya boleh melangkau giliran apabila tiada langkah yang sah; ketika itu anda wajib melangkau.
Melangkau tidak mencabut jubin.</li>
<li>Satu jubin baharu memberi mata untuk baris dan lajurnya apabila masing-masing mempunyai dua jubin atau
lebih.</li>
<li>Permainan tamat apabila longgokan kosong dan seorang pemain sudah menggunakan semua jubinnya, atau
apabila tiada sesiapa boleh bermain selama satu pusingan penuh, iaitu langkau berturut-turut sebanyak
bilangan pemain (walaupun masih ada jubin dalam longgokan). Setiap pemain kemudian kehilangan jumlah jubin
di raknya. Jika skor tertinggi dikongsi, tiada sesiapa menang.</li>
<li>Kocokan datang daripada nombor yang direkodkan, jadi permainan yang disimpan atau dikongsi dimainkan
semula dengan tepat.</li>
<li>Permainan yang dikongsi juga boleh membawa beg jubinnya sendiri mengikut susunan cabutan: paling banyak
180 jubin (dua kali ganda 90 yang biasa), jadi set buatan sendiri pun menghasilkan permainan paling banyak
beberapa ratus langkah.</li>
<li>2 hingga 4 pemain pada satu peranti. Rak anda hanya dipaparkan pada giliran anda, dan papan ditutup di
antara giliran hingga pemain seterusnya bersedia. Pemain 1 bermula (dialog permainan baharu boleh
mengocok tempat duduk).</li>
<li>Oleh sebab rak dan longgokan adalah rahsia, menarik balik langkah dimatikan melainkan anda
membenarkannya ketika memulakan permainan: membuat asal akan menunjukkan jubin yang baru dicabut.</li>
<li>Varian: Quinto (5), Quinto-Plus (6, 7, 8 atau 9, dicabut secara rawak atau dipilih), Small-Fry (satu
jubin 2, satu 3 dan satu 4 diambil dari longgokan; salah satunya, dicabut secara rawak atau dipilih, menjadi
jubin tengah dan menetapkan nombor, dan dua yang lain dikembalikan ke longgokan).</li>
<li>Papan tiada tepi: ia membesar semasa anda bermain, dan paparan dizum supaya muat.</li>
<li>Petunjuk (jika dibenarkan ketika memulakan permainan) menyusun langkah anda yang memberi skor tertinggi;
anda masih memutuskan sama ada hendak memainkannya.</li>
</ul>
"""

QUINAMID_RULES_HTML_MS = f"""
{rules_contents("quinamid", ("goal", "Matlamat"), ("setup", "Piramid"), ("turn", "Satu giliran"),
                ("winning", "Menang"), ("screen", "Di skrin"), ("variants", "Varian"), ("ours", _OURS),
                label=_LABEL)}
<h3 id="rules-quinamid-goal">Matlamat</h3>
<p>Jadilah yang pertama mempunyai lima buah anda sebaris pada permukaan yang kelihatan: mendatar, menegak
atau pepenjuru.</p>
<h3 id="rules-quinamid-setup">Piramid</h3>
<p>Lima papan segi empat disusun bertindan dari yang terbesar hingga yang terkecil: A (6×6, tapak), B (5×5),
C (4×4), D (3×3) dan E (2×2, puncak). Setiap papan hanya mempunyai lubang di sekeliling tepinya, dan setiap
papan menutup bahagian tengah papan di bawahnya, jadi anda sentiasa nampak tepat 36 lubang, permukaan 6×6.
Setiap pemain ada 30 buah (● cakera jingga untuk pemain pertama, ◆ berlian biru untuk pemain kedua).</p>
<h3 id="rules-quinamid-turn">Satu giliran</h3>
<p>Lakukan <b>satu</b> daripada yang berikut:</p>
<ul>
<li><b>Letakkan</b> buah dalam lubang kosong yang kelihatan, pada mana-mana papan.</li>
<li><b>Gelongsorkan</b> satu papan (B hingga E) satu petak ke kiri, kanan, atas atau bawah. Segala yang ada
padanya turut bergerak: buahnya dan papan di atasnya. Papan tidak boleh terjulur keluar dari tepi papan di
bawahnya.</li>
<li><b>Putarkan</b> satu papan (B hingga E) suku pusingan, ke mana-mana arah, bersama segala yang ada
padanya (permainan lanjutan sahaja). Selepas itu ia menutup petak yang sama.</li>
</ul>
<p>Papan yang baru digelongsor atau diputar tidak boleh digelongsor atau diputar oleh pemain seterusnya.</p>
<p>Menggelongsor dan memutar melindungi sesetengah buah dan mendedahkan yang lain. Buah yang terlindung
kekal pada papannya, tidak kelihatan: cuba ingat di mana ia berada.</p>
{_QM["rules.quinamid.diagram.slide_before"]}
{_QM["rules.quinamid.diagram.slide_after"]}
<h3 id="rules-quinamid-winning">Menang</h3>
<p>Lima buah anda sebaris pada permukaan yang kelihatan menang serta-merta, pada papan mana pun ia berada.
Buah yang terlindung tidak dikira hingga papan beralih dan menunjukkannya semula.</p>
{_QM["rules.quinamid.diagram.line"]}
<h3 id="rules-quinamid-screen">Di skrin</h3>
<p>Ketik lubang untuk meletakkan buah. Huruf a hingga f di atas papan menamakan lajurnya, dan nombor 1
hingga 6 di sebelahnya menamakan barisnya, dikira dari bawah: petunjuk dan senarai langkah menamakan
lubang dengan cara itu (c4: lajur c, baris keempat).
Untuk menggerakkan papan, ketik lencana hurufnya (di penjurunya, atau
dalam baris huruf di bawah papan kecil) atau butang <i>Papan</i>, kemudian butang anak panah atau butang
putar; anda juga boleh menyeret lencana satu petak untuk menggelongsorkan papannya. Butang yang tidak boleh
digunakan memberitahu sebabnya. Huruf papan yang tidak boleh bergerak pada giliran ini dipangkah.</p>
<h3 id="rules-quinamid-variants">Varian</h3>
<ul>
<li>a) Pemain pertama tidak boleh meletakkan buah pada papan 2×2 dalam langkah pertama.</li>
<li>b) Setiap pemain hanya boleh meletakkan satu buah pada papan 2×2 sepanjang permainan.</li>
<li>c) Pemain mesti mempunyai buah pada setiap papan lain sebelum meletakkan buah pada papan 2×2.</li>
<li>d) Enam sebaris menang, bukan lima.</li>
<li>e) Papan hanya berputar ikut arah jam, dan papan yang baru digerakkan boleh diputar lagi oleh pemain
seterusnya.</li>
</ul>
<h3 id="rules-quinamid-ours">Cara kami bermain</h3>
<ul>
<li>Papan dinamakan A (tapak 6×6) hingga E (puncak 2×2). Tapak tidak pernah bergerak atau berputar.</li>
<li>Setiap papan ialah gelang: 20, 16, 12, 8 dan 4 lubang, 60 kesemuanya, untuk 30 buah setiap pemain.</li>
<li>Hanya papan yang disebut dalam gelongsoran atau putaran dikunci untuk pemain seterusnya, bukan papan yang
dibawanya.</li>
<li>Memutar papan memutarkannya bersama seluruh tindanan di atasnya, secara tegar, suku pusingan pada
pusatnya sendiri. Putaran yang tidak mengubah apa-apa yang kelihatan (papan puncak yang kosong) tetap dikira
satu langkah.</li>
<li>Pemain yang kehabisan buah masih boleh menggelongsor atau memutar papan.</li>
<li>Garisan hanya dikira pada permukaan yang kelihatan. Selepas setiap langkah, garisan kedua-dua pemain
disemak: jika hanya seorang pemain mempunyai garisan, pemain itu menang. Jika satu langkah menghasilkan
garisan untuk kedua-dua pemain, pemain yang <b>tidak</b> bergerak menang: anda tidak boleh menghadiahkan
garisan kepada lawan.</li>
<li>Seri: apabila kedudukan yang sama (papan, buah, pemain yang bergilir dan papan yang dikunci) berlaku kali
ketiga; kedudukan permulaan turut dikira.</li>
<li>Kedudukan permulaan (dua rajah dalam buku peraturan telah hilang): <i>penjuru</i>, lalai, dengan setiap
papan rapat di penjuru kiri bawah papan di bawahnya; atau <i>berselang</i>, yang meletakkan papan 2×2 di
tengah. Permainan bermula dengan papan kosong.</li>
<li>Varian a melarang papan 2×2 hanya dalam langkah pertama permainan. Dalam varian c, buah yang terlindung
dikira: ia tidak pernah meninggalkan papannya. Varian e menghidupkan putaran (ikut arah jam sahaja) walaupun
dalam permainan asas, dan papan yang baru digerakkan boleh diputar lagi, tetapi tidak digelongsor.</li>
<li>Ingatan ialah teras permainan: buah yang terlindung tidak pernah ditunjukkan, dan semasa bermain senarai
langkah hanya menunjukkan bilangan langkah (senarai penuh muncul apabila permainan tamat). Pilihan
permainan baharu <i>Ingatan terbuka</i> menunjukkan senarai sepanjang masa, untuk yang sedang belajar.</li>
</ul>
"""

RULES_MS: dict[str, str] = {
    "rules.quinque.html": _QUINQUE_HTML,
    "rules.table.html": """
<h3>Bermain di meja</h3>
<ul>
<li><b>Menarik balik langkah</b> dipilih ketika permainan bermula, sama dalam setiap permainan:
<i>Tidak pernah</i>; <i>Dalam giliran saya</i> (lalai): pemain yang baru bertindak boleh menarik balik
tindakannya sendiri hingga pemain seterusnya bertindak, contohnya tindakan kedua Quinque atau buah Quinamid
sebelum pemain lain menjawab. Dalam Quinto, langkah yang disahkan menamatkan giliran, kerana ia mencabut
jubin rahsia; jubin di papan sentiasa boleh diambil balik sebelum <i>Main</i>; <i>Bila-bila masa</i>, untuk
bermain santai. Melawan komputer, <i>Buat asal</i> menarik balik langkah anda dan jawapannya.</li>
<li><b>Rak rahsia</b> (Quinto antara orang): sebelum giliran setiap orang, termasuk yang pertama, skrin
ditutup hingga orang itu mengetik <i>Teruskan</i>. Tiada apa-apa lagi berfungsi selagi ia ditutup: tiada
petunjuk, tiada langkah, tiada buat asal.</li>
<li><b>Sahkan setiap langkah</b> (pilihan): langkah ditunjukkan dahulu dan hanya dikira apabila anda
mengetik <i>Sahkan</i>.</li>
<li><b>Pemain duduk bertentangan</b> (pilihan, juga di bar alat): skrin berpusing menghadap pemain yang
bergilir. <i>Terbalikkan papan</i> hanya memusingkan papan; butang gelongsor dan kekunci anak panah sentiasa
bermaksud arah pada skrin.</li>
<li><b>Log langkah</b> menyebut setiap langkah dengan perkataan. Ketik satu langkah untuk melihat semula
kedudukan itu; permainan itu sendiri tidak berubah hingga anda mengetik <i>Kembali ke permainan</i>. Dalam
Quinamid langkah-langkah kekal tersembunyi hingga tamat, kerana mengingatinya ialah sebahagian daripada
permainan (melainkan <i>ingatan terbuka</i> dihidupkan).</li>
<li><b>Menyimpan</b>: setiap langkah disimpan dalam pelayar ini. Jika pelayar enggan menyimpan data
(tetingkap peribadi, atau halaman terbenam yang storan pihak ketiganya disekat), permainan hanya wujud dalam
tab ini, dan halaman memberitahunya; jika storan penuh, halaman memberitahu bahawa permainan tidak dapat
disimpan dan permainan diteruskan.</li>
</ul>
""",
}
