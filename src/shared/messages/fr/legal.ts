import type { Translation } from '../../i18n/catalogue.ts';

/** Politique de confidentialité et conditions d’utilisation, avec les termes de la loi suisse sur la protection des données (LPD). */
export default {
  effectiveDate: 'Date d’entrée en vigueur : 4 mai 2025',
  privacy: {
    title: 'Politique de confidentialité',
    intro: [
      '{brand} est une boutique en ligne et un outil de création exploités par une petite entreprise établie en Suisse. La présente politique explique quelles données personnelles nous collectons lorsque vous utilisez {brand}, pourquoi nous les collectons, avec qui nous les partageons et de quels droits vous disposez. Nous traitons les données personnelles conformément à la loi fédérale suisse sur la protection des données (LPD) et, lorsqu’il s’applique à vous, au règlement général de l’UE sur la protection des données (RGPD).',
    ],
    sections: [
      {
        heading: '1. Responsable du traitement',
        paragraphs: [
          'Le responsable du traitement de vos données personnelles est l’entreprise qui exploite {brand}, dont le siège est en Suisse. Pour toute question sur la présente politique ou sur vos données, écrivez à {email}.',
        ],
      },
      {
        heading: '2. Données que nous collectons',
        paragraphs: ['Nous ne collectons que ce dont nous avons besoin pour faire fonctionner la boutique :'],
        list: [
          'Données de compte : votre adresse e-mail, votre nom d’utilisateur, le type de compte et un mot de passe haché de manière sécurisée. Nous n’enregistrons jamais votre mot de passe sous une forme lisible.',
          'Vos créations : les photos et les clips vidéo que vous importez, les images que vous choisissez, les légendes et les affiches générées à partir de ces éléments.',
          'Données de commande : votre nom, votre adresse e-mail, votre numéro de téléphone, votre adresse de livraison et le détail de ce que vous avez commandé.',
          'Données de paiement : les paiements sont traités par notre prestataire de paiement. Nous recevons une confirmation et quelques informations, comme le type de moyen de paiement, mais jamais votre numéro de carte complet.',
          'Données de versement : si vous vendez des affiches en tant que membre, notre prestataire de paiement collecte les données d’identité et les coordonnées bancaires nécessaires pour vous payer.',
          'Données d’utilisation : des informations techniques comme votre navigateur, votre appareil et les pages que vous consultez et, si elle est activée, des événements anonymisés de mesure d’audience.',
        ],
      },
      {
        heading: '3. Utilisation de vos données',
        paragraphs: ['Nous utilisons vos données pour :'],
        list: [
          'créer votre compte, vous connecter et sécuriser votre session ;',
          'générer vos affiches et les garder à votre disposition dans votre tableau de bord ;',
          'imprimer, emballer et expédier vos commandes et vous tenir informé de leur avancement ;',
          'traiter les paiements, les adhésions, les crédits de génération et les versements aux créateurs ;',
          'examiner les affiches que vous choisissez de publier et présenter les affiches publiées dans le catalogue et le fil Moments ;',
          'répondre à vos questions, prévenir la fraude et les abus, et remplir nos obligations légales et comptables ;',
          'comprendre comment la boutique est utilisée afin de pouvoir l’améliorer.',
        ],
      },
      {
        heading: '4. Contenus publics',
        paragraphs: [
          'Les affiches restent privées jusqu’à ce que vous décidiez de les publier. Une affiche publiée devient visible par tous dans le catalogue et le fil Moments, avec son nom, votre nom d’utilisateur et les informations que vous ajoutez. Vous pouvez retirer une affiche de la publication à tout moment depuis votre tableau de bord.',
        ],
      },
      {
        heading: '5. Avec qui nous partageons vos données',
        paragraphs: [
          'Nous ne vendons pas vos données personnelles. Nous les communiquons uniquement aux prestataires qui nous aident à exploiter la boutique, et seulement dans la mesure où ils en ont besoin :',
        ],
        list: [
          'nos partenaires d’impression, qui reçoivent le fichier d’impression et les détails de votre commande ;',
          'La Poste Suisse ou d’autres transporteurs, qui reçoivent votre nom et votre adresse de livraison pour vous livrer votre commande ;',
          'notre prestataire de paiement, pour les paiements, les adhésions et les versements aux créateurs ;',
          'nos prestataires d’hébergement, de stockage, d’envoi d’e-mails et, s’ils sont activés, de mesure d’audience et de traitement d’images ;',
          'les autorités, lorsque la loi l’exige.',
        ],
      },
      {
        heading: '6. Communication à l’étranger',
        paragraphs: [
          'Certains de nos prestataires peuvent traiter des données hors de Suisse. Nous ne communiquons des données que vers des pays offrant un niveau de protection adéquat ou sur la base de garanties appropriées, comme les clauses contractuelles types reconnues par le Préposé fédéral à la protection des données et à la transparence.',
        ],
      },
      {
        heading: '7. Cookies et mesure d’audience',
        paragraphs: [
          'Nous utilisons un cookie de session strictement nécessaire pour que vous restiez connecté, un cookie qui retient pendant un an la langue que vous choisissez, et le stockage local de votre navigateur pour mémoriser votre panier et vos préférences. Lorsque la mesure d’audience est activée, nous utilisons Google Analytics pour compter les pages vues et des événements comme le début d’une commande, mais seulement une fois que vous l’avez accepté dans la bannière des cookies : tant que vous n’avez pas fait votre choix, rien n’est envoyé à Google, et si vous refusez, rien ne le sera jamais. Votre choix est conservé dans le stockage local de votre navigateur, et vous pouvez le modifier à tout moment avec « Paramètres des cookies » au bas de chaque page ; un refus ultérieur arrête la mesure d’audience et supprime ses cookies. Vous pouvez bloquer les cookies de mesure d’audience dans les réglages de votre navigateur sans perdre l’accès à la boutique.',
        ],
      },
      {
        heading: '8. Durée de conservation',
        paragraphs: [
          'Nous conservons vos données de compte et vos créations aussi longtemps que votre compte existe. Les pièces relatives aux commandes et aux paiements sont conservées dix ans, comme l’exige le droit comptable suisse. Lorsque vous supprimez votre compte, nous effaçons ou anonymisons vos données, sauf si la loi nous oblige à les conserver.',
        ],
      },
      {
        heading: '9. Sécurité',
        paragraphs: [
          'Vos données sont transmises par des connexions chiffrées, les mots de passe sont enregistrés sous forme de hachages irréversibles, et l’accès aux données personnelles est limité aux personnes qui en ont besoin. Aucun système n’est parfaitement sûr, mais nous nous efforçons de protéger vos données et vous informerons si une violation de la sécurité des données vous concerne.',
        ],
      },
      {
        heading: '10. Âge minimum',
        paragraphs: [
          '{brand} s’adresse aux personnes âgées de 18 ans ou plus. Si vous avez moins de 18 ans, vous ne pouvez utiliser {brand} qu’avec l’autorisation d’un parent ou de votre représentant légal. Nous ne collectons pas sciemment de données d’enfants sans cette autorisation.',
        ],
      },
      {
        heading: '11. Vos droits',
        paragraphs: [
          'Vous pouvez à tout moment nous demander l’accès à vos données personnelles, les faire rectifier ou effacer, en recevoir une copie dans un format courant, vous opposer à leur traitement ou retirer votre consentement. Une fois connecté, vous pouvez vous-même télécharger une copie de vos données et supprimer votre compte sous Paramètres, « Vos données ». Pour exercer l’un de ces droits, vous pouvez aussi écrire à {email}. Vous pouvez également vous adresser au Préposé fédéral à la protection des données et à la transparence (PFPDT) ou, dans l’UE, déposer une plainte auprès de votre autorité de contrôle locale.',
        ],
      },
      {
        heading: '12. Modifications de la présente politique',
        paragraphs: [
          'Nous pouvons mettre à jour la présente politique lorsque nos services ou la loi changent. La date d’entrée en vigueur indiquée en haut correspond toujours à la version actuelle ; nous vous informerons des changements importants par e-mail ou dans la boutique.',
        ],
      },
      {
        heading: '13. Droit applicable',
        paragraphs: [
          'La présente politique est régie par le droit suisse. Les tribunaux de Lugano (Suisse) sont compétents pour tout litige la concernant, sous réserve de tout for impératif que la loi vous accorde.',
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    intro: [
      'Les présentes conditions s’appliquent à votre utilisation du service {brand}, une boutique en ligne et un outil de création exploités par une petite entreprise établie en Suisse, ainsi qu’à chaque commande que vous passez chez nous. En créant un compte, en générant une affiche ou en passant une commande, vous acceptez les présentes conditions.',
    ],
    sections: [
      {
        heading: '1. Conditions d’accès',
        paragraphs: [
          'Vous devez avoir au moins 18 ans pour utiliser {brand}, ou disposer de l’autorisation d’un parent ou de votre représentant légal, qui accepte les présentes conditions en votre nom.',
        ],
      },
      {
        heading: '2. Votre compte',
        paragraphs: [
          'Vous êtes responsable de la confidentialité de votre mot de passe et de tout ce qui est fait avec votre compte. Fournissez des informations exactes lors de votre inscription et avertissez-nous immédiatement si vous soupçonnez qu’une autre personne utilise votre compte.',
        ],
      },
      {
        heading: '3. Crédits de génération et adhésion',
        paragraphs: [
          'Chaque génération d’affiche utilise un crédit. Les nouveaux comptes reçoivent des crédits gratuits, et des crédits supplémentaires peuvent être achetés. L’adhésion à l’Artistic Collective est un abonnement mensuel qui comprend des créations illimitées et les fonctions supplémentaires décrites lors de l’inscription. Elle se renouvelle chaque mois jusqu’à ce que vous la résiliiez ; vous pouvez résilier à tout moment, et l’adhésion prend alors fin au terme de la période déjà payée. Les crédits et les cotisations d’adhésion ne sont pas remboursables, sauf si la loi l’exige.',
        ],
      },
      {
        heading: '4. Vos contenus',
        paragraphs: [
          'Vous conservez les droits sur les photos et les vidéos que vous importez. Vous confirmez que vous en êtes propriétaire ou que vous avez l’autorisation de les utiliser, et qu’elles ne portent pas atteinte aux droits de tiers, y compris à la personnalité et au droit à l’image des personnes qui y figurent. Les contenus illicites, haineux, sexuellement explicites ou inappropriés de toute autre manière ne sont pas autorisés, et nous pouvons les refuser ou les supprimer.',
          'En important des contenus, vous nous autorisez à les traiter afin de générer vos affiches, d’imprimer et d’expédier vos commandes et, si vous publiez une affiche, de la présenter dans le catalogue et le fil Moments et de l’imprimer pour les acheteurs. Vous pouvez retirer une affiche de la publication à tout moment ; les commandes déjà passées seront tout de même exécutées.',
        ],
      },
      {
        heading: '5. Affiches générées',
        paragraphs: [
          'Les affiches sont générées automatiquement dans le style que vous choisissez. Les résultats varient, et une affiche peut différer de votre photo par ses couleurs, ses détails et sa composition. Les couleurs à l’écran peuvent paraître légèrement différentes de celles de l’affiche imprimée.',
        ],
      },
      {
        heading: '6. Publication et vente',
        paragraphs: [
          'Les affiches que vous publiez sont examinées avant d’apparaître dans le catalogue, et nous pouvons refuser une affiche sans en indiquer les motifs. Lorsque vos affiches se vendent, vous touchez la commission indiquée lors de leur mise en vente, versée par notre prestataire de paiement sur le compte de versement que vous avez relié. Les éditions limitées sont numérotées et ne sont jamais vendues au-delà du tirage annoncé.',
        ],
      },
      {
        heading: '7. Prix et paiement',
        paragraphs: [
          'Tous les prix sont indiqués en francs suisses (CHF), taxes applicables comprises. Les éventuels frais de port sont affichés avant le paiement. Le paiement est dû au moment de la commande et traité de manière sécurisée par notre prestataire de paiement.',
        ],
      },
      {
        heading: '8. Production et annulation',
        paragraphs: [
          'Chaque affiche est imprimée sur commande. Une commande ne peut plus être annulée une fois la production commencée. Si vous devez modifier ou annuler une commande, contactez-nous le plus rapidement possible ; tant que la production n’a pas commencé, nous ferons de notre mieux pour vous aider.',
        ],
      },
      {
        heading: '9. Livraison',
        paragraphs: [
          'Les affiches sont imprimées en Suisse et expédiées par La Poste Suisse ou d’autres transporteurs à l’adresse que vous nous indiquez. Les délais de livraison sont indicatifs et peuvent varier. Veillez à ce que votre adresse soit complète et exacte ; nous ne sommes pas responsables des retards ou des pertes dus à une adresse erronée.',
        ],
      },
      {
        heading: '10. Retours',
        paragraphs: [
          'Comme chaque affiche est fabriquée sur commande, les retours ne sont acceptés que pour les articles défectueux ou endommagés. Si votre affiche arrive endommagée ou présente un défaut d’impression, écrivez à {email} peu après la livraison en indiquant votre numéro de commande et en joignant une photo du problème ; nous remplacerons l’affiche ou vous la rembourserons.',
        ],
      },
      {
        heading: '11. Propriété intellectuelle',
        paragraphs: [
          'Le nom {brand}, le site web, les styles et les logiciels nous appartiennent ou appartiennent à nos concédants de licence. À l’exception de vos propres contenus, vous ne pouvez copier, revendre ou diffuser aucune partie du service sans notre autorisation écrite.',
        ],
      },
      {
        heading: '12. Responsabilité',
        paragraphs: [
          'Nous fournissons le service avec soin, mais ne pouvons pas garantir qu’il soit toujours disponible ou exempt d’erreurs. Dans les limites autorisées par la loi, notre responsabilité est limitée aux dommages directs causés intentionnellement ou par négligence grave et n’excède jamais le montant que vous avez payé pour la commande concernée.',
        ],
      },
      {
        heading: '13. Modifications des présentes conditions',
        paragraphs: [
          'Nous pouvons modifier les présentes conditions de temps à autre. La version en vigueur au moment où vous passez une commande s’applique à cette commande ; la date d’entrée en vigueur indiquée en haut correspond toujours à la version actuelle.',
        ],
      },
      {
        heading: '14. Droit applicable et for',
        paragraphs: [
          'Les présentes conditions sont régies par le droit suisse. Le for exclusif est à Lugano (Suisse), sous réserve de tout for impératif que le droit de la protection des consommateurs vous accorde.',
        ],
      },
      {
        heading: '15. Contact',
        paragraphs: ['Des questions sur les présentes conditions ou sur votre commande ? Écrivez-nous à {email}.'],
      },
    ],
  },
  returns: {
    title: 'Retours et tirages endommagés',
    intro: [
      'Chaque affiche {brand} est imprimée pour vous, sur commande. Cette page explique ce qui se passe si l’une d’elles arrive endommagée ou mal imprimée, et comment nous le signaler.',
    ],
    sections: [
      {
        heading: '1. Fabriqué sur commande',
        paragraphs: [
          'Les tirages personnalisés ne peuvent être ni retournés ni échangés, sauf s’ils arrivent endommagés ou mal imprimés : chacun est fabriqué sur votre commande, le droit de retour des achats à distance ne s’y applique donc pas. Tant que la production n’a pas commencé, vous pouvez annuler vous-même une commande, depuis « Mes commandes » ou le lien de votre e-mail de confirmation, et vous êtes remboursé en entier.',
        ],
      },
      {
        heading: '2. Un tirage endommagé ou mal imprimé',
        paragraphs: [
          'Si votre tirage arrive plié, déchiré, mouillé ou abîmé d’une autre façon, ou s’il n’est pas imprimé comme commandé (mauvaise affiche, mauvaises couleurs, parties manquantes), nous le remplaçons ou le remboursons en entier, à votre choix. Cela ne vous coûte rien, et vous ne devez renvoyer le tirage endommagé que si nous vous le demandons.',
        ],
      },
      {
        heading: '3. Comment le signaler',
        paragraphs: ['Écrivez à {email} dans les 14 jours suivant la livraison, avec :'],
        list: [
          'votre numéro de commande (ORD-… ou CAT-…, dans votre e-mail de confirmation) ;',
          'une photo du tirage et une du colis, où l’on voit le dommage ou le défaut ;',
          'si vous préférez un nouveau tirage ou un remboursement.',
        ],
      },
      {
        heading: '4. La suite',
        paragraphs: [
          'Nous répondons dans les deux jours ouvrables. Un nouveau tirage part avec la même livraison gratuite que votre commande ; un remboursement revient sur la carte ou le compte utilisé pour payer, en général en 5 à 10 jours ouvrables.',
        ],
      },
    ],
  },
} satisfies Translation<'legal'>;
