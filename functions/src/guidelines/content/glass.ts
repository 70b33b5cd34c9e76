import { guidelineSources as s } from '../sources';
import { weightText } from './common';
import { guideline } from './guideline';

/**
 * Glass. Facts from docs/assessment.md#glass (colour streams, opaque glass sorted out with ceramics,
 * metal closures preferred, lead glass / ceramic / porcelain incompatible) and the glass rule
 * table (assessment/rules/glass-rules.ts): paper labels green, plastic parts yellow and lost.
 * Source: FEVE. Process description kept to what the rule table already assumes.
 */
export const glass = guideline({
  id: 'glass',
  sources: [s.feve, s.recyclens, s.ceflexScore],
  cites: {
    recycling: [s.feve.id],
    do: [s.feve.id, s.recyclens.id],
    avoid: [s.feve.id],
    limits: [s.feve.id, s.recyclens.id],
    rating: [s.ceflexScore.id, s.recyclens.id],
  },
  weightRule: weightText,
  words: {
    en: {
      title: 'Glass packaging',
      summary:
        'Container glass can be melted again and again, as long as it reaches the furnace sorted by ' +
        'colour and free of ceramics. Design for the three colour streams, choose metal closures and ' +
        'keep opaque glass, lead glass, ceramic and porcelain out of the pack.',
      recycling:
        'Glass is collected in bottle banks or at the kerbside, often already separated into clear, ' +
        'green and brown. The recycling plant crushes it into cullet and cleans it:',
      steps: [
        'Magnets pull out steel closures and eddy-current separators pull out aluminium; both go on to metal recycling.',
        'Paper labels and light plastic parts are removed by suction and screens; any remaining paper burns off in the furnace. Plastic is discarded.',
        'Optical sorters reject everything that does not let light through: ceramics, stones and porcelain, and with them opaque glass.',
        'The clean cullet is melted by colour and replaces raw materials in new bottles and jars.',
      ],
      do: [
        'Use clear, green or brown glass. These are the colour streams glass is collected and melted in.',
        'Prefer steel or aluminium closures. They are separated and recycled as metal; plastic closures are lost.',
        'Use paper labels. They come off in processing or burn in the furnace.',
        'Keep glass the main material: at least 90% of the pack weight, so that little is lost in sorting.',
      ],
      avoid: [
        'Opaque glass (opal or painted-through glass). Optical sorters cannot tell it from ceramics, so it is rejected and lost.',
        'Lead glass (crystal), ceramic and porcelain parts, for example porcelain heads on swing-top closures. They do not melt with container glass, cause defects in new glass and are sorted out together with good cullet.',
        'Plastic closures, pourers and decorations where a metal or paper alternative works. They are separated and discarded, and their weight counts as lost.',
      ],
      limits: [
        'Soda-lime container glass in clear, green or brown: green.',
        'Opaque glass: red. Lead glass, ceramic or porcelain in any part: red.',
        'Steel or aluminium closure: green, recycled as metal.',
        'Paper label: green; it is not recycled with the glass, so its weight share is deducted.',
        'Plastic part (PP, PE, PET, PVC, silicone and others): yellow, and its weight share is deducted.',
        'Glass colours other than clear, green or brown are not in our rule table and are rated “needs testing”. Ask the collection scheme which bank they belong in.',
      ],
      checklist: [
        'The glass is clear, green or brown, and not opaque.',
        'No lead glass, ceramic or porcelain in any part, closures included.',
        'The closure is steel or aluminium wherever the product allows.',
        'Labels are paper; plastic parts are few, small and easy to remove.',
        'Glass makes up at least 90% of the pack weight.',
        'Glass is collected and recycled in every country where the product is sold.',
      ],
    },
    de: {
      title: 'Verpackungen aus Glas',
      summary:
        'Behälterglas lässt sich immer wieder einschmelzen – vorausgesetzt, es kommt nach Farben ' +
        'getrennt und frei von Keramik in die Glaswanne. Gestalten Sie für die drei Farbströme, wählen ' +
        'Sie Metallverschlüsse und halten Sie opakes Glas, Bleiglas, Keramik und Porzellan aus der ' +
        'Verpackung heraus.',
      recycling:
        'Glas wird über Depotcontainer oder haushaltsnah gesammelt, meist schon getrennt nach Weiß-, ' +
        'Grün- und Braunglas. In der Aufbereitungsanlage wird es zu Scherben gebrochen und gereinigt:',
      steps: [
        'Magnete ziehen Verschlüsse aus Stahl heraus, Wirbelstromabscheider solche aus Aluminium; beide gehen ins Metallrecycling.',
        'Papieretiketten und leichte Kunststoffteile werden abgesaugt und ausgesiebt; Papierreste verbrennen in der Schmelze. Kunststoff wird entsorgt.',
        'Optische Sortierer werfen alles aus, was kein Licht durchlässt: Keramik, Steine und Porzellan (KSP) – und damit auch opakes Glas.',
        'Die sauberen Scherben werden nach Farben eingeschmolzen und ersetzen Rohstoffe in neuen Flaschen und Gläsern.',
      ],
      do: [
        'Verwenden Sie Weiß-, Grün- oder Braunglas. In diesen Farbströmen wird Glas gesammelt und eingeschmolzen.',
        'Bevorzugen Sie Verschlüsse aus Stahl oder Aluminium. Sie werden abgetrennt und als Metall recycelt; Kunststoffverschlüsse gehen verloren.',
        'Verwenden Sie Papieretiketten. Sie lösen sich bei der Aufbereitung oder verbrennen in der Schmelze.',
        'Glas sollte das Hauptmaterial bleiben: mindestens 90 % des Verpackungsgewichts, damit bei der Sortierung wenig verloren geht.',
      ],
      avoid: [
        'Opakes Glas (Opalglas oder durchgefärbtes, lichtundurchlässiges Glas). Optische Sortierer können es nicht von Keramik unterscheiden; es wird aussortiert und geht verloren.',
        'Bleiglas (Kristallglas), Teile aus Keramik und Porzellan, etwa Porzellanköpfe an Bügelverschlüssen. Sie schmelzen nicht mit Behälterglas, verursachen Fehler im neuen Glas und werden zusammen mit guten Scherben aussortiert.',
        'Kunststoffverschlüsse, Ausgießer und Dekorteile, wo eine Lösung aus Metall oder Papier möglich ist. Sie werden abgetrennt und entsorgt; ihr Gewicht zählt als Verlust.',
      ],
      limits: [
        'Kalk-Natron-Behälterglas in Weiß, Grün oder Braun: grün.',
        'Opakes Glas: rot. Bleiglas, Keramik oder Porzellan in irgendeinem Teil: rot.',
        'Verschluss aus Stahl oder Aluminium: grün, wird als Metall recycelt.',
        'Papieretikett: grün; es wird nicht mit dem Glas recycelt, daher wird sein Gewichtsanteil abgezogen.',
        'Kunststoffteil (PP, PE, PET, PVC, Silikon und andere): gelb; sein Gewichtsanteil wird abgezogen.',
        'Andere Glasfarben als Weiß, Grün oder Braun stehen nicht in unserer Regeltabelle und gelten als „Prüfung erforderlich“. Klären Sie mit dem Sammelsystem, in welchen Container sie gehören.',
      ],
      checklist: [
        'Das Glas ist weiß, grün oder braun und nicht opak.',
        'Kein Bleiglas, keine Keramik und kein Porzellan in irgendeinem Teil, auch nicht im Verschluss.',
        'Der Verschluss ist aus Stahl oder Aluminium, wo immer das Produkt es zulässt.',
        'Etiketten sind aus Papier; Kunststoffteile sind wenige, klein und leicht abzutrennen.',
        'Glas macht mindestens 90 % des Verpackungsgewichts aus.',
        'Glas wird in jedem Land, in dem das Produkt verkauft wird, gesammelt und recycelt.',
      ],
    },
    fr: {
      title: 'Emballages en verre',
      summary:
        'Le verre d’emballage peut être refondu encore et encore, à condition d’arriver au four trié ' +
        'par couleur et sans céramique. Concevez pour les trois flux de couleur, choisissez des ' +
        'bouchages métalliques et tenez le verre opaque, le verre au plomb, la céramique et la ' +
        'porcelaine à l’écart de l’emballage.',
      recycling:
        'Le verre est collecté en points d’apport volontaire ou en porte-à-porte, souvent déjà séparé ' +
        'en incolore, vert et brun. Le centre de traitement le broie en calcin et le nettoie :',
      steps: [
        'Des aimants retirent les bouchages en acier, des séparateurs à courants de Foucault ceux en aluminium ; tous deux partent au recyclage des métaux.',
        'Les étiquettes papier et les pièces plastiques légères sont aspirées et criblées ; le papier restant brûle dans le four. Le plastique est éliminé.',
        'Des trieurs optiques écartent tout ce qui ne laisse pas passer la lumière : céramique, pierres et porcelaine (les « infusibles »), et avec eux le verre opaque.',
        'Le calcin propre est refondu par couleur et remplace des matières premières dans de nouvelles bouteilles et de nouveaux pots.',
      ],
      do: [
        'Utilisez du verre incolore, vert ou brun. Ce sont les flux de couleur dans lesquels le verre est collecté et refondu.',
        'Privilégiez les bouchages en acier ou en aluminium. Ils sont séparés et recyclés comme métal ; les bouchages plastiques sont perdus.',
        'Utilisez des étiquettes en papier. Elles se détachent au traitement ou brûlent dans le four.',
        'Gardez le verre comme matériau principal : au moins 90 % du poids de l’emballage, pour limiter les pertes au tri.',
      ],
      avoid: [
        'Le verre opaque (verre opale ou teinté dans la masse au point de bloquer la lumière). Les trieurs optiques le confondent avec la céramique : il est écarté et perdu.',
        'Le verre au plomb (cristal), les pièces en céramique ou en porcelaine, par exemple les têtes en porcelaine des bouchons mécaniques. Elles ne fondent pas avec le verre d’emballage, créent des défauts dans le verre neuf et sont écartées avec du bon calcin.',
        'Les bouchages, becs verseurs et décors en plastique lorsqu’une solution en métal ou en papier existe. Ils sont séparés et éliminés ; leur poids compte comme perdu.',
      ],
      limits: [
        'Verre d’emballage sodocalcique incolore, vert ou brun : vert.',
        'Verre opaque : rouge. Verre au plomb, céramique ou porcelaine dans un élément quelconque : rouge.',
        'Bouchage en acier ou en aluminium : vert, recyclé comme métal.',
        'Étiquette papier : vert ; elle n’est pas recyclée avec le verre, sa part en poids est donc déduite.',
        'Élément plastique (PP, PE, PET, PVC, silicone, etc.) : jaune, et sa part en poids est déduite.',
        'Les teintes autres qu’incolore, vert ou brun ne figurent pas dans notre table de règles et sont classées « à tester ». Demandez au dispositif de collecte dans quel conteneur elles vont.',
      ],
      checklist: [
        'Le verre est incolore, vert ou brun, et non opaque.',
        'Aucun verre au plomb, aucune céramique ni porcelaine, bouchage compris.',
        'Le bouchage est en acier ou en aluminium partout où le produit le permet.',
        'Les étiquettes sont en papier ; les pièces plastiques sont rares, petites et faciles à retirer.',
        'Le verre représente au moins 90 % du poids de l’emballage.',
        'Le verre est collecté et recyclé dans chaque pays où le produit est vendu.',
      ],
    },
  },
});
