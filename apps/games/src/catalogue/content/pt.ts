import type { LanguageContent } from "./game-content.ts";

/**
 * The games' words in Portuguese as written in Mozambique and Angola (European spelling: rolos,
 * prémio, missangas), as the components' own words (client/src/i18n/messages.ts).
 */
export const pt: LanguageContent = {
  categories: {
    slots: "Slots",
    classic: "Slots clássicas",
    crash: "Jogos crash",
    table: "Jogos de mesa",
    jackpot: "Jackpots",
  },
  rules: {
    "Line wins pay left to right on adjacent reels, starting from the leftmost reel.":
      "Os ganhos de linha pagam da esquerda para a direita em rolos adjacentes, a começar pelo rolo mais à esquerda.",
    "Only the highest win of each line is paid; wins on different lines add up.":
      "Só é pago o maior ganho de cada linha; os ganhos de linhas diferentes somam-se.",
    "Free spins can be won again during free spins; the new ones are added to those left.":
      "As rodadas grátis podem ser ganhas de novo durante as rodadas grátis; as novas somam-se às que faltam.",
    "Free spins cannot be won again during free spins (scatters still pay).":
      "As rodadas grátis não podem ser ganhas de novo durante as rodadas grátis (os scatters continuam a pagar).",
    "The paid spin and all its free spins are one round, drawn from one provably fair float stream.":
      "A rodada paga e todas as suas rodadas grátis formam uma só ronda, tirada de um único fluxo de números aleatórios comprovadamente justo.",
    "Reel stop i = floor(float × length of reel i), floats from the round's provably fair stream in order.":
      "Paragem do rolo i = floor(número aleatório × comprimento do rolo i), com os números tirados por ordem do fluxo comprovadamente justo da ronda.",
    "243 ways: a symbol pays when it shows anywhere on adjacent reels starting from the leftmost reel.":
      "243 formas de ganhar: um símbolo paga quando aparece em qualquer posição de rolos adjacentes, a começar pelo rolo mais à esquerda.",
    "The win is the pay × the number of ways: the product of how many cells show the symbol (or the wild) on each of those reels.":
      "O ganho é o pagamento × o número de formas: o produto de quantas casas mostram o símbolo (ou o wild) em cada um desses rolos.",
    "Every symbol pays its own ways; wins of different symbols add up.":
      "Cada símbolo paga as suas próprias formas; os ganhos de símbolos diferentes somam-se.",
    "One line across the middle row; pays are multiples of the stake.":
      "Uma linha ao longo da fila do meio; os pagamentos são múltiplos da aposta.",
    "Symbols and mixed combinations pay counted from the leftmost reel; each line pays only its highest win.":
      "Os símbolos e as combinações mistas pagam contados a partir do rolo mais à esquerda; cada linha paga apenas o seu maior ganho.",
  },
  games: {
    "savanna-sunset": {
      description:
        "A savana à hora dourada: leões, elefantes e girafas em 20 linhas. O embondeiro substitui todos os animais, e três ou mais pores do sol dão início a rodadas grátis em que cada ganho vale cinco vezes mais.",
      symbols: {
        BAOBAB: "Embondeiro",
        SUNSET: "Pôr do sol",
        LION: "Leão",
        ELEPHANT: "Elefante",
        GIRAFFE: "Girafa",
        ZEBRA: "Zebra",
        SHIELD: "Escudo",
        SPEAR: "Lança",
        GOURD: "Cabaça",
        BEADS: "Missangas",
      },
      rules: {
        "20 fixed lines; the stake is split evenly across them (line bet = stake / 20); line pays are multiples of the line bet.":
          "20 linhas fixas; a aposta é dividida por igual entre elas (aposta por linha = aposta / 20); os ganhos de linha são múltiplos da aposta por linha.",
        "Baobab stands in for every symbol except the scatter, and pays on its own as in the paytable.":
          "O Embondeiro substitui todos os símbolos exceto o scatter, e também paga sozinho, conforme a tabela de pagamentos.",
        "Sunset pays anywhere in view: 3 pay 3× the stake, 4 pay 10× the stake, 5 pay 100× the stake. Scatter pays are added to line wins.":
          "O Pôr do sol paga em qualquer posição à vista: 3 pagam 3× a aposta, 4 pagam 10× a aposta, 5 pagam 100× a aposta. Os pagamentos scatter somam-se aos ganhos de linha.",
        "3, 4 or 5 Sunset anywhere award 15, 20 or 30 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 5.":
          "3, 4 ou 5 Pores do sol em qualquer posição dão 15, 20 ou 30 rodadas grátis, jogadas de imediato nos mesmos rolos com a mesma aposta; cada ganho de uma rodada grátis é multiplicado por 5.",
      },
    },
    "nile-harvest": {
      description:
        "Um dia de pesca onde o Nilo sai do lago: percas, hipopótamos e águias-pesqueiras em 10 linhas, uma cascata wild que também paga sozinha, e 10 rodadas grátis com pagamentos a dobrar quando nascem três luas cheias.",
      symbols: {
        FALLS: "Cascata",
        MOON: "Lua cheia",
        PERCH: "Perca-do-nilo",
        HIPPO: "Hipopótamo",
        EAGLE: "Águia-pesqueira",
        CANOE: "Canoa",
        LOTUS: "Lótus",
        PAPYRUS: "Papiro",
        TILAPIA: "Tilápia",
        BASKET: "Cesto de junco",
      },
      rules: {
        "10 fixed lines; the stake is split evenly across them (line bet = stake / 10); line pays are multiples of the line bet.":
          "10 linhas fixas; a aposta é dividida por igual entre elas (aposta por linha = aposta / 10); os ganhos de linha são múltiplos da aposta por linha.",
        "Waterfall stands in for every symbol except the scatter, and pays on its own as in the paytable.":
          "A Cascata substitui todos os símbolos exceto o scatter, e também paga sozinha, conforme a tabela de pagamentos.",
        "Full moon pays anywhere in view: 3 pay 2× the stake, 4 pay 10× the stake, 5 pay 50× the stake. Scatter pays are added to line wins.":
          "A Lua cheia paga em qualquer posição à vista: 3 pagam 2× a aposta, 4 pagam 10× a aposta, 5 pagam 50× a aposta. Os pagamentos scatter somam-se aos ganhos de linha.",
        "3 or more Full moon anywhere award 10 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 2.":
          "3 ou mais Luas cheias em qualquer posição dão 10 rodadas grátis, jogadas de imediato nos mesmos rolos com a mesma aposta; cada ganho de uma rodada grátis é multiplicado por 2.",
      },
    },
    "kilimanjaro-ascent": {
      description:
        "Suba ao telhado de África em 243 formas de ganhar: leopardos, búfalos e cudos pagam em qualquer posição de rolos adjacentes, o pico nevado substitui nos rolos do meio, e a alvorada traz rodadas grátis com pagamentos multiplicados por cinco.",
      symbols: {
        PEAK: "Pico nevado",
        DAWN: "Alvorada",
        LEOPARD: "Leopardo",
        BUFFALO: "Búfalo",
        KUDU: "Cudo",
        CRANE: "Grou-coroado",
        TENT: "Tenda",
        BOOTS: "Botas",
        MAP: "Mapa",
        LANTERN: "Lanterna",
      },
      rules: {
        "Pays are multiples of the total stake, for each way; the stake is a multiple of 25 minor units, so every win is whole.":
          "Os pagamentos são múltiplos da aposta total, por cada forma; a aposta é um múltiplo de 25 subunidades da moeda, por isso cada ganho é um valor inteiro.",
        "Snow peak appears on the middle reels only and stands in for every symbol except the scatter.":
          "O Pico nevado só aparece nos rolos do meio e substitui todos os símbolos exceto o scatter.",
        "Dawn pays anywhere in view: 3 pay 2× the stake, 4 pay 10× the stake, 5 pay 100× the stake. Scatter pays are added to ways wins.":
          "A Alvorada paga em qualquer posição à vista: 3 pagam 2× a aposta, 4 pagam 10× a aposta, 5 pagam 100× a aposta. Os pagamentos scatter somam-se aos ganhos por formas.",
        "3, 4 or 5 Dawn anywhere award 12, 15 or 20 free spins, played at once on the same reels at the same stake; every win of a free spin is multiplied by 5.":
          "3, 4 ou 5 Alvoradas em qualquer posição dão 12, 15 ou 20 rodadas grátis, jogadas de imediato nos mesmos rolos com a mesma aposta; cada ganho de uma rodada grátis é multiplicado por 5.",
      },
    },
    "ngoma-drums": {
      description:
        "O ritmo de uma festa na aldeia em 243 formas de ganhar: dançarinos, kalimbas e missangas pagam em qualquer posição de rolos adjacentes, com o tocador de batuque como wild nos rolos do meio. Ganhos frequentes e suaves.",
      symbols: {
        DRUMMER: "Tocador de batuque",
        DANCER: "Dançarino",
        KALIMBA: "Kalimba",
        HORN: "Corno de cudo",
        SHAKER: "Chocalho",
        RED: "Missanga vermelha",
        BLUE: "Missanga azul",
        GOLD: "Missanga dourada",
        GREEN: "Missanga verde",
      },
      rules: {
        "Pays are multiples of the total stake, for each way; the stake is a multiple of 50 minor units, so every win is whole.":
          "Os pagamentos são múltiplos da aposta total, por cada forma; a aposta é um múltiplo de 50 subunidades da moeda, por isso cada ganho é um valor inteiro.",
        "Drummer appears on the middle reels only and stands in for every other symbol.":
          "O Tocador de batuque só aparece nos rolos do meio e substitui todos os outros símbolos.",
      },
    },
    "soko-sevens": {
      description:
        "Uma máquina de três rolos vinda da praça do mercado: setes, barras e mangas numa só linha, com as combinações de qualquer sete e de qualquer barra. Sem floreados: uma linha, e o sete vermelho como prémio máximo.",
      symbols: {
        RED7: "Sete vermelho",
        BLUE7: "Sete azul",
        BAR3: "Barra tripla",
        BAR2: "Barra dupla",
        BAR1: "Barra simples",
        MANGO: "Manga",
        BLANK: "Vazio",
        ANY7: "Qualquer sete",
        ANYBAR: "Qualquer barra",
      },
      rules: {
        "Mangos pay from the left: one on reel 1, two on reels 1 and 2, or three.":
          "As mangas pagam a partir da esquerda: uma no rolo 1, duas nos rolos 1 e 2, ou três.",
      },
    },
    "spice-island-doubles": {
      description:
        "Um clássico de três rolos vindo da ilha das especiarias: setes, barras e cravinhos numa só linha, e um pangaio wild que duplica cada ganho que completa, e o quadruplica quando são dois.",
      symbols: {
        DHOW: "Pangaio",
        SEVEN: "Sete",
        BAR3: "Barra tripla",
        BAR2: "Barra dupla",
        BAR1: "Barra simples",
        CLOVE: "Cravinho",
        BLANK: "Vazio",
        ANYBAR: "Qualquer barra",
      },
      rules: {
        "Dhow stands in for every symbol and multiplies the win by 2 for each Dhow in it (4 for two); a win needs at least one real symbol, three Dhow pay their own award.":
          "O Pangaio substitui todos os símbolos e multiplica o ganho por 2 por cada Pangaio que nele entre (4 com dois); um ganho precisa de pelo menos um símbolo verdadeiro, e três Pangaios pagam o seu próprio prémio.",
        "Cloves pay from the left: one on reel 1, two on reels 1 and 2, or three.":
          "Os cravinhos pagam a partir da esquerda: um no rolo 1, dois nos rolos 1 e 2, ou três.",
      },
    },
  },
};
