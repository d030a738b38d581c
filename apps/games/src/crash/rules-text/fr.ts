import type { CrashRulesText } from "./rules-text.ts";

/** The crash rules in French (the page's own words: client/src/crash/crash-messages.ts). */
export const fr: CrashRulesText = {
  outcome: (f) =>
    `L'issue de chaque manche est fixée avant qu'elle ne prenne les mises : son point de crash vient du hachage suivant d'une chaîne publiée, par HMAC-SHA256 avec le sel de la chaîne pour clé ; 1.98 % des manches crashent à 1.00×. Quel que soit votre objectif, une mise rapporte en moyenne ${f.rtpPercent} % (un avantage de la maison de ${f.houseEdgePercent} %).`,
  curve: (f) =>
    `Le multiplicateur après t secondes de manche vaut e^(${f.ratePerSecond} · t), arrondi au centième inférieur ; la manche crashe à son point de crash.`,
  receiptTime:
    "C'est l'heure de réception par le serveur qui décide d'un encaissement : vous êtes payé au multiplicateur du moment où le serveur l'a reçu, si c'est avant le crash. Chaque encaissement reçoit une réponse : accepté avec son multiplicateur, ou refusé avec la raison.",
  cashOut:
    "Un encaissement est accepté à partir de 1.01×. Un encaissement automatique est fait par le serveur exactement à son multiplicateur quand la manche l'atteint, que vous soyez connecté ou non. Perdre la connexion n'encaisse jamais à votre place.",
  maxProfit: (f) =>
    `Une manche paie aux joueurs d'un site au plus ${f.maxProfit} (unités mineures de ${f.currency}) au-delà de leurs mises : au départ, elle affiche le multiplicateur auquel leurs mises encore en jeu sont encaissées pour qu'elle ne puisse pas payer davantage, et une manche où cela s'est produit est signalée dans l'historique. Aucune mise n'est payée au-delà de ${f.maxMultiplier}×.`,
  twoBets:
    "Vous pouvez avoir deux mises par manche, chacune avec son propre encaissement automatique. Une mise placée pendant qu'une manche est en cours vaut pour la manche suivante ; elle peut être annulée jusqu'au départ de celle-ci.",
  failover:
    "Si le serveur qui fait tourner les manches s'arrête, un autre prend le relais en quelques secondes. Une manche qui avait dépassé son heure de crash a crashé à ce moment-là, et ses encaissements automatiques sont payés. Une manche reprise avant son heure de crash se termine à la reprise : les encaissements faits et les encaissements automatiques atteints jusque-là sont payés, les mises encore en jeu sont remboursées.",
  verify:
    "Pour vérifier une manche : son hachage révélé, passé par SHA-256 autant de fois que son numéro dans la chaîne, donne le hachage final publié de la chaîne ; HMAC-SHA256 des octets du hachage avec le sel pour clé, dont les 52 premiers bits forment X, donne le point de crash floor(99 / (1 − X)) / 100, au moins 1.00.",
};
