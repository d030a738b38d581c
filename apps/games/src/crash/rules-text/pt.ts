import type { CrashRulesText } from "./rules-text.ts";

/** The crash rules in Portuguese (the page's own words: client/src/crash/crash-messages.ts). */
export const pt: CrashRulesText = {
  outcome: (f) =>
    `O resultado de cada ronda é fixado antes de ela aceitar apostas: o seu ponto de crash vem do hash seguinte de uma cadeia publicada, por HMAC-SHA256 com o sal da cadeia como chave; 1.98 % das rondas têm crash a 1.00×. Seja qual for o seu objetivo, uma aposta devolve em média ${f.rtpPercent} % (uma vantagem da casa de ${f.houseEdgePercent} %).`,
  curve: (f) =>
    `O multiplicador após t segundos de ronda é e^(${f.ratePerSecond} · t), arredondado por defeito à centésima; a ronda tem crash no seu ponto de crash.`,
  receiptTime:
    "É a hora de receção no servidor que decide um levantamento: recebe o multiplicador do momento em que o servidor o recebeu, se for antes do crash. Todo o levantamento tem resposta: aceite com o seu multiplicador, ou recusado com o motivo.",
  cashOut:
    "Um levantamento é aceite a partir de 1.01×. Um levantamento automático é feito pelo servidor exatamente no seu multiplicador quando a ronda o atinge, esteja ligado ou não. Perder a ligação nunca faz um levantamento por si.",
  maxProfit: (f) =>
    `Uma ronda paga aos jogadores de um site no máximo ${f.maxProfit} (unidades menores de ${f.currency}) acima das suas apostas: no início mostra o multiplicador em que as apostas ainda em jogo são levantadas para que não possa pagar mais, e uma ronda em que isso aconteceu fica assinalada no histórico. Nenhuma aposta é paga acima de ${f.maxMultiplier}×.`,
  twoBets:
    "Pode ter duas apostas por ronda, cada uma com o seu levantamento automático. Uma aposta feita enquanto uma ronda decorre é para a ronda seguinte; pode ser cancelada até essa ronda começar.",
  failover:
    "Se o servidor que corre as rondas parar, outro assume em poucos segundos. Uma ronda que já tinha passado a sua hora de crash teve crash nesse momento, e os seus levantamentos automáticos são pagos. Uma ronda assumida antes da sua hora de crash termina no momento em que é assumida: os levantamentos feitos e os levantamentos automáticos atingidos até então são pagos, as apostas ainda em jogo são reembolsadas.",
  verify:
    "Para verificar uma ronda: o seu hash revelado, passado por SHA-256 tantas vezes quanto o seu número na cadeia, dá o hash final publicado da cadeia; o HMAC-SHA256 dos bytes do hash com o sal como chave, com os primeiros 52 bits como X, dá o ponto de crash floor(99 / (1 − X)) / 100, no mínimo 1.00.",
};
