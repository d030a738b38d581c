/**
 * Safer gambling (UKGC RTS 13, time-outs and self-exclusion): the header's session clock, the
 * reality check, the settings tab's sections, the page after an exclusion and the refusals.
 */
export const saferGamblingTranslations: Record<string, Record<string, string>> = {
  en: {
    "safer.clock.caption": "Session",
    "safer.clock.label": "Session time [time]",
    "safer.reality.title": "Reality check",
    "safer.reality.played": "You have been playing for [time] since you logged in.",
    "safer.reality.staked": "Staked this session",
    "safer.reality.won": "Won this session",
    "safer.reality.net": "Net position this session",
    "safer.reality.loading": "Adding up your session…",
    "safer.reality.unavailable": "Your session's figures are not available right now.",
    "safer.reality.continue": "Continue playing",
    "safer.reality.logout": "Log out",
    "safer.reality.history": "View my history",
    "safer.reality.section": "Reality check",
    "safer.reality.intro":
      "A reminder on screen of how long you have played and what you have won or lost since you logged in.",
    "safer.reality.interval": "Show it",
    "safer.reality.off": "Never",
    "safer.reality.every": "Every [minutes] minutes",
    "safer.reality.submit": "Save reality check",
    "safer.reality.saved": "You will see a reality check every [minutes] minutes.",
    "safer.reality.saved_off": "Reality checks are off.",
    "safer.limits.title": "Deposit limits",
    "safer.time_out.title": "Take a break",
    "safer.time_out.intro": "A short break from gambling: you cannot log in, play or deposit until it ends.",
    "safer.time_out.warning":
      "It starts now and logs you out everywhere. It cannot be ended early; it ends by itself.",
    "safer.time_out.period": "Take a break for",
    "safer.time_out.submit": "Start my break",
    "safer.self_exclusion.title": "Self-exclusion",
    "safer.self_exclusion.intro":
      "If you feel you are losing control, exclude yourself: no login, play, deposits or marketing until it ends.",
    "safer.self_exclusion.warning":
      "It starts now and logs you out everywhere. It cannot be cancelled or shortened, only extended.",
    "safer.self_exclusion.period": "Exclude me for",
    "safer.self_exclusion.submit": "Exclude me",
    "safer.period.24h": "24 hours",
    "safer.period.1w": "1 week",
    "safer.period.1m": "1 month",
    "safer.period.6w": "6 weeks",
    "safer.period.6m": "6 months",
    "safer.period.1y": "1 year",
    "safer.period.2y": "2 years",
    "safer.period.5y": "5 years",
    "safer.history.title": "Earlier breaks and exclusions",
    "safer.history.time_out": "Break of [period]: [from] to [until]",
    "safer.history.self_exclusion": "Self-exclusion of [period]: [from] to [until]",
    "safer.excluded.time_out.title": "Your break has started",
    "safer.excluded.time_out.until": "You are logged out. You cannot log in, play or deposit until [date].",
    "safer.excluded.self_exclusion.title": "Your self-exclusion has started",
    "safer.excluded.self_exclusion.until":
      "You are logged out. You cannot log in, play or deposit until [date].",
    "safer.excluded.final": "It cannot be ended early, and we send you no marketing until then.",
    "safer.excluded.help":
      "If gambling worries you, free and confidential help is available from support services in your country.",
    "safer.excluded.home": "Go to the home page",
    "safer.refused.time_out_login":
      "You are taking a break from gambling until [date]. You can log in again after that.",
    "safer.refused.self_exclusion_login":
      "You have excluded yourself from gambling until [date]. You can log in again after that.",
    "safer.refused.time_out_deposit":
      "You are taking a break from gambling until [date]. Deposits are not possible before then.",
    "safer.refused.self_exclusion_deposit":
      "You have excluded yourself from gambling until [date]. Deposits are not possible before then.",
    "safer.refused.time_out_register":
      "You are taking a break from gambling until [date]. You cannot open an account before then.",
    "safer.refused.self_exclusion_register":
      "You have excluded yourself from gambling until [date]. You cannot open an account before then.",
    "safer.error.already_excluded":
      "You are already excluded until [date]. It cannot be shortened or cancelled.",
    "safer.error.period": "Please choose one of the periods offered.",
    "safer.error.interval": "Please choose one of the intervals offered.",
    "safer.error.password_wrong": "The password is incorrect.",
    "safer.error.password_missing": "Please enter your current password.",
  },
  fr: {
    "safer.clock.caption": "Session",
    "safer.clock.label": "Durée de la session [time]",
    "safer.reality.title": "Point sur votre session",
    "safer.reality.played": "Vous jouez depuis [time] depuis votre connexion.",
    "safer.reality.staked": "Misé pendant cette session",
    "safer.reality.won": "Gagné pendant cette session",
    "safer.reality.net": "Solde net de la session",
    "safer.reality.loading": "Calcul de votre session…",
    "safer.reality.unavailable": "Les chiffres de votre session ne sont pas disponibles pour le moment.",
    "safer.reality.continue": "Continuer à jouer",
    "safer.reality.logout": "Se déconnecter",
    "safer.reality.history": "Voir mon historique",
    "safer.reality.section": "Point sur la session",
    "safer.reality.intro":
      "Un rappel à l'écran du temps de jeu et de ce que vous avez gagné ou perdu depuis votre connexion.",
    "safer.reality.interval": "L'afficher",
    "safer.reality.off": "Jamais",
    "safer.reality.every": "Toutes les [minutes] minutes",
    "safer.reality.submit": "Enregistrer le rappel",
    "safer.reality.saved": "Vous verrez un point sur votre session toutes les [minutes] minutes.",
    "safer.reality.saved_off": "Les rappels de session sont désactivés.",
    "safer.limits.title": "Limites de dépôt",
    "safer.time_out.title": "Faire une pause",
    "safer.time_out.intro":
      "Une courte pause du jeu : vous ne pouvez ni vous connecter, ni jouer, ni déposer avant la fin.",
    "safer.time_out.warning":
      "Elle commence tout de suite et vous déconnecte partout. Elle ne peut pas être arrêtée avant la fin.",
    "safer.time_out.period": "Faire une pause pendant",
    "safer.time_out.submit": "Commencer ma pause",
    "safer.self_exclusion.title": "Auto-exclusion",
    "safer.self_exclusion.intro":
      "Si vous sentez que vous perdez le contrôle, excluez-vous : ni connexion, ni jeu, ni dépôt, ni publicité avant la fin.",
    "safer.self_exclusion.warning":
      "Elle commence tout de suite et vous déconnecte partout. Elle ne peut être ni annulée ni raccourcie, seulement prolongée.",
    "safer.self_exclusion.period": "M'exclure pendant",
    "safer.self_exclusion.submit": "M'exclure",
    "safer.period.24h": "24 heures",
    "safer.period.1w": "1 semaine",
    "safer.period.1m": "1 mois",
    "safer.period.6w": "6 semaines",
    "safer.period.6m": "6 mois",
    "safer.period.1y": "1 an",
    "safer.period.2y": "2 ans",
    "safer.period.5y": "5 ans",
    "safer.history.title": "Pauses et exclusions précédentes",
    "safer.history.time_out": "Pause de [period] : du [from] au [until]",
    "safer.history.self_exclusion": "Auto-exclusion de [period] : du [from] au [until]",
    "safer.excluded.time_out.title": "Votre pause a commencé",
    "safer.excluded.time_out.until":
      "Vous êtes déconnecté. Vous ne pouvez ni vous connecter, ni jouer, ni déposer avant le [date].",
    "safer.excluded.self_exclusion.title": "Votre auto-exclusion a commencé",
    "safer.excluded.self_exclusion.until":
      "Vous êtes déconnecté. Vous ne pouvez ni vous connecter, ni jouer, ni déposer avant le [date].",
    "safer.excluded.final":
      "Elle ne peut pas être arrêtée avant la fin, et nous ne vous envoyons aucune publicité d'ici là.",
    "safer.excluded.help":
      "Si le jeu vous inquiète, une aide gratuite et confidentielle existe auprès des services d'aide de votre pays.",
    "safer.excluded.home": "Aller à l'accueil",
    "safer.refused.time_out_login":
      "Vous faites une pause du jeu jusqu'au [date]. Vous pourrez vous reconnecter ensuite.",
    "safer.refused.self_exclusion_login":
      "Vous vous êtes exclu du jeu jusqu'au [date]. Vous pourrez vous reconnecter ensuite.",
    "safer.refused.time_out_deposit":
      "Vous faites une pause du jeu jusqu'au [date]. Aucun dépôt n'est possible avant.",
    "safer.refused.self_exclusion_deposit":
      "Vous vous êtes exclu du jeu jusqu'au [date]. Aucun dépôt n'est possible avant.",
    "safer.refused.time_out_register":
      "Vous faites une pause du jeu jusqu'au [date]. Vous ne pouvez pas ouvrir de compte avant.",
    "safer.refused.self_exclusion_register":
      "Vous vous êtes exclu du jeu jusqu'au [date]. Vous ne pouvez pas ouvrir de compte avant.",
    "safer.error.already_excluded":
      "Vous êtes déjà exclu jusqu'au [date]. Cela ne peut être ni raccourci ni annulé.",
    "safer.error.period": "Veuillez choisir l'une des durées proposées.",
    "safer.error.interval": "Veuillez choisir l'un des intervalles proposés.",
    "safer.error.password_wrong": "Le mot de passe est incorrect.",
    "safer.error.password_missing": "Veuillez saisir votre mot de passe actuel.",
  },
  sw: {
    "safer.clock.caption": "Kipindi",
    "safer.clock.label": "Muda wa kipindi [time]",
    "safer.reality.title": "Ukaguzi wa uhalisia",
    "safer.reality.played": "Umecheza kwa [time] tangu uingie.",
    "safer.reality.staked": "Uliyoweka dau kipindi hiki",
    "safer.reality.won": "Uliyoshinda kipindi hiki",
    "safer.reality.net": "Hali halisi ya kipindi hiki",
    "safer.reality.loading": "Tunajumlisha kipindi chako…",
    "safer.reality.unavailable": "Takwimu za kipindi chako hazipatikani kwa sasa.",
    "safer.reality.continue": "Endelea kucheza",
    "safer.reality.logout": "Toka",
    "safer.reality.history": "Angalia historia yangu",
    "safer.reality.section": "Ukaguzi wa uhalisia",
    "safer.reality.intro":
      "Ukumbusho kwenye skrini wa muda uliocheza na kiasi ulichoshinda au kupoteza tangu uingie.",
    "safer.reality.interval": "Ionyeshe",
    "safer.reality.off": "Kamwe",
    "safer.reality.every": "Kila dakika [minutes]",
    "safer.reality.submit": "Hifadhi ukaguzi",
    "safer.reality.saved": "Utaona ukaguzi wa uhalisia kila dakika [minutes].",
    "safer.reality.saved_off": "Ukaguzi wa uhalisia umezimwa.",
    "safer.limits.title": "Vikomo vya kuweka pesa",
    "safer.time_out.title": "Pumzika",
    "safer.time_out.intro":
      "Mapumziko mafupi kutoka kwenye kamari: huwezi kuingia, kucheza wala kuweka pesa hadi yaishe.",
    "safer.time_out.warning":
      "Yanaanza sasa na kukutoa kila mahali. Hayawezi kukatizwa mapema; yanaisha yenyewe.",
    "safer.time_out.period": "Pumzika kwa",
    "safer.time_out.submit": "Anza mapumziko",
    "safer.self_exclusion.title": "Kujizuia",
    "safer.self_exclusion.intro":
      "Ukihisi unapoteza udhibiti, jizuie: hakuna kuingia, kucheza, kuweka pesa wala matangazo hadi muda uishe.",
    "safer.self_exclusion.warning":
      "Kunaanza sasa na kukutoa kila mahali. Hakuwezi kughairiwa wala kufupishwa, ila kurefushwa tu.",
    "safer.self_exclusion.period": "Nizuie kwa",
    "safer.self_exclusion.submit": "Nizuie",
    "safer.period.24h": "Saa 24",
    "safer.period.1w": "Wiki 1",
    "safer.period.1m": "Mwezi 1",
    "safer.period.6w": "Wiki 6",
    "safer.period.6m": "Miezi 6",
    "safer.period.1y": "Mwaka 1",
    "safer.period.2y": "Miaka 2",
    "safer.period.5y": "Miaka 5",
    "safer.history.title": "Mapumziko na kujizuia kwa awali",
    "safer.history.time_out": "Mapumziko ya [period]: [from] hadi [until]",
    "safer.history.self_exclusion": "Kujizuia kwa [period]: [from] hadi [until]",
    "safer.excluded.time_out.title": "Mapumziko yako yameanza",
    "safer.excluded.time_out.until": "Umetolewa. Huwezi kuingia, kucheza wala kuweka pesa hadi [date].",
    "safer.excluded.self_exclusion.title": "Kujizuia kwako kumeanza",
    "safer.excluded.self_exclusion.until": "Umetolewa. Huwezi kuingia, kucheza wala kuweka pesa hadi [date].",
    "safer.excluded.final": "Hakuwezi kukatizwa mapema, na hatutakutumia matangazo hadi wakati huo.",
    "safer.excluded.help":
      "Kama kamari inakutia wasiwasi, msaada wa bure na wa siri unapatikana kutoka huduma za msaada nchini mwako.",
    "safer.excluded.home": "Nenda ukurasa wa mwanzo",
    "safer.refused.time_out_login":
      "Umepumzika kutoka kwenye kamari hadi [date]. Utaweza kuingia tena baada ya hapo.",
    "safer.refused.self_exclusion_login":
      "Umejizuia kutoka kwenye kamari hadi [date]. Utaweza kuingia tena baada ya hapo.",
    "safer.refused.time_out_deposit":
      "Umepumzika kutoka kwenye kamari hadi [date]. Huwezi kuweka pesa kabla ya hapo.",
    "safer.refused.self_exclusion_deposit":
      "Umejizuia kutoka kwenye kamari hadi [date]. Huwezi kuweka pesa kabla ya hapo.",
    "safer.refused.time_out_register":
      "Umepumzika kutoka kwenye kamari hadi [date]. Huwezi kufungua akaunti kabla ya hapo.",
    "safer.refused.self_exclusion_register":
      "Umejizuia kutoka kwenye kamari hadi [date]. Huwezi kufungua akaunti kabla ya hapo.",
    "safer.error.already_excluded": "Tayari umezuiwa hadi [date]. Haiwezi kufupishwa wala kughairiwa.",
    "safer.error.period": "Tafadhali chagua mojawapo ya vipindi vilivyopo.",
    "safer.error.interval": "Tafadhali chagua mojawapo ya vipindi vilivyopo.",
    "safer.error.password_wrong": "Nenosiri si sahihi.",
    "safer.error.password_missing": "Tafadhali weka nenosiri lako la sasa.",
  },
  pt: {
    "safer.clock.caption": "Sessão",
    "safer.clock.label": "Tempo de sessão [time]",
    "safer.reality.title": "Verificação da realidade",
    "safer.reality.played": "Está a jogar há [time] desde que entrou.",
    "safer.reality.staked": "Apostado nesta sessão",
    "safer.reality.won": "Ganho nesta sessão",
    "safer.reality.net": "Saldo líquido desta sessão",
    "safer.reality.loading": "A somar a sua sessão…",
    "safer.reality.unavailable": "Os números da sua sessão não estão disponíveis agora.",
    "safer.reality.continue": "Continuar a jogar",
    "safer.reality.logout": "Sair",
    "safer.reality.history": "Ver o meu histórico",
    "safer.reality.section": "Verificação da realidade",
    "safer.reality.intro":
      "Um lembrete no ecrã de quanto tempo jogou e do que ganhou ou perdeu desde que entrou.",
    "safer.reality.interval": "Mostrar",
    "safer.reality.off": "Nunca",
    "safer.reality.every": "A cada [minutes] minutos",
    "safer.reality.submit": "Guardar verificação",
    "safer.reality.saved": "Verá uma verificação da realidade a cada [minutes] minutos.",
    "safer.reality.saved_off": "As verificações da realidade estão desligadas.",
    "safer.limits.title": "Limites de depósito",
    "safer.time_out.title": "Fazer uma pausa",
    "safer.time_out.intro": "Uma pausa curta do jogo: não pode entrar, jogar nem depositar até ela terminar.",
    "safer.time_out.warning":
      "Começa agora e termina a sua sessão em todo o lado. Não pode ser terminada antes; acaba sozinha.",
    "safer.time_out.period": "Fazer uma pausa durante",
    "safer.time_out.submit": "Começar a pausa",
    "safer.self_exclusion.title": "Autoexclusão",
    "safer.self_exclusion.intro":
      "Se sente que está a perder o controlo, exclua-se: sem entrada, jogo, depósitos nem publicidade até terminar.",
    "safer.self_exclusion.warning":
      "Começa agora e termina a sua sessão em todo o lado. Não pode ser cancelada nem encurtada, apenas prolongada.",
    "safer.self_exclusion.period": "Excluir-me durante",
    "safer.self_exclusion.submit": "Excluir-me",
    "safer.period.24h": "24 horas",
    "safer.period.1w": "1 semana",
    "safer.period.1m": "1 mês",
    "safer.period.6w": "6 semanas",
    "safer.period.6m": "6 meses",
    "safer.period.1y": "1 ano",
    "safer.period.2y": "2 anos",
    "safer.period.5y": "5 anos",
    "safer.history.title": "Pausas e exclusões anteriores",
    "safer.history.time_out": "Pausa de [period]: de [from] a [until]",
    "safer.history.self_exclusion": "Autoexclusão de [period]: de [from] a [until]",
    "safer.excluded.time_out.title": "A sua pausa começou",
    "safer.excluded.time_out.until":
      "A sua sessão terminou. Não pode entrar, jogar nem depositar até [date].",
    "safer.excluded.self_exclusion.title": "A sua autoexclusão começou",
    "safer.excluded.self_exclusion.until":
      "A sua sessão terminou. Não pode entrar, jogar nem depositar até [date].",
    "safer.excluded.final": "Não pode ser terminada antes, e não lhe enviamos publicidade até lá.",
    "safer.excluded.help":
      "Se o jogo o preocupa, existe ajuda gratuita e confidencial nos serviços de apoio do seu país.",
    "safer.excluded.home": "Ir para a página inicial",
    "safer.refused.time_out_login": "Está em pausa do jogo até [date]. Poderá voltar a entrar depois disso.",
    "safer.refused.self_exclusion_login":
      "Excluiu-se do jogo até [date]. Poderá voltar a entrar depois disso.",
    "safer.refused.time_out_deposit":
      "Está em pausa do jogo até [date]. Não é possível depositar antes disso.",
    "safer.refused.self_exclusion_deposit":
      "Excluiu-se do jogo até [date]. Não é possível depositar antes disso.",
    "safer.refused.time_out_register":
      "Está em pausa do jogo até [date]. Não é possível abrir uma conta antes disso.",
    "safer.refused.self_exclusion_register":
      "Excluiu-se do jogo até [date]. Não é possível abrir uma conta antes disso.",
    "safer.error.already_excluded": "Já está excluído até [date]. Não pode ser encurtado nem cancelado.",
    "safer.error.period": "Escolha uma das durações propostas.",
    "safer.error.interval": "Escolha um dos intervalos propostos.",
    "safer.error.password_wrong": "A palavra-passe está incorreta.",
    "safer.error.password_missing": "Introduza a sua palavra-passe atual.",
  },
};
