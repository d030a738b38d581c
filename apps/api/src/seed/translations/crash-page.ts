/**
 * The crash page (spec §2 /crash, issue 18) around the aggregator's `<bv-crash>`: what it says
 * before every round and while the game loads. The game's own words travel with its script.
 * `[name]` placeholders are filled by the site.
 */
export const crashPageTranslations: Record<string, Record<string, string>> = {
  en: {
    "crash.loading": "Loading the crash game…",
    "crash.needs_js":
      "The crash game runs live in your browser: please turn JavaScript on to watch and play.",
    "crash.facts.title": "Before every round",
    "crash.facts.max_profit": "Maximum profit per round",
    "crash.facts.house_edge": "House edge",
    "crash.facts.rtp": "RTP",
    "crash.facts.bets": "Bets",
    "crash.facts.bets_value": "[min] – [max]",
    "crash.rules.title": "Rules, the receipt-time rule and the salt",
    "crash.rules.chain":
      "Chain [id], rounds from #[first] on: its terminating hash, published before its first round",
    "crash.rules.salt_source": "Salt source: [source]",
    "crash.rules.salt": "Salt: [salt]",
    "crash.rules.salt_pending": "Salt not fixed yet: rounds start once its source has produced it.",
  },
  fr: {
    "crash.loading": "Chargement du jeu crash…",
    "crash.needs_js":
      "Le jeu crash se joue en direct dans votre navigateur : activez JavaScript pour regarder et jouer.",
    "crash.facts.title": "Avant chaque manche",
    "crash.facts.max_profit": "Gain net maximum par manche",
    "crash.facts.house_edge": "Avantage de la maison",
    "crash.facts.rtp": "RTP",
    "crash.facts.bets": "Mises",
    "crash.facts.bets_value": "[min] – [max]",
    "crash.rules.title": "Règles, règle de l'heure de réception et sel",
    "crash.rules.chain":
      "Chaîne [id], manches à partir du n° [first] : son hachage final, publié avant sa première manche",
    "crash.rules.salt_source": "Source du sel : [source]",
    "crash.rules.salt": "Sel : [salt]",
    "crash.rules.salt_pending": "Sel pas encore fixé : les manches commencent dès que sa source l'a produit.",
  },
  sw: {
    "crash.loading": "Inapakia mchezo wa crash…",
    "crash.needs_js":
      "Mchezo wa crash unachezwa moja kwa moja kwenye kivinjari chako: tafadhali washa JavaScript ili kutazama na kucheza.",
    "crash.facts.title": "Kabla ya kila mzunguko",
    "crash.facts.max_profit": "Faida ya juu kwa mzunguko",
    "crash.facts.house_edge": "Faida ya nyumba",
    "crash.facts.rtp": "RTP",
    "crash.facts.bets": "Dau",
    "crash.facts.bets_value": "[min] – [max]",
    "crash.rules.title": "Sheria, kanuni ya muda wa kupokelewa na chumvi",
    "crash.rules.chain":
      "Mnyororo [id], mizunguko kuanzia #[first]: hashi yake ya mwisho, iliyochapishwa kabla ya mzunguko wake wa kwanza",
    "crash.rules.salt_source": "Chanzo cha chumvi: [source]",
    "crash.rules.salt": "Chumvi: [salt]",
    "crash.rules.salt_pending": "Chumvi bado haijawekwa: mizunguko inaanza mara chanzo chake kitakapoitoa.",
  },
  pt: {
    "crash.loading": "A carregar o jogo crash…",
    "crash.needs_js":
      "O jogo crash decorre em direto no seu navegador: ative o JavaScript para assistir e jogar.",
    "crash.facts.title": "Antes de cada ronda",
    "crash.facts.max_profit": "Lucro máximo por ronda",
    "crash.facts.house_edge": "Vantagem da casa",
    "crash.facts.rtp": "RTP",
    "crash.facts.bets": "Apostas",
    "crash.facts.bets_value": "[min] – [max]",
    "crash.rules.title": "Regras, a regra da hora de receção e o sal",
    "crash.rules.chain":
      "Cadeia [id], rondas a partir da n.º [first]: o seu hash final, publicado antes da primeira ronda",
    "crash.rules.salt_source": "Origem do sal: [source]",
    "crash.rules.salt": "Sal: [salt]",
    "crash.rules.salt_pending": "Sal ainda não fixado: as rondas começam quando a sua origem o produzir.",
  },
};
