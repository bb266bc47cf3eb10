import type { LegalTexts } from './legal-document';

/** Les conditions en français (fr-FR). */
export const texts: LegalTexts = {
  userAgreement: {
    title: "Conditions d'utilisation de Yardfleet",
    version: 'Version 1.0, en vigueur au 1er mars 2025',
    sections: [
      {
        heading: '1. Qui peut utiliser Yardfleet',
        paragraphs: [
          "Yardfleet est un service de gestion de flotte pour le matériel d'extérieur sur batterie, proposé uniquement aux entreprises et aux commerçants indépendants. Il n'est pas proposé aux consommateurs.",
          "La personne qui enregistre un compte d'entreprise confirme qu'elle est autorisée par le titulaire du compte (l'entreprise ou le commerçant) à créer ce compte et à accepter les présentes conditions en son nom.",
        ],
      },
      {
        heading: '2. Comptes et rôles',
        paragraphs: [
          "Chaque entreprise a exactement un administrateur. L'administrateur invite les responsables et les employés, peut transférer le rôle d'administrateur et gère le nom et le fuseau horaire de l'entreprise. Les droits de chaque rôle sont décrits dans la documentation du produit.",
          "Vous gardez vos identifiants confidentiels et nous prévenez sans délai en cas de soupçon d'abus. Vous êtes responsable de tout ce qui est fait avec votre compte.",
        ],
      },
      {
        heading: '3. Le service',
        paragraphs: [
          "Yardfleet affiche la position, l'état, le temps de fonctionnement, la batterie et l'entretien que vos équipements, passerelles et chargeurs transmettent, et vous permet d'organiser le matériel avec des étiquettes, des entrepôts et des rappels d'entretien.",
          "Nous visons une haute disponibilité sans garantir un service ininterrompu. Les maintenances planifiées sont annoncées à l'avance dans la mesure du possible.",
        ],
      },
      {
        heading: '4. Vos données',
        paragraphs: [
          "L'entreprise reste propriétaire des données d'équipement qu'elle saisit et que ses appareils transmettent. Vous nous accordez les droits nécessaires pour les stocker, les traiter et les afficher afin de fournir le service.",
          "Vous pouvez exporter vos données à tout moment et demander leur suppression à la fin du compte d'entreprise.",
        ],
      },
      {
        heading: '5. Utilisation acceptable',
        paragraphs: [
          "Vous n'utiliserez pas Yardfleet pour suivre des personnes sans base légale, pour perturber le service ou d'autres clients, pour tester sa sécurité sans notre accord écrit, ni en violation de la loi applicable.",
        ],
      },
      {
        heading: '6. Tarifs',
        paragraphs: [
          "Les tarifs éventuels suivent la commande ou la formule convenue avec votre revendeur ou avec nous. Les prix s'entendent hors TVA sauf mention contraire.",
        ],
      },
      {
        heading: '7. Fin du contrat',
        paragraphs: [
          "Vous pouvez résilier votre compte personnel dans Mon compte. L'administrateur d'une entreprise enregistrée transfère d'abord le rôle d'administrateur. Un compte d'entreprise est résilié par un agent du service Yardfleet à la demande de l'administrateur.",
          "Vous pouvez retirer votre consentement dans Informations légales ; le service reste désactivé pour vous jusqu'à ce que vous l'acceptiez de nouveau.",
        ],
      },
      {
        heading: '8. Responsabilité',
        paragraphs: [
          "Rien dans ces conditions ne limite la responsabilité en cas de faute intentionnelle, de faute lourde ou d'atteinte à la vie, au corps ou à la santé. Pour le reste, notre responsabilité est limitée aux dommages prévisibles typiques de ce type de contrat et, par an, aux sommes payées au cours des douze mois précédents.",
        ],
      },
      {
        heading: '9. Modifications et droit applicable',
        paragraphs: [
          "Nous pouvons modifier ces conditions avec un préavis d'au moins 30 jours ; lors de votre prochaine connexion, il vous est demandé d'accepter la nouvelle version. Le droit du pays de l'entité Yardfleet contractante s'applique.",
        ],
      },
    ],
  },
  privacyPolicy: {
    title: 'Politique de confidentialité de Yardfleet',
    version: 'Version 1.0, en vigueur au 1er mars 2025',
    sections: [
      {
        heading: '1. Responsable du traitement',
        paragraphs: [
          "Votre entreprise est responsable des données d'équipement qu'elle traite dans Yardfleet ; nous les traitons pour son compte. Pour les données de compte (nom, e-mail, langue, historique de connexion), nous sommes responsables du traitement. Contact : privacy@yardfleet.com.",
        ],
      },
      {
        heading: '2. Données traitées',
        paragraphs: [
          'Données de compte : prénom et nom, adresse e-mail, entreprise, rôle, langue, empreinte du mot de passe, heures de connexion et identifiants des navigateurs utilisés.',
          "Données d'équipement : numéros de série et de modèle, positions, temps de fonctionnement, valeurs de batterie et de charge, historique d'entretien et étiquettes attribuées par votre entreprise.",
        ],
      },
      {
        heading: '3. Finalités',
        paragraphs: [
          'Fournir le service souscrit (contrat), le sécuriser, par exemple en limitant les tentatives de connexion et en fermant les sessions (intérêt légitime), et respecter nos obligations légales comme la conservation comptable.',
        ],
      },
      {
        heading: '4. Destinataires',
        paragraphs: [
          "Les personnes de votre entreprise selon leur rôle, nos hébergeurs et prestataires d'e-mail agissant comme sous-traitants sous contrat écrit, et les autorités lorsque la loi l'exige. Nous ne vendons jamais de données personnelles.",
        ],
      },
      {
        heading: '5. Lieu de stockage',
        paragraphs: [
          "Les données des clients européens sont stockées dans l'Union européenne ; celles des clients nord-américains aux États-Unis. Les transferts hors de ces régions reposent sur les clauses contractuelles types.",
        ],
      },
      {
        heading: '6. Durée de conservation',
        paragraphs: [
          "Les données de compte tant que le compte existe, puis jusqu'à 90 jours dans les sauvegardes ; l'historique de connexion 12 mois ; les factures aussi longtemps que la loi fiscale l'impose.",
        ],
      },
      {
        heading: '7. Vos droits',
        paragraphs: [
          "Vous pouvez accéder à vos données, les rectifier, les effacer, en limiter le traitement ou les porter, vous opposer aux traitements fondés sur l'intérêt légitime et retirer votre consentement à tout moment dans Informations légales, sans effet sur les traitements antérieurs. Vous pouvez saisir une autorité de contrôle.",
        ],
      },
      {
        heading: '8. Sécurité',
        paragraphs: [
          "Les mots de passe ne sont conservés que sous forme d'empreintes salées, les connexions sont chiffrées, les liens envoyés expirent et ne servent qu'une fois, et l'accès est limité selon le rôle.",
        ],
      },
      {
        heading: '9. Modifications',
        paragraphs: [
          "Nous annonçons les modifications de cette politique dans l'application ; les changements importants sont présentés lors de votre prochaine connexion.",
        ],
      },
    ],
  },
};
