import type { Localized } from '@recyclens/shared';
import { guidelineSources as s } from '../sources';
import type { GuidelineDraft } from './guideline';

/**
 * Sentences every guideline shares: how Recyclens turns the ratings into a score and a grade
 * (docs/assessment.md#the-steps, steps 2, 4 and 5). Kept in one place so the six documents cannot drift apart.
 */
export const scoringText: Localized = {
  en:
    'Each component is rated green, yellow or red. The score starts at 100. Any red sets it to 0; ' +
    'yellows cap it (one at 94, two at 90, three at 85, four or more at 80). A combination our rule ' +
    'tables do not cover is rated “needs testing”, never silently green.',
  de:
    'Jede Komponente wird grün, gelb oder rot eingestuft. Die Bewertung beginnt bei 100 Punkten. ' +
    'Ein einziges Rot setzt sie auf 0; gelbe Einstufungen begrenzen sie (eine auf 94, zwei auf 90, ' +
    'drei auf 85, ab vier auf 80). Kombinationen, die unsere Regeltabellen nicht abdecken, gelten als ' +
    '„Prüfung erforderlich“ – nie stillschweigend als grün.',
  fr:
    'Chaque composant est classé vert, jaune ou rouge. Le score part de 100. Un seul rouge le ramène ' +
    'à 0 ; les jaunes le plafonnent (un à 94, deux à 90, trois à 85, quatre ou plus à 80). Une ' +
    'combinaison absente de nos tables de règles est classée « à tester », jamais verte par défaut.',
};

export const weightText: Localized = {
  en:
    'When component weights are given, the main material should make up at least 90% of the pack: ' +
    'below 80% counts as an extra red, 80 to 90% as an extra yellow. Parts that are separated and ' +
    'not recycled reduce the score by their weight share.',
  de:
    'Sind Komponentengewichte angegeben, sollte das Hauptmaterial mindestens 90 % der Verpackung ' +
    'ausmachen: unter 80 % zählt als zusätzliches Rot, 80 bis 90 % als zusätzliches Gelb. Teile, ' +
    'die abgetrennt und nicht recycelt werden, mindern die Bewertung um ihren Gewichtsanteil.',
  fr:
    'Si le poids des composants est renseigné, le matériau principal devrait représenter au moins ' +
    '90 % de l’emballage : en dessous de 80 %, cela compte comme un rouge supplémentaire, entre 80 ' +
    'et 90 % comme un jaune supplémentaire. Les éléments séparés et non recyclés réduisent le score ' +
    'de leur part en poids.',
};

export const gradeText: Localized = {
  en:
    'Grades follow the recyclability classes of the EU packaging regulation: A from 95, B from 80, ' +
    'C from 70, below that “not recyclable”. Where the country has no collection, sorting and ' +
    'recycling at scale for this material, the result is “no infrastructure”, whatever the design.',
  de:
    'Die Klassen folgen den Recyclingfähigkeitsklassen der EU-Verpackungsverordnung: A ab 95, B ab ' +
    '80, C ab 70, darunter „nicht recyclingfähig“. Fehlen im Land Sammlung, Sortierung und Recycling ' +
    'dieses Materials in nennenswertem Umfang, lautet das Ergebnis unabhängig vom Design „keine ' +
    'Infrastruktur“.',
  fr:
    'Les classes suivent celles du règlement européen sur les emballages : A à partir de 95, B à ' +
    'partir de 80, C à partir de 70, en dessous « non recyclable ». Si le pays ne dispose pas d’une ' +
    'collecte, d’un tri et d’un recyclage à grande échelle pour ce matériau, le résultat est « pas ' +
    'd’infrastructure », quelle que soit la conception.',
};

/**
 * Metals differ in two points (assessment/pack-rules.ts and assess.ts): sorting recovers them even
 * as a minor share, so a low metal share is yellow rather than red; and RecyClass grades metal
 * packaging A to C only, so a metal pack without reds does not fall below C.
 */
export const metalWeightText: Localized = {
  en:
    'When component weights are given, a metal share below 90% of the pack counts as an extra ' +
    'yellow (not red, because sorting recovers metal even as a minor part). Parts that are separated ' +
    'and not recycled reduce the score by their weight share. Following RecyClass, a metal pack ' +
    'without reds is graded at least C.',
  de:
    'Sind Komponentengewichte angegeben, zählt ein Metallanteil unter 90 % der Verpackung als ' +
    'zusätzliches Gelb (nicht Rot, weil die Sortierung Metall auch als kleinen Anteil zurückgewinnt). ' +
    'Teile, die abgetrennt und nicht recycelt werden, mindern die Bewertung um ihren Gewichtsanteil. ' +
    'Nach RecyClass erhält eine Metallverpackung ohne rote Einstufung mindestens Klasse C.',
  fr:
    'Si le poids des composants est renseigné, une part de métal inférieure à 90 % de l’emballage ' +
    'compte comme un jaune supplémentaire (et non un rouge, car le tri récupère le métal même en ' +
    'petite quantité). Les éléments séparés et non recyclés réduisent le score de leur part en poids. ' +
    'Conformément à RecyClass, un emballage métallique sans rouge obtient au moins la classe C.',
};

/**
 * Aluminium and steel rest on the same facts (ECR Austria, RecyClass metal) and the same metal
 * rule, seen from either stream, so both cite the same sources in the same sections.
 */
export const metalBasis = {
  sources: [s.ecr, s.recyclassMetal, s.recyclens, s.ceflexScore],
  cites: {
    recycling: [s.ecr.id, s.recyclassMetal.id],
    do: [s.ecr.id],
    avoid: [s.ecr.id, s.recyclassMetal.id],
    limits: [s.ecr.id, s.recyclassMetal.id, s.recyclens.id],
    rating: [s.ceflexScore.id, s.recyclassMetal.id, s.recyclens.id],
  },
  weightRule: metalWeightText,
} satisfies Pick<GuidelineDraft, 'sources' | 'cites' | 'weightRule'>;
