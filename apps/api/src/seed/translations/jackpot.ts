/**
 * The must-drop jackpot pages (issue 18: /jackpot and /jackpot/{slug}; docs/decisions/042): the
 * pools' cards, a pool's rules in plain words, how its sealed drop point is checked, its recent
 * winners, and the history's name for a jackpot win. `[name]` placeholders are filled by the page.
 */
export const jackpotTranslations: Record<string, Record<string, string>> = {
  en: {
    "jackpot.intro":
      "Every pool here must drop: before it reaches its must-drop amount, and before its deadline. Each pool's drop point is drawn and sealed the moment it starts, so nobody can move it.",
    "jackpot.live": "Live",
    "jackpot.as_rendered": "Amounts as of this page",
    "jackpot.reconnecting": "Reconnecting…",
    "jackpot.cadence.hourly": "Hourly",
    "jackpot.cadence.daily": "Daily",
    "jackpot.product.slots": "Slots",
    "jackpot.product.crash": "Crash",
    "jackpot.product.sports": "Sports",
    "jackpot.seed": "Starts at [amount]",
    "jackpot.must_drop": "Must drop by [amount]",
    "jackpot.drops_within": "Must drop within",
    "jackpot.by_time": "(by [time])",
    "jackpot.overdue": "Drops on the next qualifying bet",
    "jackpot.share": "Into the pool",
    "jackpot.share_value": "[percent]% of every stake",
    "jackpot.games": "Qualifying games",
    "jackpot.seal": "Sealed drop point (SHA-256)",
    "jackpot.last_drop": "Last drop",
    "jackpot.last_drop_value": "[amount] to [winner]",
    "jackpot.more": "Rules, winners and proof",
    "jackpot.back": "All jackpots",
    "jackpot.cycle": "Round of this pool",
    "jackpot.started": "Started",
    "jackpot.deadline": "Must drop before",
    "jackpot.rules.title": "How this jackpot works",
    "jackpot.rules.share":
      "[percent]% of every stake on [games] goes into the pool. We pay it in: your stake is not reduced.",
    "jackpot.rules.settle": "A bet counts once its round is settled. A bet that is cancelled never counts.",
    "jackpot.rules.range":
      "The pool starts at [seed]. As it starts, a drop point above that and at most [must_drop] is drawn at random and sealed.",
    "jackpot.rules.point":
      "The bet that takes the pool to its drop point wins the whole pool, then it starts again.",
    "jackpot.rules.deadline_hourly":
      "It must drop within an hour of its start: if its point has not been reached by then, the next qualifying bet wins it.",
    "jackpot.rules.deadline_daily":
      "It must drop within a day of its start: if its point has not been reached by then, the next qualifying bet wins it.",
    "jackpot.rules.paid":
      "The win is paid the way the bet was staked: in cash, and in promo credit for any part staked with promo credit.",
    "jackpot.verify.title": "Check it yourself",
    "jackpot.verify.sealed":
      "This is the seal of the current drop point, published since this round of the pool began:",
    "jackpot.verify.format":
      "It is the SHA-256 of the drop point written in the currency's smallest unit (digits only: [example_minor] for [example_money]) followed directly by a 64-character random nonce.",
    "jackpot.verify.reveal":
      "When the pool drops, the point and the nonce are revealed below. Hash them together and compare, with the command above or the Check button.",
    "jackpot.winners.title": "Recent winners",
    "jackpot.winners.empty": "No drop yet: this pool has not been won.",
    "jackpot.drop_number": "Drop #[number]",
    "jackpot.reason.point": "Reached its drop point",
    "jackpot.reason.deadline": "Dropped at its deadline",
    "jackpot.point": "Drop point",
    "jackpot.nonce": "Nonce",
    "jackpot.verify.button": "Check",
    "jackpot.verify.ok": "The point and nonce hash to the seal: the point was fixed from the start.",
    "jackpot.verify.mismatch": "They hash to [hash], not to the seal.",
    "jackpot.verify.unavailable": "This browser cannot compute SHA-256 on this page: use the command above.",
    "wallet.type.jackpot_win": "Jackpot win",
  },
  fr: {
    "jackpot.intro":
      "Chaque cagnotte ici doit tomber : avant son montant maximal, et avant son échéance. Le point de chute de chaque cagnotte est tiré et scellé dès son départ : personne ne peut le changer.",
    "jackpot.live": "En direct",
    "jackpot.as_rendered": "Montants à l'ouverture de la page",
    "jackpot.reconnecting": "Reconnexion…",
    "jackpot.cadence.hourly": "Chaque heure",
    "jackpot.cadence.daily": "Chaque jour",
    "jackpot.product.slots": "Machines à sous",
    "jackpot.product.crash": "Crash",
    "jackpot.product.sports": "Paris sportifs",
    "jackpot.seed": "Départ à [amount]",
    "jackpot.must_drop": "Tombe avant [amount]",
    "jackpot.drops_within": "Doit tomber dans",
    "jackpot.by_time": "(avant [time])",
    "jackpot.overdue": "Tombe à la prochaine mise qui participe",
    "jackpot.share": "Versé dans la cagnotte",
    "jackpot.share_value": "[percent] % de chaque mise",
    "jackpot.games": "Jeux qui participent",
    "jackpot.seal": "Point de chute scellé (SHA-256)",
    "jackpot.last_drop": "Dernier gain",
    "jackpot.last_drop_value": "[amount] pour [winner]",
    "jackpot.more": "Règles, gagnants et preuve",
    "jackpot.back": "Tous les jackpots",
    "jackpot.cycle": "Tour de cette cagnotte",
    "jackpot.started": "Départ",
    "jackpot.deadline": "Doit tomber avant",
    "jackpot.rules.title": "Comment fonctionne ce jackpot",
    "jackpot.rules.share":
      "[percent] % de chaque mise sur [games] va dans la cagnotte. C'est nous qui le versons : votre mise n'est pas réduite.",
    "jackpot.rules.settle": "Une mise compte quand sa partie est réglée. Une mise annulée ne compte jamais.",
    "jackpot.rules.range":
      "La cagnotte part de [seed]. À son départ, un point de chute au-dessus de ce montant et d'au plus [must_drop] est tiré au hasard et scellé.",
    "jackpot.rules.point":
      "La mise qui amène la cagnotte à son point de chute gagne toute la cagnotte, qui repart ensuite.",
    "jackpot.rules.deadline_hourly":
      "Elle doit tomber dans l'heure qui suit son départ : si son point n'est pas atteint d'ici là, la prochaine mise qui participe la gagne.",
    "jackpot.rules.deadline_daily":
      "Elle doit tomber dans la journée qui suit son départ : si son point n'est pas atteint d'ici là, la prochaine mise qui participe la gagne.",
    "jackpot.rules.paid":
      "Le gain est versé comme la mise a été faite : en argent, et en crédit promo pour la part misée en crédit promo.",
    "jackpot.verify.title": "Vérifiez vous-même",
    "jackpot.verify.sealed": "Voici le sceau du point de chute actuel, publié depuis le début de ce tour :",
    "jackpot.verify.format":
      "C'est le SHA-256 du point de chute écrit dans la plus petite unité de la devise (chiffres seuls : [example_minor] pour [example_money]) suivi directement d'un nonce aléatoire de 64 caractères.",
    "jackpot.verify.reveal":
      "Quand la cagnotte tombe, le point et le nonce sont révélés ci-dessous. Hachez-les ensemble et comparez, avec la commande ci-dessus ou le bouton Vérifier.",
    "jackpot.winners.title": "Derniers gagnants",
    "jackpot.winners.empty": "Aucun gain pour l'instant : cette cagnotte n'est pas encore tombée.",
    "jackpot.drop_number": "Gain n° [number]",
    "jackpot.reason.point": "Point de chute atteint",
    "jackpot.reason.deadline": "Tombé à l'échéance",
    "jackpot.point": "Point de chute",
    "jackpot.nonce": "Nonce",
    "jackpot.verify.button": "Vérifier",
    "jackpot.verify.ok": "Le point et le nonce donnent bien le sceau : le point était fixé dès le départ.",
    "jackpot.verify.mismatch": "Ils donnent [hash], pas le sceau.",
    "jackpot.verify.unavailable":
      "Ce navigateur ne peut pas calculer SHA-256 sur cette page : utilisez la commande ci-dessus.",
    "wallet.type.jackpot_win": "Gain de jackpot",
  },
  sw: {
    "jackpot.intro":
      "Kila jackpot hapa lazima ianguke: kabla ya kufikia kiwango chake cha juu, na kabla ya muda wake kuisha. Kiwango cha kuanguka cha kila jackpot huchaguliwa na kufungwa inapoanza, hakuna anayeweza kukibadilisha.",
    "jackpot.live": "Moja kwa moja",
    "jackpot.as_rendered": "Viwango vya ukurasa huu",
    "jackpot.reconnecting": "Inaunganisha tena…",
    "jackpot.cadence.hourly": "Kila saa",
    "jackpot.cadence.daily": "Kila siku",
    "jackpot.product.slots": "Sloti",
    "jackpot.product.crash": "Crash",
    "jackpot.product.sports": "Michezo",
    "jackpot.seed": "Inaanza na [amount]",
    "jackpot.must_drop": "Huanguka kabla ya [amount]",
    "jackpot.drops_within": "Lazima ianguke ndani ya",
    "jackpot.by_time": "(kabla ya [time])",
    "jackpot.overdue": "Inaanguka kwenye dau linalofuata",
    "jackpot.share": "Huingia kwenye jackpot",
    "jackpot.share_value": "[percent]% ya kila dau",
    "jackpot.games": "Michezo inayoshiriki",
    "jackpot.seal": "Kiwango kilichofungwa (SHA-256)",
    "jackpot.last_drop": "Ushindi wa mwisho",
    "jackpot.last_drop_value": "[amount] kwa [winner]",
    "jackpot.more": "Sheria, washindi na uthibitisho",
    "jackpot.back": "Jackpot zote",
    "jackpot.cycle": "Mzunguko wa jackpot hii",
    "jackpot.started": "Ilianza",
    "jackpot.deadline": "Lazima ianguke kabla ya",
    "jackpot.rules.title": "Jinsi jackpot hii inavyofanya kazi",
    "jackpot.rules.share":
      "[percent]% ya kila dau kwenye [games] huingia kwenye jackpot. Sisi ndio tunalipa: dau lako halipunguzwi.",
    "jackpot.rules.settle":
      "Dau linahesabiwa mchezo wake ukimalizika. Dau lililoghairiwa halihesabiwi kamwe.",
    "jackpot.rules.range":
      "Jackpot inaanza na [seed]. Inapoanza, kiwango cha kuanguka juu ya hapo na kisichozidi [must_drop] huchaguliwa kwa bahati na kufungwa.",
    "jackpot.rules.point":
      "Dau linalofikisha jackpot kwenye kiwango chake hushinda jackpot yote, kisha inaanza upya.",
    "jackpot.rules.deadline_hourly":
      "Lazima ianguke ndani ya saa moja tangu ianze: kiwango kisipofikiwa kufikia hapo, dau linalofuata hushinda.",
    "jackpot.rules.deadline_daily":
      "Lazima ianguke ndani ya siku moja tangu ianze: kiwango kisipofikiwa kufikia hapo, dau linalofuata hushinda.",
    "jackpot.rules.paid":
      "Ushindi hulipwa kama dau lilivyowekwa: pesa taslimu, na mkopo wa ofa kwa sehemu iliyowekwa kwa mkopo wa ofa.",
    "jackpot.verify.title": "Thibitisha mwenyewe",
    "jackpot.verify.sealed": "Huu ndio muhuri wa kiwango cha sasa, uliochapishwa tangu mzunguko huu uanze:",
    "jackpot.verify.format":
      "Ni SHA-256 ya kiwango kilichoandikwa kwa kipimo kidogo cha sarafu (tarakimu tu: [example_minor] kwa [example_money]) ikifuatiwa moja kwa moja na nonce ya herufi 64.",
    "jackpot.verify.reveal":
      "Jackpot ikianguka, kiwango na nonce hufichuliwa hapa chini. Zihashi pamoja na ulinganishe, kwa amri iliyo juu au kitufe cha Thibitisha.",
    "jackpot.winners.title": "Washindi wa karibuni",
    "jackpot.winners.empty": "Bado hakuna ushindi: jackpot hii haijaanguka.",
    "jackpot.drop_number": "Ushindi #[number]",
    "jackpot.reason.point": "Ilifikia kiwango chake",
    "jackpot.reason.deadline": "Ilianguka muda ulipoisha",
    "jackpot.point": "Kiwango cha kuanguka",
    "jackpot.nonce": "Nonce",
    "jackpot.verify.button": "Thibitisha",
    "jackpot.verify.ok": "Kiwango na nonce vinatoa muhuri: kiwango kiliwekwa tangu mwanzo.",
    "jackpot.verify.mismatch": "Vinatoa [hash], si muhuri.",
    "jackpot.verify.unavailable": "Kivinjari hiki hakiwezi kukokotoa SHA-256 hapa: tumia amri iliyo juu.",
    "wallet.type.jackpot_win": "Ushindi wa jackpot",
  },
  pt: {
    "jackpot.intro":
      "Cada jackpot aqui tem de cair: antes de atingir o valor máximo e antes do prazo. O ponto de queda de cada jackpot é sorteado e selado no momento em que começa, por isso ninguém o pode mudar.",
    "jackpot.live": "Ao vivo",
    "jackpot.as_rendered": "Valores à abertura da página",
    "jackpot.reconnecting": "A religar…",
    "jackpot.cadence.hourly": "De hora a hora",
    "jackpot.cadence.daily": "Diário",
    "jackpot.product.slots": "Slots",
    "jackpot.product.crash": "Crash",
    "jackpot.product.sports": "Desporto",
    "jackpot.seed": "Começa em [amount]",
    "jackpot.must_drop": "Cai até [amount]",
    "jackpot.drops_within": "Tem de cair dentro de",
    "jackpot.by_time": "(até [time])",
    "jackpot.overdue": "Cai na próxima aposta que participe",
    "jackpot.share": "Para o jackpot",
    "jackpot.share_value": "[percent]% de cada aposta",
    "jackpot.games": "Jogos que participam",
    "jackpot.seal": "Ponto de queda selado (SHA-256)",
    "jackpot.last_drop": "Último prémio",
    "jackpot.last_drop_value": "[amount] para [winner]",
    "jackpot.more": "Regras, vencedores e prova",
    "jackpot.back": "Todos os jackpots",
    "jackpot.cycle": "Ronda deste jackpot",
    "jackpot.started": "Começou",
    "jackpot.deadline": "Tem de cair antes de",
    "jackpot.rules.title": "Como funciona este jackpot",
    "jackpot.rules.share":
      "[percent]% de cada aposta em [games] vai para o jackpot. Somos nós que pagamos: a sua aposta não é reduzida.",
    "jackpot.rules.settle": "Uma aposta conta quando a sua jogada termina. Uma aposta cancelada nunca conta.",
    "jackpot.rules.range":
      "O jackpot começa em [seed]. Ao começar, é sorteado e selado um ponto de queda acima desse valor e no máximo [must_drop].",
    "jackpot.rules.point":
      "A aposta que leva o jackpot ao ponto de queda ganha o jackpot inteiro, que depois recomeça.",
    "jackpot.rules.deadline_hourly":
      "Tem de cair dentro de uma hora após começar: se o ponto não for atingido até lá, a próxima aposta que participe ganha-o.",
    "jackpot.rules.deadline_daily":
      "Tem de cair dentro de um dia após começar: se o ponto não for atingido até lá, a próxima aposta que participe ganha-o.",
    "jackpot.rules.paid":
      "O prémio é pago como a aposta foi feita: em dinheiro, e em crédito promocional pela parte apostada com crédito promocional.",
    "jackpot.verify.title": "Verifique por si",
    "jackpot.verify.sealed": "Este é o selo do ponto de queda atual, publicado desde o início desta ronda:",
    "jackpot.verify.format":
      "É o SHA-256 do ponto de queda escrito na unidade mais pequena da moeda (só dígitos: [example_minor] para [example_money]) seguido diretamente de um nonce aleatório de 64 caracteres.",
    "jackpot.verify.reveal":
      "Quando o jackpot cai, o ponto e o nonce são revelados abaixo. Calcule o hash dos dois juntos e compare, com o comando acima ou o botão Verificar.",
    "jackpot.winners.title": "Vencedores recentes",
    "jackpot.winners.empty": "Ainda sem prémios: este jackpot ainda não caiu.",
    "jackpot.drop_number": "Prémio n.º [number]",
    "jackpot.reason.point": "Atingiu o ponto de queda",
    "jackpot.reason.deadline": "Caiu no prazo",
    "jackpot.point": "Ponto de queda",
    "jackpot.nonce": "Nonce",
    "jackpot.verify.button": "Verificar",
    "jackpot.verify.ok": "O ponto e o nonce dão o selo: o ponto estava fixado desde o início.",
    "jackpot.verify.mismatch": "Dão [hash], não o selo.",
    "jackpot.verify.unavailable":
      "Este navegador não consegue calcular SHA-256 nesta página: use o comando acima.",
    "wallet.type.jackpot_win": "Prémio de jackpot",
  },
};
