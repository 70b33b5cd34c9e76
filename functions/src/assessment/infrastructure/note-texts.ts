import type { ContentLanguage } from '@recyclens/shared';

/**
 * The infrastructure rows' notes in German and French. A note is the row's English text, and a
 * stored finding keeps the note it was made with in its params, so the note is translated where it
 * is shown, by its English text: results made before a translation existed read in the reader's
 * language too. A note unknown here (a row reworded after a result was made) stays English rather
 * than vanish; test/language-catalogues.test.ts holds every row of today's table to a translation.
 */
type Translation = Record<Exclude<ContentLanguage, 'en'>, string>;

/** The sentences many notes close with, translated once. */
const closings: [string, Translation][] = [
  [
    "The cited page establishes the national packaging scheme, not this stream's sorting and recycling.",
    {
      de: 'Die zitierte Seite belegt das nationale Verpackungssystem, nicht Sortierung und Recycling dieses Stroms.',
      fr: 'La page citée établit le système national d’emballages, pas le tri et le recyclage de cette filière.',
    },
  ],
  [
    'PP and mixed-polyolefin film recycling at scale is not established.',
    {
      de: 'Ein Recycling von PP- und Mischpolyolefin-Folien in großem Maßstab ist nicht belegt.',
      fr: 'Le recyclage à grande échelle des films PP et polyoléfines mélangées n’est pas établi.',
    },
  ],
];

