import { guidelineSources as s } from '../sources';
import { weightText } from './common';
import { guideline } from './guideline';

/**
 * Paper and cardboard. Facts from docs/assessment.md#paper-and-board (CONAI fibre share 60-95%,
 * laminates / wet strength / non-dispersible adhesives lower the yield, CEREC 45 minutes or 50%
 * rejects, 4evergreen scorecard topics) and the paper rule table (assessment/rules/paper-rules.ts
 * and pack-rules.ts). The pulper and screen description is what those rules already assume.
 */
export const paperAndCardboard = guideline({
  id: 'paper-and-cardboard',
  sources: [s.fourEvergreen, s.cerec, s.conai, s.recyclens, s.ceflexScore],
  cites: {
    recycling: [s.fourEvergreen.id, s.cerec.id],
    do: [s.conai.id, s.cerec.id, s.fourEvergreen.id],
    avoid: [s.fourEvergreen.id, s.cerec.id],
    limits: [s.conai.id, s.cerec.id, s.fourEvergreen.id, s.recyclens.id],
    rating: [s.ceflexScore.id, s.recyclens.id],
  },
  weightRule: weightText,
  words: {
    en: {
      title: 'Paper and cardboard packaging',
      summary:
        'Boxes, folding cartons, bags and wrapping paper are pulped with water and made into new paper ' +
        'and board. They recycle well when the fibres come apart easily in the pulper: keep the fibre ' +
        'share high, avoid laminated plastic or aluminium layers and use adhesives that disperse.',
      recycling:
        'Paper and board are collected in the paper bin or with household packaging, baled and taken to ' +
        'a paper mill. There:',
      steps: [
        'A pulper stirs the packaging in water until the fibres separate (defibring).',
        'Screens and cleaners take out what does not pulp: plastic tapes, windows and closures, foils, staples. These rejects are lost for paper and are mostly used for energy.',
        'Wet-strength agents slow defibring, laminated layers carry fibres into the rejects, and adhesives that do not disperse form sticky particles (stickies) that spoil the new paper.',
        'The cleaned pulp is made into new paper and board.',
      ],
      do: [
        'Keep the fibre share high: from 95% fibre the pack counts as a mono-material; below 60% it no longer belongs in paper collection.',
        'Use water-soluble or dispersible adhesives, including dispersible hot melts. They pass through the pulper.',
        'Print with ordinary inks; use mineral fillers if needed. Both are compatible, and fillers in the board count as paper weight.',
        'Make plastic windows, tapes and closures small and easy to tear off. They are screened out and their weight is lost.',
        'If you need a barrier or wet strength, have the pack tested for pulpability (for example by the CEREC protocol).',
      ],
      avoid: [
        'Plastic or aluminium laminates and metallised layers. They lower the fibre yield and load the rejects.',
        'PVC and PVDC, for example in windows or coatings. They release chlorine when the rejects are used for energy.',
        'Wet-strength agents where the product does not need them. They slow defibring.',
        'Pressure-sensitive (permanent) adhesives and hot melts that do not disperse. They form stickies and lower the yield.',
      ],
      limits: [
        'Fibre share of the pack (CONAI): below 60% red (residual waste); 60 to 95% a composite that still goes to paper collection; from 95% a mono-material. The Recyclens main-material rule is stricter for scoring: below 80% red, 80 to 90% yellow.',
        'CEREC: a pack that is not defibred after 45 minutes of pulping, or that leaves more than 50% rejects, is not recyclable. Only a laboratory test can show this, so Recyclens reports it as a reminder.',
        'Paper, board, corrugated board, printing inks, mineral fillers, steel staples, dispersible adhesives: green.',
        'Plastic tapes, windows and closures: green, but their weight share is deducted.',
        'Aluminium foil or metallised layer, laminated layer, wet-strength agent, pressure-sensitive or non-dispersible adhesive: yellow each.',
        'PVC or PVDC in any part: red.',
        'The 4evergreen scorecard rates fillers, barriers, inks, adhesives, metallic decoration and fibres in more detail; use it for borderline designs.',
      ],
      checklist: [
        'Fibre is at least 60% of the pack weight, ideally 95% or more.',
        'No plastic or aluminium laminate, or its pulpability is proven by a test.',
        'No PVC or PVDC in any part.',
        'Adhesives are water-soluble or dispersible.',
        'Wet strength only where the product needs it, and tested.',
        'Plastic windows, tapes and closures are small and easy to remove.',
      ],
    },
    de: {
      title: 'Verpackungen aus Papier und Karton',
      summary:
        'Kartons, Faltschachteln, Tüten und Einschlagpapier werden mit Wasser aufgelöst und zu neuem ' +
        'Papier und Karton verarbeitet. Sie lassen sich gut recyceln, wenn sich die Fasern im Pulper ' +
        'leicht lösen: Halten Sie den Faseranteil hoch, vermeiden Sie kaschierte Kunststoff- oder ' +
        'Aluminiumschichten und verwenden Sie dispergierbare Klebstoffe.',
      recycling:
        'Papier und Karton werden über die Papiertonne oder mit den Verpackungsabfällen gesammelt, zu ' +
        'Ballen gepresst und in die Papierfabrik gebracht. Dort gilt:',
      steps: [
        'Ein Pulper rührt die Verpackung in Wasser, bis sich die Fasern lösen (Zerfaserung).',
        'Siebe und Cleaner entfernen, was sich nicht auflöst: Klebebänder, Sichtfenster und Verschlüsse aus Kunststoff, Folien, Heftklammern. Dieser Spuckstoff ist für die Papierherstellung verloren und wird meist energetisch verwertet.',
        'Nassfestmittel verlangsamen die Zerfaserung, kaschierte Schichten ziehen Fasern mit in den Spuckstoff, und nicht dispergierbare Klebstoffe bilden klebrige Partikel (Stickies), die das neue Papier verderben.',
        'Aus dem gereinigten Faserstoff entstehen neues Papier und neuer Karton.',
      ],
      do: [
        'Den Faseranteil hoch halten: Ab 95 % Faser gilt die Verpackung als Monomaterial; unter 60 % gehört sie nicht mehr in die Papiersammlung.',
        'Wasserlösliche oder dispergierbare Klebstoffe einsetzen, auch dispergierbare Schmelzklebstoffe. Sie passieren den Pulper.',
        'Mit üblichen Druckfarben drucken; mineralische Füllstoffe nach Bedarf verwenden. Beides ist verträglich, Füllstoffe im Karton zählen als Papiergewicht.',
        'Sichtfenster, Klebebänder und Verschlüsse aus Kunststoff klein und leicht abreißbar gestalten. Sie werden ausgesiebt, ihr Gewicht geht verloren.',
        'Wenn eine Barriere oder Nassfestigkeit nötig ist: die Verpackung auf Zerfaserbarkeit prüfen lassen (etwa nach dem CEREC-Protokoll).',
      ],
      avoid: [
        'Kunststoff- oder Aluminiumkaschierungen und metallisierte Schichten. Sie senken die Faserausbeute und erhöhen den Spuckstoff.',
        'PVC und PVDC, etwa in Sichtfenstern oder Beschichtungen. Sie setzen Chlor frei, wenn der Spuckstoff energetisch verwertet wird.',
        'Nassfestmittel, wo das Produkt sie nicht braucht. Sie verlangsamen die Zerfaserung.',
        'Haftklebstoffe (permanent) und nicht dispergierbare Schmelzklebstoffe. Sie bilden Stickies und senken die Ausbeute.',
      ],
      limits: [
        'Faseranteil der Verpackung (CONAI): unter 60 % rot (Restmüll); 60 bis 95 % ein Verbund, der noch in die Papiersammlung gehört; ab 95 % Monomaterial. Für die Bewertung ist die Recyclens-Regel zum Hauptmaterial strenger: unter 80 % rot, 80 bis 90 % gelb.',
        'CEREC: Eine Verpackung, die nach 45 Minuten im Pulper nicht zerfasert ist oder mehr als 50 % Spuckstoff hinterlässt, ist nicht recyclingfähig. Das zeigt nur ein Labortest; Recyclens gibt es deshalb als Hinweis aus.',
        'Papier, Karton, Wellpappe, Druckfarben, mineralische Füllstoffe, Heftklammern aus Stahl, dispergierbare Klebstoffe: grün.',
        'Klebebänder, Sichtfenster und Verschlüsse aus Kunststoff: grün, ihr Gewichtsanteil wird jedoch abgezogen.',
        'Aluminiumfolie oder metallisierte Schicht, kaschierte Schicht, Nassfestmittel, Haftklebstoff oder nicht dispergierbarer Klebstoff: jeweils gelb.',
        'PVC oder PVDC in irgendeinem Teil: rot.',
        'Die 4evergreen-Scorecard bewertet Füllstoffe, Barrieren, Druckfarben, Klebstoffe, metallische Veredelungen und Fasern genauer; nutzen Sie sie für Grenzfälle.',
      ],
      checklist: [
        'Fasern machen mindestens 60 % des Verpackungsgewichts aus, besser 95 % oder mehr.',
        'Keine Kunststoff- oder Aluminiumkaschierung – oder ihre Zerfaserbarkeit ist durch einen Test belegt.',
        'Kein PVC oder PVDC in irgendeinem Teil.',
        'Klebstoffe sind wasserlöslich oder dispergierbar.',
        'Nassfestigkeit nur, wo das Produkt sie braucht, und geprüft.',
        'Sichtfenster, Klebebänder und Verschlüsse aus Kunststoff sind klein und leicht zu entfernen.',
      ],
    },
    fr: {
      title: 'Emballages en papier et carton',
      summary:
        'Caisses, étuis, sacs et papiers d’emballage sont remis en pâte dans l’eau puis transformés en ' +
        'nouveaux papiers et cartons. Ils se recyclent bien si les fibres se séparent facilement dans ' +
        'le pulpeur : gardez une part de fibres élevée, évitez les couches plastiques ou aluminium ' +
        'contrecollées et utilisez des adhésifs dispersibles.',
      recycling:
        'Les papiers et cartons sont collectés avec les papiers ou avec les emballages ménagers, mis en ' +
        'balles et livrés à une papeterie. Là :',
      steps: [
        'Un pulpeur brasse l’emballage dans l’eau jusqu’à ce que les fibres se séparent (défibrage).',
        'Cribles et épurateurs retirent ce qui ne se désagrège pas : rubans adhésifs, fenêtres et bouchages en plastique, films, agrafes. Ces refus sont perdus pour le papier et servent le plus souvent à produire de l’énergie.',
        'Les agents de résistance à l’état humide ralentissent le défibrage, les couches contrecollées entraînent des fibres dans les refus, et les adhésifs non dispersibles forment des particules collantes (stickies) qui abîment le papier neuf.',
        'La pâte épurée devient du papier et du carton neufs.',
      ],
      do: [
        'Gardez une part de fibres élevée : à partir de 95 % de fibres, l’emballage est un monomatériau ; en dessous de 60 %, il n’a plus sa place dans la collecte des papiers.',
        'Utilisez des adhésifs hydrosolubles ou dispersibles, y compris des thermofusibles dispersibles. Ils traversent le pulpeur.',
        'Imprimez avec des encres courantes ; utilisez des charges minérales si besoin. Les deux sont compatibles, et les charges du carton comptent comme poids de papier.',
        'Concevez fenêtres, rubans et bouchages en plastique petits et faciles à arracher. Ils sont éliminés au criblage et leur poids est perdu.',
        'Si une barrière ou une résistance à l’état humide est nécessaire, faites tester la recyclabilité en pulpeur (par exemple selon le protocole CEREC).',
      ],
      avoid: [
        'Les complexes plastique ou aluminium et les couches métallisées. Ils réduisent le rendement en fibres et alourdissent les refus.',
        'Le PVC et le PVDC, par exemple dans les fenêtres ou les revêtements. Ils libèrent du chlore lorsque les refus sont valorisés en énergie.',
        'Les agents de résistance à l’état humide si le produit n’en a pas besoin. Ils ralentissent le défibrage.',
        'Les adhésifs permanents (sensibles à la pression) et les thermofusibles non dispersibles. Ils forment des stickies et réduisent le rendement.',
      ],
      limits: [
        'Part de fibres de l’emballage (CONAI) : en dessous de 60 % rouge (ordures résiduelles) ; de 60 à 95 % un composite qui va encore dans la collecte des papiers ; à partir de 95 % un monomatériau. Pour le score, la règle Recyclens sur le matériau principal est plus stricte : rouge en dessous de 80 %, jaune de 80 à 90 %.',
        'CEREC : un emballage qui n’est pas défibré après 45 minutes en pulpeur, ou qui laisse plus de 50 % de refus, n’est pas recyclable. Seul un essai en laboratoire peut le montrer ; Recyclens l’indique donc comme rappel.',
        'Papier, carton, carton ondulé, encres d’impression, charges minérales, agrafes en acier, adhésifs dispersibles : vert.',
        'Rubans, fenêtres et bouchages en plastique : vert, mais leur part en poids est déduite.',
        'Feuille d’aluminium ou couche métallisée, couche contrecollée, agent de résistance à l’état humide, adhésif permanent ou non dispersible : jaune chacun.',
        'PVC ou PVDC dans un élément quelconque : rouge.',
        'La grille d’évaluation 4evergreen note plus finement charges, barrières, encres, adhésifs, décorations métalliques et fibres ; utilisez-la pour les cas limites.',
      ],
      checklist: [
        'Les fibres représentent au moins 60 % du poids de l’emballage, idéalement 95 % ou plus.',
        'Aucun complexe plastique ou aluminium, ou alors sa recyclabilité est prouvée par un essai.',
        'Ni PVC ni PVDC dans aucun élément.',
        'Les adhésifs sont hydrosolubles ou dispersibles.',
        'Résistance à l’état humide seulement si le produit l’exige, et testée.',
        'Fenêtres, rubans et bouchages en plastique sont petits et faciles à retirer.',
      ],
    },
  },
});
