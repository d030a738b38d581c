/**
 * Issue 16, a cart line that outlives its draw: the consent on the add-to-cart forms, what the
 * cart says of a line whose draw has closed, and what the receipt and the ticket say of a line
 * moved to the next draw or left out, per locale.
 */
export const cartNextDrawTranslations: Record<string, Record<string, string>> = {
  en: {
    "lotto.next_draw_if_closed": "Play in the next draw if this one closes",
    "lotto.line_invalid": "This line cannot be added. Please pick it again.",
    "lotto.moved_draw": "Moved to draw #[to] because draw #[from] closed before checkout.",
    "cart.line_moves": "At checkout this line plays the next draw of the game.",
    "cart.line_left_out":
      "This line did not ask to move to the next draw: checkout leaves it out. Remove it, or pick it again.",
    "cart.line_waits": "The next draw is not on sale yet: check out again in a few seconds.",
    "cart.left_out.title": "Not bought",
    "cart.left_out.summary_one":
      "[count] line was left out. It stays in your cart and nothing was charged for it.",
    "cart.left_out.summary":
      "[count] lines were left out. They stay in your cart and nothing was charged for them.",
    "cart.left_out.draw_closed": "Its draw closed before checkout and it was not to move to the next draw.",
    "cart.left_out.no_next_draw":
      "Its draw closed and the next draw is not on sale yet: check out again soon.",
    "cart.left_out.next_draw_refused":
      "Its draw closed and the next draw does not accept this line (the stake limits have changed).",
    "cart.left_out.not_on_sale": "This game is not on sale right now.",
  },
  fr: {
    "lotto.next_draw_if_closed": "Jouer au tirage suivant si celui-ci ferme",
    "lotto.line_invalid": "Cette ligne ne peut pas être ajoutée. Choisissez-la à nouveau.",
    "lotto.moved_draw": "Reportée au tirage n° [to] car le tirage n° [from] a fermé avant la validation.",
    "cart.line_moves": "À la validation, cette ligne joue le tirage suivant du jeu.",
    "cart.line_left_out":
      "Cette ligne ne doit pas passer au tirage suivant : la validation la laisse de côté. Retirez-la ou choisissez-la à nouveau.",
    "cart.line_waits":
      "Le tirage suivant n'est pas encore en vente : validez à nouveau dans quelques secondes.",
    "cart.left_out.title": "Non acheté",
    "cart.left_out.summary_one":
      "[count] ligne a été laissée de côté. Elle reste dans votre panier et rien n'a été débité pour elle.",
    "cart.left_out.summary":
      "[count] lignes ont été laissées de côté. Elles restent dans votre panier et rien n'a été débité pour elles.",
    "cart.left_out.draw_closed":
      "Son tirage a fermé avant la validation et elle ne devait pas passer au tirage suivant.",
    "cart.left_out.no_next_draw":
      "Son tirage a fermé et le tirage suivant n'est pas encore en vente : validez à nouveau bientôt.",
    "cart.left_out.next_draw_refused":
      "Son tirage a fermé et le tirage suivant n'accepte pas cette ligne (les limites de mise ont changé).",
    "cart.left_out.not_on_sale": "Ce jeu n'est pas en vente pour le moment.",
  },
  sw: {
    "lotto.next_draw_if_closed": "Cheza droo inayofuata droo hii ikifungwa",
    "lotto.line_invalid": "Mstari huu hauwezi kuongezwa. Tafadhali uchague tena.",
    "lotto.moved_draw": "Imehamishiwa droo #[to] kwa sababu droo #[from] ilifungwa kabla ya kulipia.",
    "cart.line_moves": "Wakati wa kulipia mstari huu utacheza droo inayofuata ya mchezo.",
    "cart.line_left_out":
      "Mstari huu haukuomba kuhamia droo inayofuata: hautanunuliwa. Uondoe, au uchague tena.",
    "cart.line_waits": "Droo inayofuata bado haiuzwi: lipia tena baada ya sekunde chache.",
    "cart.left_out.title": "Haikununuliwa",
    "cart.left_out.summary_one":
      "Mstari [count] haukununuliwa. Unabaki kwenye kikapu chako na hakuna kilichotozwa kwa ajili yake.",
    "cart.left_out.summary":
      "Mistari [count] haikununuliwa. Inabaki kwenye kikapu chako na hakuna kilichotozwa kwa ajili yake.",
    "cart.left_out.draw_closed":
      "Droo yake ilifungwa kabla ya kulipia na haukupaswa kuhamia droo inayofuata.",
    "cart.left_out.no_next_draw":
      "Droo yake ilifungwa na droo inayofuata bado haiuzwi: lipia tena hivi karibuni.",
    "cart.left_out.next_draw_refused":
      "Droo yake ilifungwa na droo inayofuata haikubali mstari huu (viwango vya dau vimebadilika).",
    "cart.left_out.not_on_sale": "Mchezo huu hauuzwi kwa sasa.",
  },
  pt: {
    "lotto.next_draw_if_closed": "Jogar no sorteio seguinte se este fechar",
    "lotto.line_invalid": "Esta linha não pode ser juntada. Escolha-a de novo.",
    "lotto.moved_draw": "Passou para o sorteio n.º [to] porque o sorteio n.º [from] fechou antes da compra.",
    "cart.line_moves": "Na compra, esta linha joga no sorteio seguinte do jogo.",
    "cart.line_left_out":
      "Esta linha não pediu para passar ao sorteio seguinte: a compra deixa-a de fora. Remova-a ou escolha-a de novo.",
    "cart.line_waits": "O sorteio seguinte ainda não está à venda: finalize de novo daqui a uns segundos.",
    "cart.left_out.title": "Não comprado",
    "cart.left_out.summary_one":
      "[count] linha ficou de fora. Continua no seu carrinho e nada foi cobrado por ela.",
    "cart.left_out.summary":
      "[count] linhas ficaram de fora. Continuam no seu carrinho e nada foi cobrado por elas.",
    "cart.left_out.draw_closed":
      "O seu sorteio fechou antes da compra e não era para passar ao sorteio seguinte.",
    "cart.left_out.no_next_draw":
      "O seu sorteio fechou e o sorteio seguinte ainda não está à venda: finalize de novo em breve.",
    "cart.left_out.next_draw_refused":
      "O seu sorteio fechou e o sorteio seguinte não aceita esta linha (os limites de aposta mudaram).",
    "cart.left_out.not_on_sale": "Este jogo não está à venda de momento.",
  },
};