/** Each note without its closing sentence, by its English text. */
const notes: Record<string, Translation> = {
  'LVP collection; PE film is a standard sorted fraction.': {
    de: 'LVP-Sammlung; PE-Folie ist eine übliche Sortierfraktion.',
    fr: 'Collecte LVP (emballages légers) ; le film PE est une fraction de tri courante.',
  },
  'Collected with LVP; PP film ends in PP or mixed-polyolefin sorted fractions. Uncertain whether film-grade recycling of PP film runs at scale.':
    {
      de: 'Mit den LVP gesammelt; PP-Folie landet in PP- oder Mischpolyolefin-Sortierfraktionen. Unsicher, ob PP-Folie in großem Maßstab zu Folienqualität recycelt wird.',
      fr: 'Collecté avec les LVP ; le film PP finit dans les fractions de tri PP ou polyoléfines mélangées. Incertain que le recyclage du film PP en qualité film fonctionne à grande échelle.',
    },
  'Collected with LVP; sorted into the mixed-polyolefin fraction.': {
    de: 'Mit den LVP gesammelt; in die Mischpolyolefin-Fraktion sortiert.',
    fr: 'Collecté avec les LVP ; trié dans la fraction polyoléfines mélangées.',
  },
  'LVP; PE and PP rigids are standard sorted fractions.': {
    de: 'LVP; PE- und PP-Hartkunststoffe sind übliche Sortierfraktionen.',
    fr: 'LVP ; les emballages rigides PE et PP sont des fractions de tri courantes.',
  },
  'Bottles mostly through the deposit (DPG); trays through LVP.': {
    de: 'Flaschen meist über das Pfandsystem (DPG); Schalen über die LVP.',
    fr: 'Bouteilles surtout via la consigne (DPG) ; barquettes via les LVP.',
  },
  'Paper bin (PPK).': { de: 'Papiertonne (PPK).', fr: 'Bac à papier (PPK).' },
  'Bottle banks by colour: white, green, brown.': {
    de: 'Glascontainer nach Farben: weiß, grün, braun.',
    fr: 'Conteneurs à verre par couleur : blanc, vert, brun.',
  },
  'LVP; eddy-current separation in sorting.': {
    de: 'LVP; Wirbelstromabscheidung in der Sortierung.',
    fr: 'LVP ; séparation par courants de Foucault au tri.',
  },
  'LVP; magnetic separation in sorting.': {
    de: 'LVP; Magnetabscheidung in der Sortierung.',
    fr: 'LVP ; séparation magnétique au tri.',
  },
  'Not kerbside: commercial and recycling-centre collection (waste-wood ordinance), recycled into particle board.':
    {
      de: 'Nicht am Haus: gewerbliche Sammlung und Wertstoffhöfe (Altholzverordnung), zu Spanplatten recycelt.',
      fr: 'Pas en porte-à-porte : collecte commerciale et en déchetterie (ordonnance sur les déchets de bois), recyclé en panneaux de particules.',
    },
  'Yellow bag/bin; PE film is a sorted fraction.': {
    de: 'Gelber Sack/Gelbe Tonne; PE-Folie ist eine Sortierfraktion.',
    fr: 'Sac/bac jaune ; le film PE est une fraction de tri.',
  },
  'Collected since 2023; new sorting plants separate PP film. Uncertain whether PP-film recycling runs at scale.':
    {
      de: 'Seit 2023 gesammelt; neue Sortieranlagen trennen PP-Folie ab. Unsicher, ob PP-Folie in großem Maßstab recycelt wird.',
      fr: 'Collecté depuis 2023 ; de nouveaux centres de tri séparent le film PP. Incertain que le recyclage du film PP fonctionne à grande échelle.',
    },
  'Collected; sorted into polyolefin fractions.': {
    de: 'Gesammelt; in Polyolefin-Fraktionen sortiert.',
    fr: 'Collecté ; trié dans les fractions polyoléfines.',
  },
  'Yellow bag/bin.': { de: 'Gelber Sack/Gelbe Tonne.', fr: 'Sac/bac jaune.' },
  'Bottles (deposit from 2025) and trays; tray-to-tray capacity is limited.': {
    de: 'Flaschen (Pfand ab 2025) und Schalen; die Kapazität für Schale-zu-Schale-Recycling ist begrenzt.',
    fr: 'Bouteilles (consigne à partir de 2025) et barquettes ; la capacité de recyclage barquette-à-barquette est limitée.',
  },
  'Paper collection (Altpapier).': { de: 'Altpapiersammlung.', fr: 'Collecte du papier (Altpapier).' },
  'Glass banks, white and coloured.': {
    de: 'Glascontainer, weiß und bunt.',
    fr: 'Conteneurs à verre, blanc et coloré.',
  },
  'Metal packaging collection.': {
    de: 'Sammlung von Metallverpackungen.',
    fr: 'Collecte des emballages métalliques.',
  },
  'Recycling centres (Altstoffsammelzentren) and commercial collection; our judgement, no household scheme for wood packaging.':
    {
      de: 'Altstoffsammelzentren und gewerbliche Sammlung; unsere Einschätzung, es gibt kein Haushaltssystem für Holzverpackungen.',
      fr: 'Centres de collecte (Altstoffsammelzentren) et collecte commerciale ; notre appréciation, aucun dispositif ménager pour les emballages en bois.',
    },
  'Plastic packaging incl. film goes to the yellow containers.': {
    de: 'Kunststoffverpackungen einschließlich Folien kommen in die gelben Container.',
    fr: 'Les emballages plastiques, films compris, vont dans les conteneurs jaunes.',
  },
  'Collected with plastic packaging.': {
    de: 'Mit den Kunststoffverpackungen gesammelt.',
    fr: 'Collecté avec les emballages plastiques.',
  },
  'Yellow containers for plastics.': {
    de: 'Gelbe Container für Kunststoffe.',
    fr: 'Conteneurs jaunes pour les plastiques.',
  },
  'Blue containers for paper.': { de: 'Blaue Container für Papier.', fr: 'Conteneurs bleus pour le papier.' },
  'Green and white containers for glass.': {
    de: 'Grüne und weiße Container für Glas.',
    fr: 'Conteneurs verts et blancs pour le verre.',
  },
  'Metal collection, in many towns with plastics.': {
    de: 'Metallsammlung, in vielen Städten zusammen mit Kunststoffen.',
    fr: 'Collecte des métaux, dans de nombreuses villes avec les plastiques.',
  },
  'Not collected from households: wooden packaging (pallets, crates) is collected commercially and at recycling centres and recycled into particle board. Eurostat reports wooden-packaging recycling per member state; we did not check this country’s figure.':
    {
      de: 'Nicht aus Haushalten gesammelt: Holzverpackungen (Paletten, Kisten) werden gewerblich und auf Wertstoffhöfen gesammelt und zu Spanplatten recycelt. Eurostat meldet das Recycling von Holzverpackungen je Mitgliedstaat; den Wert dieses Landes haben wir nicht geprüft.',
      fr: 'Pas collecté auprès des ménages : les emballages en bois (palettes, caisses) sont collectés commercialement et en déchetterie, et recyclés en panneaux de particules. Eurostat publie le recyclage des emballages en bois par État membre ; nous n’avons pas vérifié le chiffre de ce pays.',
    },
  'Plastic packaging is collected, recovered and recycled through the PROs; the page does not say films are sorted as such.':
    {
      de: 'Kunststoffverpackungen werden über die Herstellerorganisationen gesammelt, verwertet und recycelt; die Seite sagt nicht, dass Folien als solche sortiert werden.',
      fr: 'Les emballages plastiques sont collectés, valorisés et recyclés via les éco-organismes ; la page ne dit pas que les films sont triés en tant que tels.',
    },
  'Plastic packaging collected, recovered and recycled through the PROs.': {
    de: 'Kunststoffverpackungen werden über die Herstellerorganisationen gesammelt, verwertet und recycelt.',
    fr: 'Emballages plastiques collectés, valorisés et recyclés via les éco-organismes.',
  },
  'Plastic packaging collected and recycled; the page names neither trays nor the bottle deposit.': {
    de: 'Kunststoffverpackungen werden gesammelt und recycelt; die Seite nennt weder Schalen noch das Flaschenpfand.',
    fr: 'Emballages plastiques collectés et recyclés ; la page ne mentionne ni les barquettes ni la consigne des bouteilles.',
  },
  'Paper and board collected, recovered and recycled through the PROs.': {
    de: 'Papier und Karton werden über die Herstellerorganisationen gesammelt, verwertet und recycelt.',
    fr: 'Papier et carton collectés, valorisés et recyclés via les éco-organismes.',
  },
  'Glass collected, recovered and recycled through the PROs.': {
    de: 'Glas wird über die Herstellerorganisationen gesammelt, verwertet und recycelt.',
    fr: 'Verre collecté, valorisé et recyclé via les éco-organismes.',
  },
  'Metal packaging is not named on the page; in many municipalities it is collected with plastics.': {
    de: 'Metallverpackungen nennt die Seite nicht; in vielen Gemeinden werden sie mit den Kunststoffen gesammelt.',
    fr: 'La page ne mentionne pas les emballages métalliques ; dans de nombreuses communes, ils sont collectés avec les plastiques.',
  },
  'Film goes with plastics and metals in the yellow bin.': {
    de: 'Folien kommen mit Kunststoffen und Metallen in die gelbe Tonne.',
    fr: 'Les films vont avec les plastiques et les métaux dans le bac jaune.',
  },
  'Collected with plastics and metals.': {
    de: 'Mit Kunststoffen und Metallen gesammelt.',
    fr: 'Collecté avec les plastiques et les métaux.',
  },
  'Yellow bin for plastics and metals.': {
    de: 'Gelbe Tonne für Kunststoffe und Metalle.',
    fr: 'Bac jaune pour les plastiques et les métaux.',
  },
  'Blue bin for paper.': { de: 'Blaue Tonne für Papier.', fr: 'Bac bleu pour le papier.' },
  'Green bin for glass.': { de: 'Grüne Tonne für Glas.', fr: 'Bac vert pour le verre.' },
  'Yellow-bin collection of plastics under the MOHU concession.': {
    de: 'Sammlung von Kunststoffen in der gelben Tonne im Rahmen der MOHU-Konzession.',
    fr: 'Collecte des plastiques dans le bac jaune dans le cadre de la concession MOHU.',
  },
  'Collected with plastics.': { de: 'Mit Kunststoffen gesammelt.', fr: 'Collecté avec les plastiques.' },
  'PET beverage bottles through the deposit since 2024; trays only through the yellow bin, whose sorting we could not source.':
    {
      de: 'PET-Getränkeflaschen seit 2024 über das Pfandsystem; Schalen nur über die gelbe Tonne, deren Sortierung wir nicht belegen konnten.',
      fr: 'Bouteilles de boisson en PET via la consigne depuis 2024 ; barquettes uniquement via le bac jaune, dont nous n’avons pas pu sourcer le tri.',
    },
  'Separate paper collection under the MOHU concession.': {
    de: 'Getrennte Papiersammlung im Rahmen der MOHU-Konzession.',
    fr: 'Collecte séparée du papier dans le cadre de la concession MOHU.',
  },
  'Single-use glass beverage bottles through the deposit since 2024; jars through collection islands, not sourced.':
    {
      de: 'Einweg-Glasgetränkeflaschen seit 2024 über das Pfandsystem; Gläser über Sammelinseln, nicht belegt.',
      fr: 'Bouteilles de boisson en verre à usage unique via la consigne depuis 2024 ; bocaux via des points d’apport, non sourcé.',
    },
  'Beverage cans through the deposit since 2024; other aluminium packaging through the yellow bin, not sourced.':
    {
      de: 'Getränkedosen seit 2024 über das Pfandsystem; andere Aluminiumverpackungen über die gelbe Tonne, nicht belegt.',
      fr: 'Canettes via la consigne depuis 2024 ; autres emballages en aluminium via le bac jaune, non sourcé.',
    },
  'Metal packaging with the yellow bin under the MOHU concession.': {
    de: 'Metallverpackungen mit der gelben Tonne im Rahmen der MOHU-Konzession.',
    fr: 'Emballages métalliques avec le bac jaune dans le cadre de la concession MOHU.',
  },
  'Bags and wrapping foil go in the yellow-lid bin; the page is Ljubljana’s and does not say films are sorted and recycled as such.':
    {
      de: 'Tüten und Verpackungsfolien kommen in die Tonne mit gelbem Deckel; die Seite ist die Ljubljanas und sagt nicht, dass Folien als solche sortiert und recycelt werden.',
      fr: 'Les sacs et films d’emballage vont dans le bac à couvercle jaune ; la page est celle de Ljubljana et ne dit pas que les films sont triés et recyclés en tant que tels.',
    },
  'Collected in the yellow-lid bin.': {
    de: 'In der Tonne mit gelbem Deckel gesammelt.',
    fr: 'Collecté dans le bac à couvercle jaune.',
  },
  'Yellow-lid bin, handed to the packaging scheme and made into new products; the page is Ljubljana’s, nationwide coverage not established.':
    {
      de: 'Tonne mit gelbem Deckel, an das Verpackungssystem übergeben und zu neuen Produkten verarbeitet; die Seite ist die Ljubljanas, eine landesweite Abdeckung ist nicht belegt.',
      fr: 'Bac à couvercle jaune, remis au système d’emballages et transformé en nouveaux produits ; la page est celle de Ljubljana, la couverture nationale n’est pas établie.',
    },
  'Bottles in the yellow-lid bin; trays and nationwide coverage not established.': {
    de: 'Flaschen in der Tonne mit gelbem Deckel; Schalen und landesweite Abdeckung nicht belegt.',
    fr: 'Bouteilles dans le bac à couvercle jaune ; barquettes et couverture nationale non établies.',
  },
  'Blue bin for paper and board.': {
    de: 'Blaue Tonne für Papier und Karton.',
    fr: 'Bac bleu pour le papier et le carton.',
  },
  'Green bin for glass packaging.': {
    de: 'Grüne Tonne für Glasverpackungen.',
    fr: 'Bac vert pour les emballages en verre.',
  },
  'Cans and aluminium foil in the yellow-lid bin; the page is Ljubljana’s.': {
    de: 'Dosen und Aluminiumfolie in der Tonne mit gelbem Deckel; die Seite ist die Ljubljanas.',
    fr: 'Canettes et papier d’aluminium dans le bac à couvercle jaune ; la page est celle de Ljubljana.',
  },
  'Cans in the yellow-lid bin; the page is Ljubljana’s.': {
    de: 'Dosen in der Tonne mit gelbem Deckel; die Seite ist die Ljubljanas.',
    fr: 'Boîtes dans le bac à couvercle jaune ; la page est celle de Ljubljana.',
  },
  'Yellow bin; PE film is a Citeo sorting standard.': {
    de: 'Gelbe Tonne; PE-Folie ist ein Citeo-Sortierstandard.',
    fr: 'Bac jaune ; le film PE est un standard de tri Citeo.',
  },
  'Collected and sorted (flux développement), but we do not know of PP-film recycling at scale.': {
    de: 'Gesammelt und sortiert (flux développement), aber ein Recycling von PP-Folie in großem Maßstab ist uns nicht bekannt.',
    fr: 'Collecté et trié (flux développement), mais nous ne connaissons pas de recyclage du film PP à grande échelle.',
  },
  'Sorted into the flux développement; recycling of mixed PO film at scale not established.': {
    de: 'In den flux développement sortiert; ein Recycling gemischter PO-Folie in großem Maßstab ist nicht belegt.',
    fr: 'Trié dans le flux développement ; le recyclage à grande échelle du film PO mélangé n’est pas établi.',
  },
  'Yellow bin; PE and PP rigid sorting standards.': {
    de: 'Gelbe Tonne; Sortierstandards für PE- und PP-Hartkunststoffe.',
    fr: 'Bac jaune ; standards de tri pour les rigides PE et PP.',
  },
  'Yellow bin; clear PET bottles and PET trays are sorting standards.': {
    de: 'Gelbe Tonne; klare PET-Flaschen und PET-Schalen sind Sortierstandards.',
    fr: 'Bac jaune ; les bouteilles PET claires et les barquettes PET sont des standards de tri.',
  },
  'Yellow bin, paper-board standards.': {
    de: 'Gelbe Tonne, Sortierstandards für Papier und Karton.',
    fr: 'Bac jaune, standards papier-carton.',
  },
  'Glass banks.': { de: 'Glascontainer.', fr: 'Conteneurs à verre.' },
  'Yellow bin, including small aluminium.': {
    de: 'Gelbe Tonne, auch kleine Aluminiumteile.',
    fr: 'Bac jaune, y compris les petits aluminiums.',
  },
  'Yellow bin, magnetic separation.': {
    de: 'Gelbe Tonne, Magnetabscheidung.',
    fr: 'Bac jaune, séparation magnétique.',
  },
  'Déchetteries and commercial collection, not kerbside; our judgement, Citeo does not cover wood.': {
    de: 'Wertstoffhöfe (déchetteries) und gewerbliche Sammlung, nicht am Haus; unsere Einschätzung, Citeo deckt Holz nicht ab.',
    fr: 'Déchetteries et collecte commerciale, pas en porte-à-porte ; notre appréciation, Citeo ne couvre pas le bois.',
  },
  'Bags and films go in the New Blue Bag; Fost Plus sorts PMD into fourteen fractions and states that what goes in the bag is recycled.':
    {
      de: 'Tüten und Folien kommen in den neuen blauen Sack; Fost Plus sortiert PMD in vierzehn Fraktionen und erklärt, dass recycelt wird, was in den Sack kommt.',
      fr: 'Les sacs et films vont dans le nouveau sac bleu ; Fost Plus trie les PMD en quatorze fractions et déclare que ce qui va dans le sac est recyclé.',
    },
  'Collected in the New Blue Bag, and Fost Plus states that all of it is recycled, but we could not confirm it for PP film.':
    {
      de: 'Im neuen blauen Sack gesammelt, und Fost Plus erklärt, dass alles recycelt wird, doch für PP-Folie konnten wir das nicht bestätigen.',
      fr: 'Collecté dans le nouveau sac bleu, et Fost Plus déclare que tout est recyclé, mais nous n’avons pas pu le confirmer pour le film PP.',
    },
  'Collected in the New Blue Bag, and Fost Plus states that all of it is recycled, but we could not confirm it for PE/PP laminates.':
    {
      de: 'Im neuen blauen Sack gesammelt, und Fost Plus erklärt, dass alles recycelt wird, doch für PE/PP-Verbunde konnten wir das nicht bestätigen.',
      fr: 'Collecté dans le nouveau sac bleu, et Fost Plus déclare que tout est recyclé, mais nous n’avons pas pu le confirmer pour les complexes PE/PP.',
    },
  'Bottles, pots, tubs and trays in the New Blue Bag; sorted into fourteen fractions.': {
    de: 'Flaschen, Becher, Wannen und Schalen im neuen blauen Sack; in vierzehn Fraktionen sortiert.',
    fr: 'Bouteilles, pots, barquettes et plateaux dans le nouveau sac bleu ; triés en quatorze fractions.',
  },
  'Bottles (PMD since the 1990s) and trays in the New Blue Bag; sorted into fourteen fractions.': {
    de: 'Flaschen (PMD seit den 1990er-Jahren) und Schalen im neuen blauen Sack; in vierzehn Fraktionen sortiert.',
    fr: 'Bouteilles (PMD depuis les années 1990) et barquettes dans le nouveau sac bleu ; triées en quatorze fractions.',
  },
  'Door-to-door paper and cardboard collection financed by Fost Plus.': {
    de: 'Haustürsammlung von Papier und Karton, finanziert von Fost Plus.',
    fr: 'Collecte en porte-à-porte du papier et du carton, financée par Fost Plus.',
  },
  'Bottle banks financed by Fost Plus.': {
    de: 'Glascontainer, finanziert von Fost Plus.',
    fr: 'Conteneurs à verre financés par Fost Plus.',
  },
  'Metal packaging in the New Blue Bag (the M of PMD); eddy-current separation.': {
    de: 'Metallverpackungen im neuen blauen Sack (das M von PMD); Wirbelstromabscheidung.',
    fr: 'Emballages métalliques dans le nouveau sac bleu (le M de PMD) ; séparation par courants de Foucault.',
  },
  'Metal packaging in the New Blue Bag (the M of PMD); magnetic separation.': {
    de: 'Metallverpackungen im neuen blauen Sack (das M von PMD); Magnetabscheidung.',
    fr: 'Emballages métalliques dans le nouveau sac bleu (le M de PMD) ; séparation magnétique.',
  },
  'Plastic packaging incl. film is collected (PMD) and sorted into polymers and qualities; the page does not name film as a fraction.':
    {
      de: 'Kunststoffverpackungen einschließlich Folien werden gesammelt (PMD) und nach Polymeren und Qualitäten sortiert; die Seite nennt Folie nicht als Fraktion.',
      fr: 'Les emballages plastiques, films compris, sont collectés (PMD) et triés par polymère et par qualité ; la page ne cite pas le film comme fraction.',
    },
  'Collected with PMD and sorted by polymer.': {
    de: 'Mit PMD gesammelt und nach Polymer sortiert.',
    fr: 'Collecté avec les PMD et trié par polymère.',
  },
  'Collected with PMD; ends in mixed fractions.': {
    de: 'Mit PMD gesammelt; landet in Mischfraktionen.',
    fr: 'Collecté avec les PMD ; finit dans des fractions mélangées.',
  },
  'PMD collection; sorted into polymers (PE, PP) and recycled under VPKT contracts.': {
    de: 'PMD-Sammlung; nach Polymeren (PE, PP) sortiert und unter VPKT-Verträgen recycelt.',
    fr: 'Collecte PMD ; trié par polymère (PE, PP) et recyclé sous contrats VPKT.',
  },
  'PET is sorted from PMD under VPKT contracts; the page names neither trays nor the bottle deposit.': {
    de: 'PET wird unter VPKT-Verträgen aus PMD aussortiert; die Seite nennt weder Schalen noch das Flaschenpfand.',
    fr: 'Le PET est trié des PMD sous contrats VPKT ; la page ne mentionne ni les barquettes ni la consigne des bouteilles.',
  },
  'Municipal paper collection.': { de: 'Kommunale Papiersammlung.', fr: 'Collecte municipale du papier.' },
  'Metal packaging with PMD or recovered from residual waste.': {
    de: 'Metallverpackungen mit PMD oder aus dem Restmüll zurückgewonnen.',
    fr: 'Emballages métalliques avec les PMD ou récupérés dans les ordures résiduelles.',
  },
  'Bags and films are accepted in the Blue bag; the page does not say how films are sorted and recycled.': {
    de: 'Tüten und Folien werden im blauen Sack angenommen; die Seite sagt nicht, wie Folien sortiert und recycelt werden.',
    fr: 'Les sacs et films sont acceptés dans le sac bleu ; la page ne dit pas comment les films sont triés et recyclés.',
  },
  'Accepted in the Blue bag as film.': {
    de: 'Im blauen Sack als Folie angenommen.',
    fr: 'Accepté dans le sac bleu comme film.',
  },
  'Multi-layer bags (coffee, crisps, pet food) are excluded from the Blue bag, and a PE/PP laminate is one.':
    {
      de: 'Mehrschichtbeutel (Kaffee, Chips, Tierfutter) sind vom blauen Sack ausgeschlossen, und ein PE/PP-Verbund ist ein solcher.',
      fr: 'Les sachets multicouches (café, chips, aliments pour animaux) sont exclus du sac bleu, et un complexe PE/PP en est un.',
    },
  'Bottles, containers, pots, trays and cups in the Blue bag, sorted by material for recycling.': {
    de: 'Flaschen, Behälter, Becher, Schalen und Tassen im blauen Sack, für das Recycling nach Material sortiert.',
    fr: 'Bouteilles, contenants, pots, barquettes et gobelets dans le sac bleu, triés par matériau pour le recyclage.',
  },
  'Bottles and trays in the Blue bag; black plastic and foam trays are excluded.': {
    de: 'Flaschen und Schalen im blauen Sack; schwarzer Kunststoff und Schaumschalen sind ausgeschlossen.',
    fr: 'Bouteilles et barquettes dans le sac bleu ; le plastique noir et les barquettes en mousse sont exclus.',
  },
  'Not in the Blue bag: paper and board go to municipal collection and container parks, which Valorlux co-finances; the route was not checked further.':
    {
      de: 'Nicht im blauen Sack: Papier und Karton gehen in die kommunale Sammlung und auf Containerparks, die Valorlux mitfinanziert; der Weg wurde nicht weiter geprüft.',
      fr: 'Pas dans le sac bleu : le papier et le carton vont à la collecte municipale et aux parcs à conteneurs, que Valorlux cofinance ; la filière n’a pas été vérifiée plus avant.',
    },
  'Bottle banks co-financed by Valorlux.': {
    de: 'Glascontainer, von Valorlux mitfinanziert.',
    fr: 'Conteneurs à verre cofinancés par Valorlux.',
  },
  'Metal packaging in the Blue bag.': {
    de: 'Metallverpackungen im blauen Sack.',
    fr: 'Emballages métalliques dans le sac bleu.',
  },
  'Soft plastics are accepted in household recycling bins (our knowledge, not on the page); their sorting and recycling at scale is not established.':
    {
      de: 'Weiche Kunststoffe werden in den Wertstofftonnen der Haushalte angenommen (unser Wissen, nicht auf der Seite); ihre Sortierung und ihr Recycling in großem Maßstab sind nicht belegt.',
      fr: 'Les plastiques souples sont acceptés dans les bacs de recyclage des ménages (à notre connaissance, pas sur la page) ; leur tri et leur recyclage à grande échelle ne sont pas établis.',
    },
  'Accepted with soft plastics at best.': {
    de: 'Bestenfalls mit weichen Kunststoffen angenommen.',
    fr: 'Accepté au mieux avec les plastiques souples.',
  },
  'Household recycling bins take plastic bottles, tubs and trays; sorting and recycling routes are not on the page.':
    {
      de: 'Die Wertstofftonnen der Haushalte nehmen Kunststoffflaschen, Becher und Schalen an; Sortier- und Recyclingwege stehen nicht auf der Seite.',
      fr: 'Les bacs de recyclage des ménages acceptent les bouteilles, pots et barquettes en plastique ; les filières de tri et de recyclage ne figurent pas sur la page.',
    },
  'Household recycling bins take bottles and trays; sorting and recycling routes are not on the page.': {
    de: 'Die Wertstofftonnen der Haushalte nehmen Flaschen und Schalen an; Sortier- und Recyclingwege stehen nicht auf der Seite.',
    fr: 'Les bacs de recyclage des ménages acceptent les bouteilles et les barquettes ; les filières de tri et de recyclage ne figurent pas sur la page.',
  },
  'Household recycling bins funded by Repak.': {
    de: 'Wertstofftonnen der Haushalte, von Repak finanziert.',
    fr: 'Bacs de recyclage des ménages financés par Repak.',
  },
  'Bottle banks funded by Repak.': {
    de: 'Glascontainer, von Repak finanziert.',
    fr: 'Conteneurs à verre financés par Repak.',
  },
  'Bags and film go in the yellow container and plants sort by material for reprocessing; the page does not name film as a fraction.':
    {
      de: 'Tüten und Folien kommen in den gelben Container, und Anlagen sortieren nach Material für die Wiederaufbereitung; die Seite nennt Folie nicht als Fraktion.',
      fr: 'Les sacs et films vont dans le conteneur jaune et les centres trient par matériau pour le retraitement ; la page ne cite pas le film comme fraction.',
    },
  'Collected in the yellow container.': {
    de: 'Im gelben Container gesammelt.',
    fr: 'Collecté dans le conteneur jaune.',
  },
  'Yellow container; plants sort plastics by material for reprocessing.': {
    de: 'Gelber Container; Anlagen sortieren Kunststoffe nach Material für die Wiederaufbereitung.',
    fr: 'Conteneur jaune ; les centres trient les plastiques par matériau pour le retraitement.',
  },
  'Bottles and trays in the yellow container, sorted by material for reprocessing.': {
    de: 'Flaschen und Schalen im gelben Container, nach Material für die Wiederaufbereitung sortiert.',
    fr: 'Bouteilles et barquettes dans le conteneur jaune, triées par matériau pour le retraitement.',
  },
  'Blue container for paper and board.': {
    de: 'Blauer Container für Papier und Karton.',
    fr: 'Conteneur bleu pour le papier et le carton.',
  },
  'Green container run by Ecovidrio, which the cited sources do not cover.': {
    de: 'Grüner Container, betrieben von Ecovidrio, den die zitierten Quellen nicht abdecken.',
    fr: 'Conteneur vert géré par Ecovidrio, que les sources citées ne couvrent pas.',
  },
  'Cans, trays and foil in the yellow container, sorted by material.': {
    de: 'Dosen, Schalen und Folie im gelben Container, nach Material sortiert.',
    fr: 'Canettes, barquettes et papier d’aluminium dans le conteneur jaune, triés par matériau.',
  },
  'Cans and lids in the yellow container, sorted by material.': {
    de: 'Dosen und Deckel im gelben Container, nach Material sortiert.',
    fr: 'Boîtes et couvercles dans le conteneur jaune, triés par matériau.',
  },
  'Plastic packaging goes to the yellow ecoponto and is sold to recyclers; the page does not say films are sorted as such.':
    {
      de: 'Kunststoffverpackungen kommen in den gelben Ecoponto und werden an Recycler verkauft; die Seite sagt nicht, dass Folien als solche sortiert werden.',
      fr: 'Les emballages plastiques vont dans l’ecoponto jaune et sont vendus aux recycleurs ; la page ne dit pas que les films sont triés en tant que tels.',
    },
  'Collected at the yellow ecoponto.': {
    de: 'Am gelben Ecoponto gesammelt.',
    fr: 'Collecté à l’ecoponto jaune.',
  },
  'Yellow ecoponto; plastic packaging sold to recyclers.': {
    de: 'Gelber Ecoponto; Kunststoffverpackungen werden an Recycler verkauft.',
    fr: 'Ecoponto jaune ; emballages plastiques vendus aux recycleurs.',
  },
  'Yellow ecoponto; plastic is sold to recyclers, but the page names neither PET bottles nor trays.': {
    de: 'Gelber Ecoponto; Kunststoff wird an Recycler verkauft, aber die Seite nennt weder PET-Flaschen noch Schalen.',
    fr: 'Ecoponto jaune ; le plastique est vendu aux recycleurs, mais la page ne mentionne ni les bouteilles PET ni les barquettes.',
  },
  'Blue ecoponto; paper and board sold to recyclers.': {
    de: 'Blauer Ecoponto; Papier und Karton werden an Recycler verkauft.',
    fr: 'Ecoponto bleu ; papier et carton vendus aux recycleurs.',
  },
  'Green ecoponto (vidrão); glass sold to recyclers.': {
    de: 'Grüner Ecoponto (vidrão); Glas wird an Recycler verkauft.',
    fr: 'Ecoponto vert (vidrão) ; verre vendu aux recycleurs.',
  },
  'Yellow ecoponto; aluminium sold to recyclers.': {
    de: 'Gelber Ecoponto; Aluminium wird an Recycler verkauft.',
    fr: 'Ecoponto jaune ; aluminium vendu aux recycleurs.',
  },
  'Yellow ecoponto; steel sold to recyclers.': {
    de: 'Gelber Ecoponto; Stahl wird an Recycler verkauft.',
    fr: 'Ecoponto jaune ; acier vendu aux recycleurs.',
  },
  'SPV sends wood packaging to recyclers, but it is not a household stream.': {
    de: 'SPV gibt Holzverpackungen an Recycler, aber sie sind kein Haushaltsstrom.',
    fr: 'SPV confie les emballages en bois aux recycleurs, mais ce n’est pas une filière ménagère.',
  },
  'Plastic packaging collection in most municipalities; packaging film is a Corepla sorted fraction.': {
    de: 'Sammlung von Kunststoffverpackungen in den meisten Gemeinden; Verpackungsfolie ist eine Corepla-Sortierfraktion.',
    fr: 'Collecte des emballages plastiques dans la plupart des communes ; le film d’emballage est une fraction de tri Corepla.',
  },
  'Collected and sorted into the mixed-polyolefin fraction (Corepla).': {
    de: 'Gesammelt und in die Mischpolyolefin-Fraktion sortiert (Corepla).',
    fr: 'Collecté et trié dans la fraction polyoléfines mélangées (Corepla).',
  },
  'PE containers and mixed polyolefins are Corepla sorted fractions.': {
    de: 'PE-Behälter und gemischte Polyolefine sind Corepla-Sortierfraktionen.',
    fr: 'Les contenants PE et les polyoléfines mélangées sont des fractions de tri Corepla.',
  },
  'Clear, light-blue and coloured PET bottles are Corepla sorted fractions; trays are not named.': {
    de: 'Klare, hellblaue und farbige PET-Flaschen sind Corepla-Sortierfraktionen; Schalen werden nicht genannt.',
    fr: 'Les bouteilles PET claires, bleu clair et colorées sont des fractions de tri Corepla ; les barquettes ne sont pas mentionnées.',
  },
  'Comieco consortium collection and recycling.': {
    de: 'Sammlung und Recycling durch das Konsortium Comieco.',
    fr: 'Collecte et recyclage par le consortium Comieco.',
  },
  'Coreve consortium collection and recycling.': {
    de: 'Sammlung und Recycling durch das Konsortium Coreve.',
    fr: 'Collecte et recyclage par le consortium Coreve.',
  },
  'CiAl consortium collection and recycling.': {
    de: 'Sammlung und Recycling durch das Konsortium CiAl.',
    fr: 'Collecte et recyclage par le consortium CiAl.',
  },
  'Ricrea consortium collection and recycling.': {
    de: 'Sammlung und Recycling durch das Konsortium Ricrea.',
    fr: 'Collecte et recyclage par le consortium Ricrea.',
  },
  'Rilegno recovers and recycles wood packaging (pallets, crates), but not from households.': {
    de: 'Rilegno verwertet und recycelt Holzverpackungen (Paletten, Kisten), aber nicht aus Haushalten.',
    fr: 'Rilegno valorise et recycle les emballages en bois (palettes, caisses), mais pas ceux des ménages.',
  },
  'Blue bin; PE film is a sorted fraction.': {
    de: 'Blaue Tonne; PE-Folie ist eine Sortierfraktion.',
    fr: 'Bac bleu ; le film PE est une fraction de tri.',
  },
  'Blue bin; ends in the mixed-plastics fraction.': {
    de: 'Blaue Tonne; landet in der Mischkunststoff-Fraktion.',
    fr: 'Bac bleu ; finit dans la fraction plastiques mélangés.',
  },
  'Blue bin; HDPE is a sorted fraction, but PP rigids end in mixed plastics, whose recycling is not established.':
    {
      de: 'Blaue Tonne; HDPE ist eine Sortierfraktion, PP-Hartkunststoffe landen aber in Mischkunststoffen, deren Recycling nicht belegt ist.',
      fr: 'Bac bleu ; le PEHD est une fraction de tri, mais les rigides PP finissent dans les plastiques mélangés, dont le recyclage n’est pas établi.',
    },
  'Blue bin; PET is a sorted fraction.': {
    de: 'Blaue Tonne; PET ist eine Sortierfraktion.',
    fr: 'Bac bleu ; le PET est une fraction de tri.',
  },
  'Blue bin; paper and cardboard are sorted fractions.': {
    de: 'Blaue Tonne; Papier und Karton sind Sortierfraktionen.',
    fr: 'Bac bleu ; le papier et le carton sont des fractions de tri.',
  },
  'Blue bin and blue bells; glass is a sorted fraction.': {
    de: 'Blaue Tonne und blaue Glocken; Glas ist eine Sortierfraktion.',
    fr: 'Bac bleu et cloches bleues ; le verre est une fraction de tri.',
  },
  'Blue bin; aluminium is a sorted fraction.': {
    de: 'Blaue Tonne; Aluminium ist eine Sortierfraktion.',
    fr: 'Bac bleu ; l’aluminium est une fraction de tri.',
  },
  'Blue bin; iron (tinplate) is a sorted fraction.': {
    de: 'Blaue Tonne; Eisen (Weißblech) ist eine Sortierfraktion.',
    fr: 'Bac bleu ; le fer (fer-blanc) est une fraction de tri.',
  },
  'Clean plastic bags in PMD since 2017; the sorting and recycling of films is not on the pages.': {
    de: 'Saubere Kunststofftüten seit 2017 in PMD; Sortierung und Recycling von Folien stehen nicht auf den Seiten.',
    fr: 'Sacs plastiques propres dans les PMD depuis 2017 ; le tri et le recyclage des films ne figurent pas sur les pages.',
  },
  'Only clean plastic bags are accepted in PMD.': {
    de: 'In PMD werden nur saubere Kunststofftüten angenommen.',
    fr: 'Seuls les sacs plastiques propres sont acceptés dans les PMD.',
  },
  'Bottles and containers, and PP pots and tubs since 2017, in PMD; sorting and recycling not on the pages.':
    {
      de: 'Flaschen und Behälter sowie seit 2017 PP-Becher und -Wannen in PMD; Sortierung und Recycling stehen nicht auf den Seiten.',
      fr: 'Bouteilles et contenants, ainsi que pots et barquettes PP depuis 2017, dans les PMD ; tri et recyclage ne figurent pas sur les pages.',
    },
  'Bottles in PMD; trays, sorting and recycling not on the pages.': {
    de: 'Flaschen in PMD; Schalen, Sortierung und Recycling stehen nicht auf den Seiten.',
    fr: 'Bouteilles dans les PMD ; barquettes, tri et recyclage ne figurent pas sur les pages.',
  },
  'Door-to-door paper collection weekly in urban areas, recycling points elsewhere; recycling not on the page.':
    {
      de: 'Wöchentliche Haustürsammlung von Papier in Städten, anderswo Recyclingpunkte; das Recycling steht nicht auf der Seite.',
      fr: 'Collecte hebdomadaire du papier en porte-à-porte en zone urbaine, points de recyclage ailleurs ; le recyclage ne figure pas sur la page.',
    },
  'Bell bins for all glass packaging; recycling not on the page.': {
    de: 'Glockencontainer für alle Glasverpackungen; das Recycling steht nicht auf der Seite.',
    fr: 'Cloches pour tous les emballages en verre ; le recyclage ne figure pas sur la page.',
  },
  'Metal packaging in PMD; recycling not on the page.': {
    de: 'Metallverpackungen in PMD; das Recycling steht nicht auf der Seite.',
    fr: 'Emballages métalliques dans les PMD ; le recyclage ne figure pas sur la page.',
  },
  'Kerbside recycling bags in participating councils; film sorting not established.': {
    de: 'Recyclingsäcke am Haus in teilnehmenden Gemeinden; die Sortierung von Folien ist nicht belegt.',
    fr: 'Sacs de recyclage en porte-à-porte dans les communes participantes ; le tri des films n’est pas établi.',
  },
  'Kerbside recycling bags at best.': {
    de: 'Bestenfalls Recyclingsäcke am Haus.',
    fr: 'Au mieux des sacs de recyclage en porte-à-porte.',
  },
  'Kerbside recycling bags in participating councils; sorting and export for recycling assumed.': {
    de: 'Recyclingsäcke am Haus in teilnehmenden Gemeinden; Sortierung und Export zum Recycling angenommen.',
    fr: 'Sacs de recyclage en porte-à-porte dans les communes participantes ; tri et exportation pour recyclage supposés.',
  },
  'Bottles through the deposit and recycling bags; trays not established.': {
    de: 'Flaschen über das Pfandsystem und Recyclingsäcke; Schalen nicht belegt.',
    fr: 'Bouteilles via la consigne et les sacs de recyclage ; barquettes non établies.',
  },
  'Kerbside recycling bags in participating councils.': {
    de: 'Recyclingsäcke am Haus in teilnehmenden Gemeinden.',
    fr: 'Sacs de recyclage en porte-à-porte dans les communes participantes.',
  },
  'Bring-in sites and glass collections; recycling of the glass itself not established.': {
    de: 'Bringsysteme und Glassammlungen; das Recycling des Glases selbst ist nicht belegt.',
    fr: 'Points d’apport et collectes de verre ; le recyclage du verre lui-même n’est pas établi.',
  },
  'Kerbside recycling bags; metals exported for recycling.': {
    de: 'Recyclingsäcke am Haus; Metalle werden zum Recycling exportiert.',
    fr: 'Sacs de recyclage en porte-à-porte ; métaux exportés pour recyclage.',
  },
  'Municipal separate collection of plastics.': {
    de: 'Kommunale getrennte Sammlung von Kunststoffen.',
    fr: 'Collecte séparée municipale des plastiques.',
  },
  'Collected with plastics at best.': {
    de: 'Bestenfalls mit Kunststoffen gesammelt.',
    fr: 'Au mieux collecté avec les plastiques.',
  },
  'PET bottles through the deposit (93.6% of units returned in 2014); trays not covered.': {
    de: 'PET-Flaschen über das Pfandsystem (93,6 % der Einheiten 2014 zurückgegeben); Schalen nicht abgedeckt.',
    fr: 'Bouteilles PET via la consigne (93,6 % des unités rapportées en 2014) ; barquettes non couvertes.',
  },
  'Municipal separate collection of paper and board.': {
    de: 'Kommunale getrennte Sammlung von Papier und Karton.',
    fr: 'Collecte séparée municipale du papier et du carton.',
  },
  'Glass beverage bottles through the deposit; jars through municipal collection, not sourced.': {
    de: 'Glas-Getränkeflaschen über das Pfandsystem; Gläser über die kommunale Sammlung, nicht belegt.',
    fr: 'Bouteilles de boisson en verre via la consigne ; bocaux via la collecte municipale, non sourcé.',
  },
  'Beverage cans through the deposit; other aluminium packaging not sourced.': {
    de: 'Getränkedosen über das Pfandsystem; andere Aluminiumverpackungen nicht belegt.',
    fr: 'Canettes via la consigne ; autres emballages en aluminium non sourcés.',
  },
  'Steel beverage cans through the deposit; food cans not sourced.': {
    de: 'Getränkedosen aus Stahl über das Pfandsystem; Konservendosen nicht belegt.',
    fr: 'Canettes en acier via la consigne ; boîtes de conserve non sourcées.',
  },
  'Plastic is a household fraction, collected with non-packaging plastic; the page does not say films are sorted and recycled.':
    {
      de: 'Kunststoff ist eine Haushaltsfraktion, gesammelt zusammen mit Nicht-Verpackungskunststoff; die Seite sagt nicht, dass Folien sortiert und recycelt werden.',
      fr: 'Le plastique est une fraction ménagère, collectée avec le plastique hors emballage ; la page ne dit pas que les films sont triés et recyclés.',
    },
  'Collected with household plastic.': {
    de: 'Mit dem Haushaltskunststoff gesammelt.',
    fr: 'Collecté avec le plastique ménager.',
  },
  'Plastic is a household fraction; its sorting and recycling are not on the page.': {
    de: 'Kunststoff ist eine Haushaltsfraktion; seine Sortierung und sein Recycling stehen nicht auf der Seite.',
    fr: 'Le plastique est une fraction ménagère ; son tri et son recyclage ne figurent pas sur la page.',
  },
  'Bottles through the deposit (92% recycled); trays with household plastic, not established.': {
    de: 'Flaschen über das Pfandsystem (92 % recycelt); Schalen mit dem Haushaltskunststoff, nicht belegt.',
    fr: 'Bouteilles via la consigne (92 % recyclées) ; barquettes avec le plastique ménager, non établi.',
  },
  'Cardboard and food cartons are household fractions, collected with the same material.': {
    de: 'Karton und Getränkekartons sind Haushaltsfraktionen, gesammelt zusammen mit demselben Material.',
    fr: 'Le carton et les briques alimentaires sont des fractions ménagères, collectées avec le même matériau.',
  },
  'Glass is a household fraction; bottles also through the deposit.': {
    de: 'Glas ist eine Haushaltsfraktion; Flaschen auch über das Pfandsystem.',
    fr: 'Le verre est une fraction ménagère ; bouteilles également via la consigne.',
  },
  'Metal is a household fraction; cans also through the deposit.': {
    de: 'Metall ist eine Haushaltsfraktion; Dosen auch über das Pfandsystem.',
    fr: 'Le métal est une fraction ménagère ; canettes également via la consigne.',
  },
  'Metal is a household fraction.': {
    de: 'Metall ist eine Haushaltsfraktion.',
    fr: 'Le métal est une fraction ménagère.',
  },
  'Not a household fraction: wooden packaging goes to recycling centres; recycling not on the page.': {
    de: 'Keine Haushaltsfraktion: Holzverpackungen gehen zu Wertstoffhöfen; das Recycling steht nicht auf der Seite.',
    fr: 'Pas une fraction ménagère : les emballages en bois vont en déchetterie ; le recyclage ne figure pas sur la page.',
  },
  'Soft plastic packaging goes with plastic packaging to FTI; the page does not say films are sorted and recycled as such.':
    {
      de: 'Weiche Kunststoffverpackungen gehen mit den Kunststoffverpackungen an FTI; die Seite sagt nicht, dass Folien als solche sortiert und recycelt werden.',
      fr: 'Les emballages plastiques souples vont avec les emballages plastiques chez FTI ; la page ne dit pas que les films sont triés et recyclés en tant que tels.',
    },
  'Recycling stations nationwide and kerbside for 2 million households; FTI sends what it collects to recycling.':
    {
      de: 'Recyclingstationen im ganzen Land und Sammlung am Haus für 2 Millionen Haushalte; FTI gibt das Gesammelte ins Recycling.',
      fr: 'Stations de recyclage dans tout le pays et collecte en porte-à-porte pour 2 millions de ménages ; FTI envoie ce qu’il collecte au recyclage.',
    },
  'Bottles through the deposit (Returpack), which the page does not cover; trays with plastic packaging.': {
    de: 'Flaschen über das Pfandsystem (Returpack), das die Seite nicht abdeckt; Schalen mit den Kunststoffverpackungen.',
    fr: 'Bouteilles via la consigne (Returpack), que la page ne couvre pas ; barquettes avec les emballages plastiques.',
  },
  'Recycling stations nationwide and kerbside collection.': {
    de: 'Recyclingstationen im ganzen Land und Sammlung am Haus.',
    fr: 'Stations de recyclage dans tout le pays et collecte en porte-à-porte.',
  },
  'Recycling stations nationwide, clear and coloured glass.': {
    de: 'Recyclingstationen im ganzen Land, klares und farbiges Glas.',
    fr: 'Stations de recyclage dans tout le pays, verre clair et coloré.',
  },
  'Metal packaging at recycling stations and kerbside.': {
    de: 'Metallverpackungen an Recyclingstationen und am Haus.',
    fr: 'Emballages métalliques aux stations de recyclage et en porte-à-porte.',
  },
  'Bags, pouches and wrappers accepted with plastic packaging; their sorting and recycling are not on the pages.':
    {
      de: 'Tüten, Beutel und Einwickelfolien werden mit den Kunststoffverpackungen angenommen; ihre Sortierung und ihr Recycling stehen nicht auf den Seiten.',
      fr: 'Sacs, sachets et emballages souples acceptés avec les emballages plastiques ; leur tri et leur recyclage ne figurent pas sur les pages.',
    },
  'At least 500 Rinki points and property collection take plastic packaging; sorting and recycling are not on the page.':
    {
      de: 'Mindestens 500 Rinki-Punkte und die Sammlung an Wohngebäuden nehmen Kunststoffverpackungen an; Sortierung und Recycling stehen nicht auf der Seite.',
      fr: 'Au moins 500 points Rinki et la collecte en immeuble acceptent les emballages plastiques ; tri et recyclage ne figurent pas sur la page.',
    },
  'Bottles through the deposit (Palpa), not sourced; trays with plastic packaging.': {
    de: 'Flaschen über das Pfandsystem (Palpa), nicht belegt; Schalen mit den Kunststoffverpackungen.',
    fr: 'Bouteilles via la consigne (Palpa), non sourcé ; barquettes avec les emballages plastiques.',
  },
  'Carton packaging at 1,850 Rinki points and property collection; producers must have it recycled.': {
    de: 'Kartonverpackungen an 1.850 Rinki-Punkten und in der Sammlung an Wohngebäuden; die Hersteller müssen sie recyceln lassen.',
    fr: 'Emballages en carton aux 1 850 points Rinki et en collecte en immeuble ; les producteurs doivent les faire recycler.',
  },
  'Glass packaging at 1,850 Rinki points; producers must have it recycled.': {
    de: 'Glasverpackungen an 1.850 Rinki-Punkten; die Hersteller müssen sie recyceln lassen.',
    fr: 'Emballages en verre aux 1 850 points Rinki ; les producteurs doivent les faire recycler.',
  },
  'Metal packaging at 1,850 Rinki points; producers must have it recycled.': {
    de: 'Metallverpackungen an 1.850 Rinki-Punkten; die Hersteller müssen sie recyceln lassen.',
    fr: 'Emballages métalliques aux 1 850 points Rinki ; les producteurs doivent les faire recycler.',
  },
  'Mixed packaging containers take plastic film.': {
    de: 'Container für gemischte Verpackungen nehmen Kunststofffolie an.',
    fr: 'Les conteneurs d’emballages mélangés acceptent le film plastique.',
  },
  'Collected in mixed packaging containers.': {
    de: 'In Containern für gemischte Verpackungen gesammelt.',
    fr: 'Collecté dans les conteneurs d’emballages mélangés.',
  },
  'Mixed packaging containers.': {
    de: 'Container für gemischte Verpackungen.',
    fr: 'Conteneurs d’emballages mélangés.',
  },
  'Bottles through the deposit (since 2005); trays in mixed packaging containers.': {
    de: 'Flaschen über das Pfandsystem (seit 2005); Schalen in Containern für gemischte Verpackungen.',
    fr: 'Bouteilles via la consigne (depuis 2005) ; barquettes dans les conteneurs d’emballages mélangés.',
  },
  'Paper and cardboard containers.': {
    de: 'Container für Papier und Karton.',
    fr: 'Conteneurs pour le papier et le carton.',
  },
  'Glass containers; bottles also through the deposit.': {
    de: 'Glascontainer; Flaschen auch über das Pfandsystem.',
    fr: 'Conteneurs à verre ; bouteilles également via la consigne.',
  },
  'Mixed packaging containers; cans through the deposit.': {
    de: 'Container für gemischte Verpackungen; Dosen über das Pfandsystem.',
    fr: 'Conteneurs d’emballages mélangés ; canettes via la consigne.',
  },
  'Containers for plastics.': { de: 'Container für Kunststoffe.', fr: 'Conteneurs pour les plastiques.' },
  'Bottles through the deposit (since 2022); trays with plastics.': {
    de: 'Flaschen über das Pfandsystem (seit 2022); Schalen mit den Kunststoffen.',
    fr: 'Bouteilles via la consigne (depuis 2022) ; barquettes avec les plastiques.',
  },
  'Containers for paper and cardboard.': {
    de: 'Container für Papier und Karton.',
    fr: 'Conteneurs pour le papier et le carton.',
  },
  'Glass containers.': { de: 'Glascontainer.', fr: 'Conteneurs à verre.' },
  'Metals with plastics; cans through the deposit.': {
    de: 'Metalle mit den Kunststoffen; Dosen über das Pfandsystem.',
    fr: 'Métaux avec les plastiques ; canettes via la consigne.',
  },
  'Metals with plastics.': { de: 'Metalle mit den Kunststoffen.', fr: 'Métaux avec les plastiques.' },
  'The system is meant to cover plastic packaging.': {
    de: 'Das System soll Kunststoffverpackungen abdecken.',
    fr: 'Le système est censé couvrir les emballages plastiques.',
  },
  'Bottles through the deposit (since 2016); trays with plastics.': {
    de: 'Flaschen über das Pfandsystem (seit 2016); Schalen mit den Kunststoffen.',
    fr: 'Bouteilles via la consigne (depuis 2016) ; barquettes avec les plastiques.',
  },
  'The system is meant to cover paper packaging.': {
    de: 'Das System soll Papierverpackungen abdecken.',
    fr: 'Le système est censé couvrir les emballages en papier.',
  },
  'The system is meant to cover glass packaging.': {
    de: 'Das System soll Glasverpackungen abdecken.',
    fr: 'Le système est censé couvrir les emballages en verre.',
  },
  'The system is meant to cover metal packaging.': {
    de: 'Das System soll Metallverpackungen abdecken.',
    fr: 'Le système est censé couvrir les emballages métalliques.',
  },
  'Film collection at scale not established; Eco-Rom’s separate collection reaches about half the population.':
    {
      de: 'Eine Foliensammlung in großem Maßstab ist nicht belegt; die getrennte Sammlung von Eco-Rom erreicht etwa die Hälfte der Bevölkerung.',
      fr: 'La collecte des films à grande échelle n’est pas établie ; la collecte séparée d’Eco-Rom touche environ la moitié de la population.',
    },
  'Film collection at scale not established.': {
    de: 'Eine Foliensammlung in großem Maßstab ist nicht belegt.',
    fr: 'La collecte des films à grande échelle n’est pas établie.',
  },
  'Separate collection in 400 localities reaching 9 million people; national coverage and recycling not established.':
    {
      de: 'Getrennte Sammlung in 400 Orten für 9 Millionen Menschen; landesweite Abdeckung und Recycling nicht belegt.',
      fr: 'Collecte séparée dans 400 localités touchant 9 millions de personnes ; couverture nationale et recyclage non établis.',
    },
  'Bottles through the deposit (since 2023), not sourced; separate collection reaches about half the population.':
    {
      de: 'Flaschen über das Pfandsystem (seit 2023), nicht belegt; die getrennte Sammlung erreicht etwa die Hälfte der Bevölkerung.',
      fr: 'Bouteilles via la consigne (depuis 2023), non sourcé ; la collecte séparée touche environ la moitié de la population.',
    },
  'Separate collection in 400 localities reaching 9 million people; national coverage not established.': {
    de: 'Getrennte Sammlung in 400 Orten für 9 Millionen Menschen; landesweite Abdeckung nicht belegt.',
    fr: 'Collecte séparée dans 400 localités touchant 9 millions de personnes ; couverture nationale non établie.',
  },
  'Separate collection reaching 9 million people; cans through the deposit since 2023, not sourced.': {
    de: 'Getrennte Sammlung für 9 Millionen Menschen; Dosen seit 2023 über das Pfandsystem, nicht belegt.',
    fr: 'Collecte séparée touchant 9 millions de personnes ; canettes via la consigne depuis 2023, non sourcé.',
  },
  'Plastics go in the yellow container and sorted material is sold to recyclers; films are not named.': {
    de: 'Kunststoffe kommen in den gelben Container, und sortiertes Material wird an Recycler verkauft; Folien werden nicht genannt.',
    fr: 'Les plastiques vont dans le conteneur jaune et les matières triées sont vendues aux recycleurs ; les films ne sont pas mentionnés.',
  },
  'Yellow container for plastics and cans; sorted by sub-contractors and sold to recyclers.': {
    de: 'Gelber Container für Kunststoffe und Dosen; von Subunternehmern sortiert und an Recycler verkauft.',
    fr: 'Conteneur jaune pour les plastiques et les canettes ; trié par des sous-traitants et vendu aux recycleurs.',
  },
  'Yellow container; the page names neither PET bottles nor trays.': {
    de: 'Gelber Container; die Seite nennt weder PET-Flaschen noch Schalen.',
    fr: 'Conteneur jaune ; la page ne mentionne ni les bouteilles PET ni les barquettes.',
  },
  'Blue container; sorted and sold to recyclers.': {
    de: 'Blauer Container; sortiert und an Recycler verkauft.',
    fr: 'Conteneur bleu ; trié et vendu aux recycleurs.',
  },
  'Green container; sold to recyclers.': {
    de: 'Grüner Container; an Recycler verkauft.',
    fr: 'Conteneur vert ; vendu aux recycleurs.',
  },
  'Yellow container for plastics and cans; sorted and sold to recyclers.': {
    de: 'Gelber Container für Kunststoffe und Dosen; sortiert und an Recycler verkauft.',
    fr: 'Conteneur jaune pour les plastiques et les canettes ; trié et vendu aux recycleurs.',
  },
  'Front-of-store take-back exists, but fewer than 75% of councils collect film; kerbside film collection becomes mandatory in England from March 2027 (Simpler Recycling).':
    {
      de: 'Rücknahme im Geschäft gibt es, doch weniger als 75 % der Gemeinden sammeln Folie; die Foliensammlung am Haus wird in England ab März 2027 Pflicht (Simpler Recycling).',
      fr: 'La reprise en magasin existe, mais moins de 75 % des collectivités collectent le film ; la collecte des films en porte-à-porte devient obligatoire en Angleterre à partir de mars 2027 (Simpler Recycling).',
    },
  'Not collected by 75% of councils; PP film sorting and recycling at scale not established.': {
    de: 'Nicht von 75 % der Gemeinden gesammelt; Sortierung und Recycling von PP-Folie in großem Maßstab nicht belegt.',
    fr: 'Pas collecté par 75 % des collectivités ; tri et recyclage du film PP à grande échelle non établis.',
  },
  'Not collected by 75% of councils.': {
    de: 'Nicht von 75 % der Gemeinden gesammelt.',
    fr: 'Pas collecté par 75 % des collectivités.',
  },
  'Bottles, pots, tubs and trays collected by ≥ 75% of councils.': {
    de: 'Flaschen, Becher, Wannen und Schalen werden von ≥ 75 % der Gemeinden gesammelt.',
    fr: 'Bouteilles, pots, barquettes et plateaux collectés par ≥ 75 % des collectivités.',
  },
  'Bottles and trays collected by ≥ 75% of councils.': {
    de: 'Flaschen und Schalen werden von ≥ 75 % der Gemeinden gesammelt.',
    fr: 'Bouteilles et barquettes collectées par ≥ 75 % des collectivités.',
  },
  'Kerbside.': { de: 'Am Haus.', fr: 'En porte-à-porte.' },
  'Kerbside or bottle banks.': {
    de: 'Am Haus oder über Glascontainer.',
    fr: 'En porte-à-porte ou conteneurs à verre.',
  },
  'Accepted at household waste recycling centres and commercially, not kerbside; OPRL would not label it “Recycle”.':
    {
      de: 'Auf Wertstoffhöfen der Gemeinden und gewerblich angenommen, nicht am Haus; OPRL würde es nicht mit „Recycle“ kennzeichnen.',
      fr: 'Accepté dans les déchetteries municipales et commercialement, pas en porte-à-porte ; OPRL ne l’étiquetterait pas « Recycle ».',
    },
  'Not collected at the kerbside at scale; store drop-off does not meet the 60% access definition.': {
    de: 'Am Haus nicht in großem Maßstab gesammelt; die Rückgabe im Geschäft erfüllt die 60-%-Zugangsdefinition nicht.',
    fr: 'Pas collecté en porte-à-porte à grande échelle ; le dépôt en magasin ne satisfait pas la définition d’accès de 60 %.',
  },
  'Not collected at scale.': {
    de: 'Nicht in großem Maßstab gesammelt.',
    fr: 'Pas collecté à grande échelle.',
  },
  'HDPE bottles widely accepted; PP tubs and trays above 60% access per the access studies.': {
    de: 'HDPE-Flaschen werden weithin angenommen; PP-Becher und -Schalen laut den Zugangsstudien über 60 % Zugang.',
    fr: 'Bouteilles PEHD largement acceptées ; pots et barquettes PP au-dessus de 60 % d’accès selon les études d’accès.',
  },
  'PET bottles and jars widely accepted; PET thermoform trays less certain.': {
    de: 'PET-Flaschen und -Gläser werden weithin angenommen; PET-Tiefziehschalen weniger sicher.',
    fr: 'Bouteilles et pots PET largement acceptés ; barquettes thermoformées PET moins certaines.',
  },
  'Corrugated and cartonboard widely accepted.': {
    de: 'Wellpappe und Faltschachtelkarton werden weithin angenommen.',
    fr: 'Carton ondulé et carton plat largement acceptés.',
  },
  'Glass access above 60% but falling in some regions.': {
    de: 'Zugang für Glas über 60 %, in einigen Regionen aber rückläufig.',
    fr: 'Accès au verre au-dessus de 60 %, mais en baisse dans certaines régions.',
  },
  'Cans widely accepted.': { de: 'Dosen werden weithin angenommen.', fr: 'Canettes largement acceptées.' },
  'Steel cans widely accepted.': {
    de: 'Stahldosen werden weithin angenommen.',
    fr: 'Boîtes en acier largement acceptées.',
  },
  'No household collection; wood packaging is recycled commercially (pallets).': {
    de: 'Keine Haushaltssammlung; Holzverpackungen werden gewerblich recycelt (Paletten).',
    fr: 'Pas de collecte ménagère ; les emballages en bois sont recyclés commercialement (palettes).',
  },
};

const translated = (text: string, language: Exclude<ContentLanguage, 'en'>): string | undefined =>
  Object.hasOwn(notes, text) ? notes[text]?.[language] : undefined;

/** A row's note in the reader's language. */
export const noteIn = (note: string, language: ContentLanguage): string => {
  if (language === 'en') return note;
  const closing = closings.find(([english]) => note.endsWith(` ${english}`));
  if (closing === undefined) return translated(note, language) ?? note;
  const [english, translations] = closing;
  const own = translated(note.slice(0, -english.length - 1), language);
  return own === undefined ? note : `${own} ${translations[language]}`;
};
