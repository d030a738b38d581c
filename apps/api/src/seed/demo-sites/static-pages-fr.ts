import type { PageWriter } from "./static-pages.ts";

export const pagesFr: PageWriter = (o) => ({
  "about-us": {
    title: `À propos de ${o.site}`,
    keywords: `${o.site}, à propos, paris agréés, paris sportifs, casino, loto`,
    body: [
      {
        text: `${o.site} est un site de paris et de jeux en ligne exploité par ${o.company}. Paris sportifs, paris en direct, jeux de casino et tirages de loterie sont réunis dans un seul compte, avec un seul portefeuille et un seul solde.`,
      },
      {
        heading: "Agréé et réglementé",
        text: `${o.site} est titulaire de la licence ${o.licence} délivrée par ${o.regulator}. Chaque jeu proposé utilise un générateur de nombres aléatoires certifié, et nos taux de redistribution sont contrôlés par des laboratoires indépendants.`,
      },
      {
        heading: "Pensé pour le mobile",
        text: "Notre site est conçu d'abord pour le téléphone : les pages se chargent vite même sur un réseau lent, et les dépôts comme les retraits passent directement par le mobile money et les comptes bancaires que nos joueurs utilisent déjà.",
      },
      {
        heading: "Nous contacter",
        text: `Notre service client est disponible tous les jours de l'année. Écrivez à ${o.email} ou appelez le ${o.phone} ; nous répondons à chaque message en moins d'une heure.`,
      },
    ],
  },
  "terms-and-conditions": {
    title: "Conditions générales",
    keywords: `conditions ${o.site}, règles des paris, compte, retraits, bonus`,
    body: [
      {
        text: `Les présentes conditions régissent l'utilisation de ${o.site}, exploité par ${o.company} sous la licence ${o.licence}. En ouvrant un compte, vous confirmez les avoir lues et acceptées.`,
      },
      {
        heading: "1. Votre compte",
        text: "Vous devez avoir au moins 18 ans et ne pouvez détenir qu'un seul compte. Les informations fournies à l'inscription doivent être exactes et vous appartenir. Nous pouvons vérifier votre identité (FICA) avant de vous laisser jouer ou retirer.",
      },
      {
        heading: "2. Paris et jeux",
        text: "Un pari est accepté dès qu'il apparaît dans votre historique avec un numéro de ticket. Les cotes peuvent changer jusqu'à ce moment. Les erreurs manifestes de cote ou de résultat peuvent être corrigées, et les paris concernés réglés au bon prix.",
      },
      {
        heading: "3. Dépôts et retraits",
        text: "Les dépôts et retraits respectent les montants minimum et maximum affichés à la caisse. Les retraits sont versés uniquement sur un moyen de paiement à votre nom et peuvent être suspendus le temps de nos contrôles de sécurité.",
      },
      {
        heading: "4. Bonus et promotions",
        text: "Chaque promotion a ses propres règles, affichées sur sa page, dont les conditions de mise et la date d'expiration. Le crédit promotionnel ne peut être retiré qu'une fois ces conditions remplies. Tout abus peut entraîner le retrait de la promotion.",
      },
      {
        heading: "5. Réclamations",
        text: `Si vous n'êtes pas satisfait de notre service, écrivez à ${o.email}. Nous répondons à chaque réclamation sous 14 jours. Si notre réponse ne vous convient pas, vous pouvez saisir ${o.adr}.`,
      },
    ],
  },
  "responsible-gaming": {
    title: "Jeu responsable",
    keywords: `${o.site}, jeu responsable, limites de dépôt, auto-exclusion, aide`,
    body: [
      {
        text: "Parier doit rester un divertissement, jamais un moyen de gagner sa vie ou de fuir ses problèmes. Nous vous donnons des outils simples pour garder le contrôle, et nous n'empêcherons jamais un joueur qui veut arrêter.",
      },
      {
        heading: "Fixez vos limites",
        text: "Dans les paramètres de votre compte, vous pouvez fixer des limites de dépôt quotidiennes, hebdomadaires ou mensuelles. Une baisse s'applique immédiatement ; une hausse seulement après 24 heures, pour que chaque décision soit réfléchie.",
      },
      {
        heading: "Faites une pause",
        text: "Vous pouvez suspendre votre compte pour 24 heures, une semaine ou un mois, ou vous auto-exclure pour six mois ou plus. Pendant une auto-exclusion, nous n'acceptons aucun pari et ne vous envoyons aucune offre.",
      },
      {
        heading: "Signaux d'alerte",
        text: "Courir après ses pertes, miser l'argent du loyer ou de la nourriture, emprunter pour jouer ou cacher ses paris à sa famille sont des signes que le jeu devient un problème. Si vous les reconnaissez, parlez-en à quelqu'un dès aujourd'hui.",
      },
      {
        heading: "Protéger les mineurs",
        text: `Le jeu est réservé aux adultes. Nous vérifions l'âge de chaque joueur et recommandons un logiciel de contrôle parental sur tout appareil accessible à un enfant. Besoin d'aide ? Écrivez à ${o.email} : nous vous orienterons vers une aide gratuite et confidentielle.`,
      },
    ],
  },
  "privacy-policy": {
    title: "Politique de confidentialité",
    keywords: `confidentialité ${o.site}, données personnelles, cookies, protection des données`,
    body: [
      {
        text: `${o.company} est responsable des données personnelles que vous confiez à ${o.site}. Cette politique explique ce que nous collectons, pourquoi, et quels sont vos choix.`,
      },
      {
        heading: "Ce que nous collectons",
        text: "Vos nom, numéro de téléphone, adresse e-mail, date de naissance et pièces d'identité ; vos transactions et votre historique de paris ; et des données techniques comme votre appareil, votre navigateur et votre adresse IP.",
      },
      {
        heading: "Pourquoi nous les utilisons",
        text: "Pour gérer votre compte et payer vos gains, respecter nos obligations légales de contrôle de l'âge, de lutte contre la fraude et le blanchiment, sécuriser le site et, seulement avec votre accord, vous envoyer des offres.",
      },
      {
        heading: "Cookies",
        text: "Nous utilisons des cookies pour vous garder connecté, retenir votre langue et mesurer l'utilisation du site. Les cookies d'affiliation enregistrent le partenaire qui vous a envoyé chez nous et expirent après 30 jours.",
      },
      {
        heading: "Vos droits",
        text: `Vous pouvez demander une copie de vos données, leur correction, ou refuser la prospection à tout moment. Écrivez à ${o.email}. Nous conservons les données du compte aussi longtemps que la loi et notre licence l'exigent.`,
      },
    ],
  },
});
