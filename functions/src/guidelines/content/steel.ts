import { metalBasis } from './common';
import { guideline } from './guideline';

/**
 * Steel (tinplate and other packaging steel). Same docs/assessment.md#aluminium-and-steel facts as aluminium, seen from the
 * steel stream: magnetic recovery even as a minor share, coatings burn off, laminates and PVC to
 * avoid, RecyClass A-C; aluminium parts recovered by eddy current (assessment/rules/metal-rules.ts).
 * Sources: ECR Austria, RecyClass.
 */
export const steel = guideline({
  id: 'steel',
  ...metalBasis,
  words: {
    en: {
      title: 'Steel packaging',
      summary:
        'Food cans, aerosol cans, pails, crown corks and other closures made of steel (usually ' +
        'tinplate) are pulled out of the waste by magnets and melted into new steel. Keep the steel ' +
        'free of laminated plastic layers and PVC; lacquers, inks and coatings burn off.',
      recycling:
        'Steel packaging is collected with household packaging or, in some countries, in separate metal ' +
        'collection. In sorting:',
      steps: [
        'Magnets lift steel out of the waste stream, even when it is only a minor part of a pack, such as a crown cork or a lid.',
        'Eddy-current separators take out aluminium parts; they are recycled in the aluminium stream.',
        'In the steel furnace, lacquers, inks and organic coatings burn off. Small plastic and paper parts are separated or burn off too; they are not recycled.',
        'Steel laminated to plastic film does not reach quality recycling.',
      ],
      do: [
        'Make the pack mainly of steel. Magnetic separation finds it reliably, and it is melted into new steel.',
        'Use internal and external lacquers, inks and coatings as the product needs. They burn off in the furnace.',
        'Combine with aluminium where it helps (for example an aluminium easy-open end): each metal is sorted out and recycled in its own stream.',
        'Keep plastic and paper parts small. They are separated or burn off, and their weight is lost.',
      ],
      avoid: [
        'Steel laminated to plastic film. The layers cannot be separated and the material does not reach quality recycling.',
        'PVC and PVDC in labels, sleeves or coatings. They release chlorine when coatings are burnt off.',
        'Large plastic parts such as big plastic lids or handles. They add weight that is lost and lower the metal share.',
      ],
      limits: [
        'Steel as the main material: green.',
        'Aluminium part: green, recycled in the aluminium stream.',
        'Lacquers, inks, organic coatings and label adhesives: green, they burn off.',
        'Small plastic or paper part: green, but its weight share is deducted because it is not recycled.',
        'PVC or PVDC part: red. Steel-plastic laminate: red.',
      ],
      checklist: [
        'Steel is the main material; any other metal part is aluminium.',
        'No steel-plastic laminate.',
        'No PVC or PVDC in labels, sleeves or coatings.',
        'Plastic and paper parts are small.',
        'Steel packaging is collected and recycled in every country where the product is sold.',
      ],
    },
    de: {
      title: 'Verpackungen aus Stahl',
      summary:
        'Konservendosen, Spraydosen, Eimer, Kronkorken und andere Verschlüsse aus Stahl (meist ' +
        'Weißblech) werden mit Magneten aus dem Abfall geholt und zu neuem Stahl eingeschmolzen. Halten ' +
        'Sie den Stahl frei von kaschierten Kunststoffschichten und PVC; Lacke, Druckfarben und ' +
        'Beschichtungen verbrennen.',
      recycling:
        'Stahlverpackungen werden mit den Leichtverpackungen oder, in manchen Ländern, in einer eigenen ' +
        'Metallsammlung erfasst. In der Sortierung gilt:',
      steps: [
        'Magnete heben Stahl aus dem Abfallstrom, auch wenn er nur ein kleiner Teil der Verpackung ist, etwa ein Kronkorken oder Deckel.',
        'Wirbelstromabscheider holen Aluminiumteile heraus; sie werden im Aluminiumstrom recycelt.',
        'Im Stahlwerk verbrennen Lacke, Druckfarben und organische Beschichtungen. Kleine Kunststoff- und Papierteile werden abgetrennt oder verbrennen ebenfalls; sie werden nicht recycelt.',
        'Mit Kunststofffolie kaschierter Stahl erreicht kein hochwertiges Recycling.',
      ],
      do: [
        'Die Verpackung überwiegend aus Stahl fertigen. Die Magnetabscheidung erkennt ihn zuverlässig, er wird zu neuem Stahl eingeschmolzen.',
        'Innen- und Außenlacke, Druckfarben und Beschichtungen nach Bedarf des Füllguts einsetzen. Sie verbrennen im Ofen.',
        'Mit Aluminium kombinieren, wo es sinnvoll ist (etwa ein Aufreißdeckel aus Aluminium): Jedes Metall wird aussortiert und im eigenen Strom recycelt.',
        'Kunststoff- und Papierteile klein halten. Sie werden abgetrennt oder verbrennen; ihr Gewicht geht verloren.',
      ],
      avoid: [
        'Mit Kunststofffolie kaschierter Stahl. Die Schichten lassen sich nicht trennen, das Material erreicht kein hochwertiges Recycling.',
        'PVC und PVDC in Etiketten, Sleeves oder Beschichtungen. Sie setzen beim Abbrennen der Beschichtungen Chlor frei.',
        'Große Kunststoffteile wie große Kunststoffdeckel oder Griffe. Ihr Gewicht geht verloren und senkt den Metallanteil.',
      ],
      limits: [
        'Stahl als Hauptmaterial: grün.',
        'Teil aus Aluminium: grün, wird im Aluminiumstrom recycelt.',
        'Lacke, Druckfarben, organische Beschichtungen und Etikettenkleber: grün, sie verbrennen.',
        'Kleines Kunststoff- oder Papierteil: grün, sein Gewichtsanteil wird jedoch abgezogen, da es nicht recycelt wird.',
        'Teil aus PVC oder PVDC: rot. Stahl-Kunststoff-Verbund: rot.',
      ],
      checklist: [
        'Stahl ist das Hauptmaterial; andere Metallteile sind aus Aluminium.',
        'Kein Stahl-Kunststoff-Verbund.',
        'Kein PVC oder PVDC in Etiketten, Sleeves oder Beschichtungen.',
        'Kunststoff- und Papierteile sind klein.',
        'Stahlverpackungen werden in jedem Land, in dem das Produkt verkauft wird, gesammelt und recycelt.',
      ],
    },
    fr: {
      title: 'Emballages en acier',
      summary:
        'Boîtes de conserve, aérosols, seaux, capsules couronnes et autres bouchages en acier (le plus ' +
        'souvent en fer-blanc) sont extraits des déchets par des aimants et refondus en acier neuf. ' +
        'Évitez les couches plastiques contrecollées et le PVC ; vernis, encres et revêtements brûlent.',
      recycling:
        'Les emballages en acier sont collectés avec les emballages ménagers ou, dans certains pays, ' +
        'par une collecte séparée des métaux. Au tri :',
      steps: [
        'Des aimants extraient l’acier du flux, même lorsqu’il ne représente qu’une petite partie de l’emballage, comme une capsule couronne ou un couvercle.',
        'Des séparateurs à courants de Foucault retirent les pièces en aluminium ; elles sont recyclées dans la filière aluminium.',
        'À l’aciérie, vernis, encres et revêtements organiques brûlent. Les petites pièces en plastique ou en papier sont séparées ou brûlent aussi ; elles ne sont pas recyclées.',
        'L’acier contrecollé sur un film plastique n’atteint pas un recyclage de qualité.',
      ],
      do: [
        'Concevez l’emballage principalement en acier. Le tri magnétique le détecte de façon fiable et il est refondu en acier neuf.',
        'Utilisez vernis intérieurs et extérieurs, encres et revêtements selon les besoins du produit. Ils brûlent au four.',
        'Associez l’aluminium si c’est utile (par exemple un couvercle à ouverture facile en aluminium) : chaque métal est trié et recyclé dans sa propre filière.',
        'Gardez les pièces en plastique et en papier petites. Elles sont séparées ou brûlent, et leur poids est perdu.',
      ],
      avoid: [
        'L’acier contrecollé sur un film plastique. Les couches ne se séparent pas et la matière n’atteint pas un recyclage de qualité.',
        'Le PVC et le PVDC dans les étiquettes, manchons ou revêtements. Ils libèrent du chlore lorsque les revêtements brûlent.',
        'Les grandes pièces plastiques, comme de gros couvercles ou poignées. Leur poids est perdu et réduit la part de métal.',
      ],
      limits: [
        'Acier comme matériau principal : vert.',
        'Pièce en aluminium : vert, recyclée dans la filière aluminium.',
        'Vernis, encres, revêtements organiques et adhésifs d’étiquette : vert, ils brûlent.',
        'Petite pièce en plastique ou en papier : vert, mais sa part en poids est déduite car elle n’est pas recyclée.',
        'Pièce en PVC ou en PVDC : rouge. Complexe acier-plastique : rouge.',
      ],
      checklist: [
        'L’acier est le matériau principal ; les autres pièces métalliques sont en aluminium.',
        'Aucun complexe acier-plastique.',
        'Ni PVC ni PVDC dans les étiquettes, manchons ou revêtements.',
        'Les pièces en plastique et en papier sont petites.',
        'Les emballages en acier sont collectés et recyclés dans chaque pays où le produit est vendu.',
      ],
    },
  },
});
