/**
 * Each kit's own riddles in Canadian French, written in its theme for Québec children (« cocos de
 * Pâques », « tuque », « chaudière », « garde-robe »): the first of the 200+ a French kit prints (see
 * kit-riddle-set.ts). Not translations of kit-riddles.ts: the rhymes are French rhymes. Written with
 * plain spaces; kit-riddle-set.ts applies French punctuation spacing. Paid content: server only.
 */

import type { KitOwnRiddles } from './kit-riddles.ts';

export const kitOwnRiddlesFr: readonly KitOwnRiddles[] = [
  {
    kit: 'easter-bunny',
    openers: ['Hop, hop !', 'Hip hip hop !', 'Joyeuses Pâques !'],
    riddles: [
      [
        '3-6',
        'Regarde sous ton oreiller, la place toute douce où ta tête dort la nuit.',
        'sous ton oreiller',
      ],
      ['3-6', 'Saute jusqu’au frigo, la grosse boîte froide où vivent le lait et le jus.', 'dans le frigo'],
      [
        '3-6',
        'Tes souliers t’attendent près de la porte. Regarde dans un soulier !',
        'dans un soulier près de la porte',
      ],
      ['3-6', 'Regarde dans la boîte d’œufs où les cocos attendent le déjeuner.', 'dans la boîte d’œufs'],
      [
        '3-6',
        'Hop, hop jusqu’au divan où la famille s’assoit. Regarde sous un coussin du divan.',
        'sous un coussin du divan',
      ],
      ['3-6', 'Regarde dans le coffre à jouets où ton toutou fait la sieste.', 'dans le coffre à jouets'],
      [
        '3-6',
        'Trouve l’horloge ronde qui fait tic-tac sur le mur. Regarde sous l’horloge.',
        'sous l’horloge',
      ],
      ['3-6', 'Regarde sous la grande table de la cuisine où on déjeune.', 'sous la table de la cuisine'],
      [
        '6-8',
        'J’ai un visage et deux aiguilles, mais pas de bras ni de jambes. Cherche près de moi !',
        'près de l’horloge',
      ],
      [
        '6-8',
        'Plus je sèche, plus je suis mouillée. Regarde là où je suis accrochée.',
        'sur le porte-serviettes',
      ],
      [
        '6-8',
        'J’ai des pédales, mais je ne suis pas un vélo; j’ai un clavier, mais je n’écris pas. Regarde près de moi.',
        'près du piano',
      ],
      [
        '6-8',
        'J’ai des feuilles, mais je ne pousse pas dans la forêt. Regarde là où plein de mes frères sont en rang.',
        'sur la bibliothèque',
      ],
      ['6-8', 'Tes bas sales viennent me visiter avant d’être lavés.', 'dans le panier à linge'],
      [
        '6-8',
        'Je suis pleine de trous, mais je garde quand même les pâtes. Regarde près de l’évier !',
        'dans la passoire',
      ],
      [
        '6-8',
        'Je suis tout mou, tout rond, sans pattes ni dossier. Laisse-toi tomber sur moi, puis regarde dessous !',
        'sous le pouf',
      ],
      [
        '6-8',
        'Le lapin de Pâques adore les carottes qui restent croquantes en moi, tout en bas, au froid. Tire-moi !',
        'dans le tiroir à légumes',
      ],
      [
        '8-14',
        'Là où tu te laves les mains chaque matin; le lapin a caché un indice, c’est certain.',
        'près du lavabo',
      ],
      [
        '8-14',
        'Queue en pompon et longues oreilles; regarde près de la glace où tu te vois, merveille des merveilles.',
        'près du miroir de l’entrée',
      ],
      [
        '8-14',
        'Bien bordé là où dorment les couvertures; regarde là où tes orteils se cachent, c’est l’aventure.',
        'au pied du lit',
      ],
      ['8-14', 'Des cocos roses, bleus et dorés; cherche là où tout reste bien gelé.', 'dans le congélateur'],
      [
        '8-14',
        'Les jours d’averse, tu m’enfiles pour sauter dans l’eau; glisse ta main en moi, c’est rigolo.',
        'dans une botte de pluie',
      ],
      [
        '8-14',
        'Je t’éclaire quand le jour s’en va; éteins-moi et regarde, mon petit lapin, juste là.',
        'sous une lampe',
      ],
      [
        '8-14',
        'Les manteaux pendent et les tuques sont en haut; ouvre leur porte et cherche, il fait chaud.',
        'dans la garde-robe d’entrée',
      ],
      [
        '8-14',
        'Le lapin saute d’une pièce à l’autre en riant; regarde près du bouquet de tulipes, maintenant.',
        'près du vase de fleurs',
      ],
    ],
  },
  {
    kit: 'cool-bunny',
    openers: ['Salut, l’ami cool !', 'Reste cool !', 'Ici Lapin Cool !'],
    riddles: [
      ['3-6', 'Regarde près du haut-parleur d’où sort la musique. Boum, boum !', 'près du haut-parleur'],
      [
        '3-6',
        'Trouve tes espadrilles les plus cool. Y a-t-il quelque chose dans tes espadrilles ?',
        'dans tes espadrilles',
      ],
      ['3-6', 'Regarde dans ton sac à dos où voyagent tes collations cool.', 'dans ton sac à dos'],
      ['3-6', 'Regarde au crochet où pendent ta tuque et ton foulard.', 'au crochet à manteaux'],
      ['3-6', 'Regarde sous le tapis tout doux où tu joues.', 'sous le tapis'],
      ['3-6', 'Trouve la chaise où tu t’assois pour souper. Regarde sous ta chaise.', 'sous ta chaise'],
      ['3-6', 'Regarde dans le panier à jouets où sont les ballons et les jeux.', 'dans le panier à jouets'],
      ['3-6', 'Jette un coup d’œil derrière le pouf. Qui se cache là ?', 'derrière le pouf'],
      [
        '6-8',
        'J’ai un couvercle et je transporte ta collation jusqu’à l’école. Regarde dedans.',
        'dans ta boîte à lunch',
      ],
      ['6-8', 'Je garde la crème glacée bien froide. Ouvre ma porte du haut.', 'dans le congélateur'],
      [
        '6-8',
        'J’ai des tiroirs pleins de bas et de chandails, et tes lunettes de soleil se reposent sur moi. Regarde dessus.',
        'sur la commode',
      ],
      [
        '6-8',
        'J’ai des cordes et je fais de la musique quand on me gratte. Regarde près de moi.',
        'près de la guitare',
      ],
      [
        '6-8',
        'Matin et soir, tu viens chercher en moi ce qui frotte ton sourire. Regarde à côté de moi.',
        'à côté du verre à brosses à dents',
      ],
      ['6-8', 'Tu t’assois sur moi pour jouer aux jeux vidéo. Regarde sous moi.', 'sous le pouf'],
      [
        '6-8',
        'J’ai une grande bouche pleine de papier et de crayons de cire. Regarde dedans.',
        'dans la boîte à bricolage',
      ],
      [
        '6-8',
        'Quand le soleil se couche, ce qui protège tes yeux vient dormir en moi. Regarde dedans.',
        'dans l’étui à lunettes',
      ],
      [
        '8-14',
        'Reste cool, reste calme, pas de panique; cherche où dorment les dés et les cartes, c’est logique.',
        'dans l’armoire des jeux',
      ],
      [
        '8-14',
        'Un lapin cool a besoin de ses lunettes fumées; regarde là où tes espadrilles attendent, bien rangées.',
        'sur l’étagère à souliers',
      ],
      [
        '8-14',
        'Monte le son et danse toute la soirée; la musique sort de moi : regarde à ma droite, c’est assuré.',
        'à droite du haut-parleur',
      ],
      [
        '8-14',
        'Quand tu es fatigué et que tu vas te coucher; regarde sous le coussin où ta tête vient se poser.',
        'sous ton oreiller',
      ],
      [
        '8-14',
        'Céréales, craquelins et collations à gogo; le prochain indice dort avec eux, derrière leur porte, incognito.',
        'dans le garde-manger',
      ],
      [
        '8-14',
        'Le coin le plus cool, tout givré et glacé; ouvre vite et referme, sinon tout va dégeler.',
        'dans le congélateur',
      ],
      [
        '8-14',
        'Je roule, je rebondis et je vole dans les airs; cherche où dorment les ballons et les bâtons, c’est clair.',
        'dans le bac des sports',
      ],
      [
        '8-14',
        'Les vêtements sales s’empilent en montagne; fouille doucement, c’est toi qui gagnes.',
        'dans le panier à linge',
      ],
    ],
  },
  {
    kit: 'pirate-bunny',
    openers: ['Ohé, moussaillon !', 'Arrr, l’équipage !', 'Mille sabords !'],
    riddles: [
      ['3-6', 'Ohé ! Regarde dans le panier à jouets où dorment les bateaux.', 'dans le panier à jouets'],
      ['3-6', 'Regarde sur l’étagère à souliers, le trésor des chaussures.', 'sur l’étagère à souliers'],
      [
        '3-6',
        'Trouve la grande île toute douce : le divan ! Regarde sous un coussin.',
        'sous un coussin du divan',
      ],
      ['3-6', 'Regarde dans la boîte de crayons où vivent tes crayons.', 'dans la boîte de crayons'],
      ['3-6', 'Jette un coup d’œil sous ton lit, moussaillon !', 'sous ton lit'],
      ['3-6', 'Regarde près de la porte par où on rentre à la maison.', 'près de la porte d’entrée'],
      ['3-6', 'Trouve la tasse où tu bois au déjeuner. Regarde sous ta tasse.', 'sous ta tasse'],
      ['3-6', 'Regarde dans le panier à linge où vont les vêtements sales.', 'dans le panier à linge'],
      [
        '6-8',
        'Je suis épais et moelleux, et tes draps me couvrent chaque matin. Soulève-moi, moussaillon, et regarde dessous !',
        'sous le matelas',
      ],
      [
        '6-8',
        'Sous mon robinet, l’eau tombe en cascade et on y rince les assiettes. Regarde près de moi.',
        'près de l’évier de la cuisine',
      ],
      ['6-8', 'Je garde les assiettes et les tasses de l’équipage. Ouvre ma porte.', 'dans l’armoire'],
      [
        '6-8',
        'Les pirates lisent des cartes; toi, tu me lis. Regarde entre mes couvertures.',
        'dans un livre',
      ],
      [
        '6-8',
        'J’ai un couvercle et je garde des gâteries miam-miam. Regarde près de moi.',
        'près du pot à biscuits',
      ],
      [
        '6-8',
        'Tout marin en a besoin la nuit : une place douce pour sa tête. Regarde dessous.',
        'sous ton oreiller',
      ],
      [
        '6-8',
        'Je m’ouvre sur la cour, là où le vent souffle. Regarde près de moi, derrière la maison.',
        'près de la porte d’en arrière',
      ],
      [
        '6-8',
        'Je donne l’heure sur le mur, là où on prépare les repas. Regarde sous moi.',
        'sous l’horloge de la cuisine',
      ],
      [
        '8-14',
        'Yo-ho-ho et une bouteille de jus; le prochain indice est là où elle reste au froid, bien reçu.',
        'dans le frigo',
      ],
      [
        '8-14',
        'Passe le divan, traverse le plancher; la carte au trésor attend derrière ce qui s’ouvre et se ferme, bien cachée.',
        'derrière une porte',
      ],
      [
        '8-14',
        'Les pieds d’un pirate s’enfoncent dans du cuir grand et noir; fouille ce que tu chausses quand il pleut, c’est obligatoire.',
        'dans tes bottes',
      ],
      [
        '8-14',
        'Là où l’équipage fait briller son sourire le soir; regarde dans le petit gobelet, tu vas voir.',
        'dans le verre à brosses à dents',
      ],
      [
        '8-14',
        'Le trésor d’un pirate dort au fond d’une malle; cherche où dorment tes toutous, tes blocs et ta balle.',
        'dans le coffre à jouets',
      ],
      [
        '8-14',
        'Capitaine Lapin fait la sieste sur le lit; regarde sous ce qui tient sa tête, c’est là, mon ami.',
        'sous ton oreiller',
      ],
      [
        '8-14',
        'Sous le grand X de la carte dort le trésor; soulève ce qui couvre le plancher, moussaillon, et trouve de l’or.',
        'sous le tapis',
      ],
      [
        '8-14',
        'Hisse les voiles et suis le vent; dans ce que tu chausses pour les flaques, l’indice t’attend.',
        'dans tes bottes de pluie',
      ],
    ],
  },
  {
    kit: 'space-bunny',
    openers: ['Appel à tous les astronautes !', 'Compte à rebours : 3, 2, 1 !', 'Ici la base !'],
    riddles: [
      [
        '3-6',
        'Regarde la lampe, la lumière ronde qui brille le soir. Qu’y a-t-il sous la lampe ?',
        'sous la lampe',
      ],
      ['3-6', 'Décollage ! Regarde sous la couverture !', 'sous la couverture'],
      [
        '3-6',
        'Trouve le globe terrestre, ta petite planète à toi. Regarde à côté !',
        'à côté du globe terrestre',
      ],
      ['3-6', 'Regarde dans tes bottes de l’espace… euh, tes bottes de pluie !', 'dans tes bottes de pluie'],
      ['3-6', 'Flotte comme un astronaute. Regarde sous un bol.', 'sous un bol'],
      [
        '3-6',
        'Regarde dans la boîte de casse-têtes où vivent les casse-têtes.',
        'dans la boîte de casse-têtes',
      ],
      ['3-6', 'Jette un coup d’œil derrière le plus gros coussin du divan.', 'derrière un coussin du divan'],
      ['3-6', 'Regarde au crochet où pend ton manteau. Zoum !', 'au crochet à manteaux'],
      [
        '6-8',
        'Je suis froid comme l’espace et je garde la nourriture gelée. Regarde dedans.',
        'dans le congélateur',
      ],
      [
        '6-8',
        'Les astronautes mangent dans des tubes; toi, ton dîner voyage en moi. Regarde dedans.',
        'dans ta boîte à lunch',
      ],
      ['6-8', 'Les astronautes regardent les étoiles; toi, tu me regardes pour te voir.', 'près du miroir'],
      [
        '6-8',
        'Je suis toute douce et je te couvre la nuit comme une couverture de l’espace. Regarde sous moi.',
        'sous la douillette',
      ],
      [
        '6-8',
        'Je garde tes orteils au chaud, comme une botte lunaire pour la maison. Regarde dedans !',
        'dans ta pantoufle',
      ],
      [
        '6-8',
        'Je suis plein d’histoires d’étoiles et de pays lointains. Regarde sur mes tablettes.',
        'sur la bibliothèque',
      ],
      [
        '6-8',
        'Je garde les étoiles et les planètes dans mes pages. Regarde entre mes couvertures.',
        'dans le livre sur l’espace',
      ],
      [
        '6-8',
        'Les fusées ont besoin de carburant; toi, tu as besoin de déjeuner. Regarde dans ce qu’on verse dans ton bol le matin.',
        'dans la boîte de céréales',
      ],
      [
        '8-14',
        'Dix, neuf, huit, compte à rebours en chantant; le prochain indice est sous un siège où tu manges, maintenant.',
        'sous une chaise de la cuisine',
      ],
      [
        '8-14',
        'Les roches lunaires sont grises et les planètes sont rondes; ouvre la commode, où tes paires roulées font la ronde.',
        'dans le tiroir à bas',
      ],
      [
        '8-14',
        'Le casque d’une astronaute garde sa tête au chaud; regarde là où dorment les mitaines et les foulards, là-haut.',
        'dans le panier à tuques',
      ],
      [
        '8-14',
        'La Voie lactée est loin, loin dans la nuit; mais le lait bien au froid, lui, est juste ici.',
        'dans le frigo',
      ],
      [
        '8-14',
        'La base de contrôle a des écrans partout; regarde sous le grand siège du salon, tout en bas, surtout.',
        'sous le divan',
      ],
      [
        '8-14',
        'En apesanteur, tout se met à flotter; glisse la main là où tu caches tes mitaines, tu vas trouver.',
        'dans une poche de manteau',
      ],
      [
        '8-14',
        'Les capsules amerrissent dans la mer; regarde là où sèche ce qui t’essuie, c’est clair.',
        'sur le porte-serviettes',
      ],
      [
        '8-14',
        'Fais le tour du meuble où l’on mange, une fois, puis deux; regarde en dessous, c’est le meilleur des lieux.',
        'sous la table',
      ],
    ],
  },
  {
    kit: 'dino-bunny-hunt',
    openers: ['Boum, boum !', 'Grrraou !', 'Ici Lapin Dino !'],
    riddles: [
      ['3-6', 'Marche comme un dinosaure jusqu’à ton lit. Regarde sous ton lit !', 'sous ton lit'],
      ['3-6', 'Regarde près de la plante verte. Les dinosaures adorent les plantes !', 'près d’une plante'],
      ['3-6', 'Trouve le coffre à jouets où dorment tes dinosaures en plastique.', 'dans le coffre à jouets'],
      ['3-6', 'Regarde dans la chaudière à sable. Creuse, creuse !', 'dans la chaudière à sable'],
      ['3-6', 'Grrraou ! Regarde sous le gros fauteuil.', 'sous le fauteuil'],
      [
        '3-6',
        'Marche comme un dino jusqu’au panier à linge, où vont les vêtements pleins de boue. Regarde dedans !',
        'dans le panier à linge',
      ],
      ['3-6', 'Regarde près de tes bottes, à la porte. Boum, boum !', 'près de tes bottes'],
      ['3-6', 'Jette un coup d’œil dans le bol de fruits. Miam !', 'dans le bol de fruits'],
      [
        '6-8',
        'Les dinosaures pondaient dans des nids. Chez nous, la douzaine attend au froid, bien rangée dans son carton. Regarde près d’elle.',
        'près de la boîte d’œufs dans le frigo',
      ],
      [
        '6-8',
        'Je suis plein d’os ? Non, plein de livres ! Regarde sur ma tablette du bas.',
        'sur la bibliothèque',
      ],
      [
        '6-8',
        'Long cou, un seul pied et une tête qui brille le soir : qui suis-je ? Regarde sous moi.',
        'sous la grande lampe',
      ],
      [
        '6-8',
        'J’ai une anse, et avec la pelle je vais partout où l’on creuse. Regarde dedans.',
        'dans la chaudière à sable',
      ],
      [
        '6-8',
        'J’ai des dents, mais je ne mords jamais. Regarde là où je me repose, près du miroir.',
        'près du peigne',
      ],
      [
        '6-8',
        'Je suis aussi gros qu’un dinosaure et je garde la nourriture au froid. Ouvre-moi et regarde dans les balconnets qui s’ouvrent avec moi.',
        'dans la porte du frigo',
      ],
      [
        '6-8',
        'Les os de dinosaures se cachent sous la terre; cet indice se cache là où on range ce que tu enfiles avant tes souliers. Tire et regarde !',
        'dans le tiroir à bas',
      ],
      [
        '6-8',
        'Je garde bien pliés, en pile, les grands carrés moelleux qui t’essuient quand tu es tout mouillé. Regarde entre eux.',
        'dans le panier à serviettes',
      ],
      [
        '8-14',
        'Les fossiles attendent depuis des millions d’années; cet indice dort sous ce qui tient ton souper.',
        'sous ton assiette',
      ],
      [
        '8-14',
        'Le T. rex avait de tout petits bras; ouvre la porte où pendent les manteaux, juste là.',
        'dans la garde-robe d’entrée',
      ],
      [
        '8-14',
        'Dans un pot, des feuilles vertes aiment pousser; regarde tout près d’elles, sans te presser.',
        'près d’une plante',
      ],
      [
        '8-14',
        'Un œuf de dinosaure, c’est rond comme un ballon; regarde parmi les pommes et les bananes, tout au fond.',
        'dans le bol de fruits',
      ],
      [
        '8-14',
        'Les savants brossent la poussière avec soin; regarde près de ce qui tient, poils en l’air, tout ce qui sert à peindre, dans le coin.',
        'près du pot à pinceaux',
      ],
      [
        '8-14',
        'Le volcan gronde, tout chaud et tout rouge; regarde sous ce qui te tient chaud la nuit, là où rien ne bouge.',
        'sous la couverture',
      ],
      [
        '8-14',
        'Tape du pied : un, deux, trois; là où dorment tes dinos en plastique, il y a un indice pour toi.',
        'dans le coffre à jouets',
      ],
      [
        '8-14',
        'Avant de s’endormir, les dinosaures ont caché ceci; fouille la corbeille où dorment les jetés, juste ici.',
        'dans le panier de couvertures',
      ],
    ],
  },
  {
    kit: 'princess-fairytale',
    openers: ['Oyez, oyez !', 'Agite ta baguette !', 'Chut, une fée chuchote !'],
    riddles: [
      ['3-6', 'Regarde sous ton oreiller royal, princesse !', 'sous ton oreiller'],
      ['3-6', 'Trouve le miroir. Qui est la plus belle ? Regarde à côté du miroir !', 'à côté du miroir'],
      [
        '3-6',
        'Regarde dans le coffre à déguisements où sont les habits royaux.',
        'dans le coffre à déguisements',
      ],
      ['3-6', 'Jette un coup d’œil dans tes pantoufles. Te font-elles ?', 'dans tes pantoufles'],
      ['3-6', 'Regarde sous le grand trône tout doux : le divan !', 'sous le divan'],
      ['3-6', 'Trouve les fleurs. Sens, sens ! Regarde près des fleurs.', 'près des fleurs'],
      ['3-6', 'Regarde dans l’armoire à thé où vivent les tasses et la théière.', 'dans l’armoire à thé'],
      ['3-6', 'Regarde dans le panier à toutous où dorment les toutous.', 'dans le panier à toutous'],
      [
        '6-8',
        'Une princesse démêle ses longues tresses avec moi. Regarde là où je me repose.',
        'près de la brosse à cheveux',
      ],
      [
        '6-8',
        'J’ai une couronne de feuilles et je vis dans un pot. Regarde près de moi.',
        'près d’une plante',
      ],
      [
        '6-8',
        'Je garde les gâteries royales dans mon ventre, sous un couvercle. Regarde près de moi.',
        'près du pot à biscuits',
      ],
      [
        '6-8',
        'Je raconte des histoires de fées et de dragons quand tu m’ouvres. Regarde entre mes pages.',
        'dans un livre de contes',
      ],
      [
        '6-8',
        'J’enferme les colliers, les bagues et les couronnes de la princesse. Ouvre-moi.',
        'dans le coffre à bijoux',
      ],
      [
        '6-8',
        'J’ai quatre colonnes et un baldaquin, et la princesse dort sur moi. Regarde à mes pieds.',
        'au pied du lit',
      ],
      [
        '6-8',
        'Les pantoufles de verre de Cendrillon se rangeraient sur moi, deux par deux. Regarde dessus.',
        'sur l’étagère à souliers',
      ],
      [
        '6-8',
        'Je garde les miches et les brioches royales bien fraîches. Ouvre mon couvercle.',
        'dans la boîte à pain',
      ],
      [
        '8-14',
        'La cuisine du château, fraîche et jolie; la grande armoire froide cache un indice aujourd’hui.',
        'dans le frigo',
      ],
      [
        '8-14',
        'Chaque matin, la reine me questionne, accroché au mur; regarde juste en dessous, près de la porte, c’est sûr.',
        'sous le miroir de l’entrée',
      ],
      [
        '8-14',
        'Une robe de bal en dentelle et en soie; cherche là où dorment capes et couronnes, chez toi.',
        'dans le coffre à déguisements',
      ],
      [
        '8-14',
        'Le dragon dort sur des montagnes d’or; ouvre la commode où tes paires roulées dorment encore.',
        'dans le tiroir à bas',
      ],
      [
        '8-14',
        'Avant le bal, elle a dansé et tourné; soulève le couvercle où danse la ballerine, remonte la clé pour l’écouter.',
        'près de la boîte à musique',
      ],
      [
        '8-14',
        'Une fée a agité sa baguette avec soin; l’indice est sous un siège à quatre pattes, dans un coin.',
        'sous une chaise',
      ],
      [
        '8-14',
        'Le carrosse royal attend dehors; regarde près du seuil, où les bottes dorment encore.',
        'près de la porte d’entrée',
      ],
      [
        '8-14',
        'Emmitouflée dans une couverture, bien au chaud; cherche sur le grand siège du salon où l’on se colle comme il faut.',
        'sur le divan',
      ],
    ],
  },
  {
    kit: 'mystery-detective',
    openers: ['Détective, écoute bien !', 'Nouvelle enquête !', 'Top secret !'],
    riddles: [
      ['3-6', 'Détective ! Regarde sous le tapis d’entrée.', 'sous le tapis d’entrée'],
      [
        '3-6',
        'Trouve le support à parapluies près de la porte. Regarde dedans !',
        'dans le support à parapluies',
      ],
      ['3-6', 'Cherche des traces de pas près des souliers.', 'près des souliers'],
      ['3-6', 'Chut ! Regarde derrière le plus gros livre.', 'derrière un gros livre'],
      ['3-6', 'Regarde sous le tapis de bain.', 'sous le tapis de bain'],
      [
        '3-6',
        'Regarde dans une poche de manteau, là où un détective garde ses notes.',
        'dans une poche de manteau',
      ],
      ['3-6', 'Regarde dans l’étui à crayons où vivent les crayons.', 'dans l’étui à crayons'],
      ['3-6', 'Jette un coup d’œil sous la table avec ta loupe.', 'sous la table'],
      [
        '6-8',
        'J’ai une serrure, mais je ne suis pas une porte. Tire sur ma poignée et regarde dedans.',
        'dans le tiroir du bureau',
      ],
      [
        '6-8',
        'Je garde les noms, les numéros et tous les indices du détective. Regarde dedans.',
        'dans le calepin',
      ],
      [
        '6-8',
        'Chaque matin, on me feuillette pour lire les nouvelles, puis on me plie et on me met de côté. Cherche entre mes pages.',
        'dans la pile de journaux',
      ],
      [
        '6-8',
        'Chaque indice laisse une trace. Où essuies-tu tes pieds pleins de boue ?',
        'sous le tapis d’entrée',
      ],
      [
        '6-8',
        'J’ai plein de boutons, et d’un clic je change de poste sans que tu te lèves. Regarde sous moi.',
        'sous la télécommande',
      ],
      [
        '6-8',
        'J’ai une poignée et un bec, et je verse dans tes céréales ce que donnent les vaches. Regarde à côté de moi.',
        'près du pot à lait',
      ],
      [
        '6-8',
        'Je garde des crayons, des trombones et des secrets, et je glisse quand tu me tires. Regarde dedans.',
        'dans le tiroir du bureau',
      ],
      [
        '6-8',
        'J’ai un capuchon, des manches et une fermeture éclair. Fouille-moi !',
        'dans une poche de manteau',
      ],
      [
        '8-14',
        'Un bon détective fouille chaque recoin; la réponse est entre deux pages, tout près, pas loin.',
        'dans un livre',
      ],
      [
        '8-14',
        'Des empreintes de doigts sur la porte, et du lait renversé; ouvre la boîte froide, détective, c’est glacé.',
        'dans le frigo',
      ],
      [
        '8-14',
        'Le suspect est parti par le jardin; regarde près de la sortie qui donne sur la cour, ce matin.',
        'près de la porte d’en arrière',
      ],
      [
        '8-14',
        'Le témoin s’est assis là où la famille regarde la télé; soulève ce qui est moelleux sous lui, détective, c’est réglé.',
        'sous un coussin du divan',
      ],
      [
        '8-14',
        'Une enquête en paires, un pied gauche, un pied droit; tire la poignée où elles dorment roulées, crois-moi.',
        'dans le tiroir à bas',
      ],
      [
        '8-14',
        'Là où les lettres tombent avec un petit bruit; regarde près de ce qui accueille les pieds boueux, c’est écrit.',
        'près du tapis d’entrée',
      ],
      [
        '8-14',
        'Un sourire propre ne ment jamais le soir; regarde dans le gobelet près du lavabo, tu vas voir.',
        'dans le verre à brosses à dents',
      ],
      [
        '8-14',
        'Le dernier indice est là où les manteaux sont pendus; fouille les poches, les grandes et les menues.',
        'dans la garde-robe d’entrée',
      ],
    ],
  },
  {
    kit: 'superhero-easter',
    openers: ['Alerte aux héros !', 'Plein pouvoir !', 'Ici Super Lapin !'],
    riddles: [
      ['3-6', 'Super vitesse ! Regarde sous ton oreiller.', 'sous ton oreiller'],
      ['3-6', 'Vole jusqu’à la porte du frigo. Regarde sur sa tablette.', 'dans la porte du frigo'],
      ['3-6', 'Bottes de héros ! Regarde dans tes souliers.', 'dans tes souliers'],
      ['3-6', 'Regarde sous le divan, héros !', 'sous le divan'],
      [
        '3-6',
        'Trouve la cape. Regarde sur le porte-serviettes où pendent les serviettes.',
        'sur le porte-serviettes',
      ],
      ['3-6', 'Regarde dans tes pantoufles, héros !', 'dans tes pantoufles'],
      ['3-6', 'Regarde derrière la grande porte.', 'derrière la porte'],
      ['3-6', 'Fouille le coffre à jouets pour trouver des super jouets.', 'dans le coffre à jouets'],
      [
        '6-8',
        'J’ai une lumière à l’intérieur et je garde le lait au froid. Regarde dedans.',
        'dans le frigo',
      ],
      [
        '6-8',
        'Les héros ont besoin de repos : regarde au bout de l’endroit où tu dors chaque nuit.',
        'au pied de ton lit',
      ],
      [
        '6-8',
        'Pousse-moi, et la lumière s’allume; pousse-moi encore, et il fait noir. Regarde sous moi.',
        'sous le commutateur',
      ],
      [
        '6-8',
        'Quand il pleut, les héros ouvrent ce qui dort en moi, la pointe en bas. Regarde dedans.',
        'dans le support à parapluies',
      ],
      [
        '6-8',
        'J’ai un siège et des roulettes, et je tourne sur moi-même quand tu fais tes devoirs. Regarde sous moi.',
        'sous la chaise de bureau',
      ],
      [
        '6-8',
        'Une super force, ça commence par un bon déjeuner. Regarde près de ce qui croque dans ton bol, avec du lait.',
        'près des céréales',
      ],
      [
        '6-8',
        'J’ai un masque ? Non, un couvercle ! Les capes sales dorment en moi jusqu’au lavage. Regarde dedans.',
        'dans le panier à linge',
      ],
      [
        '6-8',
        'Ton assiette se pose sur moi au souper, et je reste bien à plat sur la table. Regarde sous moi.',
        'sous ton napperon',
      ],
      [
        '8-14',
        'Plus rapide qu’un lapin, plus fort qu’un mur; regarde près de ce que tu chausses dans la neige, c’est sûr.',
        'près des bottes',
      ],
      [
        '8-14',
        'Le méchant a caché les cocos, quel malheur; cherche là où dorment les craquelins, sans peur.',
        'dans l’armoire des collations',
      ],
      [
        '8-14',
        'Chaque héros a besoin d’une base secrète; derrière les chemises pendues, la cachette est parfaite.',
        'dans la garde-robe',
      ],
      [
        '8-14',
        'Avec tes yeux à rayons X, regarde à travers le mur; l’indice est dans le long passage qui relie les chambres, c’est sûr.',
        'dans le corridor',
      ],
      [
        '8-14',
        'Les capes ont besoin d’être lavées de temps en temps; regarde là où attendent les vêtements sales, maintenant.',
        'dans le panier à linge',
      ],
      [
        '8-14',
        'Sauve la journée et tous les cocos colorés; regarde sous le meuble où l’on mange, tu vas les trouver.',
        'sous la table',
      ],
      [
        '8-14',
        'Ta super ouïe entend le moindre son; l’indice est près de la boîte d’où sort la chanson.',
        'près du haut-parleur',
      ],
      [
        '8-14',
        'Les héros volent le jour comme la nuit; regarde sous la petite lumière qui t’éclaire au lit.',
        'sous la lampe de lecture',
      ],
    ],
  },
  {
    kit: 'farmyard-hunt',
    openers: ['Cocorico !', 'Meuh !', 'Le fermier a un message !'],
    riddles: [
      ['3-6', 'Meuh ! Regarde dans le frigo où est le lait.', 'dans le frigo'],
      ['3-6', 'Cot, cot ! Regarde près de la boîte d’œufs où on garde les œufs.', 'près de la boîte d’œufs'],
      ['3-6', 'Groin, groin ! Regarde dans les bottes pleines de boue, près de la porte.', 'dans les bottes'],
      ['3-6', 'Regarde dans le bol de fruits plein de pommes.', 'dans le bol de fruits'],
      ['3-6', 'Hiii ! Regarde sous ton lit, dans le foin.', 'sous ton lit'],
      ['3-6', 'Regarde près de l’arrosoir. Plouf !', 'près de l’arrosoir'],
      ['3-6', 'Bêêê ! Regarde sous la couverture toute douce.', 'sous la couverture'],
      ['3-6', 'Regarde dans le tiroir à légumes plein de carottes croquantes.', 'dans le tiroir à légumes'],
      [
        '6-8',
        'Le coq chante cocorico; moi, je sonne sur ta table de chevet quand il est l’heure de se lever. Regarde près de moi.',
        'près du réveille-matin',
      ],
      [
        '6-8',
        'Les vaches dorment dans le foin; toi, tu dors sur moi, sous ta douillette. Regarde sous moi.',
        'sous ton lit',
      ],
      [
        '6-8',
        'Je garde bien au frais ce que le boulanger fait avec le blé. Ouvre-moi.',
        'dans la boîte à pain',
      ],
      [
        '6-8',
        'Les fermiers me portent aux pieds les jours de boue, et je ne prends jamais l’eau. Regarde dedans.',
        'dans tes bottes de caoutchouc',
      ],
      ['6-8', 'J’apporte de l’eau aux plantes. Regarde à côté de moi.', 'près de l’arrosoir'],
      [
        '6-8',
        'Le tracteur a de grosses roues et un moteur; moi, j’ai deux roues et des pédales. Regarde près de moi.',
        'près de ton vélo',
      ],
      [
        '6-8',
        'La laine garde les moutons au chaud; tes tricots, eux, dorment pliés là où tu les ranges. Tire la poignée et regarde.',
        'dans le tiroir des chandails',
      ],
      [
        '6-8',
        'Les poules couvent leurs œufs; toi, tu t’assois sur moi pour souper. Regarde sous moi.',
        'sous ta chaise',
      ],
      [
        '8-14',
        'Le fermier se lève avant le soleil; fouille ce qu’il chausse pour la boue, c’est mon conseil.',
        'dans les bottes',
      ],
      [
        '8-14',
        'Les cochonnets se roulent dans la boue toute la journée; regarde sous ce qui boit les gouttes quand tu sors de l’eau, tout mouillé.',
        'sous le tapis de bain',
      ],
      [
        '8-14',
        'Maïs et carottes, fèves et petits pois; regarde là où ils dorment, gelés, tout au froid.',
        'dans le congélateur',
      ],
      [
        '8-14',
        'Le vieux battant de la grange grince et se balance; regarde près de la sortie vers la cour, c’est ta chance.',
        'près de la porte d’en arrière',
      ],
      [
        '8-14',
        'L’épouvantail tend les bras bien grands; cherche où pendent les manteaux, il y a un indice dedans.',
        'dans la garde-robe d’entrée',
      ],
      [
        '8-14',
        'Le foin fait un lit douillet pour le cheval; regarde sous ce qui rend le divan moelleux, ce n’est pas banal.',
        'sous un coussin',
      ],
      [
        '8-14',
        'Les petits canards nagent en rond; regarde près du robinet où la vaisselle fait des bonds.',
        'près de l’évier de la cuisine',
      ],
      [
        '8-14',
        'Du champ jusqu’à la table, on mange à notre faim; regarde sous ce qui essuie les bottes, ce matin.',
        'sous le tapis d’entrée',
      ],
    ],
  },
];
