import { metalBasis } from './common';
import { guideline } from './guideline';

/**
 * Aluminium. Facts from docs/assessment.md#aluminium-and-steel (eddy-current recovery even as a minor
 * share, lacquers and coatings burn off, aluminium-plastic laminates do not reach quality
 * recycling, avoid PVC, RecyClass A-C) and the metal rule table (assessment/rules/metal-rules.ts):
 * steel parts recovered, small plastic and paper parts lost. Sources: ECR Austria, RecyClass.
 */
export const aluminium = guideline({
  id: 'aluminium',
  ...metalBasis,
  words: {
    en: {
      title: 'Aluminium packaging',
      summary:
        'Cans, trays, tubes, aerosol cans, capsules and foil lids made of aluminium are recovered in ' +
        'sorting and melted into new aluminium. Keep the aluminium free of laminated plastic layers and ' +
        'PVC; lacquers, inks and thin coatings are not a problem.',
      recycling:
        'Aluminium packaging is collected with household packaging or, in some countries, in separate ' +
        'metal collection. The sorting plant recovers it as follows:',
      steps: [
        'Eddy-current separators push aluminium out of the waste stream, even when it is only a minor part of a pack, such as a lid or a closure.',
        'Magnets take out steel parts first; they are recycled in the steel stream.',
        'Before or during melting, lacquers, inks and organic coatings burn off (thermal de-coating). Small plastic and paper parts are separated or burn off too; they are not recycled.',
        'Aluminium laminated to plastic film cannot be separated this way and does not reach quality recycling.',
      ],
      do: [
        'Make the pack mainly of aluminium. Sorting finds it reliably, and it is melted into new aluminium.',
        'Use lacquers, inks and heat-seal or protective coatings as needed. They burn off in de-coating and melting.',
        'Combine with steel where it helps (for example a steel body with an aluminium end): each metal is sorted out and recycled in its own stream.',
        'Keep plastic and paper parts small. They are separated or burn off, and their weight is lost.',
      ],
      avoid: [
        'Aluminium laminated to plastic film (aluminium-plastic laminates). The layers cannot be separated and the material does not reach quality recycling.',
        'PVC and PVDC in labels, sleeves or coatings. They release chlorine in thermal de-coating.',
        'Large plastic parts such as big plastic closures or sleeves. They add weight that is lost and lower the metal share.',
      ],
      limits: [
        'Aluminium and aluminium foil as the main material: green.',
        'Steel part: green, recycled in the steel stream.',
        'Lacquers, inks, organic coatings and label adhesives: green, they burn off.',
        'Small plastic or paper part: green, but its weight share is deducted because it is not recycled.',
        'PVC or PVDC part: red. Aluminium-plastic laminate: red.',
      ],
      checklist: [
        'Aluminium is the main material; any other metal part is steel.',
        'No aluminium-plastic laminate.',
        'No PVC or PVDC in labels, sleeves or coatings.',
        'Plastic and paper parts are small.',
        'Aluminium is collected and recycled in every country where the product is sold.',
      ],
    },
    de: {
      title: 'Verpackungen aus Aluminium',
      summary:
        'Dosen, Schalen, Tuben, Spraydosen, Kapseln und Deckelfolien aus Aluminium werden in der ' +
        'Sortierung zurückgewonnen und zu neuem Aluminium eingeschmolzen. Halten Sie das Aluminium frei ' +
        'von kaschierten Kunststoffschichten und PVC; Lacke, Druckfarben und dünne Beschichtungen sind ' +
        'kein Problem.',
      recycling:
        'Aluminiumverpackungen werden mit den Leichtverpackungen oder, in manchen Ländern, in einer ' +
        'eigenen Metallsammlung erfasst. Die Sortieranlage gewinnt sie so zurück:',
      steps: [
        'Wirbelstromabscheider schleudern Aluminium aus dem Abfallstrom, auch wenn es nur ein kleiner Teil der Verpackung ist, etwa ein Deckel oder Verschluss.',
        'Magnete ziehen vorher die Stahlteile heraus; sie werden im Stahlstrom recycelt.',
        'Vor oder beim Einschmelzen verbrennen Lacke, Druckfarben und organische Beschichtungen (thermische Entlackung). Kleine Kunststoff- und Papierteile werden abgetrennt oder verbrennen ebenfalls; sie werden nicht recycelt.',
        'Mit Kunststofffolie kaschiertes Aluminium lässt sich so nicht trennen und erreicht kein hochwertiges Recycling.',
      ],
      do: [
        'Die Verpackung überwiegend aus Aluminium fertigen. Die Sortierung erkennt es zuverlässig, es wird zu neuem Aluminium eingeschmolzen.',
        'Lacke, Druckfarben sowie Heißsiegel- und Schutzlacke nach Bedarf einsetzen. Sie verbrennen bei Entlackung und Schmelze.',
        'Mit Stahl kombinieren, wo es sinnvoll ist (etwa Dosenkörper aus Stahl mit Aluminiumdeckel): Jedes Metall wird aussortiert und im eigenen Strom recycelt.',
        'Kunststoff- und Papierteile klein halten. Sie werden abgetrennt oder verbrennen; ihr Gewicht geht verloren.',
      ],
      avoid: [
        'Mit Kunststofffolie kaschiertes Aluminium (Aluminium-Kunststoff-Verbunde). Die Schichten lassen sich nicht trennen, das Material erreicht kein hochwertiges Recycling.',
        'PVC und PVDC in Etiketten, Sleeves oder Beschichtungen. Sie setzen bei der thermischen Entlackung Chlor frei.',
        'Große Kunststoffteile wie große Kunststoffverschlüsse oder Sleeves. Ihr Gewicht geht verloren und senkt den Metallanteil.',
      ],
      limits: [
        'Aluminium und Aluminiumfolie als Hauptmaterial: grün.',
        'Teil aus Stahl: grün, wird im Stahlstrom recycelt.',
        'Lacke, Druckfarben, organische Beschichtungen und Etikettenkleber: grün, sie verbrennen.',
        'Kleines Kunststoff- oder Papierteil: grün, sein Gewichtsanteil wird jedoch abgezogen, da es nicht recycelt wird.',
        'Teil aus PVC oder PVDC: rot. Aluminium-Kunststoff-Verbund: rot.',
      ],
      checklist: [
        'Aluminium ist das Hauptmaterial; andere Metallteile sind aus Stahl.',
        'Kein Aluminium-Kunststoff-Verbund.',
        'Kein PVC oder PVDC in Etiketten, Sleeves oder Beschichtungen.',
        'Kunststoff- und Papierteile sind klein.',
        'Aluminium wird in jedem Land, in dem das Produkt verkauft wird, gesammelt und recycelt.',
      ],
    },
    fr: {
      title: 'Emballages en aluminium',
      summary:
        'Canettes, barquettes, tubes, aérosols, capsules et opercules en aluminium sont récupérés au ' +
        'tri et refondus en aluminium neuf. Évitez les couches plastiques contrecollées et le PVC ; les ' +
        'vernis, les encres et les revêtements fins ne posent pas de problème.',
      recycling:
        'Les emballages en aluminium sont collectés avec les emballages ménagers ou, dans certains ' +
        'pays, par une collecte séparée des métaux. Le centre de tri les récupère ainsi :',
      steps: [
        'Des séparateurs à courants de Foucault éjectent l’aluminium du flux, même lorsqu’il ne représente qu’une petite partie de l’emballage, comme un couvercle ou une capsule.',
        'Des aimants retirent d’abord les pièces en acier ; elles sont recyclées dans la filière acier.',
        'Avant ou pendant la fusion, vernis, encres et revêtements organiques brûlent (délaquage thermique). Les petites pièces en plastique ou en papier sont séparées ou brûlent aussi ; elles ne sont pas recyclées.',
        'L’aluminium contrecollé sur un film plastique ne peut pas être séparé ainsi et n’atteint pas un recyclage de qualité.',
      ],
      do: [
        'Concevez l’emballage principalement en aluminium. Le tri le détecte de façon fiable et il est refondu en aluminium neuf.',
        'Utilisez vernis, encres, laques de thermoscellage ou de protection selon les besoins. Ils brûlent au délaquage et à la fusion.',
        'Associez l’acier si c’est utile (par exemple un corps en acier et un couvercle en aluminium) : chaque métal est trié et recyclé dans sa propre filière.',
        'Gardez les pièces en plastique et en papier petites. Elles sont séparées ou brûlent, et leur poids est perdu.',
      ],
      avoid: [
        'L’aluminium contrecollé sur un film plastique (complexes aluminium-plastique). Les couches ne se séparent pas et la matière n’atteint pas un recyclage de qualité.',
        'Le PVC et le PVDC dans les étiquettes, manchons ou revêtements. Ils libèrent du chlore lors du délaquage thermique.',
        'Les grandes pièces plastiques, comme de gros bouchons ou manchons. Leur poids est perdu et réduit la part de métal.',
      ],
      limits: [
        'Aluminium et feuille d’aluminium comme matériau principal : vert.',
        'Pièce en acier : vert, recyclée dans la filière acier.',
        'Vernis, encres, revêtements organiques et adhésifs d’étiquette : vert, ils brûlent.',
        'Petite pièce en plastique ou en papier : vert, mais sa part en poids est déduite car elle n’est pas recyclée.',
        'Pièce en PVC ou en PVDC : rouge. Complexe aluminium-plastique : rouge.',
      ],
      checklist: [
        'L’aluminium est le matériau principal ; les autres pièces métalliques sont en acier.',
        'Aucun complexe aluminium-plastique.',
        'Ni PVC ni PVDC dans les étiquettes, manchons ou revêtements.',
        'Les pièces en plastique et en papier sont petites.',
        'L’aluminium est collecté et recyclé dans chaque pays où le produit est vendu.',
      ],
    },
  },
});
