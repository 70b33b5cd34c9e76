import { guidelineSources as s } from '../sources';
import { weightText } from './common';
import { guideline } from './guideline';

/**
 * Natural (unpigmented or lightly coloured) PE flexible films: the PE stream of the CEFLEX D4ACE
 * table of July 2025 (docs/sources/ceflex-d4ace-2025, MIT) and its "general" sheet, plus the
 * stricter Plastics Recyclers Europe / RecyClass points docs/assessment.md#flexible-pe-and-pp-films names (EVOH above 5%,
 * metallisation). Limits are % of the pack weight, as in D4ACE. The float-sink and near-infrared
 * facts are those docs/assessment.md#polyolefin-rigids gives for polyolefins. Recyclens rates a share above a green or
 * yellow limit red (assessment/rules/rule-row.ts); fillers have no D4ACE line: needs testing.
 */
export const naturalPeFlexibleFilms = guideline({
  id: 'natural-pe-flexible-films',
  sources: [s.d4ace, s.preFilms, s.recyclens, s.ceflexScore, s.oprl, s.aprRecyclable],
  cites: {
    recycling: [s.d4ace.id, s.recyclens.id],
    do: [s.d4ace.id],
    avoid: [s.d4ace.id],
    limits: [s.d4ace.id, s.preFilms.id, s.recyclens.id],
    rating: [s.ceflexScore.id, s.recyclens.id, s.oprl.id, s.aprRecyclable.id],
  },
  weightRule: weightText,
  limitsHeading: {
    en: 'Limits and ratings (share of pack weight)',
    de: 'Grenzwerte und Einstufungen (Anteil am Verpackungsgewicht)',
    fr: 'Limites et classements (part du poids de l’emballage)',
  },
  words: {
    en: {
      title: 'Natural PE flexible films',
      summary:
        'Bags, pouches, wraps and lidding films made almost entirely of polyethylene can be recycled ' +
        'into new film. They stay recyclable when every layer is PE or within the CEFLEX limits, when ' +
        'barriers are thin coatings rather than foil, and when the film stays clear or pale.',
      recycling:
        'Where films are collected with household packaging, the sorting plant picks them out by air ' +
        'separation and near-infrared (NIR) detection of the polymer. The PE film fraction is shredded, ' +
        'washed and separated in water:',
      steps: [
        'PE floats (density below 1 g/cm³); PET, PVC, paper fibres and other heavy material sink and are lost.',
        'The floating flakes are melted, filtered and pelletised. Non-PE layers that survive this step end up in the recyclate as specks, gels or holes.',
        'Clear and pale film gives natural recyclate that can go back into film; dark or heavily printed film can only be used in dark products.',
        'Black film coloured with carbon black absorbs the NIR signal: the sorter cannot identify it and it is lost.',
      ],
      do: [
        'Build every layer from PE (LDPE, LLDPE, HDPE), including PE/PE laminates and coextrusions. These are green at any share.',
        'Keep the film clear, natural or pale. Light colours are green; they keep the recyclate usable for new film.',
        'If you need a barrier, use metallisation, AlOx or SiOx coatings (green in D4ACE), or EVOH coextruded within the limits below.',
        'Keep adhesives (laminating, label, cold-seal and heat-seal) and inks or lacquers each at or below 5% of the pack weight.',
        'Make zips, spouts, labels and handles from PE too, so the whole pack goes into the PE stream.',
      ],
      avoid: [
        'PVC and PVDC, including PVC-copolymer inks and other chlorinated binders. They break down at PE processing temperatures and damage the recyclate.',
        'PET layers, paper layers and aluminium foil. They do not melt with PE; they sink or are filtered out, and they spoil the film fraction.',
        'Masterbatch containing carbon black. The film cannot be identified by NIR and is sorted out.',
        'Oxo-degradable additives and biodegradable or compostable materials. They are designed to break down and weaken the recyclate.',
        'Foamed layers of non-polyolefin polymers and additives listed as substances of very high concern (SVHC).',
      ],
      limits: [
        'PVC, PVDC, PET, paper, aluminium foil, carbon black, oxo-degradable or biodegradable additives: red in any amount.',
        'EVOH coextruded: green up to 10%. Under the RecyClass / Plastics Recyclers Europe methodology, EVOH above 5% is not compatible.',
        'EVOH solution coating, PVOH coextruded or coated: green up to 5%.',
        'Inks and lacquers: green up to 5%. Nitrocellulose (NC) inks: green up to 3%, yellow from 3 to 5%.',
        'Each adhesive type (laminating, label, cold seal, heat seal): green up to 5%.',
        'D4ACE also lists PA6 coextruded (green up to 35%), PA6/6.6 coextruded (green up to 20%, yellow from 20 to 35%) and PA6 laminated (yellow up to 20%).',
        'Metallisation, AlOx, SiOx: green in D4ACE; Plastics Recyclers Europe rates metallisation of limited compatibility (yellow in Recyclens).',
        'Dark colours without carbon black: yellow.',
        'In Recyclens a share above the last limit is red. Mineral fillers such as CaCO3 or talc have no D4ACE line and are rated “needs testing”.',
      ],
      ratingNote:
        'Film collection differs most between countries: in the UK fewer than 75% of councils collect ' +
        'film today, and in the US store drop-off does not meet the 60% access definition, so Recyclens ' +
        'reports “no infrastructure” there.',
      checklist: [
        'Every layer, zip, spout and label is PE, or within the D4ACE limits.',
        'No PVC, PVDC, PET, paper, aluminium foil or carbon black in any amount.',
        'No oxo-degradable, biodegradable or compostable materials or additives.',
        'EVOH at most 10% (at most 5% if you follow RecyClass); other barriers at most 5%.',
        'Inks and lacquers at most 5% (NC inks at most 3%); each adhesive at most 5%.',
        'The film is clear, natural or pale.',
        'PE film is collected and recycled in every country where the product is sold.',
      ],
    },
    de: {
      title: 'Naturfarbene flexible PE-Folien',
      summary:
        'Beutel, Standbodenbeutel, Einschlag- und Deckelfolien, die fast ganz aus Polyethylen bestehen, ' +
        'lassen sich zu neuer Folie recyceln. Sie bleiben recyclingfähig, wenn jede Schicht aus PE ' +
        'besteht oder innerhalb der CEFLEX-Grenzwerte bleibt, Barrieren als dünne Beschichtung statt ' +
        'als Folie ausgeführt sind und die Folie transparent oder hell bleibt.',
      recycling:
        'Wo Folien mit den Leichtverpackungen gesammelt werden, trennt die Sortieranlage sie per ' +
        'Windsichtung ab und erkennt den Kunststoff im Nahinfrarot (NIR). Die PE-Folienfraktion wird ' +
        'zerkleinert, gewaschen und im Wasserbad getrennt:',
      steps: [
        'PE schwimmt (Dichte unter 1 g/cm³); PET, PVC, Papierfasern und andere schwere Stoffe sinken ab und gehen verloren.',
        'Die schwimmenden Flakes werden aufgeschmolzen, gefiltert und granuliert. Fremde Schichten, die diesen Schritt überstehen, zeigen sich im Rezyklat als Stippen, Gele oder Löcher.',
        'Transparente und helle Folie ergibt naturfarbenes Rezyklat, das wieder zu Folie werden kann; dunkle oder stark bedruckte Folie taugt nur noch für dunkle Produkte.',
        'Schwarze Folie mit Rußpigment (Carbon Black) schluckt das NIR-Signal: Der Sortierer erkennt sie nicht, sie geht verloren.',
      ],
      do: [
        'Bauen Sie jede Schicht aus PE auf (LDPE, LLDPE, HDPE), auch als PE/PE-Verbund oder Coextrusion. Diese Materialien sind in jedem Anteil grün.',
        'Halten Sie die Folie transparent, naturfarben oder hell. Helle Farben sind grün und erhalten das Rezyklat für neue Folien.',
        'Wenn Sie eine Barriere brauchen: Metallisierung, AlOx- oder SiOx-Beschichtung (in D4ACE grün) oder coextrudiertes EVOH innerhalb der unten genannten Grenzen.',
        'Klebstoffe (Kaschier-, Etiketten-, Kaltsiegel- und Heißsiegelkleber) sowie Druckfarben und Lacke jeweils auf höchstens 5 % des Verpackungsgewichts begrenzen.',
        'Auch Zipper, Ausgießer, Etiketten und Griffe aus PE fertigen, damit die ganze Verpackung im PE-Strom landet.',
      ],
      avoid: [
        'PVC und PVDC, auch Druckfarben mit PVC-Copolymeren und andere chlorhaltige Bindemittel. Sie zersetzen sich bei PE-Verarbeitungstemperaturen und schädigen das Rezyklat.',
        'Schichten aus PET, Papier oder Aluminiumfolie. Sie schmelzen nicht mit PE, sinken ab oder bleiben im Filter hängen und verunreinigen die Folienfraktion.',
        'Masterbatch mit Carbon Black. Die Folie ist per NIR nicht erkennbar und wird aussortiert.',
        'Oxo-abbaubare Additive sowie biologisch abbaubare oder kompostierbare Materialien. Sie sollen zerfallen und schwächen damit das Rezyklat.',
        'Geschäumte Schichten aus Nicht-Polyolefinen und Additive, die als besonders besorgniserregende Stoffe (SVHC) gelistet sind.',
      ],
      limits: [
        'PVC, PVDC, PET, Papier, Aluminiumfolie, Carbon Black, oxo- oder biologisch abbaubare Additive: rot in jeder Menge.',
        'EVOH coextrudiert: grün bis 10 %. Nach der Methodik von RecyClass / Plastics Recyclers Europe ist EVOH über 5 % nicht kompatibel.',
        'EVOH als Lösungsbeschichtung, PVOH coextrudiert oder beschichtet: grün bis 5 %.',
        'Druckfarben und Lacke: grün bis 5 %. Nitrocellulose-(NC-)Farben: grün bis 3 %, gelb von 3 bis 5 %.',
        'Jede Klebstoffart (Kaschierkleber, Etikettenkleber, Kaltsiegel, Heißsiegel): grün bis 5 %.',
        'D4ACE nennt außerdem PA6 coextrudiert (grün bis 35 %), PA6/6.6 coextrudiert (grün bis 20 %, gelb von 20 bis 35 %) und PA6 kaschiert (gelb bis 20 %).',
        'Metallisierung, AlOx, SiOx: grün nach D4ACE; Plastics Recyclers Europe stuft Metallisierung als eingeschränkt kompatibel ein (in Recyclens gelb).',
        'Dunkle Farben ohne Carbon Black: gelb.',
        'Recyclens stuft einen Anteil über dem letzten Grenzwert als rot ein. Mineralische Füllstoffe wie CaCO3 oder Talkum haben keine D4ACE-Zeile und gelten als „Prüfung erforderlich“.',
      ],
      ratingNote:
        'Bei Folien unterscheidet sich die Sammlung am stärksten zwischen den Ländern: Im Vereinigten ' +
        'Königreich sammeln derzeit weniger als 75 % der Kommunen Folien, in den USA erfüllt die ' +
        'Rücknahme im Handel die 60-%-Zugangsdefinition nicht. Recyclens meldet dort „keine ' +
        'Infrastruktur“.',
      checklist: [
        'Jede Schicht, jeder Zipper, Ausgießer und jedes Etikett ist aus PE oder bleibt innerhalb der D4ACE-Grenzwerte.',
        'Kein PVC, PVDC, PET, Papier, keine Aluminiumfolie und kein Carbon Black – in keiner Menge.',
        'Keine oxo-abbaubaren, biologisch abbaubaren oder kompostierbaren Materialien oder Additive.',
        'EVOH höchstens 10 % (höchstens 5 % nach RecyClass); andere Barrieren höchstens 5 %.',
        'Druckfarben und Lacke höchstens 5 % (NC-Farben höchstens 3 %); jeder Klebstoff höchstens 5 %.',
        'Die Folie ist transparent, naturfarben oder hell.',
        'PE-Folien werden in jedem Land, in dem das Produkt verkauft wird, gesammelt und recycelt.',
      ],
    },
    fr: {
      title: 'Films souples en PE naturel',
      summary:
        'Sacs, sachets, films de suremballage et opercules presque entièrement en polyéthylène peuvent ' +
        'être recyclés en nouveaux films. Ils le restent si chaque couche est en PE ou respecte les ' +
        'limites CEFLEX, si les barrières sont de fins revêtements plutôt qu’une feuille d’aluminium, ' +
        'et si le film reste transparent ou de teinte claire.',
      recycling:
        'Là où les films sont collectés avec les emballages ménagers, le centre de tri les sépare par ' +
        'aéraulique et identifie le polymère par proche infrarouge (NIR). La fraction de films PE est ' +
        'broyée, lavée puis séparée dans l’eau :',
      steps: [
        'Le PE flotte (densité inférieure à 1 g/cm³) ; le PET, le PVC, les fibres de papier et les autres matières lourdes coulent et sont perdus.',
        'Les paillettes qui flottent sont fondues, filtrées et granulées. Les couches non PE qui passent cette étape se retrouvent dans le recyclat sous forme de points, de gels ou de trous.',
        'Un film transparent ou clair donne un recyclat naturel réutilisable en film ; un film sombre ou très imprimé ne sert plus qu’à des produits foncés.',
        'Un film noir teinté au noir de carbone absorbe le signal NIR : le trieur ne l’identifie pas et il est perdu.',
      ],
      do: [
        'Réalisez chaque couche en PE (PEBD, PEBDL, PEHD), y compris en complexes PE/PE et en coextrusion. Ces matériaux sont verts quelle que soit leur part.',
        'Gardez le film transparent, naturel ou de teinte claire. Les teintes claires sont vertes et permettent de refaire du film avec le recyclat.',
        'Si une barrière est nécessaire : métallisation, revêtement AlOx ou SiOx (verts selon D4ACE), ou EVOH coextrudé dans les limites ci-dessous.',
        'Limitez les adhésifs (de complexage, d’étiquette, scellage à froid et thermoscellage) ainsi que les encres et vernis à 5 % du poids de l’emballage chacun.',
        'Fabriquez aussi zips, becs, étiquettes et poignées en PE, pour que tout l’emballage rejoigne le flux PE.',
      ],
      avoid: [
        'Le PVC et le PVDC, y compris les encres à base de copolymères de PVC et les autres liants chlorés. Ils se dégradent aux températures de transformation du PE et abîment le recyclat.',
        'Les couches de PET, de papier ou d’aluminium. Elles ne fondent pas avec le PE, coulent ou restent dans les filtres, et polluent la fraction de films.',
        'Les mélanges-maîtres contenant du noir de carbone. Le film n’est pas identifiable en NIR et il est écarté.',
        'Les additifs oxo-dégradables et les matériaux biodégradables ou compostables. Ils sont conçus pour se décomposer et fragilisent le recyclat.',
        'Les couches expansées en polymères non polyoléfines et les additifs classés substances extrêmement préoccupantes (SVHC).',
      ],
      limits: [
        'PVC, PVDC, PET, papier, aluminium en feuille, noir de carbone, additifs oxo-dégradables ou biodégradables : rouge en toute quantité.',
        'EVOH coextrudé : vert jusqu’à 10 %. Selon la méthodologie RecyClass / Plastics Recyclers Europe, l’EVOH au-delà de 5 % n’est pas compatible.',
        'EVOH en enduction, PVOH coextrudé ou en revêtement : vert jusqu’à 5 %.',
        'Encres et vernis : vert jusqu’à 5 %. Encres nitrocellulosiques (NC) : vert jusqu’à 3 %, jaune de 3 à 5 %.',
        'Chaque type d’adhésif (complexage, étiquette, scellage à froid, thermoscellage) : vert jusqu’à 5 %.',
        'D4ACE mentionne aussi le PA6 coextrudé (vert jusqu’à 35 %), le PA6/6.6 coextrudé (vert jusqu’à 20 %, jaune de 20 à 35 %) et le PA6 contrecollé (jaune jusqu’à 20 %).',
        'Métallisation, AlOx, SiOx : verts selon D4ACE ; Plastics Recyclers Europe juge la métallisation de compatibilité limitée (jaune dans Recyclens).',
        'Teintes sombres sans noir de carbone : jaune.',
        'Dans Recyclens, une part au-delà de la dernière limite est rouge. Les charges minérales comme le CaCO3 ou le talc n’ont pas de ligne D4ACE et sont classées « à tester ».',
      ],
      ratingNote:
        'C’est pour les films que la collecte varie le plus d’un pays à l’autre : au Royaume-Uni, moins ' +
        'de 75 % des collectivités collectent aujourd’hui les films, et aux États-Unis le dépôt en ' +
        'magasin ne satisfait pas la définition d’accès de 60 %. Recyclens y indique « pas ' +
        'd’infrastructure ».',
      checklist: [
        'Chaque couche, zip, bec et étiquette est en PE ou respecte les limites D4ACE.',
        'Ni PVC, ni PVDC, ni PET, ni papier, ni aluminium en feuille, ni noir de carbone, en aucune quantité.',
        'Aucun matériau ni additif oxo-dégradable, biodégradable ou compostable.',
        'EVOH 10 % au plus (5 % au plus selon RecyClass) ; autres barrières 5 % au plus.',
        'Encres et vernis 5 % au plus (encres NC 3 % au plus) ; chaque adhésif 5 % au plus.',
        'Le film est transparent, naturel ou de teinte claire.',
        'Les films PE sont collectés et recyclés dans chaque pays où le produit est vendu.',
      ],
    },
  },
});
