import type { Localized, SeoEntry } from "../demo-site.ts";

type PageSeoText = Omit<SeoEntry, "og_image">;

/**
 * SEO of the draw games' pages (issue 10), spread into the application pages of every site.
 * A draw's own page (/lotto/draws/:id) uses the /lotto/draws entry (the web maps it).
 */
export const LOTTO_PAGES: Record<string, Localized<PageSeoText>> = {
  "/lotto": {
    en: {
      h1: "Lotto 5/90",
      title: "Play Lucky 5, Lucky 4 and Lucky 3 | {site}",
      description:
        "Pick your numbers from 1 to 90 for the next Lucky 5, Lucky 4 or Lucky 3 draw at {site}: Direct, Perm, Banker and Against, with the lines and cost shown before you add them.",
    },
    fr: {
      h1: "Loto 5/90",
      title: "Jouer au Lucky 5, Lucky 4 et Lucky 3 | {site}",
      description:
        "Choisissez vos numéros de 1 à 90 pour le prochain tirage Lucky 5, Lucky 4 ou Lucky 3 sur {site} : Direct, Perm, Banker et Contre, avec les lignes et le coût affichés avant l'ajout.",
    },
    sw: {
      h1: "Bahati nasibu 5/90",
      title: "Cheza Lucky 5, Lucky 4 na Lucky 3 | {site}",
      description:
        "Chagua namba zako kati ya 1 na 90 kwa droo ijayo ya Lucky 5, Lucky 4 au Lucky 3 kwenye {site}: Direct, Perm, Banka na Dhidi, ukiona mistari na gharama kabla ya kuongeza.",
    },
    pt: {
      h1: "Lotaria 5/90",
      title: "Jogar Lucky 5, Lucky 4 e Lucky 3 | {site}",
      description:
        "Escolha os seus números de 1 a 90 para o próximo sorteio Lucky 5, Lucky 4 ou Lucky 3 no {site}: Direct, Perm, Banker e Contra, com as linhas e o custo à vista antes de juntar.",
    },
  },
  "/lucky-number": {
    en: {
      h1: "Lucky Number",
      title: "Lucky Number: one ball, every minute | {site}",
      description:
        "Bet on the exact number, odd or even, low or high, or a ten, and see the result of the next Lucky Number draw at {site}.",
    },
    fr: {
      h1: "Numéro chanceux",
      title: "Numéro chanceux : une boule, chaque minute | {site}",
      description:
        "Pariez sur le numéro exact, pair ou impair, bas ou haut, ou une dizaine, et suivez le prochain tirage du Numéro chanceux sur {site}.",
    },
    sw: {
      h1: "Namba ya Bahati",
      title: "Namba ya Bahati: mpira mmoja, kila dakika | {site}",
      description:
        "Bashiri namba kamili, witiri au shufwa, chini au juu, au kumi moja, na uone matokeo ya droo ijayo ya Namba ya Bahati kwenye {site}.",
    },
    pt: {
      h1: "Número da Sorte",
      title: "Número da Sorte: uma bola, a cada minuto | {site}",
      description:
        "Aposte no número exato, ímpar ou par, baixo ou alto, ou numa dezena, e veja o resultado do próximo sorteio do Número da Sorte no {site}.",
    },
  },
  "/cart": {
    en: {
      h1: "Cart",
      title: "Your cart | {site}",
      description:
        "Your lotto and Lucky Number lines at {site}: check them, remove any and buy them all at once.",
    },
    fr: {
      h1: "Panier",
      title: "Votre panier | {site}",
      description:
        "Vos lignes de loto et de Numéro chanceux sur {site} : vérifiez-les, retirez-en et achetez-les toutes en une fois.",
    },
    sw: {
      h1: "Kikapu",
      title: "Kikapu chako | {site}",
      description:
        "Mistari yako ya bahati nasibu na Namba ya Bahati kwenye {site}: ikague, ondoa yoyote na uinunue yote kwa mara moja.",
    },
    pt: {
      h1: "Carrinho",
      title: "O seu carrinho | {site}",
      description:
        "As suas linhas de lotaria e Número da Sorte no {site}: confira-as, remova as que quiser e compre-as todas de uma vez.",
    },
  },
  "/lotto/events": {
    en: {
      h1: "Upcoming draws",
      title: "Upcoming lotto draws | {site}",
      description:
        "The next Lucky 5, Lucky 4, Lucky 3 and Lucky Number draws at {site}, with the time left to play.",
    },
    fr: {
      h1: "Prochains tirages",
      title: "Prochains tirages du loto | {site}",
      description:
        "Les prochains tirages Lucky 5, Lucky 4, Lucky 3 et Numéro chanceux sur {site}, avec le temps restant pour jouer.",
    },
    sw: {
      h1: "Droo zijazo",
      title: "Droo zijazo za loto | {site}",
      description:
        "Droo zijazo za Lucky 5, Lucky 4, Lucky 3 na Namba ya Bahati kwenye {site}, pamoja na muda uliobaki.",
    },
    pt: {
      h1: "Próximos sorteios",
      title: "Próximos sorteios da lotaria | {site}",
      description:
        "Os próximos sorteios Lucky 5, Lucky 4, Lucky 3 e Número da Sorte no {site}, com o tempo que falta para jogar.",
    },
  },
  "/lotto/numbers": {
    en: {
      h1: "Results and statistics",
      title: "Lotto results, hot and cold numbers | {site}",
      description:
        "Every {site} draw result, with hot and cold numbers and how often each number from 1 to 90 came.",
    },
    fr: {
      h1: "Résultats et statistiques",
      title: "Résultats du loto, numéros chauds et froids | {site}",
      description:
        "Tous les résultats des tirages {site}, avec les numéros chauds et froids et la fréquence de chaque numéro de 1 à 90.",
    },
    sw: {
      h1: "Matokeo na takwimu",
      title: "Matokeo ya loto, namba moto na baridi | {site}",
      description:
        "Kila matokeo ya droo za {site}, pamoja na namba moto na baridi na mara ngapi kila namba ya 1 hadi 90 imetoka.",
    },
    pt: {
      h1: "Resultados e estatísticas",
      title: "Resultados da lotaria, números quentes e frios | {site}",
      description:
        "Todos os resultados dos sorteios do {site}, com os números quentes e frios e quantas vezes saiu cada número de 1 a 90.",
    },
  },
  "/lotto/draws": {
    en: {
      h1: "Verify a draw",
      title: "Verify a lotto draw | {site}",
      description:
        "Every {site} draw is provably fair: check its seed against the hash published before sales and recompute its numbers in your browser.",
    },
    fr: {
      h1: "Vérifier un tirage",
      title: "Vérifier un tirage du loto | {site}",
      description:
        "Chaque tirage {site} est vérifiable : comparez sa graine à l'empreinte publiée avant les ventes et recalculez ses numéros dans votre navigateur.",
    },
    sw: {
      h1: "Thibitisha droo",
      title: "Thibitisha droo ya loto | {site}",
      description:
        "Kila droo ya {site} inathibitishwa: linganisha mbegu yake na hash iliyochapishwa kabla ya mauzo na ukokotoe namba zake kwenye kivinjari chako.",
    },
    pt: {
      h1: "Verificar um sorteio",
      title: "Verificar um sorteio da lotaria | {site}",
      description:
        "Cada sorteio do {site} é verificável: compare a semente com o hash publicado antes das vendas e recalcule os números no seu navegador.",
    },
  },
  "/lotto/about": {
    en: {
      h1: "How to play",
      title: "How to play lotto 5/90 and Lucky Number | {site}",
      description:
        "Direct, Perm, Banker and Against explained with examples, and every bet's chance of winning and return to player at {site}.",
    },
    fr: {
      h1: "Comment jouer",
      title: "Comment jouer au loto 5/90 et au Numéro chanceux | {site}",
      description:
        "Direct, Perm, Banker et Contre expliqués avec des exemples, et la chance de gain et le retour au joueur de chaque pari sur {site}.",
    },
    sw: {
      h1: "Jinsi ya kucheza",
      title: "Jinsi ya kucheza loto 5/90 na Namba ya Bahati | {site}",
      description:
        "Direct, Perm, Banker na Dhidi zimeelezwa kwa mifano, pamoja na nafasi ya kushinda na marejesho ya kila dau kwenye {site}.",
    },
    pt: {
      h1: "Como jogar",
      title: "Como jogar lotaria 5/90 e Número da Sorte | {site}",
      description:
        "Direct, Perm, Banker e Contra explicados com exemplos, e a probabilidade de ganhar e o retorno ao jogador de cada aposta no {site}.",
    },
  },
};
