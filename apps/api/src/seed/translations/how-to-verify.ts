/**
 * The "How to verify" sections (issue 16: /provably-fair and the draw pages): the exact method for
 * slot rounds and for draws, the worked examples' labels and the console scripts' instructions, per
 * locale, and the game page's paylines and ways note (games.game.*). The numbers of the examples
 * come from @platform/fair (verify-examples.ts); `[name]` placeholders are filled by the page.
 */
export const howToVerifyTranslations: Record<string, Record<string, string>> = {
  en: {
    "games.game.pays_ways":
      "Columns: how many of a kind. Pays are multiples of the total stake, for each way: the win is the pay × the number of ways.",
    "games.game.paylines": "Paylines",
    "games.game.paylines_intro":
      "Each line pays on one row of each reel, reels from left to right, rows counted from the top (1 = top). A win on a line counts from the leftmost reel.",
    "games.game.payline": "Line [line]: rows [rows]",
    "howto.method": "The method, step by step",
    "howto.example": "Worked example",
    "howto.script": "Check it in your browser",
    "howto.step.floats":
      "Read the 32 bytes 4 at a time, in order. Bytes b0 b1 b2 b3 make the integer u = b0 × 2²⁴ + b1 × 2¹⁶ + b2 × 2⁸ + b3 (big-endian), and the float is u ÷ 2³²: from 0 up to, but not including, 1. One block gives 8 floats; the 9th float is the first of block 1 (the same message ending in :1), and so on.",
    "howto.example.game": "Game",
    "howto.example.scheduled": "Scheduled time (UTC)",
    "howto.example.server_seed": "Server seed (revealed)",
    "howto.example.hash": "SHA-256 of the server seed",
    "howto.example.client_seed": "Client seed",
    "howto.example.nonce": "Nonce",
    "howto.example.message": "HMAC message of block 0",
    "howto.example.block": "HMAC-SHA256 of block 0 (hex)",
    "howto.col.reel": "Reel",
    "howto.col.ball": "Ball",
    "howto.col.bytes": "Bytes",
    "howto.col.integer": "Integer u",
    "howto.col.float": "Float u ÷ 2³²",
    "howto.col.length": "Strip length",
    "howto.col.stop": "Stop",
    "howto.col.left": "Numbers left",
    "howto.col.position": "Position",
    "howto.col.number": "Number drawn",
    "howto.slots.title": "How to verify a slot round",
    "howto.slots.intro":
      "You need only the round's seeds and the game's page. The example is a real round of [game]: our tests replay it with the code that plays the game, so its numbers are always the game's.",
    "howto.slots.step.commit":
      "Check the commitment: the SHA-256 of the server seed must be the server seed hash you were shown before you played. The seed is hashed as text: its 64 hex characters in UTF-8, not the 32 bytes they spell.",
    "howto.slots.step.hmac":
      "Compute block 0: HMAC-SHA256 with the server seed's hex text (UTF-8) as the key and, as the message, the client seed, the nonce and the block number joined by colons (client seed:nonce:block), e.g. [message]. The result is 32 bytes. The nonce counts the rounds played with the seed pair: 0 for the first, then 1, 2 and so on.",
    "howto.slots.step.stops":
      "Take the floats in order, one per reel from left to right: a reel's stop is floor(float × the number of symbols on its strip). The game's page lists every reel strip.",
    "howto.slots.step.window":
      "A reel shows its strip from the stop down: the symbols at positions stop, stop + 1 and stop + 2, counting from 0 at the top of the strip and going round to the top again after its last symbol.",
    "howto.slots.step.wins":
      "Read the wins with the game's page. On a lines game each payline (drawn on the page, one row per reel) pays its symbols in a row from the leftmost reel, in multiples of the line bet (the stake ÷ the number of lines). On a ways game a symbol pays on adjacent reels from the leftmost one, in multiples of the total stake for each way. Free spins take the next floats of the same stream, spin after spin.",
    "howto.slots.table": "From bytes to reel stops",
    "howto.slots.window": "The reels in view, top row first",
    "howto.slots.row": "Row [row]",
    "howto.slots.win":
      "A stake of [stake] minor units over [lines] lines is a line bet of [line_bet]: [count] × [symbol] on line [line] pays [pays] line bets, a win of [win].",
    "howto.slots.script_hint":
      "Open your browser's developer console (F12, then Console), paste this script and press Enter. It prints the SHA-256 of the server seed and the reel stops of each spin. Put your own round's seeds, the game's reel lengths and the number of spins (1, plus any free spins) in its first lines.",
    "howto.draws.title": "How to verify a draw",
    "howto.draws.intro":
      "A draw's page gives all you need: its server seed hash from the start, its client seed, and its server seed once the numbers are drawn. Our tests make the examples' draws with the code that makes every draw, so their numbers are always right.",
    "howto.draws.step.commit":
      "Check the commitment: the SHA-256 of the revealed server seed, hashed as its 64 hex characters in UTF-8, must be the hash the draw's page showed before its sales opened.",
    "howto.draws.step.seeds":
      "The client seed is public from the draw's creation: the game, the draw's number and its scheduled time (UTC, ISO 8601) joined by colons, e.g. [client_seed]. The nonce is always 0: every draw has its own server seed.",
    "howto.draws.step.hmac":
      "Compute block 0: HMAC-SHA256 with the server seed's hex text (UTF-8) as the key and the message client seed:nonce:block, e.g. [message]. The result is 32 bytes.",
    "howto.draws.step.balls":
      "Draw without replacement: start from the numbers 1 to 90 in order. For each ball take the next float: the ball is the number at position floor(float × how many numbers are left), counting from 0, and it leaves the list, so no number comes twice. The balls come out in that order.",
    "howto.draws.step.games":
      "Lucky 5, Lucky 4 and Lucky 3 draw five balls this way. Lucky Number draws one: the first ball of this method, a number from 1 to 90. Direct 1 wins on the first ball drawn only.",
    "howto.draws.table": "From bytes to balls",
    "howto.draws.result": "Numbers drawn, in order: [numbers]",
    "howto.draws.script_hint":
      "Open your browser's developer console (F12, then Console), paste this script and press Enter. It prints the SHA-256 of the server seed and the balls in the order drawn. Put the draw's seeds in its first lines; for Lucky Number set count to 1.",
  },
  fr: {
    "games.game.pays_ways":
      "Colonnes : nombre de symboles identiques. Les gains sont des multiples de la mise totale, pour chaque façon : le gain est le paiement × le nombre de façons.",
    "games.game.paylines": "Lignes de paiement",
    "games.game.paylines_intro":
      "Chaque ligne paie sur une rangée de chaque rouleau, rouleaux de gauche à droite, rangées comptées depuis le haut (1 = en haut). Un gain sur une ligne se compte depuis le rouleau de gauche.",
    "games.game.payline": "Ligne [line] : rangées [rows]",
    "howto.method": "La méthode, étape par étape",
    "howto.example": "Exemple détaillé",
    "howto.script": "Vérifiez-le dans votre navigateur",
    "howto.step.floats":
      "Lisez les 32 octets 4 par 4, dans l'ordre. Les octets b0 b1 b2 b3 forment l'entier u = b0 × 2²⁴ + b1 × 2¹⁶ + b2 × 2⁸ + b3 (gros-boutiste), et le nombre est u ÷ 2³² : de 0 inclus à 1 exclu. Un bloc donne 8 nombres ; le 9e est le premier du bloc 1 (le même message terminé par :1), et ainsi de suite.",
    "howto.example.game": "Jeu",
    "howto.example.scheduled": "Heure prévue (UTC)",
    "howto.example.server_seed": "Graine serveur (révélée)",
    "howto.example.hash": "SHA-256 de la graine serveur",
    "howto.example.client_seed": "Graine client",
    "howto.example.nonce": "Nonce",
    "howto.example.message": "Message HMAC du bloc 0",
    "howto.example.block": "HMAC-SHA256 du bloc 0 (hex)",
    "howto.col.reel": "Rouleau",
    "howto.col.ball": "Boule",
    "howto.col.bytes": "Octets",
    "howto.col.integer": "Entier u",
    "howto.col.float": "Nombre u ÷ 2³²",
    "howto.col.length": "Longueur de la bande",
    "howto.col.stop": "Arrêt",
    "howto.col.left": "Numéros restants",
    "howto.col.position": "Position",
    "howto.col.number": "Numéro tiré",
    "howto.slots.title": "Comment vérifier une partie de machine à sous",
    "howto.slots.intro":
      "Il vous suffit des graines de la partie et de la page du jeu. L'exemple est une vraie partie de [game] : nos tests la rejouent avec le code qui fait tourner le jeu, ses nombres sont donc toujours ceux du jeu.",
    "howto.slots.step.commit":
      "Vérifiez l'engagement : le SHA-256 de la graine serveur doit être l'empreinte de la graine serveur affichée avant votre partie. La graine est hachée comme texte : ses 64 caractères hexadécimaux en UTF-8, pas les 32 octets qu'ils représentent.",
    "howto.slots.step.hmac":
      "Calculez le bloc 0 : un HMAC-SHA256 avec pour clé le texte hexadécimal de la graine serveur (UTF-8) et pour message la graine client, le nonce et le numéro de bloc séparés par deux-points (graine client:nonce:bloc), par exemple [message]. Le résultat fait 32 octets. Le nonce compte les parties jouées avec la paire de graines : 0 pour la première, puis 1, 2, etc.",
    "howto.slots.step.stops":
      "Prenez les nombres dans l'ordre, un par rouleau de gauche à droite : l'arrêt d'un rouleau est floor(nombre × le nombre de symboles de sa bande). La page du jeu donne chaque bande de rouleau.",
    "howto.slots.step.window":
      "Un rouleau montre sa bande à partir de l'arrêt, vers le bas : les symboles aux positions arrêt, arrêt + 1 et arrêt + 2, comptées à partir de 0 en haut de la bande, en revenant au début après son dernier symbole.",
    "howto.slots.step.wins":
      "Lisez les gains avec la page du jeu. Dans un jeu à lignes, chaque ligne de paiement (dessinée sur la page, une rangée par rouleau) paie ses symboles alignés depuis le rouleau de gauche, en multiples de la mise par ligne (la mise ÷ le nombre de lignes). Dans un jeu à combinaisons, un symbole paie sur des rouleaux adjacents depuis celui de gauche, en multiples de la mise totale pour chaque combinaison. Les tours gratuits prennent les nombres suivants du même flux, tour après tour.",
    "howto.slots.table": "Des octets aux arrêts des rouleaux",
    "howto.slots.window": "Les rouleaux visibles, rangée du haut d'abord",
    "howto.slots.row": "Rangée [row]",
    "howto.slots.win":
      "Une mise de [stake] unités sur [lines] lignes fait une mise par ligne de [line_bet] : [count] × [symbol] sur la ligne [line] paie [pays] mises par ligne, soit un gain de [win].",
    "howto.slots.script_hint":
      "Ouvrez la console de développement de votre navigateur (F12, puis Console), collez ce script et appuyez sur Entrée. Il affiche le SHA-256 de la graine serveur et les arrêts des rouleaux de chaque tour. Mettez dans ses premières lignes les graines de votre partie, les longueurs des rouleaux du jeu et le nombre de tours (1, plus les tours gratuits éventuels).",
    "howto.draws.title": "Comment vérifier un tirage",
    "howto.draws.intro":
      "La page d'un tirage donne tout ce qu'il faut : l'empreinte de sa graine serveur dès le début, sa graine client, et sa graine serveur une fois les numéros tirés. Nos tests font les tirages des exemples avec le code qui fait chaque tirage, leurs numéros sont donc toujours justes.",
    "howto.draws.step.commit":
      "Vérifiez l'engagement : le SHA-256 de la graine serveur révélée, hachée comme ses 64 caractères hexadécimaux en UTF-8, doit être l'empreinte affichée sur la page du tirage avant l'ouverture des ventes.",
    "howto.draws.step.seeds":
      "La graine client est publique dès la création du tirage : le jeu, le numéro du tirage et son heure prévue (UTC, ISO 8601) séparés par deux-points, par exemple [client_seed]. Le nonce vaut toujours 0 : chaque tirage a sa propre graine serveur.",
    "howto.draws.step.hmac":
      "Calculez le bloc 0 : un HMAC-SHA256 avec pour clé le texte hexadécimal de la graine serveur (UTF-8) et pour message graine client:nonce:bloc, par exemple [message]. Le résultat fait 32 octets.",
    "howto.draws.step.balls":
      "Tirez sans remise : partez des numéros 1 à 90 dans l'ordre. Pour chaque boule, prenez le nombre suivant : la boule est le numéro à la position floor(nombre × numéros restants), comptée à partir de 0, et elle sort de la liste, si bien qu'aucun numéro ne sort deux fois. Les boules sortent dans cet ordre.",
    "howto.draws.step.games":
      "Lucky 5, Lucky 4 et Lucky 3 tirent ainsi cinq boules. Lucky Number en tire une : la première boule de cette méthode, un numéro de 1 à 90. Direct 1 ne gagne que sur la première boule tirée.",
    "howto.draws.table": "Des octets aux boules",
    "howto.draws.result": "Numéros tirés, dans l'ordre : [numbers]",
    "howto.draws.script_hint":
      "Ouvrez la console de développement de votre navigateur (F12, puis Console), collez ce script et appuyez sur Entrée. Il affiche le SHA-256 de la graine serveur et les boules dans l'ordre du tirage. Mettez les graines du tirage dans ses premières lignes ; pour Lucky Number, mettez count à 1.",
  },
  sw: {
    "games.game.pays_ways":
      "Safu wima: idadi ya alama sawa. Malipo ni mara za dau lote, kwa kila njia: ushindi ni malipo × idadi ya njia.",
    "games.game.paylines": "Mistari ya malipo",
    "games.game.paylines_intro":
      "Kila mstari hulipa kwenye safu moja ya kila reli, reli kutoka kushoto kwenda kulia, safu zikihesabiwa kutoka juu (1 = juu). Ushindi kwenye mstari huhesabiwa kutoka reli ya kushoto kabisa.",
    "games.game.payline": "Mstari [line]: safu [rows]",
    "howto.method": "Njia, hatua kwa hatua",
    "howto.example": "Mfano uliofanyiwa kazi",
    "howto.script": "Ikague kwenye kivinjari chako",
    "howto.step.floats":
      "Soma baiti 32 nne kwa nne, kwa mpangilio. Baiti b0 b1 b2 b3 zinaunda namba kamili u = b0 × 2²⁴ + b1 × 2¹⁶ + b2 × 2⁸ + b3 (big-endian), na desimali ni u ÷ 2³²: kuanzia 0 hadi chini ya 1. Kizuizi kimoja kinatoa desimali 8; ya 9 ni ya kwanza ya kizuizi 1 (ujumbe ule ule unaoishia :1), na kuendelea.",
    "howto.example.game": "Mchezo",
    "howto.example.scheduled": "Muda uliopangwa (UTC)",
    "howto.example.server_seed": "Mbegu ya seva (iliyofichuliwa)",
    "howto.example.hash": "SHA-256 ya mbegu ya seva",
    "howto.example.client_seed": "Mbegu ya mteja",
    "howto.example.nonce": "Nonce",
    "howto.example.message": "Ujumbe wa HMAC wa kizuizi 0",
    "howto.example.block": "HMAC-SHA256 ya kizuizi 0 (hex)",
    "howto.col.reel": "Reli",
    "howto.col.ball": "Mpira",
    "howto.col.bytes": "Baiti",
    "howto.col.integer": "Namba kamili u",
    "howto.col.float": "Desimali u ÷ 2³²",
    "howto.col.length": "Urefu wa ukanda",
    "howto.col.stop": "Kituo",
    "howto.col.left": "Namba zilizobaki",
    "howto.col.position": "Nafasi",
    "howto.col.number": "Namba iliyotoka",
    "howto.slots.title": "Jinsi ya kuthibitisha mzunguko wa sloti",
    "howto.slots.intro":
      "Unahitaji mbegu za mzunguko na ukurasa wa mchezo tu. Mfano ni mzunguko halisi wa [game]: majaribio yetu huurudia kwa msimbo unaoendesha mchezo, kwa hiyo namba zake ni za mchezo daima.",
    "howto.slots.step.commit":
      "Kagua ahadi: SHA-256 ya mbegu ya seva lazima iwe hashi ya mbegu ya seva uliyoonyeshwa kabla ya kucheza. Mbegu inahashiwa kama maandishi: herufi zake 64 za hex kwa UTF-8, si baiti 32 zinazowakilishwa nazo.",
    "howto.slots.step.hmac":
      "Hesabu kizuizi 0: HMAC-SHA256 yenye maandishi ya hex ya mbegu ya seva (UTF-8) kama ufunguo na, kama ujumbe, mbegu ya mteja, nonce na namba ya kizuizi zikiunganishwa kwa nukta mbili (mbegu ya mteja:nonce:kizuizi), kwa mfano [message]. Matokeo ni baiti 32. Nonce huhesabu mizunguko iliyochezwa kwa jozi ya mbegu: 0 kwa wa kwanza, kisha 1, 2 na kuendelea.",
    "howto.slots.step.stops":
      "Chukua desimali kwa mpangilio, moja kwa kila reli kutoka kushoto kwenda kulia: kituo cha reli ni floor(desimali × idadi ya alama kwenye ukanda wake). Ukurasa wa mchezo unaonyesha kila ukanda wa reli.",
    "howto.slots.step.window":
      "Reli huonyesha ukanda wake kuanzia kituo kwenda chini: alama kwenye nafasi kituo, kituo + 1 na kituo + 2, ukihesabu kuanzia 0 juu ya ukanda na kurudi juu tena baada ya alama yake ya mwisho.",
    "howto.slots.step.wins":
      "Soma ushindi kwa ukurasa wa mchezo. Katika mchezo wa mistari kila mstari wa malipo (umechorwa kwenye ukurasa, safu moja kwa kila reli) hulipa alama zake zikifuatana kutoka reli ya kushoto kabisa, kwa mara za dau la mstari (dau ÷ idadi ya mistari). Katika mchezo wa njia alama hulipa kwenye reli zinazofuatana kutoka ya kushoto kabisa, kwa mara za dau lote kwa kila njia. Mizunguko ya bure huchukua desimali zinazofuata za mkondo ule ule, mzunguko baada ya mzunguko.",
    "howto.slots.table": "Kutoka baiti hadi vituo vya reli",
    "howto.slots.window": "Reli zinazoonekana, safu ya juu kwanza",
    "howto.slots.row": "Safu [row]",
    "howto.slots.win":
      "Dau la vipimo [stake] kwenye mistari [lines] ni dau la mstari la [line_bet]: [count] × [symbol] kwenye mstari [line] hulipa madau ya mstari [pays], ushindi wa [win].",
    "howto.slots.script_hint":
      "Fungua konsoli ya msanidi programu ya kivinjari chako (F12, kisha Console), bandika hati hii na ubonyeze Enter. Inachapisha SHA-256 ya mbegu ya seva na vituo vya reli vya kila mzunguko. Weka mbegu za mzunguko wako, urefu wa reli za mchezo na idadi ya mizunguko (1, pamoja na mizunguko ya bure kama ipo) kwenye mistari yake ya kwanza.",
    "howto.draws.title": "Jinsi ya kuthibitisha droo",
    "howto.draws.intro":
      "Ukurasa wa droo unatoa kila unachohitaji: hashi ya mbegu yake ya seva tangu mwanzo, mbegu yake ya mteja, na mbegu yake ya seva namba zikishatoka. Majaribio yetu hufanya droo za mifano kwa msimbo unaofanya kila droo, kwa hiyo namba zake ni sahihi daima.",
    "howto.draws.step.commit":
      "Kagua ahadi: SHA-256 ya mbegu ya seva iliyofichuliwa, ikihashiwa kama herufi zake 64 za hex kwa UTF-8, lazima iwe hashi iliyoonyeshwa kwenye ukurasa wa droo kabla mauzo hayajafunguliwa.",
    "howto.draws.step.seeds":
      "Mbegu ya mteja ni ya umma tangu droo inapoundwa: mchezo, namba ya droo na muda wake uliopangwa (UTC, ISO 8601) zikiunganishwa kwa nukta mbili, kwa mfano [client_seed]. Nonce ni 0 daima: kila droo ina mbegu yake ya seva.",
    "howto.draws.step.hmac":
      "Hesabu kizuizi 0: HMAC-SHA256 yenye maandishi ya hex ya mbegu ya seva (UTF-8) kama ufunguo na ujumbe mbegu ya mteja:nonce:kizuizi, kwa mfano [message]. Matokeo ni baiti 32.",
    "howto.draws.step.balls":
      "Toa bila kurudisha: anza na namba 1 hadi 90 kwa mpangilio. Kwa kila mpira chukua desimali inayofuata: mpira ni namba iliyo kwenye nafasi floor(desimali × idadi ya namba zilizobaki), ukihesabu kuanzia 0, na inaondoka kwenye orodha, kwa hiyo hakuna namba inayotoka mara mbili. Mipira hutoka kwa mpangilio huo.",
    "howto.draws.step.games":
      "Lucky 5, Lucky 4 na Lucky 3 hutoa mipira mitano kwa njia hii. Lucky Number hutoa mmoja: mpira wa kwanza wa njia hii, namba kutoka 1 hadi 90. Direct 1 hushinda kwa mpira wa kwanza uliotoka tu.",
    "howto.draws.table": "Kutoka baiti hadi mipira",
    "howto.draws.result": "Namba zilizotoka, kwa mpangilio: [numbers]",
    "howto.draws.script_hint":
      "Fungua konsoli ya msanidi programu ya kivinjari chako (F12, kisha Console), bandika hati hii na ubonyeze Enter. Inachapisha SHA-256 ya mbegu ya seva na mipira kwa mpangilio ilivyotoka. Weka mbegu za droo kwenye mistari yake ya kwanza; kwa Lucky Number weka count kuwa 1.",
  },
  pt: {
    "games.game.pays_ways":
      "Colunas: quantos símbolos iguais. Os pagamentos são múltiplos da aposta total, por cada forma: o ganho é o pagamento × o número de formas.",
    "games.game.paylines": "Linhas de pagamento",
    "games.game.paylines_intro":
      "Cada linha paga numa fila de cada rolo, rolos da esquerda para a direita, filas contadas de cima (1 = em cima). Um ganho numa linha conta a partir do rolo da esquerda.",
    "games.game.payline": "Linha [line]: filas [rows]",
    "howto.method": "O método, passo a passo",
    "howto.example": "Exemplo resolvido",
    "howto.script": "Confirme no seu navegador",
    "howto.step.floats":
      "Leia os 32 bytes de 4 em 4, por ordem. Os bytes b0 b1 b2 b3 formam o inteiro u = b0 × 2²⁴ + b1 × 2¹⁶ + b2 × 2⁸ + b3 (big-endian), e o número é u ÷ 2³²: de 0 até 1, sem incluir o 1. Um bloco dá 8 números; o 9.º é o primeiro do bloco 1 (a mesma mensagem terminada em :1), e assim por diante.",
    "howto.example.game": "Jogo",
    "howto.example.scheduled": "Hora marcada (UTC)",
    "howto.example.server_seed": "Semente do servidor (revelada)",
    "howto.example.hash": "SHA-256 da semente do servidor",
    "howto.example.client_seed": "Semente de cliente",
    "howto.example.nonce": "Nonce",
    "howto.example.message": "Mensagem HMAC do bloco 0",
    "howto.example.block": "HMAC-SHA256 do bloco 0 (hex)",
    "howto.col.reel": "Rolo",
    "howto.col.ball": "Bola",
    "howto.col.bytes": "Bytes",
    "howto.col.integer": "Inteiro u",
    "howto.col.float": "Número u ÷ 2³²",
    "howto.col.length": "Comprimento da fita",
    "howto.col.stop": "Paragem",
    "howto.col.left": "Números restantes",
    "howto.col.position": "Posição",
    "howto.col.number": "Número sorteado",
    "howto.slots.title": "Como verificar uma ronda de slot",
    "howto.slots.intro":
      "Só precisa das sementes da ronda e da página do jogo. O exemplo é uma ronda real de [game]: os nossos testes repetem-na com o código que faz o jogo, por isso os números são sempre os do jogo.",
    "howto.slots.step.commit":
      "Confirme o compromisso: o SHA-256 da semente do servidor tem de ser o hash da semente do servidor que lhe foi mostrado antes de jogar. A semente é tratada como texto: os seus 64 caracteres hexadecimais em UTF-8, não os 32 bytes que representam.",
    "howto.slots.step.hmac":
      "Calcule o bloco 0: HMAC-SHA256 com o texto hexadecimal da semente do servidor (UTF-8) como chave e, como mensagem, a semente de cliente, o nonce e o número do bloco unidos por dois pontos (semente de cliente:nonce:bloco), por exemplo [message]. O resultado tem 32 bytes. O nonce conta as rondas jogadas com o par de sementes: 0 na primeira, depois 1, 2 e assim por diante.",
    "howto.slots.step.stops":
      "Use os números por ordem, um por rolo da esquerda para a direita: a paragem de um rolo é floor(número × o número de símbolos da sua fita). A página do jogo mostra todas as fitas dos rolos.",
    "howto.slots.step.window":
      "Um rolo mostra a sua fita a partir da paragem, para baixo: os símbolos nas posições paragem, paragem + 1 e paragem + 2, contadas a partir de 0 no topo da fita e voltando ao topo depois do último símbolo.",
    "howto.slots.step.wins":
      "Leia os ganhos com a página do jogo. Num jogo de linhas, cada linha de pagamento (desenhada na página, uma fila por rolo) paga os seus símbolos seguidos a partir do rolo da esquerda, em múltiplos da aposta por linha (a aposta ÷ o número de linhas). Num jogo de formas, um símbolo paga em rolos adjacentes a partir do da esquerda, em múltiplos da aposta total por cada forma. As rodadas grátis usam os números seguintes do mesmo fluxo, rodada após rodada.",
    "howto.slots.table": "Dos bytes às paragens dos rolos",
    "howto.slots.window": "Os rolos à vista, fila de cima primeiro",
    "howto.slots.row": "Fila [row]",
    "howto.slots.win":
      "Uma aposta de [stake] unidades em [lines] linhas é uma aposta por linha de [line_bet]: [count] × [symbol] na linha [line] paga [pays] apostas por linha, um ganho de [win].",
    "howto.slots.script_hint":
      "Abra a consola de programador do seu navegador (F12, depois Consola), cole este script e carregue em Enter. Mostra o SHA-256 da semente do servidor e as paragens dos rolos de cada rodada. Ponha nas primeiras linhas as sementes da sua ronda, os comprimentos dos rolos do jogo e o número de rodadas (1, mais as rodadas grátis, se houver).",
    "howto.draws.title": "Como verificar um sorteio",
    "howto.draws.intro":
      "A página de um sorteio dá tudo o que precisa: o hash da semente do servidor desde o início, a semente de cliente e a semente do servidor depois de sorteados os números. Os nossos testes fazem os sorteios dos exemplos com o código que faz todos os sorteios, por isso os números estão sempre certos.",
    "howto.draws.step.commit":
      "Confirme o compromisso: o SHA-256 da semente do servidor revelada, tratada como os seus 64 caracteres hexadecimais em UTF-8, tem de ser o hash mostrado na página do sorteio antes de abrirem as vendas.",
    "howto.draws.step.seeds":
      "A semente de cliente é pública desde a criação do sorteio: o jogo, o número do sorteio e a sua hora marcada (UTC, ISO 8601) unidos por dois pontos, por exemplo [client_seed]. O nonce é sempre 0: cada sorteio tem a sua própria semente do servidor.",
    "howto.draws.step.hmac":
      "Calcule o bloco 0: HMAC-SHA256 com o texto hexadecimal da semente do servidor (UTF-8) como chave e a mensagem semente de cliente:nonce:bloco, por exemplo [message]. O resultado tem 32 bytes.",
    "howto.draws.step.balls":
      "Sorteie sem reposição: comece pelos números de 1 a 90 por ordem. Para cada bola use o número seguinte: a bola é o número na posição floor(número × quantos números restam), contada a partir de 0, e sai da lista, por isso nenhum número sai duas vezes. As bolas saem por essa ordem.",
    "howto.draws.step.games":
      "Lucky 5, Lucky 4 e Lucky 3 sorteiam assim cinco bolas. Lucky Number sorteia uma: a primeira bola deste método, um número de 1 a 90. Direct 1 só ganha com a primeira bola sorteada.",
    "howto.draws.table": "Dos bytes às bolas",
    "howto.draws.result": "Números sorteados, por ordem: [numbers]",
    "howto.draws.script_hint":
      "Abra a consola de programador do seu navegador (F12, depois Consola), cole este script e carregue em Enter. Mostra o SHA-256 da semente do servidor e as bolas pela ordem do sorteio. Ponha as sementes do sorteio nas primeiras linhas; para Lucky Number, ponha count a 1.",
  },
};
