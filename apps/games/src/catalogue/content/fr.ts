import type { LanguageContent } from "./game-content.ts";

/** The games' words in French (the components' own words: client/src/i18n/messages.ts). */
export const fr: LanguageContent = {
  categories: {
    slots: "Machines à sous",
    classic: "Machines à sous classiques",
    crash: "Jeux crash",
    table: "Jeux de table",
    jackpot: "Jackpots",
  },
  rules: {
    "Line wins pay left to right on adjacent reels, starting from the leftmost reel.":
      "Les gains en ligne se lisent de gauche à droite sur des rouleaux adjacents, en partant du rouleau le plus à gauche.",
    "Only the highest win of each line is paid; wins on different lines add up.":
      "Seul le gain le plus élevé de chaque ligne est payé ; les gains de lignes différentes s'additionnent.",
    "Free spins can be won again during free spins; the new ones are added to those left.":
      "Des tours gratuits peuvent être regagnés pendant les tours gratuits ; les nouveaux s'ajoutent à ceux qui restent.",
    "Free spins cannot be won again during free spins (scatters still pay).":
      "Les tours gratuits ne peuvent pas être regagnés pendant les tours gratuits (les scatters paient quand même).",
    "The paid spin and all its free spins are one round, drawn from one provably fair float stream.":
      "Le tour payant et tous ses tours gratuits forment une seule partie, tirée d'un seul flux de nombres aléatoires équitable et vérifiable.",
    "Reel stop i = floor(float × length of reel i), floats from the round's provably fair stream in order.":
      "Arrêt du rouleau i = floor(nombre aléatoire × longueur du rouleau i), les nombres étant pris dans l'ordre dans le flux équitable et vérifiable de la partie.",
    "243 ways: a symbol pays when it shows anywhere on adjacent reels starting from the leftmost reel.":
      "243 façons de gagner : un symbole paie lorsqu'il apparaît n'importe où sur des rouleaux adjacents, en partant du rouleau le plus à gauche.",
    "The win is the pay × the number of ways: the product of how many cells show the symbol (or the wild) on each of those reels.":
      "Le gain vaut le paiement × le nombre de façons : le produit du nombre de cases qui montrent le symbole (ou le joker) sur chacun de ces rouleaux.",
    "Every symbol pays its own ways; wins of different symbols add up.":
      "Chaque symbole paie ses propres façons ; les gains de symboles différents s'additionnent.",
    "One line across the middle row; pays are multiples of the stake.":
      "Une seule ligne, sur la rangée du milieu ; les gains sont des multiples de la mise.",
    "Symbols and mixed combinations pay counted from the leftmost reel; each line pays only its highest win.":
      "Les symboles et les combinaisons mixtes se comptent à partir du rouleau le plus à gauche ; chaque ligne ne paie que son gain le plus élevé.",
  },
  games: {
    "savanna-sunset": {
      description:
        "La savane à l'heure dorée : lions, éléphants et girafes sur 20 lignes. Le baobab remplace chaque animal, et trois couchers de soleil ou plus lancent des tours gratuits où chaque gain compte cinq fois.",
      symbols: {
        BAOBAB: "Baobab",
        SUNSET: "Coucher de soleil",
        LION: "Lion",
        ELEPHANT: "Éléphant",
        GIRAFFE: "Girafe",
        ZEBRA: "Zèbre",
        SHIELD: "Bouclier",
        SPEAR: "Lance",
        GOURD: "Calebasse",
        BEADS: "Perles",
      },
      rules: {
        "20 fixed lines; the stake is split evenly across them (line bet = stake / 20); line pays are multiples of the line bet.":
          "20 lignes fixes ; la mise est répartie également entre elles (mise par ligne = mise / 20) ; les gains en ligne sont des multiples de la mise par ligne.",
        "Baobab stands in for every symbol except the scatter, and pays on its own as in the paytable.":
          "Le Baobab remplace tous les symboles sauf le scatter, et paie aussi seul, comme indiqué dans la table des gains.",
        "Sunset pays anywhere in view: 3 pay 3× the stake, 4 pay 10× the stake, 5 pay 100× the stake. Scatter pays are added to line wins.":
          "Le Coucher de soleil paie n'importe où à l'écran : 3 paient 3× la mise, 4 paient 10× la mise, 5 paient 100× la mise. Les gains scatter s'ajoutent aux gains en ligne.",
        "3, 4 or 5 Sunset anywhere award 15, 20 or 30 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 5.":
          "3, 4 ou 5 Couchers de soleil n'importe où offrent 15, 20 ou 30 tours gratuits, joués aussitôt sur les mêmes rouleaux avec la même mise ; chaque gain d'un tour gratuit est multiplié par 5.",
      },
    },
    "nile-harvest": {
      description:
        "Une journée de pêche là où le Nil quitte le lac : perches, hippopotames et pygargues sur 10 lignes, une cascade joker qui paie aussi seule, et 10 tours gratuits à gains doublés quand se lèvent trois pleines lunes.",
      symbols: {
        FALLS: "Cascade",
        MOON: "Pleine lune",
        PERCH: "Perche du Nil",
        HIPPO: "Hippopotame",
        EAGLE: "Pygargue vocifère",
        CANOE: "Pirogue",
        LOTUS: "Lotus",
        PAPYRUS: "Papyrus",
        TILAPIA: "Tilapia",
        BASKET: "Panier de roseau",
      },
      rules: {
        "10 fixed lines; the stake is split evenly across them (line bet = stake / 10); line pays are multiples of the line bet.":
          "10 lignes fixes ; la mise est répartie également entre elles (mise par ligne = mise / 10) ; les gains en ligne sont des multiples de la mise par ligne.",
        "Waterfall stands in for every symbol except the scatter, and pays on its own as in the paytable.":
          "La Cascade remplace tous les symboles sauf le scatter, et paie aussi seule, comme indiqué dans la table des gains.",
        "Full moon pays anywhere in view: 3 pay 2× the stake, 4 pay 10× the stake, 5 pay 50× the stake. Scatter pays are added to line wins.":
          "La Pleine lune paie n'importe où à l'écran : 3 paient 2× la mise, 4 paient 10× la mise, 5 paient 50× la mise. Les gains scatter s'ajoutent aux gains en ligne.",
        "3 or more Full moon anywhere award 10 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 2.":
          "3 Pleines lunes ou plus n'importe où offrent 10 tours gratuits, joués aussitôt sur les mêmes rouleaux avec la même mise ; chaque gain d'un tour gratuit est multiplié par 2.",
      },
    },
    "kilimanjaro-ascent": {
      description:
        "Grimpez sur le toit de l'Afrique avec 243 façons de gagner : léopards, buffles et koudous paient n'importe où sur des rouleaux adjacents, le sommet enneigé remplace les symboles sur les rouleaux du milieu, et l'aube apporte des tours gratuits aux gains multipliés par cinq.",
      symbols: {
        PEAK: "Sommet enneigé",
        DAWN: "Aube",
        LEOPARD: "Léopard",
        BUFFALO: "Buffle",
        KUDU: "Koudou",
        CRANE: "Grue couronnée",
        TENT: "Tente",
        BOOTS: "Chaussures de marche",
        MAP: "Carte",
        LANTERN: "Lanterne",
      },
      rules: {
        "Pays are multiples of the total stake, for each way; the stake is a multiple of 25 minor units, so every win is whole.":
          "Les gains sont des multiples de la mise totale, pour chaque façon ; la mise est un multiple de 25 sous-unités de la devise, donc chaque gain est un montant entier.",
        "Snow peak appears on the middle reels only and stands in for every symbol except the scatter.":
          "Le Sommet enneigé n'apparaît que sur les rouleaux du milieu et remplace tous les symboles sauf le scatter.",
        "Dawn pays anywhere in view: 3 pay 2× the stake, 4 pay 10× the stake, 5 pay 100× the stake. Scatter pays are added to ways wins.":
          "L'Aube paie n'importe où à l'écran : 3 paient 2× la mise, 4 paient 10× la mise, 5 paient 100× la mise. Les gains scatter s'ajoutent aux gains par façons.",
        "3, 4 or 5 Dawn anywhere award 12, 15 or 20 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 5.":
          "3, 4 ou 5 Aubes n'importe où offrent 12, 15 ou 20 tours gratuits, joués aussitôt sur les mêmes rouleaux avec la même mise ; chaque gain d'un tour gratuit est multiplié par 5.",
      },
    },
    "ngoma-drums": {
      description:
        "Le rythme d'une fête de village avec 243 façons de gagner : danseurs, kalimbas et perles paient n'importe où sur des rouleaux adjacents, avec le tambourinaire joker sur les rouleaux du milieu. Des gains fréquents et doux.",
      symbols: {
        DRUMMER: "Tambourinaire",
        DANCER: "Danseur",
        KALIMBA: "Kalimba",
        HORN: "Corne de koudou",
        SHAKER: "Hochet",
        RED: "Perle rouge",
        BLUE: "Perle bleue",
        GOLD: "Perle dorée",
        GREEN: "Perle verte",
      },
      rules: {
        "Pays are multiples of the total stake, for each way; the stake is a multiple of 50 minor units, so every win is whole.":
          "Les gains sont des multiples de la mise totale, pour chaque façon ; la mise est un multiple de 50 sous-unités de la devise, donc chaque gain est un montant entier.",
        "Drummer appears on the middle reels only and stands in for every other symbol.":
          "Le Tambourinaire n'apparaît que sur les rouleaux du milieu et remplace tous les autres symboles.",
      },
    },
    "soko-sevens": {
      description:
        "Une machine à trois rouleaux venue de la place du marché : des sept, des bars et des mangues sur une ligne, avec les combinaisons « n'importe quel sept » et « n'importe quel bar ». Sans fioritures, une seule ligne, et le sept rouge pour gros lot.",
      symbols: {
        RED7: "Sept rouge",
        BLUE7: "Sept bleu",
        BAR3: "Triple bar",
        BAR2: "Double bar",
        BAR1: "Bar simple",
        MANGO: "Mangue",
        BLANK: "Vide",
        ANY7: "N'importe quel sept",
        ANYBAR: "N'importe quel bar",
      },
      rules: {
        "Mangos pay from the left: one on reel 1, two on reels 1 and 2, or three.":
          "Les mangues paient à partir de la gauche : une sur le rouleau 1, deux sur les rouleaux 1 et 2, ou trois.",
      },
    },
    "spice-island-doubles": {
      description:
        "Un classique à trois rouleaux venu de l'île aux épices : des sept, des bars et des clous de girofle sur une ligne, et un boutre joker qui double chaque gain qu'il complète, et le quadruple quand ils sont deux.",
      symbols: {
        DHOW: "Boutre",
        SEVEN: "Sept",
        BAR3: "Triple bar",
        BAR2: "Double bar",
        BAR1: "Bar simple",
        CLOVE: "Clou de girofle",
        BLANK: "Vide",
        ANYBAR: "N'importe quel bar",
      },
      rules: {
        "Dhow stands in for every symbol and multiplies the win by 2 for each Dhow in it (4 for two); a win needs at least one real symbol, three Dhow pay their own award.":
          "Le Boutre remplace tous les symboles et multiplie le gain par 2 pour chaque Boutre qui y figure (4 pour deux) ; un gain demande au moins un vrai symbole, et trois Boutres paient leur propre gain.",
        "Cloves pay from the left: one on reel 1, two on reels 1 and 2, or three.":
          "Les clous de girofle paient à partir de la gauche : un sur le rouleau 1, deux sur les rouleaux 1 et 2, ou trois.",
      },
    },
  },
};
