import { guidelineSources as s } from '../sources';
import { weightText } from './common';
import { guideline } from './guideline';

/**
 * Wood (pallets, crates, boxes, drums). Facts from docs/assessment.md#wood (particle board after
 * removing metal parts; treated or painted wood limited) and the wood rule table
 * (assessment/rules/wood-rules.ts): metal fasteners recovered, paper labels screened out. The
 * waste-wood categories are the German Altholzverordnung's, the one law the method already cites
 * for wood; the ISPM 15 marking advice is general knowledge, cited to the standard itself.
 */
export const wood = guideline({
  id: 'wood',
  sources: [s.ecr, s.altholzv, s.ispm15, s.recyclens, s.ceflexScore],
  cites: {
    recycling: [s.ecr.id, s.altholzv.id],
    do: [s.ecr.id, s.ispm15.id],
    avoid: [s.altholzv.id, s.ecr.id],
    limits: [s.ecr.id, s.altholzv.id, s.recyclens.id],
    rating: [s.ceflexScore.id, s.recyclens.id],
  },
  weightRule: weightText,
  words: {
    en: {
      title: 'Wood packaging',
      summary:
        'Pallets, crates, boxes and cable drums of untreated wood are chipped and pressed into particle ' +
        'board once nails, staples and bands are removed. Keep the wood free of preservatives and heavy ' +
        'coatings, and use metal fasteners rather than plastic ones.',
      recycling:
        'Wood packaging is rarely collected at the kerbside. It comes back through commercial ' +
        'collection, pallet exchange and recycling centres, and is sorted by how the wood was treated. ' +
        'Wood fit for material recycling is then processed as follows:',
      steps: [
        'The wood is shredded into chips.',
        'Magnets and eddy-current separators remove nails, staples, screws and metal bands; they are recycled as metal.',
        'Screens remove fines, dirt and paper labels.',
        'The clean chips are glued and pressed into particle board. Wood that is not fit for this goes to energy recovery.',
      ],
      do: [
        'Use untreated solid wood. It is the material particle-board plants want.',
        'Join with steel nails, staples or screws and use steel bands. Metal is removed and recycled.',
        'For export, protect pallets and crates against pests by heat treatment under ISPM 15 (mark “HT”). It adds no chemicals to the wood.',
        'Use paper labels or stamps; labels are screened out with the fines.',
      ],
      avoid: [
        'Wood preservatives. Under the German waste-wood ordinance, preservative-treated wood (category A IV) may not be made into particle board.',
        'Coatings containing halogenated compounds, such as PVC. Such wood (category A III) may only be made into particle board once the coating is removed.',
        'Paint, lacquer and glued or coated panels where plain wood would do. They are allowed in category A II, but Recyclens rates treated or painted wood as limited.',
        'Plastic parts, such as plastic corner blocks or bands, where metal or wood would work. They are not recycled with the wood.',
      ],
      limits: [
        'Untreated wood as the main material: green.',
        'Treated or painted wood as the main material: yellow.',
        'Steel or aluminium nails, staples and bands: green, recycled as metal.',
        'Paper label: green, but its weight share is deducted because it is not recycled.',
        'Other materials on wood (for example plastic parts) are not in our rule table and are rated “needs testing”.',
        'German waste-wood categories: A I untreated, A II glued, painted or coated without halogens or preservatives, A III with halogenated coatings, A IV with preservatives. Particle board takes A I and A II, and A III only once the coating is removed.',
      ],
      ratingNote:
        'Because wood is collected commercially and at recycling centres rather than at the kerbside, ' +
        'our infrastructure rows for wood are marked as uncertain in several countries; check the ' +
        'return route with your customers.',
      checklist: [
        'The wood is untreated: no preservatives and no halogenated coatings.',
        'Paint, lacquer and coated panels are used only where they are needed.',
        'Fasteners and bands are metal.',
        'Export pallets are heat-treated (ISPM 15 “HT”), not chemically treated.',
        'Labels are paper; there are no plastic parts, or they are easy to remove.',
        'A return route (commercial collection, pallet exchange, recycling centre) exists where the packaging ends up.',
      ],
    },
    de: {
      title: 'Verpackungen aus Holz',
      summary:
        'Paletten, Kisten, Steigen und Kabeltrommeln aus unbehandeltem Holz werden gehackt und zu ' +
        'Spanplatten verpresst, sobald Nägel, Klammern und Bänder entfernt sind. Halten Sie das Holz ' +
        'frei von Holzschutzmitteln und aufwendigen Beschichtungen und verwenden Sie Verbindungsmittel ' +
        'aus Metall statt aus Kunststoff.',
      recycling:
        'Holzverpackungen werden kaum haushaltsnah gesammelt. Sie kommen über gewerbliche Sammlung, ' +
        'Palettentausch und Wertstoffhöfe zurück und werden danach sortiert, wie das Holz behandelt ' +
        'wurde. Stofflich verwertbares Holz durchläuft dann diese Schritte:',
      steps: [
        'Das Holz wird zu Hackschnitzeln zerkleinert.',
        'Magnete und Wirbelstromabscheider entfernen Nägel, Klammern, Schrauben und Metallbänder; sie werden als Metall recycelt.',
        'Siebe entfernen Feinanteile, Schmutz und Papieretiketten.',
        'Die sauberen Späne werden beleimt und zu Spanplatten verpresst. Holz, das dafür nicht taugt, wird energetisch verwertet.',
      ],
      do: [
        'Unbehandeltes Vollholz verwenden. Genau dieses Material brauchen Spanplattenwerke.',
        'Mit Stahlnägeln, -klammern oder -schrauben verbinden und Stahlbänder verwenden. Metall wird abgetrennt und recycelt.',
        'Exportpaletten und -kisten per Hitzebehandlung nach ISPM 15 (Kennzeichnung „HT“) gegen Schädlinge schützen. Sie bringt keine Chemikalien ins Holz.',
        'Papieretiketten oder Stempel verwenden; Etiketten werden mit den Feinanteilen ausgesiebt.',
      ],
      avoid: [
        'Holzschutzmittel. Nach der Altholzverordnung ist mit Holzschutzmitteln behandeltes Holz (Kategorie A IV) von der Verarbeitung zu Holzwerkstoffen wie Spanplatten ausgeschlossen.',
        'Beschichtungen mit halogenorganischen Verbindungen, etwa PVC. Solches Holz (Kategorie A III) darf erst nach Entfernen der Beschichtung zu Spanplatten verarbeitet werden.',
        'Farbe, Lack sowie verleimte oder beschichtete Platten, wo unbehandeltes Holz genügt. Sie sind in Kategorie A II zulässig, Recyclens stuft behandeltes oder lackiertes Holz aber als eingeschränkt ein.',
        'Kunststoffteile wie Eckklötze oder Umreifungsbänder aus Kunststoff, wo Metall oder Holz ginge. Sie werden nicht mit dem Holz recycelt.',
      ],
      limits: [
        'Unbehandeltes Holz als Hauptmaterial: grün.',
        'Behandeltes oder lackiertes Holz als Hauptmaterial: gelb.',
        'Nägel, Klammern und Bänder aus Stahl oder Aluminium: grün, werden als Metall recycelt.',
        'Papieretikett: grün, sein Gewichtsanteil wird jedoch abgezogen, da es nicht recycelt wird.',
        'Andere Materialien am Holz (etwa Kunststoffteile) stehen nicht in unserer Regeltabelle und gelten als „Prüfung erforderlich“.',
        'Altholzkategorien: A I naturbelassen, A II verleimt, gestrichen oder beschichtet ohne Halogene und Holzschutzmittel, A III mit halogenorganischer Beschichtung, A IV mit Holzschutzmitteln. Spanplattenwerke nehmen A I und A II, A III nur nach Entfernen der Beschichtung.',
      ],
      ratingNote:
        'Weil Holz gewerblich und über Wertstoffhöfe statt haushaltsnah gesammelt wird, sind unsere ' +
        'Infrastrukturangaben für Holz in mehreren Ländern als unsicher gekennzeichnet; klären Sie den ' +
        'Rückführungsweg mit Ihren Kunden.',
      checklist: [
        'Das Holz ist unbehandelt: keine Holzschutzmittel, keine halogenorganischen Beschichtungen.',
        'Farbe, Lack und beschichtete Platten nur dort, wo sie nötig sind.',
        'Verbindungsmittel und Bänder sind aus Metall.',
        'Exportpaletten sind hitzebehandelt (ISPM 15 „HT“), nicht chemisch behandelt.',
        'Etiketten sind aus Papier; Kunststoffteile gibt es nicht, oder sie sind leicht zu entfernen.',
        'Wo die Verpackung anfällt, gibt es einen Rückführungsweg (gewerbliche Sammlung, Palettentausch, Wertstoffhof).',
      ],
    },
    fr: {
      title: 'Emballages en bois',
      summary:
        'Palettes, caisses, cagettes et tourets en bois non traité sont broyés et pressés en panneaux ' +
        'de particules une fois les clous, agrafes et feuillards retirés. Gardez le bois exempt de ' +
        'produits de préservation et de revêtements lourds, et préférez des fixations en métal plutôt ' +
        'qu’en plastique.',
      recycling:
        'Les emballages en bois sont rarement collectés en porte-à-porte. Ils reviennent par la ' +
        'collecte professionnelle, l’échange de palettes et les déchetteries, et sont triés selon le ' +
        'traitement du bois. Le bois apte au recyclage matière suit ensuite ces étapes :',
      steps: [
        'Le bois est broyé en plaquettes.',
        'Des aimants et des séparateurs à courants de Foucault retirent clous, agrafes, vis et feuillards métalliques ; ils sont recyclés comme métal.',
        'Des cribles éliminent les fines, les salissures et les étiquettes papier.',
        'Les copeaux propres sont encollés et pressés en panneaux de particules. Le bois qui ne s’y prête pas part en valorisation énergétique.',
      ],
      do: [
        'Utilisez du bois massif non traité. C’est la matière que recherchent les fabricants de panneaux.',
        'Assemblez avec des clous, agrafes ou vis en acier et utilisez des feuillards en acier. Le métal est retiré et recyclé.',
        'À l’export, protégez palettes et caisses contre les nuisibles par traitement thermique selon la NIMP 15 (marquage « HT »). Il n’ajoute aucun produit chimique au bois.',
        'Utilisez des étiquettes papier ou des marquages au tampon ; les étiquettes sont éliminées au criblage avec les fines.',
      ],
      avoid: [
        'Les produits de préservation du bois. Selon l’ordonnance allemande sur les déchets de bois, le bois traité avec ces produits (catégorie A IV) ne peut pas être transformé en panneaux de particules.',
        'Les revêtements contenant des composés halogénés, comme le PVC. Ce bois (catégorie A III) ne peut être transformé en panneaux qu’après retrait du revêtement.',
        'La peinture, le vernis et les panneaux collés ou revêtus lorsque du bois brut suffit. Ils sont admis en catégorie A II, mais Recyclens classe le bois traité ou peint comme limité.',
        'Les pièces plastiques, comme les dés ou feuillards en plastique, là où le métal ou le bois conviendraient. Elles ne sont pas recyclées avec le bois.',
      ],
      limits: [
        'Bois non traité comme matériau principal : vert.',
        'Bois traité ou peint comme matériau principal : jaune.',
        'Clous, agrafes et feuillards en acier ou en aluminium : vert, recyclés comme métal.',
        'Étiquette papier : vert, mais sa part en poids est déduite car elle n’est pas recyclée.',
        'Les autres matériaux sur le bois (par exemple des pièces plastiques) ne figurent pas dans notre table de règles et sont classés « à tester ».',
        'Catégories allemandes de déchets de bois : A I non traité, A II collé, peint ou revêtu sans halogènes ni produits de préservation, A III avec revêtement halogéné, A IV avec produits de préservation. Les fabricants de panneaux acceptent A I et A II, A III seulement après retrait du revêtement.',
      ],
      ratingNote:
        'Comme le bois est collecté par les filières professionnelles et les déchetteries plutôt qu’en ' +
        'porte-à-porte, nos données d’infrastructure pour le bois sont marquées comme incertaines dans ' +
        'plusieurs pays ; vérifiez la filière de retour avec vos clients.',
      checklist: [
        'Le bois est non traité : ni produit de préservation, ni revêtement halogéné.',
        'Peinture, vernis et panneaux revêtus seulement là où ils sont nécessaires.',
        'Fixations et feuillards sont en métal.',
        'Les palettes export sont traitées thermiquement (NIMP 15 « HT »), pas chimiquement.',
        'Les étiquettes sont en papier ; aucune pièce plastique, ou alors facile à retirer.',
        'Une filière de retour (collecte professionnelle, échange de palettes, déchetterie) existe là où l’emballage est jeté.',
      ],
    },
  },
});
