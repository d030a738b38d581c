/**
 * The strings of account security (devices and sessions, confirming it is you, email
 * confirmation, sign-in links, the demo outbox), per locale.
 */
export const securityTranslations: Record<string, Record<string, string>> = {
  en: {
    "account.tab.sessions": "Devices",
    "sessions.intro":
      "Your account is logged in on these devices. If you do not recognise one, log it out and change your password.",
    "sessions.current": "This device",
    "sessions.detail": "[method] · [ip] · last active [time]",
    "sessions.method.password": "Password",
    "sessions.method.register": "Registration",
    "sessions.method.google": "Google",
    "sessions.method.autologin": "Sign-in link",
    "sessions.end": "Log out",
    "sessions.end_label": "Log out [device]",
    "sessions.end_others": "Log out all other devices",
    "sessions.end_all": "Log out everywhere",
    "sessions.none_other": "No other device is logged in.",
    "sessions.unknown": "This session no longer exists.",
    "account.reauth.explain":
      "Your account signs in with Google. Confirm it is you with Google, then make the change within 10 minutes.",
    "account.reauth.google": "Confirm with Google",
    "account.reauth.done": "Thank you. You can now make the change.",
    "account.email.unverified": "Your email address is not confirmed yet.",
    "account.email.resend": "Send the confirmation link again",
    "auth.autologin_failed": "This sign-in link is invalid or has expired. Please log in.",
    "outbox.explain":
      "Demo transport: nothing leaves this machine. These are the messages this site would have sent by SMS or email. A real deployment sends them through SMTP and an SMS gateway, and this page does not exist there.",
  },
  fr: {
    "account.tab.sessions": "Appareils",
    "sessions.intro":
      "Votre compte est connecté sur ces appareils. Si vous n'en reconnaissez pas un, déconnectez-le et changez votre mot de passe.",
    "sessions.current": "Cet appareil",
    "sessions.detail": "[method] · [ip] · dernière activité [time]",
    "sessions.method.password": "Mot de passe",
    "sessions.method.register": "Inscription",
    "sessions.method.google": "Google",
    "sessions.method.autologin": "Lien de connexion",
    "sessions.end": "Déconnecter",
    "sessions.end_label": "Déconnecter [device]",
    "sessions.end_others": "Déconnecter tous les autres appareils",
    "sessions.end_all": "Se déconnecter partout",
    "sessions.none_other": "Aucun autre appareil n'est connecté.",
    "sessions.unknown": "Cette session n'existe plus.",
    "account.reauth.explain":
      "Votre compte se connecte avec Google. Confirmez votre identité avec Google, puis faites la modification dans les 10 minutes.",
    "account.reauth.google": "Confirmer avec Google",
    "account.reauth.done": "Merci. Vous pouvez maintenant faire la modification.",
    "account.email.unverified": "Votre adresse e-mail n'est pas encore confirmée.",
    "account.email.resend": "Renvoyer le lien de confirmation",
    "auth.autologin_failed": "Ce lien de connexion n'est pas valide ou a expiré. Veuillez vous connecter.",
    "outbox.explain":
      "Transport de démonstration : rien ne quitte cette machine. Voici les messages que ce site aurait envoyés par SMS ou e-mail. Un vrai déploiement les envoie par SMTP et par une passerelle SMS, et cette page n'y existe pas.",
  },
  sw: {
    "account.tab.sessions": "Vifaa",
    "sessions.intro":
      "Akaunti yako imeingia kwenye vifaa hivi. Kama hukitambui kimoja, kiondoe na ubadilishe nenosiri lako.",
    "sessions.current": "Kifaa hiki",
    "sessions.detail": "[method] · [ip] · mara ya mwisho [time]",
    "sessions.method.password": "Nenosiri",
    "sessions.method.register": "Usajili",
    "sessions.method.google": "Google",
    "sessions.method.autologin": "Kiungo cha kuingia",
    "sessions.end": "Toka",
    "sessions.end_label": "Toa [device]",
    "sessions.end_others": "Toa vifaa vingine vyote",
    "sessions.end_all": "Toka kila mahali",
    "sessions.none_other": "Hakuna kifaa kingine kilichoingia.",
    "sessions.unknown": "Kipindi hiki hakipo tena.",
    "account.reauth.explain":
      "Akaunti yako huingia kwa Google. Thibitisha kuwa ni wewe kwa Google, kisha fanya mabadiliko ndani ya dakika 10.",
    "account.reauth.google": "Thibitisha kwa Google",
    "account.reauth.done": "Asante. Sasa unaweza kufanya mabadiliko.",
    "account.email.unverified": "Barua pepe yako bado haijathibitishwa.",
    "account.email.resend": "Tuma kiungo cha uthibitisho tena",
    "auth.autologin_failed": "Kiungo hiki cha kuingia si sahihi au kimeisha muda. Tafadhali ingia.",
    "outbox.explain":
      "Usafirishaji wa maonyesho: hakuna kinachotoka kwenye mashine hii. Huu ni ujumbe ambao tovuti hii ingetuma kwa SMS au barua pepe. Mfumo halisi huutuma kupitia SMTP na lango la SMS, na ukurasa huu haupo huko.",
  },
  pt: {
    "account.tab.sessions": "Dispositivos",
    "sessions.intro":
      "A sua conta tem sessão iniciada nestes dispositivos. Se não reconhecer algum, termine a sessão e altere a sua palavra-passe.",
    "sessions.current": "Este dispositivo",
    "sessions.detail": "[method] · [ip] · última atividade [time]",
    "sessions.method.password": "Palavra-passe",
    "sessions.method.register": "Registo",
    "sessions.method.google": "Google",
    "sessions.method.autologin": "Ligação de acesso",
    "sessions.end": "Terminar sessão",
    "sessions.end_label": "Terminar sessão em [device]",
    "sessions.end_others": "Terminar sessão em todos os outros dispositivos",
    "sessions.end_all": "Terminar sessão em todo o lado",
    "sessions.none_other": "Nenhum outro dispositivo tem sessão iniciada.",
    "sessions.unknown": "Esta sessão já não existe.",
    "account.reauth.explain":
      "A sua conta entra com o Google. Confirme que é você com o Google e faça a alteração nos 10 minutos seguintes.",
    "account.reauth.google": "Confirmar com o Google",
    "account.reauth.done": "Obrigado. Já pode fazer a alteração.",
    "account.email.unverified": "O seu e-mail ainda não está confirmado.",
    "account.email.resend": "Enviar de novo a ligação de confirmação",
    "auth.autologin_failed": "Esta ligação de acesso não é válida ou expirou. Inicie sessão.",
    "outbox.explain":
      "Transporte de demonstração: nada sai desta máquina. Estas são as mensagens que este site teria enviado por SMS ou e-mail. Uma instalação real envia-as por SMTP e por um gateway de SMS, e esta página não existe lá.",
  },
};
