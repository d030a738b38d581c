import type { PageWriter } from "./static-pages.ts";

export const pagesPt: PageWriter = (o) => ({
  "about-us": {
    title: `Sobre a ${o.site}`,
    keywords: `${o.site}, sobre nós, apostas licenciadas, apostas desportivas, casino, lotaria`,
    body: [
      {
        text: `A ${o.site} é um site de apostas e jogos online operado pela ${o.company}. Reunimos apostas desportivas, mercados ao vivo, jogos de casino e sorteios de lotaria numa só conta, com uma só carteira e um só saldo.`,
      },
      {
        heading: "Licenciada e regulada",
        text: `A ${o.site} é titular da licença ${o.licence} emitida pela ${o.regulator}. Todos os jogos usam um gerador de números aleatórios certificado, e as nossas taxas de retorno são auditadas por laboratórios independentes.`,
      },
      {
        heading: "Feita para o telemóvel",
        text: "O nosso site foi desenhado primeiro para o telemóvel: as páginas abrem depressa mesmo em redes lentas, e os depósitos e levantamentos passam diretamente pelas carteiras móveis e contas bancárias que os nossos jogadores já usam.",
      },
      {
        heading: "Fale connosco",
        text: `A nossa equipa de apoio está disponível todos os dias do ano. Escreva para ${o.email} ou ligue para ${o.phone}; respondemos a cada mensagem em menos de uma hora.`,
      },
    ],
  },
  "terms-and-conditions": {
    title: "Termos e condições",
    keywords: `termos ${o.site}, regras de apostas, conta, levantamentos, bónus`,
    body: [
      {
        text: `Estes termos regem a utilização da ${o.site}, operada pela ${o.company} ao abrigo da licença ${o.licence}. Ao abrir uma conta, confirma que os leu e aceita.`,
      },
      {
        heading: "1. A sua conta",
        text: "Tem de ter pelo menos 18 anos e só pode ter uma conta. Os dados indicados no registo devem ser verdadeiros e seus. Podemos verificar a sua identidade (FICA) antes de poder jogar ou levantar.",
      },
      {
        heading: "2. Apostas e jogos",
        text: "Uma aposta é aceite quando aparece no seu histórico com um número de bilhete. As odds podem mudar até esse momento. Erros evidentes de odds ou resultados podem ser corrigidos, e as apostas afetadas liquidadas ao preço correto.",
      },
      {
        heading: "3. Depósitos e levantamentos",
        text: "Os depósitos e levantamentos respeitam os montantes mínimo e máximo indicados na caixa. Os levantamentos são pagos apenas para um meio de pagamento em seu nome e podem ficar retidos enquanto concluímos verificações de segurança.",
      },
      {
        heading: "4. Bónus e promoções",
        text: "Cada promoção tem regras próprias, indicadas na sua página, incluindo requisitos de aposta e datas de validade. O crédito promocional só pode ser levantado depois de cumpridos esses requisitos. O abuso de promoções pode levar à sua retirada.",
      },
      {
        heading: "5. Reclamações",
        text: `Se não estiver satisfeito com o nosso serviço, escreva para ${o.email}. Respondemos a cada reclamação em 14 dias. Se a resposta não o satisfizer, pode recorrer à ${o.adr}.`,
      },
    ],
  },
  "responsible-gaming": {
    title: "Jogo responsável",
    keywords: `${o.site}, jogo responsável, limites de depósito, autoexclusão, ajuda`,
    body: [
      {
        text: "Apostar deve ser entretenimento, nunca uma forma de ganhar a vida ou fugir aos problemas. Damos-lhe ferramentas simples para manter o controlo e nunca impediremos um jogador que queira parar.",
      },
      {
        heading: "Defina os seus limites",
        text: "Nas definições da conta pode definir limites de depósito diários, semanais ou mensais. Uma redução aplica-se de imediato; um aumento só passadas 24 horas, para que cada decisão de o subir seja ponderada.",
      },
      {
        heading: "Faça uma pausa",
        text: "Pode suspender a conta por 24 horas, uma semana ou um mês, ou autoexcluir-se por seis meses ou mais. Durante a autoexclusão não aceitamos apostas nem lhe enviamos publicidade.",
      },
      {
        heading: "Sinais de alerta",
        text: "Tentar recuperar perdas, apostar o dinheiro da renda ou da comida, pedir emprestado para jogar ou esconder as apostas da família são sinais de que o jogo se está a tornar um problema. Se os reconhece, fale com alguém hoje.",
      },
      {
        heading: "Proteger os menores",
        text: `O jogo é só para adultos. Verificamos a idade de cada jogador e recomendamos software de controlo parental em qualquer aparelho que uma criança possa usar. Precisa de ajuda agora? Escreva para ${o.email} e indicamos-lhe apoio gratuito e confidencial.`,
      },
    ],
  },
  "privacy-policy": {
    title: "Política de privacidade",
    keywords: `privacidade ${o.site}, dados pessoais, cookies, proteção de dados`,
    body: [
      {
        text: `A ${o.company} é responsável pelos dados pessoais que confia à ${o.site}. Esta política explica o que recolhemos, porquê, e as escolhas que tem.`,
      },
      {
        heading: "O que recolhemos",
        text: "O seu nome, número de telefone, e-mail, data de nascimento e documentos de identificação; as suas transações e histórico de apostas; e dados técnicos como o aparelho, o navegador e o endereço IP.",
      },
      {
        heading: "Para que os usamos",
        text: "Para gerir a sua conta e pagar os seus prémios, cumprir as nossas obrigações legais de verificação de idade, fraude e branqueamento de capitais, manter o site seguro e, só com o seu acordo, enviar-lhe ofertas.",
      },
      {
        heading: "Cookies",
        text: "Usamos cookies para manter a sessão iniciada, lembrar o seu idioma e medir a utilização do site. Os cookies de afiliados registam o parceiro que o trouxe até nós e expiram ao fim de 30 dias.",
      },
      {
        heading: "Os seus direitos",
        text: `Pode pedir uma cópia dos seus dados, a sua correção, ou opor-se à publicidade a qualquer momento. Escreva para ${o.email}. Guardamos os registos da conta pelo tempo que a lei e a nossa licença exigem.`,
      },
    ],
  },
});
